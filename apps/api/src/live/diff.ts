import type { StoredFixture, VisibleHouses } from "../services/football-store.ts";
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
