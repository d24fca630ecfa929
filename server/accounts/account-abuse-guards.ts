import type { preHandlerAsyncHookHandler } from 'fastify';
import {
  accountInBody,
  perHour,
  perMinute,
  type AbuseLimiter,
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
  perAddress: RateLimit,
  perAccount: RateLimit,
): readonly preHandlerAsyncHookHandler[] => [
  limiter.perAddress(perAddress),
  limiter.perAccount(perAccount, accountInBody),
];

export const accountAbuseGuards = (
  limiter: AbuseLimiter,
  limits: AbuseLimits,
): AccountAbuseGuards => ({
  limits,
  mailRequest: guardPair(
    limiter,
    perHour(limits.mailRequestsPerAddressPerHour),
    perHour(limits.mailRequestsPerAccountPerHour),
  ),
  passwordReset: guardPair(
    limiter,
    perMinute(limits.passwordResetPerAddressPerMinute),
    perMinute(limits.passwordResetPerAccountPerMinute),
  ),
  verifyCode: guardPair(
    limiter,
    perMinute(limits.verifyCodePerAddressPerMinute),
    perMinute(limits.verifyCodePerAccountPerMinute),
  ),
  registration: guardPair(
    limiter,
    perHour(limits.registrationPerAddressPerHour),
    perHour(limits.registrationPerAccountPerHour),
  ),
  registrationLink: guardPair(
    limiter,
    perMinute(limits.registrationLinkPerAddressPerMinute),
    perMinute(limits.registrationLinkPerAccountPerMinute),
  ),
});
