import { prepareQuery, type PreparedQuery, type QueryLayer } from '../db/query-layer';
import type {
  FoundProviderRecord,
  ProviderRecord,
  ProviderRecordKey,
  ProviderRecordRepository,
} from './provider-record-repository';

type Found = { payload: string; expires_at: number | null; consumed_at: number | null };

/** The identity provider's records in SQLite or PostgreSQL, through the query layer (D-STORE-4). */
export class SqlProviderRecordRepository implements ProviderRecordRepository {
  // Every provider request reads records by one of these keys: compiled once each (D-STORE-1).
  // Placeholders in order: model, then the key's value.
  private readonly finders: Readonly<Record<ProviderRecordKey, PreparedQuery<Found>>>;

  constructor(private readonly db: QueryLayer) {
    const finder = (key: ProviderRecordKey) =>
      prepareQuery(
        db,
        db
          .selectFrom('oidc_models')
          .select(['payload', 'expires_at', 'consumed_at'])
          .where('model', '=', '')
          .where(key, '=', ''),
      );
    this.finders = { id: finder('id'), uid: finder('uid'), user_code: finder('user_code') };
  }

  async save(record: ProviderRecord): Promise<void> {
    const replaced = {
      payload: record.payload,
      grant_id: record.grantId,
      user_code: record.userCode,
      uid: record.uid,
      account_id: record.accountId,
      expires_at: record.expiresAt,
    };
    await this.db
      .insertInto('oidc_models')
      .values({ model: record.model, id: record.id, consumed_at: null, ...replaced })
      .onConflict((conflict) => conflict.columns(['model', 'id']).doUpdateSet(replaced))
      .execute();
  }

  async find(
    model: string,
    key: ProviderRecordKey,
    value: string,
  ): Promise<FoundProviderRecord | undefined> {
    const [row] = await this.finders[key].run(model, value);
    return row && { payload: row.payload, expiresAt: row.expires_at, consumedAt: row.consumed_at };
  }

  async consume(model: string, id: string, at: number): Promise<void> {
    await this.db
      .updateTable('oidc_models')
      .set({ consumed_at: at })
      .where('model', '=', model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(model: string, id: string): Promise<void> {
    await this.db
      .deleteFrom('oidc_models')
      .where('model', '=', model)
      .where('id', '=', id)
      .execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oidc_models').where('grant_id', '=', grantId).execute();
  }

  async deleteForAccount(models: readonly string[], accountId: string): Promise<number> {
    if (models.length === 0) return 0;
    const result = await this.db
      .deleteFrom('oidc_models')
      .where('account_id', '=', accountId)
      .where('model', 'in', models)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async deleteExpired(now: number): Promise<number> {
    const result = await this.db
      .deleteFrom('oidc_models')
      .where('expires_at', 'is not', null)
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
