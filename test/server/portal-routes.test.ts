import { startTestServer, type TestServer } from './test-server';

jest.setTimeout(90_000);

const aString = expect.any(String) as unknown as string;
const anErrorBody = { error: aString, message: aString };
const base64 = (text: string): string => Buffer.from(text, 'latin1').toString('base64');

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SEED_COMPANY_COUNT: '1000' });
});
afterAll(() => t.close());

const owner = () => t.signIn('usr-us-owner');

interface EntitlementAnswer {
  selectedDuns: string | null;
  companyInfo: { dunsNumber: string; businessName: string; role: string }[];
  vboEntitlements: {
    product_name: string;
    dunsNumber: string | null;
    plaAccepted: boolean;
    status: string;
    trialDaysLeft?: number;
  }[];
  credibilityEntitlements: unknown[];
  vboAssociatedDuns: string[];
  dfcEntitlements: unknown[];
  pla: { accepted_tos: boolean; pla_content: string };
  isPendingOwlEntitlementsAvailable: boolean;
}

describe('the OpenAPI document', () => {
  it('lists every portal path', async () => {
    const answer = await t.call('GET', '/services/docs/json');
    const paths = Object.keys((answer.json as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/services/entitlements/get-entitlements-by-duns',
        '/services/entitlements/current',
        '/services/entitlements/getCompanyInfo',
        '/services/entitlements/assigned',
        '/services/entitlements/legal-terms',
        '/services/entitlements/pla',
        '/services/entitlements/getNavigateUrl',
        '/services/entitlements/marketing-hub/sso',
        '/services/entitlements/decode',
        '/services/auth/accessSubscriptions',
        '/services/auth/orders',
        '/services/auth/subscriptions',
      ]),
    );
    expect(paths.some((path) => path.startsWith('/demo-product'))).toBe(false);
  });
});

describe('without a session every portal call is 401', () => {
  it.each([
    ['GET', '/services/entitlements/current'],
    ['GET', '/services/entitlements/getCompanyInfo?dunsNumber=804735132'],
    ['GET', '/services/entitlements/assigned'],
    ['GET', '/services/entitlements/legal-terms'],
    ['GET', `/services/entitlements/decode?payload=${base64('app_id=1')}`],
    ['GET', '/services/auth/accessSubscriptions?subscriber_number=SUB-804735132-252&app_id=252'],
    ['GET', '/services/auth/orders'],
    ['GET', '/services/auth/subscriptions'],
  ])('%s %s', async (method, url) => {
    const answer = await t.call(method, url);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(anErrorBody);
  });

  it.each([
    ['POST', '/services/entitlements/get-entitlements-by-duns', { dunsArray: ['804735132'] }],
    ['PUT', '/services/entitlements/pla', { dunsNumber: '804735132', appId: 252, accepted: true }],
    [
      'POST',
      '/services/entitlements/getNavigateUrl',
      { applicationId: 294, dunsNumber: '804735132' },
    ],
    [
      'POST',
      '/services/entitlements/marketing-hub/sso',
      { dunsNumber: '804735132', DUNSList: [], noDunsFlow: false, pendingDuns: false },
    ],
  ])('%s %s, and 403 with a session but without the CSRF header', async (method, url, body) => {
    expect((await t.call(method, url, { body })).status).toBe(401);
    const answer = await t.call(method, url, { headers: (await owner()).headers, body });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ error: 'CSRF_TOKEN_INVALID' });
  });
});

