import type { AccountStores } from '../accounts/account-stores';
import { AbuseEvents } from '../accounts/abuse-events';
import { epochSeconds, type Clock } from '../clock';
import type { LoginFailureRepository } from './login-failure-repository';
import { verifyPassword } from './password-hashing';
import type { UserRecord, UserRepository } from './user-repository';

export type AuthenticationResult =
  | {
      readonly outcome: 'authenticated';
      readonly user: UserRecord;
      /** Sign-in goes on to a second factor for this user (issue 28): it is not done yet. */
      readonly secondFactorDue: boolean;
    }
  | { readonly outcome: 'invalidCredentials' }
  | { readonly outcome: 'lockedOut' }
  /**
   * Not checked: the client's address has used up its failed password checks
   * (docs/decisions/abuse-limits.md D-ABUSE-2). Nothing was verified or counted against the
   * username.
   */
  | { readonly outcome: 'throttled'; readonly retryAfterSeconds: number }
  /** The right password, but older than the maximum age (spec §4 "password expired (must reset)"). */
  | { readonly outcome: 'passwordExpired'; readonly user: UserRecord }
  /** The right password, but a temporary one (spec §4 "temporary password (must be changed)"). */
  | { readonly outcome: 'passwordTemporary'; readonly user: UserRecord };

/** Spec §9 "reset after 180 days"; the server passes config.passwordMaxAgeDays. */
export const DEFAULT_PASSWORD_MAX_AGE_DAYS = 180;

export interface PasswordAgePolicy {
  /** A password unchanged for this many days (× 24 hours) or more is expired. */
  readonly maxAgeDays: number;
}

/** Whether a user's password must be replaced before sign-in can complete; undefined when not. */
export const passwordReplacementReason = (
  user: UserRecord,
  nowSeconds: number,
  policy: PasswordAgePolicy,
): 'passwordTemporary' | 'passwordExpired' | undefined => {
  if (user.passwordIsTemporary) return 'passwordTemporary';
  return nowSeconds - user.passwordChangedAt >= policy.maxAgeDays * 24 * 60 * 60
    ? 'passwordExpired'
    : undefined;
};

export interface LockoutPolicy {
  readonly threshold: number;
  readonly minutes: number;
}

/**
 * Where a password check comes from, so that failures are also counted per client address, across
 * usernames: past `maxFailures` in `windowSeconds` the address is refused before any check, which
 * bounds how many accounts one address can lock (docs/decisions/abuse-limits.md D-ABUSE-2).
 */
export interface AttemptSource {
  /** The client's address as the abuse limits key it (server/http/abuse-limits.ts clientAddress). */
  readonly address: string;
  readonly maxFailures: number;
  readonly windowSeconds: number;
}

const FAILED_CHECK = 'failed-password-check';

/**
 * Primary authentication (spec §4, §8; docs/team-decisions.md "Lockout"): failures are counted per
 * username whether or not the account exists, so "locked" never reveals an account; an unknown
 * user is checked against a decoy hash so both refusals cost the same work and read the same.
 */
export class PrimaryAuthentication {
  private readonly events: AbuseEvents;
  private readonly failures: LoginFailureRepository;
  private readonly users: UserRepository;

  constructor(
    stores: Pick<AccountStores, 'users' | 'loginFailures' | 'abuseEvents'>,
    private readonly clock: Clock,
    private readonly policy: LockoutPolicy,
    private readonly decoyHash: string,
    private readonly passwordAge: PasswordAgePolicy = { maxAgeDays: DEFAULT_PASSWORD_MAX_AGE_DAYS },
    /**
     * Whether sign-in goes on to a second factor for this user (issue 28): then a right password
     * does not clear the failures, so wrong codes after it lock the account as wrong passwords do.
     */
    private readonly secondFactorFollows: (user: UserRecord) => Promise<boolean> = async () =>
      false,
  ) {
    this.events = new AbuseEvents(stores.abuseEvents, clock);
    this.failures = stores.loginFailures;
    this.users = stores.users;
  }

  /**
   * Checks a password. With a `source`, a failure (a wrong password, or any attempt on a locked
   * username) also counts against the source's address, and an address over its limit is refused
   * with `throttled` before anything is checked or counted against the username.
   */
  async authenticate(
    username: string,
    password: string,
    source?: AttemptSource,
  ): Promise<AuthenticationResult> {
    // Counted as a failure in advance and taken back on success, so concurrent attempts from one
    // address cannot all pass the limit before the first failure is recorded.
    let pending: number | undefined;
    if (source) {
      const { address, maxFailures, windowSeconds } = source;
      pending = await this.events.take(FAILED_CHECK, address, maxFailures, windowSeconds);
      if (pending === undefined) {
        const spent = await this.events.count(FAILED_CHECK, address, windowSeconds);
        return { outcome: 'throttled', retryAfterSeconds: spent.retryAfterSeconds };
      }
    }
    const result = await this.check(username, password);
    const failed = result.outcome === 'invalidCredentials' || result.outcome === 'lockedOut';
    if (pending !== undefined && !failed) await this.events.release(pending);
    return result;
  }

  private async check(username: string, password: string): Promise<AuthenticationResult> {
    const key = username.trim().toLowerCase();
    const user = await this.users.findByEmail(key);
    const passwordMatches = await verifyPassword(password, user?.passwordHash ?? this.decoyHash);
    const now = epochSeconds(this.clock);
    const state = await this.failures.find(key);

    if (state?.lockedUntil !== undefined && state.lockedUntil > now)
      return { outcome: 'lockedOut' };

    if (user && passwordMatches) {
      const secondFactorDue = await this.secondFactorFollows(user);
      if (!secondFactorDue) await this.failures.clear(key);
      // The password was right, so saying it must be replaced reveals nothing to a guesser.
      const replacement = passwordReplacementReason(user, now, this.passwordAge);
      return replacement === undefined
        ? { outcome: 'authenticated', user, secondFactorDue }
        : { outcome: replacement, user };
    }

    // Counted in one statement, so failures through several processes all count (D-STORE-7).
    const { lockedUntil } = await this.failures.recordFailure(key, now, {
      threshold: this.policy.threshold,
      lockSeconds: this.policy.minutes * 60,
    });
    return lockedUntil === undefined ? { outcome: 'invalidCredentials' } : { outcome: 'lockedOut' };
  }

  /** Whether the username is locked now (a second factor is not checked for a locked account). */
  async lockedOut(username: string): Promise<boolean> {
    const state = await this.failures.find(username.trim().toLowerCase());
    return state?.lockedUntil !== undefined && state.lockedUntil > epochSeconds(this.clock);
  }

  /** A wrong second factor counts as a wrong password (issue 28): the same lockout, in a row. */
  async secondFactorFailed(username: string): Promise<'invalidCredentials' | 'lockedOut'> {
    const { lockedUntil } = await this.failures.recordFailure(
      username.trim().toLowerCase(),
      epochSeconds(this.clock),
      { threshold: this.policy.threshold, lockSeconds: this.policy.minutes * 60 },
    );
    return lockedUntil === undefined ? 'invalidCredentials' : 'lockedOut';
  }

  /** The second factor was right: the failures are forgotten, as a right password's are. */
  async secondFactorPassed(username: string): Promise<void> {
    await this.failures.clear(username.trim().toLowerCase());
  }
}
