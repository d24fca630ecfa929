import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { digestOf } from '../auth/secret-tokens';
import { sendError } from './errors';

/**
 * How much of each abusable call one client address, and one account, may make
 * (docs/decisions/abuse-limits.md D-ABUSE-1 to D-ABUSE-4). "Account" is the email or username in
 * the body (lower-cased), the link token of the token calls, or the signed-in user. Every count is
 * a whole number of requests.
 */
export interface AbuseLimits {
  /** POST /interaction/:uid/login from one address per minute: below the lockout threshold. */
  readonly signInPerAddressPerMinute: number;
  /** POST /interaction/:uid/login for one username per minute, from any address. */
  readonly signInPerAccountPerMinute: number;
  /**
   * Failed password checks (sign-in, verifyExpiredPswd) from one address per hour, over all
   * usernames: past it the address is refused before any password is checked, so one address
   * locks at most this ÷ the lockout threshold accounts an hour.
   */
  readonly failedSignInsPerAddressPerHour: number;
  /** resetPassword, verifyExpiredPswd and validateToken together, from one address per minute. */
  readonly passwordResetPerAddressPerMinute: number;
  /** The same calls for one reset link (resetPassword, validateToken) or username per minute. */
  readonly passwordResetPerAccountPerMinute: number;
  /** forgotPassword and resendCode together, from one address per hour. */
  readonly mailRequestsPerAddressPerHour: number;
  /** forgotPassword and resendCode together, for one email per hour. */
  readonly mailRequestsPerAccountPerHour: number;
  /**
   * Reset and verification mails actually sent to one account per hour. Past it a request is
   * answered exactly as if the mail went out, and none is sent.
   */
  readonly mailPerAccountPerHour: number;
  /** verifyCode from one address per minute. */
  readonly verifyCodePerAddressPerMinute: number;
  /** verifyCode for one email per minute. */
  readonly verifyCodePerAccountPerMinute: number;
  /** newUser, registerUser and socialNetworksSignup together, from one address per hour. */
  readonly registrationPerAddressPerHour: number;
  /** The same calls for one email per hour. */
  readonly registrationPerAccountPerHour: number;
  /** confirmRegistration and continueRegistration together, from one address per minute. */
  readonly registrationLinkPerAddressPerMinute: number;
  /** The same calls for one registration link per minute. */
  readonly registrationLinkPerAccountPerMinute: number;
  /** POST /services/GAD/companySearch from one address per minute. */
  readonly companySearchPerAddressPerMinute: number;
  /** POST /services/GAD/companySearch for one signed-in user per minute. */
  readonly companySearchPerAccountPerMinute: number;
  /**
   * Checks of a password or a code on MFA Options (the proof before a protected change, an app's
   * first code) for one signed-in user per minute.
   */
  readonly mfaVerificationPerAccountPerMinute: number;
  /** Authenticator apps started and recovery-code sets drawn by one signed-in user per hour. */
  readonly mfaEnrolmentPerAccountPerHour: number;
}

export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  signInPerAddressPerMinute: 6,
  signInPerAccountPerMinute: 5,
  failedSignInsPerAddressPerHour: 20,
  passwordResetPerAddressPerMinute: 10,
  passwordResetPerAccountPerMinute: 10,
  mailRequestsPerAddressPerHour: 20,
  mailRequestsPerAccountPerHour: 10,
  mailPerAccountPerHour: 3,
  verifyCodePerAddressPerMinute: 10,
  verifyCodePerAccountPerMinute: 10,
  registrationPerAddressPerHour: 10,
  registrationPerAccountPerHour: 5,
  registrationLinkPerAddressPerMinute: 10,
  registrationLinkPerAccountPerMinute: 5,
  companySearchPerAddressPerMinute: 30,
  companySearchPerAccountPerMinute: 20,
  mfaVerificationPerAccountPerMinute: 10,
  mfaEnrolmentPerAccountPerHour: 20,
};

