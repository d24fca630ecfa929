import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import { requireSession } from '../http/session-guard';
import { DunsCipher } from '../gad/duns-cipher';
import { DunsApplications } from '../gad/duns-applications';
import { DunsAssociations } from '../gad/duns-associations';
import { registerDemoProductRoutes } from './demo-product-routes';
import { EntitlementRepository } from './entitlement-repository';
import { registerEntitlementQueryRoutes } from './entitlement-query-routes';
import { registerHandOffRoutes } from './hand-off-routes';
import { PurchaseHistory } from './purchase-history';
import { registerPurchaseHistoryRoutes } from './purchase-history-routes';
import type { PortalRouteContext } from './portal-route-context';
import { registerTermsRoutes } from './terms-routes';
import { TermsRepository } from './terms-repository';

/** Companies, entitlements, terms, product hand-offs, orders and subscriptions (spec §7). */
export const registerPortalRoutes = (app: PortalApp, deps: RouteDependencies): void => {
  const { db, clock, sessions } = deps;
  const cipher = DunsCipher.loadOrCreate(deps.config.dataDir);
  // Every read of a user's entitlements first resolves their associations verified by now (D-ASSOC-1).
  // ... and issues their DUNS application whose time has come (D-GAD-ENTRY-1).
  const associations = new DunsAssociations(db, clock);
  const applications = new DunsApplications(db, clock);
  const context: PortalRouteContext = {
    deps,
    entitlements: new EntitlementRepository(
      db,
      clock,
      (duns) => cipher.encrypt(duns),
      (userId) => {
        applications.find(userId);
        associations.resolveDue(userId);
      },
    ),
    terms: new TermsRepository(db, clock),
    purchases: new PurchaseHistory(db),
    guard: requireSession(sessions),
  };
  // Registered in this order so the routes (and the API document) keep their order.
  registerEntitlementQueryRoutes(app, context);
  registerTermsRoutes(app, context);
  registerHandOffRoutes(app, context);
  registerPurchaseHistoryRoutes(app, context);
  registerDemoProductRoutes(app, context);
};
