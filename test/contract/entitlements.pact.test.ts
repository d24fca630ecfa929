import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpEntitlementQueries } from '../../src/adapters/http/http-entitlement-queries.adapter';
import { HttpProductHandOffs } from '../../src/adapters/http/http-product-hand-offs.adapter';
import { HttpPurchaseHistory } from '../../src/adapters/http/http-purchase-history.adapter';
import { HttpTermsGateway } from '../../src/adapters/http/http-terms-gateway.adapter';
import type { ServiceError } from '../../src/application/ports/service-error';
import { httpClientAt, portalPact, sessionHeaders } from './consumer';
import { ProviderStates } from './provider-states';
import { EntitlementStates } from './states/entitlements.states';

const { boolean, eachLike, integer, like, regex, string } = MatchersV3;
const pact = portalPact();

const ACME = '804735132';
/** An example of Acme's sealed DUNS number (the provider makes a new one at every answer). */
const SEALED_ACME = 'qik4jgeXBwC4brvlHvHp4PodDaVNy4c9YbN4YvAQFVQjjesMFw';
const DUNS = (example: string) => regex(/^\d{9}$/, example);
const ISO_TIME = regex(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/,
  '2026-01-15T10:00:00.000Z',
);
const PRODUCT_STATUS = (example: string) => regex(/^(active|pending|trial|expired)$/, example);

const adaptersAt = (url: string, signedIn: boolean) => {
  const http = httpClientAt(url, signedIn);
  return {
    queries: new HttpEntitlementQueries(http),
    terms: new HttpTermsGateway(http),
    handOffs: new HttpProductHandOffs(http),
    history: new HttpPurchaseHistory(http),
  };
};
type Adapters = ReturnType<typeof adaptersAt>;

const run = async <A>(call: TaskEither<ServiceError, A>): Promise<A> => {
  const answer = await call();
  if (E.isLeft(answer)) throw new Error(`expected an answer, got ${JSON.stringify(answer.left)}`);
  return answer.right;
};

/** The entitlement object of us.owner for Acme Analytics LLC (no credibility or DFC entitlements). */
const ownerEntitlementObject = {
  selectedDuns: DUNS(ACME),
  companyInfo: eachLike({
    dunsNumber: DUNS(ACME),
    businessName: string('Acme Analytics LLC'),
    role: string('director'),
    // Sealed by the provider, different at every answer: only its alphabet is agreed.
    encryptedDuns: regex(/^[A-Za-z0-9_-]+$/, SEALED_ACME),
  }),
  credibilityEntitlements: [],
  vboEntitlements: eachLike({
    appId: integer(294),
    productId: integer(27),
    product_name: string('Credit Insights'),
    dunsNumber: DUNS(ACME),
    status: PRODUCT_STATUS('active'),
    plaAccepted: boolean(true),
    assetsReady: boolean(false),
    newFeature: boolean(false),
  }),
  vboAssociatedDuns: eachLike(DUNS(ACME)),
  dfcEntitlements: [],
  pla: {
    accepted_tos: boolean(true),
    pla_content: string('Credit Insights Product Licence Agreement'),
  },
  isPendingOwlEntitlementsAvailable: boolean(false),
  isCreditSignalMigrated: boolean(false),
};

const expectOwnerEntitlements = (
  entitlements: Awaited<ReturnType<ReturnType<Adapters['queries']['currentEntitlements']>>>,
) =>
  expect(entitlements).toEqual(
    E.right(
      expect.objectContaining({
        selectedDuns: ACME,
        companyInfo: [ACME],
        companies: [
          {
            duns: ACME,
            businessName: 'Acme Analytics LLC',
            seniority: 'director',
            encryptedDuns: SEALED_ACME,
          },
        ],
        vboEntitlements: [
          expect.objectContaining({
            appId: 294,
            productName: 'Credit Insights',
            duns: ACME,
            status: 'active',
          }),
        ],
        pla: { acceptedTos: true, plaContent: 'Credit Insights Product Licence Agreement' },
      }),
    ),
  );

