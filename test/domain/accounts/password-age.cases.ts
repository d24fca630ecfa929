import {
  minimumAgeOf,
  PASSWORD_MAX_AGE_DAYS,
  passwordMinimumAgeMessage,
  type MinimumAge,
} from '../../../src/domain/accounts/password-age';
import { eachConstantIsAsQuoted } from '../constant-rows';

// "Unchanged for 180 days" is applied by the server (test/server/password-service.test.ts), the
// internal accounts by the change-password use case and the server (D-HEALTH-KNIP-1).

describe('password age — §5 "Minimum-age rule (minutes, hours or days)"', () => {
  it.each([
    [5, 'minutes', { id: 'password.rule.minimumAge.minutes', values: { count: 5 } }],
    [1, 'hours', { id: 'password.rule.minimumAge.hours', values: { count: 1 } }],
    [2, 'days', { id: 'password.rule.minimumAge.days', values: { count: 2 } }],
  ] as const)('"Minimum-age rule (minutes, hours or days)": %s %s', (count, unit, expected) => {
    expect(passwordMinimumAgeMessage({ count, unit })).toEqual(expected);
  });

  // D-DOM-15: the provider's minutes in the largest unit that holds them whole.
  it.each<[number, MinimumAge | undefined]>([
    [0, undefined],
    [-5, undefined],
    [1.5, undefined],
    [1, { count: 1, unit: 'minutes' }],
    [90, { count: 90, unit: 'minutes' }],
    [60, { count: 1, unit: 'hours' }],
    [180, { count: 3, unit: 'hours' }],
    [1440, { count: 1, unit: 'days' }],
    [2 * 1440, { count: 2, unit: 'days' }],
    [1500, { count: 25, unit: 'hours' }],
  ])('minimumAgeOf(%s) → %j', (minutes, expected) => {
    expect(minimumAgeOf(minutes)).toEqual(expected);
  });
});

describe('password age — §9 constants', () => {
  eachConstantIsAsQuoted([['"reset after 180 days"', PASSWORD_MAX_AGE_DAYS, 180]]);
});
