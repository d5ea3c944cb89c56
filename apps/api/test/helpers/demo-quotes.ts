import { DemoProvider } from "../../src/providers/demo/demo-provider.ts";
import { PINNED_DATE, PINNED_NOW } from "./app.ts";

/**
 * How many houses the test apps' demo (seed 7) quotes for each game of a day at an instant: what an ingest of that
 * answer must store. None in the league no house prices, six in play while MC Games's feed is behind (17:20 to
 * 18:05 UTC), fewer late in a decided game whose market some houses have closed, seven otherwise.
 */
export function demoQuoteCounts(date = PINNED_DATE, now = PINNED_NOW): Map<number, number> {
  const day = new DemoProvider({ seed: 7 }).fixturesByDateSync(date, new Date(now));
  return new Map(day.map((f) => [f.id, f.odds.length]));
}
