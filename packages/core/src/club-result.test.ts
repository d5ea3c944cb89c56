import { describe, expect, it } from "vitest";
import { clubResult } from "./club-result.ts";

describe("clubResult", () => {
  it("reads the score from the club's side", () => {
    expect(clubResult({ home: 2, away: 1 }, 10, 10)).toBe("V");
    expect(clubResult({ home: 2, away: 1 }, 10, 20)).toBe("D");
    expect(clubResult({ home: 0, away: 3 }, 10, 20)).toBe("V");
    expect(clubResult({ home: 1, away: 1 }, 10, 20)).toBe("E");
  });
  it("has no result while a score is missing", () => {
    expect(clubResult({ home: null, away: 0 }, 10, 10)).toBeNull();
    expect(clubResult({ home: 0, away: null }, 10, 10)).toBeNull();
  });
});
