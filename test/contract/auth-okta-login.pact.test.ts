import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpSessionGateway } from '../../src/adapters/http/http-session-gateway.adapter';
import { httpClientAt, portalPact } from './consumer';
import { injected, ProviderStates, ProviderStateValues } from './provider-states';

const { fromProviderState, like, string } = MatchersV3;

/**
 * A syntactically real id token (RS256, the claims the provider issues for us.owner@example.com),
 * signed by a throw-away key that is not the provider's and issued on 2026-01-01: the provider
 * refuses it. It is the example value the pact records; the success case replaces it with a token
 * the provider mints in its state handler.
 */
const EXAMPLE_ID_TOKEN =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6ImV4YW1wbGUta2V5LW5vdC10aGUtcHJvdmlkZXJzIiwidHlwIjoiSldUIn0' +
  '.eyJpc3MiOiJodHRwOi8vbG9jYWxob3N0OjgwODAvb2lkYyIsImF1ZCI6ImJ1c2luZXNzLXBvcnRhbCIsInN1YiI6InVzci11cy1vd25lciIsImlhdCI6MTc2NzIyNTYwMCwiZXhwIjoxNzY3MjI5MjAwLCJlbWFpbCI6InVzLm93bmVyQGV4YW1wbGUuY29tIn0' +
  '.e2gSGBPEmiMhUJ0qudDdJA26aw9x4u8eQAEdggCgEa6Ji5PKHg9oaLScCdaMKyIxa5sji894wMIHWG9T0SiabZJloLNxyPERKYp7uyTkicUdgrDA3FezJMJ1m7W8gKswD_SVw-T80tUXQCvckBeHPfUlg4EtWLL7GjUuq_omdgJYz6EgfeONLnAmmHNJbt4phE7aMPwo2654sKqzhNHbOH6uaKnbQq2UbBoZ_kmJboQIa_hSHekwi6ceY4uJR3KlEitAIvCqxJxwYLT4p6KzPHdaTEXDcgvHP3C81AR4gNYFsRhnO2IUywtdtkoN7eHgE3cPaGZvqcXI7oejyEZhtA';

const OKTA_LOGIN_PATH = '/services/auth/oktaLogin';

const pact = portalPact();

/** The portal's real adapter on the mock server; no session or CSRF token before sign-in. */
const sessionGatewayAt = (mockServerUrl: string): HttpSessionGateway =>
  new HttpSessionGateway(httpClientAt(mockServerUrl, false));

describe('POST /services/auth/oktaLogin (HttpSessionGateway.oktaLogin)', () => {
  it('creates a portal session from a fresh id token the identity provider issued', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_HAS_FRESH_ID_TOKEN)
      .uponReceiving('a request to create a portal session from a fresh id token')
      .withRequest('POST', OKTA_LOGIN_PATH, (request) => {
        request.jsonBody({
          idToken: fromProviderState(injected(ProviderStateValues.idToken), EXAMPLE_ID_TOKEN),
        });
      })
      .willRespondWith(200, (response) => {
        // Only what the portal reads (OktaLoginResponseCodec): the status code and the OWL error flag.
        response.jsonBody({ status: { code: like(200) }, owl: { error: like(false) } });
      })
      .executeTest(async (mockServer) => {
        const result = await sessionGatewayAt(mockServer.url).oktaLogin(EXAMPLE_ID_TOKEN)();

        expect(result).toEqual(E.right({ owlError: false }));
      });
  });

  it("takes a product's deep link in its query (§7: app_id and payload)", async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_HAS_FRESH_ID_TOKEN)
      .uponReceiving('a request to create a portal session from a product deep link sign-in')
      .withRequest('POST', OKTA_LOGIN_PATH, (request) => {
        request.query({ app_id: '306', payload: 'ZHVucz1PVEU0TnpZMU5ETXk' });
        request.jsonBody({
          idToken: fromProviderState(injected(ProviderStateValues.idToken), EXAMPLE_ID_TOKEN),
        });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ status: { code: like(200) }, owl: { error: like(false) } });
      })
      .executeTest(async (mockServer) => {
        const result = await sessionGatewayAt(mockServer.url).oktaLogin(EXAMPLE_ID_TOKEN, {
          payload: 'ZHVucz1PVEU0TnpZMU5ETXk',
          appId: '306',
        })();

        expect(result).toEqual(E.right({ owlError: false }));
      });
  });

  // Spec §8 "Please verify your email.", "Authentication Failed: Password expired." (D-AUTH-8).
  it.each([
    [
      ProviderStates.UNVERIFIED_USER_HAS_FRESH_ID_TOKEN,
      'a request to create a portal session for an account whose email is not verified',
      { error: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email.' },
    ],
    [
      ProviderStates.EXPIRED_PASSWORD_USER_HAS_FRESH_ID_TOKEN,
      'a request to create a portal session for an account whose password has expired',
      {
        error: 'AUTHENTICATION_PASSWORD_EXPIRED',
        message: 'Authentication Failed: Password expired.',
      },
    ],
  ])("is refused for the account's state (%s)", async (state, description, body) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(description)
      .withRequest('POST', OKTA_LOGIN_PATH, (request) => {
        request.jsonBody({
          idToken: fromProviderState(injected(ProviderStateValues.idToken), EXAMPLE_ID_TOKEN),
        });
      })
      .willRespondWith(403, (response) => {
        response.jsonBody({ error: body.error, message: string(body.message) });
      })
      .executeTest(async (mockServer) => {
        const result = await sessionGatewayAt(mockServer.url).oktaLogin(EXAMPLE_ID_TOKEN)();

        expect(result).toEqual(E.left({ code: 'service.rejected', status: 403, ...body }));
      });
  });

  it('is signed out when the id token was not issued by the identity provider', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.ID_TOKEN_NOT_ISSUED_BY_PROVIDER)
      .uponReceiving(
        'a request to create a portal session from an id token the provider did not issue',
      )
      .withRequest('POST', OKTA_LOGIN_PATH, (request) => {
        request.jsonBody({ idToken: string(EXAMPLE_ID_TOKEN) });
      })
      // The portal reads nothing of a 401 but its status: any 401 means "signed out".
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        const result = await sessionGatewayAt(mockServer.url).oktaLogin(EXAMPLE_ID_TOKEN)();

        expect(result).toEqual(E.left({ code: 'service.unauthorized' }));
      });
  });
});
