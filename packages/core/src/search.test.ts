import { describe, expect, it } from "vitest";
import { escapeLike, FOLD_FROM, FOLD_TO, foldText, matchesWords, searchWords } from "./search.ts";

describe("search", () => {
  it("ignores case and accents, and wants every word", () => {
    expect(searchWords("  São   PAULO ")).toEqual(["sao", "paulo"]);
    expect(matchesWords("Grêmio x Atlético-MG", searchWords("gremio atletico"))).toBe(true);
    expect(matchesWords("Grêmio x Atlético-MG", searchWords("gremio flamengo"))).toBe(false);
    expect(matchesWords("anything", searchWords("   "))).toBe(true);
  });

  it("folds in SQL's translate() as in JavaScript: one plain letter for each accented one", () => {
    expect([...FOLD_TO]).toHaveLength([...FOLD_FROM].length);
    expect(FOLD_TO).toMatch(/^[a-z]+$/);
    for (const [i, c] of [...FOLD_FROM].entries()) {
      if (c !== "ø" && c !== "ł") expect(FOLD_TO[i]).toBe(foldText(c));
    }
    expect(FOLD_TO[[...FOLD_FROM].indexOf("ø")]).toBe("o");
    expect(FOLD_TO[[...FOLD_FROM].indexOf("ł")]).toBe("l");
  });

  it("escapes LIKE's wildcards", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });
});
