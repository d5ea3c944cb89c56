import { describe, expect, it } from "vitest";
import { editDistance, matchTier, queryTokens, rankByName, searchTokens } from "./search.ts";

const q = (s: string) => searchTokens(s);

describe("site search ranking", () => {
  it("splits names at anything that is not a letter or digit, folded", () => {
    expect(searchTokens("Atlético-MG")).toEqual(["atletico", "mg"]);
    expect(searchTokens("  Brasileirão   Série A ")).toEqual(["brasileirao", "serie", "a"]);
  });

  it("ignores accents and case", () => {
    expect(matchTier("São Paulo", q("sao paulo"))).toBe(0);
    expect(matchTier("Grêmio", q("GREMIO"))).toBe(0);
    expect(matchTier("Brasileirão Série A", q("brasileirao"))).toBe(1);
  });

  it("ranks whole name, then prefix, then word starts, then inside words, then typos", () => {
    expect(matchTier("Santos", q("santos"))).toBe(0);
    expect(matchTier("Santos FC", q("santos"))).toBe(1);
    expect(matchTier("Red Bull Bragantino", q("bragantino"))).toBe(2);
    expect(matchTier("Flamengo", q("mengo"))).toBe(3);
    expect(matchTier("Grêmio", q("gremo"))).toBe(4);
    expect(matchTier("Palmeiras", q("palmeras"))).toBe(4);
    expect(matchTier("Fluminense", q("flumineze"))).toBe(4);
  });

  it("looks for words under 3 letters only at the start of a name's words", () => {
    expect(matchTier("Sporting Sub-19", q("or 1"))).toBeNull();
    expect(matchTier("Orlando City", q("or"))).toBe(1);
    expect(matchTier("Atlético-MG", q("mg"))).toBe(2);
    expect(matchTier("Flamengo", q("men"))).toBe(3);
  });

  it("folds markup, character references and the 'x' between teams out of a query", () => {
    expect(queryTokens("<b>Grêmio</b>")).toEqual(["gremio"]);
    expect(queryTokens("Flamengo x Palmeiras")).toEqual(["flamengo", "palmeiras"]);
    expect(queryTokens("Brighton &amp; Hove")).toEqual(["brighton", "hove"]);
    expect(queryTokens("Brighton & Hove")).toEqual(["brighton", "hove"]);
    // Nothing left with a letter or a digit, or code no name holds: no words, so no hits.
    for (const code of ["<b>x</b>", "' OR 1=1 --", "<script></script>", "&lt;&gt;", "-- '", "x", "a; drop"])
      expect(queryTokens(code), code).toEqual([]);
    expect(rankByName(["Buxton", "Sporting Sub-19"], "<b>x</b>", (n) => n, { limit: 5 })).toEqual([]);
  });

  it("wants every word, and no typo in short words", () => {
    expect(matchTier("Grêmio", q("gremio flamengo"))).toBeNull();
    expect(matchTier("Bahia", q("bax"))).toBeNull();
    expect(matchTier("Grêmio", q(""))).toBeNull();
  });

  it("counts a swap of two neighbours as one edit, and stops past the limit", () => {
    expect(editDistance("gremio", "grmeio")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("abcdef", "uvwxyz", 1)).toBe(2);
  });

  it("sorts by tier, then the tie-break, then shorter name", () => {
    const names = ["Gremio Novorizontino", "Grêmio", "Grêmio Anápolis", "Remo", "Gremo FC"];
    expect(rankByName(names, "gremio", (n) => n, { limit: 10 })).toEqual([
      "Grêmio",
      "Grêmio Anápolis",
      "Gremio Novorizontino",
      "Gremo FC",
    ]);
    const games = [
      { name: "Grêmio x Inter", days: 5 },
      { name: "Grêmio x Bahia", days: 1 },
    ];
    expect(rankByName(games, "gremio", (g) => g.name, { limit: 1, tieBreak: (g) => g.days })).toEqual([games[1]]);
  });
});

describe("editDistance to a prefix", () => {
  it("is the distance to the closest start of the word", () => {
    expect(editDistance("gremo", "gremio novorizontino", 2, true)).toBe(1);
    expect(editDistance("palm", "palmeiras", 1, true)).toBe(0);
    expect(editDistance("xyz", "palmeiras", 1, true)).toBe(2);
  });
});
