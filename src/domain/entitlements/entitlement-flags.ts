import type { Entitlements } from './entitlements';
import { hasVboProduct } from './product-catalogue';

// Spec §3 "Application state: ... isAllProductsVBO, isCompanyDropDownOnlyAvailable,
// isCompanyDropDownWithOutAnyVBOProducts, ... isProductDPM, CI_PLA_PendingProduct and
// DPM_PLA_PendingProduct (each with isPLAAccepted), ... hasDfcEntitlements". The spec names these
// flags without defining them; docs/decisions/domain-rules.md D-DOM-3 defines each.

export interface EntitlementFlags {
  readonly isAllProductsVBO: boolean;
  readonly isCompanyDropDownOnlyAvailable: boolean;
  readonly isCompanyDropDownWithOutAnyVBOProducts: boolean;
  readonly isProductDPM: boolean;
  readonly hasDfcEntitlements: boolean;
}

export const entitlementFlags = (entitlements: Entitlements): EntitlementFlags => {
  const hasCompanies =
    entitlements.companyInfo.length > 0 || entitlements.vboAssociatedDuns.length > 0;
  const hasVbo = entitlements.vboEntitlements.length > 0;
  const hasOtherProducts =
    entitlements.credibilityEntitlements.length > 0 || entitlements.dfcEntitlements.length > 0;
  return {
    isAllProductsVBO: hasVbo && !hasOtherProducts,
    isCompanyDropDownOnlyAvailable: hasCompanies && !hasVbo && !hasOtherProducts,
    isCompanyDropDownWithOutAnyVBOProducts: hasCompanies && !hasVbo,
    isProductDPM: hasVboProduct(entitlements, ['dunsManagerAndProfileManager']),
    hasDfcEntitlements: entitlements.dfcEntitlements.length > 0,
  };
};

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
    ...(entitlementFlags(entitlements).isProductDPM ? { dunsAndProfileManager: pending } : {}),
  };
};
