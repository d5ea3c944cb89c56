import { describe, expect, it } from "vitest";
import type { MatchReason } from "./match.ts";
import { matchReasonLabel } from "./reasons.ts";

describe("matchReasonLabel", () => {
  it("says every code of the matcher in Portuguese", () => {
    const codes: MatchReason[] = [
      "home:alias",
      "home:exact",
      "away:close",
      "away:partial",
      "competition:same",
      "competition:different",
      "swapped",
      "kickoff-off",
      "team-uncertain",
      "close-candidate",
      "fixture-claimed",
    ];
    for (const code of codes) expect(matchReasonLabel(code), code).not.toBe(code);
    expect(matchReasonLabel("away:close")).toBe("visitante: nome parecido");
    expect(matchReasonLabel("close-candidate")).toBe("outro jogo quase tão provável");
  });

  it("tells the kick-off distance and its direction", () => {
    expect(matchReasonLabel("kickoff:+40min")).toBe("início 40 min depois do da fonte");
    expect(matchReasonLabel("kickoff:-5min")).toBe("início 5 min antes do da fonte");
    expect(matchReasonLabel("kickoff:0min")).toBe("mesmo horário");
  });

  it("shows an unknown code as it is rather than hiding it", () => {
    expect(matchReasonLabel("novo-motivo")).toBe("novo-motivo");
    expect(matchReasonLabel("kickoff:soon")).toBe("kickoff:soon");
  });
});
