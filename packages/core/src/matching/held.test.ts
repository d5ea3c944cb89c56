import { describe, expect, it } from "vitest";
import { holdLifted, holdOutcome, SECOND_READ_MS, type HoldState } from "./held.ts";

const T = Date.parse("2026-05-16T18:05:00Z");
const prices = { home: 7.5, draw: 3.6, away: 1.5 };
const state = (status: HoldState["status"], p = prices): HoldState => ({ prices: p, status, firstReadAt: T });

describe("held prices", () => {
  it("starts a hold for prices never seen, or different from the held ones", () => {
    expect(holdOutcome(undefined, prices, T)).toBe("new");
    expect(holdOutcome(state("held"), { ...prices, away: 1.55 }, T + SECOND_READ_MS)).toBe("new");
    // An admin's decision is about exact prices: new ones start over.
    expect(holdOutcome(state("released"), { ...prices, home: 7.8 }, T)).toBe("new");
    expect(holdOutcome(state("dismissed"), { ...prices, home: 7.8 }, T)).toBe("new");
  });

  it("lifts a hold when the same prices are read again at least five minutes later", () => {
    expect(holdOutcome(state("held"), prices, T)).toBe("held");
    expect(holdOutcome(state("held"), prices, T + SECOND_READ_MS - 1)).toBe("held");
    expect(holdOutcome(state("held"), prices, T + SECOND_READ_MS)).toBe("second-read");
    expect(holdOutcome(state("held"), prices, T + 60_000, 60_000)).toBe("second-read");
  });

  it("keeps an admin's decision for the same prices, whatever the reads", () => {
    expect(holdOutcome(state("released"), prices, T)).toBe("released");
    expect(holdOutcome(state("dismissed"), prices, T + 10 * SECOND_READ_MS)).toBe("dismissed");
    expect(["new", "held", "second-read", "released", "dismissed"].filter((o) => holdLifted(o as never))).toEqual([
      "second-read",
      "released",
    ]);
  });
});
