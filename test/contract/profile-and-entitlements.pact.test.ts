import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  HttpEntitlementsGateway,
  HttpProfileGateway,
} from '../../src/adapters/http/http-portal-data.adapter';
import { httpClientAt, portalPact, sessionHeaders } from './consumer';
import { ProviderStates } from './provider-states';

const { boolean, eachLike, integer, regex, string } = MatchersV3;
const pact = portalPact();
const DUNS = regex(/^\d{9}$/, '804735132');

describe('GET /services/auth/getUserProfile (HttpProfileGateway.getUserProfile)', () => {
  it("answers the signed-in user's profile details", async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving("a request for the signed-in user's profile")
      .withRequest('GET', '/services/auth/getUserProfile', (request) => {
        request.headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          firstName: string('Alex'),
          lastName: string('Morgan'),
          email: string('us.owner@example.com'),
          countryCode: string('US'),
          languagePreference: string('en-us'),
          accountSettings: {
            magento: boolean(true),
            eb_dashboard: boolean(false),
            customer_portal: boolean(true),
          },
        });
      })
      .executeTest(async (mockServer) => {
        const profile = await new HttpProfileGateway(
          httpClientAt(mockServer.url, true),
        ).getUserProfile()();
        expect(profile).toEqual(
          E.right({
            firstName: 'Alex',
            lastName: 'Morgan',
            email: 'us.owner@example.com',
            countryCode: 'US',
            languagePreference: 'en-us',
            accountSettings: { magento: true, ebDashboard: false, customerPortal: true },
          }),
        );
      });
  });

  it('is unauthorized without a session', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving('a request for the profile without a session')
      .withRequest('GET', '/services/auth/getUserProfile')
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        const profile = await new HttpProfileGateway(
          httpClientAt(mockServer.url, false),
        ).getUserProfile()();
        expect(profile).toEqual(E.left({ code: 'service.unauthorized' }));
      });
  });
});

describe('GET /services/entitlements/all (HttpEntitlementsGateway.getAllEntitlements)', () => {
  it("answers the user's companies and product entitlements", async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving("a request for the signed-in user's companies and entitlements")
      .withRequest('GET', '/services/entitlements/all', (request) => {
        request.headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          companyInfo: eachLike({
            dunsNumber: DUNS,
            businessName: string('Acme Analytics LLC'),
            role: string('director'),
          }),
          vboEntitlements: eachLike({
            appId: integer(294),
            productId: integer(27),
            product_name: string('Credit Insights'),
            dunsNumber: DUNS,
            plaAccepted: boolean(true),
          }),
        });
      })
      .executeTest(async (mockServer) => {
        const entitlements = await new HttpEntitlementsGateway(
          httpClientAt(mockServer.url, true),
        ).getAllEntitlements()();
        expect(entitlements).toEqual(
          E.right({
            companies: [
              { duns: '804735132', businessName: 'Acme Analytics LLC', seniority: 'director' },
            ],
            products: [
              {
                appId: 294,
                productId: 27,
                productName: 'Credit Insights',
                duns: '804735132',
                termsAccepted: true,
              },
            ],
          }),
        );
      });
  });
});
