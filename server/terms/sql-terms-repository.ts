import type { QueryLayer } from '../db/query-layer';
import type {
  HeldProduct,
  LegalDocument,
  ProductTerms,
  TermsDecision,
  TermsRepository,
} from './terms-repository';

/** Terms and decisions in SQLite or PostgreSQL, through the query layer (D-STORE-4, D-STORE-9). */
export class SqlTermsRepository implements TermsRepository {
  constructor(private readonly db: QueryLayer) {}

  async productTerms(appId: number): Promise<ProductTerms | undefined> {
    return this.db
      .selectFrom('product_terms')
      .select(['title', 'version', 'content'])
      .where('app_id', '=', appId)
      .executeTakeFirst();
  }

  async latestProductDecision(
    userId: string,
    appId: number,
    duns: string | null,
  ): Promise<TermsDecision | undefined> {
    const row = await this.db
      .selectFrom('terms_decisions')
      .select(['version', 'accepted', 'decided_at'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'product')
      .where('document', '=', String(appId))
      .where('duns', duns === null ? 'is' : '=', duns)
      .orderBy('decided_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && { version: row.version, accepted: row.accepted === 1, decidedAt: row.decided_at };
  }

  async heldProducts(userId: string): Promise<HeldProduct[]> {
    const rows = await this.db
      .selectFrom('entitlements')
      .select(['app_id', 'product_name', 'duns', 'pla_accepted'])
      .distinct()
      .where('user_id', '=', userId)
      .orderBy('app_id')
      // SQLite sorts NULL first by default, PostgreSQL last: said, so both answer alike.
      .orderBy('duns', (order) => order.asc().nullsFirst())
      .execute();
    return rows.map((row) => ({
      appId: row.app_id,
      productName: row.product_name,
      duns: row.duns,
      plaAccepted: row.pla_accepted === 1,
    }));
  }

  async legalDocuments(): Promise<LegalDocument[]> {
    return this.db
      .selectFrom('legal_documents')
      .select(['code', 'title', 'version', 'url'])
      .orderBy('code')
      .execute();
  }

  async latestLegalAcceptance(userId: string, code: string): Promise<TermsDecision | undefined> {
    const row = await this.db
      .selectFrom('terms_decisions')
      .select(['version', 'decided_at'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'legal')
      .where('document', '=', code)
      .where('accepted', '=', 1)
      .orderBy('decided_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && { version: row.version, accepted: true, decidedAt: row.decided_at };
  }

  async decidePla(
    userId: string,
    product: { readonly appId: number; readonly duns: string | null },
    decision: TermsDecision,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('entitlements')
        .set({ pla_accepted: decision.accepted ? 1 : 0 })
        .where('user_id', '=', userId)
        .where('app_id', '=', product.appId)
        .where('duns', product.duns === null ? 'is' : '=', product.duns)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) return false;
      await trx
        .insertInto('terms_decisions')
        .values({
          user_id: userId,
          kind: 'product',
          document: String(product.appId),
          duns: product.duns,
          version: decision.version,
          accepted: decision.accepted ? 1 : 0,
          decided_at: decision.decidedAt,
        })
        .execute();
      return true;
    });
  }

  async acceptLegalDocuments(
    userId: string,
    documents: readonly { readonly code: string; readonly version: string }[],
    at: number,
  ): Promise<void> {
    if (documents.length === 0) return;
    await this.db
      .insertInto('terms_decisions')
      .values(
        documents.map((document) => ({
          user_id: userId,
          kind: 'legal' as const,
          document: document.code,
          duns: null,
          version: document.version,
          accepted: 1,
          decided_at: at,
        })),
      )
      .execute();
  }
}
