import * as E from 'fp-ts/Either';
import { HttpClient } from '../../src/adapters/http/http-client';
import { HttpGetADunsGateway } from '../../src/adapters/http/http-get-a-duns-gateway.adapter';

interface Call {
  readonly url: string;
  readonly method: string | undefined;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

const TOKEN = 'c2VhbGVkLWR1bnMtdG9rZW4tZXhhbXBsZS0xMjM0NTY3ODkw';

/** A fake fetch answering `status` and `body` to every call, recording what the adapter sent. */
const recordingFetch =
  (status: number, body: string, calls: Call[] = []): typeof fetch =>
  async (input, init) => {
    calls.push({
      url: input instanceof Request ? input.url : String(input),
      method: init?.method,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    return new Response(body, { status });
  };

const gateway = (fetchFn: typeof fetch) =>
  new HttpGetADunsGateway(
    new HttpClient({
      baseUrl: '/services',
      fetch: fetchFn,
      timeoutMs: 1000,
      csrfToken: () => 'csrf-1',
    }),
  );

const found = {
  dunsNumber: '804735132',
  encryptedDuns: TOKEN,
  businessName: 'Acme Analytics LLC',
  tradeName: 'Acme Analytics',
  streetAddress: '100 Market Street',
  city: 'Short Hills',
  state: 'NJ',
  zipCode: '07078',
};

const entitled = {
  status: 'ENTITLED',
  dunsNumber: '079942718',
  appId: 294,
  productId: 14706,
  productName: 'Credit Insights Free',
  entitlementStatus: 'active',
  plaAccepted: false,
};

describe('HttpGetADunsGateway.searchCompanies — POST /GAD/companySearch', () => {
  it('sends the search with the CSRF token and maps each company', async () => {
    const calls: Call[] = [];
    const answer = await gateway(
      recordingFetch(200, JSON.stringify({ companies: [found] }), calls),
    ).searchCompanies({ businessName: 'Acme Analytics', zipCode: '07078' })();
    expect(answer).toEqual(
      E.right([
        {
          duns: '804735132',
          encryptedDuns: TOKEN,
          businessName: 'Acme Analytics LLC',
          tradeName: 'Acme Analytics',
          streetAddress: '100 Market Street',
          city: 'Short Hills',
          state: 'NJ',
          zipCode: '07078',
        },
      ]),
    );
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/services/GAD/companySearch',
        method: 'POST',
        body: { businessName: 'Acme Analytics', zipCode: '07078' },
      }),
    ]);
    expect(calls[0]?.headers).toMatchObject({
      'x-xsrf-token': 'csrf-1',
      'content-type': 'application/json',
    });
  });

  it('answers an empty list when nothing matched', async () => {
    const answer = await gateway(recordingFetch(200, '{"companies":[]}')).searchCompanies({
      businessName: 'Nothing Here',
      zipCode: '07078',
    })();
    expect(answer).toEqual(E.right([]));
  });

  it('refuses a company whose DUNS is not nine digits', async () => {
    const body = JSON.stringify({ companies: [{ ...found, dunsNumber: 804735132 }] });
    const answer = await gateway(recordingFetch(200, body)).searchCompanies({
      businessName: 'Acme',
      zipCode: '07078',
    })();
    expect(answer).toEqual(E.left({ code: 'service.malformedResponse' }));
  });
});

