import { sql } from 'kysely';
import { serializably, type QueryLayer } from '../db/query-layer';
import type { AbuseEventKind, AbuseEventRepository, EventCount } from './abuse-event-repository';

/**
 * The abuse events in SQLite or PostgreSQL, through the query layer (D-STORE-4). `take` counts and
 * inserts in one statement, run serializably: PostgreSQL refuses the later of two takes that saw
 * the same count, which then runs again and sees the other's event (D-STORE-7).
 */
export class SqlAbuseEventRepository implements AbuseEventRepository {
  constructor(private readonly db: QueryLayer) {}

  async count(kind: AbuseEventKind, subject: string, since: number): Promise<EventCount> {
    const row = await this.db
      .selectFrom('abuse_events')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('at').as('oldest')])
      .where('kind', '=', kind)
      .where('subject', '=', subject)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), oldest: row.oldest ?? undefined };
  }

  async take(
    kind: AbuseEventKind,
    subject: string,
    at: number,
    limit: { readonly max: number; readonly since: number },
  ): Promise<number | undefined> {
    return serializably(this.db, async (db) => {
      // The values are cast, as PostgreSQL reads an untyped SELECT value as text.
      const inserted = await db
        .insertInto('abuse_events')
        .columns(['kind', 'subject', 'at'])
        .expression(
          db
            .selectNoFrom([
              sql<string>`CAST(${kind} AS TEXT)`.as('kind'),
              sql<string>`CAST(${subject} AS TEXT)`.as('subject'),
              sql<number>`CAST(${at} AS BIGINT)`.as('at'),
            ])
            .where((eb) =>
              eb(
                eb
                  .selectFrom('abuse_events')
                  .select(eb.fn.countAll().as('taken'))
                  .where('kind', '=', kind)
                  .where('subject', '=', subject)
                  .where('at', '>', limit.since),
                '<',
                limit.max,
              ),
            ),
        )
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    });
  }

  async release(id: number): Promise<void> {
    await this.db.deleteFrom('abuse_events').where('id', '=', id).execute();
  }

  async deleteUpTo(at: number): Promise<number> {
    const result = await this.db
      .deleteFrom('abuse_events')
      .where('at', '<=', at)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
