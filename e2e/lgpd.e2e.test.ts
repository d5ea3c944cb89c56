import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { expectNoSeriousViolations } from "./axe.ts";
import { CHROMIUM, CHROMIUM_ARGS, startProductionServer, type RunningServer, gotoHydrated } from "./server.ts";

// 15:00 in São Paulo on 21/11/2026.
const NOW = "2026-11-21T18:00:00.000Z";
const PASSWORD = "segredo-forte-1";

const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 900 }, cpf: "39053344705", email: "lgpd.desktop@example.com" },
  { name: "phone", viewport: { width: 390, height: 844 }, cpf: "52998224725", email: "lgpd.phone@example.com" },
] as const;

let server: RunningServer;
let browser: Browser;

async function post(path: string, body: unknown) {
  return fetch(server.url + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  server = await startProductionServer({ PLACAR_NOW: NOW, DAILY_MODAL: "off" });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each(SIZES)("LGPD self-service and the policy pages ($name)", ({ viewport, cpf, email }) => {
  it("downloads the data from /profile, then deletes the account with the password", async () => {
    const registration = {
      name: "Lia Privada",
      cpf,
      email,
      password: PASSWORD,
      password2: PASSWORD,
      phone: "11987654321",
      birthdate: "1991-03-04",
    };
    expect((await post("/api/auth/register/", registration)).status).toBe(201);
    const login = await (await post("/api/auth/login/", { username: email, password: PASSWORD })).json();
    const context = await browser.newContext({ viewport, locale: "pt-BR", acceptDownloads: true });
    await context.addInitScript(
      (s) => {
        // Only the first page of the journey starts signed in; later loads keep what the site stored.
        if (!sessionStorage.getItem("seeded")) {
          localStorage.setItem("user", JSON.stringify(s));
          sessionStorage.setItem("seeded", "1");
        }
      },
      { access: login.access, user: { name: login.user.name, admin: false } },
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await gotoHydrated(page, `${server.url}/profile`);
    await page.getByRole("heading", { level: 2, name: "Seus dados" }).waitFor();
    await expectNoSeriousViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Baixar meus dados" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("placar-meus-dados-2026-11-21.json");
    const file = JSON.parse(readFileSync(await download.path(), "utf8"));
    expect(file.account).toMatchObject({ email, name: "Lia Privada", cpf, birthdate: "1991-03-04" });
    expect(JSON.stringify(file)).not.toContain("argon2");
    await page.getByRole("status").filter({ hasText: "Arquivo com os seus dados baixado." }).waitFor();

    // Deleting asks for the password; a wrong one is said and nothing happens.
    await page.getByRole("button", { name: "Excluir minha conta" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Excluir minha conta?" });
    await dialog.getByLabel("Sua senha").fill("nao-e-a-senha");
    await dialog.getByRole("button", { name: "Excluir conta" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Senha incorreta. A conta não foi excluída." }).waitFor();
    await expectNoSeriousViolations(page, "[role=alertdialog]");
    await dialog.getByLabel("Sua senha").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Excluir conta" }).click();

    // Signed out, on the home page, told so once.
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("status").filter({ hasText: "Sua conta foi excluída." }).waitFor();
    await page.getByRole("link", { name: "Entrar" }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    expect((await post("/api/auth/login/", { username: email, password: PASSWORD })).status).toBe(401);
    // The e-mail and CPF are free again.
    expect((await post("/api/auth/register/", registration)).status).toBe(201);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the footer leads to 'Jogo responsável' and 'Privacidade', both accessible", async () => {
    const page = await browser.newPage({ viewport, locale: "pt-BR" });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await gotoHydrated(page, `${server.url}/guia-apostas`);
    // The guide links it beside the houses too.
    expect(await page.locator("main").getByRole("link", { name: "Jogo responsável" }).count()).toBeGreaterThan(0);
    // The copyright year follows the site's clock (pinned to 2026 here), not a year written in the code.
    expect(await page.getByRole("contentinfo").textContent()).toContain("© 2026 Placar");
    const footer = page.getByRole("navigation", { name: "Institucional" });
    await footer.getByRole("link", { name: "Jogo responsável" }).click();
    await page.waitForURL(`${server.url}/jogo-responsavel`);
    await page.getByRole("heading", { level: 1, name: "Jogo responsável" }).waitFor();
    await page.getByText("Ligue 188", { exact: false }).first().waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole("navigation", { name: "Institucional" }).getByRole("link", { name: "Privacidade" }).click();
    await page.waitForURL(`${server.url}/privacidade`);
    await page.getByRole("heading", { level: 1, name: "Privacidade" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Seus direitos" }).waitFor();
    await expectNoSeriousViolations(page);
    // Both are in the sitemap.
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${server.url}/jogo-responsavel`);
    expect(sitemap).toContain(`${server.url}/privacidade`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
