import type { QueryLayer } from '../db/query-layer';
import type { KeyPurpose, ServerKey, ServerKeyRepository } from './server-key-repository';

/** The server's keys in SQLite or PostgreSQL, through the query layer (D-STORE-4). */
export class SqlServerKeyRepository implements ServerKeyRepository {
  constructor(private readonly db: QueryLayer) {}

  async list(purpose: KeyPurpose): Promise<readonly ServerKey[]> {
    const rows = await this.db
      .selectFrom('server_keys')
      .select(['key_id', 'material', 'created_at'])
      .where('purpose', '=', purpose)
      .orderBy('seq', 'desc')
      .execute();
    return rows.map((row) => ({
      purpose,
      keyId: row.key_id,
      material: row.material,
      createdAt: row.created_at,
    }));
  }

  async addIfAbsent(key: ServerKey): Promise<void> {
    await this.db
      .insertInto('server_keys')
      .values({
        purpose: key.purpose,
        key_id: key.keyId,
        material: key.material,
        created_at: key.createdAt,
      })
      .onConflict((conflict) => conflict.columns(['purpose', 'key_id']).doNothing())
      .execute();
  }

  async prune(purpose: KeyPurpose, keep: number): Promise<number> {
    const kept = this.db
      .selectFrom('server_keys')
      .select('seq')
      .where('purpose', '=', purpose)
      .orderBy('seq', 'desc')
      .limit(keep);
    const result = await this.db
      .deleteFrom('server_keys')
      .where('purpose', '=', purpose)
      .where('seq', 'not in', kept)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
