import { Type, type Static } from 'typebox';
import { serverText, type MessageValues } from '../i18n/server-texts';
import type { MailKind, OutgoingMail } from './mailer';

/**
 * The mails the account flows and the notifications send, each a subject and a body in
 * translations/.../server/mail.json. A schema too: a notification stores the mail it goes out as.
 */
export const MailTemplate = Type.Union([
  Type.Literal('verificationCode'),
  Type.Literal('registrationNotice'),
  Type.Literal('continueRegistration'),
  Type.Literal('passwordReset'),
  Type.Literal('internalAccount'),
  /** A free DUNS application was issued (server/notifications/notification-mail.ts). */
  Type.Literal('dunsNumberIssued'),
  /** A change on MFA Options (server/mfa/security-notices.ts). */
  Type.Literal('securityNotice'),
]);
export type MailTemplate = Static<typeof MailTemplate>;

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
  subject: serverText(mail.language, `mail.${template}.subject`, mail.values),
  text: serverText(mail.language, `mail.${template}.body`, mail.values),
});
