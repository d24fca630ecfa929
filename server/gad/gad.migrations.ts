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
  {
    id: 301,
    name: 'get-a-DUNS search keys scoped to the ZIP Code (replaces the name index of 300)',
    sql: `
      -- A search is always a name within one ZIP Code. Indexed by word alone, a common word ("Acorn")
      -- has thousands of postings nationwide, merged and ranked on every keystroke; keyed by ZIP
      -- and word ("10001acorn"), each term lists only that ZIP's companies, so a search reads a
      -- handful of postings whatever the directory's size (issue 15: p99 ≤ 10 ms at 10 clients on
      -- a million companies). Contentless: the keys are derived from gad_directory by the server
      -- (company-directory.ts searchKeys), which fills this index when it finds it empty.
      DROP TABLE gad_directory_fts;
      CREATE VIRTUAL TABLE gad_directory_keys USING fts5(
        business_keys, trade_keys,
        content = '',
        tokenize = 'unicode61 remove_diacritics 2'
      );
    `,
  },
];
