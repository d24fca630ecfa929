import { Type, type Static } from 'typebox';
import { epochSeconds, type Clock } from '../clock';
import type { Db } from '../db/database';
import { rowShape } from '../db/rows';
import { MailTemplate } from '../mail/localized-mail';

export const NOTIFICATION_TYPES = ['error', 'warning', 'info', 'success'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Spec §3 ctaLearn and ctaPurchase: what the call to action offers. */
export const CTA_KINDS = ['learn', 'purchase'] as const;
export type CtaKind = (typeof CTA_KINDS)[number];

/**
 * What a notification says: a literal text (§3 `message`), or a translation key of the portal's
 * catalogue (§3 `description`) with the values its placeholders take.
 */
export type NotificationText =
  | { readonly message: string }
  | { readonly description: string; readonly values: Readonly<Record<string, string>> };

export interface NotificationCta {
  readonly kind: CtaKind;
  /** A portal path (`/companyDetails?duns=…`) or an https URL. */
  readonly url: string;
  /** Translation key of the link's text (§3 `linkText`). */
  readonly linkText: string;
}

/** A notification as an event of the backend (or the demo seed) records it. */
export interface NotificationDraft {
  readonly type: NotificationType;
  /** What kind of notification this is, e.g. `duns-number-issued` (§3 `key`). */
  readonly key: string;
  readonly text: NotificationText;
  readonly bold?: string;
  readonly cta?: NotificationCta;
  readonly productTitle?: string;
}

export interface StoredNotification extends NotificationDraft {
  readonly id: number;
  /** Epoch seconds. */
  readonly createdAt: number;
  readonly read: boolean;
}

export interface NotificationList {
  /** Not cleared, newest first: the page asked for, at most LIST_LIMIT. */
  readonly notifications: readonly StoredNotification[];
  /** Whether notifications not cleared exist that are older than the last one listed. */
  readonly hasOlder: boolean;
  /** Unread and not cleared, also those beyond the page. */
  readonly unreadCount: number;
  /** The highest id not cleared: what a client sends back to read or clear exactly what it showed. */
  readonly latestId: number | undefined;
}

/** Which notifications to list: the `limit` newest, older than id `before` when given. */
export interface NotificationPage {
  readonly before?: number;
  readonly limit?: number;
}

/**
 * A list holds at most this many, the newest unless a page says `before` (the view-all page
 * asks for older ones with it); older ones still count as unread.
 */
export const LIST_LIMIT = 100;

/** A notification whose mail has not gone out yet, with what the mail needs of its user. */
export interface PendingMail {
  readonly notification: StoredNotification;
  readonly template: MailTemplate;
  readonly email: string;
  readonly firstName: string;
  readonly language: string;
}

const OptionalText = Type.Union([Type.String(), Type.Null()]);
/** The columns a StoredNotification is read from (columnsOf names them in SQL). */
const NOTIFICATION_COLUMNS = {
  id: Type.Integer(),
  type: Type.Enum(NOTIFICATION_TYPES),
  key: Type.String(),
  message: OptionalText,
  description: OptionalText,
  message_values: Type.String(),
  bold: OptionalText,
  cta_kind: Type.Union([Type.Enum(CTA_KINDS), Type.Null()]),
  cta_url: OptionalText,
  cta_link_text: OptionalText,
  product_title: OptionalText,
  created_at: Type.Integer(),
  read_at: Type.Union([Type.Integer(), Type.Null()]),
};
const NotificationRow = rowShape('NotificationRow', Type.Object(NOTIFICATION_COLUMNS));
type NotificationRow = Static<typeof NotificationRow.schema>;
const PendingMailRow = rowShape(
  'PendingMailRow',
  Type.Object({
    ...NOTIFICATION_COLUMNS,
    mail_template: MailTemplate,
    email: Type.String(),
    first_name: Type.String(),
    language_preference: Type.String(),
  }),
);
const NotificationSummaryRow = rowShape(
  'NotificationSummaryRow',
  Type.Object({ unread: Type.Integer(), latest: Type.Union([Type.Integer(), Type.Null()]) }),
);
/** The JSON column message_values: the values of the description's placeholders. */
const MessageValues = rowShape(
  'NotificationRow.message_values',
  Type.Record(Type.String(), Type.String()),
);

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
});

/** No upper bound: every notification the user has. */
const ALL = Number.MAX_SAFE_INTEGER;

/** NOTIFICATION_COLUMNS of the table (or alias) named, for a SELECT. */
const columnsOf = (table: string): string =>
  Object.keys(NOTIFICATION_COLUMNS)
    .map((column) => `${table}.${column}`)
    .join(', ');

/**
 * Each user's notifications (spec §4 "Notifications accumulate and can be cleared"). Clearing
 * marks rows, it never deletes them, so a cleared notification cannot come back; new ones
 * accumulate after it.
 */
