import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { sendErrorAnswer } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import {
  errorRef,
  inputErrors,
  sessionErrors,
  sessionSecurity,
  sessionWriteSecurity,
} from '../http/schemas';
import { decodeDeepLink } from './deep-link';
import { HandOffBody, MarketingHubSsoBody } from './hand-off-request';
import { handOffRefusalAnswer } from './hand-off-replies';
import { DecodeAnswer, SsoAnswer, UrlAnswer } from './hand-off-schemas';
import { HandOffService, type HandOffRefusal } from './hand-off-service';
import { noStore, unauthenticated, userIdOf } from '../http/replies';
import { ACCOUNT_TAGS, TAGS, type PortalRouteContext } from '../portal/portal-route-context';

const sendRefusal = (reply: FastifyReply, refusal: HandOffRefusal): FastifyReply =>
  sendErrorAnswer(reply, handOffRefusalAnswer(refusal));

/** The answers of a call that hands the user a product's URL. */
const URL_ANSWERS = { 200: UrlAnswer, ...inputErrors, ...sessionErrors, 404: errorRef } as const;

/** Product hand-offs: a product's URL, Marketing Hub single sign-on, deep links and a subscription's URL. */
export const registerHandOffRoutes = (app: PortalApp, context: PortalRouteContext): void => {
  const { deps, entitlements, guard } = context;
  const handOffs = new HandOffService(entitlements, deps.purchases, deps.config.publicUrl);

  app.post(
    '/services/entitlements/getNavigateUrl',
    {
      onRequest: guard,
      schema: {
        summary:
          'The hand-off URL of a product the user holds, for a company, no company or a pending DUNS',
        tags: TAGS,
        security: [...sessionWriteSecurity],
        body: HandOffBody,
        response: URL_ANSWERS,
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!userId) return unauthenticated(reply);
      const { applicationId, dunsNumber, noDunsFlow = false, pendingDuns = false } = request.body;
      const outcome = await handOffs.productUrl(userId, applicationId, {
        dunsNumber,
        noDunsFlow,
        pendingDuns,
      });
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      return noStore(reply, { url: outcome.url });
    },
  );

  app.post(
    '/services/entitlements/marketing-hub/sso',
    {
      onRequest: guard,
      schema: {
        summary: 'Marketing Hub single sign-on: the URL that opens Marketing Hub for the selection',
        tags: TAGS,
        security: [...sessionWriteSecurity],
        body: MarketingHubSsoBody,
        response: { 200: SsoAnswer, ...inputErrors, ...sessionErrors, 404: errorRef },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!userId) return unauthenticated(reply);
      const { dunsNumber, DUNSList, noDunsFlow = false, pendingDuns = false } = request.body;
      // '' is how the portal says "no company selected".
      const selected = dunsNumber === '' ? undefined : dunsNumber;
      const outcome = await handOffs.marketingHubUrl(
        userId,
        { dunsNumber: selected, noDunsFlow, pendingDuns },
        DUNSList,
      );
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      return noStore(reply, { ssoUrl: outcome.url });
    },
  );

  app.get(
    '/services/entitlements/decode',
    {
      onRequest: guard,
      schema: {
        summary:
          'Decode a deep link (spec §2 RelayState / payload): base64 of a query whose duns is a base64 DUNS number, ' +
          'optionally with app_id',
        tags: TAGS,
        security: [...sessionSecurity],
        querystring: Type.Object(
          { payload: Type.String({ minLength: 1, maxLength: 4096 }) },
          { additionalProperties: false },
        ),
        response: { 200: DecodeAnswer, ...inputErrors, ...sessionErrors },
      },
    },
    async (request, reply) => {
      if (!userIdOf(request)) return unauthenticated(reply);
      const decoded = decodeDeepLink(request.query.payload);
      if (!decoded.ok) return sendRefusal(reply, { kind: 'linkUnreadable', error: decoded.error });
      return noStore(reply, decoded.value);
    },
  );

  app.get(
    '/services/auth/accessSubscriptions',
    {
      onRequest: guard,
      schema: {
        summary: 'The URL that opens one of the user’s subscriptions',
        tags: ACCOUNT_TAGS,
        security: [...sessionSecurity],
        querystring: Type.Object(
          {
            subscriber_number: Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' }),
            app_id: Type.String({
              pattern: '^\\d{1,6}$',
              description: 'the application id, digits',
            }),
          },
          { additionalProperties: false },
        ),
        response: URL_ANSWERS,
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!userId) return unauthenticated(reply);
      const { subscriber_number: subscriberNumber, app_id: appId } = request.query;
      const outcome = await handOffs.subscriptionUrl(userId, subscriberNumber, Number(appId));
      if (!outcome.ok) return sendRefusal(reply, outcome.refusal);
      return noStore(reply, { url: outcome.url });
    },
  );
};
