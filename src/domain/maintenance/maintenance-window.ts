import {
  addDays,
  daysBetween,
  minutesOf,
  weekdayOf,
  type CalendarDate,
  type LocalDateTime,
} from './calendar';

// Spec §9 "Maintenance banner shows 0 to 7 days ahead; window 11pm to 4am next day, based on the
// third Saturday of the month." §4 "Scheduled-maintenance info banner shows when the maintenance
// date is 0 to 7 days away." Times are the portal's time zone (docs/team-decisions.md); the
// banner shows while the window's Saturday is 0 to 7 calendar days away, and no longer inside the
// window (D-DOM-24). Whether the portal is under maintenance is the backend's answer, not the
// clock's (D-PAGES-2, D-HEALTH-KNIP-1).

/** §9 "Maintenance banner shows 0 to 7 days ahead; window 11pm to 4am next day". */
export const MAINTENANCE_BANNER_DAYS_AHEAD = 7;
export const MAINTENANCE_WINDOW_START_HOUR = 23;
export const MAINTENANCE_WINDOW_END_HOUR = 4;

export interface MaintenanceWindow {
  readonly from: LocalDateTime;
  readonly to: LocalDateTime;
}

const SATURDAY = 6;

export const thirdSaturday = (year: number, month: number): CalendarDate => {
  const firstOfMonth = { year, month, day: 1 };
  const firstSaturday = 1 + ((SATURDAY - weekdayOf(firstOfMonth) + 7) % 7);
  return { year, month, day: firstSaturday + 14 };
};

/** The month's window: its third Saturday 11 pm to Sunday 4 am. */
export const maintenanceWindowOf = (year: number, month: number): MaintenanceWindow => {
  const saturday = thirdSaturday(year, month);
  return {
    from: { ...saturday, hour: MAINTENANCE_WINDOW_START_HOUR, minute: 0 },
    to: { ...addDays(saturday, 1), hour: MAINTENANCE_WINDOW_END_HOUR, minute: 0 },
  };
};

/** The window that has not ended yet at `now`: this month's, else next month's. */
export const nextMaintenanceWindow = (now: LocalDateTime): MaintenanceWindow => {
  const thisMonth = maintenanceWindowOf(now.year, now.month);
  if (minutesOf(now) < minutesOf(thisMonth.to)) return thisMonth;
  return now.month === 12
    ? maintenanceWindowOf(now.year + 1, 1)
    : maintenanceWindowOf(now.year, now.month + 1);
};

/** The window to announce when its date is 0 to 7 days away, else undefined. */
export const scheduledMaintenanceNotice = (now: LocalDateTime): MaintenanceWindow | undefined => {
  const upcoming = nextMaintenanceWindow(now);
  const daysAway = daysBetween(now, upcoming.from);
  return daysAway >= 0 && daysAway <= MAINTENANCE_BANNER_DAYS_AHEAD ? upcoming : undefined;
};
