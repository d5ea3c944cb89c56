/**
 * Turns API-Football v3 `response` arrays into the server's provider types. The schemas cover only the parts we
 * use and accept the provider's real warts: nulls almost anywhere, `odd` as a string, logo URLs mangled into
 * "https:media.api-sports.io…" (unusable: null, so the page shows its fallback), and `results` counts that do
 * not match the items sent. One malformed item is skipped (reported through `onInvalid`) rather than costing
 * the whole answer.
 */

import { isLive, mapApiFootballStatus } from "@placar/core/status";
import { parseMarketId, plausibleBook } from "@placar/core/markets";
import { z } from "zod";
import type { ProviderFixture, ProviderLeague, ProviderMarketOdds, ProviderOdds, ProviderTeam } from "../types.ts";
import type {
  ProviderEvent,
  ProviderFixtureDetail,
  ProviderLineup,
  ProviderLineupPlayer,
  ProviderStanding,
  ProviderStandingSplit,
  ProviderTeamStatistics,
} from "../details.ts";

/** Called once per skipped item: `index` in the array being parsed, `reason` a readable summary. */
export type OnInvalid = (what: string, index: number, reason: string) => void;

const ignore: OnInvalid = () => {};

/** An absolute http(s) URL with a host and a path; anything else (including "https:media.api-sports.io…") is null. */
export function usableUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const v = value.trim();
  if (!/^https?:\/\/[^/\s?#]+\/\S+$/i.test(v)) return null;
  try {
    new URL(v);
    return v;
  } catch {
    return null;
  }
}

const str = z
  .string()
  .nullish()
  .catch(null)
  .transform((v) => (v === undefined || v === null || v.trim() === "" ? null : v));
const int = z
  .number()
  .int()
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);
const logo = z.unknown().optional().transform(usableUrl);
/** Some counters arrive as numeric strings in older answers. */
const count = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+$/)
      .transform(Number),
  ])
  .nullish()
  .catch(null)
  .transform((v) => v ?? 0);

const teamSchema = z.object({ id: z.number().int(), name: z.string().min(1), logo });

function toTeam(t: z.infer<typeof teamSchema>): ProviderTeam {
  return { id: t.id, name: t.name, logo: t.logo };
}

const fixtureItemSchema = z.object({
  fixture: z.object({
    id: z.number().int(),
    referee: str,
    date: z.string().nullish(),
    timestamp: z.number().nullish().catch(null),
    venue: z.object({ name: str, city: str }).nullish().catch(null),
    status: z.object({ short: z.string(), elapsed: int }),
  }),
  league: z.object({ id: z.number().int(), name: z.string().min(1), country: str, logo, season: int }),
  teams: z.object({ home: teamSchema, away: teamSchema }),
  goals: z.object({ home: int, away: int }).nullish().catch(null),
});

type FixtureItem = z.infer<typeof fixtureItemSchema>;

