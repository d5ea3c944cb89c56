/**
 * Form rules shared by the browser (instant feedback) and the server (the authority): register,
 * reset password and the admin's user form (docs/product.md#register, #password-reset, #profile, #user-manager).
 */

import { z } from "zod";
import { isValidCpf } from "./cpf.ts";
import { ageOn, isIsoDate } from "./dates.ts";
import { isValidEmail } from "./email.ts";
import {
  REGISTER_BIRTHDATE,
  REGISTER_CPF,
  REGISTER_EMAIL,
  REGISTER_EMPTY,
  REGISTER_PASSWORD_LONG,
  REGISTER_PASSWORD_MISMATCH,
  REGISTER_PASSWORD_SHORT,
  REGISTER_PHONE,
  REGISTER_UNDERAGE,
  RESET_PASSWORD_MISMATCH,
  RESET_PASSWORD_SHORT,
} from "./messages.ts";
import { isValidPhone } from "./phone.ts";

export const MIN_PASSWORD_LENGTH = 8;
/**
 * Added to the original rules (docs/product.md#differences-from-the-original-specification, 5): bounds the work of
 * hashing an attacker-chosen password.
 */
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_AGE = 18;

/**
 * The registration fields, in the form's order (docs/product.md#register), as strings (`birthdate` is "YYYY-MM-DD").
 * Shape only: the server parses with this and then applies `validateRegister`, which owns the messages.
 */
export const registerSchema = z.object({
  name: z.string(),
  cpf: z.string(),
  email: z.string(),
  password: z.string(),
  password2: z.string(),
  phone: z.string(),
  birthdate: z.string(),
});

/** Derived from the schema so the type and the schema cannot drift apart. */
export type RegisterInput = z.infer<typeof registerSchema>;

/** Field order for "first empty field": the order of the form's fields (docs/product.md#register). */
export const REGISTER_FIELDS = [
  "name",
  "cpf",
  "email",
  "password",
  "password2",
  "phone",
  "birthdate",
] as const satisfies readonly (keyof RegisterInput)[];

export type RegisterResult = { ok: true } | { ok: false; field: keyof RegisterInput; message: string };

/** The oldest age a birthdate may give: older is a typo ("0101" for "2001"), refused with the birthdate message. */
export const MAX_AGE = 120;

/** Length in characters as a person counts them (an emoji is one, not two UTF-16 units). */
function charCount(s: string): number {
  return [...s].length;
}

function fail(field: keyof RegisterInput, message: string): RegisterResult {
  return { ok: false, field, message };
}

/**
 * Validates a registration as of `today` ("YYYY-MM-DD", the Brazilian business date). The first failing rule wins.
 * Rules 1–6 are the original specification's, in its order, so the user sees the same message the original showed; 7–9
 * are the server's additions (docs/product.md#register) and come after them so they never mask one of the first six.
 */
export function validateRegister(input: RegisterInput, today: string): RegisterResult {
  // A bad `today` is the caller's bug, not the user's: fail loudly instead of blaming the birthdate.
  if (!isIsoDate(today))
    throw new RangeError(`validateRegister: today must be YYYY-MM-DD, got ${JSON.stringify(today)}`);
  // 1. Any empty field (spaces only counts as empty), reported on the first one in form order.
  const empty = REGISTER_FIELDS.find((field) => input[field].trim() === "");
  if (empty !== undefined) return fail(empty, REGISTER_EMPTY);
  // 2. Password too short. Passwords are never trimmed: spaces are legitimate characters in them.
  if (charCount(input.password) < MIN_PASSWORD_LENGTH) return fail("password", REGISTER_PASSWORD_SHORT);
  // 3. Confirmation differs.
  if (input.password !== input.password2) return fail("password2", REGISTER_PASSWORD_MISMATCH);
  // 4. Phone.
  if (!isValidPhone(input.phone)) return fail("phone", REGISTER_PHONE);
  // 5. E-mail.
  if (!isValidEmail(input.email)) return fail("email", REGISTER_EMAIL);
  // 6. Under 18 by real age (the original's plain year difference let people in up to a year early).
  //    Only for a real, past birthdate: a nonsense or future one is rule 9's, so its message is about the date.
  const birthdate = input.birthdate.trim();
  // A real person's: not in the future, and no more than MAX_AGE years ago (a year typed as "0101" is a typo).
  const realBirthdate = isIsoDate(birthdate) && birthdate <= today && ageOn(birthdate, today) <= MAX_AGE;
  if (realBirthdate && ageOn(birthdate, today) < MIN_AGE) return fail("birthdate", REGISTER_UNDERAGE);
  // 7. CPF check digits (the form validates the CPF field; the server must too).
  if (!isValidCpf(input.cpf)) return fail("cpf", REGISTER_CPF);
  // 8. Password too long.
  if (charCount(input.password) > MAX_PASSWORD_LENGTH) return fail("password", REGISTER_PASSWORD_LONG);
  // 9. Birthdate not a real calendar date, in the future, or more than MAX_AGE years ago.
  if (!realBirthdate) return fail("birthdate", REGISTER_BIRTHDATE);
  return { ok: true };
}

/** Reset password page: null when valid, else the message for the red banner (length first, then match). */
export function validateResetPassword(p1: string, p2: string): string | null {
  if (charCount(p1) < MIN_PASSWORD_LENGTH) return RESET_PASSWORD_SHORT;
  if (p1 !== p2) return RESET_PASSWORD_MISMATCH;
  return null;
}

export interface AdminUserInput {
  name: string;
  cpf: string;
  email: string;
  phone: string;
}

export type AdminUserField = keyof AdminUserInput;

/**
 * The admin's create-user form: the fields to mark invalid, in form order (empty list = valid).
 * docs/product.md#user-manager: name non-empty, CPF valid, e-mail valid, phone non-empty with masked length 14 or 16. A
 * phone passes when `isValidPhone` does, which is exactly 10 or 11 digits (masked 14 or 16 characters) with a real area
 * code.
 */
export function validateAdminUser(user: AdminUserInput): AdminUserField[] {
  const invalid: AdminUserField[] = [];
  if (user.name.trim() === "") invalid.push("name");
  if (!isValidCpf(user.cpf)) invalid.push("cpf");
  if (!isValidEmail(user.email)) invalid.push("email");
  if (!isValidPhone(user.phone)) invalid.push("phone");
  return invalid;
}
