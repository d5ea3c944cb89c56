/**
 * The Odds API's per-event call (issue 44): the markets its sport call does not serve (`btts`, `draw_no_bet`) are
 * asked per game with `GET /v4/sports/{sport}/events/{id}/odds`, only for the day's games a mapped bookmaker prices,
 * only with THEODDSAPI_EVENT_MARKETS, and only with credits the 1X2's plan does not need. Against the local
 * stand-in (helpers/the-odds-api-stand-in.ts), which charges as the provider documents.
 */

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseTheOddsApiSettings, type TheOddsApiSettings } from "../src/odds-sources/settings.ts";
import { TheOddsApiSource } from "../src/odds-sources/the-odds-api.ts";
import type { SourceEvent } from "../src/odds-sources/types.ts";
import {
  BRAZIL_SERIE_A,
  serieAGame,
  startTheOddsApiStandIn,
  type StandInGame,
  type TheOddsApiStandIn,
} from "./helpers/the-odds-api-stand-in.ts";

const BRA = BRAZIL_SERIE_A;
const KEY = "0123456789abcdef0123456789abcdef";
/** 16 May 2026, 18:05 UTC (15:05 in São Paulo). */
const T0 = Date.parse("2026-05-16T18:05:00Z");
const MIN = 60_000;

const game = (id: string, commence: string, books: StandInGame["books"], home = "São Paulo", away = "Grêmio") =>
  serieAGame(id, commence, home, away, books);

const full = (h2h: [number, number, number], btts: [number, number]) => ({
  h2h,
  totals: { "2.5": [1.95, 1.85] as const },
  btts,
  dnb: [1.5, 2.5] as const,
});

/** Today 21:30Z, today's live game (kicked off 30 min ago), a finished one, tomorrow's, one no mapped house prices. */
const GAMES: StandInGame[] = [
  game("tonight", "2026-05-16T21:30:00Z", {
    betano: full([2.1, 3.3, 3.6], [1.8, 1.95]),
    pinnacle: full([2.15, 3.25, 3.5], [1.83, 1.97]),
  }),
  game("live", "2026-05-16T17:35:00Z", { betano: full([1.7, 3.6, 5.0], [2.1, 1.7]) }, "Flamengo", "Palmeiras"),
  game("over", "2026-05-16T14:00:00Z", { betano: full([1.7, 3.6, 5.0], [2.1, 1.7]) }, "Bahia", "Vitória"),
  game("tomorrow", "2026-05-17T19:00:00Z", { betano: full([2.5, 3.1, 2.9], [1.75, 2.0]) }, "Santos", "Ceará"),
  game("unmapped", "2026-05-16T23:00:00Z", { onexbet: full([2.0, 3.2, 3.8], [1.9, 1.9]) }, "Inter", "Grêmio"),
];

let api: TheOddsApiStandIn;
let now = T0;

beforeEach(async () => {
  now = T0;
  api = await startTheOddsApiStandIn({ games: structuredClone(GAMES), now: () => new Date(now) });
});
afterEach(async () => {
  await api.close();
});

function settings(env: Record<string, string> = {}): TheOddsApiSettings {
  const parsed = parseTheOddsApiSettings({
    THEODDSAPI_KEY: KEY,
    THEODDSAPI_BASE_URL: api.baseUrl,
    THEODDSAPI_BOOKMAKERS: "betano:Bateu Bet,pinnacle:MGM Bet",
    THEODDSAPI_SPORTS: BRA,
    THEODDSAPI_POLL_SECONDS: "300",
    THEODDSAPI_MARKETS: "h2h,totals",
    THEODDSAPI_EVENT_MARKETS: "btts",
    ...env,
  });
  if (!parsed.ok || parsed.settings === null) throw new Error(`settings: ${JSON.stringify(parsed)}`);
  return parsed.settings;
}

const books = (events: SourceEvent[], id: string, market: string) =>
  (events.find((e) => e.eventId === id)?.marketQuotes ?? [])
    .filter((q) => q.market === market)
    .map((q) => [q.house, ...q.prices]);

describe("THEODDSAPI_EVENT_MARKETS", () => {
  it("is empty by default (no per-event call) and takes btts and draw_no_bet only", () => {
    const base = { THEODDSAPI_KEY: KEY, THEODDSAPI_BOOKMAKERS: "betano:Bateu Bet" };
    const none = parseTheOddsApiSettings(base);
    expect(none.ok && none.settings !== null && "eventMarkets" in none.settings).toBe(false);
    const both = parseTheOddsApiSettings({ ...base, THEODDSAPI_EVENT_MARKETS: " btts, draw_no_bet ,btts" });
    expect(both.ok && both.settings?.eventMarkets).toEqual(["btts", "draw_no_bet"]);
    const bad = parseTheOddsApiSettings({ ...base, THEODDSAPI_EVENT_MARKETS: "btts,totals,player_goals" });
    expect(bad).toEqual({
      ok: false,
      issues: [
        'THEODDSAPI_EVENT_MARKETS: mercado "totals", "player_goals" não lido; os mercados da consulta por jogo são: ' +
          "btts, draw_no_bet (vazio, o padrão: nenhuma consulta por jogo)",
      ],
    });
  });
});

