import { describe, expect, it } from "vitest";
import {
  parseFixtureDetails,
  parseFixtures,
  parseMarketOdds,
  parseOdds,
  parseStandings,
  usableUrl,
} from "../src/providers/api-football/parse.ts";
import { SAMPLE_NAMES, sample } from "./fixtures/api-football/replay-server.ts";

type Json = Record<string, any>;

describe("API-Football samples: every file parses", () => {
  it.each(SAMPLE_NAMES)("%s has the v3 envelope and items the parsers accept", (name) => {
    const s = sample(name);
    expect(Array.isArray(s.response)).toBe(true);
    expect(s.errors).toEqual([]);
    const invalid: string[] = [];
    const onInvalid = (what: string, index: number, reason: string) => invalid.push(`${what}[${index}]: ${reason}`);
    if (name.startsWith("fixtures-")) {
      expect(parseFixtures(s.response, onInvalid)).toHaveLength(s.response.length);
      expect(parseFixtureDetails(s.response, onInvalid)).toHaveLength(s.response.length);
    } else if (name.startsWith("standings-")) {
      expect(parseStandings(s.response, onInvalid).length).toBeGreaterThan(0);
    } else {
      expect(parseOdds(s.response, new Map([[6, "HanzBet"]]), onInvalid).size).toBe(1);
    }
    expect(invalid).toEqual([]);
  });
});

describe("parseFixtures", () => {
  it("reads the Brasileirão round-10 fixtures (FT mapped, mangled logos dropped, elapsed only when live)", () => {
    const [juventude, fortaleza] = parseFixtures(sample("fixtures-ids-brasileirao-2022-r10").response);
    expect(juventude).toEqual({
      id: 838086,
      kickoff: "2022-06-08T22:00:00.000Z",
      status: "FT",
      elapsed: null,
      league: { id: 71, name: "Serie A", country: "Brazil", logo: null, season: 2022 },
      home: { id: 152, name: "Juventude", logo: null },
      away: { id: 134, name: "Atletico Paranaense", logo: null },
      goals: { home: 1, away: 3 },
      venue: { name: "Estádio Alfredo Jaconi", city: "Caxias do Sul, Rio Grande do Sul" },
      odds: [],
    });
    expect(fortaleza?.id).toBe(838087);
    expect(fortaleza?.status).toBe("FT");
    expect(fortaleza?.home.name).toBe("Fortaleza EC");
    expect(fortaleza?.away.name).toBe("Goias");
    expect(fortaleza?.goals).toEqual({ home: 1, away: 1 });
  });

  it("keeps the items sent even when `results` claims more (250 announced, 2 kept)", () => {
    const s = sample("fixtures-league71-2022-trimmed");
    expect(s.results).toBe(250);
    const fixtures = parseFixtures(s.response);
    expect(fixtures.map((f) => f.id)).toEqual([837991, 837992]);
    expect(fixtures[0]?.home).toEqual({
      id: 1062,
      name: "Atletico-MG",
      logo: "https://media.api-sports.io/football/teams/1062.png",
    });
    expect(fixtures[0]?.league.logo).toBe("https://media.api-sports.io/football/leagues/71.png");
    expect(fixtures[0]?.goals).toEqual({ home: 2, away: 0 });
    // A venue without an id is still a venue.
    expect(fixtures[1]?.venue).toEqual({
      name: "Estadio Jornalista Mário Filho",
      city: "Rio de Janeiro, Rio de Janeiro",
    });
  });

  it("reads América Mineiro's last matches (results 10, 4 items)", () => {
    const s = sample("fixtures-team125-last10");
    expect(s.results).toBe(10);
    const fixtures = parseFixtures(s.response);
    expect(fixtures.map((f) => f.id)).toEqual([838131, 838122, 838117, 838101]);
    expect(fixtures.every((f) => f.status === "FT")).toBe(true);
    const flamengo = fixtures[1];
    expect(flamengo?.home.name).toBe("Flamengo");
    expect(flamengo?.goals).toEqual({ home: 3, away: 0 });
    expect(flamengo?.venue).toEqual({ name: "Estádio do Maracanã", city: "Rio de Janeiro" });
  });

  it("reads 71 not-started Bundesliga fixtures with null goals", () => {
    const fixtures = parseFixtures(sample("fixtures-league78-2023-ns-pst").response);
    expect(fixtures).toHaveLength(71);
    expect(
      fixtures.every((f) => f.status === "NS" && f.elapsed === null && f.goals.home === null && f.goals.away === null),
    ).toBe(true);
    expect(fixtures[0]).toMatchObject({
      id: 1049115,
      kickoff: "2024-03-30T17:30:00.000Z",
      league: {
        id: 78,
        name: "Bundesliga",
        country: "Germany",
        season: 2023,
        logo: "https://media.api-sports.io/football/leagues/78.png",
      },
      home: { id: 157, name: "Bayern Munich" },
      away: { id: 165, name: "Borussia Dortmund" },
      venue: { name: "Allianz Arena", city: "München" },
    });
  });

  it("maps every status through core (LIVE → 1H, PST → POSTP, unknown → TBA) and keeps elapsed only while live", () => {
    const base = sample("fixtures-league78-2023-ns-pst").response[0] as Json;
    const withStatus = (id: number, short: string, elapsed: number | null) => {
      const item = structuredClone(base);
      item.fixture.id = id;
      item.fixture.status = { long: "", short, elapsed };
      return item;
    };
    const fixtures = parseFixtures([
      withStatus(1, "LIVE", 33),
      withStatus(2, "PST", null),
      withStatus(3, "2H", 71),
      withStatus(4, "XYZ", null),
      withStatus(5, "PEN", 120),
      withStatus(6, "CANC", null),
    ]);
    expect(fixtures.map((f) => [f.id, f.status, f.elapsed])).toEqual([
      [1, "1H", 33],
      [2, "POSTP", null],
      [3, "2H", 71],
      [4, "TBA", null],
      [5, "FT_PEN", null],
      [6, "CANCL", null],
    ]);
  });

  it("survives nulls everywhere and skips only the item it cannot read", () => {
    const base = sample("fixtures-league78-2023-ns-pst").response[0] as Json;
    const nulls = structuredClone(base);
    nulls.fixture.venue = { id: null, name: null, city: null };
    nulls.fixture.timestamp = null;
    nulls.league.country = null;
    nulls.league.logo = null;
    nulls.teams.home.logo = "";
    nulls.goals = null;
    const broken = structuredClone(base);
    broken.teams.home = null;
    const invalid: Array<[string, number]> = [];
    const fixtures = parseFixtures([nulls, broken], (what, index) => invalid.push([what, index]));
    expect(fixtures).toHaveLength(1);
    expect(fixtures[0]).toMatchObject({
      kickoff: "2024-03-30T17:30:00.000Z",
      venue: null,
      league: { country: "", logo: null },
      home: { logo: null },
      goals: { home: null, away: null },
    });
    expect(invalid).toEqual([["fixture", 1]]);
  });
});

