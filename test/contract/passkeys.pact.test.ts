import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { CreationOptionsCodec } from '../../src/adapters/webauthn/webauthn-options.codecs';
import { passkeyOptions } from '../../src/application/ports/passkeys.port';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_GROUP_LENGTH,
} from '../../src/domain/mfa/recovery-codes';
import { portalPact, sessionHeaders } from './consumer';
import {
  BASE64URL,
  EXAMPLE_ORIGIN,
  gatewayAt,
  injectedBase64Url,
  rejected,
} from './mfa-pact-parts';
import { injected, ProviderStates, ProviderStateValues } from './provider-states';
import { MfaStates } from './states/mfa.states';
import { PASSKEY_NAME, PasskeyStates, UNKNOWN_REGISTRATION_ID } from './states/passkeys.states';

const { constrainedArrayLike, eachLike, integer, regex, string } = MatchersV3;
const pact = portalPact();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PASSKEYS_PATH = '/services/mfa/passkeys';

/** `abcde-fghjk`: two groups of the domain's alphabet (D-MFA-3). */
const RECOVERY_CODE = new RegExp(
  `^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_GROUP_LENGTH}}-[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_GROUP_LENGTH}}$`,
);
const EXAMPLE_RECOVERY_CODE = 'k7m2p-9xq4r';

const EXAMPLE_REGISTRATION_ID = '6b0f2c1e-8d4a-4f7b-9e35-1c2d3e4f5a6b';

/** The options of the browser's prompt as the pact's example shows them (ES256). */
const EXAMPLE_OPTIONS = {
  challenge: 'Xb2kQ9wLr4tYp7sVn1mZc3dFg6hJk8aB0eRu5iOxTz4',
  rp: { name: 'Business Portal', id: new URL(EXAMPLE_ORIGIN).hostname },
  user: {
    id: Buffer.from('usr-us-owner').toString('base64url'),
    name: 'us.owner@example.com',
    displayName: 'us.owner@example.com',
  },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  timeout: 300_000,
  authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  attestation: 'none',
} as const;

/**
 * What the portal relies on in the options: the fields @simplewebauthn/browser needs (by type or
 * shape), a discoverable credential with user verification preferred, and no attestation.
 */
const creationOptions = {
  challenge: regex(BASE64URL, EXAMPLE_OPTIONS.challenge),
  rp: { name: string(EXAMPLE_OPTIONS.rp.name), id: string(EXAMPLE_OPTIONS.rp.id) },
  user: {
    id: regex(BASE64URL, EXAMPLE_OPTIONS.user.id),
    name: string(EXAMPLE_OPTIONS.user.name),
    displayName: string(EXAMPLE_OPTIONS.user.displayName),
  },
  pubKeyCredParams: eachLike({ alg: integer(-7), type: 'public-key' }),
  timeout: integer(EXAMPLE_OPTIONS.timeout),
  authenticatorSelection: EXAMPLE_OPTIONS.authenticatorSelection,
  attestation: EXAMPLE_OPTIONS.attestation,
};

/** A new credential as @simplewebauthn/browser's startRegistration hands it back (ES256, "none"). */
const EXAMPLE_CREDENTIAL = {
  id: 'q1w2e3r4t5y6u7i8o9p0aA',
  rawId: 'q1w2e3r4t5y6u7i8o9p0aA',
  type: 'public-key',
  response: {
    clientDataJSON: Buffer.from(
      JSON.stringify({
        type: 'webauthn.create',
        challenge: EXAMPLE_OPTIONS.challenge,
        origin: EXAMPLE_ORIGIN,
      }),
    ).toString('base64url'),
    attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVikSZYN5YgOjGh0NBcPZHZgW4',
    transports: ['internal'],
  },
  clientExtensionResults: {},
} as const;

/** The credential of the registration the provider started, its parts injected by the state. */
const injectedCredential = {
  ...EXAMPLE_CREDENTIAL,
  id: injectedBase64Url(ProviderStateValues.passkeyCredentialId, EXAMPLE_CREDENTIAL.id),
  rawId: injectedBase64Url(ProviderStateValues.passkeyRawId, EXAMPLE_CREDENTIAL.rawId),
  response: {
    ...EXAMPLE_CREDENTIAL.response,
    clientDataJSON: injectedBase64Url(
      ProviderStateValues.passkeyClientData,
      EXAMPLE_CREDENTIAL.response.clientDataJSON,
    ),
    attestationObject: injectedBase64Url(
      ProviderStateValues.passkeyAttestation,
      EXAMPLE_CREDENTIAL.response.attestationObject,
    ),
  },
};

