import { describe, expect, it } from "vitest";
import {
  gamesHeading,
  compareIsoInstants,
  BUSINESS_TZ,
  addDays,
  daysBetween,
  ageOn,
  businessDate,
  dayLabel,
  endOfBusinessDay,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatTime,
  isIsoDate,
  relativeAge,
  shortDayLabel,
  startOfBusinessDay,
  wallClockIn,
  zoneOffsetAt,
  zoneOffsetRuns,
  primeZoneOffsets,
  zonedTimeToInstant,
} from "./dates.ts";

const at = (iso: string): Date => new Date(iso);

// 2026-11-21T02:30Z is still 20/11 23:30 in São Paulo, and already 21/11 16:30 on the machine (see below).
const LATE_EVENING = at("2026-11-21T02:30:00Z");

describe("test environment", () => {
  it("runs on a machine zone far from São Paulo (vitest.config.ts sets TZ=Pacific/Kiritimati, UTC+14)", () => {
    // If this fails, the zone override did not apply and the tests below no longer prove zone independence.
    expect(LATE_EVENING.getTimezoneOffset()).toBe(-14 * 60);
    expect(LATE_EVENING.getDate()).toBe(21);
  });
});

describe("BUSINESS_TZ", () => {
  it("is São Paulo", () => {
    expect(BUSINESS_TZ).toBe("America/Sao_Paulo");
  });
});

