import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import {
  CHANGE_PASSWORD_FAILED,
  CHANGE_PASSWORD_SUCCESS,
  LOGIN_FAILED,
  RECOVERY_SENT,
  REGISTER_EMAIL,
  REGISTER_EMPTY,
  REGISTER_PASSWORD_MISMATCH,
  REGISTER_PASSWORD_SHORT,
  REGISTER_PHONE,
  REGISTER_UNDERAGE,
  RESET_PASSWORD_MISMATCH,
  RESET_PASSWORD_SHORT,
  RESET_PASSWORD_SUCCESS,
} from "@placar/core/messages";
import { resetLinkIn, startSmtpReceiver } from "@placar/test-helpers/mail";
import { href } from "@placar/core/routes";
import { CHROMIUM, CHROMIUM_ARGS, startProductionServer, type RunningServer, gotoHydrated } from "./server.ts";

// 15:00 in São Paulo on 21/11/2026: the age rule is judged against this Brazilian date.
const NOW = "2026-11-21T18:00:00.000Z";

const ANA = {
  name: "Ana Torcedora",
  cpf: "52998224725",
  email: "ana.torcedora@example.com",
  password: "segredo-forte-1",
  phone: "11987654321",
  birthdate: "1990-05-17",
};
const CHANGED = "segredo-trocado-2";
const RECOVERED = "segredo-recuperado-3";

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  // The e-mail goes through a real SMTP conversation with the receiver this test started.
  server = await startProductionServer({ PLACAR_NOW: NOW, SMTP_URL: smtp.url });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/**
 * Chromium logs every 4xx answer as a console error ("Failed to load resource"). The error states below cause
 * exactly those on purpose; anything else (a script error, a 5xx, a hydration warning) fails the test.
 */
const EXPECTED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of (400|401) /;

async function openContext(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !EXPECTED_HTTP_ERROR.test(msg.text())) errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return { context, page, errors };
}

const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem("user"));

async function expectAlert(page: Page, text: string) {
  await page.getByRole("alert").filter({ hasText: text }).waitFor();
}

async function signOut(page: Page, name: string) {
  await page.getByRole("button", { name: `Menu da conta de ${name}` }).click();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await page.getByRole("link", { name: "Entrar" }).first().waitFor();
  expect(await storedSession(page)).toBeNull();
}

async function signIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, server.url + "/login#entrar");
  await page.getByRole("heading", { level: 1, name: "Entrar" }).waitFor();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

