/**
 * Calendar days as the simulation counts them: day numbers since 1970-01-01 and weekdays, for "YYYY-MM-DD"
 * dates that are already Brazilian. Wall-clock arithmetic in time zones lives in `@placar/core/dates`
 * (`wallClockIn`, `zonedTimeToInstant`).
 */

export const MS_PER_DAY = 86_400_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
  /** Days since 1970-01-01. */
  dayNumber: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
}

/** Parses "YYYY-MM-DD" naming a real calendar day, else null. */
export function parseCalendarDate(date: string): CalendarDate | null {
  const m = ISO_DATE.exec(date);
  if (m === null) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const dayNumber = Math.round(ms / MS_PER_DAY);
  // 1970-01-01 was a Thursday (weekday 3 with Monday = 0).
  const weekday = (((dayNumber + 3) % 7) + 7) % 7;
  return { year, month, day, dayNumber, weekday };
}

/** The calendar date `dayNumber` days after 1970-01-01. */
export function calendarDateOf(dayNumber: number): CalendarDate {
  const d = new Date(dayNumber * MS_PER_DAY);
  const weekday = (((dayNumber + 3) % 7) + 7) % 7;
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), dayNumber, weekday };
}

/**
 * The football week (Tuesday to Monday, so that a Saturday–Monday round stays in one week) a day belongs to.
 * 1970-01-06 was a Tuesday.
 */
export function footballWeek(dayNumber: number): number {
  return Math.floor((dayNumber - 5) / 7);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 3) % 7) + 7) % 7;
}

/** The day of football week `week` that falls on `weekday` (0 = Monday … 6 = Sunday; Monday is the week's last day). */
export function dayInWeek(week: number, weekday: number): number {
  return week * 7 + 5 + ((weekday + 6) % 7);
}

/**
 * Month × 100 + day of a day number, by arithmetic (Howard Hinnant's civil-from-days): the league calendars ask it for
 * every day of a season, where a `Date` per call was most of their cost.
 */
export function monthDayOf(dayNumber: number): number {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return month * 100 + day;
}
