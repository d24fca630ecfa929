import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { csrfTokenMatches, type ActiveSession, type SessionStore } from '../auth/sessions';
import { CSRF_COOKIE, CSRF_HEADER, sessionIdOf } from './cookies';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    portalSession?: ActiveSession;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const UNAUTHENTICATED_MESSAGE = 'Your session has expired. Please try to sign in again.';
export const CSRF_REFUSED_MESSAGE = 'The request could not be verified. Please reload the page.';

const presentedCsrfToken = (request: FastifyRequest): string | undefined => {
  const presented = request.headers[CSRF_HEADER];
  return typeof presented === 'string' ? presented : undefined;
};

/**
 * Whether a request that ends the session (GET oktaLogout, which spec §7 keeps a GET) comes from
 * the portal's own pages (docs/decisions/sign-in-and-sessions.md D-AUTH-6): the browser says it is
 * same-origin (`Sec-Fetch-Site`, which no page can set), or it echoes the CSRF token in
 * X-XSRF-Token: the live session's token, or without a live session the XSRF-TOKEN cookie's, which
 * only the portal's own script can read. A link, image or form on another site has neither.
 */
export const comesFromPortalPage = (
  request: FastifyRequest,
  session: ActiveSession | undefined,
): boolean => {
  if (request.headers['sec-fetch-site'] === 'same-origin') return true;
  const expected = session?.csrfToken ?? request.cookies[CSRF_COOKIE];
  return expected !== undefined && csrfTokenMatches(expected, presentedCsrfToken(request));
};

/**
 * Every endpoint that needs a session answers 401 without one; writes also need the CSRF token.
 * Routes run it as an `onRequest` hook, before the body is parsed or validated, so a request
 * without a session is a 401 whatever it carries.
 */
export const requireSession =
  (sessions: SessionStore): onRequestAsyncHookHandler =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await sessions.find(sessionIdOf(request), true);
    if (!session) return sendError(reply, 401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
    if (
      !SAFE_METHODS.has(request.method) &&
      !csrfTokenMatches(session.csrfToken, presentedCsrfToken(request))
    ) {
      return sendError(reply, 403, 'CSRF_TOKEN_INVALID', CSRF_REFUSED_MESSAGE);
    }
    request.portalSession = session;
  };

/**
 * Calls made before a session exists (sign-in) cannot carry a CSRF token; a browser always sends
 * Origin on a cross-site POST, so a foreign Origin is refused.
 */
export const requireSameOrigin =
  (publicUrl: string): onRequestAsyncHookHandler =>
  async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== new URL(publicUrl).origin) {
      return sendError(reply, 403, 'ORIGIN_NOT_ALLOWED', 'Cross-site requests are not allowed.');
    }
  };
