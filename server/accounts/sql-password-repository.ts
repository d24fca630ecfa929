import type { QueryLayer } from '../db/query-layer';
import type {
  PasswordReplacement,
  PasswordRepository,
  ReplacementOutcome,
  ResetTokenRecord,
} from './password-repository';

/** Thrown inside the replacement's transaction to roll it back with the reason. */
class ReplacementRefused extends Error {
  constructor(readonly outcome: Exclude<ReplacementOutcome, 'replaced'>) {
    super(outcome);
  }
}

/**
 * Passwords in SQLite or PostgreSQL, through the query layer (D-STORE-4). The replacement is one
 * transaction whose writes are each conditional (the link still unused, the hash still the
 * expected one), so under PostgreSQL's default isolation a concurrent change waits for this one
 * and then finds its condition false: one of two racing changes wins, the other writes nothing.
 */
export class SqlPasswordRepository implements PasswordRepository {
  constructor(private readonly db: QueryLayer) {}

  async earlierHashes(userId: string, count: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('password_history')
      .select('password_hash')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(count)
      .execute();
    return rows.map((row) => row.password_hash);
  }

  async addResetToken(
    digest: string,
    link: { readonly userId: string; readonly createdAt: number; readonly expiresAt: number },
    forgetExpiredBefore: number,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('password_reset_tokens')
        .where('expires_at', '<', forgetExpiredBefore)
        .execute();
      await trx
        .insertInto('password_reset_tokens')
        .values({
          token_hash: digest,
          user_id: link.userId,
          created_at: link.createdAt,
          expires_at: link.expiresAt,
        })
        .execute();
    });
  }

  async findResetToken(digest: string): Promise<ResetTokenRecord | undefined> {
    const row = await this.db
      .selectFrom('password_reset_tokens')
      .select(['user_id', 'expires_at', 'used_at'])
      .where('token_hash', '=', digest)
      .executeTakeFirst();
    return (
      row && { userId: row.user_id, expiresAt: row.expires_at, usedAt: row.used_at ?? undefined }
    );
  }

  async replacePassword(change: PasswordReplacement): Promise<ReplacementOutcome> {
    const { userId, now } = change;
    try {
      await this.db.transaction().execute(async (trx) => {
        if (change.consumeTokenDigest !== undefined) {
          const used = await trx
            .updateTable('password_reset_tokens')
            .set({ used_at: now })
            .where('token_hash', '=', change.consumeTokenDigest)
            .where('used_at', 'is', null)
            .where('expires_at', '>', now)
            .executeTakeFirst();
          if (used.numUpdatedRows !== 1n) throw new ReplacementRefused('tokenSpent');
        }
        const replaced = await trx
          .updateTable('users')
          .set({
            password_hash: change.newHash,
            password_changed_at: now,
            password_is_temporary: 0,
          })
          .where('id', '=', userId)
          .where('password_hash', '=', change.expectedHash)
          .executeTakeFirst();
        if (replaced.numUpdatedRows !== 1n) throw new ReplacementRefused('passwordChanged');
        await trx
          .insertInto('password_history')
          .values({ user_id: userId, password_hash: change.expectedHash, retired_at: now })
          .execute();
        await trx
          .deleteFrom('password_history')
          .where('user_id', '=', userId)
          .where('id', 'not in', (kept) =>
            kept
              .selectFrom('password_history')
              .select('id')
              .where('user_id', '=', userId)
              .orderBy('id', 'desc')
              .limit(change.keepHistory),
          )
          .execute();
        await trx
          .deleteFrom('password_reset_tokens')
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .execute();
        await trx.deleteFrom('login_failures').where('username', '=', change.username).execute();
        let ended = trx.deleteFrom('sessions').where('user_id', '=', userId);
        // The CSRF token is random per session, so it names the caller's session without its id.
        if (change.keepSessionWithCsrf !== undefined)
          ended = ended.where('csrf_token', '<>', change.keepSessionWithCsrf);
        await ended.execute();
      });
      return 'replaced';
    } catch (error) {
      if (error instanceof ReplacementRefused) return error.outcome;
      throw error;
    }
  }

  async deleteSpentLinks(before: number): Promise<number> {
    const result = await this.db
      .deleteFrom('password_reset_tokens')
      .where((row) => row.or([row('expires_at', '<=', before), row('used_at', '<=', before)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
