import type { Db } from '../db/database';
import { CountRow } from '../db/rows';
import { epochSeconds, type Clock } from '../clock';
import { hashPassword } from '../identity/password-hashing';
import {
  DEMO_PASSWORD,
  PERSONAS,
  SEED_COMPANIES,
  type SeedCompany,
  type SeedPersona,
} from './personas';
import { seedGadIfEmpty } from '../gad/gad-seed';
import { DEFAULT_TERMS_VERSION, TermsService } from '../terms/terms-service';
import { SqlTermsRepository } from '../terms/sql-terms-repository';
import { sqliteQueryLayer } from '../db/query-layer';
import { seedNotifications } from '../notifications/notification-seed';
import { SqlNotificationRepository } from '../notifications/sql-notification-repository';

const DAY = 86_400;
/** The default lockout (spec §9: 30 minutes after 10 failures), as a locked persona starts. */
const LOCKOUT_SEED = { failures: 10, minutes: 30 } as const;

/**
 * Creates the demo personas and their companies, and `directoryCompanies` synthetic companies for
 * the Get-a-DUNS search; each only where none exist yet (the directory also in a database made
 * before it existed).
 */
export const seedIfEmpty = async (
  db: Db,
  clock: Clock,
  directoryCompanies: number,
): Promise<boolean> => {
  seedGadIfEmpty(db, directoryCompanies);
  const { count } = CountRow.only(db.prepare('SELECT count(*) AS count FROM users').get());
  if (count > 0) return false;
  await seed(db, clock);
  return true;
};

/**
 * Each persona's password hash by persona id. Each distinct password is hashed once, and the
 * hashes side by side (scrypt runs on libuv's thread pool, so they share the machine's cores):
 * personas with the same password share its hash and salt. The demo passwords are public
 * (README.md), so a shared salt reveals nothing, and a seed costs two scrypt runs instead of one
 * per persona (D-SUITE-2).
 */
export const hashPersonaPasswords = async (): Promise<ReadonlyMap<string, string>> => {
  const hashing = new Map<string, Promise<string>>();
  const hashOnce = (password: string): Promise<string> => {
    const started = hashing.get(password) ?? hashPassword(password);
    hashing.set(password, started);
    return started;
  };
  return new Map(
    await Promise.all(
      PERSONAS.map(
        async (persona) => [persona.id, await hashOnce(persona.password ?? DEMO_PASSWORD)] as const,
      ),
    ),
  );
};

/**
 * Creates the demo personas, their companies, entitlements, terms and notifications. `hashes` are
 * the personas' password hashes (hashPersonaPasswords); a test that seeds many databases passes
 * the same ones to each instead of paying for scrypt every time.
 */
