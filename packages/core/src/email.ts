/**
 * The simple e-mail pattern: something@something.something with no spaces (docs/product.md#register, rule 5).
 * Deliberately loose: the reset e-mail is the real proof that an address works.
 */

// Beyond 254 characters no mail server delivers (RFC 5321 path limit); refusing it also bounds what we store.
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checked on the trimmed value, so surrounding spaces from a paste do not count against the user. */
export function isValidEmail(s: string): boolean {
  const trimmed = s.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}
