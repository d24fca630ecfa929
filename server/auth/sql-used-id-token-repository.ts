import type { QueryLayer } from '../db/query-layer';
import type { UsedIdTokenRepository } from './used-id-token-repository';

/** Used id tokens in SQLite or PostgreSQL, through the query layer (D-STORE-4). */
export class SqlUsedIdTokenRepository implements UsedIdTokenRepository {
  constructor(private readonly db: QueryLayer) {}

  async recordFirstUse(tokenHash: string, expiresAt: number, now: number): Promise<boolean> {
    await this.db.deleteFrom('used_id_tokens').where('expires_at', '<=', now).execute();
    // The primary key decides between racing processes: the second insert changes nothing.
    const result = await this.db
      .insertInto('used_id_tokens')
      .values({ token_hash: tokenHash, expires_at: expiresAt })
      .onConflict((conflict) => conflict.column('token_hash').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows) === 1;
  }

  async deleteExpired(now: number): Promise<number> {
    const result = await this.db
      .deleteFrom('used_id_tokens')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
