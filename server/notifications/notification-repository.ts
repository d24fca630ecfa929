import type { MailTemplate } from '../mail/localized-mail';

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
  /**
   * Something the user should act on or know at once: shown as a banner above the header too
   * (spec §2), on every page until cleared or dismissed for the browser session (D-NOTIF-12).
   */
  readonly banner?: boolean;
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

/** How a notification is recorded: when (the demo seed dates its own), read already, with a mail. */
export interface NotificationOptions {
  /** Epoch seconds; now when not given. */
  readonly createdAt?: number;
  readonly read?: boolean;
  /** The mail it also goes out as (NotificationMail sends it once the event's transaction is done). */
  readonly mail?: MailTemplate;
}

/**
 * Each user's notifications (spec §4 "Notifications accumulate and can be cleared"), in SQLite
 * or PostgreSQL. Clearing marks rows, it never deletes them, so a cleared notification cannot
 * come back; new ones accumulate after it. `now` is epoch seconds.
 */
export interface NotificationRepository {
  /** Records a notification for the user; answers its id, which grows with time. */
  add(
    userId: string,
    draft: NotificationDraft,
    now: number,
    options?: NotificationOptions,
  ): Promise<number>;
  /**
   * The user's notifications not cleared, newest first: the `limit` newest (LIST_LIMIT without
   * it, never more), or the `limit` newest older than id `before`, so a page never skips or repeats one.
   */
  list(userId: string, page?: NotificationPage): Promise<NotificationList>;
  /**
   * Marks the user's unread notifications not cleared, up to id `upTo` (all without it), as read;
   * answers how many it marked.
   */
  markRead(userId: string, now: number, upTo?: number): Promise<number>;
  /** Clears the user's notifications not cleared yet, up to id `upTo` (all without it); answers how many. */
  clear(userId: string, now: number, upTo?: number): Promise<number>;
  /** The notifications whose mail has not gone out yet, oldest first; only the user's when given. */
  pendingMail(userId?: string): Promise<readonly PendingMail[]>;
  /**
   * Takes a pending mail for sending: true for exactly one caller, so two requests, or two
   * processes, that find it pending at once never both send it.
   */
  claimMail(notificationId: number, now: number): Promise<boolean>;
  /** Removes every notification of the user (the demo seed starts a persona afresh). */
  removeAll(userId: string): Promise<void>;
}
