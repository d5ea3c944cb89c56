import { describe, expect, it } from "vitest";
import { DEFAULT_TEAM_ALIASES } from "./aliases.ts";
import { evaluateLabelled, type LabelledNames } from "./labelled.ts";
import labelled from "./labelled-names.json" with { type: "json" };
import { parseTeamName } from "./names.ts";

const set = labelled as unknown as LabelledNames;

describe("the labelled name pairs", () => {
  it("are many, and hard", () => {
    expect(set.positive.length).toBeGreaterThanOrEqual(300);
    expect(set.negative.length).toBeGreaterThanOrEqual(300);
  });

  it("never take two clubs for one with the seed aliases (precision 100%), and find almost every pair", () => {
    const report = evaluateLabelled(set, DEFAULT_TEAM_ALIASES);
    expect(report.falsePositives).toEqual([]);
    expect(report.precision).toBe(1);
    expect(report.recall).toBeGreaterThanOrEqual(0.98);
    console.info(
      `labelled set: precision ${(report.precision * 100).toFixed(1)}%, recall ${(report.recall * 100).toFixed(1)}% ` +
        `(${report.pairs} pairs); missed: ${report.falseNegatives.map((m) => `${m.source} ~ ${m.fixture}`).join("; ")}`,
    );
  });

  it("without aliases, only err where the names cannot tell (homonyms differing by a club form)", () => {
    const report = evaluateLabelled(set, []);
    const homonyms = report.falsePositives.filter((m) => parseTeamName(m.source).key === parseTeamName(m.fixture).key);
    expect(report.falsePositives).toEqual(homonyms);
    expect(report.precision).toBeGreaterThan(0.95);
    expect(report.recall).toBeGreaterThan(0.5);
  });

  it("catches an alias list that joins two clubs", () => {
    // A spelling listed under two clubs is ambiguous, never sure: the index itself refuses that mistake.
    const twice = [...DEFAULT_TEAM_ALIASES, { canonical: "Atlético Mineiro", variant: "Atlético Goianiense" }];
    expect(evaluateLabelled(set, twice).precision).toBe(1);
    // Juventud (Uruguay) is not in the seed, so nothing contradicts the wrong alias.
    const wrong = [...DEFAULT_TEAM_ALIASES, { canonical: "Juventus", variant: "Juventud" }];
    const report = evaluateLabelled(set, wrong);
    expect(report.precision).toBeLessThan(1);
    expect(report.falsePositives).toContainEqual({ source: "Juventus", fixture: "Juventud", how: "alias", score: 1 });
  });
});