describe('HttpGetADunsGateway.dunsApplication — GET /entitlements/getNewDFCCase?flow=GAD', () => {
  const inProgress = {
    caseId: 'DFC-1',
    status: 'processing',
    submittedAt: '2026-01-05T10:00:00.000Z',
    businessName: 'Rivera Landscaping',
  };

  it('asks for the GAD flow only by default, without a CSRF token, and maps an application in progress', async () => {
    const calls: Call[] = [];
    const answer = await gateway(
      recordingFetch(200, JSON.stringify(inProgress), calls),
    ).dunsApplication()();
    expect(answer).toEqual(E.right({ ...inProgress, status: 'processing', issuedDuns: undefined }));
    expect(calls[0]).toMatchObject({
      url: '/services/entitlements/getNewDFCCase?flow=GAD',
      method: 'GET',
    });
    expect(calls[0]?.headers).not.toHaveProperty('x-xsrf-token');
  });

  it('passes the business name and ZIP of a new application on', async () => {
    const calls: Call[] = [];
    await gateway(recordingFetch(200, JSON.stringify(inProgress), calls)).dunsApplication({
      businessName: 'Rivera Landscaping',
      zipCode: '28801',
    })();
    expect(calls[0]?.url).toBe(
      '/services/entitlements/getNewDFCCase?flow=GAD&businessName=Rivera+Landscaping&zipCode=28801',
    );
  });

  it('maps the DUNS of an issued application', async () => {
    const body = JSON.stringify({
      ...inProgress,
      status: 'issued',
      dunsNumber: '123456789',
      encryptedDuns: TOKEN,
    });
    const answer = await gateway(recordingFetch(200, body)).dunsApplication()();
    expect(answer).toEqual(
      E.right({
        ...inProgress,
        status: 'issued',
        issuedDuns: { duns: '123456789', encryptedDuns: TOKEN },
      }),
    );
  });

  it('refuses a status the portal does not know', async () => {
    const answer = await gateway(
      recordingFetch(200, JSON.stringify({ ...inProgress, status: 'lost' })),
    ).dunsApplication()();
    expect(answer).toEqual(E.left({ code: 'service.malformedResponse' }));
  });
});

describe('HttpGetADunsGateway — entitling a product to a DUNS', () => {
  const request = { encryptedDuns: TOKEN, appId: 294, salesChannel: 'GAD' };
  const granted = {
    duns: '079942718',
    appId: 294,
    productId: 14706,
    productName: 'Credit Insights Free',
    status: 'active',
    termsAccepted: false,
  };

  it.each([
    ['entitleExistingDuns', '/services/GAD/entitleExistingDuns'],
    ['entitleProduct', '/services/GAD/entitleProduct'],
  ] as const)(
    '%s posts the encrypted DUNS, app id and sales channel and maps the entitlement',
    async (method, url) => {
      const calls: Call[] = [];
      const answer = await gateway(recordingFetch(200, JSON.stringify(entitled), calls))[method](
        request,
      )();
      expect(answer).toEqual(E.right(granted));
      expect(calls[0]).toMatchObject({
        url,
        method: 'POST',
        body: { encrypted_duns: TOKEN, app_id: 294, sales_channel: 'GAD' },
        headers: { 'x-xsrf-token': 'csrf-1' },
      });
    },
  );

  it('maps a product without a product id to undefined', async () => {
    const body = JSON.stringify({
      ...entitled,
      appId: 216,
      productId: null,
      productName: 'Analytics STD Trial',
      plaAccepted: true,
    });
    const answer = await gateway(recordingFetch(200, body)).entitleProduct({
      ...request,
      appId: 216,
    })();
    expect(answer).toEqual(
      E.right({
        ...granted,
        appId: 216,
        productId: undefined,
        productName: 'Analytics STD Trial',
        termsAccepted: true,
      }),
    );
  });

  it('maps an Associate-a-DUNS association (app 283) still being verified as pending (D-ASSOC-1)', async () => {
    const body = JSON.stringify({
      ...entitled,
      appId: 283,
      productId: null,
      productName: 'Associate-a-DUNS',
      entitlementStatus: 'pending',
      plaAccepted: true,
    });
    const answer = await gateway(recordingFetch(200, body)).entitleExistingDuns({
      ...request,
      appId: 283,
    })();
    expect(answer).toEqual(
      E.right({
        ...granted,
        appId: 283,
        productId: undefined,
        productName: 'Associate-a-DUNS',
        status: 'pending',
        termsAccepted: true,
      }),
    );
  });

  it('refuses an entitlement status the portal does not know', async () => {
    const answer = await gateway(
      recordingFetch(200, JSON.stringify({ ...entitled, entitlementStatus: 'verifying' })),
    ).entitleExistingDuns(request)();
    expect(answer).toEqual(E.left({ code: 'service.malformedResponse' }));
  });

  it('entitleFreemium posts the country too and maps the trial', async () => {
    const calls: Call[] = [];
    const body = JSON.stringify({
      ...entitled,
      appId: 252,
      productId: 14707,
      productName: 'Credit Monitor Preview',
      entitlementStatus: 'trial',
      trialEndsAt: '2026-03-01T00:00:00.000Z',
      daysLeft: 14,
    });
    const answer = await gateway(recordingFetch(200, body, calls)).entitleFreemium({
      ...request,
      appId: 252,
      countryId: 'GB',
    })();
    expect(answer).toEqual(
      E.right({
        ...granted,
        appId: 252,
        productId: 14707,
        productName: 'Credit Monitor Preview',
        status: 'trial',
        trialEndsAt: '2026-03-01T00:00:00.000Z',
        trialDaysLeft: 14,
      }),
    );
    expect(calls[0]).toMatchObject({
      url: '/services/entitlements/entitleFreemium',
      method: 'POST',
      body: { encrypted_duns: TOKEN, app_id: 252, sales_channel: 'GAD', country_id: 'GB' },
    });
  });

  it('a trial answer without its days left is malformed', async () => {
    const answer = await gateway(
      recordingFetch(200, JSON.stringify({ ...entitled, entitlementStatus: 'trial' })),
    ).entitleFreemium({ ...request, countryId: 'US' })();
    expect(answer).toEqual(E.left({ code: 'service.malformedResponse' }));
  });

  it('passes the backend\'s refusal on (§8 "error passed on")', async () => {
    const body =
      '{"error":"ALREADY_ENTITLED","message":"This company already has Credit Insights Free for this user."}';
    expect(await gateway(recordingFetch(409, body)).entitleExistingDuns(request)()).toEqual(
      E.left({
        code: 'service.rejected',
        status: 409,
        error: 'ALREADY_ENTITLED',
        message: 'This company already has Credit Insights Free for this user.',
      }),
    );
  });
});

