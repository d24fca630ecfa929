import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  minutesOf,
  weekdayOf,
} from '../../../src/domain/maintenance/calendar';

describe('calendar arithmetic (wall-clock values, no clock read)', () => {
  it.each([
    [{ year: 2026, month: 1, day: 1 }, { year: 2026, month: 1, day: 8 }, 7],
    [{ year: 2026, month: 1, day: 8 }, { year: 2026, month: 1, day: 1 }, -7],
    [{ year: 2025, month: 12, day: 31 }, { year: 2026, month: 1, day: 1 }, 1],
    [{ year: 2024, month: 2, day: 28 }, { year: 2024, month: 3, day: 1 }, 2],
    [{ year: 2026, month: 3, day: 7 }, { year: 2026, month: 3, day: 9 }, 2],
  ])('daysBetween %#', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });

  it.each([
    [{ year: 2026, month: 11, day: 21 }, 6],
    [{ year: 2026, month: 11, day: 22 }, 0],
    [{ year: 2000, month: 1, day: 1 }, 6],
  ])('weekdayOf %j is %s', (date, expected) => {
    expect(weekdayOf(date)).toBe(expected);
  });

  it.each([
    [{ year: 2026, month: 1, day: 31 }, 1, { year: 2026, month: 2, day: 1 }],
    [{ year: 2026, month: 12, day: 31 }, 1, { year: 2027, month: 1, day: 1 }],
    [{ year: 2024, month: 2, day: 28 }, 1, { year: 2024, month: 2, day: 29 }],
    [{ year: 2026, month: 3, day: 1 }, -1, { year: 2026, month: 2, day: 28 }],
  ])('addDays %#', (date, days, expected) => {
    expect(addDays(date, days)).toEqual(expected);
  });

  it('minutesOf orders wall-clock readings', () => {
    expect(
      minutesOf({ year: 2026, month: 1, day: 1, hour: 0, minute: 1 }) -
        minutesOf({ year: 2025, month: 12, day: 31, hour: 23, minute: 59 }),
    ).toBe(2);
  });

  it('property: daysBetween(d, addDays(d, n)) = n', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: -800, max: 800 }),
        (year, month, day, n) => {
          const date = { year, month, day };
          expect(daysBetween(date, addDays(date, n))).toBe(n);
        },
      ),
    );
  });
});
