import { DEFAULT_ABUSE_LIMITS } from '../http/abuse-limits';
import { RedirectAllowList } from '../http/redirect-allow-list';
import type { Clock } from '../clock';
import { makeDecoyHash } from '../identity/password-hashing';
import {
  PrimaryAuthentication,
  type AttemptSource,
  type LockoutPolicy,
} from '../identity/primary-authentication';
import type { Mailer } from '../mail/mailer';
import { AbuseEvents } from './abuse-events';
import type { AccountStores } from './account-stores';
import { NewPassword } from './new-password';
import { refuse, type PasswordResult, type Refusal } from './password-outcomes';
import { PasswordReset, type ResetLinkContext, type TokenState } from './password-reset';

export interface PasswordServiceOptions {
  readonly publicUrl: string;
  /** A password older than this must be reset (config.passwordMaxAgeDays). */
  readonly maxAgeDays: number;
  /** Minutes between two changes of one's own password; 0 turns the rule off. */
  readonly minAgeMinutes: number;
  readonly lockout: LockoutPolicy;
  /**
   * Reset (and help-desk) mails one account may be sent per hour; more are silently not sent.
   * Default: DEFAULT_ABUSE_LIMITS.mailPerAccountPerHour.
   */
  readonly mailPerAccountPerHour?: number;
  /**
   * Where a `redirect_url` carried into the reset link may point (docs/decisions/abuse-limits.md
   * D-ABUSE-5). Default: the portal's own origin only.
   */
  readonly redirects?: RedirectAllowList;
}

const throttled = (retryAfterSeconds: number): Refusal =>
  refuse({ kind: 'throttled', retryAfterSeconds });

/**
 * Setting, changing and resetting passwords (spec §4, §5, §7, §8): the changes proven by the
 * current or expired password here, reset links in PasswordReset, and the policy, the history of
 * the last 5, the minimum age and the end of other sessions in NewPassword.
 */
export class PasswordService {
  private authentication: Promise<PrimaryAuthentication> | undefined;
  private readonly newPassword: NewPassword;
  private readonly reset: PasswordReset;

  constructor(
    private readonly stores: AccountStores,
    private readonly clock: Clock,
    mailer: Mailer,
    private readonly options: PasswordServiceOptions,
  ) {
    this.newPassword = new NewPassword(stores, clock, options.minAgeMinutes);
    this.reset = new PasswordReset(
      stores,
      new AbuseEvents(stores.abuseEvents, clock),
      clock,
      mailer,
      this.newPassword,
      {
        publicUrl: options.publicUrl,
        redirects: options.redirects ?? new RedirectAllowList(options.publicUrl),
        mailPerAccountPerHour:
          options.mailPerAccountPerHour ?? DEFAULT_ABUSE_LIMITS.mailPerAccountPerHour,
      },
    );
  }

  /** PUT /auth/changePassword: the signed-in user replaces their password. */
  async changePassword(
    session: { readonly userId: string; readonly csrfToken: string },
    input: {
      readonly currentPassword: string;
      readonly newPassword: string;
      readonly retypePassword: string;
    },
  ): Promise<PasswordResult> {
    const user = await this.stores.users.findById(session.userId);
    if (!user) return refuse({ kind: 'unknownUser' });
    if (user.isDnbUser) return refuse({ kind: 'internalAccount' });
    if (input.newPassword !== input.retypePassword) return refuse({ kind: 'retypeMismatch' });
    // Checked as a sign-in is, so guessing the current password through this call locks the account too.
    const check = await (
      await this.primaryAuthentication()
    ).authenticate(user.email, input.currentPassword);
    if (check.outcome === 'throttled') return throttled(check.retryAfterSeconds);
    if (check.outcome === 'lockedOut') return refuse({ kind: 'lockedOut' });
    if (check.outcome === 'invalidCredentials') return refuse({ kind: 'currentMismatch' });
    if (input.newPassword === input.currentPassword) return refuse({ kind: 'sameAsCurrent' });
    const policy = await this.newPassword.check(user, input.newPassword, { minimumAge: true });
    if (policy) return policy;
    return this.newPassword.store(user, input.newPassword, {
      keepSessionWithCsrf: session.csrfToken,
    });
  }

  /** POST /auth/forgotPassword: see PasswordReset.requestReset (answers the same whatever). */
  requestReset(email: string, context: ResetLinkContext = {}): Promise<void> {
    return this.reset.requestReset(email, context);
  }

  /** POST /auth/validateToken: whether a reset link can still be used. A used link has expired. */
  tokenState(token: string): Promise<TokenState> {
    return this.reset.tokenState(token);
  }

  /** PUT /auth/resetPassword: sets a new password with a reset link, which is then used up. */
  resetPassword(input: {
    readonly token: string;
    readonly newPassword: string;
    readonly retypePassword: string;
  }): Promise<PasswordResult> {
    return this.reset.resetPassword(input);
  }

  /**
   * PUT /auth/verifyExpiredPswd: replaces an expired or temporary password, proven by the old one.
   * The old password is checked as a sign-in is (same answer for an unknown user, lockout counted,
   * and with a `source` the failure counted against its address as well).
   */
  async replaceExpiredPassword(
    input: {
      readonly username: string;
      readonly oldPassword: string;
      readonly newPassword: string;
      readonly retypePassword: string;
    },
    source?: AttemptSource,
  ): Promise<PasswordResult> {
    if (input.newPassword !== input.retypePassword) return refuse({ kind: 'retypeMismatch' });
    const check = await (
      await this.primaryAuthentication()
    ).authenticate(input.username, input.oldPassword, source);
    if (check.outcome === 'throttled') return throttled(check.retryAfterSeconds);
    if (check.outcome === 'lockedOut') return refuse({ kind: 'expiredResetLocked' });
    if (check.outcome === 'invalidCredentials') return refuse({ kind: 'currentMismatch' });
    // Nothing to replace: this call is only for a password that sign-in refused as expired or temporary.
    if (check.outcome === 'authenticated') return refuse({ kind: 'nothingExpired' });
    const { user } = check;
    if (user.isDnbUser) return refuse({ kind: 'internalAccount' });
    if (input.newPassword === input.oldPassword) return refuse({ kind: 'sameAsCurrent' });
    const policy = await this.newPassword.check(user, input.newPassword, { minimumAge: false });
    if (policy) return policy;
    const result = await this.newPassword.store(user, input.newPassword, {});
    return result.outcome === 'done' ? result : refuse({ kind: 'expiredResetConflict' });
  }

  private primaryAuthentication(): Promise<PrimaryAuthentication> {
    this.authentication ??= makeDecoyHash().then(
      (decoy) =>
        new PrimaryAuthentication(this.stores, this.clock, this.options.lockout, decoy, {
          maxAgeDays: this.options.maxAgeDays,
        }),
    );
    return this.authentication;
  }
}
