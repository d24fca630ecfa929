import { Type } from 'typebox';
import { sendError } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import { errorRef, inputErrors, sessionErrors, sessionWriteSecurity } from '../http/schemas';
import { requireSameOrigin, requireSession, UNAUTHENTICATED_MESSAGE } from '../http/session-guard';
import { PASSWORD_ERRORS } from './password-policy';
import { PasswordService, RESET_TOKEN_MINUTES, type PasswordResult } from './password-service';

// Lengths are generous limits against abuse, not the policy: a too-short new password is the
// policy's 2007, not a schema error. Required old/current passwords may not be empty.
const NewPassword = Type.String({
  maxLength: 256,
  description: 'spec §5 policy; answers 2007/2011 when not met',
});
const GivenPassword = Type.String({ minLength: 1, maxLength: 256 });
const ResetToken = Type.String({
  minLength: 1,
  maxLength: 256,
  description: 'the token of the reset link',
});

const ChangePasswordBody = Type.Object(
  { currentPassword: GivenPassword, newPassword: NewPassword, retypePassword: NewPassword },
  { additionalProperties: false },
);

const ForgotPasswordQuery = Type.Object({
  encryptedDuns: Type.Optional(Type.String({ maxLength: 1024 })),
  flow: Type.Optional(Type.String({ maxLength: 256 })),
  countryId: Type.Optional(Type.String({ maxLength: 16 })),
  redirect_url: Type.Optional(
    Type.String({ maxLength: 2048, description: 'kept in the link only when on this site' }),
  ),
  app_id: Type.Optional(Type.String({ maxLength: 64 })),
  payload: Type.Optional(Type.String({ maxLength: 4096 })),
});

const ForgotPasswordBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\s*$' }) },
  { additionalProperties: false },
);

const TokenBody = Type.Object({ token: ResetToken }, { additionalProperties: false });

const ResetPasswordBody = Type.Object(
  { token: ResetToken, newPassword: NewPassword, retypePassword: NewPassword },
  { additionalProperties: false },
);

const VerifyExpiredBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 320 }),
    oldPassword: GivenPassword,
    newPassword: NewPassword,
    retypePassword: NewPassword,
  },
  { additionalProperties: false },
);

const Success = Type.Object({ status: Type.Literal('SUCCESS') });
const Sent = Type.Object({ status: Type.Literal('SENT') });
const Valid = Type.Object({ status: Type.Literal('VALID') });

const CODES =
  'Errors carry the spec §8 codes in `error`: 2007 does not meet the requirements (or the minimum age), ' +
  '2008 current password does not match, 2011 among the last 5, 2012 the expired password cannot be reset here; ' +
  'and PASSWORDS_DO_NOT_MATCH, PASSWORD_SAME_AS_CURRENT, INTERNAL_ACCOUNT (403).';

/** Change, forgot, reset and expired-password calls (spec §7, §8 codes 2007/2008/2011/2012). */
export const registerPasswordRoutes = (app: PortalApp, deps: RouteDependencies): void => {
  const { config, db, users, clock, mailer, sessions } = deps;
  const passwords = new PasswordService(db, users, clock, mailer, {
    publicUrl: config.publicUrl,
    maxAgeDays: config.passwordMaxAgeDays,
    minAgeMinutes: config.passwordMinAgeMinutes,
    lockout: { threshold: config.lockoutThreshold, minutes: config.lockoutMinutes },
  });
  const sameOrigin = requireSameOrigin(config.publicUrl);

  const answer = (result: PasswordResult) =>
    result.outcome === 'done' ? { status: 'SUCCESS' as const } : result;

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
      if (!session) return sendError(reply, 401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
      const result = answer(await passwords.changePassword(session, request.body));
      if ('outcome' in result) return sendError(reply, result.status, result.error, result.message);
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  app.post(
    '/services/auth/forgotPassword',
    {
      onRequest: sameOrigin,
      schema: {
        summary:
          'Mail a password-reset link; the answer is the same whether or not the account exists',
        description: `The link (${config.publicUrl}/resetPassword?token=…) works once, for ${RESET_TOKEN_MINUTES} minutes.`,
        tags: ['passwords'],
        querystring: ForgotPasswordQuery,
        body: ForgotPasswordBody,
        response: { 200: Sent, ...inputErrors, 403: errorRef },
      },
    },
    async (request, reply) => {
      // Not awaited: the answer and its timing must not depend on whether a mail is sent.
      passwords.requestReset(request.body.email, request.query).catch((error: unknown) => {
        request.log.error({ err: error }, 'the password-reset mail could not be sent');
      });
      return reply.header('cache-control', 'no-store').send({ status: 'SENT' as const });
    },
  );

  app.post(
    '/services/auth/validateToken',
    {
      onRequest: sameOrigin,
      schema: {
        summary: 'Check a password-reset token before the reset form is shown',
        description:
          'TOKEN_INVALID (400) for an unknown token; TOKEN_EXPIRED (410) for an expired or used one.',
        tags: ['passwords'],
        body: TokenBody,
        response: { 200: Valid, ...inputErrors, 403: errorRef, 410: errorRef },
      },
    },
    async (request, reply) => {
      const state = passwords.tokenState(request.body.token);
      const { tokenInvalid, tokenExpired } = PASSWORD_ERRORS;
      if (state === 'invalid')
        return sendError(reply, 400, tokenInvalid.error, tokenInvalid.message);
      if (state === 'expired')
        return sendError(reply, 410, tokenExpired.error, tokenExpired.message);
      return reply.header('cache-control', 'no-store').send({ status: 'VALID' as const });
    },
  );

  app.put(
    '/services/auth/resetPassword',
    {
      onRequest: sameOrigin,
      schema: {
        summary: 'Set a new password with a reset token, which is then used up; all sessions end',
        description: `${CODES} TOKEN_INVALID (400), TOKEN_EXPIRED (410).`,
        tags: ['passwords'],
        body: ResetPasswordBody,
        response: { 200: Success, ...inputErrors, 403: errorRef, 409: errorRef, 410: errorRef },
      },
    },
    async (request, reply) => {
      const result = answer(await passwords.resetPassword(request.body));
      if ('outcome' in result) return sendError(reply, result.status, result.error, result.message);
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  app.put(
    '/services/auth/verifyExpiredPswd',
    {
      onRequest: sameOrigin,
      schema: {
        summary:
          'Replace an expired or temporary password, proven by the old one; all sessions end',
        description:
          `${CODES} An unknown user and a wrong old password both answer 2008, and count towards the lockout; ` +
          'a locked account (403) or a password that is neither expired nor temporary answers 2012.',
        tags: ['passwords'],
        body: VerifyExpiredBody,
        response: { 200: Success, ...inputErrors, 403: errorRef, 409: errorRef },
      },
    },
    async (request, reply) => {
      const result = answer(await passwords.replaceExpiredPassword(request.body));
      if ('outcome' in result) return sendError(reply, result.status, result.error, result.message);
      return reply.header('cache-control', 'no-store').send(result);
    },
  );
};
