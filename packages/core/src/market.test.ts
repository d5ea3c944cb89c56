import { describe, expect, it } from "vitest";
import {
  aboveFair,
  devig,
  fairMarket,
  formatPercent,
  freshnessLabel,
  movement,
  movementLabel,
  payout,
  referencePrices,
} from "./market.ts";

// Worked examples computed independently (Python, 200 bisection steps on Shin's z) for these books.
const BOOKS = [
  {
    prices: [2.0, 3.5, 4.0] as const,
    payout: 0.965517,
    proportional: [0.482759, 0.275862, 0.241379],
    shin: [0.486734, 0.274328, 0.238938],
  },
  {
    prices: [1.5, 4.2, 6.5] as const,
    payout: 0.944637,
    proportional: [0.629758, 0.224913, 0.145329],
    shin: [0.642656, 0.220101, 0.137243],
  },
  {
    prices: [2.1, 3.25, 3.6] as const,
    payout: 0.941921,
    proportional: [0.448534, 0.289822, 0.261645],
    shin: [0.453796, 0.287826, 0.258379],
  },
];

describe("payout", () => {
  it.each(BOOKS)("is 1 / Σ(1/odd) for $prices", ({ prices, payout: expected }) => {
    expect(payout(prices)).toBeCloseTo(expected, 6);
  });
  it("is NaN when a price is missing or unusable", () => {
    expect(payout([2, null, 3])).toBeNaN();
    expect(payout([2, 1, 3])).toBeNaN();
    expect(payout([2, 3])).toBeNaN();
  });
  it("goes above 100% when the best prices of several houses guarantee a profit", () => {
    expect(payout([2.2, 4.2, 4.5])).toBeGreaterThan(1);
  });
});

describe("formatPercent", () => {
  it("writes a pt-BR percentage with one decimal", () => {
    expect(formatPercent(0.9534)).toBe("95,3%");
    expect(formatPercent(1)).toBe("100,0%");
    expect(formatPercent(0.48276, 1)).toBe("48,3%");
    expect(formatPercent(Number.NaN)).toBe("—");
  });
});

describe("devig", () => {
  it.each(BOOKS)("proportional: each implied probability over their sum ($prices)", ({ prices, proportional }) => {
    const p = devig(prices, "proporcional")!;
    p.forEach((x, i) => expect(x).toBeCloseTo(proportional[i]!, 6));
  });
  it.each(BOOKS)("Shin: matches the worked example and sums to 1 ($prices)", ({ prices, shin }) => {
    const p = devig(prices, "shin")!;
    p.forEach((x, i) => expect(x).toBeCloseTo(shin[i]!, 5));
    expect(p[0] + p[1] + p[2]).toBeCloseTo(1, 12);
  });
  it("Shin takes more of the margin from the long shot than the proportional method does", () => {
    const prop = devig([1.5, 4.2, 6.5], "proporcional")!;
    const shin = devig([1.5, 4.2, 6.5], "shin")!;
    expect(shin[0]).toBeGreaterThan(prop[0]);
    expect(shin[2]).toBeLessThan(prop[2]);
  });
  it("leaves a fair book as it is, and refuses unusable prices", () => {
    const fair = devig([2, 4, 4], "shin")!;
    expect(fair.map((x) => Number(x.toFixed(9)))).toEqual([0.5, 0.25, 0.25]);
    expect(devig([2, 0.9, 4], "shin")).toBeNull();
    expect(devig([2, Number.NaN, 4], "proporcional")).toBeNull();
  });
});

