// Spec §3 "Entitlements: companyInfo (list of DUNS), credibilityEntitlements (type, displayDuns,
// title), vboEntitlements (each with product_name), vboAssociatedDuns, dfcEntitlements, pla
// (accepted_tos, pla_content), isPendingOwlEntitlementsAvailable (boolean)."
// The adapter maps the wire's snake_case names to these (docs/team-decisions.md "Wire types").

export interface CredibilityEntitlement {
  readonly type: string;
  readonly displayDuns: string;
  readonly title: string;
}

export interface VboEntitlement {
  readonly productName: string;
}

export interface ProductLicenceAgreement {
  readonly acceptedTos: boolean;
  readonly plaContent: string;
}

export interface Entitlements {
  readonly companyInfo: readonly string[];
  readonly credibilityEntitlements: readonly CredibilityEntitlement[];
  readonly vboEntitlements: readonly VboEntitlement[];
  readonly vboAssociatedDuns: readonly string[];
  /** Credit-file entitlements; the spec shows no fields, the domain only counts them. */
  readonly dfcEntitlements: readonly unknown[];
  readonly pla?: ProductLicenceAgreement;
  readonly isPendingOwlEntitlementsAvailable: boolean;
}

export const noEntitlements: Entitlements = {
  companyInfo: [],
  credibilityEntitlements: [],
  vboEntitlements: [],
  vboAssociatedDuns: [],
  dfcEntitlements: [],
  isPendingOwlEntitlementsAvailable: false,
};

/**
 * Spec §3 "dunsApplicationProgress", reduced to what the rules need (D-DOM-2): no application,
 * an application the user has not finished, or one submitted and being processed.
 */
export type DunsApplicationProgress = 'none' | 'notComplete' | 'processing';

/** §4 "some credibility entitlement is not legacy_found with empty displayDuns". */
export const isPendingCredibilityEntitlement = (entitlement: CredibilityEntitlement): boolean =>
  entitlement.type !== 'legacy_found' && entitlement.displayDuns.trim() === '';
