import { serverText, type MessageValues } from '../i18n/server-texts';
import type { MailKind, OutgoingMail } from './mailer';

/**
 * The mails the account flows and the notifications send, each a subject and a body in
 * translations/.../server/mail.json.
 */
export type MailTemplate =
  | 'verificationCode'
  | 'registrationNotice'
  | 'continueRegistration'
  | 'passwordReset'
  | 'internalAccount'
  /** A free DUNS application was issued (server/notifications/notification-mail.ts). */
  | 'dunsNumberIssued';

/** One mail in the account's language preference (issue 11, spec §9). */
export const localizedMail = (
  template: MailTemplate,
  mail: {
    readonly to: string;
    readonly language: string;
    readonly kind: MailKind;
    readonly values?: MessageValues;
  },
): OutgoingMail => ({
  to: mail.to,
  kind: mail.kind,
  subject: serverText(mail.language, `mail.${template}.subject`),
  text: serverText(mail.language, `mail.${template}.body`, mail.values),
});
