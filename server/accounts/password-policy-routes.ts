import { Type } from 'typebox';
import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import { noStore } from '../http/replies';
import { sessionErrors, sessionSecurity } from '../http/schemas';
import { requireSession } from '../http/session-guard';

const PasswordPolicyAnswer = Type.Object({
  minimumAgeMinutes: Type.Integer({
    minimum: 0,
    description: 'minutes that must pass between two changes of one’s own password; 0: no rule',
  }),
});

/**
 * GET /services/auth/passwordPolicy: what the identity provider's policy asks beyond spec §5's
 * fixed rules, for Change password's checklist and its refusal's words
 * (docs/decisions/accounts-backend.md D-PWD-10). Change password is a signed-in page, so is this.
 */
export const registerPasswordPolicyRoutes = (
  app: PortalApp,
  { config, sessions }: RouteDependencies,
): void => {
  app.get(
    '/services/auth/passwordPolicy',
    {
      onRequest: requireSession(sessions),
      schema: {
        summary: 'The password policy’s configured values (spec §5 minimum-age rule)',
        tags: ['passwords'],
        security: [...sessionSecurity],
        response: { 200: PasswordPolicyAnswer, ...sessionErrors },
      },
    },
    async (_request, reply) => noStore(reply, { minimumAgeMinutes: config.passwordMinAgeMinutes }),
  );
};
