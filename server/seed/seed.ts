import type { QueryLayer } from '../db/query-layer';
import { epochSeconds, type Clock } from '../clock';
import { hashPassword } from '../identity/password-hashing';
import { DEMO_PASSWORD, PERSONAS } from './personas';
import { SEED_COMPANIES } from './seed-companies';
import type { SeedCompany, SeedContact, SeedPersona } from './seed-types';
import { TermsService } from '../terms/terms-service';
import { SqlTermsRepository } from '../terms/sql-terms-repository';
import { seedNotifications } from '../notifications/notification-seed';
import { SqlNotificationRepository } from '../notifications/sql-notification-repository';
import { SEED_COMPANY_PROFILE_FACTS } from './company-profile-facts';
import { seedPersonaHistory, type PublishedVersions } from './persona-history';

const DAY = 86_400;
/** A persona's password was set a month before seeding: past the minimum age, far from 180 days. */
const DEFAULT_PASSWORD_AGE_DAYS = 30;
/** The default lockout (spec §9: 30 minutes after 10 failures), as a locked persona starts. */
const LOCKOUT_SEED = { failures: 10, minutes: 30 } as const;

/** The profile of an account that never gave its address or phone (the columns' defaults). */
const NO_CONTACT: SeedContact = {
  street: '',
  city: '',
  state: '',
  postalCode: '',
  phoneNumber: '',
};

/** Creates the demo personas and their companies where no account exists yet. */
export const seedIfEmpty = async (db: QueryLayer, clock: Clock): Promise<boolean> => {
  const anyone = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyone !== undefined) return false;
  await seed(db, clock);
  return true;
};

/**
 * Each persona's password hash by persona id. Each distinct password is hashed once, and the
 * hashes side by side (scrypt runs on libuv's thread pool, so they share the machine's cores):
 * personas with the same password share its hash and salt. The demo passwords are public
 * (docs/demo-accounts.md), so a shared salt reveals nothing, and a seed costs two scrypt runs instead of one
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
 * Creates the demo personas, their companies, entitlements, terms and notifications, in one
 * transaction on either engine; run again, it puts them back as they were. `hashes` are the
 * personas' password hashes (hashPersonaPasswords); a test that seeds many databases passes the
 * same ones to each instead of paying for scrypt every time.
 */
export const seed = async (
  db: QueryLayer,
  clock: Clock,
  hashes:
    ReadonlyMap<string, string> | Promise<ReadonlyMap<string, string>> = hashPersonaPasswords(),
): Promise<void> => {
  const now = epochSeconds(clock);
  const passwordHashes = await hashes;

  // The versions the personas accepted, read before the seed's transaction.
  const terms = new TermsService(new SqlTermsRepository(db), clock);
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
  await db.transaction().execute(async (trx) => {
    for (const company of SEED_COMPANIES) await seedCompany(trx, company);
    for (const persona of PERSONAS) {
      const hash = passwordHashes.get(persona.id);
      if (hash === undefined) throw new Error(`no password hash for ${persona.id}`);
      await seedPersona(trx, persona, hash, now);
      await seedPersonaHistory(trx, published, persona, now);
      await seedNotifications(new SqlNotificationRepository(trx), persona.id, now);
    }
  });
};

/**
 * A persona's account (its profile's address and phone included), companies, entitlements and
 * lockout, as the persona describes them.
 */