const confirmationPath = (registrationId: string) =>
  `${PASSKEYS_PATH}/${registrationId}/confirmation`;

/**
 * The path of the registration the provider started: any id of its shape; the provider's state
 * handler supplies the real one (`registrationId`), which only its records know.
 */
const injectedConfirmationPath = {
  ...regex(
    /^\/services\/mfa\/passkeys\/[^/]+\/confirmation$/,
    confirmationPath(EXAMPLE_REGISTRATION_ID),
  ),
  'pact:generator:type': 'ProviderState',
  expression: confirmationPath(injected(ProviderStateValues.registrationId)),
};

describe('POST /services/mfa/passkeys (HttpMfaOptionsGateway.startPasskey)', () => {
  it('starts adding a passkey: the registration id and the options of the browser’s prompt', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving('a request to start adding a passkey')
      .withRequest('POST', PASSKEYS_PATH, (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ name: PASSKEY_NAME });
      })
      .willRespondWith(201, (response) => {
        response.jsonBody({
          registrationId: regex(UUID, EXAMPLE_REGISTRATION_ID),
          options: creationOptions,
        });
      })
      .executeTest(async (mockServer) => {
        const started = await gatewayAt(mockServer.url).startPasskey(PASSKEY_NAME)();
        expect(started).toEqual(
          E.right({
            registrationId: EXAMPLE_REGISTRATION_ID,
            options: passkeyOptions(EXAMPLE_OPTIONS),
          }),
        );
        // What the adapter handed on is what the browser adapter takes for its prompt.
        expect(E.isRight(CreationOptionsCodec.decode(EXAMPLE_OPTIONS))).toBe(true);
      });
  });

  it('asks for a new proof when the last is older than five minutes: MFA_PROOF_REQUIRED', async () => {
    await pact
      .addInteraction()
      .given(MfaStates.STALE_PROOF)
      .uponReceiving('a request to start adding a passkey with a stale proof')
      .withRequest('POST', PASSKEYS_PATH, (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ name: PASSKEY_NAME });
      })
      .willRespondWith(403, (response) => {
        response.jsonBody({ error: 'MFA_PROOF_REQUIRED' });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).startPasskey(PASSKEY_NAME)()).toEqual(
          rejected(403, 'MFA_PROOF_REQUIRED'),
        );
      });
  });
});

describe('POST /services/mfa/passkeys/{registrationId}/confirmation (HttpMfaOptionsGateway.confirmPasskey)', () => {
  it('confirms the first passkey with the credential the browser made, with the first recovery codes', async () => {
    await pact
      .addInteraction()
      .given(PasskeyStates.ADDING_PASSKEY)
      .uponReceiving('a confirmation of the first passkey with the credential the browser made')
      .withRequest('POST', injectedConfirmationPath, (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ response: injectedCredential });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          recoveryCodes: constrainedArrayLike(
            regex(RECOVERY_CODE, EXAMPLE_RECOVERY_CODE),
            RECOVERY_CODE_COUNT,
            RECOVERY_CODE_COUNT,
          ),
        });
      })
      .executeTest(async (mockServer) => {
        expect(
          await gatewayAt(mockServer.url).confirmPasskey(
            EXAMPLE_REGISTRATION_ID,
            EXAMPLE_CREDENTIAL,
          )(),
        ).toEqual(
          E.right(Array.from({ length: RECOVERY_CODE_COUNT }, () => EXAMPLE_RECOVERY_CODE)),
        );
      });
  });

  it('refuses a registration that is not pending: PASSKEY_EXPIRED', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving('a confirmation of a passkey registration that is not pending')
      .withRequest('POST', confirmationPath(UNKNOWN_REGISTRATION_ID), (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ response: EXAMPLE_CREDENTIAL });
      })
      .willRespondWith(400, (response) => {
        response.jsonBody({ error: 'PASSKEY_EXPIRED' });
      })
      .executeTest(async (mockServer) => {
        expect(
          await gatewayAt(mockServer.url).confirmPasskey(
            UNKNOWN_REGISTRATION_ID,
            EXAMPLE_CREDENTIAL,
          )(),
        ).toEqual(rejected(400, 'PASSKEY_EXPIRED'));
      });
  });
});
