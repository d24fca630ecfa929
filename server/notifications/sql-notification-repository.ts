import type { Selectable } from 'kysely';
import { Type } from 'typebox';
import type { QueryLayer } from '../db/query-layer';
import { rowShape } from '../db/rows';
import type { NotificationsTable } from '../db/tables';
import { MailTemplate } from '../mail/localized-mail';
import {
  LIST_LIMIT,
  type NotificationDraft,
  type NotificationList,
  type NotificationOptions,
  type NotificationPage,
  type NotificationRepository,
  type NotificationText,
  type PendingMail,
  type StoredNotification,
} from './notification-repository';

/** The columns a StoredNotification is read from, of the table aliased `n`. */
const NOTIFICATION_COLUMNS = [
  'n.id',
  'n.type',
  'n.key',
  'n.message',
  'n.description',
  'n.message_values',
  'n.bold',
  'n.cta_kind',
  'n.cta_url',
  'n.cta_link_text',
  'n.product_title',
  'n.created_at',
  'n.read_at',
  'n.banner',
] as const;

type NotificationRow = Pick<
  Selectable<NotificationsTable>,
  (typeof NOTIFICATION_COLUMNS)[number] extends `n.${infer Column}` ? Column : never
>;

/** The JSON column message_values: the values of the description's placeholders. */
const MessageValues = rowShape(
  'NotificationRow.message_values',
  Type.Record(Type.String(), Type.String()),
);
/** The column mail_template of a pending mail: a template the mailer knows. */
const PendingMailTemplate = rowShape('PendingMailRow.mail_template', MailTemplate);

const textOf = (row: NotificationRow): NotificationText =>
  row.description === null
    ? { message: row.message ?? '' }
    : { description: row.description, values: MessageValues.only(JSON.parse(row.message_values)) };

const toNotification = (row: NotificationRow): StoredNotification => ({
  id: row.id,
  type: row.type,
  key: row.key,
  text: textOf(row),
  ...(row.bold === null ? {} : { bold: row.bold }),
  ...(row.cta_kind === null || row.cta_url === null || row.cta_link_text === null
    ? {}
    : { cta: { kind: row.cta_kind, url: row.cta_url, linkText: row.cta_link_text } }),
  ...(row.product_title === null ? {} : { productTitle: row.product_title }),
  createdAt: row.created_at,
  read: row.read_at !== null,
  ...(row.banner === 1 ? { banner: true } : {}),
});

/**
 * Each user's notifications in SQLite or PostgreSQL, through the query layer (D-STORE-4). Ids grow
 * with time (events record now, the demo seed records oldest first), so "older" is "lower id".
 * Given a transaction of the layer, every query runs in it (an event records its notification in
 * its own transaction).
 */
export class SqlNotificationRepository implements NotificationRepository {
  constructor(private readonly db: QueryLayer) {}

  async add(
    userId: string,
    draft: NotificationDraft,
    now: number,
    options: NotificationOptions = {},
  ): Promise<number> {
    const createdAt = options.createdAt ?? now;
    const { text } = draft;
    const row = await this.db
      .insertInto('notifications')
      .values({
        user_id: userId,
        type: draft.type,
        key: draft.key,
        message: 'message' in text ? text.message : null,
        description: 'description' in text ? text.description : null,
        message_values: JSON.stringify('values' in text ? text.values : {}),
        bold: draft.bold ?? null,
        cta_kind: draft.cta?.kind ?? null,
        cta_url: draft.cta?.url ?? null,
        cta_link_text: draft.cta?.linkText ?? null,
        product_title: draft.productTitle ?? null,
        created_at: createdAt,
        read_at: options.read === true ? createdAt : null,
        mail_template: options.mail ?? null,
        banner: draft.banner === true ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async list(userId: string, page: NotificationPage = {}): Promise<NotificationList> {
    const limit = Math.min(page.limit ?? LIST_LIMIT, LIST_LIMIT);
    const { before } = page;
    let query = this.db
      .selectFrom('notifications as n')
      .select(NOTIFICATION_COLUMNS)
      .where('n.user_id', '=', userId)
      .where('n.cleared_at', 'is', null);
    if (before !== undefined) query = query.where('n.id', '<', before);
    // One more than asked: whether it comes back says whether older ones exist.
    const rows = await query
      .orderBy('n.id', 'desc')
      .limit(limit + 1)
      .execute();
    const summary = await this.db
      .selectFrom('notifications')
      .select((eb) => [
        // PostgreSQL counts in BIGINT (a number from the pool), SQLite in a number: Number() for both.
        eb.fn.countAll<number | string | bigint>().filterWhere('read_at', 'is', null).as('unread'),
        eb.fn.max<number | null>('id').as('latest'),
      ])
      .where('user_id', '=', userId)
      .where('cleared_at', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      notifications: rows.slice(0, limit).map(toNotification),
      hasOlder: rows.length > limit,
      unreadCount: Number(summary.unread),
      latestId: summary.latest ?? undefined,
    };
  }

  markRead(userId: string, now: number, upTo?: number): Promise<number> {
    return this.stamp('read_at', userId, now, upTo);
  }

  clear(userId: string, now: number, upTo?: number): Promise<number> {
    return this.stamp('cleared_at', userId, now, upTo);
  }

  /** Sets `column` to now on the user's rows not cleared whose `column` is unset, up to `upTo`. */
  private async stamp(
    column: 'read_at' | 'cleared_at',
    userId: string,
    now: number,
    upTo: number | undefined,
  ): Promise<number> {
    let query = this.db
      .updateTable('notifications')
      .set({ [column]: now })
      .where('user_id', '=', userId)
      .where(column, 'is', null)
      .where('cleared_at', 'is', null);
    if (upTo !== undefined) query = query.where('id', '<=', upTo);
    const { numUpdatedRows } = await query.executeTakeFirst();
    return Number(numUpdatedRows);
  }

  async pendingMail(userId?: string): Promise<readonly PendingMail[]> {
    let query = this.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select(NOTIFICATION_COLUMNS)
      .select(['n.mail_template', 'u.email', 'u.first_name', 'u.language_preference'])
      .where('n.mail_template', 'is not', null)
      .where('n.mail_sent_at', 'is', null);
    if (userId !== undefined) query = query.where('n.user_id', '=', userId);
    const rows = await query.orderBy('n.id').execute();
    return rows.map((row) => ({
      notification: toNotification(row),
      // A template the mailer does not know is a schema and code at odds: it fails loudly.
      template: PendingMailTemplate.only(row.mail_template),
      email: row.email,
      firstName: row.first_name,
      language: row.language_preference,
    }));
  }

  async claimMail(notificationId: number, now: number): Promise<boolean> {
    // One conditional UPDATE: of two callers that find the mail pending, the second changes nothing.
    const { numUpdatedRows } = await this.db
      .updateTable('notifications')
      .set({ mail_sent_at: now })
      .where('id', '=', notificationId)
      .where('mail_template', 'is not', null)
      .where('mail_sent_at', 'is', null)
      .executeTakeFirst();
    return numUpdatedRows === 1n;
  }

  async removeAll(userId: string): Promise<void> {
    await this.db.deleteFrom('notifications').where('user_id', '=', userId).execute();
  }
}
