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

/** D-DOM-15: the minimum-age text, its value and unit given by the identity provider. */
export const passwordMinimumAgeMessage = (count: number, unit: MinimumAgeUnit) => ({
  id: `password.rule.minimumAge.${unit}`,
  values: { count },
});
