import type { QueryLayer } from '../db/query-layer';
import { isMailKind, type OutgoingMail } from './mailer';
import type { OutboxRepository, StoredMail } from './outbox-repository';

/** The embedded outbox in SQLite or PostgreSQL, through the query layer (D-STORE-4). */
export class SqlOutboxRepository implements OutboxRepository {
  constructor(private readonly db: QueryLayer) {}

  async add(mail: OutgoingMail, sentAt: number): Promise<number> {
    const row = await this.db
      .insertInto('outbox')
      .values({
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        kind: mail.kind,
        sent_at: sentAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async list(recipient: string | undefined, limit: number): Promise<StoredMail[]> {
    let query = this.db
      .selectFrom('outbox')
      .select(['id', 'recipient', 'subject', 'body', 'kind', 'sent_at'])
      .orderBy('id', 'desc')
      .limit(limit);
    // lower() on both engines: SQLite's column is case-sensitive, PostgreSQL's CITEXT is not.
    if (recipient !== undefined)
      query = query.where((row) =>
        row(row.fn('lower', ['recipient']), '=', recipient.toLowerCase()),
      );
    const rows = await query.execute();
    return rows.map((row) => {
      if (!isMailKind(row.kind)) throw new Error(`outbox mail ${row.id} has kind "${row.kind}"`);
      return {
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        kind: row.kind,
        sentAt: row.sent_at,
      };
    });
  }

  async deleteSentBefore(before: number): Promise<number> {
    const result = await this.db
      .deleteFrom('outbox')
      .where('sent_at', '<=', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
