import type { FastifyReply, FastifyRequest } from 'fastify';
import { perHour, perMinute, sendRateLimited } from '../http/abuse-limits';
import { sendErrorAnswer } from '../http/errors';
import { unauthenticated, userIdOf } from '../http/replies';
import type { RouteDependencies } from '../http/route-dependencies';
import { errorRef, inputErrors, rateLimitedErrors, sessionErrors } from '../http/schemas';
import { requireSession } from '../http/session-guard';
import type { UserRecord } from '../identity/user-repository';
import type { ProofRefusal } from './identity-proof';
import { mfaRefusalAnswer } from './mfa-replies';
import type { MfaRefusal, MfaUser } from './mfa-service';
import { mfaUserOf } from './mfa-user';
import { SecurityNotices, type SecurityChange } from './security-notices';

export const MFA_TAGS = ['mfa'];
export const mfaErrors = { ...inputErrors, ...sessionErrors, 404: errorRef, ...rateLimitedErrors };

export const sendMfaRefusal = (
  reply: FastifyReply,
  refusal: MfaRefusal | ProofRefusal,
): FastifyReply => {
  const answer = mfaRefusalAnswer(refusal);
  return answer.status === 429
    ? sendRateLimited(reply, answer.retryAfterSeconds)
    : sendErrorAnswer(reply, answer);
};

/** The session's last proof (D-MFA-4). */
export const proofOf = (request: FastifyRequest) => ({
  provedAt: request.portalSession?.provedAt ?? null,
});

/**
 * What every MFA Options route shares: the session guard, the per-user limits (made once, as a
 * limiter's counters have one name each), the signed-in user, the audit line and the notice.
 */
export const mfaRouteContext = (deps: RouteDependencies) => {
  const { sessions, accounts, mfa, limiter, abuseLimits: limits } = deps;
  const notices = new SecurityNotices(deps.mailer, deps.clock, deps.config.publicUrl);
  return {
    session: requireSession(sessions),
    verification: limiter.perAccount(
      'mfa-verification-per-account',
      perMinute(limits.mfaVerificationPerAccountPerMinute),
      userIdOf,
    ),
    enrolment: limiter.perAccount(
      'mfa-enrolment-per-account',
      perHour(limits.mfaEnrolmentPerAccountPerHour),
      userIdOf,
    ),
    /** The signed-in user when MFA is on for them; otherwise a 401 or 404 already sent. */
    mfaUser: async (
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<{ readonly record: UserRecord; readonly user: MfaUser } | undefined> => {
      const id = userIdOf(request);
      const record = id === undefined ? undefined : await accounts.users.findById(id);
      if (record === undefined) {
        void unauthenticated(reply);
        return undefined;
      }
      const user = mfaUserOf(record);
      if (mfa.options.enabledFor(user)) return { record, user };
      void sendMfaRefusal(reply, { code: 'mfa.unavailable' });
      return undefined;
    },
    audit: (request: FastifyRequest, event: string, details: object = {}): void =>
      request.log.info({ securityEvent: event, userId: userIdOf(request), ...details }, event),
    notify: (request: FastifyRequest, record: UserRecord, change: SecurityChange) =>
      notices.send(record, change, request.headers['user-agent']),
  };
};

export type MfaRouteContext = ReturnType<typeof mfaRouteContext>;
