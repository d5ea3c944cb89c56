import { describe, expect, it } from "vitest";
import { alertTargetError, parseOdd } from "./alerts.ts";
import { ALERT_TARGET_INVALID, ALERT_TARGET_TOO_LOW } from "./messages-alerts.ts";

describe("price alert targets", () => {
  it("reads odds written with a decimal comma or point", () => {
    expect(parseOdd("2,10")).toBe(2.1);
    expect(parseOdd(" 3.5 ")).toBe(3.5);
    expect(parseOdd("7")).toBe(7);
    for (const bad of ["", "abc", "2,1,0", "-2", "1e3", "2,", ",5"]) expect(parseOdd(bad), bad).toBeNull();
  });

  it("accepts only a target above 1,01 and above the current price", () => {
    expect(alertTargetError(null, 2)).toBe(ALERT_TARGET_INVALID);
    expect(alertTargetError(1001, 2)).toBe(ALERT_TARGET_INVALID);
    expect(alertTargetError(1.01, null)).toBe(ALERT_TARGET_TOO_LOW);
    expect(alertTargetError(2, 2)).toBe("A odd atual já é 2,00. Escolha um valor acima dela.");
    expect(alertTargetError(2.1, 2.05)).toBeNull();
    expect(alertTargetError(1.5, null)).toBeNull();
  });
});
