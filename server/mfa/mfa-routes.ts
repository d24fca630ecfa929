import * as E from 'fp-ts/Either';
import { sessionIdOf } from '../http/cookies';
import type { PortalApp } from '../http/portal-app';
import { noStore } from '../http/replies';
import type { RouteDependencies } from '../http/route-dependencies';
import { sessionSecurity, sessionWriteSecurity } from '../http/schemas';
import { IdentityProofs } from './identity-proof';
import {
  MFA_TAGS as TAGS,
  mfaErrors as errors,
  mfaRouteContext,
  proofOf,
  sendMfaRefusal as sendRefusal,
} from './mfa-route-context';
import { mfaStatusAnswer } from './mfa-status-answer';
import {
  AppEnrolmentAnswer,
  CodeBody,
  ConfirmationAnswer,
  FactorParams,
  FactorsLeftAnswer,
  MfaStatusAnswer,
  NameBody,
  ProofBody,
  RecoveryCodesAnswer,
  StatusAnswer,
} from './mfa-schemas';
import { registerPasskeyRoutes } from './passkey-routes';

/**
 * MFA Options (issue 28): the signed-in user's factors and recovery codes and the changes to them.
 * Every change is a security event in the log (with the request id) and the protected ones mail a
 * notice; checks of a password or a code and enrolments are limited per user.
 */
export const registerMfaRoutes = (app: PortalApp, deps: RouteDependencies): void => {
  const { sessions, mfa } = deps;
  const context = mfaRouteContext(deps);
  const { session, verification, enrolment, mfaUser, audit, notify } = context;
  const proofs = new IdentityProofs(deps.authentication, mfa.apps, mfa.passkeys, sessions);
  registerPasskeyRoutes(app, { options: mfa.options, proofs }, context);

  app.get(
    '/services/mfa',
    {
      onRequest: session,
      schema: {
        summary: "The user's second factors and how many recovery codes are left",
        tags: TAGS,
        security: [...sessionSecurity],
        response: { 200: MfaStatusAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const found = await mfaUser(request, reply);
      if (!found) return reply;
      return noStore(reply, mfaStatusAnswer(await mfa.options.status(found.user)));
    },
  );

  app.post(
    '/services/mfa/proof',
    {
      onRequest: session,
      preHandler: verification,
      schema: {
        summary: 'Prove it is the user (password, app code or passkey) before a protected change',
        description: 'A wrong password counts toward the lockout, as at sign-in (D-MFA-4).',
        tags: TAGS,
        security: [...sessionWriteSecurity],
        body: ProofBody,
        response: { 200: StatusAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const found = await mfaUser(request, reply);
      if (!found) return reply;
      const proved = await proofs.prove(sessionIdOf(request) ?? '', found.record, request.body);
      audit(request, E.isRight(proved) ? 'mfa.proof.accepted' : 'mfa.proof.refused');
      return E.isLeft(proved)
        ? sendRefusal(reply, proved.left)
        : noStore(reply, { status: 'PROVED' });
    },
  );

  app.post(
    '/services/mfa/authenticator-apps',
    {
      onRequest: session,
      preHandler: enrolment,
      schema: {
        summary: 'Start adding an authenticator app: its key and otpauth URI (protected change)',
        tags: TAGS,
        security: [...sessionWriteSecurity],
        body: NameBody,
        response: { 201: AppEnrolmentAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const found = await mfaUser(request, reply);
      if (!found) return reply;
      const added = await mfa.options.addApp(found.user, proofOf(request), request.body.name);
      if (E.isLeft(added)) return sendRefusal(reply, added.left);
      audit(request, 'mfa.app.started', { factorId: added.right.factorId });
      return noStore(reply.code(201), added.right);
    },
  );

  app.post(
    '/services/mfa/authenticator-apps/:factorId/confirmation',
    {
      onRequest: session,
      preHandler: verification,
      schema: {
        summary:
          "Confirm an app being added with a code from it; the first factor's recovery codes",
        tags: TAGS,
        security: [...sessionWriteSecurity],
        params: FactorParams,
        body: CodeBody,
        response: { 200: ConfirmationAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const found = await mfaUser(request, reply);
      if (!found) return reply;
      const { factorId } = request.params;
      const confirmed = await mfa.options.confirmApp(found.user, factorId, request.body.code);
      if (E.isLeft(confirmed)) return sendRefusal(reply, confirmed.left);
      audit(request, 'mfa.app.added', { factorId });
      await notify(request, found.record, 'appAdded');
      return noStore(reply, confirmed.right);
    },
  );

  app.post(
    '/services/mfa/recovery-codes',
    {
      onRequest: session,
      preHandler: enrolment,
      schema: {
        summary: 'A new set of recovery codes; the old set stops working (protected change)',
        tags: TAGS,
        security: [...sessionWriteSecurity],
        response: { 200: RecoveryCodesAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const found = await mfaUser(request, reply);
      if (!found) return reply;
      const codes = await mfa.options.newRecoveryCodes(found.user, proofOf(request));
      if (E.isLeft(codes)) return sendRefusal(reply, codes.left);
      audit(request, 'mfa.recoveryCodes.renewed');
      await notify(request, found.record, 'recoveryCodesRenewed');
      return noStore(reply, { recoveryCodes: codes.right });
    },
  );

  app.patch(
    '/services/mfa/factors/:factorId',
    {
      onRequest: session,
      schema: {
        summary: 'Rename a factor',
        tags: TAGS,
        security: [...sessionWriteSecurity],
        params: FactorParams,
        body: NameBody,
        response: { 200: StatusAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const found = await mfaUser(request, reply);
      if (!found) return reply;
      const { factorId } = request.params;
      const renamed = await mfa.options.rename(found.user, factorId, request.body.name);
      if (E.isLeft(renamed)) return sendRefusal(reply, renamed.left);
      audit(request, 'mfa.factor.renamed', { factorId });
      return noStore(reply, { status: 'RENAMED' });
    },
  );

  app.delete(
    '/services/mfa/factors/:factorId',
    {
      onRequest: session,
      schema: {
        summary: 'Remove a factor; with the last, the recovery codes go too (protected change)',
        tags: TAGS,
        security: [...sessionWriteSecurity],
        params: FactorParams,
        response: { 200: FactorsLeftAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const found = await mfaUser(request, reply);
      if (!found) return reply;
      const { factorId } = request.params;
      const removed = await mfa.options.remove(found.user, proofOf(request), factorId);
      if (E.isLeft(removed)) return sendRefusal(reply, removed.left);
      audit(request, 'mfa.factor.removed', { factorId });
      await notify(request, found.record, 'factorRemoved');
      return noStore(reply, { factorsLeft: removed.right });
    },
  );

  app.delete(
    '/services/mfa',
    {
      onRequest: session,
      schema: {
        summary: 'Turn MFA off: every factor and the recovery codes go (protected change)',
        tags: TAGS,
        security: [...sessionWriteSecurity],
        response: { 200: StatusAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const found = await mfaUser(request, reply);
      if (!found) return reply;
      const off = await mfa.options.turnOff(found.user, proofOf(request));
      if (E.isLeft(off)) return sendRefusal(reply, off.left);
      audit(request, 'mfa.turnedOff');
      await notify(request, found.record, 'mfaTurnedOff');
      return noStore(reply, { status: 'TURNED_OFF' });
    },
  );
};
