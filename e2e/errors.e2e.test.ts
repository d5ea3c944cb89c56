import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import {
  ACCOUNT_INACTIVE,
  CHANGE_PASSWORD_FAILED,
  REGISTER_BIRTHDATE,
  RESET_PASSWORD_SHORT,
  USER_DELETE_FAILED,
} from "@placar/core/messages";
import {
  apiCall,
  CHROMIUM,
  CHROMIUM_ARGS,
  firstAdminSession,
  startProductionServer,
  type RunningServer,
  gotoHydrated,
} from "./server.ts";

// 15:00 in São Paulo on 21/11/2026.
const NOW = "2026-11-21T18:00:00.000Z";
const PASSWORD = "segredo-forte-1";

const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

let server: RunningServer;
let browser: Browser;
let admin: { access: string; user: { name: string; admin: boolean } };

const api = (path: string, init?: Parameters<typeof apiCall>[2]) => apiCall(server.url, path, init);

/** A new account (CPF from a counter, so each test has its own), signed in through the API. */
let serial = 0;
async function newUser(label: string) {
  serial++;
  const base = String(100_000_000 + serial * 7_919).slice(0, 9);
  const digits = base.split("").map(Number);
  const check = (ds: number[]) => {
    const sum = ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = check(digits);
  const d2 = check([...digits, d1]);
  const email = `${label}.${serial}@example.com`;
  const res = await api("/api/auth/register/", {
    method: "POST",
    body: {
      name: `Torcedora ${label}`,
      cpf: `${base}${d1}${d2}`,
      email,
      password: PASSWORD,
      password2: PASSWORD,
      phone: "11987654321",
      birthdate: "1990-05-17",
    },
  });
  expect(res.status, `register ${email}`).toBe(201);
  const login = await (
    await api("/api/auth/login/", { method: "POST", body: { username: email, password: PASSWORD } })
  ).json();
  return {
    email,
    id: login.user.id as number,
    session: { access: login.access as string, user: { name: login.user.name as string, admin: false } },
  };
}

beforeAll(async () => {
  server = await startProductionServer({ PLACAR_NOW: NOW, DAILY_MODAL: "off" });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  admin = await firstAdminSession(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function pageAs(
  viewport: { width: number; height: number },
  session: { access: string; user: { name: string; admin: boolean } } | null,
) {
  const page = await browser.newPage({ viewport, locale: "pt-BR" });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  if (session) await page.addInitScript((s) => localStorage.setItem("user", JSON.stringify(s)), session);
  return { page, errors };
}

const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text }).waitFor();

describe.each(SIZES)("errors say why ($name)", ({ viewport }) => {
  it("changing the password: a wrong current password and a short new one read differently", async () => {
    const user = await newUser("senha");
    const { page, errors } = await pageAs(viewport, user.session);
    await gotoHydrated(page, `${server.url}/profile`);
    await page.getByLabel("Senha atual").fill("nao-e-esta-senha");
    await page.getByLabel("Nova senha", { exact: true }).fill("segredo-novo-2");
    await page.getByLabel("Repita a nova senha").fill("segredo-novo-2");
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await alert(page, `${CHANGE_PASSWORD_FAILED}: Senha atual incorreta.`);
    await page.getByLabel("Senha atual").fill(PASSWORD);
    await page.getByLabel("Nova senha", { exact: true }).fill("curta");
    await page.getByLabel("Repita a nova senha").fill("curta");
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await alert(page, `${CHANGE_PASSWORD_FAILED}: ${RESET_PASSWORD_SHORT}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a deactivated account is told so after the right password", async () => {
    const user = await newUser("inativa");
    const put = await api(`/api/users/${user.id}`, {
      method: "PUT",
      token: admin.access,
      body: { name: "Torcedora inativa", phone: "11987654321", active: false },
    });
    expect(put.status).toBe(200);
    const { page, errors } = await pageAs(viewport, null);
    await gotoHydrated(page, `${server.url}/login#entrar`);
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Entrar" }).click();
    await alert(page, ACCOUNT_INACTIVE);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("an admin deleting their own account reads the server's reason", async () => {
    const { page, errors } = await pageAs(viewport, admin);
    await gotoHydrated(page, `${server.url}/gerenciar-usuarios`);
    const table = page.getByRole("table", { name: "Usuários" });
    const own = table.getByRole("row", { name: /admin@placar\.local/ });
    await own.getByRole("button", { name: `Excluir ${admin.user.name}` }).click();
    await page.getByRole("alertdialog", { name: "Atenção!" }).getByRole("button", { name: "Sim" }).click();
    await alert(page, `${USER_DELETE_FAILED}: Você não pode excluir a própria conta.`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("registration refuses a birth year typed as 0101, on its field, keeping what was typed", async () => {
    const { page, errors } = await pageAs(viewport, null);
    await gotoHydrated(page, `${server.url}/login#cadastro`);
    await page.getByRole("heading", { level: 1, name: "Criar conta" }).waitFor();
    await page.getByLabel("Nome completo").fill("Bia Datada");
    await page.getByLabel("CPF").pressSequentially("39053344705");
    await page.getByLabel("E-mail").fill("bia.datada@example.com");
    await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirme a senha").fill(PASSWORD);
    await page.getByLabel("Telefone").pressSequentially("11987654321");
    await page.getByLabel("Data de nascimento").fill("0101-05-17");
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await alert(page, REGISTER_BIRTHDATE);
    expect(await page.getByLabel("Data de nascimento").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Nome completo").inputValue()).toBe("Bia Datada");
    expect(errors).toEqual([]);
    await page.close();
  });
});
