import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import { accountAbuseGuards } from './account-abuse-guards';
import { registerPasswordPolicyRoutes } from './password-policy-routes';
import { registerPasswordRoutes } from './password-routes';
import { registerRegistrationRoutes } from './registration-routes';

/** Passwords, registration and email verification (spec §7), behind the abuse limits. */
export const registerAccountRoutes = (app: PortalApp, deps: RouteDependencies): void => {
  const guards = accountAbuseGuards(deps.limiter, deps.abuseLimits);
  registerPasswordRoutes(app, deps, guards);
  registerPasswordPolicyRoutes(app, deps);
  registerRegistrationRoutes(app, deps, guards);
};
