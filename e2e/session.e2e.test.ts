import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  closePage,
  startProductionServer,
  type RunningServer,
  gotoHydrated,
} from "./server.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startProductionServer({ PLACAR_NOW: "2026-11-21T18:00:00.000Z" });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function post(path: string, body: unknown) {
  // A request that never answers fails here, named, instead of as the test's 60 s timeout.
  return fetch(server.url + path, {
    signal: AbortSignal.timeout(15_000),
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("stored session in the header", () => {
  it("a verified session shows the avatar menu; 'Sair' and a rejected token both end it", async () => {
    const email = "torcedora@example.com";
    const reg = await post("/api/auth/register/", {
      name: "Ana Torcedora",
      cpf: "52998224725",
      email,
      password: "segredo-forte-1",
      password2: "segredo-forte-1",
      phone: "11987654321",
      birthdate: "1990-05-17",
      username: email,
    });
    expect(reg.status).toBe(201);
    const login = await (await post("/api/auth/login/", { username: email, password: "segredo-forte-1" })).json();
    expect(login.access).toBeTruthy();

    const page = await browser.newPage();
    // A step that hangs fails with its own name, well inside the test's minute.
    page.setDefaultTimeout(20_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await gotoHydrated(page, server.url + "/");
    await expect.poll(() => page.getByRole("link", { name: "Entrar" }).first().isVisible()).toBe(true);

    await page.evaluate((s) => localStorage.setItem("user", JSON.stringify(s)), {
      access: login.access,
      user: { name: login.user.name, admin: login.user.admin },
    });
    await page.reload({ waitUntil: "load" });
    const menu = page.getByRole("button", { name: "Menu da conta de Ana Torcedora" });
    await menu.waitFor();
    await menu.click();
    await expect.poll(() => page.getByRole("menuitem", { name: "Perfil" }).isVisible()).toBe(true);
    // Not an admin: no admin items.
    expect(await page.getByRole("menuitem", { name: "Gerenciar Usuários" }).count()).toBe(0);
    // 'Sair' ends the session on the server too: the token, copied before, no longer works.
    await page.getByRole("menuitem", { name: "Sair" }).click();
    await page.waitForLoadState("load");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    await expect.poll(() => page.getByRole("link", { name: "Entrar" }).first().isVisible()).toBe(true);
    // (The browser sends the revocation beside the reload, so its answer is not awaited by the page.)
    const copied = () =>
      fetch(`${server.url}/api/auth/me/export/`, { headers: { authorization: `Bearer ${login.access}` } });
    await expect.poll(async () => (await copied()).status, { timeout: 10_000 }).toBe(401);

    // A token the server rejects is removed on the next page load.
    await page.evaluate(() =>
      localStorage.setItem(
        "user",
        JSON.stringify({ access: "forjado.token.invalido", user: { name: "Intrusa", admin: true } }),
      ),
    );
    await page.reload({ waitUntil: "load" });
    await expect.poll(() => page.evaluate(() => localStorage.getItem("user")), { timeout: 10_000 }).toBeNull();
    // The page removes the token and then reloads itself: wait for that reload to end (the signed-out header of
    // the new page) before closing. Closing it while the reload was starting hung page.close() in loaded runs.
    await page.getByRole("link", { name: "Entrar" }).first().waitFor();
    await page.waitForLoadState("load");
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("signs in through /login: a wrong password shows the login message, the right one goes home signed in", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await gotoHydrated(page, server.url + "/login#entrar");
    await page.getByRole("heading", { name: "Entrar", level: 1 }).waitFor();
    await page.getByLabel("E-mail").fill("torcedora@example.com");
    await page.getByLabel("Senha", { exact: true }).fill("senha-errada-123");
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.getByText("Login ou senha incorretos!").waitFor();
    await page.getByLabel("Senha", { exact: true }).fill("segredo-forte-1");
    await page.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL(server.url + "/");
    await page.getByRole("button", { name: "Menu da conta de Ana Torcedora" }).waitFor();
    // Already signed in: /login sends the visitor home.
    await gotoHydrated(page, server.url + "/login#entrar");
    await page.waitForURL(server.url + "/");
    expect(errors).toEqual([]);
    await page.close();
  });
});
