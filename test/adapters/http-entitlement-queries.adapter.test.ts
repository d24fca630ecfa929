import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { HttpClient } from '../../src/adapters/http/http-client';
import { HttpEntitlementQueries } from '../../src/adapters/http/http-entitlement-queries.adapter';
import { HttpProductHandOffs } from '../../src/adapters/http/http-product-hand-offs.adapter';
import { HttpPurchaseHistory } from '../../src/adapters/http/http-purchase-history.adapter';
import { HttpTermsGateway } from '../../src/adapters/http/http-terms-gateway.adapter';
import type { ServiceError } from '../../src/application/ports/service-error';
import { pendingPlaceholderCompany } from '../../src/domain/companies/company';

interface Call {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/** A fake fetch answering `status`/`body` and recording each request. */
const fakeBackend = (status: number, body: unknown) => {
  const calls: Call[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    calls.push({
      url: input instanceof Request ? input.url : String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
  const http = new HttpClient({
    baseUrl: '/services',
    fetch: fetchFn,
    timeoutMs: 1000,
    csrfToken: () => 'csrf-1',
  });
  return { http, calls };
};

const entitlementObject = {
  selectedDuns: '804735132',
  companyInfo: [
    {
      dunsNumber: '804735132',
      businessName: 'Acme Analytics LLC',
      role: 'director',
      encryptedDuns: 'sealed-acme',
    },
    // An older backend without the sealed DUNS, the product news or the CreditSignal flag.
    { dunsNumber: '060704780', businessName: 'blue Ridge Bakery Inc', role: 'member' },
  ],
  credibilityEntitlements: [
    { type: 'pending_duns', displayDuns: '', title: 'Free DUNS number application' },
  ],
  vboEntitlements: [
    {
      appId: 294,
      productId: 27,
      product_name: 'Credit Insights',
      dunsNumber: '804735132',
      status: 'active',
      plaAccepted: true,
      assetsReady: true,
      newFeature: true,
    },
    {
      appId: 252,
      productId: null,
      product_name: 'Credit Monitor',
      dunsNumber: null,
      status: 'trial',
      plaAccepted: false,
      trialDaysLeft: 3,
    },
  ],
  vboAssociatedDuns: ['804735132'],
  dfcEntitlements: [
    {
      caseId: 'DFC-1',
      dunsNumber: null,
      productName: 'Free DUNS number',
      status: 'pending',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  pla: { accepted_tos: false, pla_content: 'Terms of use.' },
  isPendingOwlEntitlementsAvailable: true,
  isCreditSignalMigrated: true,
  unknownExtra: 'ignored',
};

const expectedEntitlements = {
  selectedDuns: '804735132',
  companyInfo: ['804735132', '060704780'],
  companies: [
    {
      duns: '804735132',
      businessName: 'Acme Analytics LLC',
      seniority: 'director',
      encryptedDuns: 'sealed-acme',
    },
    {
      duns: '060704780',
      businessName: 'blue Ridge Bakery Inc',
      seniority: undefined,
      encryptedDuns: undefined,
    },
  ],
  credibilityEntitlements: [
    { type: 'pending_duns', displayDuns: '', title: 'Free DUNS number application' },
  ],
  vboEntitlements: [
    {
      appId: 294,
      productId: 27,
      productName: 'Credit Insights',
      duns: '804735132',
      status: 'active',
      termsAccepted: true,
      trialDaysLeft: undefined,
      assetsReady: true,
      newFeature: true,
    },
    {
      appId: 252,
      productId: undefined,
      productName: 'Credit Monitor',
      duns: undefined,
      status: 'trial',
      termsAccepted: false,
      trialDaysLeft: 3,
      assetsReady: false,
      newFeature: false,
    },
  ],
  vboAssociatedDuns: ['804735132'],
  dfcEntitlements: [
    {
      caseId: 'DFC-1',
      duns: undefined,
      productName: 'Free DUNS number',
      status: 'pending',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  pla: { acceptedTos: false, plaContent: 'Terms of use.' },
  isPendingOwlEntitlementsAvailable: true,
  creditSignalMigrated: true,
};

describe('HttpEntitlementQueries — the entitlement object, mapped to the application model', () => {
  it('the query with a DUNS is POST get-entitlements-by-duns: dunsArray with the CSRF token', async () => {
    const { http, calls } = fakeBackend(200, entitlementObject);
    expect(await new HttpEntitlementQueries(http).entitlementsByDuns('804735132')()).toEqual(
      E.right(expectedEntitlements),
    );
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/services/entitlements/get-entitlements-by-duns',
        method: 'POST',
        body: { dunsArray: ['804735132'] },
      }),
    ]);
    expect(calls[0]?.headers['x-xsrf-token']).toBe('csrf-1');
  });

  it('the query without a DUNS asks for the current company', async () => {
    const { http, calls } = fakeBackend(200, entitlementObject);
    const queries = new HttpEntitlementQueries(http);
    expect(await queries.currentEntitlements()()).toEqual(E.right(expectedEntitlements));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /services/entitlements/current',
    ]);
  });

  it('GET all answers every company and product in the same shape, with no company selected', async () => {
    const { http, calls } = fakeBackend(200, { ...entitlementObject, selectedDuns: null });
    expect(await new HttpEntitlementQueries(http).allEntitlements()()).toEqual(
      E.right({ ...expectedEntitlements, selectedDuns: undefined }),
    );
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /services/entitlements/all',
    ]);
  });

  it('the model is the domain Entitlements: the domain rules take it as is', async () => {
    const { http } = fakeBackend(200, { ...entitlementObject, selectedDuns: null });
    const answer = await new HttpEntitlementQueries(http).currentEntitlements()();
    expect(E.isRight(answer) && answer.right.selectedDuns).toBeUndefined();
    expect(E.isRight(answer) && answer.right.dfcEntitlements.length).toBe(1);
  });

  it('getCompanyInfo asks for a company by DUNS, or for the pending placeholder', async () => {
    const { http, calls } = fakeBackend(200, {
      ...entitlementObject,
      companyDetails: {
        ...pendingPlaceholderCompany,
        summary: { ...pendingPlaceholderCompany.summary, unknownExtra: 1 },
      },
    });
    const queries = new HttpEntitlementQueries(http);
    const pending = await queries.companyInfo({ kind: 'pending' })();
    expect(pending).toEqual(
      E.right({ entitlements: expectedEntitlements, company: pendingPlaceholderCompany }),
    );
    await queries.companyInfo({ kind: 'company', duns: '804735132', idaasUuid: 'usr-1' })();
    expect(calls.map((call) => call.url)).toEqual([
      '/services/entitlements/getCompanyInfo?type=pending',
      '/services/entitlements/getCompanyInfo?dunsNumber=804735132&idaas_uuid=usr-1&type=normal',
    ]);
  });

  it('a DUNS number that is not nine digits is a malformed answer', async () => {
    const { http } = fakeBackend(200, { ...entitlementObject, vboAssociatedDuns: [804735132] });
    expect(await new HttpEntitlementQueries(http).currentEntitlements()()).toEqual(
      E.left({ code: 'service.malformedResponse' }),
    );
  });
});

