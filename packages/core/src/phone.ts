/**
 * Brazilian phone numbers: area code (DDD) plus 8 (landline) or 9 (mobile) digits
 * (docs/product.md#register, #timings-and-limits).
 */

import { onlyDigits } from "./cpf.ts";

/** '(DD) NNNN-NNNN' = 14 characters; '(DD) N NNNN-NNNN' = 16 characters. */
export const PHONE_MASKED_LENGTHS = [14, 16] as const;

/**
 * Masks while the user types. Up to 10 digits follow '(DD) NNNN-NNNN'; the eleventh switches to
 * '(DD) N NNNN-NNNN'. Non-digits are dropped and digits beyond the eleventh ignored (max 16 characters).
 */
export function maskPhone(input: string): string {
  const d = onlyDigits(input).slice(0, 11);
  if (d.length === 0) return "";
  const ddd = `(${d.slice(0, 2)}`;
  if (d.length <= 2) return ddd;
  if (d.length === 11) return `${ddd}) ${d.slice(2, 3)} ${d.slice(3, 7)}-${d.slice(7)}`;
  const rest = d.slice(2);
  return rest.length <= 4 ? `${ddd}) ${rest}` : `${ddd}) ${rest.slice(0, 4)}-${rest.slice(4)}`;
}

// Digits with the usual separators only: a letter in a phone number is a typo, not something to strip silently.
const PHONE_CHARS = /^[\d\s().-]*$/;

/** 10 or 11 digits with an area code from 11 to 99, masked or not. */
export function isValidPhone(input: string): boolean {
  const trimmed = input.trim();
  if (!PHONE_CHARS.test(trimmed)) return false;
  const d = onlyDigits(trimmed);
  if (d.length !== 10 && d.length !== 11) return false;
  return Number(d.slice(0, 2)) >= 11;
}
