import { digestOf, newSecretToken } from '../auth/secret-tokens';
import { DEFAULT_ABUSE_LIMITS } from '../http/abuse-limits';
import { RedirectAllowList } from '../http/redirect-allow-list';
import { epochSeconds, type Clock } from '../clock';
import { hashPassword, makeDecoyHash, verifyPassword } from '../identity/password-hashing';
import {
  PrimaryAuthentication,
  type AttemptSource,
  type LockoutPolicy,
} from '../identity/primary-authentication';
import type { UserRecord } from '../identity/user-repository';
import type { Mailer } from '../mail/mailer';
import { localizedMail } from '../mail/localized-mail';
import * as E from 'fp-ts/Either';
import {
  PASSWORD_HISTORY_COUNT,
  validatePasswordPolicy,
} from '../../src/domain/accounts/password-policy';
import { AbuseEvents } from './abuse-events';
import type { AccountStores } from './account-stores';

/** A reset link is good for this long (issue 4 "expiring single-use tokens"). */
export const RESET_TOKEN_MINUTES = 60;

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

/** Why a password call is refused (spec §8 codes); password-replies.ts says it in HTTP. */
export type PasswordRefusal =
  | { readonly kind: 'unknownUser' }
  /** §6: an internal account's password is not the portal's to set. */
  | { readonly kind: 'internalAccount' }
  | { readonly kind: 'retypeMismatch' }
  /**
   * The address has used up its failed password checks (docs/decisions/abuse-limits.md D-ABUSE-2).
   */
  | { readonly kind: 'throttled'; readonly retryAfterSeconds: number }
  /** The current password was checked as a sign-in is, and the account is locked. */
  | { readonly kind: 'lockedOut' }
  /** 2008 */
  | { readonly kind: 'currentMismatch' }
  | { readonly kind: 'sameAsCurrent' }
  /** 2007: the policy of §5. */
  | { readonly kind: 'requirementsNotMet' }
  /** 2007: the minimum age of §5, when configured. */
  | { readonly kind: 'tooRecent'; readonly minutes: number }
  /** 2011: among the last 5. */
  | { readonly kind: 'history' }
  | { readonly kind: 'tokenInvalid' }
  | { readonly kind: 'tokenExpired' }
  /** 2012, the expired-password call: the account is locked… */
  | { readonly kind: 'expiredResetLocked' }
  /** …the password is neither expired nor temporary… */
  | { readonly kind: 'nothingExpired' }
  /** …or it changed meanwhile. */
  | { readonly kind: 'expiredResetConflict' }
  /** Another request changed the password at the same time. */
  | { readonly kind: 'concurrentChange' };

export interface Refusal {
  readonly outcome: 'refused';
  readonly refusal: PasswordRefusal;
}

export type PasswordResult = { readonly outcome: 'done' } | Refusal;

export type TokenState = 'valid' | 'invalid' | 'expired';

/** The forgotPassword query values carried into the reset link so the flow can continue there. */
export interface ResetLinkContext {
  readonly encryptedDuns?: string;
  readonly flow?: string;
  readonly countryId?: string;
  readonly redirect_url?: string;
  readonly app_id?: string;
  readonly payload?: string;
}

const refuse = (refusal: PasswordRefusal): Refusal => ({ outcome: 'refused', refusal });

const DONE: PasswordResult = { outcome: 'done' };

const throttled = (retryAfterSeconds: number): Refusal =>
  refuse({ kind: 'throttled', retryAfterSeconds });

/** The mail-budget window of mailPerAccountPerHour. */
const MAIL_WINDOW_SECONDS = 60 * 60;

const hashToken = digestOf;

/** Reset links expired for a day are of no use, not even to say "expired", and are forgotten. */
const EXPIRED_LINKS_KEPT_SECONDS = 24 * 60 * 60;

/**
 * Setting, changing and resetting passwords (spec §4, §5, §7, §8): the policy, the history of the
 * last 5, the minimum age, reset tokens and the end of other sessions after a change.
 */
export class PasswordService {
  private authentication: Promise<PrimaryAuthentication> | undefined;
  private readonly events: AbuseEvents;
  private readonly redirects: RedirectAllowList;
  private readonly mailPerAccountPerHour: number;

  constructor(
    private readonly stores: AccountStores,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly options: PasswordServiceOptions,
  ) {
    this.events = new AbuseEvents(stores.abuseEvents, clock);
    this.redirects = options.redirects ?? new RedirectAllowList(options.publicUrl);
    this.mailPerAccountPerHour =
      options.mailPerAccountPerHour ?? DEFAULT_ABUSE_LIMITS.mailPerAccountPerHour;
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
    const policy = await this.checkNewPassword(user, input.newPassword, { minimumAge: true });
    if (policy) return policy;
    return this.replacePassword(user, input.newPassword, {
      keepSessionWithCsrf: session.csrfToken,
    });
  }

  /**
   * POST /auth/forgotPassword: mails a reset link when the address is an account's, at most
   * mailPerAccountPerHour an hour. The caller answers the same whatever happens here (no account
   * enumeration, no sign of whether a mail went out).
   */
  async requestReset(email: string, context: ResetLinkContext = {}): Promise<void> {
    const user = await this.stores.users.findByEmail(email.trim());
    if (!user) return;
    if (!(await this.takeMailBudget(user.email))) return;
    if (user.isDnbUser) {
      await this.mailer.send(
        localizedMail('internalAccount', {
          to: user.email,
          language: user.languagePreference,
          kind: 'notice',
          values: { firstName: user.firstName },
        }),
      );
      return;
    }
    const now = epochSeconds(this.clock);
    const token = newSecretToken();
    await this.stores.passwords.addResetToken(
      hashToken(token),
      { userId: user.id, createdAt: now, expiresAt: now + RESET_TOKEN_MINUTES * 60 },
      now - EXPIRED_LINKS_KEPT_SECONDS,
    );
    await this.mailer.send(
      localizedMail('passwordReset', {
        to: user.email,
        language: user.languagePreference,
        kind: 'password-reset',
        values: {
          firstName: user.firstName,
          minutes: RESET_TOKEN_MINUTES,
          link: this.resetLink(token, context),
        },
      }),
    );
  }

