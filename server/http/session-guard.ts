import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { csrfTokenMatches, type ActiveSession, type SessionStore } from '../auth/sessions';
import { CSRF_HEADER, sessionIdOf } from './cookies';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    portalSession?: ActiveSession;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const UNAUTHENTICATED_MESSAGE = 'Your session has expired. Please try to sign in again.';

/**
 * Every endpoint that needs a session answers 401 without one; writes also need the CSRF token.
 * Routes run it as an `onRequest` hook, before the body is parsed or validated, so a request
 * without a session is a 401 whatever it carries.
 */
export const requireSession =
  (sessions: SessionStore): onRequestAsyncHookHandler =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const session = sessions.find(sessionIdOf(request), true);
    if (!session) return sendError(reply, 401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
    if (!SAFE_METHODS.has(request.method)) {
      const presented = request.headers[CSRF_HEADER];
      if (!csrfTokenMatches(session.csrfToken, typeof presented === 'string' ? presented : undefined)) {
        return sendError(reply, 403, 'CSRF_TOKEN_INVALID', 'The request could not be verified. Please reload the page.');
      }
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