/** pending.duns@example.com: no company; a product, a credibility entitlement and a case all waiting for a DUNS. */
const pendingUserEntitlementObject = {
  selectedDuns: null,
  companyInfo: [],
  credibilityEntitlements: eachLike({
    type: string('pending_duns'),
    displayDuns: '',
    title: string('Free DUNS number application'),
  }),
  vboEntitlements: eachLike({
    appId: integer(294),
    productId: integer(14706),
    product_name: string('Credit Insights Free'),
    dunsNumber: null,
    status: 'pending',
    plaAccepted: boolean(true),
  }),
  vboAssociatedDuns: [],
  dfcEntitlements: eachLike({
    caseId: string('DFC-2026-000101'),
    dunsNumber: null,
    productName: string('Free DUNS number'),
    status: regex(/^(pending|processing|issued)$/, 'pending'),
    createdAt: ISO_TIME,
  }),
  pla: { accepted_tos: boolean(true), pla_content: string('Credit Insights Free terms') },
  isPendingOwlEntitlementsAvailable: true,
};

const signedIn = (
  interaction: ReturnType<typeof pact.addInteraction>,
  state: string,
  description: string,
) => interaction.given(state).uponReceiving(description);

describe('POST /services/entitlements/get-entitlements-by-duns — the entitlement query with a DUNS number', () => {
  it("answers the entitlement object of one of the user's companies", async () => {
    await signedIn(
      pact.addInteraction(),
      ProviderStates.USER_SIGNED_IN,
      'a request for the entitlements of company 804735132 by dunsArray',
    )
      .withRequest('POST', '/services/entitlements/get-entitlements-by-duns', (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ dunsArray: [ACME] });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody(ownerEntitlementObject);
      })
      .executeTest(async (mockServer) => {
        expectOwnerEntitlements(
          await adaptersAt(mockServer.url, true).queries.entitlementsByDuns(ACME)(),
        );
      });
  });

  it("is 404 COMPANY_NOT_FOUND for a company that is not the user's (D-SRV-P1)", async () => {
    await signedIn(
      pact.addInteraction(),
      ProviderStates.USER_SIGNED_IN,
      'a request for the entitlements of a company the user is not linked to by dunsArray',
    )
      .withRequest('POST', '/services/entitlements/get-entitlements-by-duns', (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ dunsArray: ['079942718'] });
      })
      .willRespondWith(404, (response) => {
        response.jsonBody({
          error: 'COMPANY_NOT_FOUND',
          message: string('No company with this DUNS number is linked to your account.'),
        });
      })
      .executeTest(async (mockServer) => {
        expect(
          await adaptersAt(mockServer.url, true).queries.entitlementsByDuns('079942718')(),
        ).toEqual(
          E.left({
            code: 'service.rejected',
            status: 404,
            error: 'COMPANY_NOT_FOUND',
            message: 'No company with this DUNS number is linked to your account.',
          }),
        );
      });
  });
});

describe('GET /services/entitlements/current — the entitlement query without a DUNS number', () => {
  it("answers the entitlement object of the user's default company", async () => {
    await signedIn(
      pact.addInteraction(),
      ProviderStates.USER_SIGNED_IN,
      "the entitlement query for the user's default company",
    )
      .withRequest('GET', '/services/entitlements/current', (request) => {
        request.headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody(ownerEntitlementObject);
      })
      .executeTest(async (mockServer) => {
        expectOwnerEntitlements(
          await adaptersAt(mockServer.url, true).queries.currentEntitlements()(),
        );
      });
  });

  it('answers no company, with the products waiting for a DUNS number, for a user without companies', async () => {
    await signedIn(
      pact.addInteraction(),
      EntitlementStates.PENDING_DUNS_USER_SIGNED_IN,
      'the entitlement query of a user whose DUNS number is pending',
    )
      .withRequest('GET', '/services/entitlements/current', (request) => {
        request.headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody(pendingUserEntitlementObject);
      })
      .executeTest(async (mockServer) => {
        const entitlements = await run(
          adaptersAt(mockServer.url, true).queries.currentEntitlements(),
        );
        expect(entitlements).toMatchObject({
          selectedDuns: undefined,
          companyInfo: [],
          credibilityEntitlements: [{ type: 'pending_duns', displayDuns: '' }],
          vboEntitlements: [
            { appId: 294, productName: 'Credit Insights Free', duns: undefined, status: 'pending' },
          ],
          dfcEntitlements: [{ caseId: 'DFC-2026-000101', duns: undefined, status: 'pending' }],
          isPendingOwlEntitlementsAvailable: true,
        });
      });
  });
});