describe("usableUrl", () => {
  it("accepts absolute http(s) URLs with a path and nothing else", () => {
    expect(usableUrl("https://media.api-sports.io/football/teams/1062.png")).toBe(
      "https://media.api-sports.io/football/teams/1062.png",
    );
    expect(usableUrl("https:media.api-sports.iofootballteams152.png")).toBeNull();
    expect(usableUrl("//media.api-sports.io/x.png")).toBeNull();
    expect(usableUrl("javascript:alert(1)")).toBeNull();
    expect(usableUrl("")).toBeNull();
    expect(usableUrl(null)).toBeNull();
    expect(usableUrl(42)).toBeNull();
  });
});

describe("parseFixtureDetails", () => {
  const [juventude, fortaleza] = parseFixtureDetails(sample("fixtures-ids-brasileirao-2022-r10").response);

  it("reads the events with stoppage time, teams, players and assists", () => {
    expect(juventude?.fixture.id).toBe(838086);
    expect(juventude?.referee).toBe("Luiz Flavio De Oliveira");
    expect(juventude?.events).toHaveLength(20);
    expect(fortaleza?.events).toHaveLength(16);
    expect(juventude?.events[0]).toEqual({
      teamId: 134,
      time: { elapsed: 20, extra: null },
      type: "Card",
      detail: "Yellow Card",
      player: "Pablo",
      assist: null,
      comments: "Foul",
    });
    expect(juventude?.events[3]).toEqual({
      teamId: 134,
      time: { elapsed: 45, extra: 2 },
      type: "Goal",
      detail: "Normal Goal",
      player: "Pablo",
      assist: "D. Terans",
      comments: null,
    });
    expect(juventude?.events.filter((e) => e.type === "Goal")).toHaveLength(4);
    expect(juventude?.events.some((e) => e.type === "subst" && e.detail === "Substitution 1")).toBe(true);
  });

  it("reads the lineups with formation, coach and the grid as row:col", () => {
    const [home, away] = juventude?.lineups ?? [];
    expect(home?.team).toEqual({ id: 152, name: "Juventude", logo: null });
    expect(home?.formation).toBe("4-4-2");
    expect(home?.coach).toBe("Eduardo Baptista");
    expect(home?.startXI).toHaveLength(11);
    expect(home?.substitutes).toHaveLength(12);
    expect(home?.startXI[0]).toEqual({ id: 41600, name: "César", number: 31, pos: "G", grid: "1:1" });
    expect(home?.startXI.every((p) => /^\d+:\d+$/.test(p.grid ?? ""))).toBe(true);
    expect(home?.substitutes[0]).toEqual({ id: 70565, name: "Ó. Ruíz", number: 11, pos: "F", grid: null });
    expect(away?.formation).toBe("4-2-3-1");
    expect(away?.coach).toBe("Luiz Felipe Scolari");
    expect(away?.startXI[0]).toMatchObject({ name: "Bento", number: 1, grid: "1:1" });
    const goias = fortaleza?.lineups[1];
    expect(goias?.formation).toBe("5-4-1");
    expect(goias?.coach).toBe("Jair Ventura");
    expect(goias?.substitutes).toHaveLength(9);
  });

  it("reads the statistics with their types and raw values (numbers, percentages, nulls)", () => {
    const [home, away] = juventude?.statistics ?? [];
    expect(home?.team.id).toBe(152);
    expect(home?.statistics.map((s) => s.type)).toEqual([
      "Shots on Goal",
      "Shots off Goal",
      "Total Shots",
      "Blocked Shots",
      "Shots insidebox",
      "Shots outsidebox",
      "Fouls",
      "Corner Kicks",
      "Offsides",
      "Ball Possession",
      "Yellow Cards",
      "Red Cards",
      "Goalkeeper Saves",
      "Total passes",
      "Passes accurate",
      "Passes %",
    ]);
    const value = (type: string) => home?.statistics.find((s) => s.type === type)?.value;
    expect(value("Ball Possession")).toBe("55%");
    expect(value("Total Shots")).toBe(18);
    expect(value("Offsides")).toBeNull();
    expect(away?.statistics.find((s) => s.type === "Ball Possession")?.value).toBe("45%");
  });

  it("gives empty lists, not failures, when a fixture has no details yet", () => {
    const bare = sample("fixtures-league78-2023-ns-pst").response[0] as Json;
    const [detail] = parseFixtureDetails([{ ...bare, events: [], lineups: null }]);
    expect(detail?.fixture.id).toBe(1049115);
    expect(detail?.events).toEqual([]);
    expect(detail?.lineups).toEqual([]);
    expect(detail?.statistics).toEqual([]);
  });
});

