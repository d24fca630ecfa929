import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type JSONTransport from 'nodemailer/lib/json-transport';
import { Type, type Static } from 'typebox';
import type { Db } from '../db/database';
import { rowShape } from '../db/rows';
import { epochSeconds, type Clock } from '../clock';

/** What the account flows send: verification codes, reset links, registration links. */
const MailKind = Type.Union([
  Type.Literal('verification-code'),
  Type.Literal('password-reset'),
  Type.Literal('continue-registration'),
  Type.Literal('confirm-registration'),
  Type.Literal('notice'),
]);
export type MailKind = Static<typeof MailKind>;

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly kind: MailKind;
}

export interface StoredMail extends OutgoingMail {
  readonly id: number;
  readonly sentAt: number;
}

const OutboxRow = rowShape(
  'OutboxRow',
  Type.Object({
    id: Type.Integer(),
    recipient: Type.String(),
    subject: Type.String(),
    body: Type.String(),
    kind: MailKind,
    sent_at: Type.Integer(),
  }),
);

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
    private readonly db: Db,
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
    const { lastInsertRowid } = this.db
      .prepare(
        'INSERT INTO outbox (recipient, subject, body, kind, sent_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(mail.to, mail.subject, mail.text, mail.kind, epochSeconds(this.clock));
    this.log(`mail #${String(lastInsertRowid)} to ${mail.to}: ${mail.subject} (see /dev/mail)`);
  }

  /** The outbox, newest first; for one recipient when given. */
  outbox(recipient?: string, limit = 100): StoredMail[] {
    const rows = OutboxRow.all(
      recipient === undefined
        ? this.db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit)
        : this.db
            .prepare(
              'SELECT * FROM outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?',
            )
            .all(recipient, limit),
    );
    return rows.map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      kind: row.kind,
      sentAt: row.sent_at,
    }));
  }
}
