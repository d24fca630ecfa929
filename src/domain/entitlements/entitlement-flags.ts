import type { Entitlements } from './entitlements';
import { hasVboProduct } from './product-catalogue';

// Spec §3 "Application state" names CI_PLA_PendingProduct and DPM_PLA_PendingProduct (each with
// isPLAAccepted); docs/decisions/domain-rules.md D-DOM-3 defines them. The section's other
// entitlement flags drive no behaviour the spec describes, so the portal has none (D-DOM-3).

export interface PlaPendingProduct {
  readonly isPLAAccepted: boolean;
}

export interface PlaPendingProducts {
  /** CI_PLA_PendingProduct: the Credit Insights product whose agreement the Credit tab checks. */
  readonly creditInsights?: PlaPendingProduct;
  /** DPM_PLA_PendingProduct: the DPM product whose agreement the Marketing Hub tab checks. */
  readonly dunsAndProfileManager?: PlaPendingProduct;
}

/** D-DOM-3: a PLA product exists when the product is entitled; accepted when pla.acceptedTos. */
export const plaPendingProducts = (entitlements: Entitlements): PlaPendingProducts => {
  const pending = { isPLAAccepted: entitlements.pla?.acceptedTos === true };
  return {
    ...(hasVboProduct(entitlements, ['creditInsights', 'creditInsightsFree'])
      ? { creditInsights: pending }
      : {}),
    ...(hasVboProduct(entitlements, ['dunsManagerAndProfileManager'])
      ? { dunsAndProfileManager: pending }
      : {}),
  };
};
