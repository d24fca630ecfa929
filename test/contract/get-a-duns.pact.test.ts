import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpGetADunsGateway } from '../../src/adapters/http/http-get-a-duns-gateway.adapter';
import type { EntitleRequest } from '../../src/application/ports/get-a-duns-gateway.port';
import { httpClientAt, portalPact, sessionHeaders } from './consumer';
import { injected, ProviderStates, ProviderStateValues } from './provider-states';
import { GetADunsStates } from './states/get-a-duns.states';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;
const pact = portalPact();

const DUNS = regex(/^\d{9}$/, '804735132');
const EXAMPLE_TOKEN = 'RolwSOh5VqYDn3c4AXfSn3Pff5yAE2GvEZ0KBxcUuckbp1xqNA';
const TOKEN = regex(/^[A-Za-z0-9_-]+$/, EXAMPLE_TOKEN);
/** The token a state handler seals with the provider's own key. */
const PROVIDER_TOKEN = fromProviderState(
  injected(ProviderStateValues.encryptedDuns),
  EXAMPLE_TOKEN,
);
/** A real token, but sealed with a key the provider does not have (D-API-6: 400 DUNS_INVALID). */
const FOREIGN_TOKEN = '8dXA7FjxxAuuq8PXbbyWsDTitgLdplq2pLOivNK1V25qOZFhDA';

const gatewayAt = (url: string, signedIn: boolean) =>
  new HttpGetADunsGateway(httpClientAt(url, signedIn));

const rejected = (status: number, error: string) =>
  E.left(expect.objectContaining({ code: 'service.rejected', status, error }));

describe('POST /services/GAD/companySearch (HttpGetADunsGateway.searchCompanies)', () => {
  it('answers the companies matching the name in the ZIP Code, each with its encrypted DUNS', async () => {
    await pact
      .addInteraction()
      .given(GetADunsStates.DIRECTORY_LISTS_ACME)
      .uponReceiving('a company search that finds companies')
      .withRequest('POST', '/services/GAD/companySearch', (request) => {
        request
          .headers(sessionHeaders(true))
          .jsonBody({ businessName: 'Acme Analytics', zipCode: '07078' });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          companies: eachLike({
            dunsNumber: DUNS,
            encryptedDuns: TOKEN,
            businessName: string('Acme Analytics LLC'),
            tradeName: string('Acme Analytics'),
            streetAddress: string('100 Market Street'),
            city: string('Short Hills'),
            state: string('NJ'),
            zipCode: regex(/^\d{5}$/, '07078'),
          }),
        });
      })
      .executeTest(async (mockServer) => {
        const found = await gatewayAt(mockServer.url, true).searchCompanies({
          businessName: 'Acme Analytics',
          zipCode: '07078',
        })();
        expect(found).toEqual(
          E.right([
            {
              duns: '804735132',
              encryptedDuns: EXAMPLE_TOKEN,
              businessName: 'Acme Analytics LLC',
              tradeName: 'Acme Analytics',
              streetAddress: '100 Market Street',
              city: 'Short Hills',
              state: 'NJ',
              zipCode: '07078',
            },
          ]),
        );
      });
  });

  it('answers an empty list when nothing matches (§8 "no results were found")', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving('a company search that finds nothing')
      .withRequest('POST', '/services/GAD/companySearch', (request) => {
        request
          .headers(sessionHeaders(true))
          .jsonBody({ businessName: 'Qwzxv Nonexistent', zipCode: '07078' });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ companies: [] });
      })
      .executeTest(async (mockServer) => {
        const found = await gatewayAt(mockServer.url, true).searchCompanies({
          businessName: 'Qwzxv Nonexistent',
          zipCode: '07078',
        })();
        expect(found).toEqual(E.right([]));
      });
  });

  it('refuses a ZIP Code that is not five digits', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving('a company search with an invalid ZIP Code')
      .withRequest('POST', '/services/GAD/companySearch', (request) => {
        request
          .headers(sessionHeaders(true))
          .jsonBody({ businessName: 'Acme Analytics', zipCode: '0707' });
      })
      .willRespondWith(400, (response) => {
        response.jsonBody({
          error: 'VALIDATION_ERROR',
          message: like('Invalid request: body/zipCode must match pattern'),
        });
      })
      .executeTest(async (mockServer) => {
        const found = await gatewayAt(mockServer.url, true).searchCompanies({
          businessName: 'Acme Analytics',
          zipCode: '0707',
        })();
        expect(found).toEqual(rejected(400, 'VALIDATION_ERROR'));
      });
  });

  it('is unauthorized without a session', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving('a company search without a session')
      .withRequest('POST', '/services/GAD/companySearch', (request) => {
        request.jsonBody({ businessName: 'Acme Analytics', zipCode: '07078' });
      })
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        const found = await gatewayAt(mockServer.url, false).searchCompanies({
          businessName: 'Acme Analytics',
          zipCode: '07078',
        })();
        expect(found).toEqual(E.left({ code: 'service.unauthorized' }));
      });
  });
});

