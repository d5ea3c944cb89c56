import { describe, expect, it } from "vitest";
import { checkQuotes, median, overround, type SanityQuote } from "./sanity.ts";

const NOW = Date.parse("2026-05-16T18:05:00Z");
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

function q(house: string, home: number, draw: number, away: number, minutesAgo = 2): SanityQuote {
  return { house, home, draw, away, lastUpdate: ago(minutesAgo) };
}

const market = [q("A", 2.1, 3.3, 3.6), q("B", 2.14, 3.28, 3.72), q("C", 2.08, 3.25, 3.55)];

describe("price sanity", () => {
  it("accepts a normal book and computes the helpers", () => {
    expect(checkQuotes(market, [], { now: NOW, live: false }).map((v) => v.status)).toEqual([
      "accepted",
      "accepted",
      "accepted",
    ]);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(overround({ home: 3, draw: 3, away: 3 })).toBeCloseTo(1);
  });

  it("rejects a price at or under 1.01 and above 1000", () => {
    const verdicts = checkQuotes([q("A", 1.01, 8, 30), q("B", 1.02, 1001, 30), q("C", 1.05, 12, 1000)], [], {
      now: NOW,
      live: false,
      minOverround: 0.5,
      maxOverround: 2,
    });
    expect(verdicts.map((v) => v.status)).toEqual(["rejected", "rejected", "accepted"]);
    expect(verdicts[0]).toMatchObject({ reason: "price-range" });
  });

  it("holds a price ten times (or a tenth of) the other houses' median, not the others", () => {
    const typo = q("D", 21, 3.25, 3.5);
    const verdicts = checkQuotes([...market, typo], [], { now: NOW, live: false });
    expect(verdicts.map((v) => v.status)).toEqual(["accepted", "accepted", "accepted", "held"]);
    expect(verdicts[3]).toMatchObject({ reason: "outlier" });
    const low = checkQuotes([q("D", 2.1, 3.3, 0.36 * 3)], market, { now: NOW, live: false });
    expect(low[0]?.status).toBe("held");
    // 2.9× is a big gap but not a typo's.
    expect(checkQuotes([q("D", 2.1 * 2.9, 3.3, 3.6)], market, { now: NOW, live: false })[0]?.status).not.toBe("held");
  });

  it("gives the other houses' medians of a held price, and lets a released one through the other rules only", () => {
    // A real move (the favourite's star hurt?) looks like a typo to the medians: 7.5 against 2.1.
    const move = q("D", 7.5, 3.6, 1.5);
    const [held] = checkQuotes([move], market, { now: NOW, live: false });
    expect(held).toMatchObject({ status: "held", medians: { home: 2.1, draw: 3.28, away: 3.6 }, others: 3 });
    const released = (quote: SanityQuote) => quote.house === "D";
    expect(checkQuotes([move], market, { now: NOW, live: false, released })[0]).toMatchObject({ status: "accepted" });
    // Released from the outlier rule, not from the others: a book no bookmaker offers is still refused.
    const silly = q("D", 40, 30, 35);
    expect(checkQuotes([silly], market, { now: NOW, live: false, released })[0]).toMatchObject({
      status: "rejected",
      reason: "overround",
    });
    expect(checkQuotes([q("D", 7.5, 3.6, 1.5, 45)], market, { now: NOW, live: false, released })[0]?.status).toBe(
      "stale",
    );
  });

  it("needs two other houses before calling a price an outlier", () => {
    const verdicts = checkQuotes([q("A", 2.1, 3.3, 3.6), q("D", 21, 3.25, 3.5)], [], {
      now: NOW,
      live: false,
      minOverround: 0.5,
    });
    expect(verdicts.map((v) => v.status)).toEqual(["accepted", "accepted"]);
  });

  it("drops a quote older than 30 min before kick-off, 3 min while live; without a time, the list's read time", () => {
    const old = q("A", 2.1, 3.3, 3.6, 31);
    const recent = q("B", 2.1, 3.3, 3.6, 29);
    expect(checkQuotes([old, recent], [], { now: NOW, live: false }).map((v) => v.status)).toEqual([
      "stale",
      "accepted",
    ]);
    expect(
      checkQuotes([q("A", 2.1, 3.3, 3.6, 4), q("B", 2.1, 3.3, 3.6, 2)], [], { now: NOW, live: true }).map(
        (v) => v.status,
      ),
    ).toEqual(["stale", "accepted"]);
    const untimed = { ...recent, lastUpdate: null };
    expect(checkQuotes([untimed], [], { now: NOW, live: false, fetchedAt: ago(1) })[0]?.status).toBe("accepted");
    expect(checkQuotes([untimed], [], { now: NOW, live: false, fetchedAt: ago(40) })[0]?.status).toBe("stale");
    expect(checkQuotes([untimed], [], { now: NOW, live: false })[0]?.status).toBe("stale");
  });

  it("rejects a book whose overround is under 0.9 or over 1.5", () => {
    const verdicts = checkQuotes([q("A", 4, 4, 4), q("B", 1.5, 2, 2.5), q("C", 1.9, 3.4, 4.2)], [], {
      now: NOW,
      live: false,
    });
    expect(verdicts.map((v) => v.status)).toEqual(["rejected", "rejected", "accepted"]);
    expect(verdicts[0]).toMatchObject({ reason: "overround" });
  });

  it("counts the provider's prices for the medians without judging them", () => {
    const verdicts = checkQuotes(
      [q("D", 21, 3.25, 3.5)],
      [
        { house: "P1", home: 2.1, draw: 3.3, away: 3.6 },
        {
          house: "P2",
          home: 2.12,
          draw: 3.3,
          away: 3.5,
        },
      ],
      { now: NOW, live: false },
    );
    expect(verdicts).toHaveLength(1);
    expect(verdicts[0]?.status).toBe("held");
  });
});