describe('the entitlement object', () => {
  it('POST get-entitlements-by-duns answers the company’s object, no-store', async () => {
    const answer = await t.call('POST', '/services/entitlements/get-entitlements-by-duns', {
      headers: (await owner()).writeHeaders,
      body: { dunsArray: ['804735132'] },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const object = answer.json as EntitlementAnswer;
    expect(object.selectedDuns).toBe('804735132');
    expect(object.companyInfo.map((company) => company.dunsNumber)).toEqual([
      '804735132',
      '060704780',
      '150483782',
    ]);
    expect(object.vboEntitlements.map((product) => product.product_name)).toEqual([
      'Credit Insights',
      'Credit Monitor',
      'Registered Seal',
      'Duns Manager and Profile Manager',
    ]);
    expect(object.pla.accepted_tos).toBe(true);
    expect(object.isPendingOwlEntitlementsAvailable).toBe(false);
  });

  it.each([
    ['no DUNS', { dunsArray: [] }],
    ['two DUNS numbers', { dunsArray: ['804735132', '060704780'] }],
    ['a DUNS as a number', { dunsArray: [804735132] }],
    ['an eight-digit DUNS', { dunsArray: ['12345678'] }],
    ['an unknown field', { dunsArray: ['804735132'], extra: 1 }],
  ])('get-entitlements-by-duns with %s → 400', async (_name, body) => {
    const answer = await t.call('POST', '/services/entitlements/get-entitlements-by-duns', {
      headers: (await owner()).writeHeaders,
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(anErrorBody);
  });

  it('a DUNS the user is not linked to → 404, the same for an existing and a non-existing company', async () => {
    const ask = async (duns: string) =>
      t.call('POST', '/services/entitlements/get-entitlements-by-duns', {
        headers: (await owner()).writeHeaders,
        body: { dunsArray: [duns] },
      });
    const other = await ask('079942718');
    const none = await ask('999999999');
    expect(other.status).toBe(404);
    expect(other.json).toEqual(none.json);
    expect(other.json).toMatchObject({ error: 'COMPANY_NOT_FOUND' });
  });

  it("get-entitlements-by-duns answers the user's other company", async () => {
    const answer = await t.call('POST', '/services/entitlements/get-entitlements-by-duns', {
      headers: (await owner()).writeHeaders,
      body: { dunsArray: ['060704780'] },
    });
    expect(answer.status).toBe(200);
    expect(
      (answer.json as EntitlementAnswer).vboEntitlements.map((product) => product.product_name),
    ).toEqual(['AAA Diploma', 'Registered Seal']);
  });

  it('GET current answers the default company, or no company for a user without one', async () => {
    const answer = await t.call('GET', '/services/entitlements/current', {
      headers: (await owner()).headers,
    });
    expect((answer.json as EntitlementAnswer).selectedDuns).toBe('804735132');
    const pending = await t.call('GET', '/services/entitlements/current', {
      headers: (await t.signIn('usr-pending-duns')).headers,
    });
    const object = pending.json as EntitlementAnswer;
    expect(object.selectedDuns).toBeNull();
    expect(object.isPendingOwlEntitlementsAvailable).toBe(true);
    expect(object.credibilityEntitlements).toHaveLength(1);
    expect(object.dfcEntitlements).toHaveLength(1);
  });

  it('the UK trial shows its days left', async () => {
    const answer = await t.call('GET', '/services/entitlements/current', {
      headers: (await t.signIn('usr-uk-trial')).headers,
    });
    expect((answer.json as EntitlementAnswer).vboEntitlements[0]).toMatchObject({
      status: 'trial',
      trialDaysLeft: 14,
    });
  });

  it('GET /entitlements/all still answers companyInfo and vboEntitlements for the portal', async () => {
    const answer = await t.call('GET', '/services/entitlements/all', {
      headers: (await owner()).headers,
    });
    const object = answer.json as EntitlementAnswer;
    expect(object.companyInfo).toContainEqual({
      dunsNumber: '804735132',
      businessName: 'Acme Analytics LLC',
      role: 'director',
      encryptedDuns: aString,
    });
    expect(object.vboEntitlements).toHaveLength(6);
  });
});

describe('product news, the CreditSignal flag and the sealed DUNS (D-DASH-7, D-DASH-8)', () => {
  interface NewsAnswer {
    companyInfo: { dunsNumber: string; encryptedDuns?: string }[];
    vboEntitlements: { appId: number; assetsReady: boolean; newFeature: boolean }[];
    isCreditSignalMigrated: boolean;
  }
  const objectOf = async (userId: string): Promise<NewsAnswer> =>
    (
      await t.call('GET', '/services/entitlements/current', {
        headers: (await t.signIn(userId)).headers,
      })
    ).json as NewsAnswer;
  const newsOf = async (userId: string) =>
    (await objectOf(userId)).vboEntitlements.map(({ appId, assetsReady, newFeature }) => ({
      appId,
      assetsReady,
      newFeature,
    }));

  it('a product’s news shows until the product is opened through getNavigateUrl', async () => {
    expect(await newsOf('usr-us-news')).toEqual([
      { appId: 274, assetsReady: true, newFeature: false },
      { appId: 252, assetsReady: false, newFeature: true },
      { appId: 337, assetsReady: false, newFeature: false },
    ]);
    const opened = await t.call('POST', '/services/entitlements/getNavigateUrl', {
      headers: (await t.signIn('usr-us-news')).writeHeaders,
      body: { applicationId: 274, dunsNumber: '150483782' },
    });
    expect(opened.status).toBe(200);
    expect(await newsOf('usr-us-news')).toEqual([
      { appId: 274, assetsReady: false, newFeature: false },
      { appId: 252, assetsReady: false, newFeature: true },
      { appId: 337, assetsReady: false, newFeature: false },
    ]);
  });

  it.each([
    ['usr-creditsignal', true],
    ['usr-us-owner', false],
  ])('%s: isCreditSignalMigrated is %s', async (userId, migrated) => {
    expect((await objectOf(userId)).isCreditSignalMigrated).toBe(migrated);
  });

  it('each company carries its sealed DUNS, which entitleFreemium takes (the preview offer)', async () => {
    const [company] = (await objectOf('usr-ie-trial')).companyInfo;
    expect(company?.dunsNumber).toBe('985123456');
    const answer = await t.call('POST', '/services/entitlements/entitleFreemium', {
      headers: (await t.signIn('usr-ie-trial')).writeHeaders,
      body: {
        app_id: 252,
        encrypted_duns: company?.encryptedDuns,
        country_id: 'IE',
        sales_channel: 'freemium',
      },
    });
    expect(answer.json).toMatchObject({ dunsNumber: '985123456', productId: 14707, daysLeft: 14 });
  });
});

describe('GET getCompanyInfo', () => {
  it('answers the entitlement object and the company record', async () => {
    const answer = await t.call(
      'GET',
      '/services/entitlements/getCompanyInfo?dunsNumber=804735132&type=normal',
      {
        headers: (await owner()).headers,
      },
    );
    expect(answer.status).toBe(200);
    const body = answer.json as EntitlementAnswer & {
      companyDetails: {
        summary: { businessName: string };
        scoring: { paydex: number };
        profileDetails: { dunsNumber: string };
      };
    };
    expect(body.selectedDuns).toBe('804735132');
    expect(body.companyDetails.summary.businessName).toBe('Acme Analytics LLC');
    expect(body.companyDetails.scoring.paydex).toBe(80);
    expect(body.companyDetails.profileDetails.dunsNumber).toBe('804735132');
  });

  it('type=pending answers the "(Company pending)" placeholder', async () => {
    const answer = await t.call('GET', '/services/entitlements/getCompanyInfo?type=pending', {
      headers: (await t.signIn('usr-pending-duns')).headers,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      selectedDuns: null,
      companyDetails: {
        summary: { businessName: '(Company pending)' },
        profileDetails: { dunsNumber: '' },
      },
    });
  });

  it.each([
    ['no DUNS for a normal company', ''],
    ['an unknown type', '?dunsNumber=804735132&type=other'],
    ['a bad DUNS', '?dunsNumber=80473513'],
  ])('%s → 400', async (_name, query) => {
    const answer = await t.call('GET', `/services/entitlements/getCompanyInfo${query}`, {
      headers: (await owner()).headers,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(anErrorBody);
  });

  it('another user’s idaas_uuid → 403; a company not linked → 404', async () => {
    const mismatch = await t.call(
      'GET',
      '/services/entitlements/getCompanyInfo?dunsNumber=804735132&idaas_uuid=usr-uk-trial',
      {
        headers: (await owner()).headers,
      },
    );
    expect(mismatch.status).toBe(403);
    const own = await t.call(
      'GET',
      '/services/entitlements/getCompanyInfo?dunsNumber=804735132&idaas_uuid=usr-us-owner',
      {
        headers: (await owner()).headers,
      },
    );
    expect(own.status).toBe(200);
    const notLinked = await t.call(
      'GET',
      '/services/entitlements/getCompanyInfo?dunsNumber=216540793',
      { headers: (await owner()).headers },
    );
    expect(notLinked.status).toBe(404);
  });
});

describe('assigned products, legal terms and the PLA decision', () => {
  it('assigned lists every product with its company name', async () => {
    const answer = await t.call('GET', '/services/entitlements/assigned', {
      headers: (await owner()).headers,
    });
    expect(answer.status).toBe(200);
    const { entitlements } = answer.json as {
      entitlements: { product_name: string; businessName: string | null }[];
    };
    expect(entitlements).toContainEqual(
      expect.objectContaining({
        product_name: 'AAA Diploma',
        businessName: 'blue Ridge Bakery Inc',
      }),
    );
  });

  it('terms.pending: pending terms, accepting them over PUT pla, then they show accepted with a date', async () => {
    const user = await t.signIn('usr-terms-pending');
    const before = await t.call('GET', '/services/entitlements/legal-terms', {
      headers: user.headers,
    });
    expect((before.json as { productTerms: { status: string }[] }).productTerms[0]).toMatchObject({
      status: 'pending',
    });
    const decided = await t.call('PUT', '/services/entitlements/pla', {
      headers: user.writeHeaders,
      body: { dunsNumber: '079942718', appId: 294, accepted: true },
    });
    expect(decided.status).toBe(200);
    expect(decided.json).toMatchObject({
      plaAccepted: true,
      version: '4.2',
      accessAvailable: true,
    });
    const after = await t.call('GET', '/services/entitlements/legal-terms', {
      headers: user.headers,
    });
    expect(
      (after.json as { productTerms: { status: string; decidedAt: string | null }[] })
        .productTerms[0],
    ).toEqual(expect.objectContaining({ status: 'accepted', decidedAt: aString }));
    const object = await t.call('GET', '/services/entitlements/current', { headers: user.headers });
    expect((object.json as EntitlementAnswer).pla.accepted_tos).toBe(true);
  });

  it('PUT pla: bad input 400, a company not linked 404, a product not held 404', async () => {
    const call = async (body: unknown) =>
      t.call('PUT', '/services/entitlements/pla', { headers: (await owner()).writeHeaders, body });
    expect((await call({ dunsNumber: '804735132', appId: 252 })).status).toBe(400);
    expect((await call({ dunsNumber: '804735132', appId: '252', accepted: true })).status).toBe(
      400,
    );
    expect(
      (await call({ dunsNumber: '079942718', appId: 294, accepted: true })).json,
    ).toMatchObject({ error: 'COMPANY_NOT_FOUND' });
    expect(
      (await call({ dunsNumber: '060704780', appId: 252, accepted: true })).json,
    ).toMatchObject({ error: 'PRODUCT_NOT_FOUND' });
  });
});

describe('product hand-offs and the demo product page', () => {
  it('getNavigateUrl points to the demo page, which names the product and the company', async () => {
    const user = await owner();
    const answer = await t.call('POST', '/services/entitlements/getNavigateUrl', {
      headers: user.writeHeaders,
      body: { applicationId: 294, dunsNumber: '804735132', productName: 'Credit Insights' },
    });
    expect(answer.status).toBe(200);
    const { url } = answer.json as { url: string };
    expect(url).toBe(`${t.baseUrl}/demo-product/294?duns=804735132`);
    const page = await t.call('GET', url.slice(t.baseUrl.length), { headers: user.headers });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Credit Insights');
    expect(page.text).toContain('Acme Analytics LLC (DUNS number 804735132)');
    const anonymous = await t.call('GET', url.slice(t.baseUrl.length));
    expect(anonymous.status).toBe(200);
    expect(anonymous.text).not.toContain('Acme Analytics');
    expect(anonymous.text).toContain('804735132');
  });

  it('getNavigateUrl refuses a product the user lacks, unaccepted terms, a company not linked and conflicting flags', async () => {
    const call = (headers: Record<string, string>, body: unknown) =>
      t.call('POST', '/services/entitlements/getNavigateUrl', { headers, body });
    expect(
      (await call((await owner()).writeHeaders, { applicationId: 306, dunsNumber: '804735132' }))
        .json,
    ).toMatchObject({
      error: 'NOT_ENTITLED',
    });
    // Declining the agreement closes the product (spec §4 "Declining product terms shows access unavailable").
    const termsUser = await t.signIn('usr-terms-pending');
    const declined = await t.call('PUT', '/services/entitlements/pla', {
      headers: termsUser.writeHeaders,
      body: { dunsNumber: '079942718', appId: 294, accepted: false },
    });
    expect(declined.json).toMatchObject({ plaAccepted: false, accessAvailable: false });
    const pending = await call(termsUser.writeHeaders, {
      applicationId: 294,
      dunsNumber: '079942718',
    });
    expect(pending.status).toBe(403);
    expect(pending.json).toMatchObject({ error: 'PLA_NOT_ACCEPTED' });
    expect(
      (await call((await owner()).writeHeaders, { applicationId: 294, dunsNumber: '079942718' }))
        .status,
    ).toBe(404);
    expect(
      (
        await call((await owner()).writeHeaders, {
          applicationId: 294,
          noDunsFlow: true,
          pendingDuns: true,
        })
      ).status,
    ).toBe(400);
    expect((await call((await owner()).writeHeaders, { applicationId: 294 })).status).toBe(400);
    expect(
      (await call((await owner()).writeHeaders, { applicationId: 'x', dunsNumber: '804735132' }))
        .status,
    ).toBe(400);
  });

  it('getNavigateUrl in the pending-DUNS flow', async () => {
    const answer = await t.call('POST', '/services/entitlements/getNavigateUrl', {
      headers: (await t.signIn('usr-pending-duns')).writeHeaders,
      body: { applicationId: 294, pendingDuns: true },
    });
    expect(answer.json).toEqual({ url: `${t.baseUrl}/demo-product/294?flow=pendingDuns` });
  });

  it('Marketing Hub SSO answers an ssoUrl; a DUNS in the list not linked → 404; bad input → 400', async () => {
    const call = async (body: unknown) =>
      t.call('POST', '/services/entitlements/marketing-hub/sso', {
        headers: (await owner()).writeHeaders,
        body,
      });
    const answer = await call({
      dunsNumber: '060704780',
      DUNSList: ['804735132', '060704780'],
      noDunsFlow: false,
      pendingDuns: false,
    });
    expect(answer.status).toBe(200);
    const { ssoUrl } = answer.json as { ssoUrl: string };
    expect(ssoUrl).toBe(`${t.baseUrl}/demo-product/marketing-hub?duns=060704780`);
    const page = await t.call('GET', ssoUrl.slice(t.baseUrl.length));
    expect(page.text).toContain('Marketing Hub');
    expect(
      (await call({ dunsNumber: '', DUNSList: [], noDunsFlow: true, pendingDuns: false })).json,
    ).toEqual({
      ssoUrl: `${t.baseUrl}/demo-product/marketing-hub?flow=noDuns`,
    });
    expect((await call({ dunsNumber: '060704780', DUNSList: ['079942718'] })).status).toBe(404);
    expect((await call({ dunsNumber: '', DUNSList: [] })).status).toBe(400);
    expect((await call({ dunsNumber: 60704780, DUNSList: [] })).status).toBe(400);
  });

  it('the demo page refuses an unknown product and malformed parameters, and escapes nothing it echoes raw', async () => {
    expect((await t.call('GET', '/demo-product/999')).status).toBe(404);
    expect((await t.call('GET', '/demo-product/%3Cscript%3E')).status).toBe(400);
    expect((await t.call('GET', '/demo-product/294?duns=%3Cb%3E')).status).toBe(400);
  });
});

describe('decode, accessSubscriptions, orders and subscriptions', () => {
  it('decode reads the deep link; a malformed payload → 400', async () => {
    const payload = base64(`duns=${base64('060704780')}&app_id=294`);
    const answer = await t.call(
      'GET',
      `/services/entitlements/decode?payload=${encodeURIComponent(payload)}`,
      {
        headers: (await owner()).headers,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ dunsNumber: '060704780', appId: 294 });
    const bad = await t.call('GET', '/services/entitlements/decode?payload=%2A%2A%2A', {
      headers: (await owner()).headers,
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: 'PAYLOAD_NOT_BASE64' });
    expect(
      (await t.call('GET', '/services/entitlements/decode', { headers: (await owner()).headers }))
        .status,
    ).toBe(400);
  });

  it('accessSubscriptions answers the demo URL of the user’s own subscription only', async () => {
    const answer = await t.call(
      'GET',
      '/services/auth/accessSubscriptions?subscriber_number=SUB-804735132-252&app_id=252',
      {
        headers: (await owner()).headers,
      },
    );
    expect(answer.json).toEqual({
      url: `${t.baseUrl}/demo-product/252?duns=804735132&subscriber=SUB-804735132-252`,
    });
    const other = await t.call(
      'GET',
      '/services/auth/accessSubscriptions?subscriber_number=SUB-804735132-252&app_id=252',
      {
        headers: (await t.signIn('usr-uk-trial')).headers,
      },
    );
    expect(other.status).toBe(404);
    const bad = await t.call(
      'GET',
      '/services/auth/accessSubscriptions?subscriber_number=SUB-1&app_id=abc',
      { headers: (await owner()).headers },
    );
    expect(bad.status).toBe(400);
  });

  it('orders and subscriptions of the persona', async () => {
    const orders = await t.call('GET', '/services/auth/orders', {
      headers: (await owner()).headers,
    });
    expect(orders.status).toBe(200);
    expect(
      (orders.json as { orders: { orderNumber: string }[] }).orders.map(
        (order) => order.orderNumber,
      ),
    ).toEqual(['ORD-2026-000517', 'ORD-2025-118902', 'ORD-2025-104233']);
    const subscriptions = await t.call('GET', '/services/auth/subscriptions', {
      headers: (await owner()).headers,
    });
    expect((subscriptions.json as { subscriptions: unknown[] }).subscriptions).toHaveLength(3);
    const empty = await t.call('GET', '/services/auth/orders', {
      headers: (await t.signIn('usr-new-user')).headers,
    });
    expect(empty.json).toEqual({ orders: [] });
  });
});
