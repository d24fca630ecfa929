import { Type } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/errors';
import { sessionIdOf } from '../http/cookies';
import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import {
  DunsNumber,
  errorRef,
  inputErrors,
  sessionErrors,
  sessionSecurity,
  sessionWriteSecurity,
} from '../http/schemas';
import { requireSession, UNAUTHENTICATED_MESSAGE } from '../http/session-guard';
import { decodeDeepLink } from './deep-link';
import {
  demoProductName,
  demoProductUrl,
  MARKETING_HUB,
  renderDemoPage,
  type DemoPage,
  type HandOffFlow,
} from './demo-product';
import {
  EntitlementRepository,
  heldProducts,
  pendingPlaceholderRecord,
  type EntitlementScope,
} from './entitlement-repository';
import {
  AssignedAnswer,
  CompanyInfoAnswer,
  DecodeAnswer,
  EntitlementObject,
  LegalTermsAnswer,
  OrdersAnswer,
  PlaDecisionAnswer,
  PlaDecisionBody,
  SsoAnswer,
  SubscriptionsAnswer,
  UrlAnswer,
} from './portal-schemas';
import { PurchaseHistory } from './purchase-history';
import { TermsRepository } from './terms-repository';

const TAGS = ['entitlements'];
const ACCOUNT_TAGS = ['auth'];

/** A DUNS the user is not linked to gets the same answer whether or not the company exists. */
export const COMPANY_NOT_FOUND = 'COMPANY_NOT_FOUND';
const COMPANY_NOT_FOUND_MESSAGE = 'No company with this DUNS number is linked to your account.';
const DECLINED_TERMS_MESSAGE =
  'Access unavailable: you must agree to the Terms of Service to use this product, or call customer service.';

const noStore = <T>(reply: FastifyReply, body: T): FastifyReply =>
  reply.header('cache-control', 'no-store').send(body);

/** The session's user; requireSession has checked it, this keeps that a checked fact. */
const userIdOf = (request: FastifyRequest): string | undefined => request.portalSession?.userId;

const unauthenticated = (reply: FastifyReply): FastifyReply =>
  sendError(reply, 401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);

const companyNotFound = (reply: FastifyReply): FastifyReply =>
  sendError(reply, 404, COMPANY_NOT_FOUND, COMPANY_NOT_FOUND_MESSAGE);

const HandOffBody = Type.Object(
  {
    applicationId: Type.Integer({
      minimum: 1,
      maximum: 999_999,
      description: 'the product to open (spec §3 appId)',
    }),
    dunsNumber: Type.Optional(DunsNumber),
    noDunsFlow: Type.Optional(
      Type.Boolean({ default: false, description: 'open without a company' }),
    ),
    pendingDuns: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'open for the company whose DUNS number is pending',
      }),
    ),
    productId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    productName: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

