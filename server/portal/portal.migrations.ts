import type { Migration } from '../db/migration';

/** Ids 100–199 (see server/db/migrations.ts). Append-only: add a migration, never edit one. */
export const PORTAL_MIGRATIONS: readonly Migration[] = [
  {
    id: 100,
    name: 'company records, credibility and credit-file entitlements, terms, orders, subscriptions',
    sqlite: `
      CREATE TABLE company_records (
        duns TEXT PRIMARY KEY REFERENCES companies(duns) ON DELETE CASCADE,
        country_name TEXT NOT NULL DEFAULT '',
        building_name TEXT NOT NULL DEFAULT '',
        industry_description TEXT NOT NULL DEFAULT '',
        legal_form TEXT NOT NULL DEFAULT '',
        ownership TEXT NOT NULL DEFAULT '',
        principal TEXT NOT NULL DEFAULT '',
        standalone_indicator INTEGER NOT NULL DEFAULT 1,
        telephone_number TEXT NOT NULL DEFAULT '',
        website TEXT NOT NULL DEFAULT '',
        delinquency INTEGER NOT NULL DEFAULT 0,
        financial_stress INTEGER NOT NULL DEFAULT 0,
        financial_stress_percentile INTEGER NOT NULL DEFAULT 0,
        paydex INTEGER NOT NULL DEFAULT 0,
        ser_rating INTEGER NOT NULL DEFAULT 0,
        bankruptcy_indicator INTEGER NOT NULL DEFAULT 0,
        location_type TEXT NOT NULL DEFAULT '',
        operating_status TEXT NOT NULL DEFAULT '',
        report_date TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE credibility_entitlements (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        duns TEXT REFERENCES companies(duns),
        type TEXT NOT NULL,
        display_duns TEXT NOT NULL DEFAULT '',
        title TEXT NOT NULL
      );
      CREATE INDEX credibility_entitlements_user ON credibility_entitlements(user_id);
      CREATE TABLE dfc_entitlements (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        case_id TEXT NOT NULL UNIQUE,
        duns TEXT CHECK (duns IS NULL OR (length(duns) = 9 AND duns NOT GLOB '*[^0-9]*')),
        product_name TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX dfc_entitlements_user ON dfc_entitlements(user_id);
      CREATE TABLE product_terms (
        app_id INTEGER PRIMARY KEY,
        title TEXT NOT NULL,
        version TEXT NOT NULL,
        content TEXT NOT NULL,
        published_at TEXT NOT NULL
      );
      INSERT INTO product_terms (app_id, title, version, content, published_at) VALUES
        (154, 'Duns Manager and Profile Manager Product Licence Agreement', '2.1', 'These terms govern your use of Duns Manager and Profile Manager, including the Marketing Hub. You may view and request updates to the business information of companies you are linked to.', '2025-09-01'),
        (252, 'Credit Monitor Product Licence Agreement', '3.0', 'These terms govern your use of Credit Monitor. Alerts and scores are provided for your internal business use only and may not be resold.', '2025-06-15'),
        (274, 'Registered Seal Product Licence Agreement', '1.4', 'These terms govern your use of the Registered Seal. The seal may be displayed only on websites of the company it was issued to.', '2025-03-01'),
        (288, 'Livelogo Product Licence Agreement', '1.2', 'These terms govern your use of Livelogo assets for the company they were issued to.', '2024-11-01'),
        (294, 'Credit Insights Product Licence Agreement', '4.2', 'These terms govern your use of Credit Insights. Free Credit Insights renews annually at $0. Scores and ratings are for your internal business use only.', '2025-10-01'),
        (306, 'AAA Diploma Product Licence Agreement', '1.1', 'These terms govern your use of the AAA Diploma and its digital assets.', '2025-01-20'),
        (337, 'AAA Digital Product Licence Agreement', '1.0', 'These terms govern your use of AAA Digital certificates.', '2025-01-20'),
        (338, 'AAA Physical Product Licence Agreement', '1.0', 'These terms govern your use of AAA Physical certificates.', '2025-01-20');
      CREATE TABLE legal_documents (
        code TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        version TEXT NOT NULL,
        url TEXT NOT NULL,
        published_at TEXT NOT NULL
      );
      INSERT INTO legal_documents (code, title, version, url, published_at) VALUES
        ('terms-of-use', 'Terms of Use', '2025.2', '/legal/terms-of-use', '2025-07-01'),
        ('privacy-policy', 'Privacy Policy', '2025.3', '/legal/privacy-policy', '2025-09-15');
      CREATE TABLE terms_decisions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('product', 'legal')),
        document TEXT NOT NULL,
        duns TEXT,
        version TEXT NOT NULL,
        accepted INTEGER NOT NULL CHECK (accepted IN (0, 1)),
        decided_at INTEGER NOT NULL
      );
      CREATE INDEX terms_decisions_user ON terms_decisions(user_id, kind, document);
      CREATE TABLE orders (
        order_number TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        placed_at INTEGER NOT NULL,
        status TEXT NOT NULL,
        app_id INTEGER NOT NULL,
        product_name TEXT NOT NULL,
        duns TEXT,
        amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
        currency TEXT NOT NULL
      );
      CREATE INDEX orders_user ON orders(user_id, placed_at);
      CREATE TABLE subscriptions (
        subscriber_number TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        app_id INTEGER NOT NULL,
        product_name TEXT NOT NULL,
        duns TEXT,
        status TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        renews_at INTEGER,
        auto_renew INTEGER NOT NULL DEFAULT 1,
        price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
        currency TEXT NOT NULL
      );
      CREATE INDEX subscriptions_user ON subscriptions(user_id);
    `,
    postgres: `
      CREATE TABLE company_records (
        duns TEXT PRIMARY KEY REFERENCES companies(duns) ON DELETE CASCADE,
        country_name TEXT NOT NULL DEFAULT '',
        building_name TEXT NOT NULL DEFAULT '',
        industry_description TEXT NOT NULL DEFAULT '',
        legal_form TEXT NOT NULL DEFAULT '',
        ownership TEXT NOT NULL DEFAULT '',
        principal TEXT NOT NULL DEFAULT '',
        standalone_indicator BIGINT NOT NULL DEFAULT 1,
        telephone_number TEXT NOT NULL DEFAULT '',
        website TEXT NOT NULL DEFAULT '',
        delinquency BIGINT NOT NULL DEFAULT 0,
        financial_stress BIGINT NOT NULL DEFAULT 0,
        financial_stress_percentile BIGINT NOT NULL DEFAULT 0,
        paydex BIGINT NOT NULL DEFAULT 0,
        ser_rating BIGINT NOT NULL DEFAULT 0,
        bankruptcy_indicator BIGINT NOT NULL DEFAULT 0,
        location_type TEXT NOT NULL DEFAULT '',
        operating_status TEXT NOT NULL DEFAULT '',
        report_date TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE credibility_entitlements (
        id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        duns TEXT REFERENCES companies(duns),
        type TEXT NOT NULL,
        display_duns TEXT NOT NULL DEFAULT '',
        title TEXT NOT NULL
      );
      CREATE INDEX credibility_entitlements_user ON credibility_entitlements(user_id);
      CREATE TABLE dfc_entitlements (
        id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        case_id TEXT NOT NULL UNIQUE,
        duns TEXT CHECK (duns IS NULL OR (duns ~ '^[0-9]{9}$')),
        product_name TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX dfc_entitlements_user ON dfc_entitlements(user_id);
      CREATE TABLE product_terms (
        app_id BIGINT PRIMARY KEY,
        title TEXT NOT NULL,
        version TEXT NOT NULL,
        content TEXT NOT NULL,
        published_at TEXT NOT NULL
      );
      INSERT INTO product_terms (app_id, title, version, content, published_at) VALUES
        (154, 'Duns Manager and Profile Manager Product Licence Agreement', '2.1', 'These terms govern your use of Duns Manager and Profile Manager, including the Marketing Hub. You may view and request updates to the business information of companies you are linked to.', '2025-09-01'),
        (252, 'Credit Monitor Product Licence Agreement', '3.0', 'These terms govern your use of Credit Monitor. Alerts and scores are provided for your internal business use only and may not be resold.', '2025-06-15'),
        (274, 'Registered Seal Product Licence Agreement', '1.4', 'These terms govern your use of the Registered Seal. The seal may be displayed only on websites of the company it was issued to.', '2025-03-01'),
        (288, 'Livelogo Product Licence Agreement', '1.2', 'These terms govern your use of Livelogo assets for the company they were issued to.', '2024-11-01'),
        (294, 'Credit Insights Product Licence Agreement', '4.2', 'These terms govern your use of Credit Insights. Free Credit Insights renews annually at $0. Scores and ratings are for your internal business use only.', '2025-10-01'),
        (306, 'AAA Diploma Product Licence Agreement', '1.1', 'These terms govern your use of the AAA Diploma and its digital assets.', '2025-01-20'),
        (337, 'AAA Digital Product Licence Agreement', '1.0', 'These terms govern your use of AAA Digital certificates.', '2025-01-20'),
        (338, 'AAA Physical Product Licence Agreement', '1.0', 'These terms govern your use of AAA Physical certificates.', '2025-01-20');
      CREATE TABLE legal_documents (
        code TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        version TEXT NOT NULL,
        url TEXT NOT NULL,
        published_at TEXT NOT NULL
      );
      INSERT INTO legal_documents (code, title, version, url, published_at) VALUES
        ('terms-of-use', 'Terms of Use', '2025.2', '/legal/terms-of-use', '2025-07-01'),
        ('privacy-policy', 'Privacy Policy', '2025.3', '/legal/privacy-policy', '2025-09-15');
      CREATE TABLE terms_decisions (
        id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('product', 'legal')),
        document TEXT NOT NULL,
        duns TEXT,
        version TEXT NOT NULL,
        accepted BIGINT NOT NULL CHECK (accepted IN (0, 1)),
        decided_at BIGINT NOT NULL
      );
      CREATE INDEX terms_decisions_user ON terms_decisions(user_id, kind, document);
      CREATE TABLE orders (
        order_number TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        placed_at BIGINT NOT NULL,
        status TEXT NOT NULL,
        app_id BIGINT NOT NULL,
        product_name TEXT NOT NULL,
        duns TEXT,
        amount_cents BIGINT NOT NULL CHECK (amount_cents >= 0),
        currency TEXT NOT NULL
      );
      CREATE INDEX orders_user ON orders(user_id, placed_at);
      CREATE TABLE subscriptions (
        subscriber_number TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        app_id BIGINT NOT NULL,
        product_name TEXT NOT NULL,
        duns TEXT,
        status TEXT NOT NULL,
        started_at BIGINT NOT NULL,
        renews_at BIGINT,
        auto_renew BIGINT NOT NULL DEFAULT 1,
        price_cents BIGINT NOT NULL CHECK (price_cents >= 0),
        currency TEXT NOT NULL
      );
      CREATE INDEX subscriptions_user ON subscriptions(user_id);
    `,
  },
  {
    id: 101,
    name: 'company records: the spec §2 company fields the §3 record lacks',
    // D-PROFILE-1. Amounts are whole cents with their ISO 4217 currency, as orders keep them;
    // counts and years are integers; current principals a JSON array of "Name, Title" strings.
    // NULL means the record holds no value (a count of 0 is a value).
    sqlite: `
      ALTER TABLE company_records ADD COLUMN state_incorporated TEXT NOT NULL DEFAULT '';
      ALTER TABLE company_records ADD COLUMN annual_sales_cents INTEGER
        CHECK (annual_sales_cents IS NULL OR annual_sales_cents >= 0);
      ALTER TABLE company_records ADD COLUMN annual_sales_currency TEXT
        CHECK (annual_sales_currency IS NULL OR length(annual_sales_currency) = 3);
      ALTER TABLE company_records ADD COLUMN employees INTEGER
        CHECK (employees IS NULL OR employees >= 0);
      ALTER TABLE company_records ADD COLUMN year_incorporated INTEGER
        CHECK (year_incorporated IS NULL OR year_incorporated BETWEEN 1600 AND 9999);
      ALTER TABLE company_records ADD COLUMN year_started INTEGER
        CHECK (year_started IS NULL OR year_started BETWEEN 1600 AND 9999);
      ALTER TABLE company_records ADD COLUMN current_principals TEXT NOT NULL DEFAULT '[]'
        CHECK (json_valid(current_principals) AND json_type(current_principals) = 'array');
      ALTER TABLE company_records ADD COLUMN court_judgements INTEGER
        CHECK (court_judgements IS NULL OR court_judgements >= 0);
      ALTER TABLE company_records ADD COLUMN mortgages_and_charges INTEGER
        CHECK (mortgages_and_charges IS NULL OR mortgages_and_charges >= 0);
      ALTER TABLE company_records ADD COLUMN highest_past_due_cents INTEGER
        CHECK (highest_past_due_cents IS NULL OR highest_past_due_cents >= 0);
      ALTER TABLE company_records ADD COLUMN highest_past_due_currency TEXT
        CHECK (highest_past_due_currency IS NULL OR length(highest_past_due_currency) = 3);
    `,
    postgres: `
      ALTER TABLE company_records ADD COLUMN state_incorporated TEXT NOT NULL DEFAULT '';
      ALTER TABLE company_records ADD COLUMN annual_sales_cents BIGINT
        CHECK (annual_sales_cents IS NULL OR annual_sales_cents >= 0);
      ALTER TABLE company_records ADD COLUMN annual_sales_currency TEXT
        CHECK (annual_sales_currency IS NULL OR length(annual_sales_currency) = 3);
      ALTER TABLE company_records ADD COLUMN employees BIGINT
        CHECK (employees IS NULL OR employees >= 0);
      ALTER TABLE company_records ADD COLUMN year_incorporated BIGINT
        CHECK (year_incorporated IS NULL OR year_incorporated BETWEEN 1600 AND 9999);
      ALTER TABLE company_records ADD COLUMN year_started BIGINT
        CHECK (year_started IS NULL OR year_started BETWEEN 1600 AND 9999);
      ALTER TABLE company_records ADD COLUMN current_principals TEXT NOT NULL DEFAULT '[]'
        CHECK (json_typeof(current_principals::json) = 'array');
      ALTER TABLE company_records ADD COLUMN court_judgements BIGINT
        CHECK (court_judgements IS NULL OR court_judgements >= 0);
      ALTER TABLE company_records ADD COLUMN mortgages_and_charges BIGINT
        CHECK (mortgages_and_charges IS NULL OR mortgages_and_charges >= 0);
      ALTER TABLE company_records ADD COLUMN highest_past_due_cents BIGINT
        CHECK (highest_past_due_cents IS NULL OR highest_past_due_cents >= 0);
      ALTER TABLE company_records ADD COLUMN highest_past_due_currency TEXT
        CHECK (highest_past_due_currency IS NULL OR length(highest_past_due_currency) = 3);
    `,
  },
  {
    id: 102,
    name: 'product news on entitlements (assets ready, new feature) and the CreditSignal migration flag',
    sqlite: `
      ALTER TABLE entitlements ADD COLUMN assets_ready INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE entitlements ADD COLUMN new_feature INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE users ADD COLUMN credit_signal_migrated INTEGER NOT NULL DEFAULT 0;
    `,
    postgres: `
      ALTER TABLE entitlements ADD COLUMN assets_ready BIGINT NOT NULL DEFAULT 0;
      ALTER TABLE entitlements ADD COLUMN new_feature BIGINT NOT NULL DEFAULT 0;
      ALTER TABLE users ADD COLUMN credit_signal_migrated BIGINT NOT NULL DEFAULT 0;
    `,
  },
];
