import { prepareQuery, type PreparedQuery, type QueryLayer } from '../db/query-layer';
import type { Selectable } from 'kysely';
import type { SessionsTable } from '../db/tables';
import type { SessionRepository, StoredSession } from './session-repository';

const fromRow = (row: Selectable<SessionsTable>): StoredSession => ({
  idHash: row.id_hash,
  userId: row.user_id,
  csrfToken: row.csrf_token,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
  idleExpiresAt: row.idle_expires_at,
  absoluteExpiresAt: row.absolute_expires_at,
  userAgent: row.user_agent,
  provedAt: row.proved_at,
});

/**
 * Sessions in SQLite or PostgreSQL, through the query layer (D-STORE-1). The lookup and the touch
 * run on most requests, so they are compiled once; the rest are built per call.
 */
export class SqlSessionRepository implements SessionRepository {
  private readonly findQuery: PreparedQuery<Selectable<SessionsTable>>;
  private readonly touchQuery: PreparedQuery<unknown>;

  constructor(private readonly db: QueryLayer) {
    this.findQuery = prepareQuery(
      db,
      db.selectFrom('sessions').selectAll().where('id_hash', '=', ''),
    );
    // Placeholders in order: last_seen_at, idle_expires_at, id_hash.
    this.touchQuery = prepareQuery(
      db,
      db
        .updateTable('sessions')
        .set({ last_seen_at: 0, idle_expires_at: 0 })
        .where('id_hash', '=', ''),
    );
  }

  async insert(session: StoredSession): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: session.idHash,
        user_id: session.userId,
        csrf_token: session.csrfToken,
        created_at: session.createdAt,
        last_seen_at: session.lastSeenAt,
        idle_expires_at: session.idleExpiresAt,
        absolute_expires_at: session.absoluteExpiresAt,
        user_agent: session.userAgent,
        proved_at: session.provedAt,
      })
      .execute();
  }

  async find(idHash: string): Promise<StoredSession | undefined> {
    const [row] = await this.findQuery.run(idHash);
    return row === undefined ? undefined : fromRow(row);
  }

  async touch(idHash: string, lastSeenAt: number, idleExpiresAt: number): Promise<void> {
    await this.touchQuery.run(lastSeenAt, idleExpiresAt, idHash);
  }

  async recordProof(idHash: string, provedAt: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ proved_at: provedAt })
      .where('id_hash', '=', idHash)
      .execute();
  }

  async listForUser(userId: string, now: number): Promise<readonly StoredSession[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idle_expires_at', '>', now)
      .where('absolute_expires_at', '>', now)
      .orderBy('last_seen_at', 'desc')
      .execute();
    return rows.map(fromRow);
  }

  async delete(idHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
  }

  async deleteForUser(userId: string, keepCsrfToken?: string): Promise<number> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepCsrfToken !== undefined) query = query.where('csrf_token', '<>', keepCsrfToken);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async deleteExpired(now: number): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where((row) =>
        row.or([row('idle_expires_at', '<=', now), row('absolute_expires_at', '<=', now)]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
