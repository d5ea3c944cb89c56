/**
 * The business calendar is Brazil's: "today", "Hoje", the day arrows and every date label are computed in
 * America/Sao_Paulo whatever the server's or browser's own zone. Nothing here reads the machine's zone or clock:
 * callers pass instants (`now` included). Calendar dates travel as "YYYY-MM-DD" strings. The same wall-clock
 * arithmetic is offered for any IANA zone (`wallClockIn`, `zoneOffsetAt`, `zonedTimeToInstant`): competitions
 * set kick-offs in their own zone ("15:00 in London").
 */

export const BUSINESS_TZ = "America/Sao_Paulo";

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;

// Building a DateTimeFormat costs far more than using one: one per zone, created on first use.
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      // h23, not hour12: false, which some engines render as "24" at midnight.
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      era: "short",
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of a zone at an instant, to the second. */
export interface ZonedWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function assertValidInstant(instant: Date | number): number {
  const t = typeof instant === "number" ? instant : instant.getTime();
  if (Number.isNaN(t)) throw new RangeError("Invalid Date");
  return t;
}

/** The zone's wall clock at an instant, read from Intl (the slow, exact path). */
function partsAt(timeZone: string, t: number): ZonedWallClock {
  const out: ZonedWallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const part of formatter(timeZone).formatToParts(t)) {
    switch (part.type) {
      case "year":
      case "month":
      case "day":
      case "hour":
      case "minute":
      case "second":
        out[part.type] = Number(part.value);
        break;
      case "era":
        bc = part.value === "BC" || part.value === "B";
        break;
      default:
        // Literals, the weekday and the like say nothing about the instant.
        break;
    }
  }
  if (bc) out.year = 1 - out.year;
  return out;
}

/**
 * The wall clock of any IANA zone (`timeZone`, e.g. "Europe/London") at an instant (a Date or ms since the epoch),
 * from the runtime's tz database. Throws RangeError on an invalid instant or an unknown zone.
 */
