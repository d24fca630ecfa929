import type { FastifyReply, FastifyRequest } from 'fastify';
import { toProfileDetails } from '../auth/profile-details';
import { sendError } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import { RedirectAllowList } from '../http/redirect-allow-list';
import {
  errorRef,
  inputErrors,
  noSecurity,
  rateLimitedErrors,
  sessionErrors,
  sessionWriteSecurity,
} from '../http/schemas';
import { requireSameOrigin, requireSession, UNAUTHENTICATED_MESSAGE } from '../http/session-guard';
import type { AccountAbuseGuards } from './account-abuse-guards';
import { LENDER } from '../portal/demo-product';
import { TermsRepository } from '../portal/terms-repository';
import { ConsentStore } from './consent-store';
import { ProfileService } from './profile-service';
import {
  ActivatedAnswer,
  ConfirmedAnswer,
  ConfirmRegistrationBody,
  ConsentAnswer,
  ConsentBody,
  ContinueRegistrationBody,
  EmailBody,
  LendioAnswer,
  PendingAnswer,
  ProfileUpdateBody,
  PurgeAnswer,
  RegistrationBody,
  ResendCodeAnswer,
  ResendCodeBody,
  SocialSignupBody,
  UpdatedProfile,
  VerifiedAnswer,
  VerifyCodeBody,
} from './registration-schemas';
import {
  MESSAGES,
  RegistrationService,
  type Failure,
  type RegistrationSource,
} from './registration-service';
import type { Static } from 'typebox';

const EMAIL_MISMATCH = "The email address is not the signed-in user's.";

const REGISTRATION_DESCRIPTION =
  'An email that already has an account answers 409 USER_EXISTS ("Registration error. Sign in or ' +
  'reset your password.") and its owner is told by mail (at most hourly). `redirectUrl` is kept only ' +
  'when on the redirect allow-list, otherwise replaced by the portal home ("/"). ' +
  'Limited per client address and per email (429 RATE_LIMITED with Retry-After).';

const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store');
const sendFailure = (reply: FastifyReply, outcome: Failure): FastifyReply =>
  sendError(reply, outcome.status, outcome.error, outcome.message);

const RATE_LIMITS =
  'Limited per client address and per account (429 RATE_LIMITED with Retry-After).';

/**
 * Registration, email verification, profile update and the smaller account calls (spec §7). The
 * calls made without a session are limited by `guards` (docs/decisions.md D-ABUSE-1, D-ABUSE-3, D-ABUSE-4).
 */
