// The demo outbox (`/dev/mail.json`, demo mode only), as the journeys that follow mailed codes and
// links read it.

export interface OutboxMail {
  readonly subject: string;
  readonly text: string;
}

export interface Outbox {
  /** The mail to `to`, newest first. */
  readonly mailTo: (to: string) => Promise<readonly OutboxMail[]>;
  /** The newest mail to `to` with `subject`, once `count` of them arrived (mail is sent after the answer). */
  readonly waitForMail: (to: string, subject: string, count?: number) => Promise<OutboxMail>;
}

export const outboxAt = (baseUrl: string): Outbox => {
  const mailTo = async (to: string): Promise<readonly OutboxMail[]> => {
    const answer = await fetch(`${baseUrl}/dev/mail.json?to=${encodeURIComponent(to)}`);
    const body = (await answer.json()) as { messages: OutboxMail[] };
    return body.messages;
  };
  const waitForMail = async (to: string, subject: string, count = 1): Promise<OutboxMail> => {
    for (let tries = 0; tries < 50; tries += 1) {
      const mails = (await mailTo(to)).filter((mail) => mail.subject === subject);
      if (mails.length >= count && mails[0] !== undefined) return mails[0];
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no mail "${subject}" to ${to}`);
  };
  return { mailTo, waitForMail };
};

/** The first link of a mail's text. */
export const linkIn = (mail: OutboxMail): string => {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (link === undefined) throw new Error(`no link in: ${mail.text}`);
  return link;
};
