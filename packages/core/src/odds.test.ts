import { describe, expect, it } from "vitest";
import {
  DRAW_LABEL,
  bestOdds,
  bestOddsByHouse,
  closingLineRows,
  formatDecimal,
  formatMultiplier,
  formatOdd,
  isUsableOdd,
  optionSlot,
  overround,
  type Odd,
} from "./odds.ts";

const HOME = "Flamengo";
const AWAY = "Palmeiras";

const odd = (bet: string, option: string, value: number): Odd => ({ bet, option, odd: value });

describe("DRAW_LABEL", () => {
  it("is the odds display's 'Empate'", () => {
    expect(DRAW_LABEL).toBe("Empate");
  });
});

describe("optionSlot", () => {
  it.each<[string, 0 | 1 | 2 | null]>([
    ["Flamengo", 0],
    ["Empate", 1],
    ["Palmeiras", 2],
    ["  flamengo ", 0],
    ["EMPATE", 1],
    ["palmeiras", 2],
    ["Corinthians", null],
    ["", null],
    ["   ", null],
    ["X", null],
  ])("%j → %s", (option, slot) => {
    expect(optionSlot(option, HOME, AWAY)).toBe(slot);
  });

  it("prefers home when both teams share a name, and the draw label over a team called 'Empate'", () => {
    expect(optionSlot("Real", "Real", "Real")).toBe(0);
    expect(optionSlot("Empate", "Empate", AWAY)).toBe(1);
  });
});

describe("isUsableOdd", () => {
  it.each<[number, boolean]>([
    [1.01, true],
    [2.1, true],
    [1000, true],
    [1, false],
    [0.5, false],
    [0, false],
    [-2, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NEGATIVE_INFINITY, false],
  ])("%s → %s", (n, usable) => {
    expect(isUsableOdd(n)).toBe(usable);
  });
});

describe("bestOdds", () => {
  it("carries the best house's reference price for the arrow, and none from a house that is not the best", () => {
    const odds = [
      { bet: "Bateu Bet", option: HOME, odd: 2.2, previous: 2.3 },
      { bet: "HanzBet", option: HOME, odd: 2.1, previous: 1.9 },
      { bet: "HanzBet", option: DRAW_LABEL, odd: 3.4 },
      { bet: "Bateu Bet", option: DRAW_LABEL, odd: 3.3, previous: 3.0 },
    ];
    expect(bestOdds(odds, HOME, AWAY)).toEqual([
      { option: HOME, odd: 2.2, bet: "Bateu Bet", previous: 2.3 },
      { option: DRAW_LABEL, odd: 3.4, bet: "HanzBet" },
      null,
    ]);
  });

  it("takes the highest odd per option and lays them out home / Empate / away", () => {
    const odds = [
      odd("Bateu Bet", HOME, 2.1),
      odd("Bateu Bet", DRAW_LABEL, 3.2),
      odd("Bateu Bet", AWAY, 3.5),
      odd("HanzBet", AWAY, 3.6),
      odd("HanzBet", HOME, 2.05),
      odd("HanzBet", DRAW_LABEL, 3.4),
      odd("MC Games", HOME, 2.15),
      odd("MC Games", DRAW_LABEL, 3.1),
      odd("MC Games", AWAY, 3.55),
    ];
    expect(bestOdds(odds, HOME, AWAY)).toEqual([
      { option: HOME, odd: 2.15, bet: "MC Games" },
      { option: DRAW_LABEL, odd: 3.4, bet: "HanzBet" },
      { option: AWAY, odd: 3.6, bet: "HanzBet" },
    ]);
  });

  it("keeps the first house seen on a tie", () => {
    const odds = [odd("Geral Bet", HOME, 2.5), odd("Lotogreen", HOME, 2.5), odd("MGM Bet", HOME, 2.4)];
    expect(bestOdds(odds, HOME, AWAY)[0]).toEqual({ option: HOME, odd: 2.5, bet: "Geral Bet" });
  });

  it("ignores non-finite and ≤ 1 odds, even when they are 'higher'", () => {
    const odds = [
      odd("A", HOME, Number.POSITIVE_INFINITY),
      odd("B", HOME, Number.NaN),
      odd("C", HOME, 1.8),
      odd("D", DRAW_LABEL, 1),
      odd("E", DRAW_LABEL, 0.9),
      odd("F", AWAY, -5),
    ];
    expect(bestOdds(odds, HOME, AWAY)).toEqual([{ option: HOME, odd: 1.8, bet: "C" }, null, null]);
  });

  it("gives null for options no house prices and ignores options naming other teams", () => {
    expect(bestOdds([], HOME, AWAY)).toEqual([null, null, null]);
    expect(bestOdds([odd("A", "Santos", 9), odd("A", AWAY, 4)], HOME, AWAY)).toEqual([
      null,
      null,
      { option: AWAY, odd: 4, bet: "A" },
    ]);
  });

  it("matches team names regardless of case and surrounding spaces, labelling with the given names", () => {
    const odds = [odd("A", " flamengo", 2), odd("A", "empate ", 3), odd("A", "PALMEIRAS", 4)];
    expect(bestOdds(odds, HOME, AWAY).map((b) => b?.option)).toEqual([HOME, "Empate", AWAY]);
  });
});

