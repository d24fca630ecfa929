import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';

/** Profile, passwords, registration, email and the account-side calls of spec §7. */
export const registerAccountRoutes = (_app: PortalApp, _deps: RouteDependencies): void => {};
