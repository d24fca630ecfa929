import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type JSONTransport from 'nodemailer/lib/json-transport';
import { epochSeconds, type Clock } from '../clock';
import type { OutboxRepository, StoredMail } from './outbox-repository';

/** What the account flows send: verification codes, reset links, registration links. */
const MAIL_KINDS = [
  'verification-code',
  'password-reset',
  'continue-registration',
  'confirm-registration',
  'notice',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const isMailKind = (value: string): value is MailKind =>
  MAIL_KINDS.some((kind) => kind === value);

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly kind: MailKind;
}

const SMTP_TIMEOUT_MS = 10_000;

export const MAIL_FROM = 'Business Portal <no-reply@business-portal.example>';

/**
 * Sends mail through nodemailer: to a real SMTP server when SMTP_URL is set, otherwise through
 * nodemailer's JSON transport into the embedded outbox (listed at /dev/mail), one log line each.
 */
export class Mailer {
  private readonly deliver: (message: {
    from: string;
    to: string;
    subject: string;
    text: string;
  }) => Promise<unknown>;

  constructor(
    private readonly outboxMails: OutboxRepository,
    private readonly clock: Clock,
    private readonly smtpUrl: string | undefined,
    private readonly log: (line: string) => void,
  ) {
    if (smtpUrl === undefined) {
      const json = nodemailer.createTransport({
        jsonTransport: true,
      } satisfies JSONTransport.Options);
      this.deliver = (message) => json.sendMail(message);
    } else {
      // Timeouts well under a request's: a mail server that does not answer must not hold the call.
      const smtp = nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      } satisfies SMTPTransport.Options & { url: string });
      this.deliver = (message) => smtp.sendMail(message);
    }
  }

  get usesOutbox(): boolean {
    return this.smtpUrl === undefined;
  }

  /**
   * Sends one message. A mail server that fails or does not answer is logged, never thrown: the account flows answer as usual (the user can ask for the mail
   * again), so a mail outage never turns a call into a 5xx. The log line names the kind, not the
   * body, which may hold a link.
   */
  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.deliver({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    } catch (error) {
      this.log(
        `mail (${mail.kind}) could not be sent: ${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    if (!this.usesOutbox) return;
    const id = await this.outboxMails.add(mail, epochSeconds(this.clock));
    this.log(`mail #${String(id)} to ${mail.to}: ${mail.subject} (see /dev/mail)`);
  }

  /** The outbox, newest first; for one recipient when given. */
  outbox(recipient?: string, limit = 100): Promise<StoredMail[]> {
    return this.outboxMails.list(recipient, limit);
  }
}