export const registerRegistrationRoutes = (
  app: PortalApp,
  deps: RouteDependencies,
  guards: AccountAbuseGuards,
): void => {
  const { config, db, clock, sessions, users, mailer } = deps;
  const registration = new RegistrationService(
    db,
    clock,
    (mail) => mailer.send(mail),
    config.publicUrl,
    {
      mailPerAccountPerHour: guards.limits.mailPerAccountPerHour,
      // TEMPORARY: the configured origins from the environment until server/config.ts carries them.
      redirects: new RedirectAllowList(config.publicUrl, config.allowedRedirectOrigins),
    },
  );
  const profiles = new ProfileService(db);
  const consents = new ConsentStore(db, clock);
  const legalTerms = new TermsRepository(db, clock);
  const sameOrigin = requireSameOrigin(config.publicUrl);
  const session = requireSession(sessions);

  /** The signed-in user, or a 401 already sent. */
  const signedInUser = (request: FastifyRequest, reply: FastifyReply) => {
    const user = request.portalSession && users.findById(request.portalSession.userId);
    if (!user) void sendError(reply, 401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
    return user;
  };
  const isOwnEmail = (own: string, presented: string): boolean =>
    own.toLowerCase() === presented.trim().toLowerCase();

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
        return noStore(reply)
          .code(201)
          .send({ status: 'PENDING_VERIFICATION', email: outcome.email });
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
      return noStore(reply)
        .code(201)
        .send({ status: 'PENDING_VERIFICATION', email: outcome.email });
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
      return noStore(reply).send({
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
      return noStore(reply).send({ status: 'CODE_SENT', message: MESSAGES.codeResent });
    },
  );

  app.post(
    '/services/auth/confirmRegistration',
    {
      onRequest: sameOrigin,
      preHandler: [...guards.registrationLink],
      schema: {
        summary: 'Follow the mailed confirm link: verifies the email like the code does',
        description: RATE_LIMITS,
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
      return noStore(reply).send({
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
      schema: {
        summary: 'Set the first password with the continue link and activate the account',
        description: RATE_LIMITS,
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
      return noStore(reply).send({
        status: 'ACTIVE',
        email: outcome.email,
        redirectUrl: outcome.redirectUrl,
      });
    },
  );

  app.put(
    '/services/auth/updateUserProfile',
    {
      onRequest: session,
      schema: {
        summary:
          'Update the profile (full form or language only); answers the updated profile details',
        tags: ['profile'],
        security: [...sessionWriteSecurity],
        body: ProfileUpdateBody,
        response: { 200: UpdatedProfile, ...inputErrors, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const current = signedInUser(request, reply);
      if (!current) return reply;
      const outcome = profiles.update(current.id, request.body);
      if (!outcome.ok) return sendError(reply, outcome.status, outcome.error, outcome.message);
      const updated = users.findById(current.id);
      if (!updated) return sendError(reply, 401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
      const answer: Static<typeof UpdatedProfile> = toProfileDetails(updated);
      return noStore(reply).send(answer);
    },
  );

  app.post(
    '/services/auth/user/consent',
    {
      onRequest: session,
      schema: {
        summary:
          "Record the signed-in user's consent: the current Terms of Use and Privacy Policy are accepted and the marketing consent (bloomreachConsent) is kept with its time",
        tags: ['profile'],
        security: [...sessionWriteSecurity],
        body: ConsentBody,
        response: { 200: ConsentAnswer, ...inputErrors, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request, reply);
      if (!user) return reply;
      if (!isOwnEmail(user.email, request.body.email))
        return sendError(reply, 403, 'EMAIL_MISMATCH', EMAIL_MISMATCH);
      const recorded = consents.record(user.id, {
        email: user.email,
        os: request.body.os,
        bloomreachConsent: request.body.bloomreachConsent,
      });
      legalTerms.acceptLegalDocuments(user.id);
      return noStore(reply).send(recorded);
    },
  );

  app.post(
    '/services/auth/lendioAuth',
    {
      onRequest: session,
      schema: {
        summary: 'The small-business lender hand-off URL for the signed-in user',
        tags: ['profile'],
        security: [...sessionWriteSecurity],
        body: EmailBody,
        response: { 200: LendioAnswer, ...inputErrors, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request, reply);
      if (!user) return reply;
      if (!isOwnEmail(user.email, request.body.email))
        return sendError(reply, 403, 'EMAIL_MISMATCH', EMAIL_MISMATCH);
      return noStore(reply).send({ url: `${config.publicUrl}/demo-product/${LENDER}` });
    },
  );

  app.post(
    '/services/cache/purge-cache-by-key',
    {
      onRequest: session,
      schema: {
        summary: "Purge the server's cached data for the signed-in user (keyed by email)",
        tags: ['profile'],
        security: [...sessionWriteSecurity],
        body: EmailBody,
        response: { 200: PurgeAnswer, ...inputErrors, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request, reply);
      if (!user) return reply;
      if (!isOwnEmail(user.email, request.body.email))
        return sendError(reply, 403, 'EMAIL_MISMATCH', EMAIL_MISMATCH);
      // This server keeps no per-user cache (every answer is read from the database), so there is
      // nothing stale to drop; the call succeeds so the portal's flow is the same as in production.
      return noStore(reply).send({ purged: true, key: user.email });
    },
  );
};
