import type { Db } from '../../server/db/database';
import { countryNameOf, pendingPlaceholderRecord } from '../../server/entitlements/company-record';
import { SEED_COMPANIES } from '../../server/seed/seed-companies';
import { sqliteQueryLayer } from '../../server/db/query-layer';
import { seed } from '../../server/seed/seed';
import { SEED_COMPANY_PROFILE_FACTS } from '../../server/seed/company-profile-facts';
import {
  entitlementServiceOver,
  freshDatabase,
  VirtualClock,
  personaHashesOnce,
} from './test-database';
import { startTestServer, type TestServer } from './test-server';

// Spec §2 "Company fields shown" beyond the §3 record (D-PROFILE-1): state incorporated, annual
// sales, employees, years incorporated and started, current principals, court judgements,
// mortgages and charges, trade payments (highest past due).

jest.setTimeout(90_000);

const PUBLIC_URL = 'http://localhost:8080';
const clock = new VirtualClock(new Date('2026-03-02T10:00:00Z'));

describe('the company record in the database (migration 101)', () => {
  let db: Db;
  let cleanUp: () => void;
  beforeEach(async () => {
    ({ db, cleanUp } = freshDatabase());
    await seed(sqliteQueryLayer(db), clock, personaHashesOnce());
  });
  afterEach(() => cleanUp());

  const record = (duns: string) =>
    entitlementServiceOver(db, clock).companyRecord(duns, PUBLIC_URL);

  it('reads the seeded facts of Acme: money as a two-place decimal and a currency, counts and years as integers', async () => {
    const acme = await record('804735132');
    expect(acme?.profileDetails).toMatchObject({
      stateIncorporated: 'Delaware',
      annualSales: { amount: '4850000.00', currency: 'USD' },
      employees: 38,
      yearIncorporated: 2011,
      yearStarted: 2009,
      currentPrincipals: [
        'Alex Morgan, Director',
        'Rita Chen, Chief Financial Officer',
        'Samuel Ortiz, Vice President Operations',
      ],
    });
    expect(acme?.paymentsAndFilings).toEqual({
      courtJudgements: 0,
      mortgagesAndCharges: 1,
      tradePaymentsHighestPastDue: { amount: '750.00', currency: 'USD' },
    });
  });

  it('every seeded company has believable values for every field, in its own currency', async () => {
    for (const company of SEED_COMPANIES) {
      const facts = SEED_COMPANY_PROFILE_FACTS[company.duns];
      expect({ duns: company.duns, facts: facts !== undefined }).toEqual({
        duns: company.duns,
        facts: true,
      });
      const read = await record(company.duns);
      const { annualSales, employees, yearIncorporated, yearStarted, currentPrincipals } =
        read?.profileDetails ?? pendingPlaceholderRecord.profileDetails;
      expect(read?.profileDetails.stateIncorporated).not.toBe('');
      expect(annualSales?.amount).toMatch(/^\d+\.\d{2}$/);
      expect(Number(annualSales?.amount)).toBeGreaterThan(0);
      expect(employees).toBeGreaterThan(0);
      expect(yearStarted).toBeLessThanOrEqual(yearIncorporated ?? 0);
      expect(yearIncorporated).toBeLessThanOrEqual(2026);
      expect(currentPrincipals.length).toBeGreaterThan(0);
      const filings = read?.paymentsAndFilings;
      expect(filings?.courtJudgements).toBeGreaterThanOrEqual(0);
      expect(filings?.mortgagesAndCharges).toBeGreaterThanOrEqual(0);
      expect(filings?.tradePaymentsHighestPastDue?.currency).toBe(annualSales?.currency);
    }
    expect((await record('216540793'))?.profileDetails.annualSales).toEqual({
      amount: '1650000.00',
      currency: 'GBP',
    });
    expect((await record('360012345'))?.profileDetails.annualSales?.currency).toBe('CZK');
  });

  it('a company without a record (one linked from the directory) has no values: null, not 0', async () => {
    db.prepare(
      `INSERT INTO companies (duns, business_name, trade_name, street_address, town, territory, postal_code, country_code)
       VALUES ('123456789', 'Bare Co', '', '1 Main St', 'Dover', 'DE', '19901', 'US')`,
    ).run();
    const bare = await record('123456789');
    expect(bare?.profileDetails).toMatchObject({
      stateIncorporated: '',
      annualSales: null,
      employees: null,
      yearIncorporated: null,
      yearStarted: null,
      currentPrincipals: [],
    });
    expect(bare?.paymentsAndFilings).toEqual(pendingPlaceholderRecord.paymentsAndFilings);
  });

  it('an amount without its currency is no amount', async () => {
    db.prepare(
      `UPDATE company_records SET annual_sales_currency = NULL, highest_past_due_cents = NULL WHERE duns = '804735132'`,
    ).run();
    expect((await record('804735132'))?.profileDetails.annualSales).toBeNull();
    expect((await record('804735132'))?.paymentsAndFilings.tradePaymentsHighestPastDue).toBeNull();
  });

  it.each([
    ['a negative count', 'employees = -1'],
    ['a year that is not one', 'year_started = 26'],
    ['principals that are not a JSON array', `current_principals = '"Alex Morgan"'`],
    ['a currency that is not a code', `annual_sales_currency = 'US Dollar'`],
  ])('the table refuses %s', (_what, assignment) => {
    expect(() =>
      db.prepare(`UPDATE company_records SET ${assignment} WHERE duns = '804735132'`).run(),
    ).toThrow(/CHECK constraint failed/);
  });

  it.each([
    ['US', 'United States'],
    ['CZ', 'Czechia'],
    ['NO', 'Norway'],
    ['XX', 'XX'],
  ])('names the country %s as the domain does in English: %s (D-LAYOUT-4)', (code, name) => {
    expect(countryNameOf(code)).toBe(name);
  });

  it('the "(Company pending)" placeholder has every new value empty', () => {
    expect(pendingPlaceholderRecord.profileDetails).toMatchObject({
      stateIncorporated: '',
      annualSales: null,
      employees: null,
      yearIncorporated: null,
      yearStarted: null,
      currentPrincipals: [],
    });
    expect(pendingPlaceholderRecord.paymentsAndFilings).toEqual({
      courtJudgements: null,
      mortgagesAndCharges: null,
      tradePaymentsHighestPastDue: null,
    });
  });
});

