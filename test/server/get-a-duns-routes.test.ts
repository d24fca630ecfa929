import * as E from 'fp-ts/Either';
import { generateDirectory } from '../../server/get-a-duns/company-directory';
import { EntitlementObjectCodec } from '../../src/adapters/http/entitlement-queries.codecs';
import { toCompanyEntitlements } from '../../src/adapters/http/entitlement-queries.mapping';
import {
  companiesOf,
  dunsApplicationProgressOf,
} from '../../src/application/frame/assigned-companies';
import { companyList, pendingCompanyReason } from '../../src/domain/companies/company-list';
import { startTestServer, type TestServer } from './test-server';

jest.setTimeout(60_000);

// Asymmetric matchers are typed `any`; name them once with the type they stand for.
const aString = expect.any(String) as unknown as string;
const anErrorBody = { error: aString, message: aString };

interface FoundCompany {
  readonly dunsNumber: string;
  readonly businessName: string;
  readonly zipCode: string;
  readonly encryptedDuns: string;
}

/**
 * The company selector's list, as the portal makes it from this entitlement object: its own codec,
 * mapping and §4 rule (D-ASSOC-2 chooses the object's fields so that these show the placeholder).
 */
const portalCompanyList = (wire: unknown): string[] => {
  const decoded = EntitlementObjectCodec.decode(wire);
  if (E.isLeft(decoded)) throw new Error('the portal cannot decode this entitlement object');
  const entitlements = toCompanyEntitlements(decoded.right);
  return companyList(
    companiesOf(entitlements),
    entitlements,
    dunsApplicationProgressOf(entitlements),
  ).map((company) => company.summary.businessName);
};

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SEED_COMPANY_COUNT: '1000' });
});
afterAll(() => t.close());

const search = async (body: unknown, headers?: Record<string, string>) =>
  t.call('POST', '/services/GAD/companySearch', {
    headers: headers ?? (await t.signIn('usr-us-owner')).writeHeaders,
    body,
  });

const found = async (businessName: string, zipCode: string): Promise<FoundCompany[]> => {
  const answer = await search({ businessName, zipCode });
  expect(answer.status).toBe(200);
  return (answer.json as { companies: FoundCompany[] }).companies;
};

