// Calendar arithmetic on wall-clock values in the portal's time zone (docs/team-decisions.md
// "Maintenance window": default America/New_York). The caller converts its clock's instant to
// these fields; the domain never reads the clock.

export interface CalendarDate {
  readonly year: number;
  /** 1 (January) to 12. */
  readonly month: number;
  readonly day: number;
}

export interface LocalDateTime extends CalendarDate {
  readonly hour: number;
  readonly minute: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const utcMs = (value: CalendarDate, hour = 0, minute = 0): number =>
  Date.UTC(value.year, value.month - 1, value.day, hour, minute);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number =>
  Math.round((utcMs(to) - utcMs(from)) / DAY_MS);

/** Minutes since the epoch of the same wall-clock reading in UTC, for ordering. */
export const minutesOf = (value: LocalDateTime): number =>
  utcMs(value, value.hour, value.minute) / MINUTE_MS;

/** 0 (Sunday) to 6 (Saturday). */
export const weekdayOf = (value: CalendarDate): number => new Date(utcMs(value)).getUTCDay();

/** The date `days` after `value` (normalising month and year ends). */
export const addDays = (value: CalendarDate, days: number): CalendarDate => {
  const date = new Date(utcMs(value) + days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