describe('GET /services/entitlements/getCompanyInfo answers the new fields', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('for a company, as the schema describes them', async () => {
    const answer = await t.call(
      'GET',
      '/services/entitlements/getCompanyInfo?dunsNumber=804735132&type=normal',
      { headers: (await t.signIn('usr-us-owner')).headers },
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      companyDetails: {
        profileDetails: {
          stateIncorporated: 'Delaware',
          annualSales: { amount: '4850000.00', currency: 'USD' },
          employees: 38,
          yearIncorporated: 2011,
          yearStarted: 2009,
          currentPrincipals: expect.arrayContaining(['Alex Morgan, Director']) as unknown,
        },
        summary: { reportDate: '2026-01-15' },
        paymentsAndFilings: {
          courtJudgements: 0,
          mortgagesAndCharges: 1,
          tradePaymentsHighestPastDue: { amount: '750.00', currency: 'USD' },
        },
      },
    });
  });

  it('for the "(Company pending)" placeholder: null and empty', async () => {
    const answer = await t.call('GET', '/services/entitlements/getCompanyInfo?type=pending', {
      headers: (await t.signIn('usr-pending-duns')).headers,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      companyDetails: {
        profileDetails: { annualSales: null, employees: null, currentPrincipals: [] },
        paymentsAndFilings: { courtJudgements: null, tradePaymentsHighestPastDue: null },
      },
    });
  });

  it('the API document describes them', async () => {
    const answer = await t.call('GET', '/services/docs/json');
    const document = JSON.stringify(answer.json);
    for (const field of [
      'stateIncorporated',
      'annualSales',
      'employees',
      'yearIncorporated',
      'yearStarted',
      'currentPrincipals',
      'paymentsAndFilings',
      'courtJudgements',
      'mortgagesAndCharges',
      'tradePaymentsHighestPastDue',
    ]) {
      expect(document).toContain(`"${field}"`);
    }
  });
});
