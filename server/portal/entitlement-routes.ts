import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../auth/sessions';
import { requireSession } from '../http/session-guard';
import type { EntitlementRepository } from './entitlement-repository';

export const registerEntitlementRoutes = (
  app: FastifyInstance,
  deps: { readonly sessions: SessionStore; readonly entitlements: EntitlementRepository },
): void => {
  app.get('/services/entitlements/all', { preHandler: requireSession(deps.sessions) }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(deps.entitlements.forUser(request.portalSession!.userId)),
  );
};
