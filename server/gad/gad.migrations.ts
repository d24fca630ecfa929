import type { Migration } from '../db/migration';

/** Ids 300–399 (see server/db/migrations.ts). */
export const GAD_MIGRATIONS: readonly Migration[] = [
  {
    id: 300,
    name: 'get-a-DUNS company directory (FTS5), DUNS applications, entitlement origins',
    sql: `
      -- The provider's directory of US companies searched by /services/GAD/companySearch. Separate
      -- from companies (the portal users' companies): a directory row is copied into companies
      -- when a user is linked to it.
      CREATE TABLE gad_directory (
        id INTEGER PRIMARY KEY,
        duns TEXT NOT NULL UNIQUE CHECK (length(duns) = 9 AND duns NOT GLOB '*[^0-9]*'),
        business_name TEXT NOT NULL,
        trade_name TEXT NOT NULL DEFAULT '',
        street_address TEXT NOT NULL DEFAULT '',
        city TEXT NOT NULL DEFAULT '',
        state TEXT NOT NULL DEFAULT '',
        zip_code TEXT NOT NULL
      );
      -- External-content full-text index over the directory; the ZIP is a column of the index so
      -- that "name AND zip" is one intersection of posting lists, never a table scan.
      CREATE VIRTUAL TABLE gad_directory_fts USING fts5(
        business_name, trade_name, zip_code,
        content = 'gad_directory', content_rowid = 'id',
        tokenize = 'unicode61 remove_diacritics 2'
      );
      CREATE TABLE gad_duns_applications (
        case_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        flow TEXT NOT NULL,
        business_name TEXT NOT NULL DEFAULT '',
        zip_code TEXT NOT NULL DEFAULT '',
        submitted_at INTEGER NOT NULL,
        duns TEXT REFERENCES companies(duns),
        issued_at INTEGER
      );
      CREATE TABLE gad_entitlement_origins (
        entitlement_id INTEGER PRIMARY KEY REFERENCES entitlements(id) ON DELETE CASCADE,
        route TEXT NOT NULL,
        sales_channel TEXT NOT NULL,
        country_id TEXT,
        created_at INTEGER NOT NULL
      );
    `,
  },
];
