import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { perMinute, withAbuseLimits } from '../http/abuse-limits';
import { sendError } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import {
  DunsNumber,
  errorRef,
  inputErrors,
  rateLimitedErrors,
  sessionErrors,
  sessionSecurity,
  sessionWriteSecurity,
} from '../http/schemas';
import { requireSession, UNAUTHENTICATED_MESSAGE } from '../http/session-guard';
import { DirectoryCompany, SEARCH_LIMIT, searchDirectory } from './company-directory';
import { DunsCipher } from './duns-cipher';
import {
  DunsApplications,
  ISSUED_AFTER_BUSINESS_DAYS,
  PROCESSING_AFTER_BUSINESS_DAYS,
} from './duns-applications';
import {
  ASSOCIATE_A_DUNS_APP_ID,
  ASSOCIATION_VERIFIED_AFTER_BUSINESS_DAYS,
} from './duns-associations';
import { GadEntitlements, type Granted, type GadRoute } from './gad-entitlements';

const ZipCode = Type.String({ pattern: '^\\d{5}$', description: 'a 5-digit US ZIP Code' });

const CompanySearchBody = Type.Object(
  {
    businessName: Type.String({
      minLength: 3,
      maxLength: 120,
      // At least three characters that are not white space (spec §5 "3 or more characters").
      pattern: '\\S.*\\S.*\\S',
      description: 'the business name, 3 or more characters',
    }),
    zipCode: ZipCode,
  },
  { additionalProperties: false },
);

const EncryptedDuns = Type.String({
  minLength: 1,
  maxLength: 512,
  description:
    'a DUNS number sealed by this server (base64url AES-256-GCM), as given by companySearch',
});

const FoundCompany = Type.Object({
  ...DirectoryCompany.properties,
  encryptedDuns: EncryptedDuns,
});

const CompanySearchAnswer = Type.Object({
  companies: Type.Array(FoundCompany, {
    maxItems: SEARCH_LIMIT,
    description:
      'best match first; empty when nothing matched ("Sorry, no results were found in the company search.")',
  }),
});

const DfcCaseQuery = Type.Object(
  {
    flow: Type.Literal('GAD'),
    businessName: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 120,
        description: 'name the DUNS is requested for (when starting)',
      }),
    ),
    zipCode: Type.Optional(ZipCode),
  },
  { additionalProperties: false },
);

const DfcCaseAnswer = Type.Object({
  caseId: Type.String(),
  status: Type.Union(
    [Type.Literal('pending'), Type.Literal('processing'), Type.Literal('issued')],
    {
      description: `pending for the first business day, processing until ${ISSUED_AFTER_BUSINESS_DAYS} business days, then issued`,
    },
  ),
  submittedAt: Type.String({ format: 'date-time' }),
  businessName: Type.String(),
  dunsNumber: Type.Optional(DunsNumber),
  encryptedDuns: Type.Optional(EncryptedDuns),
});

const AppId = Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: '^\\d{1,9}$' })], {
  description: 'application id of the spec §3 catalogue (number or numeric string)',
});
const SalesChannel = Type.String({ minLength: 1, maxLength: 64 });

const EntitleBody = Type.Object(
  { encrypted_duns: EncryptedDuns, app_id: AppId, sales_channel: SalesChannel },
  { additionalProperties: false },
);

const FreemiumBody = Type.Object(
  {
    app_id: AppId,
    encrypted_duns: EncryptedDuns,
    country_id: Type.String({
      pattern: '^[A-Za-z]{2}$',
      description: 'ISO country code, e.g. US, GB',
    }),
    sales_channel: SalesChannel,
  },
  { additionalProperties: false },
);

