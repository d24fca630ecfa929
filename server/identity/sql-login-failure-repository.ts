import { sql } from 'kysely';
import type { QueryLayer } from '../db/query-layer';
import type { LoginFailuresTable } from '../db/tables';
import type {
  LockAfter,
  LoginFailureRepository,
  LoginFailureState,
} from './login-failure-repository';

const stateOf = (
  row: Pick<LoginFailuresTable, 'consecutive_failures' | 'locked_until'>,
): LoginFailureState => ({
  consecutiveFailures: row.consecutive_failures,
  lockedUntil: row.locked_until ?? undefined,
});

/** The lockout in SQLite or PostgreSQL, through the query layer (D-STORE-4). */
export class SqlLoginFailureRepository implements LoginFailureRepository {
  constructor(private readonly db: QueryLayer) {}

  async find(username: string): Promise<LoginFailureState | undefined> {
    const row = await this.db
      .selectFrom('login_failures')
      .select(['consecutive_failures', 'locked_until'])
      .where('username', '=', username)
      .executeTakeFirst();
    return row === undefined ? undefined : stateOf(row);
  }

  async recordFailure(username: string, now: number, lock: LockAfter): Promise<LoginFailureState> {
    const lockUntil = now + lock.lockSeconds;
    // The stored row's count after this failure: one again once its lock has ended.
    const failures = sql<number>`CASE WHEN login_failures.locked_until IS NOT NULL
      AND login_failures.locked_until <= ${now} THEN 1
      ELSE login_failures.consecutive_failures + 1 END`;
    const row = await this.db
      .insertInto('login_failures')
      .values({
        username,
        consecutive_failures: 1,
        locked_until: lock.threshold <= 1 ? lockUntil : null,
      })
      .onConflict((conflict) =>
        conflict.column('username').doUpdateSet({
          consecutive_failures: failures,
          locked_until: sql<number | null>`CASE
            WHEN login_failures.locked_until > ${now} THEN login_failures.locked_until
            WHEN ${failures} >= ${lock.threshold} THEN ${lockUntil}
            ELSE NULL END`,
        }),
      )
      .returning(['consecutive_failures', 'locked_until'])
      .executeTakeFirstOrThrow();
    return stateOf(row);
  }

  async clear(username: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('username', '=', username).execute();
  }

  async deleteEndedLocks(now: number): Promise<number> {
    const result = await this.db
      .deleteFrom('login_failures')
      .where('locked_until', 'is not', null)
      .where('locked_until', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
