import type { Migration } from '../db/migration';

/** Ids 700–799 (see server/db/migrations.ts). */
export const MFA_MIGRATIONS: readonly Migration[] = [
  {
    id: 700,
    name: 'second factors and recovery codes',
    // A factor counts once confirmed (an app by a code, a passkey when created); a TOTP secret is
    // stored sealed under a server key, a recovery code as a digest (docs/decisions/mfa.md D-MFA-3).
    sqlite: `
      CREATE TABLE mfa_factors (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('totp', 'passkey')),
        name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        confirmed_at INTEGER,
        last_used_at INTEGER,
        totp_secret TEXT,
        totp_last_step INTEGER,
        credential_id TEXT UNIQUE,
        public_key TEXT,
        sign_count INTEGER,
        transports TEXT
      );
      CREATE INDEX mfa_factors_user ON mfa_factors(user_id);
      CREATE TABLE mfa_recovery_codes (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        digest TEXT NOT NULL,
        salt TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        used_at INTEGER,
        PRIMARY KEY (user_id, digest)
      );
    `,
    postgres: `
      CREATE TABLE mfa_factors (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('totp', 'passkey')),
        name TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        confirmed_at BIGINT,
        last_used_at BIGINT,
        totp_secret TEXT,
        totp_last_step BIGINT,
        credential_id TEXT UNIQUE,
        public_key TEXT,
        sign_count BIGINT,
        transports TEXT
      );
      CREATE INDEX mfa_factors_user ON mfa_factors(user_id);
      CREATE TABLE mfa_recovery_codes (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        digest TEXT NOT NULL,
        salt TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        used_at BIGINT,
        PRIMARY KEY (user_id, digest)
      );
    `,
  },
  {
    id: 701,
    name: 'a server key that seals authenticator secrets',
    // SQLite cannot change a CHECK constraint in place: the table is made again with its rows.
    sqlite: `
      CREATE TABLE server_keys_701 (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        purpose TEXT NOT NULL CHECK (purpose IN ('provider-signing', 'provider-cookie', 'duns-cipher', 'mfa-secret')),
        key_id TEXT NOT NULL,
        material TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (purpose, key_id)
      );
      INSERT INTO server_keys_701 (seq, purpose, key_id, material, created_at)
        SELECT seq, purpose, key_id, material, created_at FROM server_keys;
      DROP TABLE server_keys;
      ALTER TABLE server_keys_701 RENAME TO server_keys;
    `,
    postgres: `
      ALTER TABLE server_keys DROP CONSTRAINT server_keys_purpose_check;
      ALTER TABLE server_keys ADD CONSTRAINT server_keys_purpose_check
        CHECK (purpose IN ('provider-signing', 'provider-cookie', 'duns-cipher', 'mfa-secret'));
    `,
  },
];
