import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { Type, type TSchema } from 'typebox';
import * as E from 'fp-ts/Either';
import { perMinute, type AbuseLimits } from '../http/abuse-limits';
import type { AbuseLimiter } from '../http/abuse-limiter';
import { sendError } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import { noStore } from '../http/replies';
import { requireSameOrigin } from '../http/session-guard';
import {
  awaitsSignIn,
  interactionKeyOf,
  sendInteractionExpired,
  sendInteractionResult,
  signInAgain,
  SIGN_IN_MESSAGES,
  uidParams,
} from '../identity/interaction-answers';
import { isFormPost } from '../http/form-posts';
import { INTERACTION_PATH } from '../identity/provider';
import { PasskeyBody, PasskeyOptionsAnswer } from './passkey-schemas';
import type { PasskeySignIn, PasskeySignInRefusal } from './passkey-sign-in';
import type {
  SecondFactorPassed,
  SecondFactorRefusal,
  SecondFactorSignIn,
} from './second-factor-sign-in';

const SecondFactorBody = Type.Union([
  Type.Object({ code: Type.String({ maxLength: 32 }) }, { additionalProperties: false }),
  Type.Object({ recoveryCode: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
  PasskeyBody,
]);

type Refusal = SecondFactorRefusal['code'] | PasskeySignInRefusal['code'];

/** A refused factor as the login widget gets it: the code the portal translates, and a text. */
const REFUSALS: Readonly<
  Record<
    Exclude<Refusal, 'account.lockedOut' | 'interaction.expired'>,
    { readonly status: 400 | 401; readonly error: string; readonly message: string }
  >
> = {
  'mfa.code.incorrect': {
    status: 401,
    error: 'MFA_CODE_INCORRECT',
    message: 'That code is not correct.',
  },
  'mfa.code.used': {
    status: 401,
    error: 'MFA_CODE_USED',
    message: 'That code was already used. Wait for the next code in your app.',
  },
  'mfa.recoveryCode.incorrect': {
    status: 401,
    error: 'RECOVERY_CODE_INCORRECT',
    message: 'That recovery code is not correct or was already used.',
  },
  'mfa.passkey.expired': {
    status: 400,
    error: 'PASSKEY_EXPIRED',
    message: 'The passkey prompt expired. Please try again.',
  },
  'mfa.passkey.refused': {
    status: 401,
    error: 'PASSKEY_REFUSED',
    message: 'That passkey could not be checked. Try again or use another way.',
  },
  'mfa.passkey.unknown': {
    status: 401,
    error: 'PASSKEY_UNKNOWN',
    message: 'That passkey is not linked to an account here. Sign in with your password.',
  },
};

const sendRefusal = (reply: FastifyReply, code: Refusal): FastifyReply => {
  if (code === 'interaction.expired') return sendInteractionExpired(reply);
  if (code === 'account.lockedOut')
    return sendError(reply, 403, 'E0000069', SIGN_IN_MESSAGES.E0000069);
  const { status, error, message } = REFUSALS[code];
  return sendError(reply, status, error, message);
};

/**
 * The factors given at sign-in (issue 28), on the pending interaction:
 * - after the password, POST /interaction/:uid/second-factor takes an app's code, a recovery code
 *   or the user's passkey (whose challenge POST /interaction/:uid/second-factor/passkey-options
 *   gives); a wrong one counts toward the account's lockout (D-MFA-8);
 * - "Sign in with a passkey": POST /interaction/:uid/passkey-options gives a challenge any of the
 *   portal's passkeys may sign (the login page asks once for the browser's autofill and again for
 *   the button), and POST /interaction/:uid/passkey signs that passkey's user in (D-MFA-12).
 * The checks are limited per client address and per interaction. The answer is where the browser
 * continues the code flow, with `amr` naming what was proved (D-MFA-6).
 */
export const registerFactorSignInRoutes = (
  app: PortalApp,
  deps: {
    readonly provider: Provider;
    readonly secondFactor: SecondFactorSignIn;
    readonly passkeySignIn: PasskeySignIn;
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
    interactionKeyOf,
  );
  const sameOrigin = requireSameOrigin(deps.publicUrl);
  // Not limited: these check nothing and keep one challenge per interaction, replaced each time.
  const options = {
    onRequest: sameOrigin,
    schema: { params: uidParams, response: { 200: PasskeyOptionsAnswer } },
  };

  /** A step that checks a factor: same origin, limited, its body checked by `body`. */
  const checks = <Body extends TSchema>(body: Body) => ({
    onRequest: sameOrigin,
    preHandler: [...limits],
    schema: { params: uidParams, body },
  });

  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    passed: SecondFactorPassed,
    event: string,
  ): Promise<FastifyReply> => {
    request.log.info({ securityEvent: event, userId: passed.user.id }, event);
    const location = await provider.interactionResult(request.raw, reply.raw, {
      login: { accountId: passed.user.id, amr: [...passed.amr] },
    });
    return sendInteractionResult(request, reply, location);
  };

  app.post(
    `${INTERACTION_PATH}/:uid/second-factor/passkey-options`,
    options,
    async (request, reply) => {
      const { uid } = request.params;
      if (!(await awaitsSignIn(provider, request, reply, uid)))
        return sendInteractionExpired(reply);
      const challenge = await deps.secondFactor.passkeyOptions(uid);
      return E.isLeft(challenge)
        ? sendInteractionExpired(reply)
        : noStore(reply, { options: challenge.right });
    },
  );

  app.post(
    `${INTERACTION_PATH}/:uid/second-factor`,
    // The login page's second step posted without JavaScript: a refusal goes back to it (D-SSR-6).
    { ...checks(SecondFactorBody), config: { formPage: { path: '/login' } } },
    async (request, reply) => {
      const { uid } = request.params;
      if (!(await awaitsSignIn(provider, request, reply, uid))) {
        return isFormPost(request) ? signInAgain(request, reply) : sendInteractionExpired(reply);
      }
      const passed = await deps.secondFactor.verify(uid, request.body);
      return E.isLeft(passed)
        ? sendRefusal(reply, passed.left.code)
        : signedIn(request, reply, passed.right, 'signIn.secondFactor');
    },
  );

  app.post(`${INTERACTION_PATH}/:uid/passkey-options`, options, async (request, reply) => {
    const { uid } = request.params;
    if (!(await awaitsSignIn(provider, request, reply, uid))) return sendInteractionExpired(reply);
    return noStore(reply, { options: await deps.passkeySignIn.options(uid) });
  });

  app.post(`${INTERACTION_PATH}/:uid/passkey`, checks(PasskeyBody), async (request, reply) => {
    const { uid } = request.params;
    if (!(await awaitsSignIn(provider, request, reply, uid)))
      return sendRefusal(reply, 'interaction.expired');
    const passed = await deps.passkeySignIn.verify(uid, request.body.passkey);
    if (E.isRight(passed)) return signedIn(request, reply, passed.right, 'signIn.passkey');
    request.log.info(
      { securityEvent: 'signIn.passkey.refused', reason: passed.left.code },
      'refused',
    );
    return sendRefusal(reply, passed.left.code);
  });
};
