import { describe, expect, it } from "vitest";
import type { ProviderFixture } from "../src/providers/types.ts";
import { DEMO_CLUBS, DEMO_COMPETITIONS, WEEKDAYS, WOMEN_CLUB_IDS } from "../src/providers/demo/catalog.ts";
import { DemoProvider } from "../src/providers/demo/demo-provider.ts";
import { DEMO_HOUSES } from "../src/providers/demo/houses.ts";
import { loadConfig } from "../src/config.ts";
import { SAMPLE_NAMES, sample } from "./fixtures/api-football/replay-server.ts";

const SEED = 20_251_121;
const MINUTE = 60_000;

// São Paulo wall clock read straight from Intl, independently of the provider's own time-zone code.
const saoPaulo = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

function brazilClock(instant: number): { date: string; minutes: number } {
  const parts = Object.fromEntries(saoPaulo.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The instant a São Paulo wall time occurs (searching the offsets São Paulo has used: −2h and −3h). */
function brazilInstant(date: string, hhmm: string): Date {
  const [h, m] = hhmm.split(":").map(Number);
  const minutes = (h ?? 0) * 60 + (m ?? 0);
  for (const offsetHours of [3, 2]) {
    const t = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE + offsetHours * 60 * MINUTE;
    const clock = brazilClock(t);
    if (clock.date === date && clock.minutes === minutes) return new Date(t);
  }
  throw new Error(`no instant for ${date} ${hhmm}`);
}

function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

function days(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

const LIVE = new Set(["1H", "HT", "2H", "BT", "ET", "P"]);
const FINAL = new Set(["FT", "AET", "FT_PEN"]);
/** Order in which a match's status may move during a day. */
const RANK: Record<string, number> = {
  NS: 0,
  "1H": 1,
  HT: 2,
  "2H": 3,
  BT: 4,
  ET: 5,
  P: 6,
  FT: 7,
  AET: 7,
  FT_PEN: 7,
  SUSP: 7,
};

const SATURDAY = "2026-11-21";
const WEDNESDAY = "2026-11-18";
/** The demo's default seed (DEMO_SEED) and its pinned Saturday afternoon (PINNED_NOW of the API tests). */
const DEMO_SEED = loadConfig({ NODE_ENV: "test" }).demoSeed;
const DEMO_NOW = "2026-11-21T18:00:00.000Z";
/** The house whose feed falls behind, and the league no house prices. */
const MC_GAMES = "MC Games";
const NATIONAL_LEAGUE_NORTH = 50;

/** When MC Games's feed last stalled, if it is behind at `t`: 45 minutes every 3 hours from 02:20 UTC. */
function mcGamesBehindSince(t: number): number | null {
  const dayStart = Math.floor(t / 86_400_000) * 86_400_000;
  for (const start of [-1, 0, 1, 2, 3, 4, 5, 6, 7].map((k) => dayStart + (140 + 180 * k) * MINUTE)) {
    if (t >= start && t < start + 45 * MINUTE) return start;
  }
  return null;
}

/** A game in play late or with a two-goal lead: some houses may have closed its market (`closesAbove`). */
function mayHaveClosed(f: ProviderFixture): boolean {
  return LIVE.has(f.status) && ((f.elapsed ?? 0) >= 70 || Math.abs((f.goals.home ?? 0) - (f.goals.away ?? 0)) >= 2);
}

/** Whether `names` are some of the JSON list `all`, in its order. */
function isOrderedSubset(names: readonly string[], all: string): boolean {
  const list = JSON.parse(all) as string[];
  let at = 0;
  for (const n of names) {
    at = list.indexOf(n, at);
    if (at < 0) return false;
    at += 1;
  }
  return true;
}

describe("DemoProvider", () => {
  it("is named demo and rejects a date that is not a calendar day", async () => {
    const provider = new DemoProvider({ seed: SEED });
    expect(provider.name).toBe("demo");
    await expect(provider.fixturesByDate("2026-02-30", new Date())).rejects.toThrow(RangeError);
    await expect(provider.fixturesByDate("21/11/2026", new Date())).rejects.toThrow(RangeError);
  });

  it("is deterministic in (seed, date, now) and the seed changes the schedule", async () => {
    const now = brazilInstant(SATURDAY, "16:40");
    const a = await new DemoProvider({ seed: SEED }).fixturesByDate(SATURDAY, now);
    const b = await new DemoProvider({ seed: SEED }).fixturesByDate(SATURDAY, now);
    expect(b).toEqual(a);
    const warm = new DemoProvider({ seed: SEED });
    await warm.fixturesByDate(SATURDAY, brazilInstant(SATURDAY, "09:00"));
    expect(await warm.fixturesByDate(SATURDAY, now)).toEqual(a);

    const other = await new DemoProvider({ seed: SEED + 1 }).fixturesByDate(SATURDAY, now);
    const shape = (list: ProviderFixture[]) => list.map((f) => `${f.kickoff} ${f.home.id}-${f.away.id}`);
    expect(shape(other)).not.toEqual(shape(a));
  });

  it("schedules a realistic number of matches, no club twice on a day or on consecutive days", async () => {
    const provider = new DemoProvider({ seed: SEED });
    const counts: number[] = [];
    let yesterday = new Set<number>();
    for (const date of days("2026-11-02", 28)) {
      const fixtures = await provider.fixturesByDate(date, brazilInstant(date, "12:00"));
      counts.push(fixtures.length);
      const clubs = fixtures.flatMap((f) => [f.home.id, f.away.id]);
      expect(new Set(clubs).size, `a club plays twice on ${date}`).toBe(clubs.length);
      expect(
        clubs.filter((id) => yesterday.has(id)),
        `clubs playing the day before ${date}`,
      ).toEqual([]);
      yesterday = new Set(clubs);
      expect(new Set(fixtures.map((f) => f.id)).size).toBe(fixtures.length);
      for (const f of fixtures) expect(f.home.id).not.toBe(f.away.id);
    }
    const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
    // November 2026, each league playing just its double round-robin: 170–215 matches on Saturdays, 160–190 on
    // Sundays, 35–120 on weekdays (106 a day on average).
    expect(mean).toBeGreaterThanOrEqual(85);
    expect(mean).toBeLessThanOrEqual(140);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(30);
    const weekend = counts.filter((_, i) => i % 7 >= 5); // 2026-11-02 is a Monday
    expect(Math.min(...weekend)).toBeGreaterThanOrEqual(140);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(190);
  });

  it("keeps every kick-off inside the Brazilian day of `date`, on quarter hours from 08:00 to 23:00", async () => {
    const provider = new DemoProvider({ seed: SEED });
    // 01:30 UTC on the 21st is still the evening of the 20th in Brazil; 2018-11-10 is from Brazil's DST era.
    const cases: Array<[string, Date]> = [
      ["2026-11-20", new Date("2026-11-21T01:30:00Z")],
      ["2026-07-04", new Date("2026-07-04T02:00:00Z")],
      ["2026-03-29", new Date("2026-03-29T12:00:00Z")],
      ["2018-11-10", new Date("2018-11-10T15:00:00Z")],
    ];
    for (const [date, now] of cases) {
      const fixtures = await provider.fixturesByDate(date, now);
      expect(fixtures.length).toBeGreaterThan(0);
      for (const f of fixtures) {
        const clock = brazilClock(Date.parse(f.kickoff));
        expect(clock.date, `${f.kickoff} for ${date}`).toBe(date);
        expect(clock.minutes).toBeGreaterThanOrEqual(8 * 60);
        expect(clock.minutes).toBeLessThanOrEqual(23 * 60);
        expect(clock.minutes % 15).toBe(0);
        expect(f.kickoff).toBe(new Date(Date.parse(f.kickoff)).toISOString());
      }
      const sorted = [...fixtures].sort((x, y) => Date.parse(x.kickoff) - Date.parse(y.kickoff));
      expect(fixtures).toEqual(sorted);
    }
  });

  it("prices every match with the seven houses (MC Games now and then behind), each overround between 3% and 9%", async () => {
    expect(DEMO_HOUSES.map((h) => h.name)).toEqual([
      "Bateu Bet",
      "HanzBet",
      "MC Games",
      "BetPontoBet",
      "MGM Bet",
      "Geral Bet",
      "Lotogreen",
    ]);
    const margins = DEMO_HOUSES.map((h) => h.margin);
    expect(new Set(margins).size).toBe(7);
    for (const m of margins) {
      expect(m).toBeGreaterThanOrEqual(0.03);
      expect(m).toBeLessThanOrEqual(0.09);
    }

    const provider = new DemoProvider({ seed: SEED });
    const problems: string[] = [];
    let priced = 0;
    const houses = JSON.stringify(DEMO_HOUSES.map((h) => h.name));
    const withoutMcGames = JSON.stringify(DEMO_HOUSES.map((h) => h.name).filter((h) => h !== MC_GAMES));
    let behind = 0;
    for (const date of [SATURDAY, WEDNESDAY]) {
      for (const hhmm of ["07:00", "14:35", "15:30", "16:20", "17:10", "18:05", "19:55", "21:10", "22:40", "23:59"]) {
        const now = brazilInstant(date, hhmm).getTime();
        const since = mcGamesBehindSince(now);
        for (const f of await provider.fixturesByDate(date, new Date(now))) {
          const listed = JSON.stringify(f.odds.map((o) => o.house));
          if (f.league.id === NATIONAL_LEAGUE_NORTH) {
            if (f.odds.length > 0) problems.push(`prices for ${f.id} of National League North`);
            continue;
          }
          // While its feed is behind, MC Games withdraws its in-play prices; in play, a house may also have closed
          // its market once the game is all but decided (a lead, late on).
          const expected = since !== null && LIVE.has(f.status) ? withoutMcGames : houses;
          const closedSome =
            mayHaveClosed(f) &&
            isOrderedSubset(
              f.odds.map((o) => o.house),
              expected,
            );
          if (listed !== expected && !closedSome) problems.push(`houses of ${f.id} ${f.status} at ${hhmm}: ${listed}`);
          for (const o of f.odds) {
            // Not started (called off included): the prices it had when it stalled.
            const stale = since !== null && o.house === MC_GAMES && ["NS", "POSTP", "CANCL"].includes(f.status);
            if (stale) behind += 1;
            const checkedAt = stale ? new Date(since).toISOString() : undefined;
            if (o.checkedAt !== checkedAt) problems.push(`checkedAt of ${o.house} for ${f.id} at ${hhmm}`);
          }
          for (const o of f.odds) {
            const prices = [o.home, o.draw, o.away];
            const what = `${o.house} ${prices.join("/")} (${f.status} ${f.elapsed} ${f.goals.home}-${f.goals.away})`;
            for (const p of prices) {
              if (!(p >= 1.01) || Math.round(p * 100) / 100 !== p) problems.push(`price ${what}`);
            }
            // Rounding a price to 0.01 moves its implied probability by at most 0.005 / p².
            const tolerance = prices.reduce((sum, p) => sum + 0.005 / (p - 0.005) ** 2, 0);
            const overround = prices.reduce((sum, p) => sum + 1 / p, 0) - 1;
            if (overround < 0.03 - tolerance || overround > 0.09 + tolerance)
              problems.push(`overround ${overround.toFixed(4)} ${what}`);
            priced += 1;
          }
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(priced).toBeGreaterThan(1000);
    expect(behind).toBeGreaterThan(20);
  });

  it("moves matches forward monotonically through the day: statuses, goals, elapsed", async () => {
    const provider = new DemoProvider({ seed: SEED });
    const problems: string[] = [];
    const check = (ok: boolean, what: () => string) => {
      if (!ok && problems.length < 20) problems.push(what());
    };
    let samples = 0;
    for (const date of [SATURDAY, WEDNESDAY]) {
      const start = brazilInstant(date, "07:30").getTime();
      const last = new Map<number, ProviderFixture>();
      // Every 5 minutes from before the first kick-off until 03:00 the next day.
      for (let t = start; t <= start + 19.5 * 60 * MINUTE; t += 5 * MINUTE) {
        for (const f of await provider.fixturesByDate(date, new Date(t))) {
          samples += 1;
          const at = () =>
            `${f.id} at ${new Date(t).toISOString()}: ${f.status} ${f.elapsed} ${f.goals.home}-${f.goals.away}`;
          const kickoff = Date.parse(f.kickoff);
          const called = f.status === "POSTP" || f.status === "CANCL";
          check(JSON.stringify(f.venue) === JSON.stringify(DEMO_CLUBS.get(f.home.id)?.venue), () => `venue ${at()}`);
          check(t >= kickoff || called || f.status === "NS", () => `started early ${at()}`);
          check(t < kickoff || f.status !== "NS", () => `not started after kick-off ${at()}`);
          const noScore = f.status === "NS" || called;
          check(noScore === (f.goals.home === null) && noScore === (f.goals.away === null), () => `goals ${at()}`);
          const live = LIVE.has(f.status);
          check(live === (f.elapsed !== null), () => `elapsed ${at()}`);
          check(!live || ((f.elapsed ?? 0) >= 1 && (f.elapsed ?? 0) <= 120), () => `elapsed range ${at()}`);
          const before = last.get(f.id);
          if (before !== undefined) {
            const was = () => `${before.status} ${before.elapsed} ${before.goals.home}-${before.goals.away} -> ${at()}`;
            if (before.status === "POSTP" || before.status === "CANCL") {
              check(f.status === before.status, was);
            } else {
              check((RANK[f.status] ?? -1) >= (RANK[before.status] ?? 99), () => `status went back ${was()}`);
              check((f.goals.home ?? 0) >= (before.goals.home ?? 0), () => `home goal vanished ${was()}`);
              check((f.goals.away ?? 0) >= (before.goals.away ?? 0), () => `away goal vanished ${was()}`);
              check(
                !live || before.elapsed === null || (f.elapsed ?? 0) >= before.elapsed,
                () => `clock went back ${was()}`,
              );
            }
          }
          last.set(f.id, f);
        }
      }
      // By 03:00 the next day every match that was played is over.
      for (const f of last.values()) {
        check(
          ["FT", "AET", "FT_PEN", "POSTP", "CANCL", "SUSP"].includes(f.status),
          () => `unfinished ${f.id} ${f.status}`,
        );
      }
      // Every match was seen live at some point unless it was called off.
      expect([...last.values()].filter((f) => FINAL.has(f.status)).length).toBeGreaterThan(0);
    }
    expect(samples).toBeGreaterThan(10_000);
    expect(problems).toEqual([]);
  });

  it("has matches in play mid-afternoon and finished ones late at night", async () => {
    const provider = new DemoProvider({ seed: SEED });
    for (const date of [SATURDAY, WEDNESDAY]) {
      const afternoon = await provider.fixturesByDate(date, brazilInstant(date, "15:30"));
      const live = afternoon.filter((f) => LIVE.has(f.status));
      expect(live.length, date).toBeGreaterThan(0);
      expect(afternoon.some((f) => f.status === "NS")).toBe(true);

      const night = await provider.fixturesByDate(date, brazilInstant(date, "23:59"));
      const finished = night.filter((f) => FINAL.has(f.status));
      expect(finished.length).toBeGreaterThan(night.length / 2);
      for (const f of night) {
        if (Date.parse(f.kickoff) < brazilInstant(date, "21:30").getTime()) expect(f.status).not.toBe("NS");
      }
    }
  });

  it("goes to extra time and penalties in some level cup deciders, and postpones about 1 match in 80", async () => {
    const provider = new DemoProvider({ seed: SEED });
    const seen = new Set<string>();
    let total = 0;
    let postponed = 0;
    for (const date of days("2026-02-01", 120)) {
      const midnight = brazilInstant(addDays(date, 1), "00:00").getTime() + 3 * 60 * MINUTE;
      for (const f of provider.fixturesByDateSync(date, new Date(midnight))) {
        total += 1;
        if (f.status === "POSTP") postponed += 1;
        if (f.status === "AET" || f.status === "FT_PEN") {
          seen.add(f.status);
          expect(f.goals.home).not.toBeNull();
          if (f.status === "FT_PEN") expect(f.goals.home).toBe(f.goals.away);
          expect(DEMO_COMPETITIONS.find((c) => c.id === f.league.id)?.format).toBe("cup");
        }
      }
    }
    expect(seen).toEqual(new Set(["AET", "FT_PEN"]));
    expect(postponed / total).toBeGreaterThan(1 / 200);
    expect(postponed / total).toBeLessThan(1 / 40);

    // Watch one extra-time match through its tie-break.
    let watched = false;
    for (const date of days("2026-02-01", 120)) {
      const late = provider.fixturesByDateSync(date, new Date(brazilInstant(addDays(date, 1), "03:00")));
      const match = late.find((f) => {
        const competition = DEMO_COMPETITIONS.find((c) => c.id === f.league.id);
        return (
          competition?.format === "cup" &&
          competition.tieBreak === "extra-time" &&
          FINAL.has(f.status) &&
          f.status !== "FT"
        );
      });
      if (match === undefined) continue;
      const statuses: string[] = [];
      for (let t = Date.parse(match.kickoff); t < Date.parse(match.kickoff) + 200 * MINUTE; t += MINUTE) {
        const now = provider.fixturesByDateSync(date, new Date(t)).find((f) => f.id === match.id);
        if (now !== undefined && statuses.at(-1) !== now.status) statuses.push(now.status);
      }
      expect(statuses.slice(0, 5)).toEqual(["1H", "HT", "2H", "BT", "ET"]);
      expect(["AET", "FT_PEN"]).toContain(statuses.at(-1));
      watched = true;
      break;
    }
    expect(watched).toBe(true);
  });

  it("on the demo's Saturday, by 15:00 in Brasília, has cup ties finished after extra time and on penalties", () => {
    // The seed the demo runs with by default (and the e2e journeys), and the one the API tests' app uses.
    for (const seed of [DEMO_SEED, 7]) {
      const day = new DemoProvider({ seed }).fixturesByDateSync(SATURDAY, new Date(DEMO_NOW));
      const aet = day.filter((f) => f.status === "AET");
      const pen = day.filter((f) => f.status === "FT_PEN");
      expect(aet.length, `seed ${seed}`).toBeGreaterThan(0);
      expect(pen.length, `seed ${seed}`).toBeGreaterThan(0);
      for (const f of [...aet, ...pen]) {
        expect(DEMO_COMPETITIONS.find((c) => c.id === f.league.id)?.format).toBe("cup");
        expect(f.status === "AET", `${f.id} ${f.goals.home}-${f.goals.away}`).toBe(f.goals.home !== f.goals.away);
      }
    }
  });

  it("leaves National League North unpriced and shows MC Games 40 minutes behind at 15:00 on the Saturday", () => {
    const provider = new DemoProvider({ seed: DEMO_SEED });
    const at = (iso: string) => provider.fixturesByDateSync(SATURDAY, new Date(iso));
    const now = at(DEMO_NOW);
    const north = now.filter((f) => f.league.id === NATIONAL_LEAGUE_NORTH);
    expect(north.length).toBeGreaterThan(0);
    expect(north.flatMap((f) => f.odds)).toEqual([]);

    // Still to play: MC Games's prices are those it had when its feed stalled at 17:20 UTC, confirmed then.
    const before = new Map(at("2026-11-21T17:19:59Z").map((f) => [f.id, f]));
    const coming = now.filter((f) => f.status === "NS" && f.league.id !== NATIONAL_LEAGUE_NORTH);
    expect(coming.length).toBeGreaterThan(10);
    let moved = 0;
    for (const f of coming) {
      const mc = f.odds.find((o) => o.house === MC_GAMES);
      const then = before.get(f.id)?.odds.find((o) => o.house === MC_GAMES);
      expect(mc).toEqual({ ...then, checkedAt: "2026-11-21T17:20:00.000Z" });
      expect(f.odds.filter((o) => o.checkedAt !== undefined)).toHaveLength(1);
      const others = f.odds.filter((o) => o.house !== MC_GAMES);
      if (JSON.stringify(others) !== JSON.stringify(before.get(f.id)?.odds.filter((o) => o.house !== MC_GAMES)))
        moved += 1;
    }
    // Meanwhile the other houses moved on.
    expect(moved).toBeGreaterThan(0);
    // In play it has no price until it catches up, at 18:05 UTC.
    const live = now.filter((f) => LIVE.has(f.status) && f.league.id !== NATIONAL_LEAGUE_NORTH);
    expect(live.length).toBeGreaterThan(0);
    expect(live.filter((f) => f.odds.some((o) => o.house === MC_GAMES))).toEqual([]);
    const caughtUp = at("2026-11-21T18:05:00Z").filter((f) => f.league.id !== NATIONAL_LEAGUE_NORTH);
    expect(caughtUp.filter((f) => f.odds.length !== DEMO_HOUSES.length && !mayHaveClosed(f))).toEqual([]);
    expect(caughtUp.flatMap((f) => f.odds).filter((o) => o.checkedAt !== undefined)).toEqual([]);
  });

  it("drifts prices slowly before kick-off and follows the score in play", async () => {
    const provider = new DemoProvider({ seed: SEED });
    // Before the first kick-off (08:00), so only the clock moves the prices.
    const morning = provider.fixturesByDateSync(SATURDAY, brazilInstant(SATURDAY, "07:00"));
    const later = provider.fixturesByDateSync(SATURDAY, brazilInstant(SATURDAY, "07:14"));
    const nextBucket = provider.fixturesByDateSync(SATURDAY, brazilInstant(SATURDAY, "07:15"));
    expect(later).toEqual(morning); // same 15-minute bucket
    const evening = provider.fixturesByDateSync(SATURDAY, brazilInstant(SATURDAY, "20:00"));
    let moved = 0;
    for (const [i, f] of morning.entries()) {
      const g = evening[i];
      const h = nextBucket[i];
      if (g === undefined || h === undefined || g.status !== "NS") continue;
      f.odds.forEach((o, k) => {
        const p = g.odds[k];
        const q = h.odds[k];
        if (p === undefined || q === undefined) return;
        if (p.home !== o.home) moved += 1;
        for (const side of ["home", "draw", "away"] as const) {
          // Slow: a quarter of an hour moves a price by a few percent at most, twelve hours by a fraction.
          expect(Math.abs(q[side] / o[side] - 1)).toBeLessThan(0.05);
          expect(Math.abs(p[side] / o[side] - 1)).toBeLessThan(0.3);
        }
      });
    }
    expect(moved).toBeGreaterThan(0);

    // A side two goals up in the last ten minutes is a very short price everywhere.
    let checked = 0;
    for (const date of days("2026-11-14", 14)) {
      for (const hhmm of ["11:25", "14:20", "16:50", "18:40", "21:05", "22:35"]) {
        for (const f of provider.fixturesByDateSync(date, brazilInstant(date, hhmm))) {
          if (f.status !== "2H" || f.elapsed === null || f.elapsed < 80) continue;
          const lead = (f.goals.home ?? 0) - (f.goals.away ?? 0);
          if (Math.abs(lead) < 2) continue;
          for (const o of f.odds) {
            expect(lead > 0 ? o.home : o.away).toBeLessThanOrEqual(1.1);
            expect(lead > 0 ? o.away : o.home).toBeGreaterThanOrEqual(15);
          }
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("late in a decided game, the houses cap their prices differently and some close the market", () => {
    expect(new Set(DEMO_HOUSES.map((h) => h.maxPrice)).size).toBe(DEMO_HOUSES.length);
    const provider = new DemoProvider({ seed: SEED });
    let decided = 0;
    let closed = 0;
    const sameEverywhere: string[] = [];
    for (const date of days("2026-11-02", 14)) {
      for (const hhmm of ["15:00", "17:00", "19:00", "21:00", "22:30"]) {
        for (const f of provider.fixturesByDateSync(date, brazilInstant(date, hhmm))) {
          if (f.status !== "2H" || (f.elapsed ?? 0) < 75 || Math.abs((f.goals.home ?? 0) - (f.goals.away ?? 0)) < 2)
            continue;
          decided += 1;
          if (f.odds.length < DEMO_HOUSES.length - 1) closed += 1;
          const triples = new Set(f.odds.map((o) => `${o.home}/${o.draw}/${o.away}`));
          if (f.odds.length > 1 && triples.size === 1)
            sameEverywhere.push(`${f.id} at ${date} ${hhmm}: ${[...triples]}`);
          for (const o of f.odds) {
            const house = DEMO_HOUSES.find((h) => h.name === o.house)!;
            expect(Math.max(o.home, o.draw, o.away)).toBeLessThanOrEqual(house.maxPrice);
          }
        }
      }
    }
    expect(decided).toBeGreaterThan(10);
    expect(closed).toBeGreaterThan(0);
    expect(sameEverywhere).toEqual([]);
  });
});

describe("demo catalog", () => {
  it("names the competitions the site expects, with unique ids and names", () => {
    const byId = new Map(DEMO_COMPETITIONS.map((c) => [c.id, c]));
    expect(byId.size).toBe(DEMO_COMPETITIONS.length);
    expect(new Set(DEMO_COMPETITIONS.map((c) => c.name)).size).toBe(DEMO_COMPETITIONS.length);
    const expected: Record<number, string> = {
      71: "Brasileirão Série A",
      72: "Brasileirão Série B",
      73: "Copa do Brasil",
      13: "CONMEBOL Libertadores",
      11: "CONMEBOL Sul-Americana",
      39: "Premier League",
      140: "La Liga",
      135: "Serie A",
      78: "Bundesliga",
      61: "Ligue 1",
      2: "UEFA Champions League",
      3: "UEFA Europa League",
      94: "Primeira Liga",
      88: "Eredivisie",
      128: "Liga Profesional Argentina",
      253: "MLS",
    };
    for (const [id, name] of Object.entries(expected)) expect(byId.get(Number(id))?.name).toBe(name);
    const serieA = byId.get(71)?.clubs.map((c) => c.name) ?? [];
    for (const club of [
      "Flamengo",
      "Palmeiras",
      "São Paulo",
      "Corinthians",
      "Grêmio",
      "Atlético Mineiro",
      "Vasco da Gama",
    ]) {
      expect(serieA).toContain(club);
    }
  });

  it("uses API-Football's league ids, as the recorded samples show them", () => {
    const byId = new Map(DEMO_COMPETITIONS.map((c) => [c.id, c]));
    // Each sample's league, by id, is the same competition in the demo (country as API-Football names it).
    const countries: Record<string, string> = { Brazil: "Brasil", Germany: "Alemanha", England: "Inglaterra" };
    const seen = new Set<number>();
    for (const name of SAMPLE_NAMES) {
      const walk = (v: unknown): void => {
        if (Array.isArray(v)) return v.forEach(walk);
        if (v === null || typeof v !== "object") return;
        const league = (v as { league?: { id?: unknown; country?: unknown } }).league;
        if (league && typeof league.id === "number" && typeof league.country === "string" && byId.has(league.id)) {
          expect(byId.get(league.id)!.country, `${name}: league ${league.id}`).toBe(countries[league.country]);
          seen.add(league.id);
        }
        Object.values(v).forEach(walk);
      };
      walk(sample(name));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([39, 71, 78]);
    // The rest were checked against API-Football's league list (id → competition, country).
    const expected: Record<number, string> = {
      2: "Mundo",
      3: "Mundo",
      848: "Mundo",
      13: "Mundo",
      11: "Mundo",
      14: "Mundo",
      73: "Brasil",
      612: "Brasil",
      71: "Brasil",
      72: "Brasil",
      75: "Brasil",
      39: "Inglaterra",
      40: "Inglaterra",
      41: "Inglaterra",
      42: "Inglaterra",
      43: "Inglaterra",
      44: "Inglaterra",
      48: "Inglaterra",
      50: "Inglaterra",
      51: "Inglaterra",
      702: "Inglaterra",
      140: "Espanha",
      141: "Espanha",
      142: "Espanha",
      143: "Espanha",
      435: "Espanha",
      436: "Espanha",
      135: "Itália",
      136: "Itália",
      137: "Itália",
      138: "Itália",
      139: "Itália",
      78: "Alemanha",
      79: "Alemanha",
      80: "Alemanha",
      81: "Alemanha",
      82: "Alemanha",
      61: "França",
      62: "França",
      63: "França",
      64: "França",
      66: "França",
      94: "Portugal",
      95: "Portugal",
      96: "Portugal",
      88: "Holanda",
      89: "Holanda",
      144: "Bélgica",
      145: "Bélgica",
      179: "Escócia",
      180: "Escócia",
      181: "Escócia",
      203: "Turquia",
      204: "Turquia",
      197: "Grécia",
      218: "Áustria",
      219: "Áustria",
      207: "Suíça",
      208: "Suíça",
      119: "Dinamarca",
      120: "Dinamarca",
      345: "República Tcheca",
      106: "Polônia",
      107: "Polônia",
      103: "Noruega",
      113: "Suécia",
      233: "Egito",
      128: "Argentina",
      129: "Argentina",
      130: "Argentina",
      131: "Argentina",
      239: "Colômbia",
      240: "Colômbia",
      265: "Chile",
      268: "Uruguai",
      242: "Equador",
      281: "Peru",
      250: "Paraguai",
      253: "Estados Unidos",
      262: "México",
      263: "México",
      307: "Arábia Saudita",
      235: "Rússia",
      283: "Romênia",
      286: "Sérvia",
      305: "Catar",
      301: "Emirados Árabes",
      200: "Marrocos",
      323: "Índia",
      290: "Irã",
      288: "África do Sul",
      210: "Croácia",
      383: "Israel",
      333: "Ucrânia",
      271: "Hungria",
      186: "Argélia",
      202: "Tunísia",
      344: "Bolívia",
      162: "Costa Rica",
      299: "Venezuela",
      234: "Honduras",
    };
    expect(Object.keys(expected)).toHaveLength(DEMO_COMPETITIONS.length);
    for (const c of DEMO_COMPETITIONS) expect(expected[c.id], `${c.name} (${c.id})`).toBe(c.country);
  });

  it("marks the women's competitions, whose sides are women's teams ('… Feminino') that play nowhere else", () => {
    const women = DEMO_COMPETITIONS.filter((c) => c.women === true);
    expect(women.map((c) => c.id).sort((a, b) => a - b)).toEqual([44, 64, 82, 139, 142]);
    for (const c of women) for (const club of c.clubs) expect(club.name, c.name).toMatch(/ Feminino$/);
    for (const c of DEMO_COMPETITIONS.filter((x) => x.women !== true)) {
      for (const club of c.clubs) expect(club.name, c.name).not.toMatch(/Feminino/);
    }
    expect(WOMEN_CLUB_IDS.size).toBe(new Set(women.flatMap((c) => c.clubs.map((club) => club.id))).size);
  });

  it("has unique clubs, each with a home venue, and sound competition rhythms", () => {
    const clubs = [...DEMO_CLUBS.values()];
    expect(new Set(clubs.map((c) => c.name)).size).toBe(clubs.length);
    const entered = new Set(DEMO_COMPETITIONS.flatMap((c) => c.clubs.map((club) => club.id)));
    expect(clubs.filter((c) => !entered.has(c.id)).map((c) => c.name)).toEqual([]);
    for (const club of clubs) {
      expect(club.venue.name.length).toBeGreaterThan(0);
      expect(club.venue.city.length).toBeGreaterThan(0);
    }
    for (const competition of DEMO_COMPETITIONS) {
      expect(competition.clubs.length).toBeGreaterThanOrEqual(2);
      expect(new Set(competition.clubs.map((c) => c.id)).size).toBe(competition.clubs.length);
      for (const slot of [...competition.kickoffs.weekend, ...competition.kickoffs.weekday]) {
        expect(slot).toMatch(/^([01]\d|2[0-3]):(00|15|30|45)$/);
      }
      if (competition.format !== "league" || competition.midweek === null) continue;
      // A club never plays on consecutive days in its league: weekend and midweek days are 2+ days apart.
      const used = (weights: Partial<Record<string, number>>) =>
        WEEKDAYS.flatMap((d, i) => ((weights[d] ?? 0) > 0 ? [i] : []));
      // Monday ends one football week and Tuesday starts the next: no round may use both.
      for (const days of [competition.weekend, competition.midweek.days]) {
        expect(used(days).includes(0) && used(days).includes(1), `${competition.name}`).toBe(false);
      }
      for (const a of used(competition.weekend)) {
        for (const b of used(competition.midweek.days)) {
          const gap = Math.min(Math.abs(a - b), 7 - Math.abs(a - b));
          expect(gap, `${competition.name}`).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });
});
