import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';

/** Companies, entitlements, Get-a-DUNS and product hand-offs (spec §7). */
export const registerPortalRoutes = (_app: PortalApp, _deps: RouteDependencies): void => {};
