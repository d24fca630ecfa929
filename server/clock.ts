/** Server time is injected so lockout, session expiry and DUNS progress can be tested on a virtual clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const epochSeconds = (clock: Clock): number => Math.floor(clock.now().getTime() / 1000);
