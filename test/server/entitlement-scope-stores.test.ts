// The entitlement port's reads by scope (D-STORE-4): all of a user's companies, one company plus
// the entitlements tied to none, or only those. One table of cases for SQLite and PostgreSQL.
import type { EntitlementScope } from '../../server/entitlements/entitlement-repository';
import { SqlEntitlementRepository } from '../../server/entitlements/sql-entitlement-repository';
import { ACME, BETA, entitlementRow, GAMMA } from './entitlement-rows';
import { enginesForThisFile, insertBareUser, type FreshDatabase } from './storage-engines';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();

const company = (duns: string) => ({
  duns,
  business_name: `Company ${duns}`,
  trade_name: '',
  street_address: '',
  town: '',
  territory: '',
  postal_code: '',
  country_code: 'US',
});

const credibility = (userId: string, duns: string | null, type: string, title: string) => ({
  user_id: userId,
  duns,
  type,
  display_duns: duns ?? '',
  title,
});

const creditFile = (userId: string, caseId: string, duns: string | null, createdAt: number) => ({
  user_id: userId,
  case_id: caseId,
  duns,
  product_name: `Credit file ${caseId}`,
  status: 'processing',
  created_at: createdAt,
});

const ALL: EntitlementScope = { kind: 'all' };
const NO_COMPANY: EntitlementScope = { kind: 'noCompany' };
const ofCompany = (duns: string): EntitlementScope => ({ kind: 'company', duns });

// Each scope, and the holder's products, credibility titles and credit-file cases in it.
const scopes: readonly (readonly [string, EntitlementScope, string[], string[], string[]])[] = [
  [
    'all',
    ALL,
    [
      'Credit Insights',
      'Duns Manager',
      'Credit Monitor',
      'Registered Seal',
      'AAA Diploma',
      'Livelogo',
    ],
    ['Registered', 'Awaiting DUNS', 'Credibility Review'],
    ['DFC-3', 'DFC-1', 'DFC-2'],
  ],
  [
    'company',
    ofCompany(ACME),
    ['Credit Insights', 'Duns Manager', 'AAA Diploma', 'Livelogo'],
    ['Registered', 'Awaiting DUNS'],
    ['DFC-1', 'DFC-2'],
  ],
  [
    'other company',
    ofCompany(BETA),
    ['Duns Manager', 'Credit Monitor', 'Livelogo'],
    ['Awaiting DUNS', 'Credibility Review'],
    ['DFC-3', 'DFC-1'],
  ],
  ['no company', NO_COMPANY, ['Duns Manager', 'Livelogo'], ['Awaiting DUNS'], ['DFC-1']],
];