describe("businessDate", () => {
  it.each([
    ["2026-11-21T02:30:00Z", "2026-11-20"], // UTC and machine dates are the 21st
    ["2026-11-21T02:59:59.999Z", "2026-11-20"], // last millisecond of the Brazilian day
    ["2026-11-21T03:00:00Z", "2026-11-21"], // Brazilian midnight
    ["2026-11-20T12:00:00Z", "2026-11-20"],
    ["2026-01-01T02:59:00Z", "2025-12-31"], // year boundary
    ["2024-03-01T02:00:00Z", "2024-02-29"], // leap day
    ["2026-11-20T10:00:00Z", "2026-11-20"], // machine (UTC+14) already on the 21st
    ["2018-12-01T02:30:00Z", "2018-12-01"], // old summer time (UTC-2): 00:30 local, not the 30th
  ])("%s → %s", (iso, date) => {
    expect(businessDate(at(iso))).toBe(date);
  });

  it("throws on an invalid Date", () => {
    expect(() => businessDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("isIsoDate", () => {
  it.each<[string, boolean]>([
    ["2026-11-20", true],
    ["2024-02-29", true],
    ["2000-02-29", true],
    ["2026-12-31", true],
    ["0001-01-01", true],
    ["2026-02-29", false],
    ["1900-02-29", false],
    ["2026-04-31", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-01-00", false],
    ["2026-01-32", false],
    ["2026-4-01", false],
    ["20260101", false],
    ["2026-01-01T00:00:00Z", false],
    [" 2026-01-01", false],
    ["2026-01-01 ", false],
    ["20/11/2026", false],
    ["", false],
  ])("%j → %s", (s, ok) => {
    expect(isIsoDate(s)).toBe(ok);
  });
});

describe("addDays", () => {
  it.each<[string, number, string]>([
    ["2026-11-20", 1, "2026-11-21"],
    ["2026-11-20", -1, "2026-11-19"],
    ["2026-11-20", 0, "2026-11-20"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2027-01-01", -1, "2026-12-31"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2026-02-28", 1, "2026-03-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-01-01", 365, "2027-01-01"],
    ["2018-11-03", 1, "2018-11-04"], // a day that began at 01:00 in old summer time is still one calendar day
    ["2019-02-16", 1, "2019-02-17"],
  ])("%s plus %d days → %s", (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(n);
    expect(daysBetween(expected, date)).toBe(0 - n);
  });

  it("rejects invalid dates and fractional days", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addDays("2026-11-20", 0.5)).toThrow(RangeError);
    expect(() => addDays("2026-11-20", Number.NaN)).toThrow(RangeError);
  });
});

describe("startOfBusinessDay / endOfBusinessDay", () => {
  it("bounds a Brazilian day in UTC (UTC-3 since 2019)", () => {
    expect(startOfBusinessDay("2026-11-20").toISOString()).toBe("2026-11-20T03:00:00.000Z");
    expect(endOfBusinessDay("2026-11-20").toISOString()).toBe("2026-11-21T02:59:59.999Z");
    expect(startOfBusinessDay("2026-01-01").toISOString()).toBe("2026-01-01T03:00:00.000Z");
    expect(endOfBusinessDay("2025-12-31").toISOString()).toBe("2026-01-01T02:59:59.999Z");
  });

  it("contains exactly the instants whose business date is that day", () => {
    const date = "2026-11-20";
    const start = startOfBusinessDay(date).getTime();
    const end = endOfBusinessDay(date).getTime();
    expect(businessDate(new Date(start))).toBe(date);
    expect(businessDate(new Date(start - 1))).toBe("2026-11-19");
    expect(businessDate(new Date(end))).toBe(date);
    expect(businessDate(new Date(end + 1))).toBe("2026-11-21");
    expect(businessDate(LATE_EVENING)).toBe(date);
    expect(LATE_EVENING.getTime()).toBeGreaterThanOrEqual(start);
    expect(LATE_EVENING.getTime()).toBeLessThanOrEqual(end);
  });

  it("reads the offset from the tz database: summer time (UTC-2) in 2018-12", () => {
    expect(startOfBusinessDay("2018-12-01").toISOString()).toBe("2018-12-01T02:00:00.000Z");
    expect(endOfBusinessDay("2018-12-01").toISOString()).toBe("2018-12-02T01:59:59.999Z");
  });

  it("handles the day summer time began at midnight (2018-11-04: 23 hours, from 01:00 local)", () => {
    const start = startOfBusinessDay("2018-11-04");
    expect(start.toISOString()).toBe("2018-11-04T03:00:00.000Z");
    expect(formatTime(start)).toBe("01:00");
    expect(endOfBusinessDay("2018-11-03").toISOString()).toBe("2018-11-04T02:59:59.999Z");
    expect(endOfBusinessDay("2018-11-04").getTime() + 1 - start.getTime()).toBe(23 * 3_600_000);
  });

  it("handles the day summer time ended (2019-02-16: 25 hours, 23:00 repeated)", () => {
    const start = startOfBusinessDay("2019-02-16");
    expect(start.toISOString()).toBe("2019-02-16T02:00:00.000Z");
    expect(endOfBusinessDay("2019-02-16").toISOString()).toBe("2019-02-17T02:59:59.999Z");
    expect(endOfBusinessDay("2019-02-16").getTime() + 1 - start.getTime()).toBe(25 * 3_600_000);
    expect(startOfBusinessDay("2019-02-17").toISOString()).toBe("2019-02-17T03:00:00.000Z");
  });

  it("makes consecutive days tile the timeline with no gap or overlap", () => {
    let date = "2018-10-01";
    for (let i = 0; i < 200; i += 1) {
      const next = addDays(date, 1);
      expect(endOfBusinessDay(date).getTime() + 1).toBe(startOfBusinessDay(next).getTime());
      expect(businessDate(startOfBusinessDay(date))).toBe(date);
      date = next;
    }
  });

  it("rejects invalid dates", () => {
    expect(() => startOfBusinessDay("2026-02-29")).toThrow(RangeError);
    expect(() => endOfBusinessDay("nope")).toThrow(RangeError);
  });
});

describe("formatTime / formatDate", () => {
  it.each([
    ["2026-11-21T02:30:00Z", "23:30", "20/11/2026"],
    ["2026-11-20T03:00:00Z", "00:00", "20/11/2026"], // midnight is 00:00, never 24:00
    ["2026-11-20T03:05:00Z", "00:05", "20/11/2026"],
    ["2026-11-20T15:45:59Z", "12:45", "20/11/2026"],
    ["2026-01-01T02:59:00Z", "23:59", "31/12/2025"],
    ["2026-07-04T21:07:00Z", "18:07", "04/07/2026"],
    ["2019-01-10T12:00:00Z", "10:00", "10/01/2019"], // summer time, UTC-2
  ])("%s → %s %s", (iso, time, date) => {
    expect(formatTime(at(iso))).toBe(time);
    expect(formatDate(at(iso))).toBe(date);
  });

  it("throws on an invalid Date", () => {
    expect(() => formatTime(new Date("garbage"))).toThrow(RangeError);
  });
});

describe("formatDayMonth", () => {
  it.each([
    ["2026-11-20", "20/11"],
    ["2026-01-05", "05/01"],
    ["2024-02-29", "29/02"],
  ])("%s → %s", (date, label) => {
    expect(formatDayMonth(date)).toBe(label);
  });

  it("rejects non-dates", () => {
    expect(() => formatDayMonth("2026-11-31")).toThrow(RangeError);
  });
});

describe("dayLabel / shortDayLabel", () => {
  it("says 'Hoje' for today's Brazilian date even when the UTC and machine dates are tomorrow", () => {
    expect(dayLabel("2026-11-20", LATE_EVENING)).toBe("Hoje - 23:30");
  });

  it.each([
    ["2026-11-21", "21/11 - 23:30"], // the UTC / machine date is not "today"
    ["2026-11-19", "19/11 - 23:30"],
    ["2025-11-20", "20/11 - 23:30"], // same day and month, another year
  ])("%s → %s (other days show the selected day and the current time)", (date, label) => {
    expect(dayLabel(date, LATE_EVENING)).toBe(label);
  });

  it("uses São Paulo's current time just after midnight", () => {
    const now = at("2026-11-21T03:01:00Z");
    expect(dayLabel("2026-11-21", now)).toBe("Hoje - 00:01");
    expect(dayLabel("2026-11-20", now)).toBe("20/11 - 00:01");
  });

  it("short form is always 'DD/MM : HH:MM'", () => {
    expect(shortDayLabel("2026-11-20", LATE_EVENING)).toBe("20/11 : 23:30");
    expect(shortDayLabel("2026-11-22", LATE_EVENING)).toBe("22/11 : 23:30");
  });
});

describe("ageOn", () => {
  it.each<[string, string, number]>([
    ["2008-11-20", "2026-11-20", 18], // 18th birthday today
    ["2008-11-21", "2026-11-20", 17], // tomorrow: the year difference (18) would be wrong
    ["2008-12-01", "2026-11-20", 17],
    ["2008-01-31", "2026-11-20", 18],
    ["2008-11-19", "2026-11-20", 18],
    ["1990-05-10", "2026-05-09", 35],
    ["1990-05-10", "2026-05-10", 36],
    ["2008-02-29", "2026-02-28", 17], // leap-day birthday in a non-leap year…
    ["2008-02-29", "2026-03-01", 18], // …turns over on 1 March
    ["2008-02-29", "2028-02-28", 19],
    ["2008-02-29", "2028-02-29", 20],
    ["2026-11-20", "2026-11-20", 0],
    ["2026-11-21", "2026-11-20", -1],
  ])("born %s, on %s → %d", (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it("rejects non-dates", () => {
    expect(() => ageOn("2008-02-30", "2026-11-20")).toThrow(RangeError);
    expect(() => ageOn("2008-01-01", "")).toThrow(RangeError);
  });
});

describe("relativeAge", () => {
  const now = at("2026-11-21T02:30:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;

  it.each<[number, string]>([
    [0, "agora"],
    [59 * S, "agora"],
    [-5 * M, "agora"], // clock skew: slightly in the future
    [60 * S, "há 1 minuto"],
    [5 * M, "há 5 minutos"],
    [59 * M + 59 * S, "há 59 minutos"],
    [H, "há 1 hora"],
    [2 * H + 59 * M, "há 2 horas"],
    [23 * H, "há 23 horas"],
    [D, "há 1 dia"],
    [3 * D, "há 3 dias"],
    [29 * D, "há 29 dias"],
    [30 * D, "há 1 mês"],
    [75 * D, "há 2 meses"],
    [364 * D, "há 12 meses"],
    [365 * D, "há 1 ano"],
    [800 * D, "há 2 anos"],
  ])("%d ms ago → %s", (ms, text) => {
    expect(relativeAge(ago(ms), now)).toBe(text);
  });

  it("throws on invalid Dates", () => {
    expect(() => relativeAge(new Date(Number.NaN), now)).toThrow(RangeError);
  });
});

describe("wallClockIn / zoneOffsetAt / zonedTimeToInstant (any zone)", () => {
  it("reads any zone's wall clock and offset from the tz database, not the machine's zone", () => {
    const t = at("2026-07-04T13:05:09.750Z");
    expect(wallClockIn("Europe/London", t)).toEqual({ year: 2026, month: 7, day: 4, hour: 14, minute: 5, second: 9 });
    expect(wallClockIn("Asia/Kolkata", t.getTime())).toEqual({
      year: 2026,
      month: 7,
      day: 4,
      hour: 18,
      minute: 35,
      second: 9,
    });
    expect(wallClockIn(BUSINESS_TZ, t)).toMatchObject({ day: 4, hour: 10, minute: 5 });
    expect(zoneOffsetAt("Europe/London", t)).toBe(3_600_000);
    expect(zoneOffsetAt("Europe/London", at("2026-01-10T12:00:00Z"))).toBe(0);
    expect(zoneOffsetAt("Asia/Kolkata", t)).toBe(5.5 * 3_600_000);
    expect(zoneOffsetAt(BUSINESS_TZ, t)).toBe(-3 * 3_600_000);
    expect(zoneOffsetAt(BUSINESS_TZ, at("2018-12-01T12:00:00Z"))).toBe(-2 * 3_600_000);
  });

  it("turns a wall time in a zone into the instant, across summer-time changes", () => {
    expect(zonedTimeToInstant("Europe/London", 2026, 1, 10, 15, 0).toISOString()).toBe("2026-01-10T15:00:00.000Z");
    expect(zonedTimeToInstant("Europe/London", 2026, 8, 22, 15, 0).toISOString()).toBe("2026-08-22T14:00:00.000Z");
    expect(zonedTimeToInstant("America/New_York", 2026, 11, 21, 19, 30).toISOString()).toBe("2026-11-22T00:30:00.000Z");
    expect(zonedTimeToInstant(BUSINESS_TZ, 2026, 11, 21).getTime()).toBe(startOfBusinessDay("2026-11-21").getTime());
    // 01:30 does not exist in London on 2026-03-29 (01:00 → 02:00): it resolves to 02:30 BST.
    const skipped = zonedTimeToInstant("Europe/London", 2026, 3, 29, 1, 30);
    expect(skipped.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(wallClockIn("Europe/London", skipped)).toMatchObject({ hour: 2, minute: 30 });
    for (const [zone, hour] of [
      ["Europe/Paris", 21],
      ["Asia/Tokyo", 19],
      ["America/Mexico_City", 17],
    ] as const) {
      const instant = zonedTimeToInstant(zone, 2026, 10, 25, hour, 45);
      expect(wallClockIn(zone, instant)).toEqual({ year: 2026, month: 10, day: 25, hour, minute: 45, second: 0 });
    }
  });

  it("throws RangeError on an unknown zone or an invalid instant", () => {
    expect(() => wallClockIn("Mars/Olympus_Mons", at("2026-01-01T00:00:00Z"))).toThrow(RangeError);
    expect(() => wallClockIn("Europe/London", Number.NaN)).toThrow(RangeError);
    expect(() => zoneOffsetAt("Europe/London", new Date("nope"))).toThrow(RangeError);
  });
});

describe("zoneOffsetRuns / primeZoneOffsets", () => {
  it("reads a zone's offsets as runs of hours and leaves out the hour of a change", () => {
    // London: GMT until 2025-03-30 01:00 UTC, then BST (UTC+1).
    const runs = zoneOffsetRuns("Europe/London", Date.UTC(2025, 2, 29, 0), Date.UTC(2025, 2, 31, 0));
    const hour = (ms: number) => Math.floor(ms / 3_600_000);
    expect(runs).toEqual([
      [hour(Date.UTC(2025, 2, 29, 0)), hour(Date.UTC(2025, 2, 30, 0)), 0],
      [hour(Date.UTC(2025, 2, 30, 1)), hour(Date.UTC(2025, 2, 31, 0)), 3_600_000],
    ]);
    expect(zoneOffsetRuns("America/Sao_Paulo", Date.UTC(2026, 10, 20), Date.UTC(2026, 10, 30))).toHaveLength(1);
  });

  it("primed offsets answer later lookups without the tz database", () => {
    // A zone the runtime does not know: only the primed hours can answer, so a right answer proves the cache is used.
    const zone = "Placar/Primed";
    expect(() => wallClockIn(zone, Date.UTC(2026, 10, 22, 12))).toThrow(RangeError);
    const h = Math.floor(Date.UTC(2026, 10, 22, 0) / 3_600_000);
    primeZoneOffsets(zone, [[h, h + 23, -3 * 3_600_000]]);
    expect(wallClockIn(zone, Date.UTC(2026, 10, 22, 12, 30))).toMatchObject({ day: 22, hour: 9, minute: 30 });
    // Malformed runs are ignored rather than trusted.
    primeZoneOffsets(zone, [
      [h + 24, h + 24 + 24 * 500, 0],
      [Number.NaN, h, 0],
    ]);
    expect(() => wallClockIn(zone, Date.UTC(2026, 10, 23, 12))).toThrow(RangeError);
  });
});

describe("compareIsoInstants", () => {
  it("orders instants as time does, as the collator did for these strings", () => {
    const xs = [
      "2026-11-21T18:00:00+00:00",
      "2026-11-21T09:30:00+00:00",
      "2026-11-20T23:59:59+00:00",
      "2026-11-21T18:00:00+00:00",
    ];
    expect([...xs].sort(compareIsoInstants)).toEqual([...xs].sort((a, b) => Date.parse(a) - Date.parse(b)));
    expect([...xs].sort(compareIsoInstants)).toEqual([...xs].sort((a, b) => a.localeCompare(b)));
    expect(compareIsoInstants("2026-11-21T18:00:00Z", "2026-11-21T18:00:00Z")).toBe(0);
  });
});

describe("gamesHeading", () => {
  const now = new Date("2026-11-21T18:00:00.000Z"); // Saturday 15:00 in São Paulo
  it("says the day: today as the day games panel words it, then tomorrow, yesterday and other days by date", () => {
    expect(gamesHeading("2026-11-21", now)).toBe("Melhores Odds para Apostar Hoje");
    expect(gamesHeading("2026-11-22", now)).toBe("Melhores Odds para Apostar Amanhã");
    expect(gamesHeading("2026-11-20", now)).toBe("Melhores Odds de Ontem");
    expect(gamesHeading("2026-11-28", now)).toBe("Melhores Odds para Apostar em 28/11");
    expect(gamesHeading("2026-11-02", now)).toBe("Melhores Odds de 02/11");
  });
  it("follows the Brazilian day, not UTC's", () => {
    // 23:30 in São Paulo is already the next day in UTC.
    expect(gamesHeading("2026-11-21", new Date("2026-11-22T02:30:00.000Z"))).toBe("Melhores Odds para Apostar Hoje");
  });
});

describe("formatDateTime", () => {
  it("writes a São Paulo instant as the pages do in a sentence", () => {
    expect(formatDateTime(new Date("2026-11-21T18:00:00.000Z"))).toBe("21/11/2026 às 15:00");
  });
});
