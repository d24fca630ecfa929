/** A product's published licence agreement. */
export interface ProductTerms {
  readonly title: string;
  readonly version: string;
  readonly content: string;
}

/** A decision on an agreement or a document; `decidedAt` in epoch seconds. */
export interface TermsDecision {
  readonly version: string;
  readonly accepted: boolean;
  readonly decidedAt: number;
}

/** A product the user holds, for a company or none, and whether its agreement stands accepted. */
export interface HeldProduct {
  readonly appId: number;
  readonly productName: string;
  readonly duns: string | null;
  readonly plaAccepted: boolean;
}

export interface LegalDocument {
  readonly code: string;
  readonly title: string;
  readonly version: string;
  readonly url: string;
}

/**
 * The port of product licence agreements (PLA), legal documents and the user's decisions on them
 * (spec §3, §7 legal-terms and pla-decision). Every decision is kept.
 */
export interface TermsRepository {
  productTerms(appId: number): Promise<ProductTerms | undefined>;
  /** The user's latest decision on the product's agreement for `duns` (null: no company). */
  latestProductDecision(
    userId: string,
    appId: number,
    duns: string | null,
  ): Promise<TermsDecision | undefined>;
  /** Each product the user holds once per company, by application and company. */
  heldProducts(userId: string): Promise<HeldProduct[]>;
  /** By code. */
  legalDocuments(): Promise<LegalDocument[]>;
  /** The user's latest acceptance of the document, if any. */
  latestLegalAcceptance(userId: string, code: string): Promise<TermsDecision | undefined>;
  /**
   * In one transaction: sets whether the user's product for `duns` stands accepted and keeps the
   * decision with `version`; false (and nothing written) when the user holds no such product.
   */
  decidePla(
    userId: string,
    product: { readonly appId: number; readonly duns: string | null },
    decision: TermsDecision,
  ): Promise<boolean>;
  /** Keeps the user's acceptance of each of these document versions, all or none. */
  acceptLegalDocuments(
    userId: string,
    documents: readonly { readonly code: string; readonly version: string }[],
    at: number,
  ): Promise<void>;
}