describe('GET /services/entitlements/getNewDFCCase?flow=GAD (HttpGetADunsGateway.dunsApplication)', () => {
  it('answers an application in progress, without a DUNS yet', async () => {
    await pact
      .addInteraction()
      .given(GetADunsStates.DUNS_APPLICATION_IN_PROGRESS)
      .uponReceiving('a request for a DUNS application in progress')
      .withRequest('GET', '/services/entitlements/getNewDFCCase', (request) => {
        request.query({ flow: 'GAD' }).headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          caseId: string('DFC-0b6c2a1e'),
          status: regex(/^(pending|processing)$/, 'pending'),
          submittedAt: string('2026-02-02T10:00:00.000Z'),
          businessName: string('Rivera Landscaping'),
        });
      })
      .executeTest(async (mockServer) => {
        const application = await gatewayAt(mockServer.url, true).dunsApplication()();
        expect(application).toEqual(
          E.right({
            caseId: 'DFC-0b6c2a1e',
            status: 'pending',
            submittedAt: '2026-02-02T10:00:00.000Z',
            businessName: 'Rivera Landscaping',
            issuedDuns: undefined,
          }),
        );
      });
  });

  it('answers an application started without a ZIP Code as not complete (D-API-15)', async () => {
    await pact
      .addInteraction()
      .given(GetADunsStates.DUNS_APPLICATION_NOT_COMPLETE)
      .uponReceiving('a request for a DUNS application started without a ZIP Code')
      .withRequest('GET', '/services/entitlements/getNewDFCCase', (request) => {
        request.query({ flow: 'GAD' }).headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          caseId: string('DFC-2026-000093'),
          status: 'notComplete',
          submittedAt: string('2026-02-02T10:00:00.000Z'),
          businessName: string('Santos Mobile Detailing'),
        });
      })
      .executeTest(async (mockServer) => {
        const application = await gatewayAt(mockServer.url, true).dunsApplication()();
        expect(application).toEqual(
          E.right({
            caseId: 'DFC-2026-000093',
            status: 'notComplete',
            submittedAt: '2026-02-02T10:00:00.000Z',
            businessName: 'Santos Mobile Detailing',
            issuedDuns: undefined,
          }),
        );
      });
  });

  it('answers an issued application with its new DUNS and encrypted DUNS', async () => {
    await pact
      .addInteraction()
      .given(GetADunsStates.DUNS_APPLICATION_ISSUED)
      .uponReceiving('a request for an issued DUNS application')
      .withRequest('GET', '/services/entitlements/getNewDFCCase', (request) => {
        request.query({ flow: 'GAD' }).headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          caseId: string('DFC-0b6c2a1e'),
          status: 'issued',
          submittedAt: string('2025-12-01T10:00:00.000Z'),
          businessName: string('Morgan Consulting'),
          dunsNumber: regex(/^\d{9}$/, '123456789'),
          encryptedDuns: TOKEN,
        });
      })
      .executeTest(async (mockServer) => {
        const application = await gatewayAt(mockServer.url, true).dunsApplication()();
        expect(application).toEqual(
          E.right({
            caseId: 'DFC-0b6c2a1e',
            status: 'issued',
            submittedAt: '2025-12-01T10:00:00.000Z',
            businessName: 'Morgan Consulting',
            issuedDuns: { duns: '123456789', encryptedDuns: EXAMPLE_TOKEN },
          }),
        );
      });
  });

  it('is unauthorized without a session', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving('a request for the DUNS application without a session')
      .withRequest('GET', '/services/entitlements/getNewDFCCase', (request) => {
        request.query({ flow: 'GAD' });
      })
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, false).dunsApplication()()).toEqual(
          E.left({ code: 'service.unauthorized' }),
        );
      });
  });
});

