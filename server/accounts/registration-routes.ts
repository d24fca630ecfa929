import type { FastifyReply } from 'fastify';
import { SPEC_ROUTES } from '../../src/domain/navigation/route-access';
import { sendErrorAnswer } from '../http/errors';
import { isFormPost, sendFormAnswer } from '../http/form-posts';
import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import { RedirectAllowList } from '../http/redirect-allow-list';
import { errorRef, inputErrors, noSecurity, rateLimitedErrors } from '../http/schemas';
import { noStore } from '../http/replies';
import { requireSameOrigin } from '../http/session-guard';
import type { AccountAbuseGuards } from './account-abuse-guards';
import {
  ActivatedAnswer,
  ConfirmedAnswer,
  ConfirmRegistrationBody,
  ContinueRegistrationBody,
  PendingAnswer,
  RegistrationBody,
  ResendCodeAnswer,
  ResendCodeBody,
  SocialSignupBody,
  VerifiedAnswer,
  VerifyCodeBody,
} from './registration-schemas';
import { REGISTRATION_MESSAGES, registrationRefusalAnswer } from './registration-replies';
import type { Failure } from './registration-outcomes';
import { RegistrationService, type RegistrationSource } from './registration-service';

const REGISTRATION_DESCRIPTION =
  'An email that already has an account answers 409 USER_EXISTS ("Registration error. Sign in or ' +
  'reset your password.") and its owner is told by mail (at most hourly). `redirectUrl` is kept only ' +
  'when on the redirect allow-list, otherwise replaced by the portal home ("/"). ' +
  'Limited per client address and per email (429 RATE_LIMITED with Retry-After).';

const sendFailure = (reply: FastifyReply, outcome: Failure): FastifyReply =>
  sendErrorAnswer(reply, registrationRefusalAnswer(outcome.refusal));

const RATE_LIMITS =
  'Limited per client address and per account (429 RATE_LIMITED with Retry-After).';

// The pages of the two links, whose forms post here with JavaScript off (D-SSR-5).
const CONFIRM_PAGE = SPEC_ROUTES.confirmRegistration.path;
const CONTINUE_PAGE = SPEC_ROUTES.continueRegistration.path;
const FORM_ANSWER =
  ' A form posted by the page (JavaScript off) is answered with 303 to the next page, or back to ' +
  'its own with `formError`.';

/**
 * Registration and email verification (spec §7); the signed-in user's own calls are in
 * server/profile. The
 * calls made without a session are limited by `guards` (docs/decisions/abuse-limits.md D-ABUSE-1,
 * D-ABUSE-3, D-ABUSE-4).
 */
