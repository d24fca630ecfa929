import type { PlaPendingProducts } from '../entitlements/entitlement-flags';

// Spec §4 "Credit tab: if the pending credit product exists and its agreement is not accepted, an
// agreement prompt opens; otherwise the click is tracked and the user goes to the deep link."

export type CreditTabAction =
  { readonly type: 'showAgreement' } | { readonly type: 'trackAndGoToDeepLink' };

export const creditTabAction = (pending: PlaPendingProducts): CreditTabAction =>
  pending.creditInsights !== undefined && !pending.creditInsights.isPLAAccepted
    ? { type: 'showAgreement' }
    : { type: 'trackAndGoToDeepLink' };
