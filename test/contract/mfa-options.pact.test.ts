import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_GROUP_LENGTH,
} from '../../src/domain/mfa/recovery-codes';
import { portalPact, sessionHeaders } from './consumer';
import { gatewayAt, rejected } from './mfa-pact-parts';
import { injected, ProviderStates, ProviderStateValues } from './provider-states';
import { PASSWORDS, PasswordStates } from './states/passwords.states';
import { MFA_FACTORS, MfaStates, WRONG_APP_CODE } from './states/mfa.states';

const { constrainedArrayLike, eachLike, integer, regex, string } = MatchersV3;
const pact = portalPact();

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const EXAMPLE_CREATED_AT = '2026-01-15T10:00:00.000Z';
const EXAMPLE_LAST_USED_AT = '2026-01-15T10:00:30.000Z';

/** `abcde-fghjk`: two groups of the domain's alphabet (D-MFA-3). */
const RECOVERY_CODE = new RegExp(
  `^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_GROUP_LENGTH}}-[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_GROUP_LENGTH}}$`,
);
const EXAMPLE_RECOVERY_CODE = 'k7m2p-9xq4r';
/** Exactly ten recovery codes, each of the domain's shape. */
const recoveryCodes = constrainedArrayLike(
  regex(RECOVERY_CODE, EXAMPLE_RECOVERY_CODE),
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_COUNT,
);
const EXAMPLE_RECOVERY_CODES = Array.from(
  { length: RECOVERY_CODE_COUNT },
  () => EXAMPLE_RECOVERY_CODE,
);

/** A code from the app being added: any six digits; the provider's state handler supplies the real one. */
const EXAMPLE_APP_CODE = '492039';
const appCode = {
  ...regex(/^\d{6}$/, EXAMPLE_APP_CODE),
  'pact:generator:type': 'ProviderState',
  expression: injected(ProviderStateValues.appCode),
};

describe('GET /services/mfa (HttpMfaOptionsGateway.status)', () => {
  it('lists the factors of a user with one authenticator app and counts their recovery codes', async () => {
    await pact
      .addInteraction()
      .given(MfaStates.ONE_AUTHENTICATOR_APP)
      .uponReceiving('a request for the MFA status of a user with one authenticator app')
      .withRequest('GET', '/services/mfa', (request) => {
        request.headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          factors: eachLike({
            id: string(MFA_FACTORS.phone.id),
            kind: regex(/^(totp|passkey)$/, 'totp'),
            name: string(MFA_FACTORS.phone.name),
            createdAt: regex(ISO_TIME, EXAMPLE_CREATED_AT),
            lastUsedAt: regex(ISO_TIME, EXAMPLE_LAST_USED_AT),
          }),
          recoveryCodesLeft: integer(RECOVERY_CODE_COUNT),
        });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).status()()).toEqual(
          E.right({
            factors: [
              {
                id: MFA_FACTORS.phone.id,
                kind: 'totp',
                name: MFA_FACTORS.phone.name,
                createdAt: new Date(EXAMPLE_CREATED_AT),
                lastUsedAt: new Date(EXAMPLE_LAST_USED_AT),
              },
            ],
            recoveryCodesLeft: RECOVERY_CODE_COUNT,
          }),
        );
      });
  });

  it('is not found for a user whose country has MFA off', async () => {
    await pact
      .addInteraction()
      .given(MfaStates.MFA_OFF_FOR_COUNTRY)
      .uponReceiving('a request for the MFA status of a user whose country has MFA off')
      .withRequest('GET', '/services/mfa', (request) => {
        request.headers(sessionHeaders(false));
      })
      .willRespondWith(404, (response) => {
        response.jsonBody({ error: 'MFA_UNAVAILABLE' });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).status()()).toEqual(
          rejected(404, 'MFA_UNAVAILABLE'),
        );
      });
  });

  it('is unauthorized without a session', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving('a request for the MFA status without a session')
      .withRequest('GET', '/services/mfa')
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, false).status()()).toEqual(
          E.left({ code: 'service.unauthorized' }),
        );
      });
  });
});