describe.each(engines)('entitlements by scope on $name', (engine) => {
  let database: FreshDatabase;
  let entitlements: SqlEntitlementRepository;

  beforeAll(async () => {
    database = await engine.fresh();
    const { layer } = database;
    entitlements = new SqlEntitlementRepository(layer);
    for (const user of ['holder', 'other', 'plain']) await insertBareUser(layer, user);
    await layer
      .insertInto('companies')
      .values([company(ACME), company(BETA), company(GAMMA)])
      .execute();
    await layer
      .insertInto('entitlements')
      .values([
        entitlementRow('holder', 294, ACME, {
          product_name: 'Credit Insights',
          product_id: 11,
          pla_accepted: 0,
          assets_ready: 1,
        }),
        entitlementRow('holder', 154, null, {
          product_name: 'Duns Manager',
          status: 'trial',
          trial_ends_at: 1_800_000_000,
          new_feature: 1,
        }),
        entitlementRow('holder', 252, BETA, { product_name: 'Credit Monitor' }),
        entitlementRow('holder', 274, GAMMA, {
          product_name: 'Registered Seal',
          status: 'pending',
        }),
        entitlementRow('holder', 306, ACME, { product_name: 'AAA Diploma', status: 'expired' }),
        entitlementRow('holder', 288, null, { product_name: 'Livelogo', status: 'pending' }),
        entitlementRow('other', 252, ACME, { product_name: 'Credit Monitor of another' }),
      ])
      .execute();
    await layer
      .insertInto('credibility_entitlements')
      .values([
        credibility('holder', ACME, 'legacy_found', 'Registered'),
        credibility('holder', null, 'pending_duns', 'Awaiting DUNS'),
        credibility('holder', BETA, 'legacy_found', 'Credibility Review'),
        credibility('other', ACME, 'legacy_found', 'Of another'),
      ])
      .execute();
    await layer
      .insertInto('dfc_entitlements')
      .values([
        creditFile('holder', 'DFC-3', BETA, 1_700_000_300),
        creditFile('holder', 'DFC-1', null, 1_700_000_100),
        creditFile('holder', 'DFC-2', ACME, 1_700_000_200),
        creditFile('other', 'DFC-9', ACME, 1_700_000_900),
      ])
      .execute();
  });
  afterAll(() => database.close());

  it.each(scopes)(
    'reads in scope %s the user’s rows, with the ones tied to no company, as inserted',
    async (_name, scope, products, titles, cases) => {
      const found = await entitlements.products('holder', scope);
      expect(found.map((product) => product.productName)).toEqual(products);
      const credible = await entitlements.credibilityEntitlements('holder', scope);
      expect(credible.map((entry) => entry.title)).toEqual(titles);
      const files = await entitlements.creditFileCases('holder', scope);
      expect(files.map((file) => file.caseId)).toEqual(cases);
    },
  );

  it('maps the stored product flags and keeps a trial’s end as stored', async () => {
    const found = await entitlements.products('holder', ofCompany(ACME));
    expect(found.slice(0, 2)).toEqual([
      {
        appId: 294,
        productId: 11,
        productName: 'Credit Insights',
        duns: ACME,
        status: 'active',
        plaAccepted: false,
        trialEndsAt: null,
        assetsReady: true,
        newFeature: false,
      },
      {
        appId: 154,
        productId: null,
        productName: 'Duns Manager',
        duns: null,
        status: 'trial',
        plaAccepted: true,
        trialEndsAt: 1_800_000_000,
        assetsReady: false,
        newFeature: true,
      },
    ]);
    expect(await entitlements.products('plain', ALL)).toEqual([]);
  });

  it('reads credibility entries and credit-file cases as stored', async () => {
    expect(await entitlements.credibilityEntitlements('holder', ofCompany(BETA))).toEqual([
      { type: 'pending_duns', displayDuns: '', title: 'Awaiting DUNS' },
      { type: 'legacy_found', displayDuns: BETA, title: 'Credibility Review' },
    ]);
    expect(await entitlements.creditFileCases('holder', ofCompany(ACME))).toEqual([
      {
        caseId: 'DFC-1',
        duns: null,
        productName: 'Credit file DFC-1',
        status: 'processing',
        createdAt: 1_700_000_100,
      },
      {
        caseId: 'DFC-2',
        duns: ACME,
        productName: 'Credit file DFC-2',
        status: 'processing',
        createdAt: 1_700_000_200,
      },
    ]);
    expect(await entitlements.creditFileCases('other', NO_COMPANY)).toEqual([]);
  });

  it('never reads another user’s rows, nor another company’s', async () => {
    expect(
      (await entitlements.products('other', ofCompany(BETA))).map((product) => product.duns),
    ).toEqual([]);
    expect(
      (await entitlements.products('other', ALL)).map((product) => product.productName),
    ).toEqual(['Credit Monitor of another']);
    expect(await entitlements.credibilityEntitlements('holder', ofCompany(GAMMA))).toEqual([
      { type: 'pending_duns', displayDuns: '', title: 'Awaiting DUNS' },
    ]);
    expect((await entitlements.creditFileCases('other', ALL)).map((file) => file.caseId)).toEqual([
      'DFC-9',
    ]);
  });

  it('lists the DUNS numbers of the entitlements not pending, each once, sorted', async () => {
    expect(await entitlements.associatedDuns('holder')).toEqual([BETA, ACME]);
    expect(await entitlements.associatedDuns('other')).toEqual([ACME]);
    expect(await entitlements.associatedDuns('plain')).toEqual([]);
  });

  it('tells whether the user has an entitlement pending', async () => {
    expect(await entitlements.hasPendingEntitlement('holder')).toBe(true);
    expect(await entitlements.hasPendingEntitlement('other')).toBe(false);
    expect(await entitlements.hasPendingEntitlement('plain')).toBe(false);
  });
});
