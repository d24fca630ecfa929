// Licence agreements, legal documents and the decisions on them behind their port (D-STORE-4,
// D-STORE-9): one table of cases for SQLite and PostgreSQL.
import { sql } from 'kysely';
import { SqlTermsRepository } from '../../server/terms/sql-terms-repository';
import { enginesForThisFile, insertBareUser, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();
const DUNS = '804735132';

describe.each(engines)('terms on $name', (engine) => {
  let database: FreshDatabase;
  let terms: SqlTermsRepository;

  beforeAll(async () => {
    database = await engine.fresh();
    const { layer } = database;
    terms = new SqlTermsRepository(layer);
    await insertBareUser(layer, 'holder');
    await sql`INSERT INTO companies (duns, business_name, country_code)
              VALUES (${DUNS}, 'Acme Analytics LLC', 'US')`.execute(layer);
    const product = (appId: number, duns: string | null, accepted: number) => ({
      user_id: 'holder',
      duns,
      app_id: appId,
      product_name: `App ${appId}`,
      pla_accepted: accepted,
      trial_ends_at: null,
      product_id: null,
    });
    await layer
      .insertInto('entitlements')
      .values([product(294, DUNS, 0), product(252, DUNS, 1), product(252, null, 1)])
      .execute();
  });
  afterAll(() => database.close());

  it('reads the published agreements and the legal documents by code', async () => {
    expect(await terms.productTerms(252)).toMatchObject({ version: '3.0' });
    expect(await terms.productTerms(9999)).toBeUndefined();
    expect((await terms.legalDocuments()).map((document) => document.code)).toEqual([
      'privacy-policy',
      'terms-of-use',
    ]);
  });

  it('lists the products held by application, the one without a company first', async () => {
    expect(await terms.heldProducts('holder')).toEqual([
      { appId: 252, productName: 'App 252', duns: null, plaAccepted: true },
      { appId: 252, productName: 'App 252', duns: DUNS, plaAccepted: true },
      { appId: 294, productName: 'App 294', duns: DUNS, plaAccepted: false },
    ]);
  });

  it('keeps each decision and sets the product accepted or not, per company or none', async () => {
    const declined = { version: '3.0', accepted: false, decidedAt: 100 };
    expect(await terms.decidePla('holder', { appId: 252, duns: null }, declined)).toBe(true);
    expect(await terms.latestProductDecision('holder', 252, null)).toEqual(declined);
    expect(await terms.latestProductDecision('holder', 252, DUNS)).toBeUndefined();
    const accepted = { version: '4.2', accepted: true, decidedAt: 100 };
    expect(await terms.decidePla('holder', { appId: 294, duns: DUNS }, accepted)).toBe(true);
    expect(await terms.latestProductDecision('holder', 294, DUNS)).toEqual(accepted);
    expect(await terms.heldProducts('holder')).toEqual([
      { appId: 252, productName: 'App 252', duns: null, plaAccepted: false },
      { appId: 252, productName: 'App 252', duns: DUNS, plaAccepted: true },
      { appId: 294, productName: 'App 294', duns: DUNS, plaAccepted: true },
    ]);
  });

  it('refuses a decision on a product not held, and writes nothing', async () => {
    const decision = { version: '1.0', accepted: true, decidedAt: 200 };
    expect(await terms.decidePla('holder', { appId: 294, duns: null }, decision)).toBe(false);
    expect(await terms.latestProductDecision('holder', 294, null)).toBeUndefined();
  });

  it('keeps legal acceptances; the latest one counts', async () => {
    expect(await terms.latestLegalAcceptance('holder', 'terms-of-use')).toBeUndefined();
    await terms.acceptLegalDocuments(
      'holder',
      [
        { code: 'terms-of-use', version: '2025.1' },
        { code: 'privacy-policy', version: '2025.3' },
      ],
      300,
    );
    await terms.acceptLegalDocuments('holder', [{ code: 'terms-of-use', version: '2025.2' }], 400);
    expect(await terms.latestLegalAcceptance('holder', 'terms-of-use')).toEqual({
      version: '2025.2',
      accepted: true,
      decidedAt: 400,
    });
    expect(await terms.latestLegalAcceptance('holder', 'privacy-policy')).toMatchObject({
      version: '2025.3',
    });
  });
});