describe('POST /services/mfa/proof (HttpMfaOptionsGateway.prove)', () => {
  it('accepts the user’s password as a proof', async () => {
    await pact
      .addInteraction()
      .given(PasswordStates.SIGNED_IN_WITH_KNOWN_PASSWORD)
      .uponReceiving('a proof of who the user is with their password')
      .withRequest('POST', '/services/mfa/proof', (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ password: PASSWORDS.known });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ status: 'PROVED' });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).prove({ password: PASSWORDS.known })()).toEqual(
          E.right(undefined),
        );
      });
  });

  it('refuses a wrong password: MFA_PROOF_INCORRECT', async () => {
    const proof = { password: 'Not-The-Password-1' };
    await pact
      .addInteraction()
      .given(PasswordStates.SIGNED_IN_WITH_KNOWN_PASSWORD)
      .uponReceiving('a proof of who the user is with a wrong password')
      .withRequest('POST', '/services/mfa/proof', (request) => {
        request.headers(sessionHeaders(true)).jsonBody(proof);
      })
      .willRespondWith(400, (response) => {
        response.jsonBody({ error: 'MFA_PROOF_INCORRECT' });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).prove(proof)()).toEqual(
          rejected(400, 'MFA_PROOF_INCORRECT'),
        );
      });
  });
});

describe('POST /services/mfa/authenticator-apps (HttpMfaOptionsGateway.startApp)', () => {
  const EXAMPLE_KEY = 'TSMHYFRVNIQBZMU6JETVO3JNXXO2ZECQ';
  const EXAMPLE_URI = `otpauth://totp/Business%20Portal:us.owner%40example.com?issuer=Business%20Portal&secret=${EXAMPLE_KEY}&algorithm=SHA1&digits=6&period=30`;
  const EXAMPLE_FACTOR_ID = '3f0c9a52-7d1e-4b8a-9c46-2e5f81d0a7b3';

  it('starts adding an app: its key and otpauth URI', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving('a request to start adding an authenticator app')
      .withRequest('POST', '/services/mfa/authenticator-apps', (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ name: MFA_FACTORS.laptop.name });
      })
      .willRespondWith(201, (response) => {
        response.jsonBody({
          factorId: string(EXAMPLE_FACTOR_ID),
          key: regex(/^[A-Z2-7]+=*$/, EXAMPLE_KEY),
          uri: regex(/^otpauth:\/\/totp\/\S+$/, EXAMPLE_URI),
        });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).startApp(MFA_FACTORS.laptop.name)()).toEqual(
          E.right({ factorId: EXAMPLE_FACTOR_ID, key: EXAMPLE_KEY, uri: EXAMPLE_URI }),
        );
      });
  });

  it('asks for a new proof when the last is older than five minutes: MFA_PROOF_REQUIRED', async () => {
    await pact
      .addInteraction()
      .given(MfaStates.STALE_PROOF)
      .uponReceiving('a request to start adding an authenticator app with a stale proof')
      .withRequest('POST', '/services/mfa/authenticator-apps', (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ name: MFA_FACTORS.laptop.name });
      })
      .willRespondWith(403, (response) => {
        response.jsonBody({ error: 'MFA_PROOF_REQUIRED' });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).startApp(MFA_FACTORS.laptop.name)()).toEqual(
          rejected(403, 'MFA_PROOF_REQUIRED'),
        );
      });
  });
});

describe('POST /services/mfa/authenticator-apps/{factorId}/confirmation (HttpMfaOptionsGateway.confirmApp)', () => {
  const PATH = `/services/mfa/authenticator-apps/${MFA_FACTORS.laptop.id}/confirmation`;

  it('confirms the first app with the code it shows, with the first recovery codes', async () => {
    await pact
      .addInteraction()
      .given(MfaStates.ADDING_AUTHENTICATOR_APP)
      .uponReceiving('a confirmation of the first authenticator app with the code it shows')
      .withRequest('POST', PATH, (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ code: appCode });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ recoveryCodes });
      })
      .executeTest(async (mockServer) => {
        expect(
          await gatewayAt(mockServer.url).confirmApp(MFA_FACTORS.laptop.id, EXAMPLE_APP_CODE)(),
        ).toEqual(E.right(EXAMPLE_RECOVERY_CODES));
      });
  });

  it('refuses a wrong code: MFA_CODE_INCORRECT', async () => {
    await pact
      .addInteraction()
      .given(MfaStates.ADDING_AUTHENTICATOR_APP)
      .uponReceiving('a confirmation of an authenticator app with a wrong code')
      .withRequest('POST', PATH, (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ code: WRONG_APP_CODE });
      })
      .willRespondWith(400, (response) => {
        response.jsonBody({ error: 'MFA_CODE_INCORRECT' });
      })
      .executeTest(async (mockServer) => {
        expect(
          await gatewayAt(mockServer.url).confirmApp(MFA_FACTORS.laptop.id, WRONG_APP_CODE)(),
        ).toEqual(rejected(400, 'MFA_CODE_INCORRECT'));
      });
  });
});

