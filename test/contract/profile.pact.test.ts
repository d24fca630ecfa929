import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpProfileGateway } from '../../src/adapters/http/http-profile-gateway.adapter';
import { httpClientAt, portalPact, sessionHeaders } from './consumer';
import { ProviderStates } from './provider-states';

const { boolean, string } = MatchersV3;
const pact = portalPact();

describe('GET /services/auth/getUserProfile (HttpProfileGateway.getUserProfile)', () => {
  it("answers the signed-in user's profile details, address included (D-ACCT-UI-1)", async () => {
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
          isDnbUser: boolean(false),
          phoneNumber: string('9735550142'),
          street: string('100 Market Street'),
          city: string('Short Hills'),
          state: string('NJ'),
          postalCode: string('07078'),
          accountSettings: {
            magento: boolean(true),
            eb_dashboard: boolean(false),
            customer_portal: boolean(true),
          },
          // Issue 28: MFA is on for the account's country (D-MFA-1), so MFA Options is offered.
          mfaEnabled: boolean(true),
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
            mfaEnabled: true,
            isDnbUser: false,
            phoneNumber: '9735550142',
            address: {
              street: '100 Market Street',
              city: 'Short Hills',
              state: 'NJ',
              postalCode: '07078',
            },
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
