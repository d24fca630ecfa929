import type { Migration } from '../db/migration';

/** Ids 500–599 (see server/db/migrations.ts). */
export const NOTIFICATION_MIGRATIONS: readonly Migration[] = [
  {
    id: 500,
    name: 'notifications per user (bell panel and view-all page)',
    sql: `
      -- Spec §3 Notification, per user. The text is either literal (message) or a translation key
      -- of the portal's catalogue (description) with its values as a JSON object of strings.
      -- AUTOINCREMENT: an id is never reused, so "everything up to id N" (read, clear) can never
      -- reach a notification created after the client last listed them.
      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('error', 'warning', 'info', 'success')),
        key TEXT NOT NULL,
        message TEXT,
        description TEXT,
        message_values TEXT NOT NULL DEFAULT '{}',
        bold TEXT,
        cta_kind TEXT CHECK (cta_kind IN ('learn', 'purchase')),
        cta_url TEXT,
        cta_link_text TEXT,
        product_title TEXT,
        created_at INTEGER NOT NULL,
        read_at INTEGER,
        cleared_at INTEGER,
        CHECK ((message IS NULL) <> (description IS NULL)),
        CHECK ((cta_kind IS NULL) = (cta_url IS NULL) AND (cta_kind IS NULL) = (cta_link_text IS NULL))
      );
      CREATE INDEX notifications_user ON notifications(user_id, cleared_at, id);
    `,
  },
  {
    id: 501,
    name: 'notifications that also go out by mail (a DUNS number issued)',
    sql: `
      -- The mail a notification also goes out as (a template of server/mail/localized-mail.ts), and
      -- when it was handed to the mailer. Recorded in the same transaction as the notification, so
      -- the mail of an event is never lost between the event and the mailer, nor sent twice
      -- (docs/decisions/notifications.md D-NOTIF-9). Rows from before this migration have no mail.
      ALTER TABLE notifications ADD COLUMN mail_template TEXT;
      ALTER TABLE notifications ADD COLUMN mail_sent_at INTEGER;
      CREATE INDEX notifications_mail_pending ON notifications(mail_template)
        WHERE mail_template IS NOT NULL AND mail_sent_at IS NULL;
    `,
  },
];
