import type { QueryLayer } from '../db/query-layer';
import type { RecoveryCodeDigest, RecoveryCodeRepository } from './recovery-code-repository';

/** The recovery codes over the query layer, on either engine. */
export class SqlRecoveryCodeRepository implements RecoveryCodeRepository {
  constructor(private readonly db: QueryLayer) {}

  async replace(userId: string, codes: readonly RecoveryCodeDigest[], now: number): Promise<void> {
    const write = async (trx: QueryLayer): Promise<void> => {
      await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
      if (codes.length === 0) return;
      await trx
        .insertInto('mfa_recovery_codes')
        .values(
          codes.map((code) => ({
            user_id: userId,
            digest: code.digest,
            salt: code.salt,
            created_at: now,
            used_at: null,
          })),
        )
        .execute();
    };
    // Within a caller's transaction (the demo's seed), as part of it: Kysely nests none.
    if (this.db.isTransaction) await write(this.db);
    else await this.db.transaction().execute(write);
  }

  async saltOf(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('mfa_recovery_codes')
      .select('salt')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return row?.salt;
  }

  async use(userId: string, digest: string, now: number): Promise<boolean> {
    // One statement that reads and writes: of two uses at once, one finds the code unused.
    const used = await this.db
      .updateTable('mfa_recovery_codes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('digest', '=', digest)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return used.numUpdatedRows === 1n;
  }

  async left(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('mfa_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async removeAll(userId: string): Promise<void> {
    await this.db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  }
}