describe('GET /services/entitlements/all (HttpEntitlementQueries.allEntitlements)', () => {
  it("answers the user's companies and product entitlements", async () => {
    await signedIn(
      pact.addInteraction(),
      ProviderStates.USER_SIGNED_IN,
      "a request for the signed-in user's companies and entitlements",
    )
      .withRequest('GET', '/services/entitlements/all', (request) => {
        request.headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        // The same entitlement object, for every company: no company is selected.
        response.jsonBody({ ...ownerEntitlementObject, selectedDuns: null });
      })
      .executeTest(async (mockServer) => {
        const entitlements = await run(adaptersAt(mockServer.url, true).queries.allEntitlements());
        expect(entitlements).toEqual(
          expect.objectContaining({
            selectedDuns: undefined,
            companies: [
              {
                duns: ACME,
                businessName: 'Acme Analytics LLC',
                seniority: 'director',
                encryptedDuns: SEALED_ACME,
              },
            ],
            vboEntitlements: [
              {
                appId: 294,
                productId: 27,
                productName: 'Credit Insights',
                duns: ACME,
                status: 'active',
                termsAccepted: true,
                trialDaysLeft: undefined,
                assetsReady: false,
                newFeature: false,
              },
            ],
            creditSignalMigrated: false,
          }),
        );
      });
  });
});

/** Type matchers for every field of `example`. */
const likeEach = <T extends Record<string, string | number | boolean>>(example: T) =>
  Object.fromEntries(Object.entries(example).map(([key, value]) => [key, like(value)]));

const acmeProfileDetails = {
  companyProfileUrl: 'http://localhost:8080/companyDetails?duns=804735132',
  countryName: 'United States',
  industryDescription: 'Management consulting services',
  legalForm: 'Limited Liability Company',
  ownership: 'Privately held',
  principal: 'Alex Morgan, Director',
  standaloneIndicator: true,
  telephoneNumber: '(973) 555-0142',
  website: 'www.acme-analytics.example',
};
const acmeSummary = {
  bankruptcyIndicator: false,
  locationType: 'Headquarters',
  operatingStatus: 'Active',
  reportDate: '2026-01-15',
  tradeName: 'Acme Analytics',
};

/** D-PROFILE-1: money as a two-place decimal string and an ISO 4217 code. */
const MONEY = (amount: string, currency = 'USD') => ({
  amount: regex(/^\d+\.\d{2}$/, amount),
  currency: regex(/^[A-Z]{3}$/, currency),
});

/** The §2 company fields beyond §3 (D-PROFILE-1), as the seeded Acme record holds them. */
const acmeProfileFacts = {
  stateIncorporated: string('Delaware'),
  annualSales: MONEY('4850000.00'),
  employees: integer(38),
  yearIncorporated: integer(2011),
  yearStarted: integer(2009),
  currentPrincipals: eachLike(string('Alex Morgan, Director')),
};
const acmePaymentsAndFilings = {
  courtJudgements: integer(0),
  mortgagesAndCharges: integer(1),
  tradePaymentsHighestPastDue: MONEY('750.00'),
};

const companyRecordOfAcme = {
  mapDetails: likeEach({
    countryCode: 'US',
    countryName: 'United States',
    postalCode: '07078',
    streetAddress: '100 Market Street',
    territory: 'NJ',
    town: 'Short Hills',
    buildingName: 'Market Plaza',
  }),
  profileDetails: {
    ...likeEach(acmeProfileDetails),
    dunsNumber: DUNS(ACME),
    ...acmeProfileFacts,
  },
  scoring: likeEach({
    delinquency: 12,
    financialStress: 2,
    financialStressNationalPercentile: 74,
    paydex: 80,
    serRating: 3,
  }),
  summary: {
    ...likeEach(acmeSummary),
    reportDate: regex(/^\d{4}-\d{2}-\d{2}$/, '2026-01-15'),
    businessName: string('Acme Analytics LLC'),
  },
  paymentsAndFilings: acmePaymentsAndFilings,
};

