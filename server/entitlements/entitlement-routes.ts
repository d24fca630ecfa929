import type { SessionStore } from '../auth/sessions';
import type { PortalApp } from '../http/portal-app';
import { answerSignedInUser } from '../http/replies';
import { sessionErrors, sessionSecurity } from '../http/schemas';
import { requireSession } from '../http/session-guard';
import { EntitlementObject } from './entitlement-schemas';
import type { EntitlementService } from './entitlement-service';

export const registerEntitlementRoutes = (
  app: PortalApp,
  deps: { readonly sessions: SessionStore; readonly entitlements: EntitlementService },
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
    answerSignedInUser((userId) => deps.entitlements.forUser(userId)),
  );
};