describe('POST /services/mfa/recovery-codes (HttpMfaOptionsGateway.newRecoveryCodes)', () => {
  it('answers a new set of ten recovery codes', async () => {
    await pact
      .addInteraction()
      .given(MfaStates.ONE_AUTHENTICATOR_APP)
      .uponReceiving('a request for a new set of recovery codes')
      .withRequest('POST', '/services/mfa/recovery-codes', (request) => {
        // A POST without a body, as fetch sends it: `content-length: 0`. Pinned so that the
        // verifier sends it too; without it the request reaches the provider chunked and without a
        // content type, which Fastify refuses (415) before the route runs.
        request.headers({ ...sessionHeaders(true), 'content-length': '0' });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ recoveryCodes });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).newRecoveryCodes()()).toEqual(
          E.right(EXAMPLE_RECOVERY_CODES),
        );
      });
  });
});

describe('PATCH /services/mfa/factors/{factorId} (HttpMfaOptionsGateway.rename)', () => {
  it('renames a factor', async () => {
    await pact
      .addInteraction()
      .given(MfaStates.ONE_AUTHENTICATOR_APP)
      .uponReceiving('a request to rename an authenticator app')
      .withRequest('PATCH', `/services/mfa/factors/${MFA_FACTORS.phone.id}`, (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ name: 'Work phone' });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ status: 'RENAMED' });
      })
      .executeTest(async (mockServer) => {
        expect(
          await gatewayAt(mockServer.url).rename(MFA_FACTORS.phone.id, 'Work phone')(),
        ).toEqual(E.right(undefined));
      });
  });
});

describe('DELETE /services/mfa/factors/{factorId} (HttpMfaOptionsGateway.remove)', () => {
  it('removes a factor and answers how many are left', async () => {
    await pact
      .addInteraction()
      .given(MfaStates.ONE_AUTHENTICATOR_APP)
      .uponReceiving('a request to remove the only authenticator app')
      .withRequest('DELETE', `/services/mfa/factors/${MFA_FACTORS.phone.id}`, (request) => {
        request.headers(sessionHeaders(true));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ factorsLeft: integer(0) });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).remove(MFA_FACTORS.phone.id)()).toEqual(E.right(0));
      });
  });

  it('refuses a factor the user does not have: MFA_FACTOR_UNKNOWN', async () => {
    await pact
      .addInteraction()
      .given(MfaStates.ONE_AUTHENTICATOR_APP)
      .uponReceiving('a request to remove a factor the user does not have')
      .withRequest('DELETE', `/services/mfa/factors/${MFA_FACTORS.unknownId}`, (request) => {
        request.headers(sessionHeaders(true));
      })
      .willRespondWith(404, (response) => {
        response.jsonBody({ error: 'MFA_FACTOR_UNKNOWN' });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).remove(MFA_FACTORS.unknownId)()).toEqual(
          rejected(404, 'MFA_FACTOR_UNKNOWN'),
        );
      });
  });
});

describe('DELETE /services/mfa (HttpMfaOptionsGateway.turnOff)', () => {
  it('turns MFA off', async () => {
    await pact
      .addInteraction()
      .given(MfaStates.ONE_AUTHENTICATOR_APP)
      .uponReceiving('a request to turn MFA off')
      .withRequest('DELETE', '/services/mfa', (request) => {
        request.headers(sessionHeaders(true));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ status: 'TURNED_OFF' });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).turnOff()()).toEqual(E.right(undefined));
      });
  });
});
