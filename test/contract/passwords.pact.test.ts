import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpPasswordGateway } from '../../src/adapters/http/http-password-gateway.adapter';
import { RESET_TOKEN_VALIDATION_FAILED } from '../../src/application/ports/password-gateway.port';
import type { ServiceError } from '../../src/application/ports/service-error';
import {
  messageForServerError,
  type ServerErrorMessageId,
} from '../../src/domain/shared/server-error-messages';
import { httpClientAt, portalPact, sessionHeaders } from './consumer';
import { injected, ProviderStates, ProviderStateValues } from './provider-states';
import { PASSWORDS, PasswordStates } from './states/passwords.states';

const { fromProviderState, integer } = MatchersV3;
const pact = portalPact();

const gatewayAt = (url: string, signedIn: boolean) =>
  new HttpPasswordGateway(httpClientAt(url, signedIn));

/** The example token the pact records; the provider replaces it with a link it issued. */
const EXAMPLE_RESET_TOKEN = 'q3J9c1b0VZk2mXo7n8s4pT6uW1yA5dE0fG2hI4jK6lM';
const resetToken = () =>
  fromProviderState(injected(ProviderStateValues.resetToken), EXAMPLE_RESET_TOKEN);

/** The portal's message for a refusal: the §8 code mapped by the domain. */
const portalCodeOf = (result: E.Either<ServiceError, void>): ServerErrorMessageId | undefined =>
  E.isLeft(result) && result.left.code === 'service.rejected'
    ? messageForServerError(result.left.error)
    : undefined;

// §5 "Minimum-age rule (minutes, hours or days)": the policy's value (D-PWD-10).
describe('GET /services/auth/passwordPolicy (HttpPasswordGateway.passwordPolicy)', () => {
  it('answers the minimum age between two changes, in minutes', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving("a request for the password policy's minimum age")
      .withRequest('GET', '/services/auth/passwordPolicy', (request) => {
        request.headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ minimumAgeMinutes: integer(1440) });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, true).passwordPolicy()()).toEqual(
          E.right({ minimumAge: { count: 1, unit: 'days' } }),
        );
      });
  });
});

describe('PUT /services/auth/changePassword (HttpPasswordGateway.changePassword)', () => {
  const PATH = '/services/auth/changePassword';
  const change = (currentPassword: string, newPassword: string) => ({
    currentPassword,
    newPassword,
    retypePassword: newPassword,
  });

  it('changes the signed-in user’s password', async () => {
    const body = change(PASSWORDS.known, 'Changed-Portal-2026!');
    await pact
      .addInteraction()
      .given(PasswordStates.SIGNED_IN_WITH_KNOWN_PASSWORD)
      .uponReceiving('a password change by the signed-in user')
      .withRequest('PUT', PATH, (request) => {
        request.headers(sessionHeaders(true)).jsonBody(body);
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ status: 'SUCCESS' });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, true).changePassword(body)()).toEqual(
          E.right(undefined),
        );
      });
  });

  it.each([
    [
      '2007',
      'a new password that does not meet the requirements',
      PasswordStates.SIGNED_IN_WITH_KNOWN_PASSWORD,
      change(PASSWORDS.known, 'weak'),
      'password.requirementsNotMet',
    ],
    [
      '2008',
      'a current password that does not match',
      PasswordStates.SIGNED_IN_WITH_KNOWN_PASSWORD,
      change('Not-The-Password-1', 'Changed-Portal-2026!'),
      'password.currentMismatch',
    ],
    [
      '2011',
      'a new password among the last 5',
      PasswordStates.SIGNED_IN_WITH_PASSWORD_HISTORY,
      change(PASSWORDS.current, PASSWORDS.earlier),
      'password.history',
    ],
  ] as const)('refuses %s: %s', async (serverCode, description, state, body, portalCode) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(`a password change with ${description}`)
      .withRequest('PUT', PATH, (request) => {
        request.headers(sessionHeaders(true)).jsonBody(body);
      })
      .willRespondWith(400, (response) => {
        response.jsonBody({ error: serverCode });
      })
      .executeTest(async (mockServer) => {
        const result = await gatewayAt(mockServer.url, true).changePassword(body)();
        expect(result).toEqual(
          E.left(expect.objectContaining({ code: 'service.rejected', error: serverCode })),
        );
        expect(portalCodeOf(result)).toBe(portalCode);
      });
  });

  it('is unauthorized without a session', async () => {
    const body = change(PASSWORDS.known, 'Changed-Portal-2026!');
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving('a password change without a session')
      .withRequest('PUT', PATH, (request) => {
        request.jsonBody(body);
      })
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, false).changePassword(body)()).toEqual(
          E.left({ code: 'service.unauthorized' }),
        );
      });
  });
});

describe('POST /services/auth/forgotPassword (HttpPasswordGateway.requestPasswordReset)', () => {
  it('answers that a reset link is on its way, with the flow values in the query', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving('a request for a password-reset link in the Get-a-DUNS flow')
      .withRequest('POST', '/services/auth/forgotPassword', (request) => {
        request
          .query({ flow: 'GAD', app_id: '294', countryId: 'US', redirect_url: '/dashboard' })
          .jsonBody({ email: 'us.owner@example.com' });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ status: 'SENT' });
      })
      .executeTest(async (mockServer) => {
        const result = await gatewayAt(mockServer.url, false).requestPasswordReset({
          email: 'us.owner@example.com',
          flow: 'GAD',
          appId: '294',
          countryId: 'US',
          redirectUrl: '/dashboard',
        })();
        expect(result).toEqual(E.right(undefined));
      });
  });
});

