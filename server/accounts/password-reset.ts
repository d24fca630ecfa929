import { newSecretToken } from '../auth/secret-tokens';
import { epochSeconds, type Clock } from '../clock';
import type { RedirectAllowList } from '../http/redirect-allow-list';
import type { UserRecord } from '../identity/user-repository';
import { localizedMail } from '../mail/localized-mail';
import type { Mailer } from '../mail/mailer';
import type { AbuseEvents } from './abuse-events';
import type { AccountStores } from './account-stores';
import { hashResetToken, type NewPassword } from './new-password';
import { refuse, type PasswordResult } from './password-outcomes';

/** A reset link is good for this long (issue 4 "expiring single-use tokens"). */
export const RESET_TOKEN_MINUTES = 60;

/** The mail-budget window of mailPerAccountPerHour. */
const MAIL_WINDOW_SECONDS = 60 * 60;

/** Reset links expired for a day are of no use, not even to say "expired", and are forgotten. */
const EXPIRED_LINKS_KEPT_SECONDS = 24 * 60 * 60;

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

/** What a reset needs besides the stores: where links lead, and how many mails an hour. */
export interface ResetLinkSettings {
  readonly publicUrl: string;
  readonly redirects: RedirectAllowList;
  readonly mailPerAccountPerHour: number;
}

/**
 * Forgotten passwords (spec §2, §7): the mailed reset link, whether it can still be used, and the
 * new password it sets, after which the link is used up.
 */
export class PasswordReset {
  constructor(
    private readonly stores: Pick<AccountStores, 'users' | 'passwords'>,
    private readonly events: AbuseEvents,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly newPassword: NewPassword,
    private readonly settings: ResetLinkSettings,
  ) {}

  /**
   * Mails a reset link when the address is an account's, at most mailPerAccountPerHour an hour.
   * The caller answers the same whatever happens here (no account enumeration, no sign of whether
   * a mail went out).
   */
  async requestReset(email: string, context: ResetLinkContext): Promise<void> {
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
      hashResetToken(token),
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

  /** Whether a reset link can still be used. A used link has expired. */
  async tokenState(token: string): Promise<TokenState> {
    return (await this.findToken(token)).state;
  }

  /** Sets a new password with a reset link, which is then used up. */
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
    const policy = await this.newPassword.check(user, input.newPassword, { minimumAge: false });
    if (policy) return policy;
    return this.newPassword.store(user, input.newPassword, { consumeToken: input.token });
  }

  private async findToken(
    token: string,
  ): Promise<
    | { readonly state: 'invalid' | 'expired' }
    | { readonly state: 'valid'; readonly user: UserRecord }
  > {
    const link = await this.stores.passwords.findResetToken(hashResetToken(token));
    const user = link && (await this.stores.users.findById(link.userId));
    if (!link || !user) return { state: 'invalid' };
    if (link.usedAt !== undefined || link.expiresAt <= epochSeconds(this.clock))
      return { state: 'expired' };
    return { state: 'valid', user };
  }

  private resetLink(token: string, context: ResetLinkContext): string {
    const link = new URL('/resetPassword', this.settings.publicUrl);
    link.searchParams.set('token', token);
    for (const key of ['flow', 'app_id', 'payload', 'encryptedDuns', 'countryId'] as const) {
      const value = context[key];
      if (value !== undefined && value !== '') link.searchParams.set(key, value);
    }
    // Only an allowed target travels in mail we send (anything else: the link leads home, the
    // portal's default); the portal checks it again after sign-in.
    const redirect = context.redirect_url;
    const allowed = redirect === undefined ? undefined : this.settings.redirects.allowed(redirect);
    if (allowed !== undefined) link.searchParams.set('redirect_url', allowed);
    return link.toString();
  }

  /** Whether one more mail may go to this account this hour (and counts it if so). */
  private async takeMailBudget(email: string): Promise<boolean> {
    const taken = await this.events.take(
      'account-mail',
      email.toLowerCase(),
      this.settings.mailPerAccountPerHour,
      MAIL_WINDOW_SECONDS,
    );
    return taken !== undefined;
  }
}