/** The environment variable of each limit (read by server/config.ts's schema). */
export const ABUSE_LIMIT_VARIABLES: { readonly [K in keyof AbuseLimits]: string } = {
  signInPerAddressPerMinute: 'RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE',
  signInPerAccountPerMinute: 'RATE_LIMIT_SIGN_IN_PER_ACCOUNT_PER_MINUTE',
  failedSignInsPerAddressPerHour: 'RATE_LIMIT_FAILED_SIGN_INS_PER_ADDRESS_PER_HOUR',
  passwordResetPerAddressPerMinute: 'RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS_PER_MINUTE',
  passwordResetPerAccountPerMinute: 'RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT_PER_MINUTE',
  mailRequestsPerAddressPerHour: 'RATE_LIMIT_MAIL_REQUESTS_PER_ADDRESS_PER_HOUR',
  mailRequestsPerAccountPerHour: 'RATE_LIMIT_MAIL_REQUESTS_PER_ACCOUNT_PER_HOUR',
  mailPerAccountPerHour: 'RATE_LIMIT_MAIL_PER_ACCOUNT_PER_HOUR',
  verifyCodePerAddressPerMinute: 'RATE_LIMIT_VERIFY_CODE_PER_ADDRESS_PER_MINUTE',
  verifyCodePerAccountPerMinute: 'RATE_LIMIT_VERIFY_CODE_PER_ACCOUNT_PER_MINUTE',
  registrationPerAddressPerHour: 'RATE_LIMIT_REGISTRATION_PER_ADDRESS_PER_HOUR',
  registrationPerAccountPerHour: 'RATE_LIMIT_REGISTRATION_PER_ACCOUNT_PER_HOUR',
  registrationLinkPerAddressPerMinute: 'RATE_LIMIT_REGISTRATION_LINK_PER_ADDRESS_PER_MINUTE',
  registrationLinkPerAccountPerMinute: 'RATE_LIMIT_REGISTRATION_LINK_PER_ACCOUNT_PER_MINUTE',
  companySearchPerAddressPerMinute: 'RATE_LIMIT_COMPANY_SEARCH_PER_ADDRESS_PER_MINUTE',
  companySearchPerAccountPerMinute: 'RATE_LIMIT_COMPANY_SEARCH_PER_ACCOUNT_PER_MINUTE',
  mfaVerificationPerAccountPerMinute: 'RATE_LIMIT_MFA_VERIFICATION_PER_ACCOUNT_PER_MINUTE',
  mfaEnrolmentPerAccountPerHour: 'RATE_LIMIT_MFA_ENROLMENT_PER_ACCOUNT_PER_HOUR',
};

export const RATE_LIMITED = 'RATE_LIMITED';

const inWords = (seconds: number): string => {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/** The message of a 429: what happened and how long to wait (the same as Retry-After). */
export const rateLimitedMessage = (retryAfterSeconds: number): string =>
  `Too many attempts. Please wait ${inWords(retryAfterSeconds)} and try again.`;

/** Answers 429 `{ error: 'RATE_LIMITED', message }` with Retry-After in whole seconds (at least 1). */
export const sendRateLimited = (reply: FastifyReply, retryAfterSeconds: number): FastifyReply => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return sendError(
    reply.header('retry-after', String(seconds)),
    429,
    RATE_LIMITED,
    rateLimitedMessage(seconds),
  );
};

/**
 * The client's address as the limits count it: IPv4 as is, IPv6 by its /64 network (one
 * subscriber's block), as @fastify/rate-limit keys it. `request.ip` honours TRUST_PROXY.
 */
export const clientAddress = (request: FastifyRequest): string => normalizeIP(request.ip);

/** An email or username as one account: trimmed and lower-cased. */
export const accountKey = (value: string): string => value.trim().toLowerCase();

/** A link token as one account: its digest, so the limiter's memory holds no live token. */
export const tokenKey = (token: string): string => `token:${digestOf(token)}`;

/** A member of a parsed body, still unknown; undefined when `value` is not an object. */
export const memberOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;

/**
 * The account a request's parsed body names: `email`, `username` or `registrationForm.email`
 * (lower-cased), else the link `token` (as its digest); undefined when it names none.
 */
export const accountInBody = (request: FastifyRequest): string | undefined => {
  const body = request.body;
  const name =
    memberOf(body, 'email') ??
    memberOf(body, 'username') ??
    memberOf(memberOf(body, 'registrationForm'), 'email');
  if (typeof name === 'string') return accountKey(name);
  const token = memberOf(body, 'token');
  return typeof token === 'string' ? tokenKey(token) : undefined;
};

export interface RateLimit {
  readonly max: number;
  readonly windowSeconds: number;
}

export const perMinute = (max: number): RateLimit => ({ max, windowSeconds: 60 });
export const perHour = (max: number): RateLimit => ({ max, windowSeconds: 60 * 60 });
