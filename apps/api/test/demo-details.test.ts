import { describe, expect, it } from "vitest";
import type { ProviderFixtureDetail, ProviderStatistic } from "../src/providers/details.ts";
import { DEMO_CLUBS, DEMO_COMPETITIONS, WOMEN_CLUB_IDS } from "../src/providers/demo/catalog.ts";
import { leagueLogoSvg, teamCrestSvg } from "../src/data/crests.ts";
import { houseLogoSvg } from "../src/data/svg.ts";
import { BETTING_HOUSES } from "@placar/core/houses";
import { DemoProvider } from "../src/providers/demo/demo-provider.ts";
import { loadConfig } from "../src/config.ts";
import { allSquads, MEN_GIVEN_NAMES, refereeFor, WOMEN_GIVEN_NAMES } from "../src/providers/demo/people.ts";

const SEED = 20_251_121;
const MINUTE = 60_000;
const SATURDAY = "2026-11-21";
const WEDNESDAY = "2026-11-18";
/** The demo's default seed (DEMO_SEED) and its pinned Saturday afternoon (PINNED_NOW of the API tests). */
const DEMO_SEED = loadConfig({ NODE_ENV: "test" }).demoSeed;
const DEMO_NOW = "2026-11-21T18:00:00.000Z";

/** São Paulo is UTC−3 all year since 2019. */
const brt = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-03:00`);

function stat(list: readonly ProviderStatistic[], type: string): number {
  const v = list.find((s) => s.type === type)?.value ?? null;
  if (v === null) return 0;
  return typeof v === "number" ? v : Number.parseFloat(v);
}

/** A shoot-out's kicks, as API-Football marks them: not goals of the match. */
const SHOOTOUT = "Penalty Shootout";

const goalEvents = (d: ProviderFixtureDetail, teamId: number) =>
  d.events.filter(
    (e) => e.type === "Goal" && e.detail !== "Missed Penalty" && e.comments !== SHOOTOUT && e.teamId === teamId,
  ).length;

describe("DemoProvider.fixtureDetails", () => {
  it("agrees with fixturesByDate at every instant: status, elapsed, goals = goal events", async () => {
    const provider = new DemoProvider({ seed: SEED });
    const problems: string[] = [];
    let withGoals = 0;
    for (const date of [SATURDAY, WEDNESDAY]) {
      for (const hhmm of ["10:00", "13:47", "16:05", "17:52", "19:31", "21:12", "22:44", "23:59"]) {
        const now = brt(date, hhmm);
        const fixtures = await provider.fixturesByDate(date, now);
        const details = await provider.fixtureDetails(
          fixtures.map((f) => f.id),
          now,
        );
        expect(details.map((d) => d.fixture.id)).toEqual(fixtures.map((f) => f.id));
        details.forEach((d, i) => {
          const f = fixtures[i];
          if (f === undefined) return;
          const same = { ...f, odds: [] };
          if (JSON.stringify(d.fixture) !== JSON.stringify(same)) problems.push(`fixture ${f.id} ${hhmm}`);
          const home = goalEvents(d, f.home.id);
          const away = goalEvents(d, f.away.id);
          if (home !== (f.goals.home ?? 0) || away !== (f.goals.away ?? 0)) {
            problems.push(`${f.id} ${f.status} ${f.goals.home}-${f.goals.away} but events ${home}-${away}`);
          }
          if (home + away > 0) withGoals += 1;
          const started = !["NS", "POSTP", "CANCL"].includes(f.status);
          if (!started && (d.events.length > 0 || d.statistics.length > 0))
            problems.push(`${f.id} ${f.status} has events`);
          if (started && d.statistics.length !== 2) problems.push(`${f.id} ${f.status} lacks statistics`);
          if (f.elapsed !== null) {
            for (const e of d.events)
              if ((e.time.elapsed ?? 0) > f.elapsed)
                problems.push(`${f.id} event ${e.time.elapsed}' after ${f.elapsed}'`);
          }
          if (typeof d.referee !== "string" || d.referee.length < 3) problems.push(`${f.id} referee`);
        });
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(withGoals).toBeGreaterThan(100);
  });

  it("writes events as API-Football does", async () => {
    const provider = new DemoProvider({ seed: SEED });
    const late = new Date(brt(SATURDAY, "23:59").getTime() + 4 * 60 * MINUTE);
    const ids = (await provider.fixturesByDate(SATURDAY, late)).map((f) => f.id);
    const details = await provider.fixtureDetails(ids, late);
    const kinds = new Set<string>();
    for (const d of details) {
      const teams = [d.fixture.home.id, d.fixture.away.id];
      const subs = new Map<number, number>();
      for (const [i, e] of d.events.entries()) {
        kinds.add(`${e.type}/${e.detail?.replace(/\d+$/, "n")}`);
        expect(teams).toContain(e.teamId);
        expect(e.player).toBeTruthy();
        const prev = d.events[i - 1];
        // A shoot-out comes after everything else, its kicks at the last minute played.
        if (prev?.comments === SHOOTOUT) expect(e.comments).toBe(SHOOTOUT);
        if (prev !== undefined && e.comments !== SHOOTOUT) {
          const order = (x: typeof e) => (x.time.elapsed ?? 0) * 100 + (x.time.extra ?? 0);
          expect(order(e)).toBeGreaterThanOrEqual(order(prev));
        }
        if (e.time.extra !== null) {
          expect([45, 90, 120]).toContain(e.time.elapsed);
          expect(e.time.extra).toBeGreaterThan(0);
        }
        if (e.type === "subst") {
          const n = (subs.get(e.teamId ?? 0) ?? 0) + 1;
          subs.set(e.teamId ?? 0, n);
          expect(e.detail).toBe(`Substitution ${n}`);
          expect(n).toBeLessThanOrEqual(5);
          expect(e.assist).toBeTruthy();
          expect(e.assist).not.toBe(e.player);
        }
      }
    }
    for (const kind of [
      "Goal/Normal Goal",
      "Goal/Penalty",
      "Goal/Own Goal",
      "Card/Yellow Card",
      "Card/Red Card",
      "subst/Substitution n",
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    expect([...kinds].some((k) => k.startsWith("Var/"))).toBe(true);
    const subMinutes = details.flatMap((d) =>
      d.events.filter((e) => e.type === "subst").map((e) => e.time.elapsed ?? 0),
    );
    expect(subMinutes.filter((m) => m > 55).length / subMinutes.length).toBeGreaterThan(0.8);
  });

  it("publishes lineups an hour before kick-off, with grids that match the formation", async () => {
    const provider = new DemoProvider({ seed: SEED });
    const fixtures = await provider.fixturesByDate(SATURDAY, brt(SATURDAY, "06:00"));
    let checked = 0;
    for (const f of fixtures.slice(0, 60)) {
      const kickoff = Date.parse(f.kickoff);
      const [early] = await provider.fixtureDetails([f.id], new Date(kickoff - 61 * MINUTE));
      expect(early?.lineups).toEqual([]);
      const [d] = await provider.fixtureDetails([f.id], new Date(kickoff - 59 * MINUTE));
      if (d === undefined) throw new Error("missing");
      if (f.status === "POSTP" || f.status === "CANCL") {
        expect(d.lineups).toEqual([]);
        continue;
      }
      expect(d.lineups.map((l) => l.team.id)).toEqual([f.home.id, f.away.id]);
      for (const l of d.lineups) {
        const lines = (l.formation ?? "").split("-").map(Number);
        expect(lines.reduce((a, b) => a + b, 0)).toBe(10);
        expect(l.startXI).toHaveLength(11);
        expect(l.coach).toBeTruthy();
        const keepers = l.startXI.filter((p) => p.grid === "1:1");
        expect(keepers).toHaveLength(1);
        expect(keepers[0]?.pos).toBe("G");
        const rows = new Map<number, number[]>();
        for (const p of l.startXI) {
          const [row, col] = (p.grid ?? "").split(":").map(Number);
          rows.set(row ?? 0, [...(rows.get(row ?? 0) ?? []), col ?? 0]);
          expect(["G", "D", "M", "F"]).toContain(p.pos);
        }
        expect(rows.size).toBe(lines.length + 1);
        lines.forEach((n, i) =>
          expect([...(rows.get(i + 2) ?? [])].sort()).toEqual(Array.from({ length: n }, (_, k) => k + 1)),
        );
        expect(l.substitutes.length).toBeGreaterThanOrEqual(7);
        expect(l.substitutes.some((p) => p.pos === "G")).toBe(true);
        for (const p of l.substitutes) expect(p.grid).toBeNull();
        const everyone = [...l.startXI, ...l.substitutes];
        expect(new Set(everyone.map((p) => p.number)).size).toBe(everyone.length);
        expect(new Set(everyone.map((p) => p.name)).size).toBe(everyone.length);
        for (const p of everyone) expect(p.number).toBeGreaterThanOrEqual(1);
        for (const p of everyone) expect(p.number).toBeLessThanOrEqual(99);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(40);
  });

  it("keeps statistics consistent with the events and growing through the match", async () => {
    const provider = new DemoProvider({ seed: SEED });
    const problems: string[] = [];
    const fixtures = await provider.fixturesByDate(WEDNESDAY, brt(WEDNESDAY, "06:00"));
    const last = new Map<string, number>();
    for (
      let t = brt(WEDNESDAY, "12:00").getTime();
      t <= brt(WEDNESDAY, "23:59").getTime() + 3 * 60 * MINUTE;
      t += 7 * MINUTE
    ) {
      for (const d of await provider.fixtureDetails(
        fixtures.map((f) => f.id),
        new Date(t),
      )) {
        d.statistics.forEach((s, side) => {
          const other = d.statistics[1 - side];
          const f = d.fixture;
          const scored = (side === 0 ? f.goals.home : f.goals.away) ?? 0;
          const own = d.events.filter((e) => e.detail === "Own Goal" && e.teamId === s.team.id).length;
          const cards = (detail: string) =>
            d.events.filter((e) => e.detail === detail && e.teamId === s.team.id).length;
          const v = (type: string) => stat(s.statistics, type);
          const at = `${f.id} ${f.status} ${f.elapsed}`;
          if (scored - own > v("Shots on Goal")) problems.push(`goals > shots on goal ${at}`);
          if (v("Total Shots") !== v("Shots on Goal") + v("Shots off Goal") + v("Blocked Shots"))
            problems.push(`total shots ${at}`);
          if (v("Shots insidebox") + v("Shots outsidebox") !== v("Total Shots")) problems.push(`box ${at}`);
          if (v("Yellow Cards") !== cards("Yellow Card") || v("Red Cards") !== cards("Red Card"))
            problems.push(`cards ${at}`);
          if (other !== undefined && v("Ball Possession") + stat(other.statistics, "Ball Possession") !== 100)
            problems.push(`possession ${at}`);
          if (v("Passes accurate") > v("Total passes")) problems.push(`passes ${at}`);
          if (!/^\d+\.\d\d$/.test(String(s.statistics.find((x) => x.type === "expected_goals")?.value)))
            problems.push(`xG ${at}`);
          for (const x of s.statistics) {
            if (x.value === 0) problems.push(`zero instead of null ${x.type} ${at}`);
            const key = `${f.id}:${side}:${x.type}`;
            if (typeof x.value === "number" || x.value === null) {
              const n = x.value ?? 0;
              if (x.type !== "Shots insidebox" && x.type !== "Shots outsidebox" && n < (last.get(key) ?? 0))
                problems.push(`${x.type} went down ${at}`);
              last.set(key, n);
            }
          }
        });
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(last.size).toBeGreaterThan(100);
  });

  it("is deterministic, leaves unknown ids out and answers 20 ids well under 50 ms", async () => {
    const now = brt(SATURDAY, "17:40");
    const fixtures = new DemoProvider({ seed: SEED }).fixturesByDateSync(SATURDAY, now);
    const ids = fixtures.slice(0, 20).map((f) => f.id);
    const a = new DemoProvider({ seed: SEED }).fixtureDetailsSync([...ids, 123, 999_999_999_999, -4, 1.5], now);
    const b = await new DemoProvider({ seed: SEED }).fixtureDetails(ids, now);
    expect(a).toEqual(b);
    expect(a).toHaveLength(20);
    const other = new DemoProvider({ seed: SEED + 1 }).fixtureDetailsSync(ids, now);
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(a));

    const provider = new DemoProvider({ seed: SEED });
    provider.fixturesByDateSync(SATURDAY, now);
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const start = performance.now();
      provider.fixtureDetailsSync(ids, new Date(now.getTime() + i * MINUTE));
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    expect(times[5]).toBeLessThan(20);
  });

  it("gives every club a 25-man squad with unique names and numbers", () => {
    const squads = allSquads(SEED);
    expect(squads).toHaveLength(DEMO_CLUBS.size);
    for (const s of squads) {
      expect(s.players).toHaveLength(25);
      expect(new Set(s.players.map((p) => p.number)).size).toBe(25);
      expect(new Set(s.players.map((p) => p.name)).size).toBe(25);
    }
    const flamengo = squads.find((s) => s.club.name === "Flamengo");
    expect(flamengo?.pool).toBe("br");
  });

  it("gives the women's sides women's squads, coaches and referees, and never a man's name", async () => {
    expect([...WOMEN_GIVEN_NAMES].filter((n) => MEN_GIVEN_NAMES.has(n))).toEqual([]);
    // Women's squads never draw from the family-name-first pools, so the given name leads.
    const givenName = (name: string, names: ReadonlySet<string>) => {
      const words = name.split(" ");
      return names.has(words[0]!) || names.has(words.slice(0, 2).join(" "));
    };
    const squads = allSquads(SEED);
    const women = squads.filter((s) => WOMEN_CLUB_IDS.has(s.club.id));
    expect(women.length).toBeGreaterThanOrEqual(50);
    for (const s of women) {
      for (const person of [...s.players.map((p) => p.name), s.coach]) {
        expect(givenName(person, WOMEN_GIVEN_NAMES), `${s.club.name}: ${person}`).toBe(true);
        expect(givenName(person, MEN_GIVEN_NAMES), `${s.club.name}: ${person}`).toBe(false);
      }
    }
    for (const s of squads.filter((x) => !WOMEN_CLUB_IDS.has(x.club.id))) {
      for (const person of [...s.players.map((p) => p.name), s.coach])
        expect(givenName(person, WOMEN_GIVEN_NAMES), `${s.club.name}: ${person}`).toBe(false);
    }
    for (const competition of DEMO_COMPETITIONS.filter((c) => c.women === true)) {
      for (let key = 0; key < 40; key++) {
        const referee = refereeFor(SEED, competition, key).split(",")[0]!;
        expect(givenName(referee, WOMEN_GIVEN_NAMES), `${competition.name}: ${referee}`).toBe(true);
      }
    }
    // What a visitor sees on a women's match page: the lineups of two women's sides.
    const provider = new DemoProvider({ seed: SEED });
    const day = provider
      .fixturesByDateSync("2026-11-22", brt("2026-11-22", "23:00"))
      .find((f) => WOMEN_CLUB_IDS.has(f.home.id) && f.status === "FT");
    expect(day, "a finished women's match on Sunday 2026-11-22").toBeDefined();
    expect(day!.home.name).toMatch(/ Feminino$/);
    const [detail] = provider.fixtureDetailsSync([day!.id], brt("2026-11-22", "23:00"));
    expect(detail!.lineups).toHaveLength(2);
    for (const lineup of detail!.lineups) {
      for (const p of [...lineup.startXI, ...lineup.substitutes])
        expect(givenName(p.name, WOMEN_GIVEN_NAMES), p.name).toBe(true);
      expect(givenName(lineup.coach ?? "", WOMEN_GIVEN_NAMES), lineup.coach ?? "").toBe(true);
    }
    expect(givenName(detail!.referee ?? "", WOMEN_GIVEN_NAMES), detail!.referee ?? "").toBe(true);
  });
});

describe("DemoProvider cup ties", () => {
  it("settles a level tie as API-Football reports it: extra-time goals, then the shoot-out's kicks", async () => {
    const provider = new DemoProvider({ seed: DEMO_SEED });
    const now = new Date(DEMO_NOW);
    const day = provider.fixturesByDateSync(SATURDAY, now);
    const settled = day.filter((f) => f.status === "AET" || f.status === "FT_PEN");
    expect(new Set(settled.map((f) => f.status))).toEqual(new Set(["AET", "FT_PEN"]));
    for (const d of await provider.fixtureDetails(
      settled.map((f) => f.id),
      now,
    )) {
      const { fixture: f } = d;
      const what = `${f.id} ${f.status} ${f.goals.home}-${f.goals.away}`;
      expect(goalEvents(d, f.home.id), what).toBe(f.goals.home);
      expect(goalEvents(d, f.away.id), what).toBe(f.goals.away);
      const competition = DEMO_COMPETITIONS.find((c) => c.id === f.league.id);
      const extraTime = competition?.format === "cup" && competition.tieBreak === "extra-time";
      const kicks = d.events.filter((e) => e.comments === SHOOTOUT);
      if (f.status === "AET") {
        // Level after 90 minutes, decided in extra time.
        const inExtraTime = d.events.filter(
          (e) => e.type === "Goal" && e.detail !== "Missed Penalty" && (e.time.elapsed ?? 0) > 90,
        );
        expect(inExtraTime.length, what).toBeGreaterThan(0);
        expect(kicks, what).toEqual([]);
        continue;
      }
      // Five kicks each at most before sudden death, taken in turn, at the last minute played.
      expect(kicks.length, what).toBeGreaterThanOrEqual(6);
      for (const [i, kick] of kicks.entries()) {
        expect(kick.type).toBe("Goal");
        expect(["Penalty", "Missed Penalty"]).toContain(kick.detail);
        expect(kick.time).toEqual({ elapsed: extraTime ? 120 : 90, extra: null });
        expect(kick.player).toBeTruthy();
        if (i > 0) expect(kick.teamId).not.toBe(kicks[i - 1]?.teamId);
      }
      const scored = (team: number) => kicks.filter((k) => k.teamId === team && k.detail === "Penalty").length;
      expect(scored(f.home.id), what).not.toBe(scored(f.away.id));
      // The kicks are not shots of the match.
      const shots = (side: number) =>
        Number(d.statistics[side]?.statistics.find((x) => x.type === "Total Shots")?.value ?? 0);
      expect(shots(0) + shots(1)).toBeGreaterThanOrEqual((f.goals.home ?? 0) + (f.goals.away ?? 0));
    }
  });
});

describe("DemoProvider.standings", () => {
  const leagues = DEMO_COMPETITIONS.filter((c) => c.format === "league");

  it("plays each league's double round-robin: 2 × (n − 1) games a club, no more than 3 apart on the way", async () => {
    const provider = new DemoProvider({ seed: SEED });
    const figures: string[] = [];
    for (const league of leagues) {
      // The first instant of the next season: the table of season 2026 is final.
      const end = new Date(Date.UTC(2027, league.seasonStartMonth - 1, 1, 3));
      const table = provider.standingsSync(league.id, 2026, end);
      const games = (await provider.leagueSeason(league.id, 2026, end)).filter((g) => g.status === "FT");
      const groups = league.format === "league" ? (league.groups ?? []) : [];
      const size = table.length / Math.max(1, groups.length);
      expect(
        table.filter((r) => r.all.played !== 2 * (size - 1)).map((r) => r.team.name),
        league.name,
      ).toEqual([]);
      // Each pair of a group met once at each ground.
      const group = new Map(table.map((r) => [r.team.id, r.group]));
      const pairs = games.map((g) => `${g.home.id}-${g.away.id}`);
      expect(new Set(pairs).size, league.name).toBe(pairs.length);
      expect(pairs.length, league.name).toBe(table.length * (size - 1));
      expect(games.filter((g) => group.get(g.home.id) !== group.get(g.away.id))).toEqual([]);
      // On the way, at the end of each day: postponed games are replayed and rest days come round.
      const played = new Map<number, number>();
      let spread = 0;
      for (const [i, g] of games.entries()) {
        played.set(g.home.id, (played.get(g.home.id) ?? 0) + 1);
        played.set(g.away.id, (played.get(g.away.id) ?? 0) + 1);
        const next = games[i + 1];
        if (next !== undefined && next.kickoff.slice(0, 10) === g.kickoff.slice(0, 10)) continue;
        for (const name of new Set(group.values())) {
          const counts = table.filter((r) => r.group === name).map((r) => played.get(r.team.id) ?? 0);
          spread = Math.max(spread, Math.max(...counts) - Math.min(...counts));
        }
      }
      expect(spread, league.name).toBeLessThanOrEqual(3);
      figures.push(`${league.id}:${spread}`);
    }
    expect(figures).toHaveLength(leagues.length);
  });

  it("computes sound tables for every league", async () => {
    const provider = new DemoProvider({ seed: SEED });
    const now = brt(SATURDAY, "20:00");
    for (const league of leagues) {
      const table = await provider.standings(league.id, 2026, now);
      expect(table.length, league.name).toBe(league.clubs.length);
      // Leagues split into groups have one table per group ("Serie C: Girone A"), each ranked from 1.
      const groups = league.format === "league" ? (league.groups ?? []) : [];
      const names = groups.length > 1 ? groups.map((g) => `${league.name}: ${g}`) : [league.name];
      expect([...new Set(table.map((r) => r.group))]).toEqual(names);
      for (const name of names) {
        const rows = table.filter((r) => r.group === name);
        expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
      }
      let goalsFor = 0;
      let goalsAgainst = 0;
      for (const [i, r] of table.entries()) {
        for (const s of [r.all, r.home, r.away]) {
          if (s === null) throw new Error("split");
          expect(s.played).toBe(s.win + s.draw + s.lose);
        }
        expect(r.points).toBe(3 * r.all.win + r.all.draw);
        expect(r.goalsDiff).toBe(r.all.goals.for - r.all.goals.against);
        expect(r.all.played).toBe((r.home?.played ?? 0) + (r.away?.played ?? 0));
        expect(r.all.goals.for).toBe((r.home?.goals.for ?? 0) + (r.away?.goals.for ?? 0));
        if (r.all.played > 0) expect(r.form).toMatch(/^[WDL]{1,5}$/);
        const prev = table[i - 1];
        if (prev !== undefined && prev.group === r.group) {
          const key = (x: typeof r) => x.points * 1e6 + (x.goalsDiff + 1000) * 1e3 + x.all.goals.for;
          expect(key(prev)).toBeGreaterThanOrEqual(key(r));
        }
        goalsFor += r.all.goals.for;
        goalsAgainst += r.all.goals.against;
      }
      expect(goalsFor).toBe(goalsAgainst);
    }
    const brasileirao = await provider.standings(71, 2026, now);
    expect(brasileirao[0]?.all.played).toBeGreaterThan(20);
    expect(brasileirao[0]?.description).toMatch(/Libertadores/);
    expect(brasileirao.at(-1)?.description).toMatch(/Rebaixamento/);
    expect(await provider.standings(2, 2026, now)).toEqual([]);
    expect(await provider.standings(999_999, 2026, now)).toEqual([]);
  });

  it("counts exactly the finished matches the day lists report, and only grows", async () => {
    const provider = new DemoProvider({ seed: SEED });
    const played = (table: Awaited<ReturnType<DemoProvider["standings"]>>) =>
      table.reduce((n, r) => n + r.all.played, 0);
    const before = await provider.standings(39, 2026, brt(SATURDAY, "06:00"));
    const after = await provider.standings(39, 2026, brt(SATURDAY, "23:59"));
    const finished = (await provider.fixturesByDate(SATURDAY, brt(SATURDAY, "23:59"))).filter(
      (f) => f.league.id === 39 && f.status === "FT",
    );
    expect(played(after) - played(before)).toBe(2 * finished.length);
    expect(finished.length).toBeGreaterThan(0);
    // Before the season started: every club at zero.
    const preseason = await provider.standings(39, 2026, brt("2026-08-01", "12:00"));
    expect(preseason.every((r) => r.all.played === 0 && r.form === null)).toBe(true);
  });

  it("is deterministic and cheap once the season is known", async () => {
    const now = brt(SATURDAY, "20:00");
    const cold = new DemoProvider({ seed: SEED });
    const start = performance.now();
    const a = cold.standingsSync(71, 2026, now);
    const first = performance.now() - start;
    expect(first).toBeLessThan(1_000); // ~100 ms on an idle machine
    expect(new DemoProvider({ seed: SEED }).standingsSync(71, 2026, now)).toEqual(a);
    const again = performance.now();
    cold.standingsSync(71, 2026, new Date(now.getTime() + 5 * MINUTE));
    expect(performance.now() - again).toBeLessThan(20);
  });
});

describe("crests", () => {
  it("draws a valid, deterministic SVG for every club and league", () => {
    for (const club of [...DEMO_CLUBS.values()].slice(0, 400)) {
      const svg = teamCrestSvg(club);
      expect(svg).toBe(teamCrestSvg({ id: club.id, name: club.name }));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64"/);
      expect(svg).toContain("<title>");
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).not.toMatch(/[<&](?![a-z/!]|amp;|lt;|gt;|quot;|#)/);
    }
    for (const league of DEMO_COMPETITIONS) expect(leagueLogoSvg(league)).toContain("<title>");
    expect(teamCrestSvg({ id: 1, name: `A&B <"x">` })).toContain("A&amp;B &lt;&quot;x&quot;&gt;");
  });

  it("draws the initials and wordmarks as Barlow outlines, with a <text> only for scripts Barlow lacks", () => {
    // Every demo club and league, and every house: no system font needed to show them.
    for (const club of DEMO_CLUBS.values()) expect(teamCrestSvg(club)).not.toContain("<text");
    for (const league of DEMO_COMPETITIONS) expect(leagueLogoSvg(league)).not.toContain("<text");
    for (const house of BETTING_HOUSES) expect(houseLogoSvg(house)).not.toContain("<text");
    // Ł comes from the latin-ext face, the K from the latin one; the letters are centred on the crest.
    const polish = teamCrestSvg({ id: 9, name: "Łódzki KS" });
    const letters = polish.match(/<path d="([^"]+)" fill="#[0-9A-F]{6}"\/><\/svg>$/)?.[1] ?? "";
    const coords = [...letters.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...coords) + Math.max(...coords)).toBeCloseTo(64, -0.5);
    // Cyrillic is not in Barlow's latin subsets: the system font stack draws it.
    expect(teamCrestSvg({ id: 10, name: "Спартак Москва" })).toMatch(/<text [^>]*>СМ<\/text>/);
  });
});
