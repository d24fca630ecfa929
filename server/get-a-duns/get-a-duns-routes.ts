import * as E from 'fp-ts/Either';
import { validateBusinessName, validateDunsSearch } from '../../src/domain/companies/duns-search';
import { isoAt } from '../clock';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { perMinute } from '../http/abuse-limits';
import { sendErrorAnswer } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import { noStore, unauthenticated, userIdOf } from '../http/replies';
import type { RouteDependencies } from '../http/route-dependencies';
import {
  inputErrors,
  rateLimitedErrors,
  sessionErrors,
  sessionSecurity,
  sessionWriteSecurity,
} from '../http/schemas';
import { requireSession } from '../http/session-guard';
import { SEARCH_LIMIT } from './company-directory';
import { ISSUED_AFTER_BUSINESS_DAYS, PROCESSING_AFTER_BUSINESS_DAYS } from './duns-applications';
import {
  ASSOCIATE_A_DUNS_APP_ID,
  CREDIT_MONITOR_APP_ID,
  CREDIT_MONITOR_PREVIEW_PRODUCT_ID,
} from '../../src/domain/entitlements/product-catalogue';
import { CREDIT_MONITOR_PREVIEW_DAYS } from '../../src/domain/trials/trial-status';
import { DEFAULT_TRIAL_DAYS, type Granted, type GetADunsRoute } from './get-a-duns-entitlements';
import {
  dunsSearchFieldAnswer,
  getADunsRefusalAnswer,
  type GetADunsRefusal,
} from './get-a-duns-replies';
import {
  CompanySearchAnswer,
  CompanySearchBody,
  DfcCaseAnswer,
  DfcCaseQuery,
  EntitleBody,
  EntitledAnswer,
  entitleErrors,
  FreemiumAnswer,
  FreemiumBody,
} from './get-a-duns-schemas';

/** Get-a-DUNS: company search, DUNS applications and entitling products to a DUNS (spec §7). */
export const registerGetADunsRoutes = (app: PortalApp, deps: RouteDependencies): void => {
  const cipher = deps.dunsCipher;
  const { dunsApplications: applications, getADunsEntitlements: entitlements } = deps;
  const guard = requireSession(deps.sessions);

  // Limited per client address and per signed-in user (docs/decisions/abuse-limits.md D-ABUSE-1):
  // the directory is the provider's data, and a search is a full-text query.
  const limits = deps.abuseLimits;
  const searchLimits = deps.limiter.perAddressAndAccount(
    'company-search',
    perMinute(limits.companySearchPerAddressPerMinute),
    perMinute(limits.companySearchPerAccountPerMinute),
    userIdOf,
  );
  app.post(
    '/services/GAD/companySearch',
    {
      onRequest: guard,
      preHandler: [...searchLimits],
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
      if (userIdOf(request) === undefined) return unauthenticated(reply);
      // The portal's own rule (D-DOM-27): what it lets through, the server answers.
      const search = validateDunsSearch(request.body);
      if (E.isLeft(search)) return sendErrorAnswer(reply, dunsSearchFieldAnswer(search.left[0]));
      const { businessName, zipCode } = search.right;
      const found = await deps.directory.search(businessName, zipCode);
      const companies = found.map((company) => ({
        ...company,
        encryptedDuns: cipher.encrypt(company.dunsNumber),
      }));
      return noStore(reply, { companies });
    },
  );

  app.get(
    '/services/entitlements/getNewDFCCase',
    {
      onRequest: guard,
      schema: {
        summary:
          "Start (or return) the signed-in user's free DUNS application. Without a ZIP Code it is " +
          'kept, notComplete, until a call with one submits it; once submitted its status follows ' +
          `the server clock: pending for ${PROCESSING_AFTER_BUSINESS_DAYS} business day, processing until ` +
          `${ISSUED_AFTER_BUSINESS_DAYS} business days, then issued with a new DUNS linked to the user as director`,
        tags: ['gad'],
        security: [...sessionSecurity],
        querystring: DfcCaseQuery,
        response: { 200: DfcCaseAnswer, ...inputErrors, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (userId === undefined) return unauthenticated(reply);
      const { flow, zipCode } = request.query;
      const named =
        request.query.businessName === undefined
          ? E.right(undefined)
          : validateBusinessName(request.query.businessName);
      if (E.isLeft(named)) return sendErrorAnswer(reply, dunsSearchFieldAnswer(named.left));
      const businessName = named.right;
      const application = await applications.startOrGet(userId, { flow, businessName, zipCode });
      return noStore(reply, {
        caseId: application.caseId,
        status: application.status,
        submittedAt: isoAt(application.submittedAt),
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

  const refuse = (
    reply: FastifyReply,
    refusal: GetADunsRefusal,
  ): { readonly refused: FastifyReply } => ({
    refused: sendErrorAnswer(reply, getADunsRefusalAnswer(refusal)),
  });

  const entitle = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: { encrypted_duns: string; app_id: number | string; sales_channel: string },
    route: GetADunsRoute,
    trialCountry?: string,
  ): Promise<{ readonly granted: Granted } | { readonly refused: FastifyReply }> => {
    const userId = userIdOf(request);
    if (userId === undefined) return { refused: unauthenticated(reply) };
    const dunsNumber = cipher.decrypt(body.encrypted_duns);
    if (dunsNumber === undefined) return refuse(reply, { kind: 'dunsInvalid' });
    const outcome = await entitlements.entitle({
      userId,
      dunsNumber,
      appId: Number(body.app_id),
      salesChannel: body.sales_channel,
      route,
      trialCountry,
    });
    return outcome.ok ? { granted: outcome } : refuse(reply, outcome.refusal);
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
        const result = await entitle(request, reply, request.body, route);
        if ('refused' in result) return result.refused;
        return noStore(reply, entitledAnswer(result.granted));
      },
    );
  }

  app.post(
    '/services/entitlements/entitleFreemium',
    {
      onRequest: guard,
      schema: {
        summary:
          `Start a free trial of app_id for the DUNS: ${CREDIT_MONITOR_PREVIEW_DAYS} days for the ` +
          `credit-monitor preview (app ${CREDIT_MONITOR_APP_ID} as product ` +
          `${CREDIT_MONITOR_PREVIEW_PRODUCT_ID}) in GB and IE, ${DEFAULT_TRIAL_DAYS} days otherwise; ` +
          'answers the days left',
        tags: ['gad'],
        security: [...sessionWriteSecurity],
        body: FreemiumBody,
        response: { 200: FreemiumAnswer, ...entitleErrors },
      },
    },
    async (request, reply) => {
      const result = await entitle(
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
      return noStore(reply, {
        ...entitledAnswer(result.granted),
        trialEndsAt: isoAt(trialEndsAt),
        daysLeft,
      });
    },
  );
};
