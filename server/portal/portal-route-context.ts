import type { onRequestAsyncHookHandler } from 'fastify';
import type { RouteDependencies } from '../http/route-dependencies';
import type { EntitlementService } from '../entitlements/entitlement-service';
import type { PurchaseHistory } from '../purchases/purchase-history';
import type { TermsService } from '../terms/terms-service';

export const TAGS = ['entitlements'];
export const ACCOUNT_TAGS = ['auth'];

/** What each portal route module is given: one set of repositories and one session guard, shared. */
export interface PortalRouteContext {
  readonly deps: RouteDependencies;
  readonly entitlements: EntitlementService;
  readonly terms: TermsService;
  readonly purchases: PurchaseHistory;
  readonly guard: onRequestAsyncHookHandler;
}
