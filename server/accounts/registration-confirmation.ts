import * as E from 'fp-ts/Either';
import { newSecretToken } from '../auth/secret-tokens';
import { epochSeconds, type Clock } from '../clock';
import type { RedirectAllowList } from '../http/redirect-allow-list';
import { hashPassword } from '../identity/password-hashing';
import { localizedMail } from '../mail/localized-mail';
import { PASSWORD_ERRORS } from './password-errors';
import {
  CODE_MAX_WRONG_TRIES,
  codeMatches,
  hashToken,
  HOUR_SECONDS,
  issuedSecret,
  LINK_LIFETIME_HOURS,
} from './registration-codes';
import {
  invalidField,
  refused,
  type CodeOutcome,
  type ContinueOutcome,
  type VerifyOutcome,
} from './registration-outcomes';
import type { RegistrationAccount, RegistrationRepository } from './registration-repository';
import type { SendMail } from './verification-mail';
import { validatePasswordPolicy } from '../../src/domain/accounts/password-policy';

/**
 * The steps after sign-up: the code or the confirm link verifies the email and mails the continue
 * link, and the continue link sets the first password, which makes the account active.
 */
export class RegistrationConfirmation {
  constructor(
    private readonly registrations: RegistrationRepository,
    private readonly clock: Clock,
    private readonly sendMail: SendMail,
    private readonly publicUrl: string,
    private readonly redirects: RedirectAllowList,
  ) {}

  private now(): number {
    return epochSeconds(this.clock);
  }

  async verifyCode(rawEmail: string, rawCode: string): Promise<CodeOutcome> {
    const account = await this.registrations.findByEmail(rawEmail.trim());
    const stored =
      account?.status === 'pending' ? await this.registrations.findCode(account.id) : undefined;
    if (!account || !stored) return refused({ kind: 'codeInvalid' });
    if (stored.failedAttempts >= CODE_MAX_WRONG_TRIES) {
      return refused({ kind: 'codeTriesExceeded' });
    }
    if (stored.expiresAt <= this.now()) return refused({ kind: 'codeExpired' });
    if (!codeMatches(account.id, rawCode, stored.digest)) {
      await this.registrations.countWrongCode(account.id);
      return refused({ kind: 'codeInvalid' });
    }
    // An account made with its password (by the provider's staff) needs no first password: the
    // code was all that stopped its sign-in (D-AUTH-8).
    if (account.hasPassword) {
      await this.registrations.activateVerified(account.id);
      return { ok: true, activeEmail: account.email };
    }
    return this.markVerified(account);
  }

  /** The confirm link mailed with the code: verifies the email like the code does. */
  async confirmRegistration(token: string): Promise<VerifyOutcome> {
    const userId = await this.liveLink(token, 'confirm');
    const account = userId === undefined ? undefined : await this.registrations.findById(userId);
    if (account?.status !== 'pending') return refused({ kind: 'linkExpired' });
    return this.markVerified(account);
  }

  async continueRegistration(
    token: string,
    password: string,
    retypePassword: string,
  ): Promise<ContinueOutcome> {
    const userId = await this.liveLink(token, 'continue');
    const account = userId === undefined ? undefined : await this.registrations.findById(userId);
    if (account?.status !== 'verified') return refused({ kind: 'linkExpired' });
    if (password !== retypePassword) return invalidField(PASSWORD_ERRORS.retypeMismatch);
    if (E.isLeft(validatePasswordPolicy(password))) return refused({ kind: 'passwordPolicy' });
    const passwordHash = await hashPassword(password);
    const activated = await this.registrations.activate(
      account.id,
      hashToken(token),
      passwordHash,
      this.now(),
    );
    if (!activated) return refused({ kind: 'linkExpired' });
    return {
      ok: true,
      email: account.email,
      // Checked again: a target stored before the allow-list existed is not handed back as it is.
      redirectUrl: this.redirects.resolve(account.redirectUrl),
      userId: account.id,
    };
  }

  private async liveLink(
    token: string,
    purpose: 'confirm' | 'continue',
  ): Promise<string | undefined> {
    const link = await this.registrations.findLink(hashToken(token), purpose);
    return link && link.usedAt === undefined && link.expiresAt > this.now()
      ? link.userId
      : undefined;
  }

  private async markVerified(account: RegistrationAccount): Promise<VerifyOutcome> {
    const token = newSecretToken();
    await this.registrations.markVerified(
      account.id,
      issuedSecret(hashToken(token), this.now(), LINK_LIFETIME_HOURS * HOUR_SECONDS),
    );
    const continueUrl = `${this.publicUrl}/continueRegistration?token=${encodeURIComponent(token)}`;
    await this.sendMail(
      localizedMail('continueRegistration', {
        to: account.email,
        language: account.languagePreference,
        kind: 'continue-registration',
        values: { hours: LINK_LIFETIME_HOURS, link: continueUrl },
      }),
    );
    return { ok: true, continueUrl, token };
  }
}
