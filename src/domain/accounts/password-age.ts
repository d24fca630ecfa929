// Spec §5 "The login page says a password unchanged for 180 days must be reset." "Minimum-age rule
// (minutes, hours or days) also appears in widget messages." The identity provider applies both
// (server/identity/primary-authentication.ts, server/accounts/password-service.ts); §6's internal
// accounts are refused by the server (INTERNAL_ACCOUNT) and by the change-password page
// (docs/decisions/code-health.md D-HEALTH-KNIP-1).

/**
 * §9 "Password ... reset after 180 days".
 * @internal Cited by the §9 table test; the server applies it (DEFAULT_PASSWORD_MAX_AGE_DAYS).
 */
export const PASSWORD_MAX_AGE_DAYS = 180;

export type MinimumAgeUnit = 'minutes' | 'hours' | 'days';

/** The minimum age between two changes of one's password, in the unit it is said in. */
export interface MinimumAge {
  readonly count: number;
  readonly unit: MinimumAgeUnit;
}

const MINUTES_IN: Readonly<Record<Exclude<MinimumAgeUnit, 'minutes'>, number>> = {
  days: 24 * 60,
  hours: 60,
};

/**
 * D-DOM-15: the identity provider gives the minimum age in minutes; it is said in the largest
 * unit that holds it whole (1440 → 1 day, 90 → 90 minutes); 0 or less is no rule.
 */
export const minimumAgeOf = (minutes: number): MinimumAge | undefined => {
  if (!Number.isInteger(minutes) || minutes <= 0) return undefined;
  if (minutes % MINUTES_IN.days === 0) return { count: minutes / MINUTES_IN.days, unit: 'days' };
  if (minutes % MINUTES_IN.hours === 0) return { count: minutes / MINUTES_IN.hours, unit: 'hours' };
  return { count: minutes, unit: 'minutes' };
};

/** D-DOM-15: the minimum-age text, its value and unit given by the identity provider. */
export const passwordMinimumAgeMessage = ({ count, unit }: MinimumAge) =>
  ({
    id: `password.rule.minimumAge.${unit}`,
    values: { count },
  }) as const;
