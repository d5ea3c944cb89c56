import { describe, expect, it } from "vitest";
import { PHONE_MASKED_LENGTHS, isValidPhone, maskPhone } from "./phone.ts";

describe("maskPhone (progressive, while typing)", () => {
  it.each([
    ["", ""],
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11) 9"],
    ["113456", "(11) 3456"],
    ["1134567", "(11) 3456-7"],
    ["1134567890", "(11) 3456-7890"],
    ["11987654321", "(11) 9 8765-4321"],
    ["119876543210000", "(11) 9 8765-4321"], // extra digits ignored
    ["(11) 3456-7890", "(11) 3456-7890"], // idempotent
    ["(11) 9 8765-4321", "(11) 9 8765-4321"],
    ["(11) 98765-4321", "(11) 9 8765-4321"], // the other common layout is normalised
    ["(11) 3456-78901", "(11) 3 4567-8901"], // the eleventh digit switches layout
    ["(11) 3 4567-890", "(11) 3456-7890"], // deleting back to ten switches back
    ["a1b1c", "(11"],
  ])("%j → %j", (input, masked) => {
    expect(maskPhone(input)).toBe(masked);
  });

  it("full numbers are 14 or 16 characters, never more", () => {
    expect(PHONE_MASKED_LENGTHS).toEqual([14, 16]);
    expect(maskPhone("1134567890")).toHaveLength(14);
    expect(maskPhone("11987654321")).toHaveLength(16);
    expect(maskPhone("9".repeat(30))).toHaveLength(16);
  });
});

describe("isValidPhone", () => {
  it.each<[string, boolean]>([
    ["1134567890", true],
    ["11987654321", true],
    ["(11) 3456-7890", true],
    ["(11) 9 8765-4321", true],
    ["(11) 98765-4321", true],
    [" (21) 2345-6789 ", true],
    ["9934567890", true], // DDD 99 is the top of the range
    ["1034567890", false], // DDD 10 does not exist
    ["0134567890", false],
    ["0011987654", false],
    ["113456789", false], // 9 digits
    ["119876543210", false], // 12 digits
    ["+55 11 98765-4321", false], // country code makes 13 digits
    ["(11) 3456-789O", false], // letter O typed for zero
    ["", false],
    ["   ", false],
  ])("%j → %s", (input, ok) => {
    expect(isValidPhone(input)).toBe(ok);
  });
});