describe("fairMarket", () => {
  const row = (bet: string, home: number | null, draw: number | null, away: number | null) => ({
    bet,
    home,
    draw,
    away,
  });
  it("averages the margin-free probabilities of every complete book and gives their fair odds", () => {
    const market = fairMarket(
      [row("A", 2.0, 3.5, 4.0), row("B", 2.1, 3.25, 3.6), row("C", 2.2, null, 3.5)],
      "proporcional",
    )!;
    expect(market.houses).toBe(2);
    const expected = [0, 1, 2].map((i) => (BOOKS[0]!.proportional[i]! + BOOKS[2]!.proportional[i]!) / 2);
    market.probabilities.forEach((p, i) => expect(p).toBeCloseTo(expected[i]!, 6));
    // The references are rounded to six decimals: their inverses hold four.
    market.fairOdds.forEach((o, i) => expect(o).toBeCloseTo(1 / expected[i]!, 4));
  });
  it("is null when no house prices all three outcomes", () => {
    expect(fairMarket([row("A", 2, null, 3)])).toBeNull();
    expect(fairMarket([])).toBeNull();
  });
  it("tells a price above the fair odd", () => {
    expect(aboveFair(2.2, 2.0545)).toBe(true);
    expect(aboveFair(2.0, 2.0545)).toBe(false);
    expect(aboveFair(null, 2)).toBe(false);
  });
});

describe("movement", () => {
  it("compares with the reference price, ignoring less than half a cent", () => {
    expect(movement(2.45, 2.3)).toBe("up");
    expect(movement(2.3, 2.45)).toBe("down");
    expect(movement(2.3, 2.304)).toBe("same");
    expect(movement(2.3, null)).toBe("same");
    expect(movementLabel(2.45, 2.3)).toBe("subiu de 2,30");
    expect(movementLabel(2.3, 2.45)).toBe("caiu de 2,45");
    expect(movementLabel(2.3, 2.3)).toBe("");
  });
});

describe("freshnessLabel", () => {
  const now = new Date("2026-11-21T18:00:00.000Z");
  it("shows the age of a price older than five minutes", () => {
    expect(freshnessLabel("2026-11-21T17:57:00.000Z", now)).toBeNull();
    expect(freshnessLabel("2026-11-21T17:48:00.000Z", now)).toBe("há 12 min");
    expect(freshnessLabel("2026-11-21T15:30:00.000Z", now)).toBe("há 2 h");
    expect(freshnessLabel("2026-11-20T17:00:00.000Z", now)).toBe("há 1 dia");
    expect(freshnessLabel(null, now)).toBeNull();
    expect(freshnessLabel("não é data", now)).toBeNull();
  });
});

describe("referencePrices", () => {
  const history = [
    { house: "A", home: 2.0, draw: 3.4, away: 3.8, recordedAt: "2026-11-21T17:00:00.000Z" },
    { house: "B", home: 2.1, draw: 3.3, away: 3.6, recordedAt: "2026-11-21T17:00:00.000Z" },
    { house: "A", home: 2.2, draw: 3.3, away: 3.5, recordedAt: "2026-11-21T17:50:00.000Z" },
    { house: "A", home: 2.4, draw: 3.2, away: 3.1, recordedAt: "2026-11-21T17:58:00.000Z" },
  ];
  const now = new Date("2026-11-21T18:00:00.000Z");
  it("is each house's opening price before the game", () => {
    const refs = referencePrices(history, { live: false, now });
    expect(refs.get("A")).toEqual([2.0, 3.4, 3.8]);
    expect(refs.get("B")).toEqual([2.1, 3.3, 3.6]);
  });
  it("is the price before the last move on a live game, while that move is under five minutes old", () => {
    const refs = referencePrices(history, { live: true, now });
    // A moved at 17:58 (two minutes ago): compared with its 17:50 price.
    expect(refs.get("A")).toEqual([2.2, 3.3, 3.5]);
    // B never moved: compared with itself, no arrow.
    expect(refs.get("B")).toEqual([2.1, 3.3, 3.6]);
    // Ten minutes on, A's move is old news.
    expect(referencePrices(history, { live: true, now: new Date("2026-11-21T18:08:00.000Z") }).get("A")).toEqual([
      2.4, 3.2, 3.1,
    ]);
  });
});