describe('HttpTermsGateway — legal terms and the product terms decision', () => {
  it('maps the legal terms', async () => {
    const { http, calls } = fakeBackend(200, {
      productTerms: [
        {
          appId: 294,
          product_name: 'Credit Insights',
          dunsNumber: '804735132',
          title: 'PLA',
          version: '2.1',
          status: 'declined',
          decidedAt: '2026-01-02T00:00:00.000Z',
        },
      ],
      legalTerms: [
        {
          code: 'tou',
          title: 'Terms of Use',
          url: '/terms',
          currentVersion: '3',
          acceptedVersion: null,
          status: 'pending',
          acceptedAt: null,
        },
      ],
    });
    expect(await new HttpTermsGateway(http).legalTerms()()).toEqual(
      E.right({
        productTerms: [
          {
            appId: 294,
            productName: 'Credit Insights',
            duns: '804735132',
            title: 'PLA',
            version: '2.1',
            status: 'declined',
            decidedAt: '2026-01-02T00:00:00.000Z',
          },
        ],
        legalDocuments: [
          {
            code: 'tou',
            title: 'Terms of Use',
            url: '/terms',
            currentVersion: '3',
            acceptedVersion: undefined,
            status: 'pending',
            acceptedAt: undefined,
          },
        ],
      }),
    );
    expect(calls[0]?.url).toBe('/services/entitlements/legal-terms');
  });

  it('PUTs the decision (null DUNS for a product without a company) with the CSRF token', async () => {
    const { http, calls } = fakeBackend(200, {
      dunsNumber: null,
      appId: 294,
      plaAccepted: false,
      version: '1.0',
      decidedAt: '2026-01-02T00:00:00.000Z',
      accessAvailable: false,
    });
    const decided = await new HttpTermsGateway(http).decideProductTerms({
      duns: undefined,
      appId: 294,
      accepted: false,
    })();
    expect(decided).toEqual(
      E.right({
        duns: undefined,
        appId: 294,
        accepted: false,
        version: '1.0',
        decidedAt: '2026-01-02T00:00:00.000Z',
        accessAvailable: false,
      }),
    );
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/services/entitlements/pla',
      body: { dunsNumber: null, appId: 294, accepted: false },
    });
    expect(calls[0]?.headers['x-xsrf-token']).toBe('csrf-1');
  });
});

