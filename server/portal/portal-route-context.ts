import type { onRequestAsyncHookHandler } from 'fastify';
import type { RouteDependencies } from '../http/route-dependencies';
import type { EntitlementRepository } from '../entitlements/entitlement-repository';
import type { PurchaseHistory } from '../purchases/purchase-history';
import type { TermsService } from '../terms/terms-service';

export const TAGS = ['entitlements'];
export const ACCOUNT_TAGS = ['auth'];

/** What each portal route module is given: one set of repositories and one session guard, shared. */
export interface PortalRouteContext {
  readonly deps: RouteDependencies;
  readonly entitlements: EntitlementRepository;
  readonly terms: TermsService;
  readonly purchases: PurchaseHistory;
  readonly guard: onRequestAsyncHookHandler;
}