describe("bestOddsByHouse", () => {
  it("returns one row per house in first-seen order with that house's prices", () => {
    const odds = [
      odd("HanzBet", AWAY, 3.6),
      odd("Bateu Bet", HOME, 2.1),
      odd("HanzBet", HOME, 2.05),
      odd("Bateu Bet", DRAW_LABEL, 3.2),
      odd("HanzBet", DRAW_LABEL, 3.4),
      odd("Bateu Bet", AWAY, 3.5),
    ];
    expect(bestOddsByHouse(odds, HOME, AWAY)).toEqual([
      { bet: "HanzBet", home: 2.05, draw: 3.4, away: 3.6 },
      { bet: "Bateu Bet", home: 2.1, draw: 3.2, away: 3.5 },
    ]);
  });

  it("keeps a house's highest price when it repeats an option, null for options it does not price", () => {
    const odds = [odd("A", HOME, 2), odd("A", HOME, 2.2), odd("A", HOME, 2.1)];
    expect(bestOddsByHouse(odds, HOME, AWAY)).toEqual([{ bet: "A", home: 2.2, draw: null, away: null }]);
  });

  it("leaves out houses with no usable price and skips unusable prices within a house", () => {
    const odds = [
      odd("Broken", HOME, Number.NaN),
      odd("Broken", AWAY, 1),
      odd("Other match", "Santos", 2),
      odd("Good", HOME, 0),
      odd("Good", DRAW_LABEL, 3),
    ];
    expect(bestOddsByHouse(odds, HOME, AWAY)).toEqual([{ bet: "Good", home: null, draw: 3, away: null }]);
    expect(bestOddsByHouse([], HOME, AWAY)).toEqual([]);
  });
});

describe("formatOdd", () => {
  it.each<[number, string]>([
    [2.1, "2,10"],
    [2, "2,00"],
    [1.5, "1,50"],
    [3.456, "3,46"],
    [3.454, "3,45"],
    [10.999, "11,00"],
    [1.005, "1,01"],
    [2.675, "2,68"],
    [1.015, "1,02"],
    [150, "150,00"],
    [1250, "1.250,00"],
    [0, "0,00"],
    [Number.NaN, "—"],
    [Number.POSITIVE_INFINITY, "—"],
  ])("%s → %s", (n, text) => {
    expect(formatOdd(n)).toBe(text);
  });

  it("writes the pt-BR comma, never a dot before the decimals", () => {
    expect(formatOdd(1.85)).toBe("1,85");
    expect(formatOdd(1.85)).not.toContain(".");
  });
});

describe("formatDecimal and formatMultiplier", () => {
  it("write any number of decimals the pt-BR way, a dot between thousands", () => {
    expect(formatDecimal(94.84, 1)).toBe("94,8");
    expect(formatDecimal(57, 1)).toBe("57,0");
    expect(formatDecimal(87.5, 0)).toBe("88");
    expect(formatDecimal(1234567.891, 2)).toBe("1.234.567,89");
    expect(formatDecimal(-0.004, 2)).toBe("0,00");
    expect(formatDecimal(-2.5, 1)).toBe("-2,5");
    expect(formatDecimal(Number.NaN, 1)).toBe("—");
  });

  it("writes a multiplier with one decimal and the × sign", () => {
    expect(formatMultiplier(5.67)).toBe("5,7×");
    expect(formatMultiplier(3)).toBe("3,0×");
    expect(formatMultiplier(0.33)).toBe("0,3×");
    expect(formatMultiplier(Number.POSITIVE_INFINITY)).toBe("—");
  });
});

describe("overround", () => {
  it("is the sum of implied probabilities minus one", () => {
    expect(overround(2, 4, 4)).toBeCloseTo(0, 12);
    expect(overround(3, 3, 3)).toBeCloseTo(0, 12);
    expect(overround(2.1, 3.2, 3.5)).toBeCloseTo(1 / 2.1 + 1 / 3.2 + 1 / 3.5 - 1, 12);
    expect(overround(1.9, 3.4, 3.8)).toBeCloseTo(0.08359, 4);
  });

  it("is negative across houses when the best prices make an arbitrage", () => {
    expect(overround(2.2, 4.2, 4.2)).toBeLessThan(0);
  });

  it.each([
    [1, 3, 3],
    [2, Number.NaN, 3],
    [2, 3, Number.POSITIVE_INFINITY],
    [0, 3, 3],
  ])("is NaN for unusable prices (%s, %s, %s)", (h, d, a) => {
    expect(overround(h, d, a)).toBeNaN();
  });
});

describe("closingLineRows", () => {
  it("pairs each house's closing prices with its opening (previous), leaving out incomplete houses", () => {
    const odds = [
      { bet: "Bateu Bet", option: "São Paulo", odd: 1.8, previous: 1.95 },
      { bet: "Bateu Bet", option: "Empate", odd: 3.2 },
      { bet: "Bateu Bet", option: "Grêmio", odd: 4.5, previous: 4.0 },
      { bet: "HanzBet", option: "São Paulo", odd: 1.9 },
      { bet: "HanzBet", option: "Grêmio", odd: 4.1 },
    ];
    expect(closingLineRows(odds, "São Paulo", "Grêmio")).toEqual([
      { house: "Bateu Bet", opening: [1.95, 3.2, 4.0], closing: [1.8, 3.2, 4.5] },
    ]);
  });
});
