import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { SMTPServer } from "smtp-server";

export const TEST_JWT_SECRET = "test-secret-for-placar-accounts-0123456789abcdef";
export const STRONG = "Senha-forte-123";

/** A fresh folder for DATA_DIR (outbox, jwt-secret). */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "placar-accounts-"));
}

/** A valid CPF (11 digits) from a seed: nine digits plus the two check digits of the standard rule. */
export function makeCpf(seed: number): string {
  const base = String(100_000_000 + ((seed * 7_919) % 899_999_999)).slice(0, 9).split("").map(Number);
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

export function call(app: FastifyInstance, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, o: CallOptions = {}): Promise<LightMyRequestResponse> {
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
  const { id, email } = reg.json() as { id: number; email: string };
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

/** Decodes a quoted-printable MIME body part (soft breaks and =XX escapes) as UTF-8. */
export function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const m = text[i] === "=" ? /^[0-9A-F]{2}$/i.exec(text.slice(i + 1, i + 3)) : null;
    if (m) {
      bytes.push(parseInt(m[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The reset link inside a raw e-mail (text or HTML part, however it was encoded). */
export function resetLinkIn(raw: string): URL {
  const decoded = decodeQuotedPrintable(raw);
  const m = /(https?:\/\/[^\s"<>]+\/reset-password-confirm\?[^\s"<>]+)/.exec(decoded);
  if (!m) throw new Error(`no reset link in:\n${decoded}`);
  return new URL(m[1]!.replace(/&amp;/g, "&"));
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP receiver on 127.0.0.1 (random port, no auth) that keeps what it receives. */
export async function startSmtpReceiver(): Promise<{ url: string; inbox: ReceivedMail[]; close(): Promise<void>; waitFor(to: string, count?: number): Promise<ReceivedMail[]> }> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async waitFor(to: string, count = 1) {
      for (let i = 0; i < 200; i++) {
        const got = inbox.filter((m) => m.to.includes(to));
        if (got.length >= count) return got;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no e-mail for ${to}`);
    },
  };
}
