import * as E from 'fp-ts/Either';
import {
  isPasswordResetDue,
  PASSWORD_MAX_AGE_DAYS,
  passwordMinimumAgeMessage,
  passwordSelfService,
} from '../../../src/domain/accounts/password-age';
import { eachConstantIsAsQuoted } from '../constant-rows';

const DAY = 86_400_000;
const changed = Date.UTC(2026, 0, 1);

describe('password age — §5 "a password unchanged for 180 days must be reset"', () => {
  it.each([
    [changed + 179 * DAY, false, '179 days'],
    [changed + 180 * DAY - 1, false, 'a millisecond short of 180 days'],
    [changed + 180 * DAY, true, '180 days'],
    [changed + 400 * DAY, true, 'long ago'],
  ])('changed at 1 Jan, now +%s ms: %s (%s)', (now, expected) => {
    expect(isPasswordResetDue(changed, now)).toBe(expected);
  });

  it.each([
    [5, 'minutes', { id: 'password.rule.minimumAge.minutes', values: { count: 5 } }],
    [1, 'hours', { id: 'password.rule.minimumAge.hours', values: { count: 1 } }],
    [2, 'days', { id: 'password.rule.minimumAge.days', values: { count: 2 } }],
  ] as const)('"Minimum-age rule (minutes, hours or days)": %s %s', (count, unit, expected) => {
    expect(passwordMinimumAgeMessage(count, unit)).toEqual(expected);
  });

  it.each([
    [
      true,
      E.left({ code: 'password.internalAccount' }),
      '§6 "Internal provider accounts cannot set or reset passwords in the portal"',
    ],
    [false, E.right(true), 'customers can'],
  ])('passwordSelfService(isDnbUser=%s): %s', (isDnbUser, expected, _sentence) => {
    expect(passwordSelfService(isDnbUser)).toEqual(expected);
  });
});

describe('password age — §9 constants', () => {
  eachConstantIsAsQuoted([['"reset after 180 days"', PASSWORD_MAX_AGE_DAYS, 180]]);
});