/** The three entitling calls share their failures: each is pinned for each call. */
const entitleCalls = [
  {
    name: 'entitleExistingDuns',
    path: '/services/GAD/entitleExistingDuns',
    appId: 294,
    extra: {},
    call: (gateway: HttpGetADunsGateway, request: EntitleRequest) =>
      gateway.entitleExistingDuns(request),
    granted: {
      productId: integer(14706),
      productName: string('Credit Insights Free'),
      entitlementStatus: 'active',
      plaAccepted: boolean(false),
    },
    expected: {
      productId: 14706,
      productName: 'Credit Insights Free',
      status: 'active',
      termsAccepted: false,
    },
  },
  {
    name: 'entitleProduct',
    path: '/services/GAD/entitleProduct',
    appId: 154,
    extra: {},
    call: (gateway: HttpGetADunsGateway, request: EntitleRequest) =>
      gateway.entitleProduct(request),
    granted: {
      productId: integer(14624),
      productName: string('Duns Manager and Profile Manager'),
      entitlementStatus: 'active',
      plaAccepted: boolean(true),
    },
    expected: {
      productId: 14624,
      productName: 'Duns Manager and Profile Manager',
      status: 'active',
      termsAccepted: true,
    },
  },
  {
    name: 'entitleFreemium',
    path: '/services/entitlements/entitleFreemium',
    appId: 252,
    extra: { country_id: 'US' },
    call: (gateway: HttpGetADunsGateway, request: EntitleRequest) =>
      gateway.entitleFreemium({ ...request, countryId: 'US' }),
    granted: {
      productId: integer(14176),
      productName: string('Credit Monitor'),
      entitlementStatus: 'trial',
      plaAccepted: boolean(false),
      trialEndsAt: string('2026-03-04T10:00:00.000Z'),
      daysLeft: integer(30),
    },
    expected: {
      productId: 14176,
      productName: 'Credit Monitor',
      status: 'trial',
      termsAccepted: false,
      trialEndsAt: '2026-03-04T10:00:00.000Z',
      trialDaysLeft: 30,
    },
  },
] as const;

const SALES_CHANNEL = 'GAD';

