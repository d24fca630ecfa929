import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';

/** Registration, email verification, profile update and the smaller account calls (spec §7). */
export const registerRegistrationRoutes = (_app: PortalApp, _deps: RouteDependencies): void => {};
