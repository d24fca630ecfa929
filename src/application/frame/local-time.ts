import type { LocalDateTime } from '../../domain/calendar';

/**
 * The wall-clock fields of `instant` in `timeZone`, which the domain's calendar rules take
 * (the maintenance window is in the portal's time zone, ../shared/DECISIONS.md: America/New_York).
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
