import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { withAbuseLimits } from '../http/abuse-limits';
import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import { accountAbuseGuards } from './account-abuse-guards';
import { registerPasswordRoutes } from './password-routes';
import { registerRegistrationRoutes } from './registration-routes';

/** Passwords, registration and email verification (spec §7), behind the abuse limits. */
export const registerAccountRoutes = (app: PortalApp, deps: RouteDependencies): void => {
  const limits = deps.abuseLimits;
  withAbuseLimits(app, (plugin, limiter) => {
    const scope: PortalApp = plugin.withTypeProvider<TypeBoxTypeProvider>();
    const guards = accountAbuseGuards(limiter, limits);
    registerPasswordRoutes(scope, deps, guards);
    registerRegistrationRoutes(scope, deps, guards);
  });
};