describe("parseStandings", () => {
  const rows = parseStandings(sample("standings-league39-2022").response);

  it("reads the 20 Premier League rows with all, home and away splits", () => {
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(rows[0]).toEqual({
      rank: 1,
      team: { id: 50, name: "Manchester City", logo: "https://media.api-sports.io/football/teams/50.png" },
      points: 89,
      goalsDiff: 61,
      group: "Premier League",
      form: "LDWWW",
      description: "Promotion - Champions League (Group Stage: )",
      all: { played: 38, win: 28, draw: 5, lose: 5, goals: { for: 94, against: 33 } },
      home: { played: 19, win: 17, draw: 1, lose: 1, goals: { for: 60, against: 17 } },
      away: { played: 19, win: 11, draw: 4, lose: 4, goals: { for: 34, against: 16 } },
    });
    expect(rows[19]).toMatchObject({
      rank: 20,
      team: { name: "Southampton" },
      points: 25,
      goalsDiff: -37,
      description: "Relegation - Championship",
    });
    expect(rows.every((r) => r.all.played === 38 && r.all.win + r.all.draw + r.all.lose === 38)).toBe(true);
  });

  it("flattens several groups, each row keeping its group", () => {
    const item = sample("standings-league39-2022").response[0] as Json;
    const table = item.league.standings[0] as Json[];
    item.league.standings = [
      table.slice(0, 2).map((r) => ({ ...r, group: "Group A" })),
      table.slice(2, 4).map((r) => ({ ...r, group: "Group B" })),
    ];
    expect(parseStandings([item]).map((r) => [r.group, r.rank])).toEqual([
      ["Group A", 1],
      ["Group A", 2],
      ["Group B", 3],
      ["Group B", 4],
    ]);
  });
});

