import { describe, expect, it } from "vitest";
import { parseTeamName } from "./names.ts";
import { abbreviates, closeSpelling, compareWords, editDistance, wordDice } from "./similarity.ts";

const core = (name: string) => parseTeamName(name).core;
const how = (a: string, b: string) => compareWords(core(a), core(b)).how;

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent swaps", () => {
    expect(editDistance("", "")).toBe(0);
    expect(editDistance("abc", "")).toBe(3);
    expect(editDistance("", "ab")).toBe(2);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("olympiakos", "olympiacos")).toBe(1);
    expect(editDistance("girona", "gerona")).toBe(1);
    expect(editDistance("abcd", "abdc")).toBe(1);
    expect(editDistance("juventus", "juventude")).toBe(2);
  });

  it("stops past the bound", () => {
    expect(editDistance("internacional", "internazionale", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
    expect(editDistance("monchengladbach", "moenchengladbach", 1)).toBe(1);
  });
});

describe("wordDice", () => {
  it("is 2 × shared / total, counting repeats once each", () => {
    expect(wordDice(["a", "b"], ["a", "b"])).toBe(1);
    expect(wordDice(["a", "b"], ["a", "c"])).toBe(0.5);
    expect(wordDice(["colo", "colo"], ["colo"])).toBeCloseTo(2 / 3);
    expect(wordDice([], [])).toBe(0);
  });
});

describe("closeSpelling and abbreviates", () => {
  it("accepts one edit in words of 6 letters or more, with the same first letter", () => {
    expect(closeSpelling("olympiakos", "olympiacos")).toBe(true);
    expect(closeSpelling("karlsruher", "karlsruhe")).toBe(true);
    expect(closeSpelling("tigres", "tigre")).toBe(false);
    expect(closeSpelling("internacional", "internazionale")).toBe(false);
    expect(closeSpelling("juventus", "juventude")).toBe(false);
    expect(closeSpelling("barca", "barça")).toBe(false);
  });

  it("takes a prefix two or more letters shorter for an abbreviation", () => {
    expect(abbreviates("b", "borussia")).toBe(true);
    expect(abbreviates("inter", "internacional")).toBe(true);
    expect(abbreviates("tigre", "tigres")).toBe(false);
    expect(abbreviates("05", "0512")).toBe(false);
  });
});

describe("compareWords", () => {
  it("calls the same words exact, unless they are all generic", () => {
    expect(how("Atlético de Madrid", "Atletico Madrid")).toBe("exact");
    expect(how("Madrid Atlético", "Atletico Madrid")).toBe("exact");
    expect(how("Atlético", "Atletico")).toBe("partial");
    expect(how("Inter", "Inter")).toBe("partial");
  });

  it("calls a longer name that only adds a filler close", () => {
    expect(how("Leeds", "Leeds United")).toBe("close");
    expect(how("Tottenham", "Tottenham Hotspur")).toBe("close");
    expect(how("Wolverhampton", "Wolverhampton Wanderers")).toBe("close");
    expect(how("B. Monchengladbach", "Borussia Mönchengladbach")).toBe("close");
    expect(how("Olympiakos", "Olympiacos")).toBe("close");
  });

  it("only asks for review when the longer name adds a word of its own", () => {
    expect(how("Milan", "Inter Milan")).toBe("partial");
    expect(how("Bragantino", "Red Bull Bragantino")).toBe("partial");
    expect(how("Atlético", "Atlético Mineiro")).toBe("partial");
    expect(how("Santos", "Santos Laguna")).toBe("partial");
    expect(how("Inter", "Internacional")).toBe("partial");
    expect(how("Juventus", "Juventud")).toBe("partial");
  });

  it("refuses when a word of the shorter name is missing", () => {
    expect(how("Atlético Madrid", "Atlético Mineiro")).toBe("none");
    expect(how("Manchester City", "Manchester United")).toBe("none");
    expect(how("Real Madrid", "Real Sociedad")).toBe("none");
    expect(how("Sport Recife", "Sporting CP")).toBe("none");
    expect(how("Juventus", "Juventude")).toBe("none");
    expect(how("Sheffield Wednesday", "Sheffield United")).toBe("none");
    expect(how("", "Santos")).toBe("none");
  });

  it("keeps partial scores below close, higher for more shared words", () => {
    const one = compareWords(core("Milan"), core("Inter Milan")).score;
    const two = compareWords(core("Red Bull"), core("Red Bull Bragantino")).score;
    expect(one).toBeGreaterThanOrEqual(0.75);
    expect(two).toBeGreaterThan(one);
    expect(two).toBeLessThan(0.9);
  });
});
