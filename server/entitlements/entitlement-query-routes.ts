import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import { sendError } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import {
  DunsNumber,
  errorRef,
  inputErrors,
  sessionErrors,
  sessionSecurity,
  sessionWriteSecurity,
} from '../http/schemas';
import { pendingPlaceholderRecord } from './company-record';
import type { EntitlementScope } from './entitlement-repository';
import { AssignedAnswer, CompanyInfoAnswer, EntitlementObject } from './entitlement-schemas';
import { answerSignedInUser, noStore, unauthenticated, userIdOf } from '../http/replies';
import { companyNotFound } from '../portal/portal-replies';
import { TAGS, type PortalRouteContext } from '../portal/portal-route-context';

/** The entitlement object of a company, of the default company, with the company record, and every assigned product. */
export const registerEntitlementQueryRoutes = (
  app: PortalApp,
  context: PortalRouteContext,
): void => {
  const { deps, entitlements, guard } = context;
  const { config } = deps;

  const entitlementsOfCompany = async (
    reply: FastifyReply,
    userId: string,
    duns: string,
  ): Promise<FastifyReply> =>
    (await entitlements.isLinked(userId, duns))
      ? noStore(reply, await entitlements.entitlementObject(userId, { kind: 'company', duns }))
      : companyNotFound(reply);

  app.post(
    '/services/entitlements/get-entitlements-by-duns',
    {
      onRequest: guard,
      schema: {
        summary:
          'The entitlement query with a DUNS number: the entitlement object (spec §3) of one of the user’s companies',
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
    answerSignedInUser(async (userId) =>
      entitlements.entitlementObject(userId, await entitlements.defaultScope(userId)),
    ),
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
          ...(await entitlements.entitlementObject(userId, scope)),
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
      const record = (await entitlements.isLinked(userId, dunsNumber))
        ? await entitlements.companyRecord(dunsNumber, config.publicUrl)
        : undefined;
      if (!record) return companyNotFound(reply);
      return noStore(reply, {
        ...(await entitlements.entitlementObject(userId, { kind: 'company', duns: dunsNumber })),
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
        (await entitlements.companiesOf(userId)).map((company) => [
          company.dunsNumber,
          company.businessName,
        ]),
      );
      const products = await entitlements.productsOf(userId, { kind: 'all' });
      const assigned = products.map((product) => ({
        ...product,
        businessName: product.dunsNumber === null ? null : (names.get(product.dunsNumber) ?? null),
      }));
      return noStore(reply, { entitlements: assigned });
    },
  );
};
