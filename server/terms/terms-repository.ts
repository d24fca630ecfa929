import { Type, type Static } from 'typebox';
import type { Db } from '../db/database';
import { rowShape } from '../db/rows';
import { epochSeconds, type Clock } from '../clock';
import type { LegalTermsAnswer, PlaDecisionAnswer } from './terms-schemas';

const iso = (epoch: number): string => new Date(epoch * 1000).toISOString();

/** Version used when a product has no published agreement of its own. */
export const DEFAULT_TERMS_VERSION = '1.0';

/** Why a PLA decision is refused: the user has no such product (terms-replies.ts says it in HTTP). */
export type PlaRefusal = { readonly kind: 'notEntitled' };

export type PlaDecisionResult =
  { readonly kind: 'decided'; readonly answer: Static<typeof PlaDecisionAnswer> } | PlaRefusal;

/** A product's published agreement: the current version and its text. */
const PublishedProductTerms = rowShape(
  'PublishedProductTerms',
  Type.Object({ title: Type.String(), version: Type.String(), content: Type.String() }),
);
type PublishedProductTerms = Static<typeof PublishedProductTerms.schema>;

const Decision = rowShape(
  'Decision',
  Type.Object({ version: Type.String(), accepted: Type.Integer(), decided_at: Type.Integer() }),
);
type Decision = Static<typeof Decision.schema>;

const HeldProductRow = rowShape(
  'HeldProductRow',
  Type.Object({
    app_id: Type.Integer(),
    product_name: Type.String(),
    duns: Type.Union([Type.String(), Type.Null()]),
    pla_accepted: Type.Integer(),
  }),
);
const LegalDocumentRow = rowShape(
  'LegalDocumentRow',
  Type.Object({
    code: Type.String(),
    title: Type.String(),
    version: Type.String(),
    url: Type.String(),
  }),
);
const AcceptedVersionRow = rowShape(
  'AcceptedVersionRow',
  Type.Object({ version: Type.String(), decided_at: Type.Integer() }),
);
const DocumentVersionRow = rowShape(
  'DocumentVersionRow',
  Type.Object({ code: Type.String(), version: Type.String() }),
);

/** Product licence agreements (PLA) and legal documents, and the user's decisions on them. */
export class TermsRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private productTermsOf(appId: number): PublishedProductTerms | undefined {
    return PublishedProductTerms.one(
      this.db
        .prepare('SELECT title, version, content FROM product_terms WHERE app_id = ?')
        .get(appId),
    );
  }

  private latestProductDecision(
    userId: string,
    appId: number,
    duns: string | null,
  ): Decision | undefined {
    return Decision.one(
      this.db
        .prepare(
          `SELECT version, accepted, decided_at FROM terms_decisions
           WHERE user_id = ? AND kind = 'product' AND document = ? AND duns IS ?
           ORDER BY decided_at DESC, id DESC LIMIT 1`,
        )
        .get(userId, String(appId), duns),
    );
  }

  /**
   * Accepts or declines the PLA of the user's product `appId` for `duns` (null: a product without
   * a company). Every decision is kept with the agreement's version and time; declining closes the
   * product until it is accepted.
   */
  decidePla(
    userId: string,
    duns: string | null,
    appId: number,
    accepted: boolean,
  ): PlaDecisionResult {
    const now = epochSeconds(this.clock);
    const version = this.productTermsOf(appId)?.version ?? DEFAULT_TERMS_VERSION;
    return this.db.transaction((): PlaDecisionResult => {
      const updated = this.db
        .prepare(
          'UPDATE entitlements SET pla_accepted = ? WHERE user_id = ? AND app_id = ? AND duns IS ?',
        )
        .run(accepted ? 1 : 0, userId, appId, duns);
      if (updated.changes === 0) return { kind: 'notEntitled' };
      this.recordDecision(userId, 'product', String(appId), duns, version, accepted, now);
      return {
        kind: 'decided',
        answer: {
          dunsNumber: duns,
          appId,
          plaAccepted: accepted,
          version,
          decidedAt: iso(now),
          accessAvailable: accepted,
        },
      };
    })();
  }

  recordDecision(
    userId: string,
    kind: 'product' | 'legal',
    document: string,
    duns: string | null,
    version: string,
    accepted: boolean,
    at: number,
  ): void {
    this.db
      .prepare(
        `INSERT INTO terms_decisions (user_id, kind, document, duns, version, accepted, decided_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(userId, kind, document, duns, version, accepted ? 1 : 0, at);
  }

  /**
   * The user accepts the current version of every legal document (the Terms of Use and the Privacy
   * Policy): what proceeding in the portal's consent modal means (D-CONSENT-1).
   */
  acceptLegalDocuments(userId: string): void {
    const now = epochSeconds(this.clock);
    this.db.transaction(() => {
      for (const document of this.legalDocumentVersions()) {
        this.recordDecision(userId, 'legal', document.code, null, document.version, true, now);
      }
    })();
  }

  /** GET /entitlements/legal-terms: each product's agreement and each legal document, with the user's decision. */
  legalTerms(userId: string): Static<typeof LegalTermsAnswer> {
    const products = HeldProductRow.all(
      this.db
        .prepare(
          `SELECT DISTINCT app_id, product_name, duns, pla_accepted FROM entitlements WHERE user_id = ?
           ORDER BY app_id, duns`,
        )
        .all(userId),
    );
    const productTerms = products.map((product) => {
      const terms = this.productTermsOf(product.app_id);
      const decision = this.latestProductDecision(userId, product.app_id, product.duns);
      const status =
        product.pla_accepted === 1 ? 'accepted' : decision?.accepted === 0 ? 'declined' : 'pending';
      const decided = status !== 'pending' && decision !== undefined;
      return {
        appId: product.app_id,
        product_name: product.product_name,
        dunsNumber: product.duns,
        title: terms?.title ?? `${product.product_name} Product Licence Agreement`,
        version: decided ? decision.version : (terms?.version ?? DEFAULT_TERMS_VERSION),
        status,
        decidedAt: decided ? iso(decision.decided_at) : null,
        // The current agreement's text: what accepting (again) agrees to, as pla_content says it.
        content: terms?.content ?? `Terms of use of ${product.product_name}.`,
      } as const;
    });
    const documents = LegalDocumentRow.all(
      this.db
        .prepare('SELECT code, title, version, url FROM legal_documents ORDER BY code DESC')
        .all(),
    );
    const legalTerms = documents.map((document) => {
      const accepted = AcceptedVersionRow.one(
        this.db
          .prepare(
            `SELECT version, decided_at FROM terms_decisions
             WHERE user_id = ? AND kind = 'legal' AND document = ? AND accepted = 1
             ORDER BY decided_at DESC, id DESC LIMIT 1`,
          )
          .get(userId, document.code),
      );
      return {
        code: document.code,
        title: document.title,
        url: document.url,
        currentVersion: document.version,
        acceptedVersion: accepted?.version ?? null,
        status:
          accepted?.version === document.version ? ('accepted' as const) : ('pending' as const),
        acceptedAt: accepted ? iso(accepted.decided_at) : null,
      };
    });
    return { productTerms, legalTerms };
  }

  /** The current version of every legal document (the seed accepts these for the personas). */
  legalDocumentVersions(): { code: string; version: string }[] {
    return DocumentVersionRow.all(
      this.db.prepare('SELECT code, version FROM legal_documents ORDER BY code').all(),
    );
  }

  productTermsVersion(appId: number): string {
    return this.productTermsOf(appId)?.version ?? DEFAULT_TERMS_VERSION;
  }
}