const EntitledAnswer = Type.Object({
  status: Type.Literal('ENTITLED'),
  dunsNumber: DunsNumber,
  appId: Type.Integer(),
  productId: Type.Union([Type.Integer(), Type.Null()]),
  productName: Type.String(),
  entitlementStatus: Type.Union(
    [Type.Literal('active'), Type.Literal('trial'), Type.Literal('pending')],
    {
      description:
        `pending: an Associate-a-DUNS association (app ${ASSOCIATE_A_DUNS_APP_ID}) the provider is ` +
        `verifying; it turns active after ${ASSOCIATION_VERIFIED_AFTER_BUSINESS_DAYS} business day ` +
        '(Monday–Friday, UTC), when the company joins the user’s companies and the user is notified',
    },
  ),
  plaAccepted: Type.Boolean({
    description: 'false: the product terms must be accepted before use',
  }),
});

const FreemiumAnswer = Type.Object({
  ...EntitledAnswer.properties,
  trialEndsAt: Type.String({ format: 'date-time' }),
  daysLeft: Type.Integer({ minimum: 0 }),
});

const entitleErrors = { ...inputErrors, ...sessionErrors, 404: errorRef, 409: errorRef } as const;

const iso = (epochSeconds: number): string => new Date(epochSeconds * 1000).toISOString();

