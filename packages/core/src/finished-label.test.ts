import { describe, expect, it } from "vitest";
import { finishedStatusLabel } from "./finished-label.ts";

describe("finishedStatusLabel", () => {
  it("says how a finished match ended", () => {
    expect(finishedStatusLabel("FT")).toBe("Encerrado");
    expect(finishedStatusLabel("AET")).toBe("Encerrado após prorrogação");
    expect(finishedStatusLabel("FT_PEN")).toBe("Encerrado nos pênaltis");
  });

  it("says nothing for a match not over (a shoot-out still being taken included)", () => {
    for (const code of ["NS", "1H", "HT", "2H", "ET", "P", "PEN_LIVE", "POSTP", "CANCL", "TBA"]) {
      expect(finishedStatusLabel(code)).toBeUndefined();
    }
  });
});
