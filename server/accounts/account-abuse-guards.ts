import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AbuseLimiter } from '../http/abuse-limiter';
import {
  accountInBody,
  perHour,
  perMinute,
  type AbuseLimits,
  type RateLimit,
} from '../http/abuse-limits';

/**
 * The preHandler hooks of the account calls a stranger can make, one pair (per client address, per
 * account named in the body) per group of calls counted together (docs/decisions/abuse-limits.md
 * D-ABUSE-1).
 */
export interface AccountAbuseGuards {
  readonly limits: AbuseLimits;
  /** forgotPassword, resendCode. */
  readonly mailRequest: readonly preHandlerAsyncHookHandler[];
  /** resetPassword, validateToken, verifyExpiredPswd. */
  readonly passwordReset: readonly preHandlerAsyncHookHandler[];
  /** verifyCode. */
  readonly verifyCode: readonly preHandlerAsyncHookHandler[];
  /** newUser, registerUser, socialNetworksSignup. */
  readonly registration: readonly preHandlerAsyncHookHandler[];
  /** confirmRegistration, continueRegistration. */
  readonly registrationLink: readonly preHandlerAsyncHookHandler[];
}

const guardPair = (
  limiter: AbuseLimiter,
  group: string,
  perAddress: RateLimit,
  perAccount: RateLimit,
): readonly preHandlerAsyncHookHandler[] =>
  limiter.perAddressAndAccount(group, perAddress, perAccount, accountInBody);

export const accountAbuseGuards = (
  limiter: AbuseLimiter,
  limits: AbuseLimits,
): AccountAbuseGuards => ({
  limits,
  mailRequest: guardPair(
    limiter,
    'mail-request',
    perHour(limits.mailRequestsPerAddressPerHour),
    perHour(limits.mailRequestsPerAccountPerHour),
  ),
  passwordReset: guardPair(
    limiter,
    'password-reset',
    perMinute(limits.passwordResetPerAddressPerMinute),
    perMinute(limits.passwordResetPerAccountPerMinute),
  ),
  verifyCode: guardPair(
    limiter,
    'verify-code',
    perMinute(limits.verifyCodePerAddressPerMinute),
    perMinute(limits.verifyCodePerAccountPerMinute),
  ),
  registration: guardPair(
    limiter,
    'registration',
    perHour(limits.registrationPerAddressPerHour),
    perHour(limits.registrationPerAccountPerHour),
  ),
  registrationLink: guardPair(
    limiter,
    'registration-link',
    perMinute(limits.registrationLinkPerAddressPerMinute),
    perMinute(limits.registrationLinkPerAccountPerMinute),
  ),
});
