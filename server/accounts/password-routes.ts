import type { FastifyReply } from 'fastify';
import { sendErrorAnswer } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import { clientAddress, sendRateLimited } from '../http/abuse-limits';
import { RedirectAllowList } from '../http/redirect-allow-list';
import { noStore, unauthenticated } from '../http/replies';
import {
  errorRef,
  inputErrors,
  noSecurity,
  rateLimitedErrors,
  sessionErrors,
  sessionWriteSecurity,
} from '../http/schemas';
import { requireSameOrigin, requireSession } from '../http/session-guard';
import type { AccountAbuseGuards } from './account-abuse-guards';
import { isFormPost, sendFormAnswer } from '../http/form-posts';
import { SPEC_ROUTES } from '../../src/domain/navigation/route-access';
import { passwordRefusalAnswer } from './password-replies';
import {
  ChangePasswordBody,
  ForgotPasswordQuery,
  ForgotPasswordBody,
  TokenBody,
  ResetPasswordBody,
  VerifyExpiredBody,
  VerifyExpiredFormBody,
  CODES,
  RATE_LIMITS,
  Success,
  Sent,
  Valid,
} from './password-schemas';
import type { PasswordResult, Refusal } from './password-outcomes';
import { RESET_TOKEN_MINUTES } from './password-reset';
import { PasswordService } from './password-service';

/** The pages of the forgot-password and reset-password forms (spec §2). */
const FORGOT_PASSWORD_PAGE = SPEC_ROUTES.forgotPassword.path;
const RESET_PASSWORD_PAGE = SPEC_ROUTES.resetPassword.path;

/**
 * Change, forgot, reset and expired-password calls (spec §7, §8 codes 2007/2008/2011/2012). The
 * calls made without a session are limited by `guards` (docs/decisions/abuse-limits.md D-ABUSE-1 to
 * D-ABUSE-3).
 */