/**
 * The placeholder is recognised by its name and its empty DUNS number: both pinned exactly. It
 * holds no value for the fields beyond §3: null (never 0) and no principals (D-PROFILE-1).
 */
const pendingPlaceholderRecord = {
  ...companyRecordOfAcme,
  profileDetails: {
    ...likeEach(acmeProfileDetails),
    dunsNumber: '',
    stateIncorporated: '',
    annualSales: null,
    employees: null,
    yearIncorporated: null,
    yearStarted: null,
    currentPrincipals: [],
  },
  summary: { ...likeEach(acmeSummary), reportDate: '', businessName: '(Company pending)' },
  paymentsAndFilings: {
    courtJudgements: null,
    mortgagesAndCharges: null,
    tradePaymentsHighestPastDue: null,
  },
};

describe('GET /services/entitlements/getCompanyInfo (HttpEntitlementQueries.companyInfo)', () => {
  it('answers the entitlement object of a company with its company record', async () => {
    await signedIn(
      pact.addInteraction(),
      ProviderStates.USER_SIGNED_IN,
      'a request for the company information of company 804735132',
    )
      .withRequest('GET', '/services/entitlements/getCompanyInfo', (request) => {
        request.headers(sessionHeaders(false)).query({ dunsNumber: ACME, type: 'normal' });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ ...ownerEntitlementObject, companyDetails: companyRecordOfAcme });
      })
      .executeTest(async (mockServer) => {
        const info = await run(
          adaptersAt(mockServer.url, true).queries.companyInfo({ kind: 'company', duns: ACME }),
        );
        expect(info.entitlements.selectedDuns).toBe(ACME);
        expect(info.company.profileDetails.dunsNumber).toBe(ACME);
        expect(info.company.summary.businessName).toBe('Acme Analytics LLC');
        expect(info.company.scoring.paydex).toBe(80);
        expect(info.company.profileDetails).toMatchObject({
          stateIncorporated: 'Delaware',
          annualSales: { amount: '4850000.00', currency: 'USD' },
          employees: 38,
          yearIncorporated: 2011,
          yearStarted: 2009,
          currentPrincipals: ['Alex Morgan, Director'],
        });
        expect(info.company.paymentsAndFilings).toEqual({
          courtJudgements: 0,
          mortgagesAndCharges: 1,
          tradePaymentsHighestPastDue: { amount: '750.00', currency: 'USD' },
        });
      });
  });

  it('answers the "(Company pending)" placeholder for type=pending', async () => {
    await signedIn(
      pact.addInteraction(),
      EntitlementStates.PENDING_DUNS_USER_SIGNED_IN,
      'a request for the company information of the pending company',
    )
      .withRequest('GET', '/services/entitlements/getCompanyInfo', (request) => {
        request.headers(sessionHeaders(false)).query({ type: 'pending' });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          ...pendingUserEntitlementObject,
          companyDetails: pendingPlaceholderRecord,
        });
      })
      .executeTest(async (mockServer) => {
        const info = await run(
          adaptersAt(mockServer.url, true).queries.companyInfo({ kind: 'pending' }),
        );
        expect(info.company.summary.businessName).toBe('(Company pending)');
        expect(info.company.profileDetails.dunsNumber).toBe('');
        expect(info.company.profileDetails.annualSales).toBeNull();
        expect(info.company.paymentsAndFilings.courtJudgements).toBeNull();
        expect(info.entitlements.isPendingOwlEntitlementsAvailable).toBe(true);
      });
  });
});

