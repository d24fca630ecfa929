import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import { requireSession } from '../http/session-guard';
import { registerDemoProductRoutes } from '../hand-off/demo-product-routes';
import { registerEntitlementQueryRoutes } from '../entitlements/entitlement-query-routes';
import { registerHandOffRoutes } from '../hand-off/hand-off-routes';
import { PurchaseHistory } from '../purchases/purchase-history';
import { registerPurchaseHistoryRoutes } from '../purchases/purchase-history-routes';
import type { PortalRouteContext } from './portal-route-context';
import { registerTermsRoutes } from '../terms/terms-routes';
import { TermsService } from '../terms/terms-service';

/** Companies, entitlements, terms, product hand-offs, orders and subscriptions (spec §7). */
export const registerPortalRoutes = (app: PortalApp, deps: RouteDependencies): void => {
  const { clock, sessions } = deps;
  const context: PortalRouteContext = {
    deps,
    entitlements: deps.entitlements,
    terms: new TermsService(deps.terms, clock),
    purchases: new PurchaseHistory(deps.purchases),
    guard: requireSession(sessions),
  };
  // Registered in this order so the routes (and the API document) keep their order.
  registerEntitlementQueryRoutes(app, context);
  registerTermsRoutes(app, context);
  registerHandOffRoutes(app, context);
  registerPurchaseHistoryRoutes(app, context);
  registerDemoProductRoutes(app, context);
};
