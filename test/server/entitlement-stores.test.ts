// The user's companies, products and their news behind the entitlement port (D-STORE-4): one table
// of cases for SQLite and PostgreSQL. The reads by scope are in entitlement-scope-stores.test.ts.
import type { Insertable } from 'kysely';
import type { CompanyRecordsTable } from '../../server/db/company-tables';
import { SqlEntitlementRepository } from '../../server/entitlements/sql-entitlement-repository';
import { ACME, BETA, entitlementRow, GAMMA } from './entitlement-rows';
import { enginesForThisFile, insertBareUser, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();

const company = (duns: string, businessName: string) => ({
  duns,
  business_name: businessName,
  trade_name: `${businessName} trading`,
  street_address: '103 JFK Parkway',
  town: 'Short Hills',
  territory: 'NJ',
  postal_code: '07078',
  country_code: 'US',
});

const acmeRecord: Insertable<CompanyRecordsTable> = {
  duns: ACME,
  country_name: 'United States',
  building_name: 'Tower B',
  industry_description: 'Business analytics',
  legal_form: 'Limited liability company',
  ownership: 'Private',
  principal: 'Pat Doe, CEO',
  standalone_indicator: 0,
  telephone_number: '+1 973 921 5500',
  website: 'https://acme.example.com',
  delinquency: 12,
  financial_stress: 3,
  financial_stress_percentile: 55,
  paydex: 80,
  ser_rating: 4,
  bankruptcy_indicator: 0,
  location_type: 'Headquarters',
  operating_status: 'Active',
  report_date: '2025-10-01',
  annual_sales_cents: 123_456_789,
  annual_sales_currency: 'USD',
  employees: 42,
  year_started: 1999,
  current_principals: '["Pat Doe, CEO","Sam Roe, CFO"]',
  court_judgements: 0,
  highest_past_due_cents: null,
};

describe.each(engines)('entitlements on $name', (engine) => {
  let database: FreshDatabase;
  let entitlements: SqlEntitlementRepository;

  beforeAll(async () => {
    database = await engine.fresh();
    const { layer } = database;
    entitlements = new SqlEntitlementRepository(layer);
    for (const user of ['holder', 'other', 'plain', 'migrated']) await insertBareUser(layer, user);
    await layer
      .insertInto('companies')
      .values([company(ACME, 'Acme LLC'), company(BETA, 'Beta Inc'), company(GAMMA, 'Gamma Co')])
      .execute();
    await layer.insertInto('company_records').values(acmeRecord).execute();
    await layer
      .insertInto('user_companies')
      .values([
        { user_id: 'holder', duns: ACME, role: 'director' },
        { user_id: 'holder', duns: BETA, role: 'member' },
        { user_id: 'other', duns: GAMMA, role: 'director' },
      ])
      .execute();
    await layer
      .insertInto('entitlements')
      .values([
        // heldProducts: no company first, then two companies, the higher DUNS number first.
        entitlementRow('holder', 252, null, { product_name: 'Credit Monitor' }),
        entitlementRow('holder', 252, ACME, {
          product_name: 'Credit Monitor Plus',
          pla_accepted: 0,
        }),
        entitlementRow('holder', 252, BETA, { product_name: 'Credit Monitor Pro' }),
        entitlementRow('other', 252, GAMMA, { product_name: 'Credit Monitor' }),
        // markProductOpened: news on every row.
        ...[
          entitlementRow('holder', 306, ACME),
          entitlementRow('holder', 306, BETA),
          entitlementRow('holder', 306, null),
          entitlementRow('holder', 274, ACME),
          entitlementRow('other', 306, ACME),
        ].map((row) => ({ ...row, assets_ready: 1, new_feature: 1 })),
        // hasAgreementOpen.
        entitlementRow('holder', 294, ACME, { product_id: 11, pla_accepted: 0 }),
        entitlementRow('holder', 294, null, { product_id: 12, pla_accepted: 1 }),
        entitlementRow('holder', 294, BETA, { product_id: 14, pla_accepted: 1 }),
        entitlementRow('holder', 294, null, { product_id: 14, pla_accepted: 0 }),
        entitlementRow('other', 294, GAMMA, { product_id: 13, pla_accepted: 0 }),
      ])
      .execute();
    await layer
      .insertInto('gad_duns_applications')
      .values([
        {
          case_id: 'GAD-1',
          user_id: 'holder',
          flow: 'GAD',
          business_name: 'New Co',
          zip_code: '07078',
          submitted_at: 1_700_000_123,
          duns: null,
        },
        {
          case_id: 'GAD-2',
          user_id: 'other',
          flow: 'GAD',
          business_name: 'Gamma Co',
          zip_code: '07078',
          submitted_at: 1_700_000_000,
          duns: GAMMA,
          issued_at: 1_700_000_500,
        },
      ])
      .execute();
    await layer
      .updateTable('users')
      .set({ credit_signal_migrated: 1 })
      .where('id', '=', 'migrated')
      .execute();
  });
  afterAll(() => database.close());

  it('lists only the user’s linked companies, with their name and the user’s role', async () => {
    const linked = await entitlements.linkedCompanies('holder');
    expect([...linked].sort((a, b) => a.dunsNumber.localeCompare(b.dunsNumber))).toEqual([
      { dunsNumber: BETA, businessName: 'Beta Inc', role: 'member' },
      { dunsNumber: ACME, businessName: 'Acme LLC', role: 'director' },
    ]);
    expect(await entitlements.linkedCompanies('other')).toEqual([
      { dunsNumber: GAMMA, businessName: 'Gamma Co', role: 'director' },
    ]);
    expect(await entitlements.linkedCompanies('plain')).toEqual([]);
  });

  it('tells whether the user is linked to a company', async () => {
    expect(await entitlements.isLinked('holder', ACME)).toBe(true);
    expect(await entitlements.isLinked('holder', BETA)).toBe(true);
    expect(await entitlements.isLinked('other', GAMMA)).toBe(true);
    expect(await entitlements.isLinked('holder', GAMMA)).toBe(false);
    expect(await entitlements.isLinked('holder', '999999999')).toBe(false);
  });

  it('reads the CreditSignal migration flag, false for an unknown user', async () => {
    expect(await entitlements.isCreditSignalMigrated('migrated')).toBe(true);
    expect(await entitlements.isCreditSignalMigrated('holder')).toBe(false);
    expect(await entitlements.isCreditSignalMigrated('nobody')).toBe(false);
  });

  it('finds the free DUNS application not issued yet, and none once it is issued', async () => {
    expect(await entitlements.unissuedApplication('holder')).toEqual({
      caseId: 'GAD-1',
      submittedAt: 1_700_000_123,
      complete: true,
    });
    expect(await entitlements.unissuedApplication('other')).toBeUndefined();
    expect(await entitlements.unissuedApplication('plain')).toBeUndefined();
    await database.layer
      .updateTable('gad_duns_applications')
      .set({ duns: BETA, issued_at: 1_700_000_900 })
      .where('case_id', '=', 'GAD-1')
      .execute();
    expect(await entitlements.unissuedApplication('holder')).toBeUndefined();
  });

  it('reads a published licence agreement’s text, undefined when none is published', async () => {
    expect(await entitlements.agreementText(252)).toBe(
      'These terms govern your use of Credit Monitor. Alerts and scores are provided for your internal business use only and may not be resold.',
    );
    await database.layer
      .insertInto('product_terms')
      .values({
        app_id: 4242,
        title: 'T',
        version: '1.0',
        content: 'Custom',
        published_at: '2025-01-01',
      })
      .execute();
    expect(await entitlements.agreementText(4242)).toBe('Custom');
    expect(await entitlements.agreementText(300)).toBeUndefined();
  });

  it('reads a company’s address and its record, the record’s columns null without one', async () => {
    const acme = await entitlements.companyRecord(ACME);
    expect(acme).toMatchObject({
      ...company(ACME, 'Acme LLC'),
      country_name: 'United States',
      standalone_indicator: 0,
      paydex: 80,
      state_incorporated: '',
      annual_sales_cents: 123_456_789,
      annual_sales_currency: 'USD',
      employees: 42,
      year_incorporated: null,
      year_started: 1999,
      current_principals: '["Pat Doe, CEO","Sam Roe, CFO"]',
      court_judgements: 0,
      mortgages_and_charges: null,
      highest_past_due_cents: null,
    });
    const address = company(BETA, 'Beta Inc');
    const beta = await entitlements.companyRecord(BETA);
    expect(beta).toMatchObject(address);
    expect(Object.keys(beta ?? {}).sort()).toEqual(Object.keys(acme ?? {}).sort());
    const recordColumns = Object.entries(beta ?? {}).filter(([column]) => !(column in address));
    expect(recordColumns).toHaveLength(29);
    expect(recordColumns.filter(([, value]) => value !== null)).toEqual([]);
    expect(await entitlements.companyRecord('999999999')).toBeUndefined();
  });

  it('lists the products held of an application, company-tied first, then as inserted', async () => {
    const held = async (userId: string, duns: string | undefined) =>
      entitlements.heldProducts(userId, 252, duns);
    expect(await held('holder', undefined)).toEqual([
      { duns: ACME, plaAccepted: false, productName: 'Credit Monitor Plus' },
      { duns: BETA, plaAccepted: true, productName: 'Credit Monitor Pro' },
      { duns: null, plaAccepted: true, productName: 'Credit Monitor' },
    ]);
    expect(await held('holder', ACME)).toEqual([
      { duns: ACME, plaAccepted: false, productName: 'Credit Monitor Plus' },
      { duns: null, plaAccepted: true, productName: 'Credit Monitor' },
    ]);
    expect((await held('holder', BETA)).map((product) => product.duns)).toEqual([BETA, null]);
    expect((await held('holder', GAMMA)).map((product) => product.duns)).toEqual([null]);
    expect((await held('other', undefined)).map((product) => product.duns)).toEqual([GAMMA]);
    expect(await entitlements.heldProducts('holder', 9999, undefined)).toEqual([]);
  });

  it('clears the news of the opened product, for one company or for none', async () => {
    const news = async () =>
      (
        await database.layer
          .selectFrom('entitlements')
          .select(['user_id', 'app_id', 'duns', 'assets_ready', 'new_feature'])
          .where('app_id', 'in', [306, 274])
          .orderBy('id')
          .execute()
      ).map((row) => [row.user_id, row.app_id, row.duns, row.assets_ready, row.new_feature]);
    await entitlements.markProductOpened('holder', 306, ACME);
    expect(await news()).toEqual([
      ['holder', 306, ACME, 0, 0],
      ['holder', 306, BETA, 1, 1],
      ['holder', 306, null, 1, 1],
      ['holder', 274, ACME, 1, 1],
      ['other', 306, ACME, 1, 1],
    ]);
    await entitlements.markProductOpened('holder', 306, undefined);
    expect(await news()).toEqual([
      ['holder', 306, ACME, 0, 0],
      ['holder', 306, BETA, 1, 1],
      ['holder', 306, null, 0, 0],
      ['holder', 274, ACME, 1, 1],
      ['other', 306, ACME, 1, 1],
    ]);
  });

  it('tells whether a product’s licence agreement is still open, for any company', async () => {
    expect(await entitlements.hasAgreementOpen('holder', 294, 11)).toBe(true);
    expect(await entitlements.hasAgreementOpen('holder', 294, 14)).toBe(true);
    expect(await entitlements.hasAgreementOpen('holder', 294, 12)).toBe(false);
    expect(await entitlements.hasAgreementOpen('holder', 294, 13)).toBe(false);
    expect(await entitlements.hasAgreementOpen('other', 294, 13)).toBe(true);
    expect(await entitlements.hasAgreementOpen('holder', 252, 11)).toBe(false);
  });
});