describe('HttpGetADunsGateway — what the backend never produces is still a typed value', () => {
  const network: typeof fetch = async () => {
    throw new TypeError('Failed to fetch');
  };
  const request = { encryptedDuns: TOKEN, appId: 294, salesChannel: 'GAD' };
  const everyCall = (fetchFn: typeof fetch) => {
    const getADuns = gateway(fetchFn);
    return [
      getADuns.searchCompanies({ businessName: 'Acme', zipCode: '07078' }),
      getADuns.dunsApplication(),
      getADuns.entitleExistingDuns(request),
      getADuns.entitleProduct(request),
      getADuns.entitleFreemium({ ...request, countryId: 'US' }),
    ];
  };

  it.each([
    [
      'a body that is not JSON',
      recordingFetch(200, '<html>'),
      { code: 'service.malformedResponse' },
    ],
    [
      'a body of another shape',
      recordingFetch(200, '{"ok":true}'),
      { code: 'service.malformedResponse' },
    ],
    ['a 5xx', recordingFetch(502, 'bad gateway'), { code: 'service.unavailable', status: 502 }],
    [
      'a 4xx without an error field',
      recordingFetch(400, '{"oops":1}'),
      { code: 'service.rejected', status: 400, error: '', message: '' },
    ],
    ['a 401', recordingFetch(401, ''), { code: 'service.unauthorized' }],
    ['a network failure', network, { code: 'service.networkFailure' }],
  ])('%s', async (_name, fetchFn, expected) => {
    for (const call of everyCall(fetchFn)) {
      await expect(call()).resolves.toEqual(E.left(expected));
    }
  });
});