export const seed = async (
  db: Db,
  clock: Clock,
  hashes:
    ReadonlyMap<string, string> | Promise<ReadonlyMap<string, string>> = hashPersonaPasswords(),
): Promise<void> => {
  const now = epochSeconds(clock);
  const passwordHashes = await hashes;

  // The versions the personas accepted, read before the seed's transaction.
  const terms = new TermsService(new SqlTermsRepository(sqliteQueryLayer(db)), clock);
  const published: PublishedVersions = {
    products: new Map(
      await Promise.all(
        [...new Set(PERSONAS.flatMap((persona) => persona.entitlements.map((e) => e.appId)))].map(
          async (appId) => [appId, await terms.productTermsVersion(appId)] as const,
        ),
      ),
    ),
    legalDocuments: await terms.legalDocumentVersions(),
  };
  // One transaction: the raw statements run on the query layer's own connection, inside it.
  await sqliteQueryLayer(db)
    .transaction()
    .execute(async (trx) => {
      const insertCompany = db.prepare(
        `INSERT OR REPLACE INTO companies (duns, business_name, trade_name, street_address, town, territory, postal_code, country_code)
       VALUES (@duns, @businessName, @tradeName, @streetAddress, @town, @territory, @postalCode, @countryCode)`,
      );
      for (const company of SEED_COMPANIES) {
        insertCompany.run(company);
        seedCompanyRecord(db, company);
      }

      const insertUser = db.prepare(
        `INSERT OR REPLACE INTO users (id, email, first_name, last_name, country_code, language_preference,
         password_hash, password_changed_at, magento, created_at, password_is_temporary, is_dnb_user, eb_dashboard,
         credit_signal_migrated)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const linkCompany = db.prepare(
        'INSERT OR REPLACE INTO user_companies (user_id, duns, role) VALUES (?, ?, ?)',
      );
      const insertEntitlement = db.prepare(
        `INSERT INTO entitlements (user_id, duns, app_id, product_id, product_name, pla_accepted, status, trial_ends_at,
         assets_ready, new_feature)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const persona of PERSONAS) {
        insertUser.run(
          persona.id,
          persona.email,
          persona.firstName,
          persona.lastName,
          persona.countryCode,
          persona.languagePreference,
          passwordHashes.get(persona.id),
          now - (persona.passwordAgeDays ?? 0) * DAY,
          persona.magento ? 1 : 0,
          now,
          persona.temporaryPassword === true ? 1 : 0,
          persona.isDnbUser === true ? 1 : 0,
          persona.ebDashboard === false ? 0 : 1,
          persona.creditSignalMigrated === true ? 1 : 0,
        );
        db.prepare('DELETE FROM entitlements WHERE user_id = ?').run(persona.id);
        for (const company of persona.companies)
          linkCompany.run(persona.id, company.duns, company.role);
        for (const e of persona.entitlements) {
          insertEntitlement.run(
            persona.id,
            e.duns,
            e.appId,
            e.productId,
            e.productName,
            e.plaAccepted === false ? 0 : 1,
            e.status ?? 'active',
            e.trialDays === undefined ? null : now + e.trialDays * DAY,
            e.assetsReady === true ? 1 : 0,
            e.newFeature === true ? 1 : 0,
          );
        }
        seedPersonaHistory(db, published, persona, now);
        await seedNotifications(new SqlNotificationRepository(trx), persona.id, now);
        if (persona.lockedOut === true) {
          db.prepare(
            `INSERT OR REPLACE INTO login_failures (username, consecutive_failures, locked_until) VALUES (?, ?, ?)`,
          ).run(persona.email, LOCKOUT_SEED.failures, now + LOCKOUT_SEED.minutes * 60);
        }
      }
    });
};

/** An amount in whole cents (minor units) and its ISO 4217 currency. */
interface SeedMoney {
  readonly cents: number;
  readonly currency: string;
}

/** The §2 company fields the §3 record lacks (D-PROFILE-1), for a seeded company. */
export interface SeedCompanyProfileFacts {
  readonly stateIncorporated: string;
  readonly annualSales: SeedMoney;
  readonly employees: number;
  readonly yearIncorporated: number;
  readonly yearStarted: number;
  readonly currentPrincipals: readonly string[];
  readonly courtJudgements: number;
  readonly mortgagesAndCharges: number;
  readonly tradePaymentsHighestPastDue: SeedMoney;
}

const usd = (dollars: number): SeedMoney => ({ cents: dollars * 100, currency: 'USD' });

/**
 * Believable values for each seeded company, by DUNS: sales and staff that fit the industry, years
 * that fit the history, and filings and past-due amounts in line with the company's PAYDEX
 * (80 pays promptly, 64 pays late). A company seeded without facts shows "not available".
 */