export function wallClockIn(timeZone: string, instant: Date | number): ZonedWallClock {
  const t = assertValidInstant(instant);
  const whole = t - (((t % 1000) + 1000) % 1000);
  const d = new Date(whole + zoneOffsetAt(timeZone, whole));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** The São Paulo wall clock at an instant. */
function wallClock(instant: Date): ZonedWallClock {
  return wallClockIn(BUSINESS_TZ, instant);
}

function pad(n: number, width = 2): string {
  const s = String(Math.abs(n)).padStart(width, "0");
  return n < 0 ? `-${s}` : s;
}

function isoFromParts(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Milliseconds since the epoch of a proleptic-Gregorian UTC date-time, valid for years 0–99 too. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

function exactOffset(timeZone: string, whole: number): number {
  const w = partsAt(timeZone, whole);
  return utcMs(w.year, w.month, w.day, w.hour, w.minute, w.second) - whole;
}

/** Offsets by zone and UTC hour; NaN marks an hour in which the offset changes. */
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_LIMIT = 50_000;

/**
 * A zone's offset from UTC at an instant, in ms (negative: behind UTC), read from the tz database, never assumed.
 * Sub-second parts of the instant are ignored. Remembered per UTC hour when the offset holds for the whole hour
 * (all but the hours of a change), because reading it from Intl costs far more than the arithmetic around it.
 */
export function zoneOffsetAt(timeZone: string, instant: Date | number): number {
  const t = assertValidInstant(instant);
  const whole = t - (((t % 1000) + 1000) % 1000);
  const hour = Math.floor(whole / MS_PER_HOUR);
  const key = `${timeZone} ${hour}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    const first = exactOffset(timeZone, hour * MS_PER_HOUR);
    const last = exactOffset(timeZone, (hour + 1) * MS_PER_HOUR - 1000);
    offset = first === last ? first : Number.NaN;
    if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return Number.isNaN(offset) ? exactOffset(timeZone, whole) : offset;
}

/** A run of whole UTC hours over which a zone keeps one offset: [first hour, last hour, offset in ms]. */
export type ZoneOffsetRun = readonly [firstHour: number, lastHour: number, offsetMs: number];

/**
 * A zone's offsets over the hours from `from` to `to`, as runs, read from the tz database (hours in which the offset
 * changes are left out). The server reads them and ships them with the page, so that the browser's first render
 * does not have to load its own tz database (about 20 ms on a phone, in the middle of hydration).
 */
export function zoneOffsetRuns(timeZone: string, from: Date | number, to: Date | number): ZoneOffsetRun[] {
  const first = Math.floor(assertValidInstant(from) / MS_PER_HOUR);
  const last = Math.floor(assertValidInstant(to) / MS_PER_HOUR);
  const runs: Array<[number, number, number]> = [];
  for (let hour = first; hour <= last; hour++) {
    zoneOffsetAt(timeZone, hour * MS_PER_HOUR);
    const offset = offsetCache.get(`${timeZone} ${hour}`);
    if (offset === undefined || Number.isNaN(offset)) continue;
    const run = runs.at(-1);
    if (run && run[1] === hour - 1 && run[2] === offset) run[1] = hour;
    else runs.push([hour, hour, offset]);
  }
  return runs;
}

/** Remembers offsets read elsewhere (see `zoneOffsetRuns`); later lookups in those hours skip Intl. */
export function primeZoneOffsets(timeZone: string, runs: readonly ZoneOffsetRun[]): void {
  for (const [firstHour, lastHour, offset] of runs) {
    if (
      !Number.isInteger(firstHour) ||
      !Number.isInteger(lastHour) ||
      !Number.isFinite(offset) ||
      lastHour - firstHour > 24 * 400
    )
      continue;
    for (let hour = firstHour; hour <= lastHour; hour++) offsetCache.set(`${timeZone} ${hour}`, offset);
  }
}

/**
 * The instant at which a zone's clocks show the given wall time ("15:00 in London" → an instant). A wall time that
 * clocks going forward skip resolves to the instant one offset-change later, as a fixture list would print it.
 */
export function zonedTimeToInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date {
  const wall = utcMs(year, month, day, hour, minute, second);
  if (Number.isNaN(wall)) throw new RangeError("Invalid wall time");
  const first = wall - zoneOffsetAt(timeZone, wall);
  return new Date(wall - zoneOffsetAt(timeZone, first));
}

function offsetAt(t: number): number {
  return zoneOffsetAt(BUSINESS_TZ, t);
}

/** "YYYY-MM-DD" of the instant on the Brazilian calendar. Throws RangeError on an invalid Date. */
export function businessDate(instant: Date): string {
  const w = wallClock(instant);
  return isoFromParts(w.year, w.month, w.day);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseIsoDate(s: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(s);
  if (m === null) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function requireIsoDate(s: string): { year: number; month: number; day: number } {
  const parsed = parseIsoDate(s);
  if (parsed === null) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(s)}`);
  return parsed;
}

/** True for "YYYY-MM-DD" naming a day that exists (no 2026-02-29, no 2026-04-31). */
export function isIsoDate(s: string): boolean {
  return parseIsoDate(s) !== null;
}

/** Calendar arithmetic on "YYYY-MM-DD" (the day arrows). `n` may be negative; it must be an integer. */
/** Whole days from one YYYY-MM-DD day to another (negative when `b` comes first). */
export function daysBetween(a: string, b: string): number {
  const x = requireIsoDate(a);
  const y = requireIsoDate(b);
  return Math.round((utcMs(y.year, y.month, y.day) - utcMs(x.year, x.month, x.day)) / MS_PER_DAY);
}

export function addDays(date: string, n: number): string {
  const { year, month, day } = requireIsoDate(date);
  if (!Number.isInteger(n)) throw new RangeError(`addDays needs a whole number of days, got ${n}`);
  const d = new Date(utcMs(year, month, day) + n * MS_PER_DAY);
  return isoFromParts(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/**
 * The first instant of a Brazilian calendar day. Brazil has had no DST since 2019, but the offset still comes
 * from the tz database: historical days (and any future rule change) stay right. Old DST began at 00:00, so on
 * those days midnight did not exist and the day began at 01:00 local; this returns that instant.
 */
export function startOfBusinessDay(date: string): Date {
  const { year, month, day } = requireIsoDate(date);
  const wallMidnight = utcMs(year, month, day);
  const first = wallMidnight - offsetAt(wallMidnight);
  const second = wallMidnight - offsetAt(first);
  // On a fall-back day the first guess lands on the repeated previous evening; on a spring-forward day the
  // second one does. The day's first instant is the earliest guess that is already on `date`.
  const onDate = [first, second].filter((t) => businessDate(new Date(t)) === date);
  return new Date(onDate.length > 0 ? Math.min(...onDate) : first);
}

/** The last millisecond of a Brazilian calendar day (inclusive bound: `t <= endOfBusinessDay(d)`). */
export function endOfBusinessDay(date: string): Date {
  requireIsoDate(date);
  return new Date(startOfBusinessDay(addDays(date, 1)).getTime() - 1);
}

/** "HH:MM" in São Paulo, 24-hour. */
export function formatTime(instant: Date): string {
  const w = wallClock(instant);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** "DD/MM/YYYY" in São Paulo. */
export function formatDate(instant: Date): string {
  const w = wallClock(instant);
  return `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)}`;
}

/** "DD/MM/YYYY às HH:MM" in São Paulo: an instant as the pages write it in a sentence. */
export function formatDateTime(instant: Date): string {
  return `${formatDate(instant)} às ${formatTime(instant)}`;
}

/** "DD/MM" of a "YYYY-MM-DD" calendar date (no zone involved: the date is already Brazilian). */
export function formatDayMonth(date: string): string {
  const { month, day } = requireIsoDate(date);
  return `${pad(day)}/${pad(month)}`;
}

/**
 * The day games panel's label: 'Hoje - HH:MM' when `date` is today in São Paulo, else 'DD/MM - HH:MM'.
 * DD/MM is the selected day; HH:MM is always the current São Paulo time of `now` (the original shows a clock).
 */
export function dayLabel(date: string, now: Date): string {
  const head = date === businessDate(now) ? "Hoje" : formatDayMonth(date);
  return `${head} - ${formatTime(now)}`;
}

/**
 * The day panel's heading for the chosen day (docs/product.md#day-games-panel): 'Melhores Odds para Apostar Hoje'
 * for today, and the day said plainly otherwise (a finished day is not one to bet on).
 */
export function gamesHeading(date: string, now: Date): string {
  const today = businessDate(now);
  if (date === today) return "Melhores Odds para Apostar Hoje";
  if (date === addDays(today, 1)) return "Melhores Odds para Apostar Amanhã";
  if (date === addDays(today, -1)) return "Melhores Odds de Ontem";
  return date > today
    ? `Melhores Odds para Apostar em ${formatDayMonth(date)}`
    : `Melhores Odds de ${formatDayMonth(date)}`;
}

/** The small-screen form 'DD/MM : HH:MM', even for today. */
export function shortDayLabel(date: string, now: Date): string {
  return `${formatDayMonth(date)} : ${formatTime(now)}`;
}

/**
 * Real age in whole years on `today` (both "YYYY-MM-DD"): one less until the birthday is reached this year.
 * Someone born on 29 February turns a year older on 1 March in non-leap years. Negative for a future birthdate.
 */
export function ageOn(birthdate: string, today: string): number {
  const b = requireIsoDate(birthdate);
  const t = requireIsoDate(today);
  const reached = t.month > b.month || (t.month === b.month && t.day >= b.day);
  return t.year - b.year - (reached ? 0 : 1);
}

function plural(n: number, one: string, many: string): string {
  return `há ${n} ${n === 1 ? one : many}`;
}

/**
 * How long ago, in pt-BR, for article cards ("age plus author"): "agora" under a minute (and for instants
 * slightly in the future, from clock skew), then minutes, hours, days, months (30 days) and years (365 days).
 * Units count whole elapsed periods, not calendar boundaries.
 */
export function relativeAge(instant: Date, now: Date): string {
  const elapsed = assertValidInstant(now) - assertValidInstant(instant);
  if (elapsed < MS_PER_MINUTE) return "agora";
  if (elapsed < MS_PER_HOUR) return plural(Math.floor(elapsed / MS_PER_MINUTE), "minuto", "minutos");
  if (elapsed < MS_PER_DAY) return plural(Math.floor(elapsed / MS_PER_HOUR), "hora", "horas");
  const days = Math.floor(elapsed / MS_PER_DAY);
  if (days < 30) return plural(days, "dia", "dias");
  if (days < 365) return plural(Math.floor(days / 30), "mês", "meses");
  return plural(Math.floor(days / 365), "ano", "anos");
}

/**
 * Orders ISO-8601 instants written the same way (as the API sends them) by plain string order: `localeCompare`
 * would build an ICU collator for each call (milliseconds each on a phone, in sorts of hundreds of games).
 */
export function compareIsoInstants(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
