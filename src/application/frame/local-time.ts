import type { LocalDateTime } from '../../domain/maintenance/calendar';

/**
 * The wall-clock fields of `instant` in `timeZone`, which the domain's calendar rules take
 * (the maintenance window is in the portal's time zone, docs/team-decisions.md: America/New_York).
 */
export const toLocalDateTime = (instant: Date, timeZone: string): LocalDateTime => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? Number.NaN);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
  };
};

/**
 * The instant at which the wall clock in `timeZone` shows `local` (the inverse of
 * toLocalDateTime). Found by correcting a UTC guess with the zone's offset at that moment, twice,
 * so a guess on the far side of a daylight-saving change settles too.
 */
export const fromLocalDateTime = (local: LocalDateTime, timeZone: string): Date => {
  const wanted = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  let instant = wanted;
  for (let step = 0; step < 2; step += 1) {
    const shown = toLocalDateTime(new Date(instant), timeZone);
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    instant += wanted - shownAsUtc;
  }
  return new Date(instant);
};