export const SEED_COMPANY_PROFILE_FACTS: Readonly<Record<string, SeedCompanyProfileFacts>> = {
  // Acme Analytics LLC, management consulting, Short Hills NJ.
  '804735132': {
    stateIncorporated: 'Delaware',
    annualSales: usd(4_850_000),
    employees: 38,
    yearIncorporated: 2011,
    yearStarted: 2009,
    currentPrincipals: [
      'Alex Morgan, Director',
      'Rita Chen, Chief Financial Officer',
      'Samuel Ortiz, Vice President Operations',
    ],
    courtJudgements: 0,
    mortgagesAndCharges: 1,
    tradePaymentsHighestPastDue: usd(750),
  },
  // Blue Ridge Bakery Inc, retail bakeries, Asheville NC.
  '060704780': {
    stateIncorporated: 'North Carolina',
    annualSales: usd(1_240_000),
    employees: 22,
    yearIncorporated: 2003,
    yearStarted: 1998,
    currentPrincipals: ['Dana Whitfield, President', 'Tom Whitfield, Secretary'],
    courtJudgements: 0,
    mortgagesAndCharges: 2,
    tradePaymentsHighestPastDue: usd(3_400),
  },
  // Coastal Freight Co, long-distance trucking, Savannah GA (a branch).
  '150483782': {
    stateIncorporated: 'Georgia',
    annualSales: usd(18_600_000),
    employees: 140,
    yearIncorporated: 1987,
    yearStarted: 1985,
    currentPrincipals: [
      'Marcus Lee, Chief Executive Officer',
      'Angela Brooks, Chief Operating Officer',
      'Victor Han, Treasurer',
    ],
    courtJudgements: 1,
    mortgagesAndCharges: 4,
    tradePaymentsHighestPastDue: usd(12_750),
  },
  // Harbor Point Dental PLLC, dental practice, Tampa FL.
  '079942718': {
    stateIncorporated: 'Florida',
    annualSales: usd(2_100_000),
    employees: 14,
    yearIncorporated: 2014,
    yearStarted: 2014,
    currentPrincipals: ['Priya Shah, Managing Member', 'Daniel Ruiz, Member'],
    courtJudgements: 0,
    mortgagesAndCharges: 1,
    tradePaymentsHighestPastDue: usd(0),
  },
  // Thames Valley Joinery Ltd, joinery, Reading: registered in England and Wales.
  '216540793': {
    stateIncorporated: 'England and Wales',
    annualSales: { cents: 165_000_000, currency: 'GBP' },
    employees: 19,
    yearIncorporated: 2006,
    yearStarted: 2006,
    currentPrincipals: ['Oliver Bennett, Director', 'Claire Bennett, Company Secretary'],
    courtJudgements: 0,
    mortgagesAndCharges: 1,
    tradePaymentsHighestPastDue: { cents: 120_000, currency: 'GBP' },
  },
  // Liffey Print Works Ltd, printing, Dublin: registered with the Companies Registration Office.
  '985123456': {
    stateIncorporated: 'Ireland',
    annualSales: { cents: 312_000_000, currency: 'EUR' },
    employees: 26,
    yearIncorporated: 1998,
    yearStarted: 1996,
    currentPrincipals: ['Aoife Byrne, Director', 'Ciarán Walsh, Company Secretary'],
    courtJudgements: 0,
    mortgagesAndCharges: 2,
    tradePaymentsHighestPastDue: { cents: 85_000, currency: 'EUR' },
  },
  // Vltava Software s.r.o., software, Prague: registered at the Prague commercial register.
  '360012345': {
    stateIncorporated: 'Praha',
    annualSales: { cents: 8_650_000_000, currency: 'CZK' },
    employees: 64,
    yearIncorporated: 2012,
    yearStarted: 2010,
    currentPrincipals: ['Jana Nováková, jednatelka', 'Petr Dvořák, jednatel'],
    courtJudgements: 0,
    mortgagesAndCharges: 0,
    tradePaymentsHighestPastDue: { cents: 0, currency: 'CZK' },
  },
};

