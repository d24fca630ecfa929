import * as E from 'fp-ts/Either';
import type { PortalApp } from '../http/portal-app';
import { noStore } from '../http/replies';
import { sessionWriteSecurity } from '../http/schemas';
import type { MfaRouteContext } from './mfa-route-context';
import { MFA_TAGS, mfaErrors, proofOf, sendMfaRefusal } from './mfa-route-context';
import { ConfirmationAnswer, NameBody } from './mfa-schemas';
import type { IdentityProofs } from './identity-proof';
import type { MfaService } from './mfa-service';
import {
  PasskeyOptionsAnswer,
  PasskeyRegistrationAnswer,
  RegistrationBody,
  RegistrationParams,
} from './passkey-schemas';

/**
 * Passkeys on MFA Options (issue 28, D-MFA-12): the challenge a passkey signs as a proof, and
 * adding one: the options of the browser's prompt (a protected change, limited as enrolments are),
 * then the credential it made (limited as checks are), which mails the security notice.
 */
export const registerPasskeyRoutes = (
  app: PortalApp,
  { options, proofs }: { readonly options: MfaService; readonly proofs: IdentityProofs },
  context: MfaRouteContext,
): void => {
  const { session, verification, enrolment, mfaUser, audit, notify } = context;

  app.post(
    '/services/mfa/proof/passkey-options',
    {
      onRequest: session,
      preHandler: verification,
      schema: {
        summary:
          "The challenge one of the user's passkeys signs as a proof (POST /services/mfa/proof)",
        tags: MFA_TAGS,
        security: [...sessionWriteSecurity],
        response: { 200: PasskeyOptionsAnswer, ...mfaErrors },
      },
    },
    async (request, reply) => {
      const found = await mfaUser(request, reply);
      if (!found) return reply;
      const options = await proofs.passkeyChallenge(found.record);
      return options === undefined
        ? sendMfaRefusal(reply, { code: 'mfa.factor.unknown' })
        : noStore(reply, { options });
    },
  );

  app.post(
    '/services/mfa/passkeys',
    {
      onRequest: session,
      preHandler: enrolment,
      schema: {
        summary: "Start adding a passkey: the options of the browser's prompt (protected change)",
        tags: MFA_TAGS,
        security: [...sessionWriteSecurity],
        body: NameBody,
        response: { 201: PasskeyRegistrationAnswer, ...mfaErrors },
      },
    },
    async (request, reply) => {
      const found = await mfaUser(request, reply);
      if (!found) return reply;
      const added = await options.addPasskey(found.user, proofOf(request), request.body.name);
      if (E.isLeft(added)) return sendMfaRefusal(reply, added.left);
      audit(request, 'mfa.passkey.started');
      return noStore(reply.code(201), added.right);
    },
  );

  app.post(
    '/services/mfa/passkeys/:registrationId/confirmation',
    {
      onRequest: session,
      preHandler: verification,
      schema: {
        summary: "The passkey the browser made; the first factor's recovery codes",
        tags: MFA_TAGS,
        security: [...sessionWriteSecurity],
        params: RegistrationParams,
        body: RegistrationBody,
        response: { 200: ConfirmationAnswer, ...mfaErrors },
      },
    },
    async (request, reply) => {
      const found = await mfaUser(request, reply);
      if (!found) return reply;
      const confirmed = await options.confirmPasskey(
        found.user,
        request.params.registrationId,
        request.body.response,
      );
      if (E.isLeft(confirmed)) {
        audit(request, 'mfa.passkey.refused', { reason: confirmed.left.code });
        return sendMfaRefusal(reply, confirmed.left);
      }
      audit(request, 'mfa.passkey.added');
      await notify(request, found.record, 'passkeyAdded');
      return noStore(reply, confirmed.right);
    },
  );
};
