import { epochSeconds, type Clock } from '../clock';
import type { UserRecord } from '../identity/user-repository';
import { languageTagOf } from '../i18n/server-texts';
import { localizedMail } from '../mail/localized-mail';
import type { Mailer } from '../mail/mailer';
import { deviceNameOf } from './device-names';

/** The protected changes a notice is mailed for (issue 28 "each such change mails the user"). */
export type SecurityChange =
  'appAdded' | 'passkeyAdded' | 'factorRemoved' | 'recoveryCodesRenewed' | 'mfaTurnedOff';

/**
 * Mails the user, in their language, what changed on MFA Options, when, from which browser, and
 * what to do if it was not them: the one sign a stolen session leaves that its owner will see.
 */
export class SecurityNotices {
  constructor(
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  async send(
    user: UserRecord,
    change: SecurityChange,
    userAgent: string | undefined,
  ): Promise<void> {
    const device = deviceNameOf(userAgent);
    const when = new Intl.DateTimeFormat(languageTagOf(user.languagePreference), {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    }).format(new Date(epochSeconds(this.clock) * 1000));
    await this.mailer.send(
      localizedMail('securityNotice', {
        to: user.email,
        language: user.languagePreference,
        kind: 'notice',
        values: {
          firstName: user.firstName,
          change,
          when,
          browser: device?.browser ?? '',
          system: device?.system ?? '',
          known: device === undefined ? 'no' : 'yes',
          link: `${this.publicUrl}/forgot-password`,
        },
      }),
    );
  }
}
