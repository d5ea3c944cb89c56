import { describe, expect, it } from "vitest";
import { articleDateError, articleDateRange } from "./articles.ts";

describe("an article's date", () => {
  it("runs from 2000-01-01 to the same day a year after today", () => {
    expect(articleDateRange("2026-11-21")).toEqual({ min: "2000-01-01", max: "2027-11-21" });
    // No 29 February next year: the last day of that February.
    expect(articleDateRange("2028-02-29")).toEqual({ min: "2000-01-01", max: "2029-02-28" });
  });

  it("names the bounds in Brazilian dates when it is outside them", () => {
    for (const ok of ["2000-01-01", "2026-11-21", "2027-11-21"]) expect(articleDateError(ok, "2026-11-21")).toBeNull();
    for (const bad of ["0001-01-01", "1999-12-31", "2027-11-22", "9999-12-31"])
      expect(articleDateError(bad, "2026-11-21")).toBe(
        "A data da notícia precisa estar entre 01/01/2000 e 21/11/2027.",
      );
  });
});
