import { newSecretToken } from '../auth/secret-tokens';
import { epochSeconds, type Clock } from '../clock';
import { localizedMail } from '../mail/localized-mail';
import type { OutgoingMail } from '../mail/mailer';
import type { AbuseEvents } from './abuse-events';
import {
  CODE_LIFETIME_MINUTES,
  generateCode,
  hashCode,
  hashToken,
  HOUR_SECONDS,
  issuedSecret,
  LINK_LIFETIME_HOURS,
} from './registration-codes';
import type { RegistrationAccount, RegistrationRepository } from './registration-repository';

/** At most one "someone tried to register with your address" notice per account per hour. */
export const REGISTRATION_NOTICE_HOURS = 1;

export type SendMail = (mail: OutgoingMail) => Promise<void>;

/**
 * The mails of the sign-up step: the verification code with its confirm link, and the notice to
 * an address's owner that someone tried to register with it; each within its hourly limit.
 */
export class VerificationMail {
  constructor(
    private readonly registrations: Pick<RegistrationRepository, 'issueCode'>,
    private readonly events: AbuseEvents,
    private readonly clock: Clock,
    private readonly sendMail: SendMail,
    private readonly publicUrl: string,
    private readonly mailPerAccountPerHour: number,
  ) {}

  /**
   * Mails a new code (and confirm link), replacing the old ones, unless the account was already
   * sent mailPerAccountPerHour mails this hour: then nothing changes and nothing is sent, and the
   * caller answers as usual (docs/decisions/abuse-limits.md D-ABUSE-3).
   */
  async sendCode(
    account: Pick<RegistrationAccount, 'id' | 'email' | 'firstName' | 'languagePreference'>,
  ): Promise<void> {
    const allowed = await this.events.take(
      'account-mail',
      account.email.toLowerCase(),
      this.mailPerAccountPerHour,
      HOUR_SECONDS,
    );
    if (allowed === undefined) return;
    const code = generateCode();
    const token = newSecretToken();
    const now = epochSeconds(this.clock);
    await this.registrations.issueCode(
      account.id,
      issuedSecret(hashCode(account.id, code), now, CODE_LIFETIME_MINUTES * 60),
      issuedSecret(hashToken(token), now, LINK_LIFETIME_HOURS * HOUR_SECONDS),
    );
    const link = `${this.publicUrl}/confirmRegistration?token=${encodeURIComponent(token)}`;
    await this.sendMail(
      localizedMail('verificationCode', {
        to: account.email,
        language: account.languagePreference,
        kind: 'verification-code',
        values: {
          firstName: account.firstName,
          code,
          minutes: CODE_LIFETIME_MINUTES,
          hours: LINK_LIFETIME_HOURS,
          link,
        },
      }),
    );
  }

  /**
   * Tells an account's owner that someone tried to register with their address (at most once per
   * REGISTRATION_NOTICE_HOURS), so a probe or a mistake does not go unnoticed.
   */
  async noticeRegistrationAttempt(account: RegistrationAccount): Promise<void> {
    const allowed = await this.events.take(
      'registration-notice',
      account.email.toLowerCase(),
      1,
      REGISTRATION_NOTICE_HOURS * HOUR_SECONDS,
    );
    if (allowed === undefined) return;
    await this.sendMail(
      localizedMail('registrationNotice', {
        to: account.email,
        language: account.languagePreference,
        kind: 'notice',
        values: { firstName: account.firstName, link: `${this.publicUrl}/forgot-password` },
      }),
    );
  }
}