describe('GET /services/entitlements/legal-terms (HttpTermsGateway.legalTerms)', () => {
  it("answers the product agreements and legal documents with the user's decisions", async () => {
    await signedIn(
      pact.addInteraction(),
      ProviderStates.USER_SIGNED_IN,
      'a request for the legal terms',
    )
      .withRequest('GET', '/services/entitlements/legal-terms', (request) => {
        request.headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          productTerms: eachLike({
            appId: integer(294),
            product_name: string('Credit Insights'),
            dunsNumber: DUNS(ACME),
            title: string('Credit Insights Product Licence Agreement'),
            version: string('1.0'),
            status: regex(/^(accepted|pending|declined)$/, 'accepted'),
            // What the /agreement page shows before accepting (D-AGREE-1).
            content: string('These terms govern your use of Credit Insights.'),
          }),
          legalTerms: eachLike({
            code: string('terms-of-use'),
            title: string('Terms of Use'),
            url: string('/terms-of-use'),
            currentVersion: string('1.0'),
            acceptedVersion: string('1.0'),
            status: regex(/^(accepted|pending)$/, 'accepted'),
            acceptedAt: ISO_TIME,
          }),
        });
      })
      .executeTest(async (mockServer) => {
        const terms = await run(adaptersAt(mockServer.url, true).terms.legalTerms());
        expect(terms.productTerms[0]).toMatchObject({
          appId: 294,
          productName: 'Credit Insights',
          status: 'accepted',
          agreementText: 'These terms govern your use of Credit Insights.',
        });
        expect(terms.legalDocuments[0]).toMatchObject({
          code: 'terms-of-use',
          status: 'accepted',
          acceptedVersion: '1.0',
        });
      });
  });
});

const plaAnswer = (accepted: boolean, duns: string) => ({
  dunsNumber: DUNS(duns),
  appId: integer(294),
  plaAccepted: accepted,
  version: string('1.0'),
  decidedAt: ISO_TIME,
  accessAvailable: accepted,
});

describe('PUT /services/entitlements/pla (HttpTermsGateway.decideProductTerms)', () => {
  it("accepts a product's licence agreement", async () => {
    await signedIn(
      pact.addInteraction(),
      EntitlementStates.OWNER_ACCEPTED_CREDIT_INSIGHTS_TERMS,
      'a decision accepting the Credit Insights terms',
    )
      .withRequest('PUT', '/services/entitlements/pla', (request) => {
        request
          .headers(sessionHeaders(true))
          .jsonBody({ dunsNumber: ACME, appId: 294, accepted: true });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody(plaAnswer(true, ACME));
      })
      .executeTest(async (mockServer) => {
        expect(
          await run(
            adaptersAt(mockServer.url, true).terms.decideProductTerms({
              duns: ACME,
              appId: 294,
              accepted: true,
            }),
          ),
        ).toMatchObject({
          duns: ACME,
          appId: 294,
          accepted: true,
          accessAvailable: true,
        });
      });
  });

  it('declines it: access stays unavailable (§8 "Declining terms")', async () => {
    await signedIn(
      pact.addInteraction(),
      EntitlementStates.TERMS_DECLINED,
      'a decision declining the Credit Insights terms',
    )
      .withRequest('PUT', '/services/entitlements/pla', (request) => {
        request
          .headers(sessionHeaders(true))
          .jsonBody({ dunsNumber: '079942718', appId: 294, accepted: false });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody(plaAnswer(false, '079942718'));
      })
      .executeTest(async (mockServer) => {
        const decision = { duns: '079942718', appId: 294, accepted: false };
        expect(
          await run(adaptersAt(mockServer.url, true).terms.decideProductTerms(decision)),
        ).toMatchObject({
          ...decision,
          accessAvailable: false,
        });
      });
  });
});

const PLA_NOT_ACCEPTED = {
  error: 'PLA_NOT_ACCEPTED',
  message: string('Access unavailable: you must agree to the Terms of Service.'),
};

