import { describe, expect, it } from "vitest";
import {
  MAX_PASSWORD_LENGTH,
  MIN_AGE,
  MIN_PASSWORD_LENGTH,
  REGISTER_FIELDS,
  registerSchema,
  validateAdminUser,
  validateRegister,
  validateResetPassword,
  type RegisterInput,
} from "./register.ts";

const TODAY = "2026-11-20";

const VALID: RegisterInput = {
  name: "Ana Souza",
  cpf: "529.982.247-25",
  email: "ana@exemplo.com.br",
  password: "segredo123",
  password2: "segredo123",
  phone: "(11) 9 8765-4321",
  birthdate: "1990-05-10",
};

const withInput = (patch: Partial<RegisterInput>): RegisterInput => ({ ...VALID, ...patch });

describe("constants", () => {
  it("match the product's timings and limits and the register form's field order", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(MIN_AGE).toBe(18);
    expect(MAX_PASSWORD_LENGTH).toBe(128);
    expect(REGISTER_FIELDS).toEqual(["name", "cpf", "email", "password", "password2", "phone", "birthdate"]);
  });
});

describe("validateRegister: each rule alone", () => {
  it("accepts a valid registration (digits-only CPF and phone too)", () => {
    expect(validateRegister(VALID, TODAY)).toEqual({ ok: true });
    expect(validateRegister(withInput({ cpf: "52998224725", phone: "1134567890" }), TODAY)).toEqual({ ok: true });
  });

  it.each<[string, Partial<RegisterInput>, keyof RegisterInput, string]>([
    ["empty name", { name: "" }, "name", "Preencha todos os campos."],
    ["blank name", { name: "   " }, "name", "Preencha todos os campos."],
    ["empty cpf", { cpf: "" }, "cpf", "Preencha todos os campos."],
    ["empty email", { email: " " }, "email", "Preencha todos os campos."],
    ["empty password", { password: "" }, "password", "Preencha todos os campos."],
    ["empty password2", { password2: "" }, "password2", "Preencha todos os campos."],
    ["empty phone", { phone: "" }, "phone", "Preencha todos os campos."],
    ["empty birthdate", { birthdate: "" }, "birthdate", "Preencha todos os campos."],
    [
      "7-char password",
      { password: "1234567", password2: "1234567" },
      "password",
      "A senha precisa conter no mínimo 8 caracteres!",
    ],
    ["passwords differ", { password2: "segredo124" }, "password2", "As senhas não coincidem!"],
    ["passwords differ by a space", { password2: "segredo123 " }, "password2", "As senhas não coincidem!"],
    ["9-digit phone", { phone: "(11) 8765-432" }, "phone", "Informe um telefone válido!"],
    ["bad DDD", { phone: "(01) 8765-4321" }, "phone", "Informe um telefone válido!"],
    ["email without dot", { email: "ana@exemplo" }, "email", "Informe um e-mail válido!"],
    ["email with space", { email: "ana souza@exemplo.com" }, "email", "Informe um e-mail válido!"],
    ["17 years old", { birthdate: "2009-01-01" }, "birthdate", "Menores de idade não podem realizar cadastro!"],
    [
      "18th birthday tomorrow",
      { birthdate: "2008-11-21" },
      "birthdate",
      "Menores de idade não podem realizar cadastro!",
    ],
    ["born today", { birthdate: TODAY }, "birthdate", "Menores de idade não podem realizar cadastro!"],
    ["bad CPF check digit", { cpf: "529.982.247-26" }, "cpf", "Informe um CPF válido!"],
    ["all-same CPF", { cpf: "111.111.111-11" }, "cpf", "Informe um CPF válido!"],
    [
      "129-char password",
      { password: "a".repeat(129), password2: "a".repeat(129) },
      "password",
      "A senha pode ter no máximo 128 caracteres.",
    ],
    ["impossible birthdate", { birthdate: "1990-02-30" }, "birthdate", "Informe uma data de nascimento válida!"],
    ["birthdate not ISO", { birthdate: "10/05/1990" }, "birthdate", "Informe uma data de nascimento válida!"],
    ["future birthdate", { birthdate: "2026-11-21" }, "birthdate", "Informe uma data de nascimento válida!"],
    ["year typed as 0101", { birthdate: "0101-05-10" }, "birthdate", "Informe uma data de nascimento válida!"],
    ["more than 120 years ago", { birthdate: "1905-11-20" }, "birthdate", "Informe uma data de nascimento válida!"],
  ])("%s → %s", (_label, patch, field, message) => {
    expect(validateRegister(withInput(patch), TODAY)).toEqual({ ok: false, field, message });
  });

  it.each<[string, Partial<RegisterInput>]>([
    ["exactly 8 characters", { password: "12345678", password2: "12345678" }],
    ["exactly 128 characters", { password: "b".repeat(128), password2: "b".repeat(128) }],
    ["spaces inside and around the password", { password: " a b c d ", password2: " a b c d " }],
    ["18 today", { birthdate: "2008-11-20" }],
    ["120 years old", { birthdate: "1906-11-20" }],
    ["29 Feb birthday, 18 on 1 March", { birthdate: "2008-02-29" }],
    [
      "spaces around e-mail, phone and birthdate",
      { email: " ana@exemplo.com ", phone: " 11987654321 ", birthdate: " 1990-05-10 " },
    ],
  ])("accepts %s", (_label, patch) => {
    expect(validateRegister(withInput(patch), TODAY)).toEqual({ ok: true });
  });

  it("counts password length in characters, not UTF-16 units", () => {
    const emoji = "⚽🥅⚽🥅⚽🥅⚽"; // 7 characters, 10 UTF-16 units
    expect(validateRegister(withInput({ password: emoji, password2: emoji }), TODAY)).toMatchObject({
      ok: false,
      field: "password",
    });
  });

  it("uses the real age, not the year difference, on a 29 Feb birthday", () => {
    const input = withInput({ birthdate: "2008-02-29" });
    expect(validateRegister(input, "2026-02-28")).toMatchObject({ ok: false, field: "birthdate" });
    expect(validateRegister(input, "2026-03-01")).toEqual({ ok: true });
  });

  it("throws when the caller passes a bad 'today'", () => {
    expect(() => validateRegister(VALID, "20/11/2026")).toThrow(RangeError);
  });
});

