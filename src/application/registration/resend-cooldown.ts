// Spec §2 "resend code"; the reference server sends at most 3 verification mails per account an
// hour (server/http/abuse-limits.ts `mailPerAccountPerHour`) and, past that, answers a resend as
// if it had mailed one. So the page spaces resends out and never offers one the server would
// silently drop (docs/decisions/registration.md D-REG-UI-3).

/** The shortest wait between two mails: the code takes §9's "1-2 minutes" to arrive anyway. */
export const RESEND_COOLDOWN_SECONDS = 60;
/** The server's verification mails per account per hour (registration mail included). */
export const MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * When the next resend may be asked for, from the times (ms) mails went out in this browser: a
 * minute after the last one, or, once the hour's mails are used up, an hour after the first of them.
 */
export const nextResendAt = (sentAt: readonly number[], now: number): number => {
  const lastHour = sentAt.filter((time) => time > now - HOUR_MS).toSorted((a, b) => a - b);
  const last = lastHour.at(-1);
  if (last === undefined) return now;
  const oldest = lastHour[0] ?? last;
  const cooldownEnd = last + RESEND_COOLDOWN_SECONDS * 1000;
  return lastHour.length >= MAILS_PER_HOUR ? Math.max(cooldownEnd, oldest + HOUR_MS) : cooldownEnd;
};

/** Whole seconds left until a resend may be asked for (0 when it may be now). */
export const secondsUntilResend = (sentAt: readonly number[], now: number): number =>
  Math.max(0, Math.ceil((nextResendAt(sentAt, now) - now) / 1000));
