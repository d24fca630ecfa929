import { Type } from 'typebox';
import type { MfaCountries } from '../../src/domain/mfa/mfa-availability';
import {
  ACCOUNT_REFUSAL_MESSAGES,
  sessionOpener,
  type SessionOpeningDependencies,
} from './session-opening';
import { clearSessionCookies, sessionIdOf } from '../http/cookies';
import { sendError } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import { noStore, unauthenticated } from '../http/replies';
import { errorRef, inputErrors, noSecurity, sessionErrors, sessionSecurity } from '../http/schemas';
import {
  comesFromPortalPage,
  CSRF_REFUSED_MESSAGE,
  requireSameOrigin,
  requireSession,
} from '../http/session-guard';
import { ProfileDetails, toProfileDetails } from './profile-details';

export interface AuthRouteDependencies extends SessionOpeningDependencies {
  /** Where MFA is on, which the profile reports (D-MFA-1). */
  readonly mfaCountries: MfaCountries;
  /** SERVICES_DEGRADED: the owl error flag of every sign-in's answer (D-PAGES-6). */
  readonly servicesDegraded: boolean;
}

const OKTA_SESSION_FAILED = 'Okta Session creation in BE:Failed';

const OktaLoginQuery = Type.Object({
  app_id: Type.Optional(Type.String({ maxLength: 64 })),
  payload: Type.Optional(Type.String({ maxLength: 4096 })),
  redirect_url: Type.Optional(Type.String({ maxLength: 2048 })),
});

const OktaLoginBody = Type.Object(
  {
    idToken: Type.String({
      minLength: 1,
      maxLength: 8192,
      description: 'the id token from the identity provider',
    }),
    passwordExpiredFlag: Type.Optional(Type.Boolean()),
    cache: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const OktaLoginAnswer = Type.Object({
  status: Type.Object({ code: Type.Integer(), message: Type.String() }),
  owl: Type.Object({ error: Type.Boolean({ description: 'the owl error banner flag (spec §4)' }) }),
  expiresIn: Type.Integer({ description: 'seconds until the new session ends' }),
});

const SessionCheckAnswer = Type.Object({
  status: Type.String(),
  expiresIn: Type.Integer({ minimum: 0, description: 'seconds until the session ends' }),
  url: Type.Optional(Type.String({ description: 'where to send the user instead, when present' })),
});

export const registerAuthRoutes = (app: PortalApp, deps: AuthRouteDependencies): void => {
  const { sessions, users, publicUrl, providerSessions } = deps;
  const openSession = sessionOpener(deps);

  app.post(
    '/services/auth/oktaLogin',
    {
      onRequest: requireSameOrigin(publicUrl),
      schema: {
        summary: 'Open a portal session with an id token from the identity provider',
        tags: ['auth'],
        security: noSecurity,
        querystring: OktaLoginQuery,
        body: OktaLoginBody,
        response: { 200: OktaLoginAnswer, ...inputErrors, 401: errorRef, 403: errorRef },
      },
    },
    async (request, reply) => {
      const opening = await openSession(request, reply, request.body.idToken);
      // The account's state, not the token: 403 in the spec's words (§8, D-AUTH-8).
      if (!opening.opened && 'user' in opening) {
        return sendError(reply, 403, opening.code, ACCOUNT_REFUSAL_MESSAGES[opening.code]);
      }
      if (!opening.opened) return sendError(reply, 401, opening.code, OKTA_SESSION_FAILED);
      return noStore(reply, {
        status: { code: 200, message: 'Login successful' },
        owl: { error: deps.servicesDegraded },
        expiresIn: opening.expiresIn,
      });
    },
  );

  app.get(
    '/services/auth/checkUserLogin',
    {
      schema: {
        summary: 'The session check (spec §4): how long the session has left',
        tags: ['auth'],
        security: [...sessionSecurity],
        response: { 200: SessionCheckAnswer, 401: errorRef },
      },
    },
    async (request, reply) => {
      const session = await sessions.find(sessionIdOf(request), true);
      if (!session) return unauthenticated(reply);
      return noStore(reply, { status: 'ACTIVE', expiresIn: session.expiresIn });
    },
  );

  const LogoutAnswer = Type.Object({ status: Type.Literal('LOGGED_OUT') });
  app.get(
    '/services/auth/oktaLogout',
    {
      schema: {
        summary: 'End the portal session',
        description:
          "A GET (spec §7) that acts only for the portal's own pages: it needs the X-XSRF-Token header " +
          "(the session's CSRF token) or the browser's `Sec-Fetch-Site: same-origin`, and otherwise " +
          "answers 403 and leaves the session alive. Ends the identity provider's session of the account too.",
        tags: ['auth'],
        security: noSecurity,
        response: { 200: LogoutAnswer, 403: errorRef },
      },
    },
    async (request, reply) => {
      const id = sessionIdOf(request);
      const session = await sessions.find(id, false);
      if (!comesFromPortalPage(request, session)) {
        return sendError(reply, 403, 'CSRF_TOKEN_INVALID', CSRF_REFUSED_MESSAGE);
      }
      if (id) await sessions.destroy(id);
      if (session) await providerSessions.endForAccount(session.userId);
      clearSessionCookies(reply);
      return noStore(reply, { status: 'LOGGED_OUT' });
    },
  );

  app.get(
    '/services/auth/getUserProfile',
    {
      onRequest: requireSession(sessions),
      schema: {
        summary: "The signed-in user's profile details (spec §3)",
        tags: ['auth'],
        security: [...sessionSecurity],
        response: { 200: ProfileDetails, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const session = request.portalSession;
      const user = session && (await users.findById(session.userId));
      if (!user) return unauthenticated(reply);
      return noStore(reply, toProfileDetails(user, deps.mfaCountries));
    },
  );
};
