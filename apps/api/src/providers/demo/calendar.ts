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