describe('POST /services/auth/validateToken (HttpPasswordGateway.validateResetToken)', () => {
  const PATH = '/services/auth/validateToken';

  it('accepts the token of a link the provider issued', async () => {
    await pact
      .addInteraction()
      .given(PasswordStates.RESET_LINK_ISSUED)
      .uponReceiving('a check of a fresh password-reset token')
      .withRequest('POST', PATH, (request) => {
        request.jsonBody({ token: resetToken() });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ status: 'VALID' });
      })
      .executeTest(async (mockServer) => {
        const result = await gatewayAt(mockServer.url, false).validateResetToken(
          EXAMPLE_RESET_TOKEN,
        )();
        expect(result).toEqual(E.right(undefined));
      });
  });

  it.each([
    ['an expired', PasswordStates.RESET_LINK_EXPIRED, 410, true],
    ['an unknown', PasswordStates.RESET_LINK_UNKNOWN, 400, false],
  ] as const)(
    'rejects %s token with "ResetPassword Token Validation:Failed"',
    async (which, state, status, linkExpired) => {
      await pact
        .addInteraction()
        .given(state)
        .uponReceiving(`a check of ${which} password-reset token`)
        .withRequest('POST', PATH, (request) => {
          request.jsonBody({ token: linkExpired ? resetToken() : EXAMPLE_RESET_TOKEN });
        })
        // The portal reads only the status: 410 is "Your link has expired." (spec §8).
        .willRespondWith(status)
        .executeTest(async (mockServer) => {
          const result = await gatewayAt(mockServer.url, false).validateResetToken(
            EXAMPLE_RESET_TOKEN,
          )();
          expect(result).toEqual(
            E.left(
              expect.objectContaining({
                code: 'password.resetTokenRejected',
                message: RESET_TOKEN_VALIDATION_FAILED,
                linkExpired,
              }),
            ),
          );
        });
    },
  );
});

describe('PUT /services/auth/resetPassword (HttpPasswordGateway.resetPassword)', () => {
  const PATH = '/services/auth/resetPassword';
  const reset = (newPassword: string) => ({
    token: EXAMPLE_RESET_TOKEN,
    newPassword,
    retypePassword: newPassword,
  });

  it('sets a new password with the token of a link the provider issued', async () => {
    const body = reset('Reset-Portal-2026!');
    await pact
      .addInteraction()
      .given(PasswordStates.RESET_LINK_ISSUED)
      .uponReceiving('a password reset with a fresh token')
      .withRequest('PUT', PATH, (request) => {
        request.jsonBody({ ...body, token: resetToken() });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ status: 'SUCCESS' });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, false).resetPassword(body)()).toEqual(
          E.right(undefined),
        );
      });
  });

  it('refuses 2011: a new password among the last 5', async () => {
    const body = reset(PASSWORDS.known);
    await pact
      .addInteraction()
      .given(PasswordStates.RESET_LINK_ISSUED)
      .uponReceiving('a password reset to the current password')
      .withRequest('PUT', PATH, (request) => {
        request.jsonBody({ ...body, token: resetToken() });
      })
      .willRespondWith(400, (response) => {
        response.jsonBody({ error: '2011' });
      })
      .executeTest(async (mockServer) => {
        const result = await gatewayAt(mockServer.url, false).resetPassword(body)();
        expect(portalCodeOf(result)).toBe('password.history');
      });
  });
});

describe('PUT /services/auth/verifyExpiredPswd (HttpPasswordGateway.replaceExpiredPassword)', () => {
  const PATH = '/services/auth/verifyExpiredPswd';
  const replacement = (username: string, oldPassword: string) => ({
    username,
    oldPassword,
    newPassword: 'Renewed-Portal-2026!',
    retypePassword: 'Renewed-Portal-2026!',
  });

  it('replaces an expired password, proven by the old one', async () => {
    const body = replacement('expired@example.com', PASSWORDS.known);
    await pact
      .addInteraction()
      .given(PasswordStates.EXPIRED_PASSWORD)
      .uponReceiving('a replacement of an expired password')
      .withRequest('PUT', PATH, (request) => {
        request.jsonBody(body);
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ status: 'SUCCESS' });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, false).replaceExpiredPassword(body)()).toEqual(
          E.right(undefined),
        );
      });
  });

  it.each([
    [
      '2008',
      'an old password that does not match',
      PasswordStates.EXPIRED_PASSWORD,
      replacement('expired@example.com', 'Not-The-Password-1'),
      'password.currentMismatch',
    ],
    [
      '2012',
      'a password that is neither expired nor temporary',
      PasswordStates.CURRENT_PASSWORD,
      replacement('us.owner@example.com', PASSWORDS.known),
      'password.expiredResetFailed',
    ],
  ] as const)('refuses %s: %s', async (serverCode, description, state, body, portalCode) => {
    await pact
      .addInteraction()
      .given(state)
      .uponReceiving(`a replacement of an expired password with ${description}`)
      .withRequest('PUT', PATH, (request) => {
        request.jsonBody(body);
      })
      .willRespondWith(400, (response) => {
        response.jsonBody({ error: serverCode });
      })
      .executeTest(async (mockServer) => {
        const result = await gatewayAt(mockServer.url, false).replaceExpiredPassword(body)();
        expect(portalCodeOf(result)).toBe(portalCode);
      });
  });
});