describe.each(entitleCalls)(
  'POST $path (HttpGetADunsGateway.$name)',
  ({ name, path, appId, extra, call, granted, expected }) => {
    const body = (encryptedDuns: unknown, app: number) => ({
      encrypted_duns: encryptedDuns,
      app_id: app,
      sales_channel: SALES_CHANNEL,
      ...extra,
    });
    const request = (app: number): EntitleRequest => ({
      encryptedDuns: EXAMPLE_TOKEN,
      appId: app,
      salesChannel: SALES_CHANNEL,
    });

    it(`entitles app ${appId} to a company the user found`, async () => {
      await pact
        .addInteraction()
        .given(GetADunsStates.FOUND_COMPANY_WITHOUT_PRODUCTS)
        .uponReceiving(`${name}: entitling app ${appId} to a found company`)
        .withRequest('POST', path, (builder) => {
          builder.headers(sessionHeaders(true)).jsonBody(body(PROVIDER_TOKEN, appId));
        })
        .willRespondWith(200, (response) => {
          response.jsonBody({ dunsNumber: DUNS, appId: integer(appId), ...granted });
        })
        .executeTest(async (mockServer) => {
          const answer = await call(gatewayAt(mockServer.url, true), request(appId))();
          expect(answer).toEqual(E.right({ duns: '804735132', appId, ...expected }));
        });
    });

    it('refuses a product the user already holds for the company (409 ALREADY_ENTITLED)', async () => {
      await pact
        .addInteraction()
        .given(GetADunsStates.FOUND_COMPANY_ALREADY_ENTITLED)
        .uponReceiving(`${name}: entitling a product the user already holds`)
        .withRequest('POST', path, (builder) => {
          builder.headers(sessionHeaders(true)).jsonBody(body(PROVIDER_TOKEN, 294));
        })
        .willRespondWith(409, (response) => {
          response.jsonBody({
            error: 'ALREADY_ENTITLED',
            message: string('This company already has Credit Insights Free for this user.'),
          });
        })
        .executeTest(async (mockServer) => {
          expect(await call(gatewayAt(mockServer.url, true), request(294))()).toEqual(
            rejected(409, 'ALREADY_ENTITLED'),
          );
        });
    });

    it('refuses an encrypted DUNS the provider did not seal (400 DUNS_INVALID)', async () => {
      await pact
        .addInteraction()
        .given(ProviderStates.USER_SIGNED_IN)
        .uponReceiving(`${name}: entitling with an encrypted DUNS the provider did not seal`)
        .withRequest('POST', path, (builder) => {
          builder.headers(sessionHeaders(true)).jsonBody(body(FOREIGN_TOKEN, appId));
        })
        .willRespondWith(400, (response) => {
          response.jsonBody({
            error: 'DUNS_INVALID',
            message: string('The encrypted DUNS number is not valid.'),
          });
        })
        .executeTest(async (mockServer) => {
          const answer = await call(gatewayAt(mockServer.url, true), {
            ...request(appId),
            encryptedDuns: FOREIGN_TOKEN,
          })();
          expect(answer).toEqual(rejected(400, 'DUNS_INVALID'));
        });
    });

    it('is unauthorized without a session', async () => {
      await pact
        .addInteraction()
        .given(ProviderStates.NO_SESSION)
        .uponReceiving(`${name}: entitling without a session`)
        .withRequest('POST', path, (builder) => {
          builder.jsonBody(body(EXAMPLE_TOKEN, appId));
        })
        .willRespondWith(401)
        .executeTest(async (mockServer) => {
          expect(await call(gatewayAt(mockServer.url, false), request(appId))()).toEqual(
            E.left({ code: 'service.unauthorized' }),
          );
        });
    });
  },
);

describe('POST /services/GAD/entitleExistingDuns (HttpGetADunsGateway.entitleExistingDuns), Associate-a-DUNS', () => {
  it('answers an association of app 283 as pending while the provider verifies it (D-ASSOC-1)', async () => {
    await pact
      .addInteraction()
      .given(GetADunsStates.FOUND_COMPANY_WITHOUT_PRODUCTS)
      .uponReceiving(
        'entitleExistingDuns: associating a found company (app 283), pending verification',
      )
      .withRequest('POST', '/services/GAD/entitleExistingDuns', (builder) => {
        builder
          .headers(sessionHeaders(true))
          .jsonBody({ encrypted_duns: PROVIDER_TOKEN, app_id: 283, sales_channel: SALES_CHANNEL });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          dunsNumber: DUNS,
          appId: 283,
          productId: null,
          productName: string('Associate-a-DUNS'),
          entitlementStatus: 'pending',
          plaAccepted: boolean(true),
        });
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url, true).entitleExistingDuns({
          encryptedDuns: EXAMPLE_TOKEN,
          appId: 283,
          salesChannel: SALES_CHANNEL,
        })();
        expect(answer).toEqual(
          E.right({
            duns: '804735132',
            appId: 283,
            productId: undefined,
            productName: 'Associate-a-DUNS',
            status: 'pending',
            termsAccepted: true,
          }),
        );
      });
  });
});
