import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import { registerPasswordRoutes } from './password-routes';
import { registerRegistrationRoutes } from './registration-routes';

/** Profile, passwords, registration, email and the account-side calls of spec §7. */
export const registerAccountRoutes = (app: PortalApp, deps: RouteDependencies): void => {
  registerPasswordRoutes(app, deps);
  registerRegistrationRoutes(app, deps);
};
