import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';

/** Get-a-DUNS: company search, DUNS applications and entitling products to a DUNS (spec §7). */
export const registerGadRoutes = (_app: PortalApp, _deps: RouteDependencies): void => {};
