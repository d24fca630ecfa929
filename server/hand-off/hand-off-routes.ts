import { Type } from 'typebox';
import { sendError } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import {
  errorRef,
  inputErrors,
  sessionErrors,
  sessionSecurity,
  sessionWriteSecurity,
} from '../http/schemas';
import { decodeDeepLink } from './deep-link';
import { demoProductUrl, MARKETING_HUB } from './demo-product';
import { heldProducts, markProductOpened } from '../entitlements/entitlement-repository';
import { chooseFlow, HandOffBody, MarketingHubSsoBody } from './hand-off-request';
import { DecodeAnswer, SsoAnswer, UrlAnswer } from './hand-off-schemas';
import { noStore, unauthenticated, userIdOf } from '../http/replies';
import { companyNotFound } from '../portal/portal-replies';
import { ACCOUNT_TAGS, TAGS, type PortalRouteContext } from '../portal/portal-route-context';

const DECLINED_TERMS_MESSAGE =
  'Access unavailable: you must agree to the Terms of Service to use this product, or call customer service.';

/** The answers of a call that hands the user a product's URL. */
const URL_ANSWERS = { 200: UrlAnswer, ...inputErrors, ...sessionErrors, 404: errorRef } as const;

/** Product hand-offs: a product's URL, Marketing Hub single sign-on, deep links and a subscription's URL. */
export const registerHandOffRoutes = (app: PortalApp, context: PortalRouteContext): void => {
  const { deps, entitlements, purchases, guard } = context;
  const { db, config } = deps;

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
      const choice = chooseFlow(dunsNumber, noDunsFlow, pendingDuns);
      if (!choice.ok) return sendError(reply, 400, 'VALIDATION_ERROR', choice.message);
      if (choice.duns !== undefined && !entitlements.isLinked(userId, choice.duns))
        return companyNotFound(reply);
      const held = heldProducts(db, userId, applicationId, choice.duns);
      const [first] = held;
      if (first === undefined) {
        return sendError(
          reply,
          403,
          'NOT_ENTITLED',
          'You do not have this product for this company.',
        );
      }
      if (!first.plaAccepted)
        return sendError(reply, 403, 'PLA_NOT_ACCEPTED', DECLINED_TERMS_MESSAGE);
      markProductOpened(db, userId, applicationId, first.duns ?? undefined);
      return noStore(reply, {
        url: demoProductUrl(config.publicUrl, String(applicationId), {
          flow: choice.flow,
          duns: choice.duns,
        }),
      });
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
      const choice = chooseFlow(
        dunsNumber === '' ? undefined : dunsNumber,
        noDunsFlow,
        pendingDuns,
      );
      if (!choice.ok) return sendError(reply, 400, 'VALIDATION_ERROR', choice.message);
      const named = choice.duns === undefined ? DUNSList : [choice.duns, ...DUNSList];
      if (named.some((duns) => !entitlements.isLinked(userId, duns))) return companyNotFound(reply);
      // Marketing Hub is part of Duns Manager and Profile Manager (154/14624): its declined or
      // pending agreement closes the tab (spec §4 "same agreement check").
      const dpmUnaccepted = db
        .prepare(
          'SELECT 1 FROM entitlements WHERE user_id = ? AND app_id = 154 AND product_id = 14624 AND pla_accepted = 0 LIMIT 1',
        )
        .get(userId);
      if (dpmUnaccepted !== undefined)
        return sendError(reply, 403, 'PLA_NOT_ACCEPTED', DECLINED_TERMS_MESSAGE);
      return noStore(reply, {
        ssoUrl: demoProductUrl(config.publicUrl, MARKETING_HUB, {
          flow: choice.flow,
          duns: choice.duns,
        }),
      });
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
      if (!decoded.ok) return sendError(reply, 400, decoded.error, 'The link could not be read.');
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
      const subscription = purchases.findSubscription(userId, subscriberNumber, Number(appId));
      if (!subscription)
        return sendError(reply, 404, 'SUBSCRIPTION_NOT_FOUND', 'You have no such subscription.');
      const url = demoProductUrl(config.publicUrl, String(subscription.appId), {
        flow: subscription.dunsNumber === null ? 'noDuns' : 'duns',
        duns: subscription.dunsNumber ?? undefined,
        subscriber: subscription.subscriberNumber,
      });
      return noStore(reply, { url });
    },
  );
};
