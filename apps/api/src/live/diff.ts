import type { StoredFixture, VisibleHouses } from "../services/football-store.ts";
import type { DayMarkets } from "../services/market-store.ts";
import type { NewLiveEvent } from "./bus.ts";

/**
 * What changed in a day between two ingests: one event per fixture whose score, status or prices moved.
 * Fixtures absent before (first ingest of the day) produce nothing: there is no change to announce. With `houses`,
 * only active houses' prices are announced, under their current names.
 */
export function diffDay(
  date: string,
  before: readonly StoredFixture[],
  after: readonly StoredFixture[],
  houses?: VisibleHouses,
): NewLiveEvent[] {
  const prev = new Map(before.map((f) => [f.afbFixtureId, f]));
  const events: NewLiveEvent[] = [];
  for (const f of after) {
    const p = prev.get(f.afbFixtureId);
    if (!p) continue;
    const base = { date, fixtureId: f.afbFixtureId };
    if (p.goals.home !== f.goals.home || p.goals.away !== f.goals.away) {
      events.push({
        ...base,
        type: "score",
        data: { goals: f.goals, status: f.status, elapsed: f.elapsed, previous: p.goals },
      });
    }
    if (p.status !== f.status) {
      events.push({ ...base, type: "status", data: { status: f.status, elapsed: f.elapsed, previous: p.status } });
    }
    const oldPrices = new Map(p.odds.map((o) => [o.house, o]));
    const moved = f.odds.filter((o) => {
      if (houses && !houses.visible(o.house)) return false;
      const q = oldPrices.get(o.house);
      return !q || q.home !== o.home || q.draw !== o.draw || q.away !== o.away;
    });
    if (moved.length > 0) {
      events.push({
        ...base,
        type: "odds",
        data: {
          home: f.home.name,
          away: f.away.name,
          // The new prices only: odds events are most of a live stream's bytes (a busy Saturday pushes about 25 of
          // them every poll to every open page), and a client already holds the prices they replace. Sending the
          // old prices too doubled every event, and with it what each phone downloads and each instance writes.
          odds: moved.map((o) => ({
            house: houses?.visible(o.house)?.name ?? o.house,
            home: o.home,
            draw: o.draw,
            away: o.away,
          })),
        },
      });
    }
  }
  return events;
}

/**
 * What moved in a day's markets beyond 1X2 between two writes: one `market` event per fixture and market where a
 * house's book is new or its prices moved, carrying the new prices only (in the market's outcome order) under the
 * houses' shown names. Like `diffDay`, fixtures absent before produce nothing; with `houses`, only active houses are
 * announced. A book that left is not announced (no new price), as a house gone from the 1X2 is not.
 */
export function diffMarkets(
  date: string,
  before: readonly StoredFixture[],
  after: readonly StoredFixture[],
  marketsBefore: DayMarkets,
  marketsAfter: DayMarkets,
  houses?: VisibleHouses,
): NewLiveEvent[] {
  const existed = new Set(before.map((f) => f.afbFixtureId));
  const events: NewLiveEvent[] = [];
  for (const f of after) {
    if (!existed.has(f.afbFixtureId)) continue;
    const now = marketsAfter.get(f.afbFixtureId);
    const old = marketsBefore.get(f.afbFixtureId);
    // The write keeps a fixture's map as it was when none of its books changed.
    if (now === undefined || now === old) continue;
    const moved = new Map<string, Array<{ house: string; prices: readonly number[] }>>();
    for (const [key, q] of now) {
      const [house = "", market = ""] = key.split("\n");
      // The 1X2 has its own `odds` events.
      if (market === "1x2") continue;
      const shown = houses ? houses.visible(house) : { name: house };
      if (!shown) continue;
      const was = old?.get(key)?.prices;
      if (was && was.length === q.prices.length && was.every((p, i) => p === q.prices[i])) continue;
      let list = moved.get(market);
      if (!list) moved.set(market, (list = []));
      list.push({ house: shown.name, prices: q.prices });
    }
    for (const [market, list] of moved) {
      events.push({
        date,
        fixtureId: f.afbFixtureId,
        type: "market",
        data: { market, home: f.home.name, away: f.away.name, houses: list },
      });
    }
  }
  return events;
}
