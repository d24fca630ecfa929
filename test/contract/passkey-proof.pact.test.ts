import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { RequestOptionsCodec } from '../../src/adapters/webauthn/webauthn-options.codecs';
import { passkeyOptions } from '../../src/application/ports/passkeys.port';
import { portalPact, sessionHeaders } from './consumer';
import {
  BASE64URL,
  EXAMPLE_ORIGIN,
  gatewayAt,
  injectedBase64Url,
  rejected,
} from './mfa-pact-parts';
import { ProviderStates, ProviderStateValues } from './provider-states';
import { PasskeyStates } from './states/passkeys.states';

const { eachLike, regex, string } = MatchersV3;
const pact = portalPact();

const PROOF_PATH = '/services/mfa/proof';

/** The options of the browser's signing prompt as the pact's example shows them. */
const EXAMPLE_REQUEST_OPTIONS = {
  challenge: 'Qm3xT8vLp2sYk7wNc4dRf9hJb1gZa6eUo0iXt5rVy2A',
  rpId: new URL(EXAMPLE_ORIGIN).hostname,
  allowCredentials: [{ id: 'q1w2e3r4t5y6u7i8o9p0aA', type: 'public-key' }],
  userVerification: 'preferred',
} as const;

/**
 * What the portal relies on in the options: the challenge and relying party the browser signs
 * for, the user's passkeys to offer, and user verification preferred (the password came before).
 */
const requestOptions = {
  challenge: regex(BASE64URL, EXAMPLE_REQUEST_OPTIONS.challenge),
  rpId: string(EXAMPLE_REQUEST_OPTIONS.rpId),
  allowCredentials: eachLike({
    id: regex(BASE64URL, EXAMPLE_REQUEST_OPTIONS.allowCredentials[0].id),
    type: 'public-key',
  }),
  userVerification: EXAMPLE_REQUEST_OPTIONS.userVerification,
};

/** A signature as @simplewebauthn/browser's startAuthentication hands it back (ES256). */
const EXAMPLE_ASSERTION = {
  id: 'q1w2e3r4t5y6u7i8o9p0aA',
  rawId: 'q1w2e3r4t5y6u7i8o9p0aA',
  type: 'public-key',
  response: {
    clientDataJSON: Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: EXAMPLE_REQUEST_OPTIONS.challenge,
        origin: EXAMPLE_ORIGIN,
      }),
    ).toString('base64url'),
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
    signature:
      'MEUCIQDx3v9Jm1cK2pLq7rS8tUvWxYz0A1b2C3d4E5f6G7h8IgIgZ2lLm3nOp4qRs5tUv6wXy7zA8b9C0d1E2f3G4h5I6jk',
    userHandle: Buffer.from('usr-us-owner').toString('base64url'),
  },
  clientExtensionResults: {},
} as const;

/** The signature of the challenge the provider started, its parts injected by the state. */
const injectedAssertion = {
  ...EXAMPLE_ASSERTION,
  id: injectedBase64Url(ProviderStateValues.proofCredentialId, EXAMPLE_ASSERTION.id),
  rawId: injectedBase64Url(ProviderStateValues.proofRawId, EXAMPLE_ASSERTION.rawId),
  response: {
    clientDataJSON: injectedBase64Url(
      ProviderStateValues.proofClientData,
      EXAMPLE_ASSERTION.response.clientDataJSON,
    ),
    authenticatorData: injectedBase64Url(
      ProviderStateValues.proofAuthenticatorData,
      EXAMPLE_ASSERTION.response.authenticatorData,
    ),
    signature: injectedBase64Url(
      ProviderStateValues.proofSignature,
      EXAMPLE_ASSERTION.response.signature,
    ),
    userHandle: injectedBase64Url(
      ProviderStateValues.proofUserHandle,
      EXAMPLE_ASSERTION.response.userHandle,
    ),
  },
};

describe('POST /services/mfa/proof/passkey-options (HttpMfaOptionsGateway.passkeyProofOptions)', () => {
  it('gives the challenge the user’s passkeys sign as a proof', async () => {
    await pact
      .addInteraction()
      .given(PasskeyStates.ONE_PASSKEY)
      .uponReceiving('a request for the challenge a passkey signs as a proof')
      .withRequest('POST', `${PROOF_PATH}/passkey-options`, (request) => {
        // A POST without a body, as fetch sends it: pinned so that the verifier does not send it
        // chunked and without a content type, which Fastify refuses (415) before the route runs.
        request.headers({ ...sessionHeaders(true), 'content-length': '0' });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ options: requestOptions });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).passkeyProofOptions()()).toEqual(
          E.right(passkeyOptions(EXAMPLE_REQUEST_OPTIONS)),
        );
        // What the adapter handed on is what the browser adapter takes for its prompt.
        expect(E.isRight(RequestOptionsCodec.decode(EXAMPLE_REQUEST_OPTIONS))).toBe(true);
      });
  });
});

describe('POST /services/mfa/proof with a passkey (HttpMfaOptionsGateway.prove)', () => {
  it('accepts a passkey’s signature of the pending challenge as a proof', async () => {
    await pact
      .addInteraction()
      .given(PasskeyStates.PROOF_CHALLENGE_SIGNED)
      .uponReceiving('a proof of who the user is with a passkey that signed the pending challenge')
      .withRequest('POST', PROOF_PATH, (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ passkey: injectedAssertion });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ status: 'PROVED' });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).prove({ passkey: EXAMPLE_ASSERTION })()).toEqual(
          E.right(undefined),
        );
      });
  });

  it('refuses a signature when no challenge is pending: MFA_PROOF_INCORRECT', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving('a proof of who the user is with a passkey when no challenge is pending')
      .withRequest('POST', PROOF_PATH, (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ passkey: EXAMPLE_ASSERTION });
      })
      .willRespondWith(400, (response) => {
        response.jsonBody({ error: 'MFA_PROOF_INCORRECT' });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).prove({ passkey: EXAMPLE_ASSERTION })()).toEqual(
          rejected(400, 'MFA_PROOF_INCORRECT'),
        );
      });
  });
});
