/**
 * CPF (Brazilian taxpayer number): progressive mask and the standard check-digit rule (docs/product.md#register, rule
 * 7).
 */

export const CPF_DIGITS = 11;
/** '000.000.000-00'. */
export const CPF_MASKED_LENGTH = 14;

/** Keeps ASCII digits only. */
export function onlyDigits(s: string): string {
  return s.replace(/\D+/g, "");
}

/**
 * Masks while the user types: '123' → '123', '1234' → '123.4', …, '12345678909' → '123.456.789-09'.
 * Non-digits are dropped and digits beyond the eleventh ignored, so the result never exceeds 14 characters.
 */
export function maskCpf(input: string): string {
  const d = onlyDigits(input).slice(0, CPF_DIGITS);
  let out = d.slice(0, 3);
  if (d.length > 3) out += `.${d.slice(3, 6)}`;
  if (d.length > 6) out += `.${d.slice(6, 9)}`;
  if (d.length > 9) out += `-${d.slice(9, 11)}`;
  return out;
}

// Either the bare 11 digits or the full mask; anything else (letters, partial masks, 12 digits) is not a CPF.
const CPF_SHAPE = /^(?:\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/;

function checkDigit(digits: readonly number[], count: number): number {
  let sum = 0;
  for (let i = 0; i < count; i += 1) sum += (digits[i] ?? 0) * (count + 1 - i);
  const r = (sum * 10) % 11;
  return r === 10 ? 0 : r;
}

/**
 * The standard rule: 11 digits whose 10th and 11th are the modulo-11 check digits of the ones before them.
 * Repeated digits ('111.111.111-11') satisfy the arithmetic but are not issued, so they are refused.
 * Accepts the digits alone or the full mask, surrounding spaces ignored.
 */
export function isValidCpf(input: string): boolean {
  const trimmed = input.trim();
  if (!CPF_SHAPE.test(trimmed)) return false;
  const digits = [...onlyDigits(trimmed)].map(Number);
  if (digits.every((d) => d === digits[0])) return false;
  return checkDigit(digits, 9) === digits[9] && checkDigit(digits, 10) === digits[10];
}
