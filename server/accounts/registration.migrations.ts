import type { Migration } from '../db/migration';

/** Ids 250–299 (see server/db/migrations.ts). Append-only: add a migration, never edit one. */
export const REGISTRATION_MIGRATIONS: readonly Migration[] = [
  {
    id: 250,
    name: 'registration: pending accounts, verification codes, registration links, address, consent',
    sql: `
      ALTER TABLE users ADD COLUMN street TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN city TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN state TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN postal_code TEXT NOT NULL DEFAULT '';
      -- 'pending' (email not verified), 'verified' (no password yet), 'active'.
      ALTER TABLE users ADD COLUMN account_status TEXT NOT NULL DEFAULT 'active'
        CHECK (account_status IN ('pending', 'verified', 'active'));
      -- 'seed', 'portal' (newUser), 'gad' (registerUser), 'social' (socialNetworksSignup).
      ALTER TABLE users ADD COLUMN registration_source TEXT NOT NULL DEFAULT 'seed';
      ALTER TABLE users ADD COLUMN terms_accepted_at INTEGER;
      ALTER TABLE users ADD COLUMN pla_version INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE users ADD COLUMN registration_redirect_url TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN registration_encrypted_duns TEXT NOT NULL DEFAULT '';

      -- One live verification code per pending account; only a hash of the code is kept.
      CREATE TABLE registration_codes (
        user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0
      );

      -- Single-use registration links: 'confirm' (verifies the email, mailed with the code) and
      -- 'continue' (sets the first password). Only a hash of the token is kept.
      CREATE TABLE registration_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'continue')),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX registration_tokens_user ON registration_tokens(user_id, purpose);

      -- Consent history (spec §3 "Consent payload: email, os, bloomreachConsent"), newest last.
      CREATE TABLE user_consents (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        os TEXT NOT NULL,
        bloomreach_consent INTEGER NOT NULL,
        recorded_at INTEGER NOT NULL
      );
      CREATE INDEX user_consents_user ON user_consents(user_id, recorded_at);
    `,
  },
];
