import { describe, expect, it } from "vitest";
import { CPF_MASKED_LENGTH, isValidCpf, maskCpf, onlyDigits } from "./cpf.ts";

describe("onlyDigits", () => {
  it.each([
    ["123.456.789-09", "12345678909"],
    ["(11) 9 8765-4321", "11987654321"],
    ["abc", ""],
    ["", ""],
    [" 1 2 3 ", "123"],
    ["١٢٣", ""], // only ASCII digits count
  ])("%j → %j", (input, digits) => {
    expect(onlyDigits(input)).toBe(digits);
  });
});

describe("maskCpf (progressive, while typing)", () => {
  it.each([
    ["", ""],
    ["1", "1"],
    ["123", "123"],
    ["1234", "123.4"],
    ["123456", "123.456"],
    ["1234567", "123.456.7"],
    ["123456789", "123.456.789"],
    ["1234567890", "123.456.789-0"],
    ["12345678909", "123.456.789-09"],
    ["123456789091234", "123.456.789-09"], // extra digits ignored
    ["123.456.789-09", "123.456.789-09"], // idempotent
    ["123.4", "123.4"], // re-masking a partial value
    ["12a3b4", "123.4"], // letters dropped
  ])("%j → %j", (input, masked) => {
    expect(maskCpf(input)).toBe(masked);
  });

  it("never exceeds 14 characters", () => {
    expect(CPF_MASKED_LENGTH).toBe(14);
    expect(maskCpf("9".repeat(40))).toHaveLength(14);
  });
});

describe("isValidCpf", () => {
  // Check digits computed independently (and 529.982.247-25 / 111.444.777-35 are the usual public examples).
  const valid = [
    "52998224725",
    "11144477735",
    "12345678909",
    "00000000191",
    "98765432100",
    "52601815906",
    "08301661305",
    "18609139034",
    "99603082430",
  ];

  it.each(valid)("accepts %s as digits and masked", (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
    expect(isValidCpf(maskCpf(cpf))).toBe(true);
    expect(isValidCpf(`  ${maskCpf(cpf)} `)).toBe(true);
  });

  it.each(valid)("refuses %s with either check digit changed", (cpf) => {
    for (const position of [9, 10]) {
      for (let d = 0; d <= 9; d += 1) {
        if (String(d) === cpf[position]) continue;
        const wrong = cpf.slice(0, position) + String(d) + cpf.slice(position + 1);
        expect(isValidCpf(wrong), wrong).toBe(false);
      }
    }
  });

  it("refuses a swapped body digit", () => {
    expect(isValidCpf("25998224725")).toBe(false);
  });

  it.each(["00000000000", "11111111111", "222.222.222-22", "99999999999"])(
    "refuses all-same digits %s even though the arithmetic passes",
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it.each([
    "",
    "5299822472", // 10 digits
    "529982247250", // 12 digits
    "529.982.247-2",
    "529.982.24725", // half-masked
    "529-982-247.25",
    "529 982 247 25",
    "5299822472a",
    "abc.def.ghi-jk",
  ])("refuses malformed %j", (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it("has exactly one valid pair of check digits for any 9-digit body", () => {
    for (const body of ["529982247", "000000001", "314159265", "271828182", "100000000"]) {
      let count = 0;
      for (let s = 0; s < 100; s += 1) if (isValidCpf(body + String(s).padStart(2, "0"))) count += 1;
      expect(count, body).toBe(1);
    }
  });
});