function kickoffOf(item: FixtureItem): string | null {
  const { timestamp, date } = item.fixture;
  if (typeof timestamp === "number" && Number.isFinite(timestamp)) return new Date(timestamp * 1000).toISOString();
  const parsed = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

function toFixture(item: FixtureItem): ProviderFixture | string {
  const kickoff = kickoffOf(item);
  if (kickoff === null) return "fixture.timestamp and fixture.date are both missing or unreadable";
  const status = mapApiFootballStatus(item.fixture.status.short);
  const league: ProviderLeague = {
    id: item.league.id,
    name: item.league.name,
    country: item.league.country ?? "",
    logo: item.league.logo,
    // The season is always sent; a missing one falls back to the kick-off's year, which is right for
    // calendar-year leagues and off by one only for European ones in their second half.
    season: item.league.season ?? new Date(kickoff).getUTCFullYear(),
  };
  const venue = item.fixture.venue;
  return {
    id: item.fixture.id,
    kickoff,
    status,
    elapsed: isLive(status) ? item.fixture.status.elapsed : null,
    league,
    home: toTeam(item.teams.home),
    away: toTeam(item.teams.away),
    goals: { home: item.goals?.home ?? null, away: item.goals?.away ?? null },
    venue:
      venue && (venue.name !== null || venue.city !== null) ? { name: venue.name ?? "", city: venue.city ?? "" } : null,
    odds: [],
  };
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join(".") || "(item)"}: ${i.message}`)
    .join("; ");
}

/** Parses each item on its own; the ones that fail are reported and left out. */
function parseEach<S extends z.ZodType, T>(
  what: string,
  items: readonly unknown[],
  schema: S,
  convert: (value: z.infer<S>) => T | string,
  onInvalid: OnInvalid,
): T[] {
  const out: T[] = [];
  items.forEach((item, index) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      onInvalid(what, index, describe(parsed.error));
      return;
    }
    const value = convert(parsed.data);
    if (typeof value === "string") onInvalid(what, index, value);
    else out.push(value);
  });
  return out;
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** `/fixtures?date=` (and every other fixture list): one ProviderFixture per item, odds empty. */
export function parseFixtures(response: readonly unknown[], onInvalid: OnInvalid = ignore): ProviderFixture[] {
  return parseEach("fixture", response, fixtureItemSchema, toFixture, onInvalid);
}

const eventSchema = z.object({
  time: z.object({ elapsed: int, extra: int }).nullish().catch(null),
  team: z.object({ id: int }).nullish().catch(null),
  player: z.object({ name: str }).nullish().catch(null),
  assist: z.object({ name: str }).nullish().catch(null),
  type: z.string().min(1),
  detail: str,
  comments: str,
});

function toEvent(e: z.infer<typeof eventSchema>): ProviderEvent {
  return {
    teamId: e.team?.id ?? null,
    time: { elapsed: e.time?.elapsed ?? null, extra: e.time?.extra ?? null },
    type: e.type,
    detail: e.detail,
    player: e.player?.name ?? null,
    assist: e.assist?.name ?? null,
    comments: e.comments,
  };
}

const lineupPlayerSchema = z.object({
  player: z.object({ id: int, name: z.string().min(1), number: int, pos: str, grid: str }),
});

function toLineupPlayer({ player: p }: z.infer<typeof lineupPlayerSchema>): ProviderLineupPlayer {
  return { id: p.id, name: p.name, number: p.number, pos: p.pos, grid: p.grid };
}

const lineupSchema = z.object({
  team: teamSchema,
  formation: str,
  coach: z.object({ name: str }).nullish().catch(null),
  startXI: z.unknown().optional(),
  substitutes: z.unknown().optional(),
});

function lineupConverter(onInvalid: OnInvalid) {
  return (l: z.infer<typeof lineupSchema>): ProviderLineup => ({
    team: toTeam(l.team),
    formation: l.formation,
    coach: l.coach?.name ?? null,
    startXI: parseEach("lineup player", asArray(l.startXI), lineupPlayerSchema, toLineupPlayer, onInvalid),
    substitutes: parseEach("lineup player", asArray(l.substitutes), lineupPlayerSchema, toLineupPlayer, onInvalid),
  });
}

const statisticSchema = z.object({
  type: z.string().min(1),
  value: z.union([z.number(), z.string(), z.null()]).optional().catch(null),
});

const teamStatisticsSchema = z.object({ team: teamSchema, statistics: z.unknown().optional() });

function statisticsConverter(onInvalid: OnInvalid) {
  return (s: z.infer<typeof teamStatisticsSchema>): ProviderTeamStatistics => ({
    team: toTeam(s.team),
    statistics: parseEach(
      "statistic",
      asArray(s.statistics),
      statisticSchema,
      (x) => ({ type: x.type, value: x.value ?? null }),
      onInvalid,
    ),
  });
}

const detailItemSchema = z.object({
  events: z.unknown().optional(),
  lineups: z.unknown().optional(),
  statistics: z.unknown().optional(),
});

/** `/fixtures?ids=a-b-c`: the fixtures with their events, lineups and statistics. */
export function parseFixtureDetails(
  response: readonly unknown[],
  onInvalid: OnInvalid = ignore,
): ProviderFixtureDetail[] {
  const out: ProviderFixtureDetail[] = [];
  response.forEach((item, index) => {
    const base = fixtureItemSchema.safeParse(item);
    if (!base.success) return onInvalid("fixture", index, describe(base.error));
    const fixture = toFixture(base.data);
    if (typeof fixture === "string") return onInvalid("fixture", index, fixture);
    const extra = detailItemSchema.parse(item);
    out.push({
      fixture,
      referee: base.data.fixture.referee,
      events: parseEach("event", asArray(extra.events), eventSchema, toEvent, onInvalid),
      lineups: parseEach("lineup", asArray(extra.lineups), lineupSchema, lineupConverter(onInvalid), onInvalid),
      statistics: parseEach(
        "statistics",
        asArray(extra.statistics),
        teamStatisticsSchema,
        statisticsConverter(onInvalid),
        onInvalid,
      ),
    });
  });
  return out;
}

const splitSchema = z.object({
  played: count,
  win: count,
  draw: count,
  lose: count,
  goals: z.object({ for: count, against: count }).nullish().catch(null),
});

function toSplit(s: z.infer<typeof splitSchema>): ProviderStandingSplit {
  return {
    played: s.played,
    win: s.win,
    draw: s.draw,
    lose: s.lose,
    goals: { for: s.goals?.for ?? 0, against: s.goals?.against ?? 0 },
  };
}

const standingRowSchema = z.object({
  rank: z.number().int(),
  team: teamSchema,
  points: count,
  goalsDiff: count,
  group: str,
  form: str,
  description: str,
  all: splitSchema,
  home: splitSchema.nullish().catch(null),
  away: splitSchema.nullish().catch(null),
});

function toStanding(r: z.infer<typeof standingRowSchema>): ProviderStanding {
  return {
    rank: r.rank,
    team: toTeam(r.team),
    points: r.points,
    goalsDiff: r.goalsDiff,
    group: r.group,
    form: r.form,
    description: r.description,
    all: toSplit(r.all),
    home: r.home ? toSplit(r.home) : null,
    away: r.away ? toSplit(r.away) : null,
  };
}

const standingsItemSchema = z.object({ league: z.object({ standings: z.unknown().optional() }) });

/**
 * `/standings?league=&season=`: every row of every table (a cup's groups come one after another, each row
 * naming its `group`), in the provider's order.
 */
export function parseStandings(response: readonly unknown[], onInvalid: OnInvalid = ignore): ProviderStanding[] {
  const rows: ProviderStanding[] = [];
  response.forEach((item, index) => {
    const parsed = standingsItemSchema.safeParse(item);
    if (!parsed.success) return onInvalid("standings", index, describe(parsed.error));
    for (const table of asArray(parsed.data.league.standings)) {
      rows.push(...parseEach("standing", asArray(table), standingRowSchema, toStanding, onInvalid));
    }
  });
  return rows;
}

/** API-Football's bet id for the 1X2 market ("Match Winner"). */
export const MATCH_WINNER_BET_ID = 1;

const oddValue = z
  .union([z.number(), z.string()])
  .nullish()
  .catch(null)
  .transform((v) => {
    const n = typeof v === "string" ? Number(v.trim().replace(",", ".")) : v;
    // A decimal price is always above 1; anything else is a placeholder, not a price.
    return typeof n === "number" && Number.isFinite(n) && n > 1 ? n : null;
  });

const betSchema = z.object({
  id: int,
  name: str,
  values: z
    .array(
      z
        .object({ value: z.union([z.string(), z.number()]).transform(String), odd: oddValue })
        .catch({ value: "", odd: null }),
    )
    .nullish()
    .catch(null),
});

const bookmakerSchema = z.object({
  id: z.number().int(),
  name: str,
  bets: z
    .array(betSchema.catch({ id: null, name: null, values: null }))
    .nullish()
    .catch(null),
});

const oddsItemSchema = z.object({
  fixture: z.object({ id: z.number().int() }),
  update: z.string().nullish().catch(null),
  bookmakers: z
    .array(bookmakerSchema.catch({ id: -1, name: null, bets: null }))
    .nullish()
    .catch(null),
});

const OUTCOME: Record<string, "home" | "draw" | "away"> = {
  home: "home",
  "1": "home",
  draw: "draw",
  x: "draw",
  away: "away",
  "2": "away",
};

/** The 1X2 prices of one bookmaker, or null when the market is missing or incomplete. */
function matchWinner(
  bets: z.infer<typeof bookmakerSchema>["bets"],
): { home: number; draw: number; away: number } | null {
  const bet = (bets ?? []).find((b) => b.id === MATCH_WINNER_BET_ID || (b.id === null && b.name === "Match Winner"));
  if (bet === undefined) return null;
  const prices: Partial<Record<"home" | "draw" | "away", number>> = {};
  for (const v of bet.values ?? []) {
    const outcome = OUTCOME[v.value.trim().toLowerCase()];
    if (outcome !== undefined && v.odd !== null && prices[outcome] === undefined) prices[outcome] = v.odd;
  }
  const { home, draw, away } = prices;
  return home !== undefined && draw !== undefined && away !== undefined ? { home, draw, away } : null;
}

/**
 * `/odds?fixture=` (or `?date=`): fixture id → the 1X2 prices of the houses we list. Only bookmakers present in
 * `houses` (provider bookmaker id → our house name) count; an unmapped one contributes nothing, so the site never
 * shows a price under a house that did not offer it. A house mapped from two bookmaker ids keeps the first.
 */
export function parseOdds(
  response: readonly unknown[],
  houses: ReadonlyMap<number, string>,
  onInvalid: OnInvalid = ignore,
): Map<number, ProviderOdds[]> {
  return parseBooks(response, houses, onInvalid, (bets, house, checkedAt) => {
    const prices = matchWinner(bets);
    if (prices === null) return [];
    return [checkedAt ? { house, ...prices, checkedAt } : { house, ...prices }];
  });
}

/**
 * Each fixture of an `/odds` answer with what `read` makes of each listed house's bets; a bookmaker not in `houses`
 * counts for nothing, and a house mapped from two bookmaker ids keeps the first.
 */
function parseBooks<T>(
  response: readonly unknown[],
  houses: ReadonlyMap<number, string>,
  onInvalid: OnInvalid,
  read: (bets: Bets, house: string, checkedAt: string | undefined) => T[],
): Map<number, T[]> {
  const out = new Map<number, T[]>();
  const seen = new Map<number, Set<string>>();
  response.forEach((item, index) => {
    const parsed = oddsItemSchema.safeParse(item);
    if (!parsed.success) return onInvalid("odds", index, describe(parsed.error));
    const id = parsed.data.fixture.id;
    const list = out.get(id) ?? [];
    const done = seen.get(id) ?? new Set<string>();
    const updated = parsed.data.update ? Date.parse(parsed.data.update) : Number.NaN;
    const checkedAt = Number.isFinite(updated) ? new Date(updated).toISOString() : undefined;
    for (const bookmaker of parsed.data.bookmakers ?? []) {
      const house = houses.get(bookmaker.id);
      if (house === undefined || done.has(house)) continue;
      const books = read(bookmaker.bets, house, checkedAt);
      if (books.length > 0) done.add(house);
      list.push(...books);
    }
    out.set(id, list);
    seen.set(id, done);
  });
  return out;
}

/** API-Football's bet ids of the other markets (issue 44): Goals Over/Under, Both Teams Score, Double Chance, Home/Away. */
export const MARKET_BET_IDS = { totals: 5, btts: 8, doubleChance: 12, drawNoBet: 2 } as const;

const BET_NAMES: Record<number, string> = {
  5: "Goals Over/Under",
  8: "Both Teams Score",
  12: "Double Chance",
  2: "Home/Away",
};

type Bets = z.infer<typeof bookmakerSchema>["bets"];

function betOf(bets: Bets, id: number): NonNullable<Bets>[number] | undefined {
  return (bets ?? []).find((b) => b.id === id || (b.id === null && b.name === BET_NAMES[id]));
}

/** A bet's prices by its values' names (lower case, trimmed), the first of each. */
function pricesOf(bet: NonNullable<Bets>[number] | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const v of bet?.values ?? []) {
    const key = v.value.trim().toLowerCase().replace(/\s+/g, " ");
    if (v.odd !== null && !out.has(key)) out.set(key, v.odd);
  }
  return out;
}

/**
 * One bookmaker's books in the other markets (core/markets ids and outcome order): "Goals Over/Under" per half-goal
 * line ("Over 2.5" / "Under 2.5"), "Both Teams Score" (Yes, No), "Double Chance" (Home/Draw, Home/Away, Draw/Away) and
 * "Home/Away" (draw no bet). A market missing an outcome, or whose book is outside its bounds (core/markets'
 * plausibleBook), is left out.
 */
function otherMarkets(bets: Bets): Array<{ market: string; prices: number[] }> {
  const out: Array<{ market: string; prices: number[] }> = [];
  const add = (market: string, prices: number[]) => {
    const m = parseMarketId(market);
    if (m !== null && plausibleBook(m, prices)) out.push({ market, prices });
  };
  const all = (prices: Array<number | undefined>): prices is number[] => prices.every((p) => p !== undefined);
  const btts = pricesOf(betOf(bets, MARKET_BET_IDS.btts));
  const yesNo = [btts.get("yes"), btts.get("no")];
  if (all(yesNo)) add("btts", yesNo);
  const totals = pricesOf(betOf(bets, MARKET_BET_IDS.totals));
  const lines = [...totals.keys()]
    .map((k) => /^over (\d+(?:\.5)?)$/.exec(k)?.[1])
    .filter((l): l is string => l !== undefined)
    .map(Number)
    .filter((l) => l % 1 === 0.5 && l < 10)
    .sort((a, b) => a - b);
  for (const line of lines) {
    const ou = [totals.get(`over ${line}`), totals.get(`under ${line}`)];
    if (all(ou)) add(`totals:${line}`, ou);
  }
  const dc = pricesOf(betOf(bets, MARKET_BET_IDS.doubleChance));
  const chances = [dc.get("home/draw"), dc.get("home/away"), dc.get("draw/away")];
  if (all(chances)) add("double_chance", chances);
  const dnb = pricesOf(betOf(bets, MARKET_BET_IDS.drawNoBet));
  const homeAway = [dnb.get("home"), dnb.get("away")];
  if (all(homeAway)) add("dnb", homeAway);
  return out;
}

/**
 * `/odds?fixture=`: fixture id → the books of the houses we list in the other markets (the same answer as
 * `parseOdds`, so no extra request). Only mapped bookmakers count, a house mapped twice keeps the first.
 */
export function parseMarketOdds(
  response: readonly unknown[],
  houses: ReadonlyMap<number, string>,
  onInvalid: OnInvalid = ignore,
): Map<number, ProviderMarketOdds[]> {
  return parseBooks(response, houses, onInvalid, (bets, house, checkedAt) =>
    otherMarkets(bets).map((m) => (checkedAt ? { house, ...m, checkedAt } : { house, ...m })),
  );
}
