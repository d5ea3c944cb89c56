import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { DAILY_MODAL_DELAY_MS } from "@placar/site/visitor-timing";
import { CHROMIUM, CHROMIUM_ARGS, startProductionServer, type RunningServer, gotoHydrated } from "./server.ts";

// 23:30 in São Paulo on the 21st, 02:30 UTC on the 22nd: "today" must be Brazil's day, not the machine's.
const NOW = "2026-11-22T02:30:00.000Z";
const KEY = "placar:modal-diario";
/** Real time for the modal to have opened once its delay has passed on the page's clock, if it were going to. */
const IDLE_AFTER_DELAY_MS = 3_000;
const MODAL_OPENS_WITHIN_MS = 15_000;

/**
 * The page's own clock moved past the modal's delay (Playwright's clock, installed on the context before any page:
 * timers and dates are the page's, and time flows on by itself), then idle time for what would follow.
 */
async function pastTheDelay(page: Page): Promise<void> {
  await page.clock.fastForward(DAILY_MODAL_DELAY_MS);
  await page.waitForTimeout(IDLE_AFTER_DELAY_MS);
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startProductionServer({ PLACAR_NOW: NOW, DAILY_MODAL: "on" });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function visit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  page.on("pageerror", (err) => errors.push(err.message));
  await gotoHydrated(page, server.url + path);
  return { page, errors };
}

describe("the anonymous visitor's daily modal", () => {
  it("opens once per Brazilian day: not again on the next page, again once the stored day is another", async () => {
    const context = await browser.newContext({
      locale: "pt-BR",
      timezoneId: "Asia/Tokyo",
      viewport: { width: 1280, height: 900 },
    });
    await context.clock.install();
    const first = await visit(context, "/");
    const dialog = first.page.getByRole("dialog", { name: "Boas-vindas ao Placar!" });
    // Not as the page loads: the visitor sees the page first.
    await first.page.clock.fastForward(DAILY_MODAL_DELAY_MS - 1_500);
    await first.page.waitForTimeout(500);
    expect(await dialog.count()).toBe(0);
    await dialog.waitFor({ state: "visible", timeout: MODAL_OPENS_WITHIN_MS });
    // Stored as Brazil's date (the 21st), although the browser's zone is already on the 23rd and UTC on the 22nd.
    expect(await first.page.evaluate((k) => localStorage.getItem(k), KEY)).toBe("2026-11-21");
    await first.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(first.errors).toEqual([]);
    await first.page.close();

    const second = await visit(context, "/odds-ao-vivo");
    await pastTheDelay(second.page);
    expect(await second.page.getByRole("dialog").count()).toBe(0);
    await second.page.evaluate((k) => localStorage.setItem(k, "2026-11-20"), KEY);
    await second.page.reload({ waitUntil: "load" });
    await second.page
      .getByRole("dialog", { name: "Boas-vindas ao Placar!" })
      .waitFor({ state: "visible", timeout: MODAL_OPENS_WITHIN_MS });
    // Its invitation leads to the login area.
    await second.page.getByRole("link", { name: "Criar conta grátis" }).click();
    await second.page.waitForURL(/\/login$/);
    await context.close();
  });

  it("never opens for a signed-in visitor, nor on the login area", async () => {
    const context = await browser.newContext({ locale: "pt-BR", viewport: { width: 1280, height: 900 } });
    await context.clock.install();
    const login = await visit(context, "/login");
    await pastTheDelay(login.page);
    expect(await login.page.getByRole("dialog", { name: "Boas-vindas ao Placar!" }).count()).toBe(0);
    const email = "visitante@example.com";
    const post = (path: string, body: unknown) =>
      fetch(server.url + path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const password = "segredo-forte-1";
    const reg = await post("/api/auth/register/", {
      name: "Vera Visitante",
      cpf: "52998224725",
      email,
      password,
      password2: password,
      phone: "11987654321",
      birthdate: "1990-05-17",
      username: email,
    });
    expect(reg.status).toBe(201);
    const { access } = (await (await post("/api/auth/login/", { username: email, password })).json()) as {
      access: string;
    };
    // A real, verifiable session: a rejected one would be removed (and the visitor become anonymous again).
    await login.page.evaluate(
      (a) =>
        localStorage.setItem("user", JSON.stringify({ access: a, user: { name: "Vera Visitante", admin: false } })),
      access,
    );
    await gotoHydrated(login.page, server.url + "/comunidade");
    await pastTheDelay(login.page);
    expect(await login.page.getByRole("dialog", { name: "Boas-vindas ao Placar!" }).count()).toBe(0);
    await context.close();
  });
});