describe('POST /services/entitlements/getNavigateUrl (HttpProductHandOffs.navigateUrl)', () => {
  it('answers the hand-off URL of a product the user holds for a company', async () => {
    await signedIn(
      pact.addInteraction(),
      EntitlementStates.OWNER_ACCEPTED_CREDIT_INSIGHTS_TERMS,
      'a request for the URL of Credit Insights for company 804735132',
    )
      .withRequest('POST', '/services/entitlements/getNavigateUrl', (request) => {
        request.headers(sessionHeaders(true)).jsonBody({
          applicationId: 294,
          dunsNumber: ACME,
          noDunsFlow: false,
          pendingDuns: false,
        });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ url: string('http://localhost:8080/demo-product/294?duns=804735132') });
      })
      .executeTest(async (mockServer) => {
        const handOff = adaptersAt(mockServer.url, true).handOffs.navigateUrl({
          applicationId: 294,
          target: { kind: 'company', duns: ACME },
        });
        expect(await run(handOff)).toEqual({
          kind: 'open',
          url: 'http://localhost:8080/demo-product/294?duns=804735132',
        });
      });
  });

  it('is 403 PLA_NOT_ACCEPTED once the terms are declined: access unavailable', async () => {
    await signedIn(
      pact.addInteraction(),
      EntitlementStates.TERMS_DECLINED,
      'a request for the URL of a product whose terms were declined',
    )
      .withRequest('POST', '/services/entitlements/getNavigateUrl', (request) => {
        request.headers(sessionHeaders(true)).jsonBody({
          applicationId: 294,
          dunsNumber: '079942718',
          noDunsFlow: false,
          pendingDuns: false,
        });
      })
      .willRespondWith(403, (response) => {
        response.jsonBody(PLA_NOT_ACCEPTED);
      })
      .executeTest(async (mockServer) => {
        const target = { kind: 'company', duns: '079942718' } as const;
        expect(
          await run(
            adaptersAt(mockServer.url, true).handOffs.navigateUrl({ applicationId: 294, target }),
          ),
        ).toEqual({ kind: 'termsNotAccepted' });
      });
  });
});

describe('POST /services/entitlements/marketing-hub/sso — the Marketing Hub single-sign-on request', () => {
  it('answers the ssoUrl for the selected company', async () => {
    const request = {
      dunsNumber: ACME,
      DUNSList: [ACME, '060704780', '150483782'],
      noDunsFlow: false,
      pendingDuns: false,
    };
    await signedIn(
      pact.addInteraction(),
      ProviderStates.USER_SIGNED_IN,
      'a Marketing Hub single-sign-on request for company 804735132',
    )
      .withRequest('POST', '/services/entitlements/marketing-hub/sso', (builder) => {
        builder.headers(sessionHeaders(true)).jsonBody(request);
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          ssoUrl: string('http://localhost:8080/demo-product/marketing-hub?duns=804735132'),
        });
      })
      .executeTest(async (mockServer) => {
        expect(
          await run(adaptersAt(mockServer.url, true).handOffs.marketingHubSso(request)),
        ).toEqual({
          kind: 'open',
          url: 'http://localhost:8080/demo-product/marketing-hub?duns=804735132',
        });
      });
  });

  it('is 403 PLA_NOT_ACCEPTED while the Duns Manager and Profile Manager terms are declined', async () => {
    const request = {
      dunsNumber: '079942718',
      DUNSList: ['079942718'],
      noDunsFlow: false,
      pendingDuns: false,
    };
    await signedIn(
      pact.addInteraction(),
      EntitlementStates.DPM_TERMS_DECLINED,
      'a Marketing Hub single-sign-on request with declined terms',
    )
      .withRequest('POST', '/services/entitlements/marketing-hub/sso', (builder) => {
        builder.headers(sessionHeaders(true)).jsonBody(request);
      })
      .willRespondWith(403, (response) => {
        response.jsonBody(PLA_NOT_ACCEPTED);
      })
      .executeTest(async (mockServer) => {
        expect(
          await run(adaptersAt(mockServer.url, true).handOffs.marketingHubSso(request)),
        ).toEqual({ kind: 'termsNotAccepted' });
      });
  });
});

const base64 = (text: string): string => Buffer.from(text, 'latin1').toString('base64');
const DEEP_LINK = base64(`duns=${base64(ACME)}&app_id=294`);

