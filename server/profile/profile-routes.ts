import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { toProfileDetails } from '../auth/profile-details';
import { sendError, sendErrorAnswer } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import { inputErrors, sessionErrors, sessionWriteSecurity } from '../http/schemas';
import { noStore, unauthenticated } from '../http/replies';
import { requireSession } from '../http/session-guard';
import type { UserRecord } from '../identity/user-repository';
import { LENDER } from '../hand-off/demo-product';
import { TermsService } from '../terms/terms-service';
import { ConsentStore } from './consent-store';
import { profileRefusalAnswer } from './profile-replies';
import { ProfileService, type ProfileRefusal } from './profile-service';
import {
  ConsentAnswer,
  ConsentBody,
  EmailBody,
  LendioAnswer,
  ProfileUpdateBody,
  PurgeAnswer,
  UpdatedProfile,
} from './profile-schemas';

const EMAIL_MISMATCH = "The email address is not the signed-in user's.";
const TAGS = ['profile'];

const sendRefusal = (reply: FastifyReply, refusal: ProfileRefusal): FastifyReply =>
  sendErrorAnswer(reply, profileRefusalAnswer(refusal));

/**
 * The signed-in user's own profile calls (spec §7): the profile update, the consent record, the
 * lender hand-off and the cache purge. The last three name the user by email, which must be the
 * signed-in user's own.
 */
export const registerProfileRoutes = (app: PortalApp, deps: RouteDependencies): void => {
  const { config, clock, sessions, accounts } = deps;
  const { users } = accounts;
  const profiles = new ProfileService(users);
  const consents = new ConsentStore(accounts.consents, clock);
  const legalTerms = new TermsService(deps.terms, clock);
  const session = requireSession(sessions);

  /** The signed-in user, or a 401 already sent. */
  const signedInUser = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<UserRecord | undefined> => {
    const user = request.portalSession && (await users.findById(request.portalSession.userId));
    if (!user) void unauthenticated(reply);
    return user;
  };
  /** The signed-in user when `email` is theirs; otherwise a 401 or 403 already sent. */
  const userOwning = async (
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
  ): Promise<UserRecord | undefined> => {
    const user = await signedInUser(request, reply);
    if (!user) return undefined;
    if (user.email.toLowerCase() === email.trim().toLowerCase()) return user;
    void sendError(reply, 403, 'EMAIL_MISMATCH', EMAIL_MISMATCH);
    return undefined;
  };
  const ownEmailRoute = <Answer extends typeof LendioAnswer | typeof PurgeAnswer>(
    path: string,
    summary: string,
    answerSchema: Answer,
    answer: (user: UserRecord) => Static<Answer>,
  ) =>
    app.post(
      path,
      {
        onRequest: session,
        schema: {
          summary,
          tags: TAGS,
          security: [...sessionWriteSecurity],
          body: EmailBody,
          response: { 200: answerSchema, ...inputErrors, ...sessionErrors },
        },
      },
      async (request, reply) => {
        const user = await userOwning(request, reply, request.body.email);
        return user ? noStore(reply, answer(user)) : reply;
      },
    );

  app.put(
    '/services/auth/updateUserProfile',
    {
      onRequest: session,
      schema: {
        summary:
          'Update the profile (full form or language only); answers the updated profile details',
        tags: TAGS,
        security: [...sessionWriteSecurity],
        body: ProfileUpdateBody,
        response: { 200: UpdatedProfile, ...inputErrors, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const current = await signedInUser(request, reply);
      if (!current) return reply;
      const outcome = await profiles.update(current.id, request.body);
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      const updated = await users.findById(current.id);
      if (!updated) return sendRefusal(reply, { kind: 'unknownUser' });
      const answer: Static<typeof UpdatedProfile> = toProfileDetails(updated, config.mfaCountries);
      return noStore(reply, answer);
    },
  );

  app.post(
    '/services/auth/user/consent',
    {
      onRequest: session,
      schema: {
        summary:
          "Record the signed-in user's consent: the current Terms of Use and Privacy Policy are accepted and the marketing consent (bloomreachConsent) is kept with its time",
        tags: TAGS,
        security: [...sessionWriteSecurity],
        body: ConsentBody,
        response: { 200: ConsentAnswer, ...inputErrors, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const user = await userOwning(request, reply, request.body.email);
      if (!user) return reply;
      const recorded = await consents.record(user.id, {
        email: user.email,
        os: request.body.os,
        bloomreachConsent: request.body.bloomreachConsent,
      });
      await legalTerms.acceptLegalDocuments(user.id);
      return noStore(reply, recorded);
    },
  );

  ownEmailRoute(
    '/services/auth/lendioAuth',
    'The small-business lender hand-off URL for the signed-in user',
    LendioAnswer,
    () => ({ url: `${config.publicUrl}/demo-product/${LENDER}` }),
  );

  // This server keeps no per-user cache (every answer is read from the database), so there is
  // nothing stale to drop; the call succeeds so the portal's flow is the same as in production.
  ownEmailRoute(
    '/services/cache/purge-cache-by-key',
    "Purge the server's cached data for the signed-in user (keyed by email)",
    PurgeAnswer,
    (user) => ({ purged: true, key: user.email }),
  );
};