const seedPersona = async (
  trx: QueryLayer,
  persona: SeedPersona,
  passwordHash: string,
  now: number,
): Promise<void> => {
  const contact = persona.contact ?? NO_CONTACT;
  const account = {
    email: persona.email,
    first_name: persona.firstName,
    last_name: persona.lastName,
    country_code: persona.countryCode,
    language_preference: persona.languagePreference,
    street: contact.street,
    city: contact.city,
    state: contact.state,
    postal_code: contact.postalCode,
    phone_number: contact.phoneNumber,
    password_hash: passwordHash,
    password_changed_at: now - (persona.passwordAgeDays ?? DEFAULT_PASSWORD_AGE_DAYS) * DAY,
    magento: persona.magento ? 1 : 0,
    created_at: now,
    password_is_temporary: persona.temporaryPassword === true ? 1 : 0,
    is_dnb_user: persona.isDnbUser === true ? 1 : 0,
    eb_dashboard: persona.ebDashboard === false ? 0 : 1,
    credit_signal_migrated: persona.creditSignalMigrated === true ? 1 : 0,
    account_status: persona.emailVerified === false ? ('pending' as const) : ('active' as const),
  };
  await trx
    .insertInto('users')
    .values({ id: persona.id, ...account })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(account))
    .execute();
  await trx.deleteFrom('entitlements').where('user_id', '=', persona.id).execute();
  for (const company of persona.companies) {
    await trx
      .insertInto('user_companies')
      .values({ user_id: persona.id, duns: company.duns, role: company.role })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'duns']).doUpdateSet({ role: company.role }),
      )
      .execute();
  }
  for (const e of persona.entitlements) {
    await trx
      .insertInto('entitlements')
      .values({
        user_id: persona.id,
        duns: e.duns,
        app_id: e.appId,
        product_id: e.productId,
        product_name: e.productName,
        pla_accepted: e.plaAccepted === false ? 0 : 1,
        status: e.status ?? 'active',
        trial_ends_at: e.trialDays === undefined ? null : now + e.trialDays * DAY,
        assets_ready: e.assetsReady === true ? 1 : 0,
        new_feature: e.newFeature === true ? 1 : 0,
      })
      .execute();
  }
  if (persona.lockedOut === true) {
    const lockout = {
      consecutive_failures: LOCKOUT_SEED.failures,
      locked_until: now + LOCKOUT_SEED.minutes * 60,
    };
    await trx
      .insertInto('login_failures')
      .values({ username: persona.email, ...lockout })
      .onConflict((conflict) => conflict.column('username').doUpdateSet(lockout))
      .execute();
  }
};

/** A seeded company and, where it has one, its §3 record with the §2 facts (D-PROFILE-1). */
const seedCompany = async (trx: QueryLayer, company: SeedCompany): Promise<void> => {
  const address = {
    business_name: company.businessName,
    trade_name: company.tradeName,
    street_address: company.streetAddress,
    town: company.town,
    territory: company.territory,
    postal_code: company.postalCode,
    country_code: company.countryCode,
  };
  await trx
    .insertInto('companies')
    .values({ duns: company.duns, ...address })
    .onConflict((conflict) => conflict.column('duns').doUpdateSet(address))
    .execute();
  const record = company.record;
  if (!record) return;
  const facts = Object.hasOwn(SEED_COMPANY_PROFILE_FACTS, company.duns)
    ? SEED_COMPANY_PROFILE_FACTS[company.duns]
    : undefined;
  const row = {
    building_name: record.buildingName ?? '',
    industry_description: record.industryDescription,
    legal_form: record.legalForm,
    ownership: record.ownership,
    principal: record.principal,
    standalone_indicator: record.standaloneIndicator ? 1 : 0,
    telephone_number: record.telephoneNumber,
    website: record.website,
    delinquency: record.delinquency,
    financial_stress: record.financialStress,
    financial_stress_percentile: record.financialStressNationalPercentile,
    paydex: record.paydex,
    ser_rating: record.serRating,
    bankruptcy_indicator: record.bankruptcyIndicator ? 1 : 0,
    location_type: record.locationType,
    operating_status: record.operatingStatus,
    report_date: record.reportDate,
    state_incorporated: facts?.stateIncorporated ?? '',
    annual_sales_cents: facts?.annualSales.cents ?? null,
    annual_sales_currency: facts?.annualSales.currency ?? null,
    employees: facts?.employees ?? null,
    year_incorporated: facts?.yearIncorporated ?? null,
    year_started: facts?.yearStarted ?? null,
    current_principals: JSON.stringify(facts?.currentPrincipals ?? []),
    court_judgements: facts?.courtJudgements ?? null,
    mortgages_and_charges: facts?.mortgagesAndCharges ?? null,
    highest_past_due_cents: facts?.tradePaymentsHighestPastDue.cents ?? null,
    highest_past_due_currency: facts?.tradePaymentsHighestPastDue.currency ?? null,
  };
  await trx
    .insertInto('company_records')
    .values({ duns: company.duns, ...row })
    .onConflict((conflict) => conflict.column('duns').doUpdateSet(row))
    .execute();
};