describe('GET /services/entitlements/decode (HttpProductHandOffs.decodeDeepLink)', () => {
  it('answers the DUNS number and product of a deep link', async () => {
    await signedIn(
      pact.addInteraction(),
      ProviderStates.USER_SIGNED_IN,
      'a request to decode a deep link',
    )
      .withRequest('GET', '/services/entitlements/decode', (request) => {
        request.headers(sessionHeaders(false)).query({ payload: DEEP_LINK });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          dunsNumber: DUNS(ACME),
          appId: integer(294),
          parameters: like({ duns: base64(ACME), app_id: '294' }),
        });
      })
      .executeTest(async (mockServer) => {
        expect(
          await run(adaptersAt(mockServer.url, true).handOffs.decodeDeepLink(DEEP_LINK)),
        ).toEqual({
          duns: ACME,
          appId: 294,
          parameters: { duns: base64(ACME), app_id: '294' },
        });
      });
  });

  it('is 400 with the step that failed for a link whose DUNS is not nine digits (D-SRV-P7)', async () => {
    const payload = base64(`duns=${base64('12345')}`);
    await signedIn(
      pact.addInteraction(),
      ProviderStates.USER_SIGNED_IN,
      'a request to decode a deep link with an invalid DUNS number',
    )
      .withRequest('GET', '/services/entitlements/decode', (request) => {
        request.headers(sessionHeaders(false)).query({ payload });
      })
      .willRespondWith(400, (response) => {
        response.jsonBody({
          error: 'PAYLOAD_INVALID_DUNS',
          message: string('The link could not be read.'),
        });
      })
      .executeTest(async (mockServer) => {
        expect(await adaptersAt(mockServer.url, true).handOffs.decodeDeepLink(payload)()).toEqual(
          E.left({
            code: 'service.rejected',
            status: 400,
            error: 'PAYLOAD_INVALID_DUNS',
            message: 'The link could not be read.',
          }),
        );
      });
  });
});

describe('GET /services/auth/accessSubscriptions (HttpProductHandOffs.subscriptionUrl)', () => {
  it("answers the URL that opens one of the user's subscriptions", async () => {
    await signedIn(
      pact.addInteraction(),
      ProviderStates.USER_SIGNED_IN,
      'a request for the URL of subscription SUB-804735132-294',
    )
      .withRequest('GET', '/services/auth/accessSubscriptions', (request) => {
        request
          .headers(sessionHeaders(false))
          .query({ subscriber_number: 'SUB-804735132-294', app_id: '294' });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          url: string(
            'http://localhost:8080/demo-product/294?duns=804735132&subscriber=SUB-804735132-294',
          ),
        });
      })
      .executeTest(async (mockServer) => {
        expect(
          await run(
            adaptersAt(mockServer.url, true).handOffs.subscriptionUrl('SUB-804735132-294', 294),
          ),
        ).toBe(
          'http://localhost:8080/demo-product/294?duns=804735132&subscriber=SUB-804735132-294',
        );
      });
  });

  it('is 404 SUBSCRIPTION_NOT_FOUND for a subscription that is not the user’s', async () => {
    await signedIn(
      pact.addInteraction(),
      ProviderStates.USER_SIGNED_IN,
      'a request for the URL of an unknown subscription',
    )
      .withRequest('GET', '/services/auth/accessSubscriptions', (request) => {
        request
          .headers(sessionHeaders(false))
          .query({ subscriber_number: 'SUB-000000000-1', app_id: '294' });
      })
      .willRespondWith(404, (response) => {
        response.jsonBody({
          error: 'SUBSCRIPTION_NOT_FOUND',
          message: string('You have no such subscription.'),
        });
      })
      .executeTest(async (mockServer) => {
        expect(
          await adaptersAt(mockServer.url, true).handOffs.subscriptionUrl('SUB-000000000-1', 294)(),
        ).toEqual(
          E.left({
            code: 'service.rejected',
            status: 404,
            error: 'SUBSCRIPTION_NOT_FOUND',
            message: 'You have no such subscription.',
          }),
        );
      });
  });
});

