import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpSessionGateway } from '../../src/adapters/http/http-session-gateway.adapter';
import { httpClientAt, portalPact, sessionHeaders } from './consumer';
import { ProviderStates } from './provider-states';

const { integer, string } = MatchersV3;
const pact = portalPact();

const gatewayAt = (url: string, signedIn: boolean) =>
  new HttpSessionGateway(httpClientAt(url, signedIn));

describe('GET /services/auth/checkUserLogin — the session check (HttpSessionGateway.checkSession)', () => {
  it('answers how long the session has left', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving('a session check with a live session')
      .withRequest('GET', '/services/auth/checkUserLogin', (request) => {
        request.headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ expiresIn: integer(1800) });
      })
      .executeTest(async (mockServer) => {
        const reply = await gatewayAt(mockServer.url, true).checkSession()();
        expect(reply).toEqual({
          kind: 'answered',
          status: 200,
          expiresInSeconds: 1800,
          url: undefined,
        });
      });
  });

  it('is unauthorized without a session (spec §4: 401 clears tokens and goes to logout)', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving('a session check without a session')
      .withRequest('GET', '/services/auth/checkUserLogin')
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, false).checkSession()()).toEqual({
          kind: 'unauthorized',
        });
      });
  });
});

describe('GET /services/auth/oktaLogout (HttpSessionGateway.oktaLogout)', () => {
  it('ends the portal session', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving('a request to end the portal session')
      .withRequest('GET', '/services/auth/oktaLogout', (request) => {
        // A GET that ends the session carries the CSRF header, as writes do
        // (docs/decisions/sign-in-and-sessions.md D-AUTH-6).
        request.headers(sessionHeaders(true));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ status: string('LOGGED_OUT') });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, true).oktaLogout()()).toEqual(E.right(undefined));
      });
  });
});
