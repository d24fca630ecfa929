import type { Migration } from '../db/migration';

/** Ids 200–249 (see server/db/migrations.ts). */
export const PASSWORD_MIGRATIONS: readonly Migration[] = [
  {
    id: 200,
    name: 'password history and password-reset tokens',
    sql: `
      -- The hashes of a user's earlier passwords, newest last (spec §5 "not among the last 5").
      CREATE TABLE password_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        password_hash TEXT NOT NULL,
        retired_at INTEGER NOT NULL
      );
      CREATE INDEX password_history_user ON password_history(user_id, id);
      -- Single-use reset links (spec §7 forgotPassword / validateToken / resetPassword): only the
      -- SHA-256 of the token is stored.
      CREATE TABLE password_reset_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX password_reset_tokens_user ON password_reset_tokens(user_id);
    `,
  },
  {
    id: 201,
    name: 'abuse events: failed password checks per address, account mail sent',
    sql: `
      -- One row per event the abuse limits count over a sliding window
      -- (docs/decisions/abuse-limits.md D-ABUSE-2, D-ABUSE-3): 'failed-password-check' by client
      -- address, 'account-mail' and 'registration-notice' by lower-cased email. Rows older than a
      -- day are deleted.
      CREATE TABLE abuse_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        subject TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX abuse_events_subject ON abuse_events(kind, subject, at);
      CREATE INDEX abuse_events_at ON abuse_events(at);
    `,
  },
];