export class NotificationStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Records a notification for the user, now (or at `createdAt`, for the demo seed); with `mail`,
   * it also goes out as that mail (NotificationMail sends it once the event's transaction is done).
   */
  add(
    userId: string,
    draft: NotificationDraft,
    options: {
      readonly createdAt?: number;
      readonly read?: boolean;
      readonly mail?: MailTemplate;
    } = {},
  ): number {
    const createdAt = options.createdAt ?? epochSeconds(this.clock);
    const literal = 'message' in draft.text ? draft.text.message : null;
    const description = 'description' in draft.text ? draft.text.description : null;
    const values = 'values' in draft.text ? draft.text.values : {};
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO notifications (user_id, type, key, message, description, message_values, bold,
           cta_kind, cta_url, cta_link_text, product_title, created_at, read_at, mail_template)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        userId,
        draft.type,
        draft.key,
        literal,
        description,
        JSON.stringify(values),
        draft.bold ?? null,
        draft.cta?.kind ?? null,
        draft.cta?.url ?? null,
        draft.cta?.linkText ?? null,
        draft.productTitle ?? null,
        createdAt,
        options.read === true ? createdAt : null,
        options.mail ?? null,
      );
    return Number(lastInsertRowid);
  }

  /**
   * The user's notifications not cleared, newest first: the `limit` newest (LIST_LIMIT without
   * it), or the `limit` newest older than id `before`. Ids grow with time (events record now, the
   * seed records oldest first), so "older" is "lower id" and a page never skips or repeats one.
   */
  list(userId: string, page: NotificationPage = {}): NotificationList {
    const limit = Math.min(page.limit ?? LIST_LIMIT, LIST_LIMIT);
    // One more than asked: whether it comes back says whether older ones exist.
    const rows = NotificationRow.all(
      this.db
        .prepare(
          `SELECT ${columnsOf('notifications')} FROM notifications
           WHERE user_id = ? AND cleared_at IS NULL AND id < ?
           ORDER BY id DESC LIMIT ?`,
        )
        .all(userId, page.before ?? ALL, limit + 1),
    );
    const summary = NotificationSummaryRow.only(
      this.db
        .prepare(
          `SELECT count(*) FILTER (WHERE read_at IS NULL) AS unread, max(id) AS latest
           FROM notifications WHERE user_id = ? AND cleared_at IS NULL`,
        )
        .get(userId),
    );
    return {
      notifications: rows.slice(0, limit).map(toNotification),
      hasOlder: rows.length > limit,
      unreadCount: summary.unread,
      latestId: summary.latest ?? undefined,
    };
  }

  /** Marks the user's notifications up to id `upTo` (all without it) as read. */
  markRead(userId: string, upTo: number = ALL): number {
    return this.db
      .prepare(
        `UPDATE notifications SET read_at = ?
         WHERE user_id = ? AND id <= ? AND read_at IS NULL AND cleared_at IS NULL`,
      )
      .run(epochSeconds(this.clock), userId, upTo).changes;
  }

  /** Clears the user's notifications up to id `upTo` (all without it): they are never listed again. */
  clear(userId: string, upTo: number = ALL): number {
    return this.db
      .prepare(
        `UPDATE notifications SET cleared_at = ?
         WHERE user_id = ? AND id <= ? AND cleared_at IS NULL`,
      )
      .run(epochSeconds(this.clock), userId, upTo).changes;
  }

  /** The notifications whose mail has not gone out yet, oldest first; only the user's when given. */
  pendingMail(userId?: string): readonly PendingMail[] {
    const rows = PendingMailRow.all(
      this.db
        .prepare(
          `SELECT ${columnsOf('n')}, n.mail_template, u.email, u.first_name,
             u.language_preference
           FROM notifications n JOIN users u ON u.id = n.user_id
           WHERE n.mail_template IS NOT NULL AND n.mail_sent_at IS NULL
             AND (? IS NULL OR n.user_id = ?)
           ORDER BY n.id`,
        )
        .all(userId ?? null, userId ?? null),
    );
    return rows.map((row) => ({
      notification: toNotification(row),
      template: row.mail_template,
      email: row.email,
      firstName: row.first_name,
      language: row.language_preference,
    }));
  }

  /**
   * Takes a pending mail for sending: true for exactly one caller, so two requests (or the server
   * and `npm run demo:advance`) that find it pending at once never both send it.
   */
  claimMail(notificationId: number): boolean {
    return (
      this.db
        .prepare(
          `UPDATE notifications SET mail_sent_at = ?
           WHERE id = ? AND mail_template IS NOT NULL AND mail_sent_at IS NULL`,
        )
        .run(epochSeconds(this.clock), notificationId).changes === 1
    );
  }

  /** Removes every notification of the user (the demo seed starts a persona afresh). */
  removeAll(userId: string): void {
    this.db.prepare('DELETE FROM notifications WHERE user_id = ?').run(userId);
  }
}
