import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, isValidEmail } from "./email.ts";

describe("isValidEmail (the register form's simple pattern)", () => {
  it.each<[string, boolean]>([
    ["ana@exemplo.com", true],
    ["ana.silva+apostas@exemplo.com.br", true],
    ["a@b.c", true],
    ["  ana@exemplo.com  ", true], // trimmed
    ["ANA@EXEMPLO.COM", true],
    ["joão@exemplo.com.br", true], // the simple pattern does not police characters
    ["", false],
    ["   ", false],
    ["ana", false],
    ["ana@", false],
    ["@exemplo.com", false],
    ["ana@exemplo", false], // no dot after the @
    ["ana.silva@exemplo", false], // a dot before the @ is not enough
    ["ana@exemplo.", false],
    ["ana@.com", false], // nothing between the @ and the dot
    ["ana silva@exemplo.com", false],
    ["ana@exem plo.com", false],
    ["ana@@exemplo.com", false],
    ["ana@ex@emplo.com", false],
    ["ana@exemplo.com\nx", false],
  ])("%j → %s", (input, ok) => {
    expect(isValidEmail(input)).toBe(ok);
  });

  it(`refuses addresses longer than ${EMAIL_MAX_LENGTH} characters`, () => {
    const domain = "@exemplo.com";
    const atLimit = "a".repeat(EMAIL_MAX_LENGTH - domain.length) + domain;
    expect(isValidEmail(atLimit)).toBe(true);
    expect(isValidEmail(`a${atLimit}`)).toBe(false);
  });
});
