import type { Static } from 'typebox';
import { epochSeconds, type Clock, isoAt } from '../clock';
import type { TermsRepository } from './terms-repository';
import type { LegalTermsAnswer, PlaDecisionAnswer } from './terms-schemas';

/** Version used when a product has no published agreement of its own. */
export const DEFAULT_TERMS_VERSION = '1.0';

/** Why a PLA decision is refused: the user has no such product (terms-replies.ts says it in HTTP). */
export type PlaRefusal = { readonly kind: 'notEntitled' };

export type PlaDecisionResult =
  { readonly kind: 'decided'; readonly answer: Static<typeof PlaDecisionAnswer> } | PlaRefusal;

/** Product licence agreements (PLA) and legal documents, and the user's decisions on them. */
export class TermsService {
  constructor(
    private readonly terms: TermsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Accepts or declines the PLA of the user's product `appId` for `duns` (null: a product without
   * a company). Every decision is kept with the agreement's version and time; declining closes the
   * product until it is accepted.
   */
  async decidePla(
    userId: string,
    duns: string | null,
    appId: number,
    accepted: boolean,
  ): Promise<PlaDecisionResult> {
    const now = epochSeconds(this.clock);
    const version = await this.productTermsVersion(appId);
    const decided = await this.terms.decidePla(
      userId,
      { appId, duns },
      { version, accepted, decidedAt: now },
    );
    if (!decided) return { kind: 'notEntitled' };
    return {
      kind: 'decided',
      answer: {
        dunsNumber: duns,
        appId,
        plaAccepted: accepted,
        version,
        decidedAt: isoAt(now),
        accessAvailable: accepted,
      },
    };
  }

  /**
   * The user accepts the current version of every legal document (the Terms of Use and the Privacy
   * Policy): what proceeding in the portal's consent modal means (D-CONSENT-1).
   */
  async acceptLegalDocuments(userId: string): Promise<void> {
    await this.terms.acceptLegalDocuments(
      userId,
      await this.terms.legalDocuments(),
      epochSeconds(this.clock),
    );
  }

  /** GET /entitlements/legal-terms: each product's agreement and each legal document, with the user's decision. */
  async legalTerms(userId: string): Promise<Static<typeof LegalTermsAnswer>> {
    const products = await this.terms.heldProducts(userId);
    const productTerms = await Promise.all(
      products.map(async (product) => {
        const terms = await this.terms.productTerms(product.appId);
        const decision = await this.terms.latestProductDecision(
          userId,
          product.appId,
          product.duns,
        );
        const status = product.plaAccepted
          ? 'accepted'
          : decision?.accepted === false
            ? 'declined'
            : 'pending';
        const decided = status !== 'pending' && decision !== undefined;
        return {
          appId: product.appId,
          product_name: product.productName,
          dunsNumber: product.duns,
          title: terms?.title ?? `${product.productName} Product Licence Agreement`,
          version: decided ? decision.version : (terms?.version ?? DEFAULT_TERMS_VERSION),
          status,
          decidedAt: decided ? isoAt(decision.decidedAt) : null,
          // The current agreement's text: what accepting (again) agrees to, as pla_content says it.
          content: terms?.content ?? `Terms of use of ${product.productName}.`,
        } as const;
      }),
    );
    // The Terms of Use first, then the Privacy Policy: by code, descending.
    const documents = (await this.terms.legalDocuments()).reverse();
    const legalTerms = await Promise.all(
      documents.map(async (document) => {
        const accepted = await this.terms.latestLegalAcceptance(userId, document.code);
        return {
          code: document.code,
          title: document.title,
          url: document.url,
          currentVersion: document.version,
          acceptedVersion: accepted?.version ?? null,
          status:
            accepted?.version === document.version ? ('accepted' as const) : ('pending' as const),
          acceptedAt: accepted ? isoAt(accepted.decidedAt) : null,
        };
      }),
    );
    return { productTerms, legalTerms };
  }

  /** The current version of every legal document, by code (the seed accepts these for the personas). */
  async legalDocumentVersions(): Promise<{ code: string; version: string }[]> {
    return (await this.terms.legalDocuments()).map(({ code, version }) => ({ code, version }));
  }

  async productTermsVersion(appId: number): Promise<string> {
    return (await this.terms.productTerms(appId))?.version ?? DEFAULT_TERMS_VERSION;
  }
}