const MarketingHubSsoBody = Type.Object(
  {
    dunsNumber: Type.Union([DunsNumber, Type.Literal('')], {
      description: "the selected company; '' for none",
    }),
    DUNSList: Type.Array(DunsNumber, { maxItems: 1000, description: "the user's companies" }),
    noDunsFlow: Type.Optional(Type.Boolean({ default: false })),
    pendingDuns: Type.Optional(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);

type FlowChoice =
  | { readonly ok: true; readonly flow: HandOffFlow; readonly duns?: string }
  | { readonly ok: false; readonly message: string };

/** Exactly one of: a DUNS number, the no-DUNS flow, the pending-DUNS flow. */
const chooseFlow = (
  duns: string | undefined,
  noDunsFlow: boolean,
  pendingDuns: boolean,
): FlowChoice => {
  if (noDunsFlow && pendingDuns)
    return { ok: false, message: 'noDunsFlow and pendingDuns cannot both be true.' };
  if (noDunsFlow || pendingDuns) {
    if (duns !== undefined)
      return {
        ok: false,
        message: 'A DUNS number cannot be given with noDunsFlow or pendingDuns.',
      };
    return { ok: true, flow: noDunsFlow ? 'noDuns' : 'pendingDuns' };
  }
  if (duns === undefined)
    return {
      ok: false,
      message: 'A DUNS number is required unless noDunsFlow or pendingDuns is true.',
    };
  return { ok: true, flow: 'duns', duns };
};

/** Companies, entitlements, terms, product hand-offs, orders and subscriptions (spec §7). */
export const registerPortalRoutes = (app: PortalApp, deps: RouteDependencies): void => {
  const { db, clock, sessions, config } = deps;
  const entitlements = new EntitlementRepository(db, clock);
  const terms = new TermsRepository(db, clock);
  const purchases = new PurchaseHistory(db);
  const guard = requireSession(sessions);

  const entitlementsOfCompany = (
    reply: FastifyReply,
    userId: string,
    duns: string,
  ): FastifyReply =>
    entitlements.isLinked(userId, duns)
      ? noStore(reply, entitlements.entitlementObject(userId, { kind: 'company', duns }))
      : companyNotFound(reply);

  app.post(
    '/services/entitlements/get-entitlements-by-duns',
    {
      onRequest: guard,
      schema: {
        summary: 'The entitlement object (spec §3) of one of the user’s companies',
        tags: TAGS,
        security: [...sessionWriteSecurity],
        body: Type.Object(
          {
            dunsArray: Type.Array(DunsNumber, {
              minItems: 1,
              maxItems: 1,
              description: 'exactly one DUNS number',
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: EntitlementObject, ...inputErrors, ...sessionErrors, 404: errorRef },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const [duns] = request.body.dunsArray;
      if (!userId) return unauthenticated(reply);
      if (duns === undefined)
        return sendError(reply, 400, 'VALIDATION_ERROR', 'dunsArray must hold one DUNS number.');
      return entitlementsOfCompany(reply, userId, duns);
    },
  );

  app.get(
    '/services/entitlements/by-duns/:dunsNumber',
    {
      onRequest: guard,
      schema: {
        summary: 'The entitlement query with a DUNS number: the entitlement object of that company',
        tags: TAGS,
        security: [...sessionSecurity],
        params: Type.Object({ dunsNumber: DunsNumber }),
        response: { 200: EntitlementObject, ...inputErrors, ...sessionErrors, 404: errorRef },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!userId) return unauthenticated(reply);
      return entitlementsOfCompany(reply, userId, request.params.dunsNumber);
    },
  );

  app.get(
    '/services/entitlements/current',
    {
      onRequest: guard,
      schema: {
        summary:
          'The entitlement query without a DUNS number: the entitlement object of the user’s default company ' +
          '(the first by business name), or of no company when the user has none',
        tags: TAGS,
        security: [...sessionSecurity],
        response: { 200: EntitlementObject, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!userId) return unauthenticated(reply);
      return noStore(
        reply,
        entitlements.entitlementObject(userId, entitlements.defaultScope(userId)),
      );
    },
  );

  app.get(
    '/services/entitlements/getCompanyInfo',
    {
      onRequest: guard,
      schema: {
        summary:
          'The entitlement object of a company with its company record (spec §3); type=pending answers the ' +
          '"(Company pending)" placeholder and the products not tied to a company',
        tags: TAGS,
        security: [...sessionSecurity],
        querystring: Type.Object(
          {
            dunsNumber: Type.Optional(DunsNumber),
            idaas_uuid: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 128,
                description: 'when given, must be the signed-in user’s idaasUUID',
              }),
            ),
            type: Type.Optional(
              Type.Union([Type.Literal('normal'), Type.Literal('pending')], { default: 'normal' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: CompanyInfoAnswer, ...inputErrors, ...sessionErrors, 404: errorRef },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!userId) return unauthenticated(reply);
      const { dunsNumber, idaas_uuid: idaasUuid, type = 'normal' } = request.query;
      if (idaasUuid !== undefined && idaasUuid !== userId) {
        return sendError(
          reply,
          403,
          'IDAAS_UUID_MISMATCH',
          'idaas_uuid is not the signed-in user.',
        );
      }
      if (type === 'pending') {
        const scope: EntitlementScope = { kind: 'noCompany' };
        return noStore(reply, {
          ...entitlements.entitlementObject(userId, scope),
          companyDetails: pendingPlaceholderRecord,
        });
      }
      if (dunsNumber === undefined) {
        return sendError(
          reply,
          400,
          'VALIDATION_ERROR',
          'dunsNumber is required unless type is pending.',
        );
      }
      const record = entitlements.isLinked(userId, dunsNumber)
        ? entitlements.companyRecord(dunsNumber, config.publicUrl)
        : undefined;
      if (!record) return companyNotFound(reply);
      return noStore(reply, {
        ...entitlements.entitlementObject(userId, { kind: 'company', duns: dunsNumber }),
        companyDetails: record,
      });
    },
  );

  app.get(
    '/services/entitlements/assigned',
    {
      onRequest: guard,
      schema: {
        summary: 'Every product assigned to the user, across companies, with the company name',
        tags: TAGS,
        security: [...sessionSecurity],
        response: { 200: AssignedAnswer, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!userId) return unauthenticated(reply);
      const names = new Map(
        entitlements
          .companiesOf(userId)
          .map((company) => [company.dunsNumber, company.businessName]),
      );
      const assigned = entitlements.productsOf(userId, { kind: 'all' }).map((product) => ({
        ...product,
        businessName: product.dunsNumber === null ? null : (names.get(product.dunsNumber) ?? null),
      }));
      return noStore(reply, { entitlements: assigned });
    },
  );

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
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!userId) return unauthenticated(reply);
      return noStore(reply, terms.legalTerms(userId));
    },
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
      if (dunsNumber !== null && !entitlements.isLinked(userId, dunsNumber))
        return companyNotFound(reply);
      const result = terms.decidePla(userId, dunsNumber, appId, accepted);
      if (result.kind === 'notEntitled') {
        return sendError(
          reply,
          404,
          'PRODUCT_NOT_FOUND',
          'You have no such product for this company.',
        );
      }
      return noStore(reply, result.answer);
    },
  );

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
        response: { 200: UrlAnswer, ...inputErrors, ...sessionErrors, 404: errorRef },
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
        response: { 200: UrlAnswer, ...inputErrors, ...sessionErrors, 404: errorRef },
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

  app.get(
    '/services/auth/orders',
    {
      onRequest: guard,
      schema: {
        summary: 'The user’s order history, newest first (My Orders)',
        tags: ACCOUNT_TAGS,
        security: [...sessionSecurity],
        response: { 200: OrdersAnswer, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!userId) return unauthenticated(reply);
      return noStore(reply, purchases.orders(userId));
    },
  );

  app.get(
    '/services/auth/subscriptions',
    {
      onRequest: guard,
      schema: {
        summary: 'The user’s subscriptions, newest first (My Subscriptions)',
        tags: ACCOUNT_TAGS,
        security: [...sessionSecurity],
        response: { 200: SubscriptionsAnswer, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!userId) return unauthenticated(reply);
      return noStore(reply, purchases.subscriptions(userId));
    },
  );

  // The local stand-in for every product site (not part of /services, so not in the API document).
  app.get(
    '/demo-product/:appId',
    {
      schema: {
        params: Type.Object({ appId: Type.String({ pattern: `^(\\d{1,6}|${MARKETING_HUB})$` }) }),
        querystring: Type.Object(
          {
            duns: Type.Optional(DunsNumber),
            flow: Type.Optional(Type.Union([Type.Literal('noDuns'), Type.Literal('pendingDuns')])),
            subscriber: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const { appId } = request.params;
      const { duns, flow, subscriber } = request.query;
      const productName = demoProductName(appId);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (productName === undefined) {
        return reply.code(404).send(renderNotFound(appId));
      }
      const session = sessions.find(sessionIdOf(request), false);
      const user = session ? deps.users.findById(session.userId) : undefined;
      let company: DemoPage['company'];
      if (duns !== undefined) {
        // The company's name is shown only to a signed-in user linked to it.
        const linked = session !== undefined && entitlements.isLinked(session.userId, duns);
        const businessName = linked
          ? entitlements.companiesOf(session.userId).find((entry) => entry.dunsNumber === duns)
              ?.businessName
          : undefined;
        company = {
          kind: 'company',
          duns,
          ...(businessName === undefined ? {} : { businessName }),
        };
      } else {
        company = { kind: flow ?? 'noDuns' };
      }
      return reply.send(
        renderDemoPage({
          productName,
          appId,
          company,
          ...(subscriber === undefined ? {} : { subscriber }),
          ...(user ? { signedInAs: user.email } : {}),
        }),
      );
    },
  );
};

const renderNotFound = (appId: string): string =>
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Business Portal | Unknown product</title></head>
<body><h1>Unknown product</h1><p>There is no product with application id ${appId.replace(/[^0-9a-z-]/g, '')}.</p>
<p><a href="/">Back to Dashboard</a></p></body></html>
`;