describe('POST /services/GAD/companySearch', () => {
  it('finds a persona company in the seeded directory, with an encrypted DUNS, uncached', async () => {
    const answer = await search({ businessName: 'Blue Ridge', zipCode: '28801' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { companies } = answer.json as { companies: FoundCompany[] };
    expect(companies[0]).toEqual({
      dunsNumber: '060704780',
      businessName: 'blue Ridge Bakery Inc',
      tradeName: 'Blue Ridge Bakery',
      streetAddress: '12 Orchard Lane',
      city: 'Asheville',
      state: 'NC',
      zipCode: '28801',
      encryptedDuns: aString,
    });
  });

  it('searches the 1000 synthetic companies seeded on first start, only in the given ZIP', async () => {
    const sample = generateDirectory(1000)[999];
    if (!sample) throw new Error('no sample company');
    const companies = await found(sample.businessName, sample.zipCode);
    expect(companies.map((company) => company.dunsNumber)).toContain(sample.dunsNumber);
    expect(companies.every((company) => company.zipCode === sample.zipCode)).toBe(true);
    expect(companies.length).toBeLessThanOrEqual(20);
  });

  it('answers 200 with an empty list when nothing matches', async () => {
    const answer = await search({ businessName: 'Zzyzx Nonesuch', zipCode: '28801' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ companies: [] });
  });

  it.each([
    ['a name shorter than 3 characters', { businessName: 'ab', zipCode: '28801' }],
    ['a name of spaces', { businessName: '     ', zipCode: '28801' }],
    ['a 4-digit ZIP', { businessName: 'Blue Ridge', zipCode: '2880' }],
    ['a ZIP+4', { businessName: 'Blue Ridge', zipCode: '28801-1234' }],
    ['a missing ZIP', { businessName: 'Blue Ridge' }],
    ['an unknown field', { businessName: 'Blue Ridge', zipCode: '28801', country: 'US' }],
  ])('answers 400 for %s', async (_name, body) => {
    const answer = await search(body);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(anErrorBody);
  });

  it('answers 401 without a session and 403 without the CSRF header', async () => {
    const body = { businessName: 'Blue Ridge', zipCode: '28801' };
    const anonymous = await t.call('POST', '/services/GAD/companySearch', {
      headers: { origin: t.baseUrl },
      body,
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ error: 'UNAUTHENTICATED', message: aString });
    const noCsrf = await search(body, (await t.signIn('usr-us-owner')).headers);
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.json).toEqual({ error: 'CSRF_TOKEN_INVALID', message: aString });
  });
});

describe('GET /services/entitlements/getNewDFCCase?flow=GAD', () => {
  const insertUser = (id: string): void => {
    t.db
      .prepare(
        `INSERT INTO users (id, email, first_name, last_name, country_code, language_preference, password_hash,
         password_changed_at, created_at) VALUES (?, ?, 'Jamie', 'Rivera', 'US', 'en-us', 'x', 0, 0)`,
      )
      .run(id, `${id}@example.com`);
  };

  it('starts a pending application, returns the same one again, and issues a DUNS once its time has passed', async () => {
    insertUser('usr-gad-applicant');
    const { headers } = await t.signIn('usr-gad-applicant');
    const url =
      '/services/entitlements/getNewDFCCase?flow=GAD&businessName=Rivera%20Ceramics&zipCode=28801';
    const first = await t.call('GET', url, { headers });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const started = first.json as {
      caseId: string;
      status: string;
      submittedAt: string;
      dunsNumber?: string;
    };
    expect(started).toEqual({
      caseId: aString,
      status: 'pending',
      submittedAt: aString,
      businessName: 'Rivera Ceramics',
    });
    expect(Date.now() - Date.parse(started.submittedAt)).toBeLessThan(60_000);

    const again = await t.call('GET', '/services/entitlements/getNewDFCCase?flow=GAD', { headers });
    expect(again.json).toMatchObject({ caseId: started.caseId, status: 'pending' });

    // What `npm run demo:advance -- --days 10` does: the application was submitted 10 days ago.
    t.db
      .prepare(
        'UPDATE gad_duns_applications SET submitted_at = submitted_at - 10 * 86400 WHERE user_id = ?',
      )
      .run('usr-gad-applicant');
    expect(
      (await t.call('GET', '/services/entitlements/getNewDFCCase?flow=GAD', { headers })).json,
    ).toMatchObject({
      caseId: started.caseId,
      status: 'processing',
    });

    t.db
      .prepare(
        'UPDATE gad_duns_applications SET submitted_at = submitted_at - 40 * 86400 WHERE user_id = ?',
      )
      .run('usr-gad-applicant');
    const issued = (
      await t.call('GET', '/services/entitlements/getNewDFCCase?flow=GAD', { headers })
    ).json as {
      status: string;
      dunsNumber: string;
      encryptedDuns: string;
    };
    expect(issued).toMatchObject({ caseId: started.caseId, status: 'issued' });
    expect(issued.dunsNumber).toMatch(/^\d{9}$/);

    // The new company is the user's, as director, and the encrypted DUNS entitles products for it.
    const all = (await t.call('GET', '/services/entitlements/all', { headers })).json as {
      companyInfo: { dunsNumber: string; businessName: string; role: string }[];
    };
    expect(all.companyInfo).toContainEqual({
      dunsNumber: issued.dunsNumber,
      businessName: 'Rivera Ceramics',
      role: 'director',
      encryptedDuns: aString,
    });
    expect(await found('Rivera Ceramics', '28801')).toContainEqual(
      expect.objectContaining({ dunsNumber: issued.dunsNumber }),
    );
    const entitled = await t.call('POST', '/services/GAD/entitleProduct', {
      headers: (await t.signIn('usr-gad-applicant')).writeHeaders,
      body: { encrypted_duns: issued.encryptedDuns, app_id: 154, sales_channel: 'GAD' },
    });
    expect(entitled.status).toBe(200);
  });

  it('lists the application as a credit-file case until it is issued, then its company (D-GAD-ENTRY-1)', async () => {
    insertUser('usr-gad-case');
    const { headers } = await t.signIn('usr-gad-case');
    const entitlementObject = async () =>
      (await t.call('GET', '/services/entitlements/current', { headers })).json as {
        dfcEntitlements: { caseId: string; dunsNumber: null; status: string; createdAt: string }[];
        companyInfo: { businessName: string }[];
      };
    const pill = async () => {
      const wire = await entitlementObject();
      const decoded = EntitlementObjectCodec.decode(wire);
      if (E.isLeft(decoded)) throw new Error('the portal cannot decode this entitlement object');
      const entitlements = toCompanyEntitlements(decoded.right);
      return pendingCompanyReason(entitlements, dunsApplicationProgressOf(entitlements));
    };
    expect((await entitlementObject()).dfcEntitlements).toEqual([]);

    const started = (
      await t.call(
        'GET',
        '/services/entitlements/getNewDFCCase?flow=GAD&businessName=Case%20Pottery&zipCode=28801',
        {
          headers,
        },
      )
    ).json as { caseId: string; submittedAt: string };
    expect((await entitlementObject()).dfcEntitlements).toEqual([
      {
        caseId: started.caseId,
        dunsNumber: null,
        productName: 'Free DUNS number',
        status: 'pending',
        createdAt: started.submittedAt,
      },
    ]);
    expect(portalCompanyList(await entitlementObject())).toEqual(['(Company pending)']);
    await expect(pill()).resolves.toBe('dunsNumberCreationPending');

    const submittedDaysAgo = (days: number): void => {
      t.db
        .prepare(
          'UPDATE gad_duns_applications SET submitted_at = submitted_at - ? * 86400 WHERE user_id = ?',
        )
        .run(days, 'usr-gad-case');
    };
    submittedDaysAgo(10);
    expect((await entitlementObject()).dfcEntitlements).toMatchObject([
      { caseId: started.caseId, status: 'processing' },
    ]);
    await expect(pill()).resolves.toBe('dunsApplicationProcessing');

    // Reading the entitlements issues it when its time has come: the case goes, the company comes.
    submittedDaysAgo(40);
    const issued = await entitlementObject();
    expect(issued.dfcEntitlements).toEqual([]);
    expect(issued.companyInfo.map((company) => company.businessName)).toEqual(['Case Pottery']);
    expect(portalCompanyList(issued)).toEqual(['Case Pottery']);
  });

  it('answers 400 without flow=GAD and 401 without a session', async () => {
    const { headers } = await t.signIn('usr-us-owner');
    for (const url of [
      '/services/entitlements/getNewDFCCase',
      '/services/entitlements/getNewDFCCase?flow=OTHER',
      '/services/entitlements/getNewDFCCase?flow=GAD&zipCode=123',
    ]) {
      const answer = await t.call('GET', url, { headers });
      expect({ url, status: answer.status, json: answer.json }).toEqual({
        url,
        status: 400,
        json: anErrorBody,
      });
    }
    expect((await t.call('GET', '/services/entitlements/getNewDFCCase?flow=GAD')).status).toBe(401);
  });
});

describe('POST /services/GAD/entitleExistingDuns and /services/GAD/entitleProduct', () => {
  it('links the found company to the user and entitles the product; a second time is 409', async () => {
    insertPlainUser('usr-gad-claimer');
    const [company] = await found('Coastal Freight', '31401');
    if (!company) throw new Error('Coastal Freight not found');
    const { headers, writeHeaders } = await t.signIn('usr-gad-claimer');
    const body = { encrypted_duns: company.encryptedDuns, app_id: '288', sales_channel: 'GAD' };
    const answer = await t.call('POST', '/services/GAD/entitleExistingDuns', {
      headers: writeHeaders,
      body,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.json).toEqual({
      status: 'ENTITLED',
      dunsNumber: '150483782',
      appId: 288,
      productId: 24,
      productName: 'Livelogo',
      entitlementStatus: 'active',
      plaAccepted: true,
    });
    const all = (await t.call('GET', '/services/entitlements/all', { headers })).json as {
      companyInfo: { dunsNumber: string; role: string }[];
      vboEntitlements: { appId: number; dunsNumber: string }[];
    };
    expect(all.companyInfo).toContainEqual(
      expect.objectContaining({ dunsNumber: '150483782', role: 'member' }),
    );
    expect(all.vboEntitlements).toContainEqual(
      expect.objectContaining({ appId: 288, dunsNumber: '150483782' }),
    );

    const again = await t.call('POST', '/services/GAD/entitleProduct', {
      headers: writeHeaders,
      body,
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: 'ALREADY_ENTITLED', message: aString });
  });

  it('associates a DUNS (app 283) pending for a business day: the placeholder first, then the company and its notification (D-ASSOC-1)', async () => {
    insertPlainUser('usr-gad-associate');
    const [company] = await found('Blue Ridge Bakery', '28801');
    if (!company) throw new Error('Blue Ridge Bakery not found');
    const { headers, writeHeaders } = await t.signIn('usr-gad-associate');
    const body = { encrypted_duns: company.encryptedDuns, app_id: 283, sales_channel: 'GAD' };
    const answer = await t.call('POST', '/services/GAD/entitleExistingDuns', {
      headers: writeHeaders,
      body,
    });
    expect({ status: answer.status, json: answer.json }).toEqual({
      status: 200,
      json: {
        status: 'ENTITLED',
        dunsNumber: '060704780',
        appId: 283,
        productId: null,
        productName: 'Associate-a-DUNS',
        entitlementStatus: 'pending',
        plaAccepted: true,
      },
    });

    // Pending: pending entitlements exist (the portal's "(Company pending)" placeholder, spec §4),
    // and the company is not yet the user's.
    const pending = await t.call('GET', '/services/entitlements/current', { headers });
    expect(pending.json).toMatchObject({
      selectedDuns: null,
      companyInfo: [],
      vboAssociatedDuns: [],
      isPendingOwlEntitlementsAvailable: true,
    });
    expect(portalCompanyList(pending.json)).toEqual(['(Company pending)']);
    const placeholder = await t.call('GET', '/services/entitlements/getCompanyInfo?type=pending', {
      headers,
    });
    expect(placeholder.json).toMatchObject({
      isPendingOwlEntitlementsAvailable: true,
      companyDetails: { summary: { businessName: '(Company pending)' } },
    });
    expect(
      (
        await t.call('GET', '/services/entitlements/getCompanyInfo?dunsNumber=060704780', {
          headers,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', '/services/entitlements/get-entitlements-by-duns', {
          headers: writeHeaders,
          body: { dunsArray: ['060704780'] },
        })
      ).status,
    ).toBe(404);
    const listedWhilePending = (await t.call('GET', '/services/notifications', { headers }))
      .json as { notifications: { key: string }[] };
    expect(listedWhilePending.notifications).toEqual([]);
    const twice = await t.call('POST', '/services/GAD/entitleExistingDuns', {
      headers: writeHeaders,
      body,
    });
    expect({ status: twice.status, json: twice.json }).toEqual({
      status: 409,
      json: { error: 'ALREADY_ENTITLED', message: aString },
    });

    // What `npm run demo:advance -- --days 3` does: asked for 3 days ago, so a business day has
    // passed whatever today is.
    t.db
      .prepare(
        `UPDATE gad_entitlement_origins SET created_at = created_at - 3 * 86400
         WHERE entitlement_id IN (SELECT id FROM entitlements WHERE user_id = ?)`,
      )
      .run('usr-gad-associate');
    const resolved = await t.call('GET', '/services/entitlements/current', { headers });
    expect(resolved.json).toMatchObject({
      selectedDuns: '060704780',
      companyInfo: [
        { dunsNumber: '060704780', businessName: 'blue Ridge Bakery Inc', role: 'member' },
      ],
      vboAssociatedDuns: ['060704780'],
      vboEntitlements: [expect.objectContaining({ appId: 283, status: 'active' })],
      isPendingOwlEntitlementsAvailable: false,
    });
    expect(portalCompanyList(resolved.json)).toEqual(['blue Ridge Bakery Inc']);
    const details = await t.call(
      'GET',
      '/services/entitlements/getCompanyInfo?dunsNumber=060704780',
      { headers },
    );
    expect(details.status).toBe(200);
    const listed = (await t.call('GET', '/services/notifications', { headers })).json as {
      notifications: { key: string; type: string; cta: { url: string } | null }[];
    };
    expect(listed.notifications).toEqual([
      expect.objectContaining({
        key: 'company-associated',
        type: 'success',
        cta: expect.objectContaining({ url: '/companyDetails?duns=060704780' }) as unknown,
      }),
    ]);
    expect(
      (await t.call('POST', '/services/GAD/entitleExistingDuns', { headers: writeHeaders, body }))
        .status,
    ).toBe(409);
  });

  it('resolves a due association when the notifications are listed, before any entitlement call', async () => {
    insertPlainUser('usr-gad-associate-bell');
    const [company] = await found('Coastal Freight', '31401');
    const { headers, writeHeaders } = await t.signIn('usr-gad-associate-bell');
    const answer = await t.call('POST', '/services/GAD/entitleExistingDuns', {
      headers: writeHeaders,
      body: { encrypted_duns: company?.encryptedDuns, app_id: 283, sales_channel: 'GAD' },
    });
    expect(answer.json).toMatchObject({ entitlementStatus: 'pending' });
    t.db
      .prepare(
        `UPDATE gad_entitlement_origins SET created_at = created_at - 3 * 86400
         WHERE entitlement_id IN (SELECT id FROM entitlements WHERE user_id = ?)`,
      )
      .run('usr-gad-associate-bell');
    const listed = (await t.call('GET', '/services/notifications', { headers })).json as {
      notifications: { key: string }[];
      unreadCount: number;
    };
    expect(listed.notifications.map((notification) => notification.key)).toEqual([
      'company-associated',
    ]);
    expect(listed.unreadCount).toBe(1);
    expect(
      t.db
        .prepare('SELECT role FROM user_companies WHERE user_id = ? AND duns = ?')
        .get('usr-gad-associate-bell', '150483782'),
    ).toEqual({ role: 'member' });
  });

  it('entitles Credit Insights Free (294) pending its terms', async () => {
    const [company] = await found('Acme', '07078');
    const answer = await t.call('POST', '/services/GAD/entitleProduct', {
      headers: (await t.signIn('usr-us-owner')).writeHeaders,
      body: { encrypted_duns: company?.encryptedDuns, app_id: 294, sales_channel: 'GAD' },
    });
    // The owner already has Credit Insights (294) on Acme: one entitlement per app and company.
    expect(answer.status).toBe(409);
    const [other] = await found('Blue Ridge Bakery', '28801');
    const granted = await t.call('POST', '/services/GAD/entitleProduct', {
      headers: (await t.signIn('usr-us-owner')).writeHeaders,
      body: { encrypted_duns: other?.encryptedDuns, app_id: 294, sales_channel: 'GAD' },
    });
    expect(granted.status).toBe(200);
    expect(granted.json).toMatchObject({
      productId: 14706,
      productName: 'Credit Insights Free',
      plaAccepted: false,
    });
  });

  it.each([
    [
      'an undecryptable encrypted_duns',
      { encrypted_duns: 'bm90LWEtdG9rZW4', app_id: 154, sales_channel: 'GAD' },
      'DUNS_INVALID',
    ],
    [
      'a plain DUNS as encrypted_duns',
      { encrypted_duns: '060704780', app_id: 154, sales_channel: 'GAD' },
      'DUNS_INVALID',
    ],
    ['a missing app_id', { encrypted_duns: 'x', sales_channel: 'GAD' }, 'VALIDATION_ERROR'],
    [
      'an app_id that is not a number',
      { encrypted_duns: 'x', app_id: 'abc', sales_channel: 'GAD' },
      'VALIDATION_ERROR',
    ],
  ])('answers 400 for %s', async (_name, body, error) => {
    for (const path of ['/services/GAD/entitleExistingDuns', '/services/GAD/entitleProduct']) {
      const answer = await t.call('POST', path, {
        headers: (await t.signIn('usr-us-owner')).writeHeaders,
        body,
      });
      expect({ path, status: answer.status, json: answer.json }).toEqual({
        path,
        status: 400,
        json: { error, message: aString },
      });
    }
  });

  it('answers 400 UNKNOWN_APP_ID for an app outside the catalogue', async () => {
    const [company] = await found('Blue Ridge Bakery', '28801');
    const answer = await t.call('POST', '/services/GAD/entitleProduct', {
      headers: (await t.signIn('usr-us-owner')).writeHeaders,
      body: { encrypted_duns: company?.encryptedDuns, app_id: 4242, sales_channel: 'GAD' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'UNKNOWN_APP_ID', message: aString });
  });

  it('answers 401 without a session and 403 without the CSRF header', async () => {
    insertPlainUser('usr-gad-refused');
    const [company] = await found('Blue Ridge Bakery', '28801');
    const body = { encrypted_duns: company?.encryptedDuns, app_id: 288, sales_channel: 'GAD' };
    for (const path of ['/services/GAD/entitleExistingDuns', '/services/GAD/entitleProduct']) {
      expect((await t.call('POST', path, { headers: { origin: t.baseUrl }, body })).status).toBe(
        401,
      );
      const noCsrf = await t.call('POST', path, {
        headers: (await t.signIn('usr-gad-refused')).headers,
        body,
      });
      expect(noCsrf.status).toBe(403);
    }
    // The refused calls neither linked the company nor entitled anything.
    const counts = t.db
      .prepare(
        `SELECT (SELECT count(*) FROM entitlements WHERE user_id = @user) AS entitlements,
           (SELECT count(*) FROM user_companies WHERE user_id = @user) AS companies`,
      )
      .get({ user: 'usr-gad-refused' });
    expect(counts).toEqual({ entitlements: 0, companies: 0 });
  });
});

describe('POST /services/entitlements/entitleFreemium', () => {
  it('starts the 14-day credit-monitor preview in GB with the days left; a second one is 409', async () => {
    insertPlainUser('usr-gad-trial');
    const [company] = await found('Blue Ridge Bakery', '28801');
    const body = {
      app_id: 252,
      encrypted_duns: company?.encryptedDuns,
      country_id: 'GB',
      sales_channel: 'freemium',
    };
    const answer = await t.call('POST', '/services/entitlements/entitleFreemium', {
      headers: (await t.signIn('usr-gad-trial')).writeHeaders,
      body,
    });
    expect(answer.status).toBe(200);
    const trial = answer.json as { trialEndsAt: string; daysLeft: number };
    expect(trial).toEqual({
      status: 'ENTITLED',
      dunsNumber: '060704780',
      appId: 252,
      productId: 14707,
      productName: 'Credit Monitor Preview',
      entitlementStatus: 'trial',
      plaAccepted: false,
      trialEndsAt: aString,
      daysLeft: 14,
    });
    expect(Math.round((Date.parse(trial.trialEndsAt) - Date.now()) / 86_400_000)).toBe(14);
    const again = await t.call('POST', '/services/entitlements/entitleFreemium', {
      headers: (await t.signIn('usr-gad-trial')).writeHeaders,
      body,
    });
    expect(again.status).toBe(409);
  });

  it('gives other trials 30 days', async () => {
    const [company] = await found('Coastal Freight', '31401');
    const answer = await t.call('POST', '/services/entitlements/entitleFreemium', {
      headers: (await t.signIn('usr-gad-trial')).writeHeaders,
      body: {
        app_id: '253',
        encrypted_duns: company?.encryptedDuns,
        country_id: 'US',
        sales_channel: 'freemium',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      productName: 'ZETA',
      entitlementStatus: 'trial',
      daysLeft: 30,
    });
  });

  it('answers 400 for bad input, 401 without a session, 403 without CSRF', async () => {
    const [company] = await found('Coastal Freight', '31401');
    const good = {
      app_id: 231,
      encrypted_duns: company?.encryptedDuns,
      country_id: 'US',
      sales_channel: 'freemium',
    };
    const path = '/services/entitlements/entitleFreemium';
    const writeHeaders = (await t.signIn('usr-gad-trial')).writeHeaders;
    for (const body of [
      { ...good, country_id: 'USA' },
      { ...good, encrypted_duns: 'tampered' },
      { ...good, app_id: 1 },
    ]) {
      const answer = await t.call('POST', path, { headers: writeHeaders, body });
      expect({ body, status: answer.status, json: answer.json }).toEqual({
        body,
        status: 400,
        json: anErrorBody,
      });
    }
    expect(
      (await t.call('POST', path, { headers: { origin: t.baseUrl }, body: good })).status,
    ).toBe(401);
    expect(
      (
        await t.call('POST', path, {
          headers: (await t.signIn('usr-gad-trial')).headers,
          body: good,
        })
      ).status,
    ).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('lists the Get-a-DUNS calls under the gad tag, with their error answers', async () => {
    const document = (await t.call('GET', '/services/docs/json')).json as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; responses: Record<string, unknown> }>
      >;
    };
    const operations = [
      ['/services/GAD/companySearch', 'post', ['200', '400', '401', '403']],
      ['/services/entitlements/getNewDFCCase', 'get', ['200', '400', '401']],
      ['/services/GAD/entitleExistingDuns', 'post', ['200', '400', '401', '403', '404', '409']],
      ['/services/GAD/entitleProduct', 'post', ['200', '400', '401', '403', '404', '409']],
      [
        '/services/entitlements/entitleFreemium',
        'post',
        ['200', '400', '401', '403', '404', '409'],
      ],
    ] as const;
    for (const [path, method, codes] of operations) {
      const operation = document.paths[path]?.[method];
      expect({ path, tags: operation?.tags }).toEqual({ path, tags: ['gad'] });
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining([...codes]));
    }
  });
});

function insertPlainUser(id: string): void {
  t.db
    .prepare(
      `INSERT INTO users (id, email, first_name, last_name, country_code, language_preference, password_hash,
       password_changed_at, created_at) VALUES (?, ?, 'Sam', 'Okafor', 'US', 'en-us', 'x', 0, 0)`,
    )
    .run(id, `${id}@example.com`);
}
