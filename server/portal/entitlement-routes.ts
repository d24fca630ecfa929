import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../auth/sessions';
import { sendError } from '../http/errors';
import { requireSession, UNAUTHENTICATED_MESSAGE } from '../http/session-guard';
import type { EntitlementRepository } from './entitlement-repository';

export const registerEntitlementRoutes = (
  app: FastifyInstance,
  deps: { readonly sessions: SessionStore; readonly entitlements: EntitlementRepository },
): void => {
  app.get(
    '/services/entitlements/all',
    { preHandler: requireSession(deps.sessions) },
    async (request, reply) => {
      // requireSession has set the session; the guard keeps that a checked fact, not an assertion.
      const session = request.portalSession;
      if (!session) return sendError(reply, 401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
      return reply
        .header('cache-control', 'no-store')
        .send(deps.entitlements.forUser(session.userId));
    },
  );
};
