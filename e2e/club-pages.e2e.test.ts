import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { expectNoSeriousViolations } from "./axe.ts";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  closePage,
  gotoHydrated,
  startProductionServer,
  PHONE_AND_DESKTOP,
  sidewaysOverflow,
  type RunningServer,
} from "./server.ts";

/** 15:00 in São Paulo on a Saturday of the demo. */
const NOW = "2026-11-21T18:00:00.000Z";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startProductionServer({ PLACAR_NOW: NOW });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("team and league pages", () => {
  it("the first HTML holds the club's games, its JSON-LD and its one address", async () => {
    const res = await fetch(`${server.url}/times/flamengo-1001`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toMatch(/"@type":"SportsTeam","name":"Flamengo"/);
    expect(html).toContain('rel="canonical"');
    expect(html).toMatch(/href="[^"]*\/times\/flamengo-1001"/);
    expect(html).toContain("Próximos jogos");
    expect(html).toContain("Últimos resultados");
    // A misspelt name is sent, for good, to the club's address; an unknown club is a 404 page.
    const old = await fetch(`${server.url}/times/mengao-1001`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toMatch(/\/times\/flamengo-1001$/);
    expect((await fetch(`${server.url}/times/nenhum-999999`)).status).toBe(404);
    const league = await (await fetch(`${server.url}/ligas/brasileirao-serie-a-71`)).text();
    expect(league).toMatch(/"@type":"SportsOrganization","name":"Brasileirão Série A"/);
    expect(league).toContain('"@type":"SportsEvent"');
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("/ligas/brasileirao-serie-a-71</loc>");
    expect(sitemap).toMatch(/\/times\/[a-z0-9-]+-\d+<\/loc>/);
  });

  for (const vp of PHONE_AND_DESKTOP) {
    it(`at ${vp.name}: search "flamengo" → the team page → its next game → the match page`, async () => {
      const context = await browser.newContext({ locale: "pt-BR", viewport: { width: vp.width, height: vp.height } });
      const page = await context.newPage();
      await gotoHydrated(page, `${server.url}/`);
      await page.getByRole("button", { name: "Buscar times, ligas, jogos e notícias" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Buscar" });
      await dialog.getByRole("combobox", { name: "Buscar" }).fill("flamengo");
      await dialog
        .getByRole("option", { name: /^Flamengo/ })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === "/times/flamengo-1001");
      await expect.poll(() => page.locator("h1").first().innerText(), { timeout: 15_000 }).toBe("Flamengo");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoSeriousViolations(page);

      const next = page.getByRole("region", { name: "Próximos jogos" });
      const first = next.locator("[data-slot=team-game-link]").first();
      await first.click();
      await page.waitForURL((url) => url.pathname.startsWith("/estatisticasJogo/"));
      await expect.poll(() => page.locator("h1").first().innerText(), { timeout: 15_000 }).toContain("Flamengo");
      // From the match page, the club's name and the competition's reach their pages.
      await page.locator("main a[href='/times/flamengo-1001']").first().click();
      await page.waitForURL((url) => url.pathname === "/times/flamengo-1001");
      await page.goBack();
      await page.waitForURL((url) => url.pathname.startsWith("/estatisticasJogo/"));
      const league = page.locator("main a[href^='/ligas/']").first();
      const leagueName = (await league.innerText()).trim();
      await league.click();
      await page.waitForURL((url) => url.pathname.startsWith("/ligas/"));
      await expect.poll(() => page.locator("h1").first().innerText(), { timeout: 15_000 }).toBe(leagueName);
      await closePage(page);
      await context.close();
    });

    it(`at ${vp.name}: the league page → a club of the table → its page`, async () => {
      const context = await browser.newContext({ locale: "pt-BR", viewport: { width: vp.width, height: vp.height } });
      const page = await context.newPage();
      await gotoHydrated(page, `${server.url}/ligas/brasileirao-serie-a-71`);
      await expect.poll(() => page.locator("h1").first().innerText()).toBe("Brasileirão Série A");
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoSeriousViolations(page);
      const table = page.getByRole("table").first();
      expect(await table.locator("tbody tr").count()).toBe(20);
      const club = table.locator("tbody a").first();
      const name = (await club.innerText()).trim();
      await club.click();
      await page.waitForURL((url) => url.pathname.startsWith("/times/"));
      await expect.poll(() => page.locator("h1").first().innerText(), { timeout: 15_000 }).toBe(name);
      expect(await sidewaysOverflow(page)).toBe(0);
      await closePage(page);
      await context.close();
    });
  }
});
