export const SECONDS_PER_DAY = 86_400;

/** Whole days left of a trial ending at `endsAt` (epoch seconds), rounded up; never negative. */
export const trialDaysLeft = (endsAt: number, now: number): number =>
  Math.max(0, Math.ceil((endsAt - now) / SECONDS_PER_DAY));