describe('GET /services/auth/orders and /services/auth/subscriptions (HttpPurchaseHistory)', () => {
  it("answers the user's orders", async () => {
    await signedIn(
      pact.addInteraction(),
      ProviderStates.USER_SIGNED_IN,
      "a request for the user's orders",
    )
      .withRequest('GET', '/services/auth/orders', (request) => {
        request.headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          orders: eachLike({
            orderNumber: string('ORD-2026-000517'),
            placedAt: ISO_TIME,
            status: regex(/^(completed|processing|cancelled)$/, 'completed'),
            appId: integer(306),
            productName: string('AAA Diploma'),
            dunsNumber: DUNS('060704780'),
            amount: regex(/^\d+\.\d{2}$/, '349.00'),
            currency: regex(/^[A-Z]{3}$/, 'USD'),
          }),
        });
      })
      .executeTest(async (mockServer) => {
        expect(await run(adaptersAt(mockServer.url, true).history.orders())).toEqual([
          expect.objectContaining({
            orderNumber: 'ORD-2026-000517',
            duns: '060704780',
            amount: '349.00',
            currency: 'USD',
          }),
        ]);
      });
  });

  it("answers the user's subscriptions", async () => {
    await signedIn(
      pact.addInteraction(),
      ProviderStates.USER_SIGNED_IN,
      "a request for the user's subscriptions",
    )
      .withRequest('GET', '/services/auth/subscriptions', (request) => {
        request.headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          subscriptions: eachLike({
            subscriberNumber: string('SUB-804735132-274'),
            appId: integer(274),
            productName: string('Registered Seal'),
            dunsNumber: DUNS(ACME),
            status: regex(/^(active|cancelled|expired)$/, 'active'),
            startedAt: ISO_TIME,
            renewsAt: ISO_TIME,
            autoRenew: boolean(false),
            price: regex(/^\d+\.\d{2}$/, '199.00'),
            currency: regex(/^[A-Z]{3}$/, 'USD'),
          }),
        });
      })
      .executeTest(async (mockServer) => {
        expect(await run(adaptersAt(mockServer.url, true).history.subscriptions())).toEqual([
          expect.objectContaining({
            subscriberNumber: 'SUB-804735132-274',
            duns: ACME,
            autoRenew: false,
            price: '199.00',
          }),
        ]);
      });
  });
});

/** Without a session every call is 401, which the portal treats as signed out. */
const withoutSession: readonly [
  string,
  string,
  string,
  unknown,
  (adapters: Adapters) => TaskEither<ServiceError, unknown>,
][] = [
  [
    'POST',
    '/services/entitlements/get-entitlements-by-duns',
    '',
    { dunsArray: [ACME] },
    (a) => a.queries.entitlementsByDuns(ACME),
  ],
  ['GET', '/services/entitlements/current', '', undefined, (a) => a.queries.currentEntitlements()],
  [
    'GET',
    '/services/entitlements/getCompanyInfo',
    'type=pending',
    undefined,
    (a) => a.queries.companyInfo({ kind: 'pending' }),
  ],
  ['GET', '/services/entitlements/legal-terms', '', undefined, (a) => a.terms.legalTerms()],
  [
    'PUT',
    '/services/entitlements/pla',
    '',
    { dunsNumber: ACME, appId: 294, accepted: true },
    (a) => a.terms.decideProductTerms({ duns: ACME, appId: 294, accepted: true }),
  ],
  [
    'POST',
    '/services/entitlements/getNavigateUrl',
    '',
    { applicationId: 294, noDunsFlow: true, pendingDuns: false },
    (a) => a.handOffs.navigateUrl({ applicationId: 294, target: { kind: 'noCompany' } }),
  ],
  [
    'POST',
    '/services/entitlements/marketing-hub/sso',
    '',
    { dunsNumber: '', DUNSList: [], noDunsFlow: true, pendingDuns: false },
    (a) =>
      a.handOffs.marketingHubSso({
        dunsNumber: '',
        DUNSList: [],
        noDunsFlow: true,
        pendingDuns: false,
      }),
  ],
  [
    'GET',
    '/services/entitlements/decode',
    `payload=${DEEP_LINK}`,
    undefined,
    (a) => a.handOffs.decodeDeepLink(DEEP_LINK),
  ],
  [
    'GET',
    '/services/auth/accessSubscriptions',
    'subscriber_number=SUB-804735132-294&app_id=294',
    undefined,
    (a) => a.handOffs.subscriptionUrl('SUB-804735132-294', 294),
  ],
  ['GET', '/services/auth/orders', '', undefined, (a) => a.history.orders()],
  ['GET', '/services/auth/subscriptions', '', undefined, (a) => a.history.subscriptions()],
];

describe('every entitlements call without a session', () => {
  it.each(withoutSession)('%s %s is unauthorized', async (method, path, query, body, call) => {
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving(`${method} ${path} without a session`)
      .withRequest(method, path, (request) => {
        if (query !== '') request.query(Object.fromEntries(new URLSearchParams(query)));
        if (body !== undefined) request.jsonBody(body);
      })
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        expect(await call(adaptersAt(mockServer.url, false))()).toEqual(
          E.left({ code: 'service.unauthorized' }),
        );
      });
  });
});
