import { isoAt } from '../clock';
import { Type } from 'typebox';
import { deviceNameOf } from '../mfa/device-names';
import { sessionIdOf } from '../http/cookies';
import { sendError } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import { noStore, unauthenticated } from '../http/replies';
import {
  errorRef,
  IsoTimestamp,
  sessionErrors,
  sessionSecurity,
  sessionWriteSecurity,
} from '../http/schemas';
import { requireSession } from '../http/session-guard';
import type { SessionStore } from './sessions';

const ListedSession = Type.Object({
  id: Type.String({ description: 'names the session in this list only' }),
  browser: Type.String({ description: "the browser's name from its user agent; '' if unknown" }),
  system: Type.String({ description: "the operating system's name; '' if unknown" }),
  signedInAt: IsoTimestamp,
  lastActiveAt: IsoTimestamp,
  current: Type.Boolean({ description: 'the session of this request' }),
});

const SessionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * "Where you're signed in" (issue 28): the user's live portal sessions with the browser and system
 * each began in, and signing out one of them or every other. Ending a session is a security event
 * in the log.
 */
export const registerSessionListRoutes = (app: PortalApp, sessions: SessionStore): void => {
  const session = requireSession(sessions);

  app.get(
    '/services/auth/sessions',
    {
      onRequest: session,
      schema: {
        summary: "The user's live sessions, the most recently active first",
        tags: ['auth'],
        security: [...sessionSecurity],
        response: { 200: Type.Object({ sessions: Type.Array(ListedSession) }), ...sessionErrors },
      },
    },
    async (request, reply) => {
      const userId = request.portalSession?.userId;
      if (userId === undefined) return unauthenticated(reply);
      const listed = await sessions.listFor(userId, sessionIdOf(request));
      return noStore(reply, {
        sessions: listed.map((entry) => {
          const device = deviceNameOf(entry.userAgent);
          return {
            id: entry.handle,
            browser: device?.browser ?? '',
            system: device?.system ?? '',
            signedInAt: isoAt(entry.signedInAt),
            lastActiveAt: isoAt(entry.lastActiveAt),
            current: entry.current,
          };
        }),
      });
    },
  );

  app.delete(
    '/services/auth/sessions/:id',
    {
      onRequest: session,
      schema: {
        summary: 'Sign out one of the listed sessions',
        tags: ['auth'],
        security: [...sessionWriteSecurity],
        params: SessionParams,
        response: {
          200: Type.Object({ status: Type.Literal('SIGNED_OUT') }),
          404: errorRef,
          ...sessionErrors,
        },
      },
    },
    async (request, reply) => {
      const userId = request.portalSession?.userId;
      if (userId === undefined) return unauthenticated(reply);
      if (!(await sessions.endListed(userId, request.params.id))) {
        return sendError(reply, 404, 'SESSION_UNKNOWN', 'That session has already ended.');
      }
      request.log.info({ securityEvent: 'session.ended', userId }, 'session.ended');
      return noStore(reply, { status: 'SIGNED_OUT' as const });
    },
  );

  app.delete(
    '/services/auth/sessions',
    {
      onRequest: session,
      schema: {
        summary: 'Sign out every session but this one',
        tags: ['auth'],
        security: [...sessionWriteSecurity],
        response: {
          200: Type.Object({ signedOut: Type.Integer({ minimum: 0 }) }),
          ...sessionErrors,
        },
      },
    },
    async (request, reply) => {
      const current = request.portalSession;
      if (current === undefined) return unauthenticated(reply);
      const signedOut = await sessions.endOthers(current.userId, current.csrfToken);
      request.log.info(
        { securityEvent: 'session.endedOthers', userId: current.userId, signedOut },
        'session.endedOthers',
      );
      return noStore(reply, { signedOut });
    },
  );
};
