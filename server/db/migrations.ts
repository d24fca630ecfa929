import { ACCOUNT_MIGRATIONS } from '../accounts/account.migrations';
import { AD_MIGRATIONS } from '../ads/ads.migrations';
import { GET_A_DUNS_MIGRATIONS } from '../get-a-duns/get-a-duns.migrations';
import { MAIL_MIGRATIONS } from '../mail/mail.migrations';
import { MAINTENANCE_MIGRATIONS } from '../maintenance/maintenance.migrations';
import { MFA_MIGRATIONS } from '../mfa/mfa.migrations';
import { NOTIFICATION_MIGRATIONS } from '../notifications/notifications.migrations';
import { PORTAL_MIGRATIONS } from '../portal/portal.migrations';
import type { Migration } from './migration';

// Append-only: a migration, once released, is never edited; add a new one instead. Each area keeps
// its own list in its own id range (core 1–99, portal 100–199, accounts 200–299, get-a-duns 300–399,
// mail 400–499, notifications 500–599, maintenance 600–699, mfa 700–799, ads 800–899), so areas
// can add tables independently; the runner applies every migration not yet applied, in id order.
const CORE_MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'users, sessions and identity-provider storage',
    sqlite: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        country_code TEXT NOT NULL,
        language_preference TEXT NOT NULL,
        phone_number TEXT NOT NULL DEFAULT '',
        password_hash TEXT NOT NULL,
        password_changed_at INTEGER NOT NULL,
        password_is_temporary INTEGER NOT NULL DEFAULT 0,
        is_dnb_user INTEGER NOT NULL DEFAULT 0,
        magento INTEGER NOT NULL DEFAULT 0,
        eb_dashboard INTEGER NOT NULL DEFAULT 1,
        customer_portal INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE login_failures (
        username TEXT PRIMARY KEY COLLATE NOCASE,
        consecutive_failures INTEGER NOT NULL,
        locked_until INTEGER
      );
      CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        idle_expires_at INTEGER NOT NULL,
        absolute_expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_user ON sessions(user_id);
      CREATE TABLE used_id_tokens (
        token_hash TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE oidc_models (
        model TEXT NOT NULL,
        id TEXT NOT NULL,
        payload TEXT NOT NULL,
        grant_id TEXT,
        user_code TEXT,
        uid TEXT,
        expires_at INTEGER,
        consumed_at INTEGER,
        PRIMARY KEY (model, id)
      );
      CREATE INDEX oidc_models_grant ON oidc_models(grant_id);
      CREATE INDEX oidc_models_uid ON oidc_models(model, uid);
      CREATE INDEX oidc_models_user_code ON oidc_models(model, user_code);
      CREATE TABLE companies (
        duns TEXT PRIMARY KEY CHECK (length(duns) = 9 AND duns NOT GLOB '*[^0-9]*'),
        business_name TEXT NOT NULL,
        trade_name TEXT NOT NULL DEFAULT '',
        street_address TEXT NOT NULL DEFAULT '',
        town TEXT NOT NULL DEFAULT '',
        territory TEXT NOT NULL DEFAULT '',
        postal_code TEXT NOT NULL DEFAULT '',
        country_code TEXT NOT NULL
      );
      CREATE TABLE user_companies (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        duns TEXT NOT NULL REFERENCES companies(duns),
        role TEXT NOT NULL DEFAULT 'member',
        PRIMARY KEY (user_id, duns)
      );
      CREATE TABLE entitlements (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        duns TEXT REFERENCES companies(duns),
        app_id INTEGER NOT NULL,
        product_id INTEGER,
        product_name TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'active',
        pla_accepted INTEGER NOT NULL DEFAULT 1,
        trial_ends_at INTEGER
      );
      CREATE INDEX entitlements_user ON entitlements(user_id, duns);
    `,
    postgres: `
      CREATE EXTENSION IF NOT EXISTS citext;
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        email CITEXT NOT NULL UNIQUE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        country_code TEXT NOT NULL,
        language_preference TEXT NOT NULL,
        phone_number TEXT NOT NULL DEFAULT '',
        password_hash TEXT NOT NULL,
        password_changed_at BIGINT NOT NULL,
        password_is_temporary BIGINT NOT NULL DEFAULT 0,
        is_dnb_user BIGINT NOT NULL DEFAULT 0,
        magento BIGINT NOT NULL DEFAULT 0,
        eb_dashboard BIGINT NOT NULL DEFAULT 1,
        customer_portal BIGINT NOT NULL DEFAULT 1,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE login_failures (
        username CITEXT PRIMARY KEY,
        consecutive_failures BIGINT NOT NULL,
        locked_until BIGINT
      );
      CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        last_seen_at BIGINT NOT NULL,
        idle_expires_at BIGINT NOT NULL,
        absolute_expires_at BIGINT NOT NULL
      );
      CREATE INDEX sessions_user ON sessions(user_id);
      CREATE TABLE used_id_tokens (
        token_hash TEXT PRIMARY KEY,
        expires_at BIGINT NOT NULL
      );
      CREATE TABLE oidc_models (
        model TEXT NOT NULL,
        id TEXT NOT NULL,
        payload TEXT NOT NULL,
        grant_id TEXT,
        user_code TEXT,
        uid TEXT,
        expires_at BIGINT,
        consumed_at BIGINT,
        PRIMARY KEY (model, id)
      );
      CREATE INDEX oidc_models_grant ON oidc_models(grant_id);
      CREATE INDEX oidc_models_uid ON oidc_models(model, uid);
      CREATE INDEX oidc_models_user_code ON oidc_models(model, user_code);
      CREATE TABLE companies (
        duns TEXT PRIMARY KEY CHECK (duns ~ '^[0-9]{9}$'),
        business_name TEXT NOT NULL,
        trade_name TEXT NOT NULL DEFAULT '',
        street_address TEXT NOT NULL DEFAULT '',
        town TEXT NOT NULL DEFAULT '',
        territory TEXT NOT NULL DEFAULT '',
        postal_code TEXT NOT NULL DEFAULT '',
        country_code TEXT NOT NULL
      );
      CREATE TABLE user_companies (
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        duns TEXT NOT NULL REFERENCES companies(duns),
        role TEXT NOT NULL DEFAULT 'member',
        PRIMARY KEY (user_id, duns)
      );
      CREATE TABLE entitlements (
        id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        duns TEXT REFERENCES companies(duns),
        app_id BIGINT NOT NULL,
        product_id BIGINT,
        product_name TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'active',
        pla_accepted BIGINT NOT NULL DEFAULT 1,
        trial_ends_at BIGINT
      );
      CREATE INDEX entitlements_user ON entitlements(user_id, duns);
    `,
  },
  {
    id: 2,
    name: 'identity-provider records name their account',
    // The account a provider session, grant, code or token belongs to, as a column: ending an
    // account's sign-in is then one indexed delete in either engine, where reading it from the
    // JSON payload was SQLite's own function (docs/decisions/storage.md D-STORE-5).
    sqlite: `
      ALTER TABLE oidc_models ADD COLUMN account_id TEXT;
      UPDATE oidc_models SET account_id = json_extract(payload, '$.accountId');
      CREATE INDEX oidc_models_account ON oidc_models(account_id, model);
    `,
    postgres: `
      ALTER TABLE oidc_models ADD COLUMN account_id TEXT;
      UPDATE oidc_models SET account_id = payload::json ->> 'accountId';
      CREATE INDEX oidc_models_account ON oidc_models(account_id, model);
    `,
  },
  {
    id: 3,
    name: "the server's keys: the provider's signing and cookie keys, the DUNS cipher's",
    // In the database, not in files of DATA_DIR, so that every process of a deployment uses the
    // same keys (docs/decisions/storage.md D-STORE-6). The newest key of a purpose (highest seq)
    // signs or seals; the others still verify or open until a rotation prunes them.
    sqlite: `
      CREATE TABLE server_keys (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        purpose TEXT NOT NULL CHECK (purpose IN ('provider-signing', 'provider-cookie', 'duns-cipher')),
        key_id TEXT NOT NULL,
        material TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (purpose, key_id)
      );
    `,
    postgres: `
      CREATE TABLE server_keys (
        seq BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        purpose TEXT NOT NULL CHECK (purpose IN ('provider-signing', 'provider-cookie', 'duns-cipher')),
        key_id TEXT NOT NULL,
        material TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        UNIQUE (purpose, key_id)
      );
    `,
  },
  {
    id: 4,
    name: "each session's browser and the time of its last proof",
    // Issue 28: the list of where a user is signed in names each browser, and a protected change
    // asks for a proof when the last is older than five minutes (docs/decisions/mfa.md D-MFA-4).
    // Sessions opened before have no proof on record: such a change asks for one.
    sqlite: `
      ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
      ALTER TABLE sessions ADD COLUMN proved_at INTEGER;
    `,
    postgres: `
      ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
      ALTER TABLE sessions ADD COLUMN proved_at BIGINT;
    `,
  },
];

export const MIGRATIONS: readonly Migration[] = [
  ...CORE_MIGRATIONS,
  ...PORTAL_MIGRATIONS,
  ...ACCOUNT_MIGRATIONS,
  ...GET_A_DUNS_MIGRATIONS,
  ...MAIL_MIGRATIONS,
  ...NOTIFICATION_MIGRATIONS,
  ...MAINTENANCE_MIGRATIONS,
  ...MFA_MIGRATIONS,
  ...AD_MIGRATIONS,
].sort((a, b) => a.id - b.id);
