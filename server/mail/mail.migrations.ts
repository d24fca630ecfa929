import type { Migration } from '../db/migration';

/** Ids 400–499 (see server/db/migrations.ts). */
export const MAIL_MIGRATIONS: readonly Migration[] = [
  {
    id: 400,
    name: 'outbox of the embedded mail transport',
    sql: `
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        kind TEXT NOT NULL,
        sent_at INTEGER NOT NULL
      );
      CREATE INDEX outbox_recipient ON outbox(recipient COLLATE NOCASE, id);
    `,
  },
];