export const registerPasswordRoutes = (
  app: PortalApp,
  deps: RouteDependencies,
  guards: AccountAbuseGuards,
): void => {
  const { config, accounts, clock, mailer, sessions } = deps;
  const { limits } = guards;
  const passwords = new PasswordService(accounts, clock, mailer, {
    publicUrl: config.publicUrl,
    maxAgeDays: config.passwordMaxAgeDays,
    minAgeMinutes: config.passwordMinAgeMinutes,
    lockout: { threshold: config.lockoutThreshold, minutes: config.lockoutMinutes },
    mailPerAccountPerHour: limits.mailPerAccountPerHour,
    // The portal's origin and PORTAL_ALLOWED_REDIRECT_ORIGINS: where a reset link may lead back to.
    redirects: new RedirectAllowList(config.publicUrl, config.allowedRedirectOrigins),
  });
  const sameOrigin = requireSameOrigin(config.publicUrl);
  const replaceExpired = (
    replacement: Parameters<PasswordService['replaceExpiredPassword']>[0],
    address: string,
  ) =>
    passwords.replaceExpiredPassword(replacement, {
      address,
      maxFailures: limits.failedSignInsPerAddressPerHour,
      windowSeconds: 60 * 60,
    });

  const answer = (result: PasswordResult) =>
    result.outcome === 'done' ? { status: 'SUCCESS' as const } : result;
  const sendRefusal = (reply: FastifyReply, { refusal }: Refusal): FastifyReply => {
    const answered = passwordRefusalAnswer(refusal);
    return answered.status === 429
      ? sendRateLimited(reply, answered.retryAfterSeconds)
      : sendErrorAnswer(reply, answered);
  };

  app.put(
    '/services/auth/changePassword',
    {
      onRequest: requireSession(sessions),
      schema: {
        summary: "Change the signed-in user's password; the user's other sessions end",
        description: `${CODES} A wrong current password counts towards the sign-in lockout (403 E0000069).`,
        tags: ['passwords'],
        security: [...sessionWriteSecurity],
        body: ChangePasswordBody,
        response: { 200: Success, ...inputErrors, ...sessionErrors, 409: errorRef },
      },
    },
    async (request, reply) => {
      const session = request.portalSession;
      if (!session) return unauthenticated(reply);
      const result = answer(await passwords.changePassword(session, request.body));
      if ('outcome' in result) return sendRefusal(reply, result);
      return noStore(reply, result);
    },
  );

  app.post(
    '/services/auth/forgotPassword',
    {
      // Also the /forgot-password page's form with JavaScript off (server/http/form-posts.ts).
      config: { formPage: { path: FORGOT_PASSWORD_PAGE, keep: { email: 'uid' } } },
      onRequest: sameOrigin,
      preHandler: [...guards.mailRequest],
      schema: {
        summary:
          'Mail a password-reset link; the answer is the same whether or not the account exists',
        description:
          `The link (${config.publicUrl}/resetPassword?token=…) works once, for ${RESET_TOKEN_MINUTES} minutes. ` +
          `At most ${limits.mailPerAccountPerHour} mails an account an hour; past that the answer is the same and no mail is sent.` +
          RATE_LIMITS,
        tags: ['passwords'],
        security: noSecurity,
        querystring: ForgotPasswordQuery,
        body: ForgotPasswordBody,
        response: { 200: Sent, ...inputErrors, 403: errorRef, ...rateLimitedErrors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const context = request.query;
      // After the answer is sent, and not awaited: the answer and its timing must not depend on
      // whether the account exists or a mail is sent (docs/decisions/abuse-limits.md D-ABUSE-3).
      setImmediate(() => {
        passwords.requestReset(email, context).catch((error: unknown) => {
          request.log.error({ err: error }, 'the password-reset mail could not be sent');
        });
      });
      if (isFormPost(request)) {
        return sendFormAnswer(request, reply, FORGOT_PASSWORD_PAGE, { sent: '1', uid: email });
      }
      return noStore(reply, { status: 'SENT' as const });
    },
  );

  app.post(
    '/services/auth/validateToken',
    {
      onRequest: sameOrigin,
      preHandler: [...guards.passwordReset],
      schema: {
        summary: 'Check a password-reset token before the reset form is shown',
        description:
          'TOKEN_INVALID (400) for an unknown token; TOKEN_EXPIRED (410) for an expired or used one.' +
          RATE_LIMITS,
        tags: ['passwords'],
        security: noSecurity,
        body: TokenBody,
        response: {
          200: Valid,
          ...inputErrors,
          403: errorRef,
          410: errorRef,
          ...rateLimitedErrors,
        },
      },
    },
    async (request, reply) => {
      const state = await passwords.tokenState(request.body.token);
      // The same answers as a reset with the link.
      if (state === 'invalid')
        return sendRefusal(reply, { outcome: 'refused', refusal: { kind: 'tokenInvalid' } });
      if (state === 'expired')
        return sendRefusal(reply, { outcome: 'refused', refusal: { kind: 'tokenExpired' } });
      return noStore(reply, { status: 'VALID' as const });
    },
  );

  const resetSchema = {
    summary: 'Set a new password with a reset token, which is then used up; all sessions end',
    description: `${CODES} TOKEN_INVALID (400), TOKEN_EXPIRED (410).${RATE_LIMITS}`,
    tags: ['passwords'],
    security: noSecurity,
    body: ResetPasswordBody,
    response: {
      200: Success,
      ...inputErrors,
      403: errorRef,
      409: errorRef,
      410: errorRef,
      ...rateLimitedErrors,
    },
  };
  const resetOptions = {
    onRequest: sameOrigin,
    preHandler: [...guards.passwordReset],
  };
  app.put(
    '/services/auth/resetPassword',
    { ...resetOptions, schema: resetSchema },
    async (request, reply) => {
      const result = answer(await passwords.resetPassword(request.body));
      if ('outcome' in result) return sendRefusal(reply, result);
      return noStore(reply, result);
    },
  );
  // An HTML form can only post: the same call, answered with the page (`done=1`) for a browser.
  app.post(
    '/services/auth/resetPassword',
    {
      ...resetOptions,
      // The /resetPassword page's form with JavaScript off (server/http/form-posts.ts).
      config: { formPage: { path: RESET_PASSWORD_PAGE } },
      schema: {
        ...resetSchema,
        summary:
          "The reset page's form posted without JavaScript: as PUT, answered with 303 to the page",
      },
    },
    async (request, reply) => {
      const result = answer(await passwords.resetPassword(request.body));
      if ('outcome' in result) return sendRefusal(reply, result);
      if (!isFormPost(request)) return noStore(reply, result);
      return sendFormAnswer(request, reply, RESET_PASSWORD_PAGE, { done: '1' });
    },
  );

  // The PUT and its form twin answer alike.
  const verifyExpiredResponses = {
    200: Success,
    ...inputErrors,
    403: errorRef,
    409: errorRef,
    ...rateLimitedErrors,
  };
  app.put(
    '/services/auth/verifyExpiredPswd',
    {
      onRequest: sameOrigin,
      preHandler: [...guards.passwordReset],
      schema: {
        summary:
          'Replace an expired or temporary password, proven by the old one; all sessions end',
        description:
          `${CODES} An unknown user and a wrong old password both answer 2008, and count towards the lockout ` +
          "and the client address's failed password checks; " +
          'a locked account (403) or a password that is neither expired nor temporary answers 2012.' +
          RATE_LIMITS,
        tags: ['passwords'],
        security: noSecurity,
        body: VerifyExpiredBody,
        response: verifyExpiredResponses,
      },
    },
    async (request, reply) => {
      const result = answer(await replaceExpired(request.body, clientAddress(request)));
      if ('outcome' in result) return sendRefusal(reply, result);
      return noStore(reply, result);
    },
  );
  // The login page's replacement step posted without JavaScript (D-SSR-6): a refusal goes back to
  // the step, success to the login form, to sign in with the new password (spec §4).
  app.post(
    '/services/auth/verifyExpiredPswd',
    {
      onRequest: sameOrigin,
      preHandler: [...guards.passwordReset],
      config: { formPage: { path: SPEC_ROUTES.login.path, keep: { username: 'uid' } } },
      schema: {
        summary:
          "The login page's replacement step as a form: as PUT; a browser's post gets 303 to the page",
        tags: ['passwords'],
        security: noSecurity,
        body: VerifyExpiredFormBody,
        response: verifyExpiredResponses,
      },
    },
    async (request, reply) => {
      const { currentPassword, ...rest } = request.body;
      const replaced = { ...rest, oldPassword: currentPassword };
      const result = answer(await replaceExpired(replaced, clientAddress(request)));
      if ('outcome' in result) return sendRefusal(reply, result);
      if (!isFormPost(request)) return noStore(reply, result);
      return sendFormAnswer(request, reply, SPEC_ROUTES.login.path, {
        step: undefined,
        reason: undefined,
        formError: undefined,
        uid: rest.username,
        passwordChanged: '1',
      });
    },
  );
};
