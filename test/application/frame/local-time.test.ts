import fc from 'fast-check';
import { fromLocalDateTime, toLocalDateTime } from '../../../src/application/frame/local-time';

describe('wall-clock time in a time zone', () => {
  it.each([
    ['2026-07-04T15:30:00Z', 'America/New_York', { hour: 11, minute: 30 }],
    ['2026-12-04T15:30:00Z', 'America/New_York', { hour: 10, minute: 30 }],
    ['2026-12-04T15:30:00Z', 'Europe/Prague', { hour: 16, minute: 30 }],
  ])('%s in %s reads %o', (instant, zone, time) => {
    expect(toLocalDateTime(new Date(instant), zone)).toMatchObject(time);
  });

  it('fromLocalDateTime inverts toLocalDateTime (whole minutes, any zone of the portal)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01Z'),
          max: new Date('2035-01-01Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('America/New_York', 'Europe/Prague', 'Europe/London', 'Asia/Kolkata'),
        (date, zone) => {
          const minute = new Date(Math.floor(date.getTime() / 60_000) * 60_000);
          const local = toLocalDateTime(minute, zone);
          const back = fromLocalDateTime(local, zone);
          // An hour repeated at the autumn change has two instants; both read the same.
          expect(toLocalDateTime(back, zone)).toEqual(local);
        },
      ),
    );
  });
});