  /** POST /auth/validateToken: whether a reset link can still be used. A used link has expired. */
  async tokenState(token: string): Promise<TokenState> {
    return (await this.findToken(token)).state;
  }

  /** PUT /auth/resetPassword: sets a new password with a reset link, which is then used up. */
  async resetPassword(input: {
    readonly token: string;
    readonly newPassword: string;
    readonly retypePassword: string;
  }): Promise<PasswordResult> {
    const found = await this.findToken(input.token);
    if (found.state !== 'valid') {
      return found.state === 'invalid'
        ? refuse({ kind: 'tokenInvalid' })
        : refuse({ kind: 'tokenExpired' });
    }
    const { user } = found;
    if (user.isDnbUser) return refuse({ kind: 'internalAccount' });
    if (input.newPassword !== input.retypePassword) return refuse({ kind: 'retypeMismatch' });
    const policy = await this.checkNewPassword(user, input.newPassword, { minimumAge: false });
    if (policy) return policy;
    return this.replacePassword(user, input.newPassword, { consumeToken: input.token });
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
    const policy = await this.checkNewPassword(user, input.newPassword, { minimumAge: false });
    if (policy) return policy;
    const result = await this.replacePassword(user, input.newPassword, {});
    return result.outcome === 'done' ? result : refuse({ kind: 'expiredResetConflict' });
  }

  private async findToken(
    token: string,
  ): Promise<
    | { readonly state: 'invalid' | 'expired' }
    | { readonly state: 'valid'; readonly user: UserRecord }
  > {
    const link = await this.stores.passwords.findResetToken(hashToken(token));
    const user = link && (await this.stores.users.findById(link.userId));
    if (!link || !user) return { state: 'invalid' };
    if (link.usedAt !== undefined || link.expiresAt <= epochSeconds(this.clock))
      return { state: 'expired' };
    return { state: 'valid', user };
  }

  /** The policy (2007), the minimum age (2007) and the history of the last 5 (2011). */
  private async checkNewPassword(
    user: UserRecord,
    newPassword: string,
    rules: { readonly minimumAge: boolean },
  ): Promise<Refusal | undefined> {
    if (E.isLeft(validatePasswordPolicy(newPassword)))
      return refuse({ kind: 'requirementsNotMet' });
    const minutes = this.options.minAgeMinutes;
    if (rules.minimumAge && minutes > 0 && !user.passwordIsTemporary) {
      const age = epochSeconds(this.clock) - user.passwordChangedAt;
      if (age < minutes * 60) return refuse({ kind: 'tooRecent', minutes });
    }
    const earlier = await this.stores.passwords.earlierHashes(user.id, PASSWORD_HISTORY_COUNT - 1);
    const recent = [user.passwordHash, ...earlier];
    const matches = await Promise.all(recent.map((hash) => verifyPassword(newPassword, hash)));
    return matches.includes(true) ? refuse({ kind: 'history' }) : undefined;
  }

  /**
   * Stores the new password, retires the old one into the history, drops the user's reset links
   * and lockout state, and ends the user's sessions (all, or all but the caller's): spec §4 "after
   * password change the user signs in with the new password".
   */
  private async replacePassword(
    user: UserRecord,
    newPassword: string,
    how: { readonly consumeToken?: string; readonly keepSessionWithCsrf?: string },
  ): Promise<PasswordResult> {
    const newHash = await hashPassword(newPassword);
    const now = epochSeconds(this.clock);
    const outcome = await this.stores.passwords.replacePassword({
      userId: user.id,
      username: user.email.toLowerCase(),
      expectedHash: user.passwordHash,
      newHash,
      now,
      keepHistory: PASSWORD_HISTORY_COUNT - 1,
      consumeTokenDigest: how.consumeToken === undefined ? undefined : hashToken(how.consumeToken),
      keepSessionWithCsrf: how.keepSessionWithCsrf,
    });
    if (outcome === 'tokenSpent') return refuse({ kind: 'tokenExpired' });
    // Optimistic check: the password verified above is still the current one.
    if (outcome === 'passwordChanged') return refuse({ kind: 'concurrentChange' });
    return DONE;
  }

  private resetLink(token: string, context: ResetLinkContext): string {
    const link = new URL('/resetPassword', this.options.publicUrl);
    link.searchParams.set('token', token);
    for (const key of ['flow', 'app_id', 'payload', 'encryptedDuns', 'countryId'] as const) {
      const value = context[key];
      if (value !== undefined && value !== '') link.searchParams.set(key, value);
    }
    // Only an allowed target travels in mail we send (anything else: the link leads home, the
    // portal's default); the portal checks it again after sign-in.
    const redirect = context.redirect_url;
    const allowed = redirect === undefined ? undefined : this.redirects.allowed(redirect);
    if (allowed !== undefined) link.searchParams.set('redirect_url', allowed);
    return link.toString();
  }

  /** Whether one more mail may go to this account this hour (and counts it if so). */
  private async takeMailBudget(email: string): Promise<boolean> {
    const taken = await this.events.take(
      'account-mail',
      email.toLowerCase(),
      this.mailPerAccountPerHour,
      MAIL_WINDOW_SECONDS,
    );
    return taken !== undefined;
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
