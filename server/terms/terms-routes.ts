import { sendErrorAnswer } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import {
  errorRef,
  inputErrors,
  sessionErrors,
  sessionSecurity,
  sessionWriteSecurity,
} from '../http/schemas';
import { plaRefusalAnswer } from './terms-replies';
import { LegalTermsAnswer, PlaDecisionAnswer, PlaDecisionBody } from './terms-schemas';
import { answerSignedInUser, noStore, unauthenticated, userIdOf } from '../http/replies';
import { companyNotFound } from '../portal/portal-replies';
import { TAGS, type PortalRouteContext } from '../portal/portal-route-context';

/** Product licence agreements and legal documents, and the user's decision on an agreement. */
export const registerTermsRoutes = (app: PortalApp, context: PortalRouteContext): void => {
  const { entitlements, terms, guard } = context;

  app.get(
    '/services/entitlements/legal-terms',
    {
      onRequest: guard,
      schema: {
        summary:
          'Product licence agreements and legal documents, with the user’s decisions, versions and dates',
        tags: TAGS,
        security: [...sessionSecurity],
        response: { 200: LegalTermsAnswer, ...sessionErrors },
      },
    },
    answerSignedInUser((userId) => terms.legalTerms(userId)),
  );

  app.put(
    '/services/entitlements/pla',
    {
      onRequest: guard,
      schema: {
        summary:
          'Accept or decline the product licence agreement of one of the user’s products; declining closes ' +
          'the product until it is accepted',
        tags: TAGS,
        security: [...sessionWriteSecurity],
        body: PlaDecisionBody,
        response: { 200: PlaDecisionAnswer, ...inputErrors, ...sessionErrors, 404: errorRef },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!userId) return unauthenticated(reply);
      const { dunsNumber, appId, accepted } = request.body;
      if (dunsNumber !== null && !(await entitlements.isLinked(userId, dunsNumber)))
        return companyNotFound(reply);
      const result = await terms.decidePla(userId, dunsNumber, appId, accepted);
      if (result.kind !== 'decided') return sendErrorAnswer(reply, plaRefusalAnswer(result));
      return noStore(reply, result.answer);
    },
  );
};