describe("the per-event call", () => {
  it("asks the day's priced games, soonest first; their books join the sport call's under the house", async () => {
    const source = new TheOddsApiSource({ settings: settings() });
    const events = await source.poll(new Date(now));

    const [sportCall] = api.oddsCalls(BRA);
    expect(sportCall?.query.get("markets")).toBe("h2h,totals");
    // Live first, then tonight's; not the finished game, not tomorrow's, not one no mapped bookmaker prices.
    expect(api.eventCalls().map((r) => r.path)).toEqual([
      `/v4/sports/${BRA}/events/live/odds`,
      `/v4/sports/${BRA}/events/tonight/odds`,
    ]);
    const query = Object.fromEntries(api.eventCalls("tonight")[0]!.query);
    expect(query).toEqual({ apiKey: KEY, regions: "eu", markets: "btts", oddsFormat: "decimal", dateFormat: "iso" });

    expect(books(events, "tonight", "totals:2.5")).toEqual([
      ["Bateu Bet", 1.95, 1.85],
      ["MGM Bet", 1.95, 1.85],
    ]);
    expect(books(events, "tonight", "btts")).toEqual([
      ["Bateu Bet", 1.8, 1.95],
      ["MGM Bet", 1.83, 1.97],
    ]);
    expect(books(events, "live", "btts")).toEqual([["Bateu Bet", 2.1, 1.7]]);
    expect(books(events, "tomorrow", "btts")).toEqual([]);
    expect(books(events, "tonight", "dnb")).toEqual([]);
    const btts = events.find((e) => e.eventId === "tonight")!.marketQuotes!.find((q) => q.market === "btts")!;
    expect(btts.lastUpdate).toBe(new Date(now).toISOString());

    // Credits: the sport call 1 region × 2 markets, each event call 1 region × 1 market returned.
    expect(api.credits.used).toBe(4);
    expect(source.status()).toMatchObject({ quotaUsed: 4, quotaLastCost: 1, lastError: null });
  });

  it("past midnight in São Paulo, last night's game still in play is asked with the new day's", async () => {
    // 00:10 on 17 May in São Paulo: a game kicked off at 23:00 on the 16th is in play.
    now = Date.parse("2026-05-17T03:10:00Z");
    api.games = [
      game("late", "2026-05-17T02:00:00Z", { betano: full([2.0, 3.0, 4.0], [1.9, 1.9]) }, "Bahia", "Vitória"),
      game("sunday", "2026-05-17T19:00:00Z", { betano: full([2.5, 3.1, 2.9], [1.75, 2.0]) }, "Santos", "Ceará"),
      game("monday", "2026-05-18T23:00:00Z", { betano: full([2.5, 3.1, 2.9], [1.75, 2.0]) }, "Inter", "Grêmio"),
    ];
    const events = await new TheOddsApiSource({ settings: settings() }).poll(new Date(now));
    expect(api.eventCalls().map((r) => r.path.split("/")[5])).toEqual(["late", "sunday"]);
    expect(books(events, "late", "btts")).toEqual([["Bateu Bet", 1.9, 1.9]]);
  });

  it("sends none without THEODDSAPI_EVENT_MARKETS, and the sport call never asks an additional market", async () => {
    const { eventMarkets: _, ...plain } = settings();
    const source = new TheOddsApiSource({ settings: plain });
    const events = await source.poll(new Date(now));
    expect(api.eventCalls()).toEqual([]);
    expect(books(events, "tonight", "btts")).toEqual([]);
    expect(api.credits.used).toBe(2);
    expect(api.oddsCalls(BRA)[0]?.query.get("markets")).toBe("h2h,totals");
  });

  it("asks draw_no_bet too when set, charged per market returned", async () => {
    const source = new TheOddsApiSource({ settings: settings({ THEODDSAPI_EVENT_MARKETS: "btts,draw_no_bet" }) });
    const events = await source.poll(new Date(now));
    expect(books(events, "tonight", "dnb")).toEqual([
      ["Bateu Bet", 1.5, 2.5],
      ["MGM Bet", 1.5, 2.5],
    ]);
    expect(api.credits.used).toBe(2 + 2 + 2);
  });

  it("leaves the provider one 1X2 call's worth of credits: below that, no per-event call", async () => {
    api.credits.remaining = 5;
    const source = new TheOddsApiSource({ settings: settings() });
    await source.poll(new Date(now));
    // 3 left after the sport call: the live game's call (1) leaves 2, one 1X2 call; tonight's would leave 1.
    expect(api.eventCalls().map((r) => r.path.split("/")[5])).toEqual(["live"]);
    expect(api.credits.remaining).toBe(2);
  });

  it("a game gone at the provider loses its books; a 429 on a game pauses every call", async () => {
    const source = new TheOddsApiSource({ settings: settings() });
    let events = await source.poll(new Date(now));
    expect(books(events, "live", "btts")).toHaveLength(1);

    now += 5 * MIN;
    api.server.script(api.server.fallback, {
      status: 404,
      body: { message: "Event not found", error_code: "EVENT_NOT_FOUND" },
    });
    events = await source.poll(new Date(now));
    expect(books(events, "live", "btts")).toEqual([]);
    expect(books(events, "tonight", "btts")).toHaveLength(2);
    expect(source.status().lastError).toBeNull();

    now += 5 * MIN;
    const calls = api.requests.length;
    api.server.script(api.server.fallback, {
      status: 429,
      headers: { "retry-after": "120" },
      body: { message: "Too many requests", error_code: "EXCEEDED_FREQ_LIMIT" },
    });
    events = await source.poll(new Date(now));
    // The sport call and the live game's; tonight's waits with the rest for the pause.
    expect(api.requests.length).toBe(calls + 2);
    expect(source.status()).toMatchObject({ pauseReason: "rate-limit", lastError: { kind: "rate-limit" } });
    expect(source.status().sports[0]?.lastError).toBeNull();
    expect(books(events, "tonight", "btts")).toHaveLength(2);
  });

  it("an answer that is not the game asked is an invalid answer; the competition's list stays good", async () => {
    const source = new TheOddsApiSource({ settings: settings() });
    api.server.script(api.server.fallback, { body: [] });
    const events = await source.poll(new Date(now));
    expect(source.status().lastError).toMatchObject({ kind: "invalid-response", sportKey: BRA });
    expect(source.status().lastError?.message).toContain("evento live");
    expect(source.status().sports[0]?.lastError).toBeNull();
    expect(books(events, "live", "btts")).toEqual([]);
    expect(books(events, "tonight", "btts")).toHaveLength(2);
  });
});