const seedCompanyRecord = (db: Db, company: SeedCompany): void => {
  const record = company.record;
  if (!record) return;
  const facts = Object.hasOwn(SEED_COMPANY_PROFILE_FACTS, company.duns)
    ? SEED_COMPANY_PROFILE_FACTS[company.duns]
    : undefined;
  db.prepare(
    `INSERT OR REPLACE INTO company_records (duns, building_name, industry_description, legal_form, ownership, principal,
       standalone_indicator, telephone_number, website, delinquency, financial_stress, financial_stress_percentile, paydex,
       ser_rating, bankruptcy_indicator, location_type, operating_status, report_date, state_incorporated,
       annual_sales_cents, annual_sales_currency, employees, year_incorporated, year_started, current_principals,
       court_judgements, mortgages_and_charges, highest_past_due_cents, highest_past_due_currency)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    company.duns,
    record.buildingName ?? '',
    record.industryDescription,
    record.legalForm,
    record.ownership,
    record.principal,
    record.standaloneIndicator ? 1 : 0,
    record.telephoneNumber,
    record.website,
    record.delinquency,
    record.financialStress,
    record.financialStressNationalPercentile,
    record.paydex,
    record.serRating,
    record.bankruptcyIndicator ? 1 : 0,
    record.locationType,
    record.operatingStatus,
    record.reportDate,
    facts?.stateIncorporated ?? '',
    facts?.annualSales.cents ?? null,
    facts?.annualSales.currency ?? null,
    facts?.employees ?? null,
    facts?.yearIncorporated ?? null,
    facts?.yearStarted ?? null,
    JSON.stringify(facts?.currentPrincipals ?? []),
    facts?.courtJudgements ?? null,
    facts?.mortgagesAndCharges ?? null,
    facts?.tradePaymentsHighestPastDue.cents ?? null,
    facts?.tradePaymentsHighestPastDue.currency ?? null,
  );
};

/** The current version of each agreement the personas hold and of each legal document. */
interface PublishedVersions {
  readonly products: ReadonlyMap<number, string>;
  readonly legalDocuments: readonly { readonly code: string; readonly version: string }[];
}

/** Credibility and credit-file entitlements, terms decisions, orders and subscriptions of a persona. */
const seedPersonaHistory = (
  db: Db,
  published: PublishedVersions,
  persona: SeedPersona,
  now: number,
): void => {
  for (const table of [
    'credibility_entitlements',
    'dfc_entitlements',
    'terms_decisions',
    'orders',
    'subscriptions',
  ]) {
    db.prepare(`DELETE FROM ${table} WHERE user_id = ?`).run(persona.id);
  }
  for (const c of persona.credibilityEntitlements ?? []) {
    db.prepare(
      'INSERT INTO credibility_entitlements (user_id, duns, type, display_duns, title) VALUES (?, ?, ?, ?, ?)',
    ).run(persona.id, c.duns, c.type, c.displayDuns, c.title);
  }
  for (const d of persona.dfcEntitlements ?? []) {
    db.prepare(
      'INSERT INTO dfc_entitlements (user_id, case_id, duns, product_name, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(persona.id, d.caseId, d.duns, d.productName, d.status, now - d.daysAgo * DAY);
  }
  db.prepare('DELETE FROM gad_duns_applications WHERE user_id = ?').run(persona.id);
  if (persona.dunsApplication) {
    db.prepare(
      `INSERT INTO gad_duns_applications (case_id, user_id, flow, submitted_at) VALUES (?, ?, 'GAD', ?)`,
    ).run(
      persona.dunsApplication.caseId,
      persona.id,
      now - persona.dunsApplication.hoursAgo * 3600,
    );
  }
  const decide = db.prepare(
    `INSERT INTO terms_decisions (user_id, kind, document, duns, version, accepted, decided_at) VALUES (?, ?, ?, ?, ?, 1, ?)`,
  );
  // Accepted agreements were accepted when the account was set up, a month before seeding.
  const acceptedAt = now - 30 * DAY;
  for (const e of persona.entitlements) {
    if (e.plaAccepted === false) continue;
    const version = published.products.get(e.appId) ?? DEFAULT_TERMS_VERSION;
    decide.run(persona.id, 'product', String(e.appId), e.duns, version, acceptedAt);
  }
  if (persona.legalTermsAccepted !== false) {
    for (const document of published.legalDocuments)
      decide.run(persona.id, 'legal', document.code, null, document.version, acceptedAt);
  }
  for (const o of persona.orders ?? []) {
    db.prepare(
      `INSERT INTO orders (order_number, user_id, placed_at, status, app_id, product_name, duns, amount_cents, currency)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      o.orderNumber,
      persona.id,
      now - o.daysAgo * DAY,
      o.status,
      o.appId,
      o.productName,
      o.duns,
      o.amountCents,
      o.currency,
    );
  }
  for (const sub of persona.subscriptions ?? []) {
    db.prepare(
      `INSERT INTO subscriptions (subscriber_number, user_id, app_id, product_name, duns, status, started_at, renews_at,
         auto_renew, price_cents, currency) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      sub.subscriberNumber,
      persona.id,
      sub.appId,
      sub.productName,
      sub.duns,
      sub.status,
      now - sub.startedDaysAgo * DAY,
      sub.renewsInDays === undefined ? null : now + sub.renewsInDays * DAY,
      sub.autoRenew ? 1 : 0,
      sub.priceCents,
      sub.currency,
    );
  }
};
