/**
 * Markets beyond 1X2 on the price path (issue 44): a house's signed push carrying Ambas marcam and a 2,5-goal line
 * shows on the markets endpoint within seconds, with no call to the fixture provider; a book outside the market's
 * bounds is rejected, an outlier against the other houses is held until read again five minutes later, and a
 * suspended market leaves.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClock } from "../src/clock.ts";
import type { ProviderFixture } from "../src/providers/types.ts";
import type { FixtureMarkets } from "../src/schemas/markets.ts";
import { hanzbetSaoPauloGremio, signedFeed } from "./helpers/feed.ts";
import { call, signUpAdmin, TEST_JWT_SECRET, tempDataDir } from "./helpers/accounts.ts";
import { startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { m, saoPauloGremio, StubProvider } from "./helpers/odds-fixtures.ts";

const T0 = "2026-05-16T18:05:00.000Z";
const DAY = "2026-05-16";
const GAME = 1001;
const FIXTURES: Record<string, ProviderFixture[]> = {
  [DAY]: [
    saoPauloGremio(GAME, [
      m("Bateu Bet", "btts", [1.85, 1.9]),
      m("Lotogreen", "btts", [1.8, 1.95]),
      m("Bateu Bet", "totals:2.5", [2.0, 1.78]),
      m("Lotogreen", "totals:2.5", [1.95, 1.8]),
    ]),
  ],
};

class CountingProvider extends StubProvider {
  calls = 0;
  override async fixturesByDate(date: string): Promise<ProviderFixture[]> {
    this.calls += 1;
    return super.fixturesByDate(date);
  }
}

let pushes = 0;
function hanzbet(markets: Record<string, unknown>, now: Date): string {
  pushes += 1;
  return hanzbetSaoPauloGremio(markets, new Date(now.getTime() + pushes).toISOString());
}

async function houseSecret(t: TestApp, slug: string): Promise<string> {
  const admin = await signUpAdmin(t.app);
  const houses = (await call(t.app, "GET", "/api/admin/houses/", undefined, { token: admin.token })).json()
    .results as Array<{ id: number; slug: string }>;
  const house = houses.find((h) => h.slug === slug)!;
  const res = await call(t.app, "POST", `/api/admin/houses/${house.id}/feed-secret/`, undefined, {
    token: admin.token,
  });
  return res.json().secret as string;
}

describe.each(DATABASE_KINDS)("markets of a house's push on the price path, on $kind", ({ kind, skip }) => {
  let t: TestApp;
  let provider: CountingProvider;
  let secret: string;
  let stop: () => void;
  let clock: ReturnType<typeof createClock>;
  const hanz = async (id: string) => {
    const res = await t.app.inject({ url: `/api/apifootball_app/fixtureById/${GAME}/markets/` });
    expect(res.statusCode).toBe(200);
    return res
      .json<FixtureMarkets>()
      .markets.find((b) => b.market === id)
      ?.houses.find((h) => h.house === "HanzBet");
  };
  const push = async (markets: Record<string, unknown>) => {
    const now = t.app.ctx.clock.now();
    const body = hanzbet(markets, now);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/odds-feed/hanzbet/",
      headers: { "content-type": "application/json", ...signedFeed(secret, body, now) },
      payload: body,
    });
    expect(res.statusCode).toBe(202);
  };

  beforeAll(async () => {
    if (skip) return;
    provider = new CountingProvider(FIXTURES);
    clock = createClock(new Date(T0));
    t = await startTestApp(kind, {
      provider,
      clock,
      env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir() },
    });
    secret = await houseSecret(t, "hanzbet");
    await t.app.ctx.football.runScheduledOnce(1800);
    stop = t.app.ctx.football.startPrices();
  });
  afterAll(async () => {
    stop?.();
    await t?.close();
  });

  it.skipIf(skip)("shows a pushed Ambas marcam and 2,5-goal line within seconds, no provider call", async () => {
    const calls = provider.calls;
    expect(await hanz("btts")).toBeUndefined();
    const started = Date.now();
    await push({ btts: { yes: 1.9, no: 1.88 }, totals: [{ line: 2.5, over: 2.02, under: 1.8 }] });
    await expect.poll(async () => (await hanz("btts"))?.prices, { timeout: 5000, interval: 50 }).toEqual([1.9, 1.88]);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await hanz("totals:2.5"))?.prices).toEqual([2.02, 1.8]);
    const res = await t.app.inject({ url: `/api/apifootball_app/fixtureById/${GAME}/markets/` });
    const btts = res.json<FixtureMarkets>().markets.find((b) => b.market === "btts")!;
    expect(btts.best[0]).toMatchObject({ price: 1.9, house: "HanzBet" });
    expect(btts.best[1]).toMatchObject({ price: 1.95, house: "Lotogreen" });
    const day = (
      await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/markets/?date=${DAY}&market=ambas-marcam` })
    ).json();
    expect(day.games[0].best[0]).toMatchObject({ price: 1.9, house: "HanzBet" });
    expect(provider.calls).toBe(calls);
  });

  it.skipIf(skip)("rejects a book outside its bounds, holds an outlier, and drops a suspended market", async () => {
    // Σ 1/price = 1.47: no two-way book is that generous to the house.
    await push({ btts: { yes: 1.3, no: 1.4 }, totals: [{ line: 2.5, over: 2.02, under: 1.8 }] });
    await expect.poll(async () => (await hanz("btts"))?.prices, { timeout: 5000, interval: 50 }).toBeUndefined();
    expect((await hanz("totals:2.5"))?.prices).toEqual([2.02, 1.8]);
    // 7.5 against a median of 1.8: held, not shown, until the same prices are read five minutes later.
    await push({ btts: { yes: 7.5, no: 1.1 }, totals: [{ line: 2.5, over: 2.04, under: 1.79 }] });
    await expect
      .poll(async () => (await hanz("totals:2.5"))?.prices, { timeout: 5000, interval: 50 })
      .toEqual([2.04, 1.79]);
    expect(await hanz("btts")).toBeUndefined();
    await push({ btts: { suspended: true }, totals: [{ line: 2.5, over: 2.04, under: 1.79 }] });
    await push({ btts: { yes: 1.92, no: 1.86 }, dnb: { suspended: true } });
    await expect.poll(async () => (await hanz("btts"))?.prices, { timeout: 5000, interval: 50 }).toEqual([1.92, 1.86]);
    // A line the house no longer sends leaves with its document.
    expect(await hanz("totals:2.5")).toBeUndefined();
  });
});
