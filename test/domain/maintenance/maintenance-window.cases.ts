import fc from 'fast-check';
import { weekdayOf, type LocalDateTime } from '../../../src/domain/maintenance/calendar';
import {
  MAINTENANCE_BANNER_DAYS_AHEAD,
  MAINTENANCE_WINDOW_END_HOUR,
  MAINTENANCE_WINDOW_START_HOUR,
  maintenanceWindowOf,
  nextMaintenanceWindow,
  scheduledMaintenanceNotice,
  thirdSaturday,
} from '../../../src/domain/maintenance/maintenance-window';
import { eachConstantIsAsQuoted } from '../constant-rows';

const at = (year: number, month: number, day: number, hour = 12, minute = 0): LocalDateTime => ({
  year,
  month,
  day,
  hour,
  minute,
});
// November 2026: Saturdays are the 7th, 14th, 21st, 28th; the third is the 21st.
const november = { from: at(2026, 11, 21, 23), to: at(2026, 11, 22, 4) };
const december = { from: at(2026, 12, 19, 23), to: at(2026, 12, 20, 4) };

describe('maintenance window — §9 "window 11pm to 4am next day, based on the third Saturday of the month"', () => {
  it.each([
    [2026, 11, 21, 'the 1st is a Sunday'],
    [2026, 8, 15, 'the 1st is a Saturday'],
    [2026, 2, 21, 'the 1st is a Sunday in February'],
    [2026, 5, 16, 'the 1st is a Friday'],
    [2027, 1, 16, 'the 1st is a Friday'],
  ])('the third Saturday of %s-%s is the %s (%s)', (year, month, day) => {
    expect(thirdSaturday(year, month)).toEqual({ year, month, day });
  });

  it('the window is the third Saturday 11 pm to Sunday 4 am', () => {
    expect(maintenanceWindowOf(2026, 11)).toEqual(november);
    expect(maintenanceWindowOf(2026, 10)).toEqual({
      from: at(2026, 10, 17, 23),
      to: at(2026, 10, 18, 4),
    });
  });

  it("a window at a month's end runs into the next month", () => {
    // January 2028: the 1st is a Saturday; the third Saturday is the 15th. October 2027: the 16th.
    expect(maintenanceWindowOf(2027, 10).to).toEqual(at(2027, 10, 17, 4));
  });

  it.each([
    [at(2026, 11, 1), november, "early in the month: this month's"],
    [at(2026, 11, 22, 3, 59), november, "during the window: this month's"],
    [at(2026, 11, 22, 4, 0), december, "once it has ended: next month's"],
    [
      at(2026, 12, 25),
      { from: at(2027, 1, 16, 23), to: at(2027, 1, 17, 4) },
      "after December's: January's",
    ],
  ])('nextMaintenanceWindow %#: %s', (now, expected) => {
    expect(nextMaintenanceWindow(now)).toEqual(expected);
  });

  it.each([
    [at(2026, 11, 13), undefined, '8 days away: no banner'],
    [at(2026, 11, 14, 0, 0), november, '"0 to 7 days away": 7 days'],
    [at(2026, 11, 20), november, '1 day away'],
    [at(2026, 11, 21, 23, 30), november, '0 days away, during the window'],
    [
      at(2026, 11, 22, 1),
      undefined,
      'D-DOM-24: the Sunday morning of the window is not "0 to 7 days away"',
    ],
    [at(2026, 12, 12), december, "7 days before December's"],
    [at(2026, 12, 11, 23, 59), undefined, "8 days before December's"],
  ])('scheduledMaintenanceNotice %#: %s', (now, expected, _sentence) => {
    expect(scheduledMaintenanceNotice(now)).toEqual(expected);
  });

  it('property: the third Saturday is a Saturday between the 15th and the 21st', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        (year, month) => {
          const saturday = thirdSaturday(year, month);
          expect(weekdayOf(saturday)).toBe(6);
          expect(saturday.day).toBeGreaterThanOrEqual(15);
          expect(saturday.day).toBeLessThanOrEqual(21);
        },
      ),
    );
  });
});

describe('maintenance window — §9 constants', () => {
  eachConstantIsAsQuoted([
    ['"Maintenance banner shows 0 to 7 days ahead"', MAINTENANCE_BANNER_DAYS_AHEAD, 7],
    ['"window 11pm"', MAINTENANCE_WINDOW_START_HOUR, 23],
    ['"to 4am next day"', MAINTENANCE_WINDOW_END_HOUR, 4],
  ]);
});