describe("parseOdds", () => {
  it("reads Bwin's Match Winner as numbers under the house it is mapped to", () => {
    const odds = parseOdds(sample("odds-fixture815162-bwin").response, new Map([[6, "HanzBet"]]));
    expect([...odds.keys()]).toEqual([815162]);
    const [hanz] = odds.get(815162) ?? [];
    // `update` is when API-Football last saw these prices: how old they are.
    expect(hanz).toEqual({ house: "HanzBet", home: 1.65, draw: 3.8, away: 4.5, checkedAt: "2022-01-10T16:00:45.000Z" });
    expect(typeof hanz?.home).toBe("number");
  });

  it("lets an unmapped bookmaker contribute nothing", () => {
    const odds = parseOdds(sample("odds-fixture815162-bwin").response, new Map([[8, "Bateu Bet"]]));
    expect(odds.get(815162)).toEqual([]);
  });

  it("ignores incomplete or placeholder markets and accepts numeric odds", () => {
    const item = sample("odds-fixture815162-bwin").response[0] as Json;
    const bwin = item.bookmakers[0] as Json;
    const make = (id: number, values: unknown[]) => ({
      id,
      name: `b${id}`,
      bets: [{ id: 1, name: "Match Winner", values }],
    });
    item.bookmakers = [
      bwin,
      make(1, [
        { value: "Home", odd: 2.1 },
        { value: "Draw", odd: 3.25 },
        { value: "Away", odd: 3.4 },
      ]),
      make(2, [
        { value: "Home", odd: "2.10" },
        { value: "Away", odd: "3.40" },
      ]),
      make(3, [
        { value: "Home", odd: "N/A" },
        { value: "Draw", odd: "3.1" },
        { value: "Away", odd: "3.0" },
      ]),
      { id: 4, name: "no bets", bets: null },
    ];
    const houses = new Map([
      [6, "HanzBet"],
      [1, "Bateu Bet"],
      [2, "MC Games"],
      [3, "Geral Bet"],
      [4, "Lotogreen"],
    ]);
    const checkedAt = "2022-01-10T16:00:45.000Z";
    expect(parseOdds([item], houses).get(815162)).toEqual([
      { house: "HanzBet", home: 1.65, draw: 3.8, away: 4.5, checkedAt },
      { house: "Bateu Bet", home: 2.1, draw: 3.25, away: 3.4, checkedAt },
    ]);
    // No usable `update`: no time (the poll that read the prices confirmed them).
    expect(parseOdds([{ ...item, update: "ontem" }], houses).get(815162)?.[0]).toEqual({
      house: "HanzBet",
      home: 1.65,
      draw: 3.8,
      away: 4.5,
    });
  });
});

describe("parseMarketOdds", () => {
  it("reads Goals Over/Under, Both Teams Score, Double Chance and Home/Away into core's markets", () => {
    const houses = new Map([[6, "HanzBet"]]);
    const books = parseMarketOdds(sample("odds-fixture815162-bwin").response, houses).get(815162) ?? [];
    const at = "2022-01-10T16:00:45.000Z";
    expect(books).toEqual([
      { house: "HanzBet", market: "btts", prices: [1.82, 1.88], checkedAt: at },
      { house: "HanzBet", market: "totals:0.5", prices: [1.05, 10.5], checkedAt: at },
      { house: "HanzBet", market: "totals:1.5", prices: [1.26, 3.5], checkedAt: at },
      { house: "HanzBet", market: "totals:2.5", prices: [1.78, 1.93], checkedAt: at },
      { house: "HanzBet", market: "totals:3.5", prices: [2.95, 1.35], checkedAt: at },
      { house: "HanzBet", market: "totals:4.5", prices: [5.5, 1.13], checkedAt: at },
      { house: "HanzBet", market: "totals:5.5", prices: [11, 1.04], checkedAt: at },
      { house: "HanzBet", market: "double_chance", prices: [1.19, 1.24, 2.15], checkedAt: at },
      { house: "HanzBet", market: "dnb", prices: [1.28, 3.4], checkedAt: at },
    ]);
    // 6,5 has no usable Under (1.00); the first-half and team totals are other bets, never the game's lines.
    expect(books.some((b) => b.prices.includes(18))).toBe(false);
    expect(
      parseMarketOdds(sample("odds-fixture815162-bwin").response, new Map([[8, "Bateu Bet"]])).get(815162),
    ).toEqual([]);
  });
});
