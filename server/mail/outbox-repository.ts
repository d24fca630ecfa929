import type { OutgoingMail } from './mailer';

export interface StoredMail extends OutgoingMail {
  readonly id: number;
  /** Epoch seconds. */
  readonly sentAt: number;
}

/** The port of the embedded transport's outbox (demo mode: no SMTP_URL). */
export interface OutboxRepository {
  /** Keeps a sent mail; its id. */
  add(mail: OutgoingMail, sentAt: number): Promise<number>;
  /** Newest first, at most `limit`; only those to `recipient` (in any case) when given. */
  list(recipient: string | undefined, limit: number): Promise<StoredMail[]>;
  /** Forgets the mail sent by `before`; how many. */
  deleteSentBefore(before: number): Promise<number>;
}
