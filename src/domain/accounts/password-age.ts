import * as E from 'fp-ts/Either';

// Spec §5 "The login page says a password unchanged for 180 days must be reset." "Minimum-age rule
// (minutes, hours or days) also appears in widget messages." §6 "Internal provider accounts cannot
// set or reset passwords in the portal and are told to contact the help desk."

/** §9 "Password ... reset after 180 days". */
export const PASSWORD_MAX_AGE_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Both instants in epoch milliseconds (the caller's clock). */
export const isPasswordResetDue = (lastChangedAtMs: number, nowMs: number): boolean =>
  nowMs - lastChangedAtMs >= PASSWORD_MAX_AGE_DAYS * DAY_MS;

export type MinimumAgeUnit = 'minutes' | 'hours' | 'days';

/** D-DOM-15: the minimum-age text, its value and unit given by the identity provider. */
export const passwordMinimumAgeMessage = (count: number, unit: MinimumAgeUnit) => ({
  id: `password.rule.minimumAge.${unit}`,
  values: { count },
});

export interface InternalAccount {
  readonly code: 'password.internalAccount';
}

/** Whether the portal may set or reset this account's password (isDnbUser: an internal account). */
export const passwordSelfService = (isDnbUser: boolean): E.Either<InternalAccount, true> =>
  isDnbUser ? E.left({ code: 'password.internalAccount' }) : E.right(true);