describe('HttpProductHandOffs — hand-off URLs, Marketing Hub sign-on, deep links', () => {
  it.each([
    [
      { kind: 'company', duns: '804735132' } as const,
      { applicationId: 294, dunsNumber: '804735132', noDunsFlow: false, pendingDuns: false },
    ],
    [{ kind: 'noCompany' } as const, { applicationId: 294, noDunsFlow: true, pendingDuns: false }],
    [
      { kind: 'pendingDuns' } as const,
      { applicationId: 294, noDunsFlow: false, pendingDuns: true },
    ],
  ])('getNavigateUrl for %j sends %j', async (target, body) => {
    const { http, calls } = fakeBackend(200, { url: 'http://x/demo-product/294' });
    expect(
      await new HttpProductHandOffs(http).navigateUrl({ applicationId: 294, target })(),
    ).toEqual(E.right({ kind: 'open', url: 'http://x/demo-product/294' }));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/services/entitlements/getNavigateUrl',
      body,
    });
  });

  const declined = { error: 'PLA_NOT_ACCEPTED', message: 'Access unavailable' };

  it('declined product terms are the "access unavailable" outcome, not an error (§8)', async () => {
    const { http } = fakeBackend(403, declined);
    const handOffs = new HttpProductHandOffs(http);
    const request = { dunsNumber: '', DUNSList: [], noDunsFlow: true, pendingDuns: false };
    expect(
      await handOffs.navigateUrl({ applicationId: 294, target: { kind: 'noCompany' } })(),
    ).toEqual(E.right({ kind: 'termsNotAccepted' }));
    expect(await handOffs.marketingHubSso(request)()).toEqual(
      E.right({ kind: 'termsNotAccepted' }),
    );
  });

  it('other refusals stay errors', async () => {
    const { http } = fakeBackend(403, { error: 'NOT_ENTITLED', message: 'no' });
    expect(
      await new HttpProductHandOffs(http).navigateUrl({
        applicationId: 294,
        target: { kind: 'noCompany' },
      })(),
    ).toEqual(
      E.left({ code: 'service.rejected', status: 403, error: 'NOT_ENTITLED', message: 'no' }),
    );
  });

  it('the Marketing Hub single-sign-on request sends the domain request and answers ssoUrl', async () => {
    const { http, calls } = fakeBackend(200, {
      ssoUrl: 'http://x/demo-product/marketing-hub?duns=804735132',
    });
    const request = {
      dunsNumber: '804735132',
      DUNSList: ['804735132'],
      noDunsFlow: false,
      pendingDuns: false,
    };
    expect(await new HttpProductHandOffs(http).marketingHubSso(request)()).toEqual(
      E.right({ kind: 'open', url: 'http://x/demo-product/marketing-hub?duns=804735132' }),
    );
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/services/entitlements/marketing-hub/sso',
      body: request,
    });
    expect(calls[0]?.headers['x-xsrf-token']).toBe('csrf-1');
  });

  it('decodes a deep link, with or without DUNS and app id', async () => {
    const { http, calls } = fakeBackend(200, { parameters: { flow: 'x' } });
    expect(await new HttpProductHandOffs(http).decodeDeepLink('Zmxvdz14')()).toEqual(
      E.right({ duns: undefined, appId: undefined, parameters: { flow: 'x' } }),
    );
    expect(calls[0]?.url).toBe('/services/entitlements/decode?payload=Zmxvdz14');
  });

  it('asks for the URL of a subscription by subscriber number and app id', async () => {
    const { http, calls } = fakeBackend(200, { url: 'http://x/demo-product/294?subscriber=SUB-1' });
    expect(await new HttpProductHandOffs(http).subscriptionUrl('SUB-1', 294)()).toEqual(
      E.right('http://x/demo-product/294?subscriber=SUB-1'),
    );
    expect(calls[0]?.url).toBe(
      '/services/auth/accessSubscriptions?subscriber_number=SUB-1&app_id=294',
    );
  });
});

