import type Provider from 'oidc-provider';
import { Type } from 'typebox';
import * as E from 'fp-ts/Either';
import { perMinute, type AbuseLimits } from '../http/abuse-limits';
import type { AbuseLimiter } from '../http/abuse-limiter';
import { sendError } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import { noStore } from '../http/replies';
import { requireSameOrigin } from '../http/session-guard';
import { SIGN_IN_MESSAGES, uidParams } from '../identity/interaction-answers';
import { INTERACTION_PATH } from '../identity/provider';
import type { SecondFactorRefusal, SecondFactorSignIn } from './second-factor-sign-in';

const SecondFactorBody = Type.Union([
  Type.Object({ code: Type.String({ maxLength: 32 }) }, { additionalProperties: false }),
  Type.Object({ recoveryCode: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
]);

/** A refused code as the login widget gets it: 401, the code the portal translates, a text. */
const REFUSALS: Readonly<
  Record<
    Exclude<SecondFactorRefusal['code'], 'account.lockedOut' | 'interaction.expired'>,
    { readonly error: string; readonly message: string }
  >
> = {
  'mfa.code.incorrect': { error: 'MFA_CODE_INCORRECT', message: 'That code is not correct.' },
  'mfa.code.used': {
    error: 'MFA_CODE_USED',
    message: 'That code was already used. Wait for the next code in your app.',
  },
  'mfa.recoveryCode.incorrect': {
    error: 'RECOVERY_CODE_INCORRECT',
    message: 'That recovery code is not correct or was already used.',
  },
};

/**
 * POST /interaction/:uid/second-factor (issue 28): the code from an app, or a recovery code, after
 * the password. Limited per client address and per interaction; a wrong code counts toward the
 * account's lockout (E0000069 once locked, as for passwords). The answer is where the browser
 * continues the code flow, with `amr` naming both factors (D-MFA-6).
 */
export const registerSecondFactorRoute = (
  app: PortalApp,
  deps: {
    readonly provider: Provider;
    readonly signIn: SecondFactorSignIn;
    readonly publicUrl: string;
    readonly limiter: AbuseLimiter;
    readonly abuseLimits: AbuseLimits;
  },
): void => {
  const { provider } = deps;
  const limits = deps.limiter.perAddressAndAccount(
    'second-factor',
    perMinute(deps.abuseLimits.signInPerAddressPerMinute),
    perMinute(deps.abuseLimits.mfaVerificationPerAccountPerMinute),
    (request) => {
      const params: unknown = request.params;
      const uid: unknown =
        typeof params === 'object' && params !== null ? Reflect.get(params, 'uid') : undefined;
      return typeof uid === 'string' ? `interaction:${uid}` : undefined;
    },
  );
  const expired = (reply: Parameters<typeof sendError>[0]) =>
    sendError(reply, 400, 'INTERACTION_EXPIRED', SIGN_IN_MESSAGES.INTERACTION_EXPIRED);

  app.post(
    `${INTERACTION_PATH}/:uid/second-factor`,
    {
      onRequest: requireSameOrigin(deps.publicUrl),
      preHandler: [...limits],
      schema: { params: uidParams, body: SecondFactorBody },
    },
    async (request, reply) => {
      const { uid } = request.params;
      let details;
      try {
        details = await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return expired(reply);
      }
      if (details.uid !== uid || details.prompt.name !== 'login') return expired(reply);
      const passed = await deps.signIn.verify(uid, request.body);
      if (E.isLeft(passed)) {
        const { code } = passed.left;
        if (code === 'interaction.expired') return expired(reply);
        if (code === 'account.lockedOut') {
          return sendError(reply, 403, 'E0000069', SIGN_IN_MESSAGES.E0000069);
        }
        const { error, message } = REFUSALS[code];
        return sendError(reply, 401, error, message);
      }
      request.log.info(
        { securityEvent: 'signIn.secondFactor', userId: passed.right.user.id },
        'second factor accepted',
      );
      const location = await provider.interactionResult(request.raw, reply.raw, {
        login: { accountId: passed.right.user.id, amr: [...passed.right.amr] },
      });
      return noStore(reply, { location });
    },
  );
};
