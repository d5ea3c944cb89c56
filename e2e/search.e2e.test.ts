import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { expectNoSeriousViolations } from "./axe.ts";
import {
  apiCall,
  CHROMIUM,
  CHROMIUM_ARGS,
  ROOT,
  gotoHydrated,
  startProductionServer,
  type RunningServer,
} from "./server.ts";

/** 15:00 in São Paulo on a Saturday of the demo: the day's games are loaded, the next days' come on demand. */
const NOW = "2026-11-21T18:00:00.000Z";

interface Hit {
  id: number;
  name: string;
  path: string;
}
interface Results {
  teams: Hit[];
  leagues: Hit[];
  games: Hit[];
  articles: { id: number; title: string; path: string }[];
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startProductionServer({ PLACAR_NOW: NOW, DEMO_SEED: "2025" });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function answer(q: string): Promise<Results> {
  const res = await apiCall(server.url, `/api/search/?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Results;
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Buscar" });
const combobox = (page: Page) => dialog(page).getByRole("combobox", { name: "Buscar" });

/** The option the combobox points at (aria-activedescendant), as a locator. */
async function activeOption(page: Page) {
  const id = await combobox(page).getAttribute("aria-activedescendant");
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

describe("the header's search", () => {
  it("opens with '/', finds 'gremio' without its accent, and Enter on a result opens its page", async () => {
    const expected = await answer("gremio");
    expect(expected.teams[0]?.name).toBe("Grêmio");
    const context = await browser.newContext({ locale: "pt-BR", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => scripts.push(r.url()));
    await gotoHydrated(page, `${server.url}/`);
    // The window's code is not part of the home page until the search is used.
    expect(scripts.some((u) => u.includes("site-search-dialog"))).toBe(false);

    await page.keyboard.press("/");
    await expect.poll(() => combobox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type("gremio");
    await dialog(page).getByRole("option").first().waitFor();
    // The count is announced in the window's live region.
    const total = expected.teams.length + expected.leagues.length + expected.games.length + expected.articles.length;
    await expect.poll(() => dialog(page).getByRole("status").textContent()).toBe(`${total} resultados`);
    await expect.poll(() => dialog(page).getByRole("group").allInnerTexts()).not.toEqual([]);
    const headings = await dialog(page).locator("[role=group] > [role=presentation]").allTextContents();
    expect(headings).toEqual(
      ["Times", "Ligas", "Jogos", "Notícias"].filter(
        (_, i) => [expected.teams, expected.leagues, expected.games, expected.articles][i]!.length > 0,
      ),
    );
    expect(scripts.some((u) => u.includes("site-search-dialog"))).toBe(true);

    // Modal: the page behind is inert, and the window itself passes axe.
    expect(await page.locator("header[data-slot=site-header]").evaluate((el) => el.closest("[inert]") !== null)).toBe(
      true,
    );
    await expectNoSeriousViolations(page, "[data-slot=site-search-dialog]");

    await page.keyboard.press("ArrowDown");
    const first = await activeOption(page);
    expect(await first.getAttribute("aria-selected")).toBe("true");
    expect(await first.innerText()).toContain("Grêmio");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === expected.teams[0]!.path);
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.locator("h1").first().innerText(), { timeout: 15_000 }).toContain("Grêmio");
    await context.close();
  });

  it("opens with Ctrl+K, tolerates a typo, and the arrows reach a game", async () => {
    const expected = await answer("GREMO");
    expect(expected.teams.map((t) => t.name)).toContain("Grêmio");
    expect(expected.games.length).toBeGreaterThan(0);
    const context = await browser.newContext({ locale: "pt-BR", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoHydrated(page, `${server.url}/estatisticas`);
    await page.keyboard.press("Control+k");
    await expect.poll(() => combobox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type("GREMO");
    await dialog(page).getByRole("option").first().waitFor();
    // Past the teams and leagues to the first game; focus never leaves the input.
    const steps = expected.teams.length + expected.leagues.length + 1;
    for (let i = 0; i < steps; i++) await page.keyboard.press("ArrowDown");
    expect(await (await activeOption(page)).innerText()).toContain(expected.games[0]!.name);
    expect(await combobox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === expected.games[0]!.path);
    await context.close();
  });

  it("says so when nothing is found, and Escape gives focus back to the button", async () => {
    const context = await browser.newContext({ locale: "pt-BR", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoHydrated(page, `${server.url}/`);
    const trigger = page.getByRole("button", { name: "Buscar times, ligas, jogos e notícias" });
    await trigger.click();
    await combobox(page).fill("zzzqqq");
    await dialog(page).getByText("Nenhum resultado para “zzzqqq”").waitFor();
    expect(await dialog(page).getByRole("status").textContent()).toBe("Nenhum resultado");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    // The page behind is reachable again (what the modal made inert are the body's other children; the featured
    // slider's slides out of view stay inert on their own).
    expect(await page.locator("body > [inert]").count()).toBe(0);
    await context.close();
  });

  it("takes the whole screen on a phone", async () => {
    const context = await browser.newContext({
      locale: "pt-BR",
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await gotoHydrated(page, `${server.url}/`);
    await page.getByRole("button", { name: "Buscar times, ligas, jogos e notícias" }).tap();
    await combobox(page).fill("sao paulo");
    await dialog(page).getByRole("option").first().waitFor();
    expect(await dialog(page).boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    await expectNoSeriousViolations(page, "[data-slot=site-search-dialog]");
    await dialog(page).getByRole("option").first().tap();
    const expected = await answer("sao paulo");
    await page.waitForURL((url) => url.pathname === expected.teams[0]!.path);
    await context.close();
  });

  it("ships the search window as a chunk of its own", () => {
    const manifestPath = path.join(
      process.env.SITE_DIST ?? path.join(ROOT, "apps/site/dist"),
      "client/.vite/manifest.json",
    );
    if (!existsSync(manifestPath)) return;
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, { isDynamicEntry?: boolean }>;
    expect(
      Object.entries(manifest).some(([src, c]) => c.isDynamicEntry && src.endsWith("site-search-dialog.tsx")),
    ).toBe(true);
  });
});
