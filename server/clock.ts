/** Server time is injected so lockout, session expiry and DUNS progress can be tested on a virtual clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const epochSeconds = (clock: Clock): number => Math.floor(clock.now().getTime() / 1000);

/** An instant in epoch seconds as the API answers it: ISO 8601 in UTC. */
export const isoAt = (epochSeconds: number): string => new Date(epochSeconds * 1000).toISOString();