describe("the per-event call on the credit plan", () => {
  const planned = (env: Record<string, string> = {}) =>
    new TheOddsApiSource({ settings: settings({ THEODDSAPI_MONTHLY_CREDITS: "500", ...env }), planned: true });

  beforeEach(() => {
    // Today's only game is tonight's: the plan asks every 15 minutes from 18:30, three hours before.
    api.games = api.games.filter((g) => g.id === "tonight" || g.id === "tomorrow");
  });

  it("spends credits the plan has to spare", async () => {
    api.credits.used = 100;
    const source = planned();
    await source.poll(new Date(now));
    expect(api.eventCalls().map((r) => r.path.split("/")[5])).toEqual(["tonight"]);
    expect(source.status().credits).toMatchObject({ monthly: 500, spentThisMonth: 103, costPerCall: 2 });
    expect(source.status().sports[0]?.nextCallAt).toBe("2026-05-16T18:30:00.000Z");
    // The operators see the day's per-event calls and what they cost (/api/health's oddsSources).
    expect(source.status().eventCalls).toEqual({
      date: "2026-05-16",
      markets: ["btts"],
      sent: 1,
      skipped: 0,
      credits: 1,
      lastAt: new Date(now).toISOString(),
    });
  });

  it("never takes credits the next 1X2 call needs: that call keeps its time and the game waits", async () => {
    // By 18:30 the month has accrued 274 credits: 272 spent + 2 for the 1X2 call fits; one more credit would not.
    api.credits.used = 270;
    const source = planned();
    await source.poll(new Date(now));
    expect(api.oddsCalls(BRA)).toHaveLength(1);
    expect(api.eventCalls()).toEqual([]);
    expect(source.status().eventCalls).toMatchObject({ sent: 0, skipped: 1, credits: 0, lastAt: null });
    expect(source.status().credits).toMatchObject({ spentThisMonth: 272 });
    expect(source.status().sports[0]).toMatchObject({
      nextCallAt: "2026-05-16T18:30:00.000Z",
      planReason: "kickoff-3h",
    });

    // The same month without per-event markets plans the same 1X2 call.
    api.credits.used = 270;
    const { eventMarkets: _, ...plain } = settings({ THEODDSAPI_MONTHLY_CREDITS: "500" });
    const without = new TheOddsApiSource({ settings: plain, planned: true });
    await without.poll(new Date(now));
    expect(without.status().sports[0]?.nextCallAt).toBe("2026-05-16T18:30:00.000Z");
    expect(without.status().eventCalls).toBeUndefined();
  });
});