describe("accounts end to end", () => {
  it("register → sign out → sign in → change password → sign out → recover by e-mail → new password → sign in", async () => {
    const { context, page, errors } = await openContext();

    // ── The login area's way in: splash (5 s), three slides, the fourth offers login or register ──
    // The first slide counts the houses active now (docs/product.md#login-area), not a number written in the copy.
    const houses = ((await (await fetch(server.url + "/api/houses/")).json()) as { results: unknown[] }).results;
    const compare = `Compare as odds de ${houses.length} casas`;
    const opened = Date.now();
    await gotoHydrated(page, server.url + "/login");
    await page.getByRole("heading", { level: 1, name: "Placar" }).waitFor();
    await page.getByRole("heading", { level: 1, name: compare }).waitFor({ timeout: 10_000 });
    const splashMs = Date.now() - opened;
    expect(splashMs).toBeGreaterThanOrEqual(4_500);
    expect(splashMs).toBeLessThan(9_000);
    // The new step's title takes the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(compare);
    expect(await page.getByRole("link", { name: "Pular", exact: true }).getAttribute("href")).toBe("#entrar");
    await page.getByRole("button", { name: "Próximo" }).click();
    await page.getByRole("heading", { level: 1, name: "1.000+ competições" }).waitFor();
    await page.getByRole("button", { name: "Próximo" }).click();
    await page.getByRole("heading", { level: 1, name: "Informação antes do palpite" }).waitFor();
    await page.getByRole("button", { name: "Próximo" }).click();
    await page.getByRole("heading", { level: 1, name: "Bem-vindo ao Placar" }).waitFor();
    expect(await page.getByRole("link", { name: "Pular", exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.getByRole("heading", { level: 1, name: "Criar conta" }).waitFor();
    expect(new URL(page.url()).hash).toBe("#cadastro");

    // ── Register (docs/product.md#register): the rules, first failing one shown, in their order ──
    const submitRegister = () => page.getByRole("button", { name: "Cadastrar" }).click();
    await submitRegister();
    await expectAlert(page, REGISTER_EMPTY);
    await page.getByLabel("Nome completo").fill(ANA.name);
    await page.getByLabel("CPF").pressSequentially(ANA.cpf);
    expect(await page.getByLabel("CPF").inputValue()).toBe("529.982.247-25");
    await page.getByLabel("E-mail").fill("ana@");
    await page.getByLabel("Senha", { exact: true }).fill("curta");
    await page.getByLabel("Confirme a senha").fill("outra");
    await page.getByLabel("Telefone").pressSequentially("119876");
    await page.getByLabel("Data de nascimento").fill("2012-03-04");
    await submitRegister();
    await expectAlert(page, REGISTER_PASSWORD_SHORT);
    await page.getByLabel("Senha", { exact: true }).fill(ANA.password);
    await submitRegister();
    await expectAlert(page, REGISTER_PASSWORD_MISMATCH);
    await page.getByLabel("Confirme a senha").fill(ANA.password);
    await submitRegister();
    await expectAlert(page, REGISTER_PHONE);
    await page.getByLabel("Telefone").fill("");
    await page.getByLabel("Telefone").pressSequentially(ANA.phone);
    expect(await page.getByLabel("Telefone").inputValue()).toBe("(11) 9 8765-4321");
    await submitRegister();
    await expectAlert(page, REGISTER_EMAIL);
    await page.getByLabel("E-mail").fill(ANA.email);
    await submitRegister();
    await expectAlert(page, REGISTER_UNDERAGE);
    await page.getByLabel("Data de nascimento").fill(ANA.birthdate);
    // Success signs in and reloads; a signed-in visitor on /login is sent home.
    await submitRegister();
    await page.waitForURL(server.url + "/");
    await page.getByRole("button", { name: `Menu da conta de ${ANA.name}` }).waitFor();
    expect(JSON.parse((await storedSession(page))!)).toMatchObject({ user: { name: ANA.name, admin: false } });

    // ── Sign out, then a wrong password, then the right one ──
    await signOut(page, ANA.name);
    await signIn(page, ANA.email, "senha-errada-123");
    await expectAlert(page, LOGIN_FAILED);
    const shownAt = Date.now();
    // docs/product.md#timings-and-limits: the login error stays 5 s.
    await page.getByRole("alert").filter({ hasText: LOGIN_FAILED }).waitFor({ state: "detached", timeout: 9_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3_500);
    await page.getByLabel("Senha", { exact: true }).fill(ANA.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.waitForURL(server.url + "/");
    await page.getByRole("button", { name: `Menu da conta de ${ANA.name}` }).waitFor();
    await gotoHydrated(page, server.url + "/login");
    await page.waitForURL(server.url + "/");

    // ── Profile: change password (a wrong current one first) ──
    await page.getByRole("button", { name: `Menu da conta de ${ANA.name}` }).click();
    await page.getByRole("menuitem", { name: "Perfil" }).click();
    await page.waitForURL(server.url + "/profile");
    await page.getByRole("heading", { level: 1, name: "Olá, Ana!" }).waitFor();
    const tokenBefore = JSON.parse((await storedSession(page))!).access as string;
    await page.getByLabel("Senha atual").fill("nao-e-esta-senha");
    await page.getByLabel("Nova senha", { exact: true }).fill(CHANGED);
    await page.getByLabel("Repita a nova senha").fill(CHANGED);
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await expectAlert(page, CHANGE_PASSWORD_FAILED);
    expect(await page.getByText("Senha atual incorreta.", { exact: true }).isVisible()).toBe(true);
    await page.getByLabel("Senha atual").fill(ANA.password);
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await page.getByRole("status").filter({ hasText: CHANGE_PASSWORD_SUCCESS }).waitFor();
    // The change ended the old session; the page kept the fresh token, so a reload stays signed in.
    const tokenAfter = JSON.parse((await storedSession(page))!).access as string;
    expect(tokenAfter).not.toBe(tokenBefore);
    const oldTokenCheck = await fetch(server.url + "/api/auth/login/verifyToken/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: tokenBefore }),
    });
    expect(oldTokenCheck.status).toBe(401);
    // The capitalised address /Profile is the same page (docs/product.md#routes).
    await gotoHydrated(page, server.url + "/Profile");
    await page.getByRole("heading", { level: 1, name: "Olá, Ana!" }).waitFor();
    await page.waitForTimeout(500); // the session check of this load has answered by now
    expect(await storedSession(page)).not.toBeNull();
    await page.getByRole("button", { name: "Voltar" }).click();
    await page.waitForURL(server.url + "/");

    // ── Sign out; the profile is then closed to this visitor ──
    await signOut(page, ANA.name);
    await gotoHydrated(page, server.url + "/profile");
    await page.waitForURL(server.url + "/");

    // ── Recovery: an e-mail through the real SMTP server ──
    await gotoHydrated(page, server.url + "/login#entrar");
    // Opened at the form's address, the form's title has the focus: the keyboard starts in the form.
    await expect
      .poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`))
      .toBe("H1 Entrar");
    await page.getByRole("button", { name: "Esqueci minha senha" }).click();
    await page.getByRole("heading", { level: 1, name: "Esqueceu a senha?" }).waitFor();
    await page.getByLabel("E-mail").fill("ana@exemplo");
    await page.getByRole("button", { name: "Enviar link" }).click();
    await expectAlert(page, REGISTER_EMAIL);
    await page.getByLabel("E-mail").fill(ANA.email);
    await page.getByRole("button", { name: "Enviar link" }).click();
    await page.getByRole("heading", { level: 1, name: "Confira seu e-mail" }).waitFor();
    await page.getByRole("status").filter({ hasText: RECOVERY_SENT }).waitFor();
    // docs/product.md#password-recovery: back to the login after 4 s, with the address already typed.
    await page.getByRole("heading", { level: 1, name: "Entrar" }).waitFor({ timeout: 7_000 });
    expect(await page.getByLabel("E-mail").inputValue()).toBe(ANA.email);

    const [mail] = await smtp.waitFor(ANA.email);
    const link = resetLinkIn(mail!.raw);
    expect(link.origin).toBe(server.url);
    expect(link.pathname).toBe("/reset-password-confirm");
    expect(link.searchParams.get("email")).toBe(ANA.email);

    // ── The link's page (docs/product.md#password-reset): its checks, then the new password, then home after 5 s ──
    await gotoHydrated(page, link.toString());
    await page.getByRole("heading", { level: 1, name: "Recuperar Senha" }).waitFor();
    await page.getByLabel("Nova senha", { exact: true }).fill(RECOVERED);
    await page.getByLabel("Repita a nova senha").fill(RECOVERED + "x");
    await page.getByRole("button", { name: "ENVIAR" }).click();
    await expectAlert(page, RESET_PASSWORD_MISMATCH);
    await page.getByLabel("Nova senha", { exact: true }).fill("curta");
    await page.getByRole("button", { name: "ENVIAR" }).click();
    await expectAlert(page, RESET_PASSWORD_SHORT);
    await page.getByLabel("Nova senha", { exact: true }).fill(RECOVERED);
    await page.getByLabel("Repita a nova senha").fill(RECOVERED);
    await page.getByRole("button", { name: "ENVIAR" }).click();
    await page.getByRole("status").filter({ hasText: RESET_PASSWORD_SUCCESS }).waitFor();
    const resetAt = Date.now();
    await page.waitForURL(server.url + "/", { timeout: 9_000 });
    expect(Date.now() - resetAt).toBeGreaterThanOrEqual(4_000);

    // ── Sign in with the recovered password (the changed one no longer works) ──
    await signIn(page, ANA.email, CHANGED);
    await expectAlert(page, LOGIN_FAILED);
    await page.getByLabel("Senha", { exact: true }).fill(RECOVERED);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.waitForURL(server.url + "/");
    await page.getByRole("button", { name: `Menu da conta de ${ANA.name}` }).waitFor();

    // ── The link was single-use: the server's detail in red, then home after 5 s ──
    await signOut(page, ANA.name);
    await gotoHydrated(page, link.toString());
    await page.getByLabel("Nova senha", { exact: true }).fill("outra-senha-boa-4");
    await page.getByLabel("Repita a nova senha").fill("outra-senha-boa-4");
    await page.getByRole("button", { name: "ENVIAR" }).click();
    await expectAlert(page, "Link de recuperação inválido ou expirado.");
    await page.waitForURL(server.url + "/", { timeout: 9_000 });

    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it("a reset link without an e-mail goes home, on the server already", async () => {
    const res = await fetch(server.url + href.resetPassword({ token: "qualquer" }), { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    const { context, page, errors } = await openContext();
    await gotoHydrated(page, server.url + href.resetPassword({ token: "qualquer" }));
    expect(page.url()).toBe(server.url + "/");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("register refusals from the server: a taken e-mail shows its detail and marks the field", async () => {
    const { context, page, errors } = await openContext();
    await gotoHydrated(page, server.url + "/login#cadastro");
    await page.getByRole("heading", { level: 1, name: "Criar conta" }).waitFor();
    await page.getByLabel("Nome completo").fill("Outra Ana");
    await page.getByLabel("CPF").pressSequentially("11144477735");
    await page.getByLabel("E-mail").fill(ANA.email.toUpperCase());
    await page.getByLabel("Senha", { exact: true }).fill(ANA.password);
    await page.getByLabel("Confirme a senha").fill(ANA.password);
    await page.getByLabel("Telefone").pressSequentially(ANA.phone);
    await page.getByLabel("Data de nascimento").fill(ANA.birthdate);
    await page.getByRole("button", { name: "Cadastrar" }).click();
    await expectAlert(page, "Este e-mail já está cadastrado.");
    const email = page.getByLabel("E-mail");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await storedSession(page)).toBeNull();
    // 409 is expected here; it is the only console error allowed.
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    await context.close();
  });

  it("honours reduced motion: no step transition and a still splash", async () => {
    const { context, page, errors } = await openContext();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, server.url + "/login");
    await page.getByRole("heading", { level: 1, name: "Placar" }).waitFor();
    const styles = await page.evaluate(() => {
      const step = document.querySelector('[data-step="splash"] > div')!;
      const ball = document.querySelector('[data-slot="auth-splash"] svg')!;
      return { transition: getComputedStyle(step).transitionProperty, animation: getComputedStyle(ball).animationName };
    });
    expect(styles).toEqual({ transition: "none", animation: "none" });
    // 'Pular' from a slide goes straight to the login.
    await page.getByRole("link", { name: "Pular", exact: true }).click({ timeout: 10_000 });
    await page.getByRole("heading", { level: 1, name: "Entrar" }).waitFor();
    expect(new URL(page.url()).hash).toBe("#entrar");
    await page.getByRole("button", { name: "Voltar" }).click();
    await page.getByRole("heading", { level: 1, name: "Bem-vindo ao Placar" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
