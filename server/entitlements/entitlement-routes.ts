import type { SessionStore } from '../auth/sessions';
import { sendError } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import { sessionErrors, sessionSecurity } from '../http/schemas';
import { requireSession, UNAUTHENTICATED_MESSAGE } from '../http/session-guard';
import { EntitlementObject, type EntitlementRepository } from './entitlement-repository';

export const registerEntitlementRoutes = (
  app: PortalApp,
  deps: { readonly sessions: SessionStore; readonly entitlements: EntitlementRepository },
): void => {
  app.get(
    '/services/entitlements/all',
    {
      onRequest: requireSession(deps.sessions),
      schema: {
        summary: "The signed-in user's companies and product entitlements (spec §3)",
        tags: ['entitlements'],
        security: [...sessionSecurity],
        response: { 200: EntitlementObject, ...sessionErrors },
      },
    },
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