describe('HttpPurchaseHistory — orders and subscriptions', () => {
  it('maps orders and subscriptions, null DUNS and renewal as undefined', async () => {
    const order = {
      orderNumber: 'O-1',
      placedAt: 'T',
      status: 'completed',
      appId: 294,
      productName: 'CI',
      dunsNumber: null,
      amount: '0.00',
      currency: 'USD',
    };
    const subscription = {
      subscriberNumber: 'S-1',
      appId: 294,
      productName: 'CI',
      dunsNumber: '804735132',
      status: 'active',
      startedAt: 'T',
      renewsAt: null,
      autoRenew: false,
      price: '14.99',
      currency: 'USD',
    };
    const orders = fakeBackend(200, { orders: [order] });
    const subscriptions = fakeBackend(200, { subscriptions: [subscription] });
    const { dunsNumber: _orderDuns, ...orderRest } = order;
    const { dunsNumber: _subscriptionDuns, ...subscriptionRest } = subscription;
    expect(await new HttpPurchaseHistory(orders.http).orders()()).toEqual(
      E.right([{ ...orderRest, duns: undefined }]),
    );
    expect(await new HttpPurchaseHistory(subscriptions.http).subscriptions()()).toEqual(
      E.right([{ ...subscriptionRest, duns: '804735132', renewsAt: undefined }]),
    );
    expect(orders.calls[0]?.url).toBe('/services/auth/orders');
    expect(subscriptions.calls[0]?.url).toBe('/services/auth/subscriptions');
  });
});

describe('what the reference backend never produces: each a typed value, never an exception', () => {
  const everyCall = (http: HttpClient): readonly TaskEither<ServiceError, unknown>[] => {
    const queries = new HttpEntitlementQueries(http);
    const terms = new HttpTermsGateway(http);
    const handOffs = new HttpProductHandOffs(http);
    const history = new HttpPurchaseHistory(http);
    return [
      queries.entitlementsByDuns('804735132'),
      queries.currentEntitlements(),
      queries.companyInfo({ kind: 'company', duns: '804735132' }),
      terms.legalTerms(),
      terms.decideProductTerms({ duns: '804735132', appId: 294, accepted: true }),
      handOffs.navigateUrl({ applicationId: 294, target: { kind: 'noCompany' } }),
      handOffs.marketingHubSso({
        dunsNumber: '',
        DUNSList: [],
        noDunsFlow: true,
        pendingDuns: false,
      }),
      handOffs.decodeDeepLink('x'),
      handOffs.subscriptionUrl('SUB-1', 294),
      history.orders(),
      history.subscriptions(),
    ];
  };

  it.each([
    ['a malformed body', 200, '{"unexpected":true}', { code: 'service.malformedResponse' }],
    ['a body that is not JSON', 200, '<html>', { code: 'service.malformedResponse' }],
    ['a 5xx', 502, 'bad gateway', { code: 'service.unavailable', status: 502 }],
    [
      'a 4xx without an error field',
      400,
      '{"oops":1}',
      { code: 'service.rejected', status: 400, error: '', message: '' },
    ],
    [
      'a 403 without an error field (not "terms not accepted")',
      403,
      '',
      { code: 'service.rejected', status: 403, error: '', message: '' },
    ],
    ['a 401', 401, '', { code: 'service.unauthorized' }],
  ])('%s', async (_name, status, body, expected) => {
    for (const call of everyCall(fakeBackend(status, body).http)) {
      expect(await call()).toEqual(E.left(expected));
    }
  });

  it('a network failure', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const http = new HttpClient({
      baseUrl: '/services',
      fetch: failing,
      timeoutMs: 1000,
      csrfToken: () => undefined,
    });
    for (const call of everyCall(http)) {
      expect(await call()).toEqual(E.left({ code: 'service.networkFailure' }));
    }
  });
});
