import { describe, expect, it } from "vitest";
import {
  bookSum,
  expectancyFrom1x2,
  fairProbabilities,
  marketFromSlug,
  marketId,
  marketLabel,
  marketPayout,
  marketProbabilities,
  marketReference,
  MARKETS,
  marketSlug,
  outcomeIndex,
  outcomePosition,
  outcomeLabels,
  parseMarketId,
  plausibleBook,
} from "./markets.ts";

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe("markets: names, ids and addresses", () => {
  it("round-trips every market through its id and its ?mercado= slug", () => {
    for (const m of MARKETS) {
      expect(parseMarketId(marketId(m))).toEqual(m);
      expect(marketFromSlug(marketSlug(m))).toEqual(m);
    }
    expect(marketSlug({ key: "totals", line: 2.5 })).toBe("gols-2-5");
    expect(marketSlug({ key: "btts" })).toBe("ambas-marcam");
    expect(parseMarketId("totals:2")).toBeNull();
    expect(parseMarketId("totals:2.25")).toBeNull();
    expect(parseMarketId("corners")).toBeNull();
    expect(marketFromSlug("gols-9-5")).toBeNull();
  });

  it("writes the outcomes as a Brazilian bettor reads them", () => {
    expect(marketLabel({ key: "totals", line: 2.5 })).toBe("Mais/Menos de 2,5 gols");
    expect(outcomeLabels({ key: "totals", line: 2.5 }, "Flamengo", "Palmeiras")).toEqual([
      "Mais de 2,5",
      "Menos de 2,5",
    ]);
    expect(outcomeLabels({ key: "double_chance" }, "Flamengo", "Palmeiras")).toEqual([
      "Flamengo ou empate",
      "Flamengo ou Palmeiras",
      "Empate ou Palmeiras",
    ]);
    expect(outcomeLabels({ key: "btts" }, "A", "B")).toEqual(["Sim", "Não"]);
  });

  it("believes a two-way book near 1 and a double chance near 2, and nothing else", () => {
    expect(plausibleBook({ key: "btts" }, [1.8, 1.95])).toBe(true);
    expect(plausibleBook({ key: "btts" }, [1.2, 1.3])).toBe(false);
    expect(plausibleBook({ key: "btts" }, [1.8, 1.95, 3])).toBe(false);
    expect(plausibleBook({ key: "double_chance" }, [1.25, 1.3, 1.9])).toBe(true);
    expect(plausibleBook({ key: "double_chance" }, [2.5, 3.4, 2.9])).toBe(false);
    expect(bookSum([2, 1])).toBeNaN();
    const fair = fairProbabilities({ key: "double_chance" }, [1.25, 1.3, 1.9])!;
    expect(sum(fair)).toBeCloseTo(2, 10);
  });
});

describe("one goal model prices every market consistently", () => {
  const g = { home: 1.6, away: 1.05 };
  it("sums each market's outcomes to 1 (double chance to 2) and derives them from the same scores", () => {
    const [h, d, a] = marketProbabilities(g, { key: "1x2" }) as [number, number, number];
    expect(h + d + a).toBeCloseTo(1, 12);
    expect(h).toBeGreaterThan(a);
    for (const line of [1.5, 2.5, 3.5]) expect(sum(marketProbabilities(g, { key: "totals", line }))).toBeCloseTo(1, 12);
    expect(marketProbabilities(g, { key: "double_chance" })).toEqual([h + d, h + a, d + a]);
    expect(marketProbabilities(g, { key: "dnb" })[0]).toBeCloseTo(h / (h + a), 12);
    // Independent Poisson goals: both score with (1 − e^−λh)(1 − e^−λa).
    expect(marketProbabilities(g, { key: "btts" })[0]).toBeCloseTo((1 - Math.exp(-1.6)) * (1 - Math.exp(-1.05)), 6);
    // More goals expected, more overs.
    const over = (x: { home: number; away: number }) => marketProbabilities(x, { key: "totals", line: 2.5 })[0]!;
    expect(over({ home: 2, away: 1.5 })).toBeGreaterThan(over(g));
  });

  it("recovers a game's goal expectancy from its 1X2 probabilities", () => {
    const p = marketProbabilities(g, { key: "1x2" }) as [number, number, number];
    const fitted = expectancyFrom1x2(p);
    const q = marketProbabilities(fitted, { key: "1x2" });
    for (let i = 0; i < 3; i++) expect(q[i]).toBeCloseTo(p[i]!, 3);
    expect(fitted.home).toBeCloseTo(1.6, 1);
    expect(fitted.away).toBeCloseTo(1.05, 1);
  });
});

describe("markets in play, payouts and arrows", () => {
  it("settles on the whole game's goals: a goal in hand counts", () => {
    const left = { home: 0.4, away: 0.3 };
    const over = (score: { home: number; away: number }) =>
      marketProbabilities(left, { key: "totals", line: 2.5 }, score)[0]!;
    expect(over({ home: 3, away: 0 })).toBeCloseTo(1, 12);
    expect(over({ home: 1, away: 1 })).toBeGreaterThan(over({ home: 0, away: 0 }));
    expect(marketProbabilities(left, { key: "btts" }, { home: 1, away: 1 })[0]).toBeCloseTo(1, 12);
    const [h] = marketProbabilities(left, { key: "1x2" }, { home: 2, away: 0 });
    expect(h).toBeGreaterThan(0.95);
  });

  it("pays back per unit on the whole book, a double chance counted twice", () => {
    expect(marketPayout({ key: "btts" }, [1.9, 1.9])).toBeCloseTo(0.95, 10);
    expect(marketPayout({ key: "double_chance" }, [1.25, 1.3, 1.9])).toBeCloseTo(
      2 / (1 / 1.25 + 1 / 1.3 + 1 / 1.9),
      10,
    );
    expect(marketPayout({ key: "dnb" }, [1, 2])).toBeNaN();
  });

  it("compares with the opening book, or in play with the book before a move under five minutes old", () => {
    const now = Date.parse("2026-11-21T18:00:00Z");
    const history = [
      { prices: [1.8, 2.0], at: now - 60 * 60_000 },
      { prices: [1.9, 1.9], at: now - 20 * 60_000 },
      { prices: [2.0, 1.8], at: now - 2 * 60_000 },
    ];
    expect(marketReference(history, { live: false, now })).toEqual([1.8, 2.0]);
    expect(marketReference(history, { live: true, now })).toEqual([1.9, 1.9]);
    expect(marketReference(history.slice(0, 2), { live: true, now })).toEqual([1.9, 1.9]);
    expect(marketReference([], { live: false, now })).toBeNull();
  });
});

describe("outcomes by their place", () => {
  it("names a two-way market's outcomes home and away, a three-way's home, draw and away", () => {
    expect(outcomeIndex({ key: "totals", line: 2.5 }, "home")).toBe(0);
    expect(outcomeIndex({ key: "btts" }, "away")).toBe(1);
    expect(outcomeIndex({ key: "btts" }, "draw")).toBeNull();
    expect(outcomeIndex({ key: "double_chance" }, "draw")).toBe(1);
    expect(outcomePosition({ key: "dnb" }, 1)).toBe("away");
    expect(outcomePosition({ key: "1x2" }, 1)).toBe("draw");
    expect(outcomePosition({ key: "btts" }, 2)).toBeNull();
  });
});
