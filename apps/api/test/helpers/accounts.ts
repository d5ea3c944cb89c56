import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export const TEST_JWT_SECRET = "test-secret-for-placar-accounts-0123456789abcdef";
export const STRONG = "Senha-forte-123";

/** A fresh folder for DATA_DIR (outbox, jwt-secret). */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "placar-accounts-"));
}

/** A valid CPF (11 digits) from a seed: nine digits plus the two check digits of the standard rule. */
export function makeCpf(seed: number): string {
  const base = String(100_000_000 + ((seed * 7_919) % 899_999_999))
    .slice(0, 9)
    .split("")
    .map(Number);
  if (base.every((d) => d === base[0])) base[8] = (base[8]! + 1) % 10;
  const dv = (digits: number[], n: number) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += digits[i]! * (n + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  base.push(dv(base, 9));
  base.push(dv(base, 10));
  return base.join("");
}

export function maskedCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

let ipCounter = 0;
/** A new client address for each call, so the per-IP limits stay out of tests that are not about them. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface CallOptions {
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
}

export function call(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
  o: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: o.ip ?? freshIp(),
    headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let seq = 0;
/** A complete, valid registration for an adult, unique per call. */
export function registration(over: Partial<Record<string, string>> = {}) {
  seq += 1;
  const id = `${Date.now().toString(36)}${seq}`;
  return {
    name: `Maria Teste ${seq}`,
    cpf: maskedCpf(makeCpf(seq * 104_729 + (Date.now() % 100_000))),
    email: `Maria.${id}@Exemplo.com.br`,
    password: STRONG,
    password2: STRONG,
    phone: "(11) 9 8765-4321",
    birthdate: "1990-05-10",
    username: "",
    ...over,
  };
}

/** Registers and signs in; returns the token and the user's id and e-mail. */
export async function signUp(app: FastifyInstance, over: Partial<Record<string, string>> = {}) {
  const body = registration(over);
  const reg = await call(app, "POST", "/api/auth/register/", body);
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const login = await call(app, "POST", "/api/auth/login/", { username: body.email, password: body.password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const { id, email } = reg.json<{ id: number; email: string }>();
  return { id, email, password: body.password, token: login.json().access as string, body };
}

/** An admin made through the service (as the first-admin bootstrap or another admin would) and signed in. */
export async function signUpAdmin(app: FastifyInstance) {
  const email = `admin.${Date.now().toString(36)}${++seq}@placar.test`;
  const user = await app.ctx.users.create({
    name: "Admin Teste",
    cpf: makeCpf(seq * 15_485_863 + 17),
    email,
    phone: "11987654321",
    password: STRONG,
    roles: ["admin"],
    admin: true,
    active: true,
  });
  const login = await call(app, "POST", "/api/auth/login/", { username: email, password: STRONG });
  return { id: user.id, email, token: login.json().access as string };
}

export { decodeQuotedPrintable, resetLinkIn, startSmtpReceiver, type ReceivedMail } from "@placar/test-helpers/mail";
