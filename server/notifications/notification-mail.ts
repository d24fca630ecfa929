import { epochSeconds, type Clock } from '../clock';
import { localizedMail } from '../mail/localized-mail';
import type { Mailer } from '../mail/mailer';
import type { NotificationRepository, PendingMail } from './notification-repository';

/**
 * Where the mail of a notification leads: the portal page its call to action names (the company
 * profile of a DUNS number issued), else the portal's home.
 */
export const portalLinkOf = (publicUrl: string, pending: PendingMail): string => {
  const url = pending.notification.cta?.url;
  return url !== undefined && url.startsWith('/') ? `${publicUrl}${url}` : `${publicUrl}/`;
};

/**
 * Sends the mails that notifications are recorded with (a DUNS number issued: spec §4 "the
 * number emailed after validation"), in each user's language preference. An event records its
 * notification and the mail together in its own database transaction, which cannot wait for a
 * mail server; this sends them afterwards, each exactly once (D-NOTIF-9).
 */
export class NotificationMail {
  constructor(
    private readonly store: NotificationRepository,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  /** Sends every pending mail (only the user's when given); answers how many went to the mailer. */
  async sendPending(userId?: string): Promise<number> {
    let sent = 0;
    for (const pending of await this.store.pendingMail(userId)) {
      if (!(await this.store.claimMail(pending.notification.id, epochSeconds(this.clock))))
        continue;
      const values = 'values' in pending.notification.text ? pending.notification.text.values : {};
      await this.mailer.send(
        localizedMail(pending.template, {
          to: pending.email,
          language: pending.language,
          kind: 'notice',
          values: {
            ...values,
            firstName: pending.firstName,
            link: portalLinkOf(this.publicUrl, pending),
          },
        }),
      );
      sent += 1;
    }
    return sent;
  }
}