/** Get-a-DUNS: company search, DUNS applications and entitling products to a DUNS (spec §7). */
export const registerGadRoutes = (app: PortalApp, deps: RouteDependencies): void => {
  const cipher = DunsCipher.loadOrCreate(deps.config.dataDir);
  const applications = new DunsApplications(deps.db, deps.clock);
  const entitlements = new GadEntitlements(deps.db, deps.clock);
  const guard = requireSession(deps.sessions);

  const signedInUser = (request: FastifyRequest): string | undefined =>
    request.portalSession?.userId;
  const unauthenticated = (reply: FastifyReply): FastifyReply =>
    sendError(reply, 401, 'UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);

  // Limited per client address and per signed-in user (docs/decisions.md D-ABUSE-1): the directory
  // is the provider's data, and a search is a full-text query.
  const limits = deps.abuseLimits;
  withAbuseLimits(app, (plugin, limiter) => {
    const scope: PortalApp = plugin.withTypeProvider<TypeBoxTypeProvider>();
    const perAddress = limiter.perAddress(perMinute(limits.companySearchPerAddressPerMinute));
    const perUser = limiter.perAccount(
      perMinute(limits.companySearchPerAccountPerMinute),
      signedInUser,
    );
    scope.post(
      '/services/GAD/companySearch',
      {
        onRequest: guard,
        preHandler: [perAddress, perUser],
        schema: {
          summary:
            'Search the US company directory by business name within one ZIP Code: only companies in ' +
            `that ZIP, ranked by full-text match (business name over trade name), at most ${SEARCH_LIMIT}`,
          description:
            'Limited per client address and per signed-in user (429 RATE_LIMITED with Retry-After).',
          tags: ['gad'],
          security: [...sessionWriteSecurity],
          body: CompanySearchBody,
          response: {
            200: CompanySearchAnswer,
            ...inputErrors,
            ...sessionErrors,
            ...rateLimitedErrors,
          },
        },
      },
      async (request, reply) => {
        if (signedInUser(request) === undefined) return unauthenticated(reply);
        const { businessName, zipCode } = request.body;
        const companies = searchDirectory(deps.db, businessName, zipCode).map((company) => ({
          ...company,
          encryptedDuns: cipher.encrypt(company.dunsNumber),
        }));
        return reply.header('cache-control', 'no-store').send({ companies });
      },
    );
  });

  app.get(
    '/services/entitlements/getNewDFCCase',
    {
      onRequest: guard,
      schema: {
        summary:
          "Start (or return) the signed-in user's free DUNS application; its status follows the " +
          `server clock: pending for ${PROCESSING_AFTER_BUSINESS_DAYS} business day, processing until ` +
          `${ISSUED_AFTER_BUSINESS_DAYS} business days, then issued with a new DUNS linked to the user as director`,
        tags: ['gad'],
        security: [...sessionSecurity],
        querystring: DfcCaseQuery,
        response: { 200: DfcCaseAnswer, ...inputErrors, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request);
      if (userId === undefined) return unauthenticated(reply);
      const { flow, businessName, zipCode } = request.query;
      const application = applications.startOrGet(userId, { flow, businessName, zipCode });
      return reply.header('cache-control', 'no-store').send({
        caseId: application.caseId,
        status: application.status,
        submittedAt: iso(application.submittedAt),
        businessName: application.businessName,
        ...(application.dunsNumber === undefined
          ? {}
          : {
              dunsNumber: application.dunsNumber,
              encryptedDuns: cipher.encrypt(application.dunsNumber),
            }),
      });
    },
  );

  const entitle = (
    request: FastifyRequest,
    reply: FastifyReply,
    body: { encrypted_duns: string; app_id: number | string; sales_channel: string },
    route: GadRoute,
    trialCountry?: string,
  ): { readonly granted: Granted } | { readonly refused: FastifyReply } => {
    const userId = signedInUser(request);
    if (userId === undefined) return { refused: unauthenticated(reply) };
    const dunsNumber = cipher.decrypt(body.encrypted_duns);
    if (dunsNumber === undefined) {
      return {
        refused: sendError(reply, 400, 'DUNS_INVALID', 'The encrypted DUNS number is not valid.'),
      };
    }
    const outcome = entitlements.entitle({
      userId,
      dunsNumber,
      appId: Number(body.app_id),
      salesChannel: body.sales_channel,
      route,
      trialCountry,
    });
    if (!outcome.ok)
      return { refused: sendError(reply, outcome.status, outcome.error, outcome.message) };
    return { granted: outcome };
  };

  const entitledAnswer = (granted: Granted) => ({
    status: 'ENTITLED' as const,
    dunsNumber: granted.dunsNumber,
    appId: granted.appId,
    productId: granted.productId,
    productName: granted.productName,
    entitlementStatus: granted.entitlementStatus,
    plaAccepted: granted.plaAccepted,
  });

  for (const [route, summary] of [
    [
      'entitleExistingDuns',
      'Associate an existing DUNS (from companySearch) with the signed-in user and entitle the product app_id; ' +
        `app ${ASSOCIATE_A_DUNS_APP_ID} (Associate-a-DUNS) stays pending until the provider has verified it`,
    ],
    [
      'entitleProduct',
      'Entitle the product app_id for a DUNS found in the Get-a-DUNS flow, linking the company',
    ],
  ] as const) {
    app.post(
      `/services/GAD/${route}`,
      {
        onRequest: guard,
        schema: {
          summary,
          tags: ['gad'],
          security: [...sessionWriteSecurity],
          body: EntitleBody,
          response: { 200: EntitledAnswer, ...entitleErrors },
        },
      },
      async (request, reply) => {
        const result = entitle(request, reply, request.body, route);
        if ('refused' in result) return result.refused;
        return reply.header('cache-control', 'no-store').send(entitledAnswer(result.granted));
      },
    );
  }

  app.post(
    '/services/entitlements/entitleFreemium',
    {
      onRequest: guard,
      schema: {
        summary:
          'Start a free trial of app_id for the DUNS: 14 days for the credit-monitor preview (app 252 ' +
          'as product 14707) in GB and IE, 30 days otherwise; answers the days left',
        tags: ['gad'],
        security: [...sessionWriteSecurity],
        body: FreemiumBody,
        response: { 200: FreemiumAnswer, ...entitleErrors },
      },
    },
    async (request, reply) => {
      const result = entitle(
        request,
        reply,
        request.body,
        'entitleFreemium',
        request.body.country_id,
      );
      if ('refused' in result) return result.refused;
      const { trialEndsAt, daysLeft } = result.granted;
      if (trialEndsAt === undefined || daysLeft === undefined) {
        throw new Error('a freemium entitlement always has a trial end');
      }
      return reply
        .header('cache-control', 'no-store')
        .send({ ...entitledAnswer(result.granted), trialEndsAt: iso(trialEndsAt), daysLeft });
    },
  );
};
