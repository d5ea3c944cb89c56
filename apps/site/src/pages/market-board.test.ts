import { describe, expect, it } from "vitest";
import {
  boardAges,
  boardAlertQuotes,
  boardBest,
  boardClosingRows,
  boardFair,
  boardOdds,
  boardPrevious,
  findBoard,
  marketFromQuery,
  marketHref,
  type MarketBoard,
} from "./market-board.ts";

const BTTS = { key: "btts" } as const;
const DC = { key: "double_chance" } as const;

function board(over: Partial<MarketBoard> = {}): MarketBoard {
  return {
    market: "btts",
    slug: "ambas-marcam",
    label: "Ambas marcam",
    outcomes: ["Sim", "Não"],
    best: [
      { price: 1.95, house: "Betano", implied: 1 / 1.95 },
      { price: 1.9, house: "Bet365", implied: 1 / 1.9 },
    ],
    best_payout: 1 / (1 / 1.95 + 1 / 1.9),
    fair: [
      { probability: 0.49, odd: 1 / 0.49 },
      { probability: 0.51, odd: 1 / 0.51 },
    ],
    houses: [
      {
        house: "Betano",
        prices: [1.95, 1.8],
        previous: [1.9, null],
        movement: ["up", "same"],
        payout: 0.93,
        checked_at: "2026-11-21T17:59:00.000Z",
      },
      {
        house: "Bet365",
        prices: [1.85, 1.9],
        previous: [null, 2],
        movement: ["same", "down"],
        payout: 0.94,
        checked_at: "2026-11-21T17:30:00.000Z",
      },
    ],
    ...over,
  };
}

describe("the market in the address", () => {
  it("reads ?mercado=, falling back to 1X2 when absent or unknown", () => {
    expect(marketFromQuery("ambas-marcam")).toEqual({ key: "btts" });
    expect(marketFromQuery("gols-2-5")).toEqual({ key: "totals", line: 2.5 });
    expect(marketFromQuery(null)).toEqual({ key: "1x2" });
    expect(marketFromQuery("escanteios")).toEqual({ key: "1x2" });
    expect(marketFromQuery("")).toEqual({ key: "1x2" });
  });

  it("writes each market's address, 1X2 being the page without the parameter", () => {
    expect(marketHref("/estatisticasJogo/7", { key: "1x2" })).toBe("/estatisticasJogo/7");
    expect(marketHref("/estatisticasJogo/7", BTTS)).toBe("/estatisticasJogo/7?mercado=ambas-marcam");
    expect(marketHref("/analise?jogo=7", { key: "totals", line: 1.5 })).toBe("/analise?jogo=7&mercado=gols-1-5");
    expect(marketHref("/analise?jogo=7", { key: "dnb" })).toBe("/analise?jogo=7&mercado=empate-anula");
  });
});

describe("a market's board as the odds components take it", () => {
  it("finds the market's board by its id, or none", () => {
    const data = { fixture_id: 7, home_team: "A", away_team: "B", status: "NS", markets: [board()] };
    expect(findBoard(data, BTTS)?.label).toBe("Ambas marcam");
    expect(findBoard(data, DC)).toBeNull();
    expect(findBoard(undefined, BTTS)).toBeNull();
  });

  it("names each price by the page's outcome labels, by position, skipping unusable prices", () => {
    const b = board({
      houses: [{ ...board().houses[0]!, prices: [1.95, Number.NaN] }, board().houses[1]!],
    });
    expect(boardOdds(b, BTTS, "Flamengo", "Palmeiras")).toEqual([
      { bet: "Betano", option: "Sim", odd: 1.95 },
      { bet: "Bet365", option: "Sim", odd: 1.85 },
      { bet: "Bet365", option: "Não", odd: 1.9 },
    ]);
    const dc = board({
      market: "double_chance",
      houses: [{ ...board().houses[0]!, prices: [1.3, 1.25, 1.6], previous: [null, null, null] }],
    });
    // The board's own team spelling does not matter: the page's names are used.
    expect(boardOdds(dc, DC, "Flamengo", "Palmeiras").map((o) => o.option)).toEqual([
      "Flamengo ou empate",
      "Flamengo ou Palmeiras",
      "Empate ou Palmeiras",
    ]);
  });

  it("keeps the arrows' references per house, and the age of a price no longer fresh", () => {
    expect(boardPrevious(board()).get("Bet365")).toEqual([null, 2]);
    const ages = boardAges(board(), new Date("2026-11-21T18:00:00.000Z"));
    expect(ages.has("Betano")).toBe(false);
    expect(ages.get("Bet365")).toBe("há 30 min");
  });

  it("gives the best price of each outcome with its house, null where nobody prices it", () => {
    expect(boardBest(board(), BTTS)).toEqual([
      { odd: 1.95, house: "Betano" },
      { odd: 1.9, house: "Bet365" },
    ]);
    expect(boardBest(board({ best: [null] }), BTTS)).toEqual([null, null]);
  });

  it("gives the fair book with the number of complete books, or none without one", () => {
    const fair = boardFair(board(), BTTS);
    expect(fair?.houses).toBe(2);
    expect(fair?.probabilities).toEqual([0.49, 0.51]);
    expect(fair?.fairOdds[0]).toBeCloseTo(2.0408, 4);
    expect(boardFair(board({ fair: null }), BTTS)).toBeNull();
    expect(boardFair(board({ houses: [{ ...board().houses[0]!, prices: [1.95] }] }), BTTS)).toBeNull();
  });

  it("reads a finished game's opening and closing from the reference and the last prices", () => {
    expect(boardClosingRows(board(), BTTS)).toEqual([
      { house: "Betano", opening: [1.9, null], closing: [1.95, 1.8] },
      { house: "Bet365", opening: [null, 2], closing: [1.85, 1.9] },
    ]);
    expect(boardAlertQuotes(board(), BTTS)).toEqual([
      { house: "Betano", prices: [1.95, 1.8] },
      { house: "Bet365", prices: [1.85, 1.9] },
    ]);
  });
});