export const registerRegistrationRoutes = (
  app: PortalApp,
  deps: RouteDependencies,
  guards: AccountAbuseGuards,
): void => {
  const { config, clock, mailer, accounts } = deps;
  const registration = new RegistrationService(
    accounts,
    clock,
    (mail) => mailer.send(mail),
    config.publicUrl,
    {
      mailPerAccountPerHour: guards.limits.mailPerAccountPerHour,
      // Where a confirmation link may send the user on: the portal and its configured origins.
      redirects: new RedirectAllowList(config.publicUrl, config.allowedRedirectOrigins),
    },
  );
  const sameOrigin = requireSameOrigin(config.publicUrl);

  const registrationRoute = (path: string, summary: string, source: RegistrationSource) =>
    app.post(
      path,
      {
        onRequest: sameOrigin,
        preHandler: [...guards.registration],
        schema: {
          summary,
          description: REGISTRATION_DESCRIPTION,
          tags: ['registration'],
          security: noSecurity,
          body: RegistrationBody,
          response: {
            201: PendingAnswer,
            ...inputErrors,
            403: errorRef,
            409: errorRef,
            ...rateLimitedErrors,
          },
        },
      },
      async (request, reply) => {
        const outcome = await registration.register(request.body, source);
        if (!outcome.ok) return sendFailure(reply, outcome);
        return noStore(reply.code(201), { status: 'PENDING_VERIFICATION', email: outcome.email });
      },
    );

  registrationRoute(
    '/services/auth/newUser',
    'Register: a pending account and a mailed 6-character code (re-posting a pending email replaces it)',
    'portal',
  );
  registrationRoute(
    '/services/auth/registerUser',
    'Register in the Get-a-DUNS flow (as newUser)',
    'gad',
  );

  app.post(
    '/services/okta/socialNetworksSignup',
    {
      onRequest: sameOrigin,
      preHandler: [...guards.registration],
      schema: {
        summary: 'Register from a social-network sign-up form (as newUser)',
        description: REGISTRATION_DESCRIPTION,
        tags: ['registration'],
        security: noSecurity,
        body: SocialSignupBody,
        response: {
          201: PendingAnswer,
          ...inputErrors,
          403: errorRef,
          409: errorRef,
          ...rateLimitedErrors,
        },
      },
    },
    async (request, reply) => {
      const outcome = await registration.register(request.body.registrationForm, 'social');
      if (!outcome.ok) return sendFailure(reply, outcome);
      return noStore(reply.code(201), { status: 'PENDING_VERIFICATION', email: outcome.email });
    },
  );

  app.post(
    '/services/auth/verifyCode',
    {
      onRequest: sameOrigin,
      preHandler: [...guards.verifyCode],
      schema: {
        summary:
          'Verify the email with the mailed code; answers the link that sets the first password',
        description: `429 CODE_TRIES_EXCEEDED after five wrong codes; 429 RATE_LIMITED: ${RATE_LIMITS}`,
        tags: ['registration'],
        security: noSecurity,
        body: VerifyCodeBody,
        response: {
          200: VerifiedAnswer,
          ...inputErrors,
          403: errorRef,
          410: errorRef,
          429: errorRef,
        },
      },
    },
    async (request, reply) => {
      const outcome = await registration.verifyCode(request.body.email, request.body.code);
      if (!outcome.ok) return sendFailure(reply, outcome);
      if ('activeEmail' in outcome) {
        return noStore(reply, { status: 'ACTIVE', email: outcome.activeEmail });
      }
      return noStore(reply, {
        status: 'VERIFIED',
        continueUrl: outcome.continueUrl,
        token: outcome.token,
      });
    },
  );

  app.post(
    '/services/auth/resendCode',
    {
      onRequest: sameOrigin,
      preHandler: [...guards.mailRequest],
      schema: {
        summary: 'Mail a new code to a pending registration; the old code stops working',
        description:
          'The answer is the same for any address, and past the hourly mail limit of an account ' +
          `(no mail is sent then). ${RATE_LIMITS}`,
        tags: ['registration'],
        security: noSecurity,
        body: ResendCodeBody,
        response: { 200: ResendCodeAnswer, ...inputErrors, 403: errorRef, ...rateLimitedErrors },
      },
    },
    async (request, reply) => {
      await registration.resendCode(request.body.email);
      return noStore(reply, {
        status: 'CODE_SENT',
        message: REGISTRATION_MESSAGES.codeResent,
      });
    },
  );

  app.post(
    '/services/auth/confirmRegistration',
    {
      onRequest: sameOrigin,
      preHandler: [...guards.registrationLink],
      config: { formPage: { path: CONFIRM_PAGE } },
      schema: {
        summary: 'Follow the mailed confirm link: verifies the email like the code does',
        description: RATE_LIMITS + FORM_ANSWER,
        tags: ['registration'],
        security: noSecurity,
        body: ConfirmRegistrationBody,
        response: {
          200: ConfirmedAnswer,
          ...inputErrors,
          403: errorRef,
          410: errorRef,
          ...rateLimitedErrors,
        },
      },
    },
    async (request, reply) => {
      const outcome = await registration.confirmRegistration(request.body.token);
      if (!outcome.ok) return sendFailure(reply, outcome);
      // The confirm page's form: the set-password page of the token just issued, its flow kept.
      if (isFormPost(request))
        return sendFormAnswer(request, reply, CONTINUE_PAGE, { token: outcome.token });
      return noStore(reply, {
        status: 'VERIFIED',
        continueUrl: outcome.continueUrl,
        token: outcome.token,
        product: request.body.product ?? '',
      });
    },
  );

  app.post(
    '/services/auth/continueRegistration',
    {
      onRequest: sameOrigin,
      preHandler: [...guards.registrationLink],
      // The page's form names the password as its reset twin does.
      config: { formPage: { path: CONTINUE_PAGE, fields: { newPassword: 'password' } } },
      schema: {
        summary: 'Set the first password with the continue link and activate the account',
        description: RATE_LIMITS + FORM_ANSWER,
        tags: ['registration'],
        security: noSecurity,
        body: ContinueRegistrationBody,
        response: {
          200: ActivatedAnswer,
          ...inputErrors,
          403: errorRef,
          410: errorRef,
          ...rateLimitedErrors,
        },
      },
    },
    async (request, reply) => {
      const { token, password, retypePassword } = request.body;
      const outcome = await registration.continueRegistration(token, password, retypePassword);
      if (!outcome.ok) return sendFailure(reply, outcome);
      // The page says the account is ready, and its sign-in link carries the address and target.
      if (isFormPost(request))
        return sendFormAnswer(request, reply, CONTINUE_PAGE, {
          done: '1',
          token: undefined,
          uid: outcome.email,
          redirect_url: outcome.redirectUrl === '' ? undefined : outcome.redirectUrl,
        });
      return noStore(reply, {
        status: 'ACTIVE',
        email: outcome.email,
        redirectUrl: outcome.redirectUrl,
      });
    },
  );
};
