/**
 * Wall-clock arithmetic in IANA zones, read from the runtime's tz database (Intl) and never from a hard-coded
 * offset: Brazil dropped DST in 2019, Europe and the US still switch twice a year, and a demo day in 2018 must
 * come out right too. Competitions set their kick-offs in their own zone ("15:00 in London") and the provider
 * reports them in Brazil's business day.
 */

export const MS_PER_DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall clock of `timeZone` at the instant `t` (ms since the epoch), to the minute. */
export function wallClockAt(timeZone: string, t: number): WallClock {
  const out: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const part of formatterFor(timeZone).formatToParts(t)) {
    if (part.type === "year" || part.type === "month" || part.type === "day" || part.type === "hour" || part.type === "minute") {
      out[part.type] = Number(part.value);
    }
  }
  return out;
}

const MS_PER_HOUR = 3_600_000;
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_LIMIT = 20_000;

/**
 * The zone's offset from UTC at the instant, in ms (negative behind UTC). Cached per zone and UTC hour:
 * every zone the demo uses has whole-hour offsets, so its transitions fall on UTC hour boundaries.
 */
export function offsetAt(timeZone: string, t: number): number {
  // Most UTC days have no transition: one entry then serves all their hours (NaN marks a day with one).
  const day = Math.floor(t / MS_PER_DAY);
  const dayKey = `${timeZone} d${day}`;
  let flat = offsetCache.get(dayKey);
  if (flat === undefined) {
    const first = hourOffset(timeZone, day * MS_PER_DAY);
    const last = hourOffset(timeZone, (day + 1) * MS_PER_DAY - MS_PER_HOUR);
    flat = first === last ? first : Number.NaN;
    offsetCache.set(dayKey, flat);
  }
  return Number.isNaN(flat) ? hourOffset(timeZone, t) : flat;
}

function hourOffset(timeZone: string, t: number): number {
  const hour = Math.floor(t / MS_PER_HOUR);
  const key = `${timeZone} ${hour}`;
  const known = offsetCache.get(key);
  if (known !== undefined) return known;
  const start = hour * MS_PER_HOUR;
  const w = wallClockAt(timeZone, start);
  const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - start;
  if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/** The zone's wall clock at the instant, from the cached offset (cheaper than `wallClockAt`). */
export function localClockAt(timeZone: string, t: number): WallClock {
  const d = new Date(t + offsetAt(timeZone, t));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

/**
 * The instant at which the zone's clocks show the given wall time. A wall time skipped by a spring-forward
 * resolves to the instant one offset-change later, which is what a fixture list would print anyway.
 */
export function zonedTimeToUtc(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(timeZone, wall);
  const second = wall - offsetAt(timeZone, first);
  return second;
}

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
