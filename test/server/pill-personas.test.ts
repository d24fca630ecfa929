import * as E from 'fp-ts/Either';
import { EntitlementObjectCodec } from '../../src/adapters/http/entitlement-queries.codecs';
import { toCompanyEntitlements } from '../../src/adapters/http/entitlement-queries.mapping';
import { dunsApplicationProgressOf } from '../../src/application/frame/assigned-companies';
import { pendingCompanyReason } from '../../src/domain/companies/company-list';
import { startTestServer, type TestServer } from './test-server';

// Issue 30: the tile pills that only unit tests showed, from the data the API answers for the
// personas seeded to show them (server/seed/pill-personas.ts). What each pill needs is the
// portal's rule (src/domain/entitlements/tile-pill.ts, D-DOM-2, D-DASH-1); this checks that the
// backend's answer carries it, in the shape the portal reads.

jest.setTimeout(90_000);

interface EntitlementAnswer {
  readonly selectedDuns: string | null;
  readonly companyInfo: readonly unknown[];
  readonly credibilityEntitlements: readonly unknown[];
  readonly vboEntitlements: readonly {
    readonly appId: number;
    readonly product_name: string;
    readonly dunsNumber: string | null;
    readonly status: string;
    readonly plaAccepted: boolean;
  }[];
  readonly vboAssociatedDuns: readonly string[];
  readonly dfcEntitlements: readonly {
    readonly caseId: string;
    readonly dunsNumber: string | null;
    readonly status: string;
  }[];
  readonly isPendingOwlEntitlementsAvailable: boolean;
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** Why the portal shows the "(Company pending)" placeholder for this answer: its codec and rules. */
const placeholderReason = (answer: EntitlementAnswer) => {
  const decoded = EntitlementObjectCodec.decode(answer);
  if (E.isLeft(decoded)) throw new Error('the portal cannot decode this entitlement object');
  const entitlements = toCompanyEntitlements(decoded.right);
  return pendingCompanyReason(entitlements, dunsApplicationProgressOf(entitlements));
};

/** What the portal loads first for a user (the entitlement query without a DUNS number). */
const current = async (userId: string): Promise<EntitlementAnswer> => {
  const answer = await t.call('GET', '/services/entitlements/current', {
    headers: (await t.signIn(userId)).headers,
  });
  expect(answer.status).toBe(200);
  return answer.json as EntitlementAnswer;
};

describe('gad.processing@example.com: "DUNS application processing"', () => {
  it('has no company, a product waiting for its DUNS and a processing application', async () => {
    const object = await current('usr-gad-processing');
    expect(object).toMatchObject({ selectedDuns: null, companyInfo: [], vboAssociatedDuns: [] });
    expect(object.vboEntitlements).toEqual([
      expect.objectContaining({
        appId: 294,
        product_name: 'Credit Insights Free',
        dunsNumber: null,
        status: 'pending',
      }),
    ]);
    // The application's case: what makes dunsApplicationProgress "processing" (D-GAD-ENTRY-1).
    expect(object.dfcEntitlements).toEqual([
      expect.objectContaining({
        caseId: 'DFC-2026-000088',
        dunsNumber: null,
        status: 'processing',
      }),
    ]);
  });

  it('answers the same application when asked for it, with what was applied for', async () => {
    const answer = await t.call('GET', '/services/entitlements/getNewDFCCase?flow=GAD', {
      headers: (await t.signIn('usr-gad-processing')).headers,
    });
    expect(answer.json).toMatchObject({
      caseId: 'DFC-2026-000088',
      status: 'processing',
      businessName: 'Haddad Pottery Studio',
    });
  });
});

describe('add.company@example.com: "pending add your company"', () => {
  it('holds Registered Seal for no company, with no company and nothing pending', async () => {
    const object = await current('usr-add-company');
    expect(object).toMatchObject({
      selectedDuns: null,
      companyInfo: [],
      vboAssociatedDuns: [],
      credibilityEntitlements: [],
      dfcEntitlements: [],
      isPendingOwlEntitlementsAvailable: false,
    });
    expect(object.vboEntitlements).toEqual([
      expect.objectContaining({
        appId: 274,
        product_name: 'Registered Seal',
        dunsNumber: null,
        status: 'active',
        plaAccepted: true,
      }),
    ]);
  });

  it('bought it in the store for no company (its order names no DUNS)', async () => {
    const answer = await t.call('GET', '/services/auth/orders', {
      headers: (await t.signIn('usr-add-company')).headers,
    });
    expect(answer.json).toMatchObject({
      orders: [expect.objectContaining({ productName: 'Registered Seal', dunsNumber: null })],
    });
  });
});

describe('gad.incomplete@example.com: "DUNS application not complete"', () => {
  it('has a product waiting for its DUNS and an application started without a ZIP Code', async () => {
    const object = await current('usr-gad-incomplete');
    expect(object).toMatchObject({ selectedDuns: null, companyInfo: [] });
    expect(object.vboEntitlements).toEqual([
      expect.objectContaining({ appId: 294, dunsNumber: null, status: 'pending' }),
    ]);
    expect(object.dfcEntitlements).toEqual([
      expect.objectContaining({
        caseId: 'DFC-2026-000093',
        dunsNumber: null,
        status: 'notComplete',
      }),
    ]);
    expect(placeholderReason(object)).toBe('dunsApplicationNotComplete');
  });

  it('is completed by a ZIP Code: then pending, the DUNS number being created', async () => {
    const { headers } = await t.signIn('usr-gad-incomplete');
    const ask = async (query: string) =>
      (await t.call('GET', `/services/entitlements/getNewDFCCase?flow=GAD${query}`, { headers }))
        .json;
    expect(await ask('')).toMatchObject({
      caseId: 'DFC-2026-000093',
      status: 'notComplete',
      businessName: 'Santos Mobile Detailing',
    });
    expect(await ask('&zipCode=31401')).toMatchObject({
      caseId: 'DFC-2026-000093',
      status: 'pending',
      businessName: 'Santos Mobile Detailing',
    });
    const object = await current('usr-gad-incomplete');
    expect(object.dfcEntitlements).toEqual([
      expect.objectContaining({ caseId: 'DFC-2026-000093', status: 'pending' }),
    ]);
    expect(placeholderReason(object)).toBe('dunsNumberCreationPending');
  });
});