describe("validateRegister: rule order", () => {
  // Everything wrong at once, then fix one rule at a time: each step must reveal the next rule's message.
  const steps: Array<[Partial<RegisterInput>, keyof RegisterInput, string]> = [
    [{}, "phone", "Preencha todos os campos."],
    [{ phone: "123" }, "password", "A senha precisa conter no mínimo 8 caracteres!"],
    [{ password: "a".repeat(200) }, "password2", "As senhas não coincidem!"],
    [{ password2: "a".repeat(200) }, "phone", "Informe um telefone válido!"],
    [{ phone: "11987654321" }, "email", "Informe um e-mail válido!"],
    [{ email: "ana@exemplo.com" }, "birthdate", "Menores de idade não podem realizar cadastro!"],
    [{ birthdate: "2026-99-01" }, "cpf", "Informe um CPF válido!"],
    [{ cpf: "12345678909" }, "password", "A senha pode ter no máximo 128 caracteres."],
    [{ password: "segredo123", password2: "segredo123" }, "birthdate", "Informe uma data de nascimento válida!"],
    [{ birthdate: "2000-01-01" }, "name", ""],
  ];

  it("reports the original six rules first, then CPF, maximum length and birthdate validity", () => {
    let input: RegisterInput = {
      name: "Ana",
      cpf: "000.000.000-00",
      email: "not-an-email",
      password: "short",
      password2: "other",
      phone: "",
      birthdate: "2010-01-01",
    };
    for (const [patch, field, message] of steps) {
      input = { ...input, ...patch };
      const result = validateRegister(input, TODAY);
      if (message === "") expect(result).toEqual({ ok: true });
      else expect(result).toEqual({ ok: false, field, message });
    }
  });

  it("reports the first empty field in form order", () => {
    expect(validateRegister(withInput({ email: "", phone: "", name: "" }), TODAY)).toMatchObject({ field: "name" });
    expect(validateRegister(withInput({ birthdate: "", password2: "" }), TODAY)).toMatchObject({
      field: "password2",
    });
  });
});

describe("registerSchema", () => {
  it("parses the seven string fields and drops extras", () => {
    expect(registerSchema.parse({ ...VALID, username: "ana@exemplo.com.br" })).toEqual(VALID);
  });

  it("rejects a missing or non-string field", () => {
    const { phone: _phone, ...missing } = VALID;
    expect(registerSchema.safeParse(missing).success).toBe(false);
    expect(registerSchema.safeParse({ ...VALID, birthdate: 19900510 }).success).toBe(false);
    expect(registerSchema.safeParse(null).success).toBe(false);
  });
});

describe("validateResetPassword", () => {
  it.each<[string, string, string | null]>([
    ["segredo123", "segredo123", null],
    ["12345678", "12345678", null],
    ["1234567", "1234567", "A senha precisa ter no mínimo 8 caracteres!"],
    ["", "", "A senha precisa ter no mínimo 8 caracteres!"],
    ["1234567", "different", "A senha precisa ter no mínimo 8 caracteres!"], // length is checked first
    ["segredo123", "segredo124", "Senhas diferentes!"],
    ["segredo123", "", "Senhas diferentes!"],
  ])("(%j, %j) → %j", (p1, p2, message) => {
    expect(validateResetPassword(p1, p2)).toBe(message);
  });
});

describe("validateAdminUser", () => {
  const user = { name: "Ana Souza", cpf: "529.982.247-25", email: "ana@exemplo.com", phone: "(11) 9 8765-4321" };

  it("accepts a complete user, with a 14- or 16-character masked phone", () => {
    expect(validateAdminUser(user)).toEqual([]);
    expect(validateAdminUser({ ...user, phone: "(11) 3456-7890" })).toEqual([]);
  });

  it.each<[Partial<typeof user>, string[]]>([
    [{ name: "" }, ["name"]],
    [{ name: "   " }, ["name"]],
    [{ cpf: "529.982.247-24" }, ["cpf"]],
    [{ cpf: "" }, ["cpf"]],
    [{ email: "ana@exemplo" }, ["email"]],
    [{ phone: "" }, ["phone"]],
    [{ phone: "(11) 3456-789" }, ["phone"]], // 13 characters
    [{ phone: "(11) 9 8765-43210" }, ["phone"]], // 17 characters
    [{ name: "", cpf: "1", email: "", phone: "" }, ["name", "cpf", "email", "phone"]],
    [{ email: "x", name: "" }, ["name", "email"]],
  ])("%j → %j", (patch, fields) => {
    expect(validateAdminUser({ ...user, ...patch })).toEqual(fields);
  });
});
