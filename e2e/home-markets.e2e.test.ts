import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { formatOdd } from "@placar/core/odds";
import { expectNoSeriousViolations } from "./axe.ts";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  PHONE_AND_DESKTOP,
  advanceServerClock,
  firstAdminToken,
  gotoHydrated,
  sidewaysOverflow,
  startProductionServer,
  type RunningServer,
  recordErrors,
} from "./server.ts";

// 15:00 in São Paulo: a day with finished, live and upcoming matches.
const NOW = "2026-11-21T18:00:00.000Z";
const DATE = "2026-11-21";
const MARKETS_API = `/api/soccerdata_app/gamesByDate/markets/?date=${DATE}&market=ambas-marcam`;

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

type DayMarket = {
  games: Array<{ afb_fixture_id: number; best: Array<{ price: number; house: string } | null> }>;
};

/** Each row of the day panel: its match's id and, per odds button, what it shows ("1,96 Bateu Bet" or "—"). */
function panelRows(page: Page) {
  return page.locator("[data-slot=day-games-panel] [data-slot=odds-row]").evaluateAll((rows) =>
    rows.map((row) => ({
      id: Number(/\/estatisticasJogo\/(\d+)/.exec(row.querySelector("a")?.getAttribute("href") ?? "")?.[1]),
      odds: [...row.querySelectorAll("[data-slot=odds-button]")].map((b) => ({
        odd: b.querySelector("[data-slot=odds-button-odd]")?.textContent?.trim() ?? "",
        house: b.querySelector("[data-slot=odds-button-house]")?.textContent?.trim() ?? "",
        name: b.getAttribute("aria-label") ?? b.textContent ?? "",
      })),
    })),
  );
}

/**
 * What differs between the panel's rows and the markets endpoint's best prices (empty when they agree): each row two
 * buttons, Sim then Não, each the endpoint's best price and house, or a dash where no house quotes it.
 */
async function mismatches(page: Page): Promise<string[]> {
  const rows = await panelRows(page);
  const day = (await (await fetch(server.url + MARKETS_API)).json()) as DayMarket;
  const best = new Map(day.games.map((g) => [g.afb_fixture_id, g.best]));
  const out: string[] = [];
  for (const row of rows) {
    const expected = best.get(row.id) ?? [null, null];
    if (row.odds.length !== 2) out.push(`${row.id}: ${row.odds.length} buttons`);
    row.odds.forEach((shown, i) => {
      const b = expected[i];
      const want = b ? `${formatOdd(b.price)} ${b.house}` : "—";
      const got = b ? `${shown.odd} ${shown.house}` : shown.odd;
      if (got !== want) out.push(`${row.id}[${i}]: ${got} instead of ${want}`);
      if (!shown.name.includes(`Ambas marcam: ${i === 0 ? "Sim" : "Não"},`))
        out.push(`${row.id}[${i}] is named «${shown.name}»`);
    });
  }
  return out;
}

describe("the home's market choice (?mercado=)", () => {
  it.each(PHONE_AND_DESKTOP)(
    "with every script aborted ($name), /?mercado=ambas-marcam shows each game's best Sim and Não, and the choice is a link from /",
    async ({ width, height }) => {
      const page = await browser.newPage({ viewport: { width, height }, locale: "pt-BR" });
      const errors = recordErrors(page);
      // No script runs: every page is the server's HTML alone.
      await page.route("**/*.js", (route) => route.abort());
      await page.goto(server.url + "/", { waitUntil: "domcontentloaded" });
      const choice = page.getByRole("navigation", { name: "Mercado" });
      expect(await choice.getByRole("link", { name: "Resultado final" }).getAttribute("aria-current")).toBe("page");
      // 1X2 by default: three columns.
      expect(await page.locator("[data-slot=odds-row]").first().locator("[data-slot=odds-button]").count()).toBe(3);

      await choice.getByRole("link", { name: "Ambas marcam" }).click();
      await page.waitForURL((url) => url.search === "?mercado=ambas-marcam");
      expect(await choice.getByRole("link", { name: "Ambas marcam" }).getAttribute("aria-current")).toBe("page");
      const columns = page.locator("[data-slot=league-section-columns]").first();
      expect((await columns.innerText()).split(/\s+/)).toEqual(["Sim", "Não"]);
      const rows = await panelRows(page);
      expect(rows.length).toBeGreaterThan(0);
      // Prices the demo moves between two reads: read the page again until both agree.
      await expect
        .poll(async () => {
          const found = await mismatches(page);
          if (found.length > 0) await page.reload({ waitUntil: "domcontentloaded" });
          return found;
        })
        .toEqual([]);
      // Most games of the day have a price in it.
      expect(rows.filter((r) => r.odds.some((o) => o.odd !== "—")).length).toBeGreaterThan(0);
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectNoSeriousViolations(page);

      // A tab keeps the market; the choice's link back to 1X2 keeps the tab.
      const tabs = page.getByRole("navigation", { name: "Situação dos jogos" });
      await tabs.getByRole("link", { name: /Próximo/ }).click();
      await page.waitForURL((url) => url.search === "?aba=proximo&mercado=ambas-marcam");
      await expect.poll(() => mismatches(page)).toEqual([]);
      await choice.getByRole("link", { name: "Resultado final" }).click();
      await page.waitForURL((url) => url.search === "?aba=proximo");
      expect(await page.locator("[data-slot=odds-row]").first().locator("[data-slot=odds-button]").count()).toBe(3);
      // The last market's link, the current one, starts in the row's view (on a phone the row scrolls sideways).
      await page.goto(server.url + "/?mercado=empate-anula", { waitUntil: "domcontentloaded" });
      const last = choice.getByRole("link", { name: "Empate anula" });
      expect(await last.getAttribute("aria-current")).toBe("page");
      const [chip, row] = await Promise.all([
        last.boundingBox(),
        page.locator("[data-slot=market-selector-scroller]").boundingBox(),
      ]);
      expect(chip!.x).toBeGreaterThanOrEqual(row!.x);
      expect(chip!.x + chip!.width).toBeLessThanOrEqual(row!.x + row!.width + 0.5);
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      // The aborted scripts are the only failures.
      expect(errors.filter((e) => !/Failed to load|ERR_FAILED/.test(e))).toEqual([]);
      await page.close();
    },
  );

  it("an unknown market is sent to the home without it; 1X2's own spelling too", async () => {
    for (const [path, target] of [
      ["/?mercado=escanteios", "/"],
      ["/?aba=proximo&mercado=resultado", "/?aba=proximo"],
    ] as const) {
      const res = await fetch(server.url + path, { redirect: "manual" });
      expect(res.status, path).toBeGreaterThanOrEqual(300);
      const location = new URL(res.headers.get("location")!, server.url);
      expect(location.pathname + location.search).toBe(target);
    }
  });

  it("hydrated, the day island keeps the market on its refresh: it fetches Ambas marcam again, two columns stay", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
    const errors = recordErrors(page);
    const marketCalls: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/gamesByDate/markets/")) marketCalls.push(req.url());
    });
    await gotoHydrated(page, server.url + "/?mercado=ambas-marcam");
    // The first render is the server's: nothing is fetched for it.
    expect(marketCalls).toEqual([]);
    // Two minutes later on the server's clock: the day's prices move and the server pushes the change to the page.
    await advanceServerClock(server, await firstAdminToken(server), Date.parse(NOW) + 120_000);
    await expect.poll(() => marketCalls.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(new URL(marketCalls[0]!).searchParams.get("market")).toBe("ambas-marcam");
    await expect.poll(() => mismatches(page), { timeout: 15_000 }).toEqual([]);
    expect(await page.locator("[data-slot=league-section-columns]").first().innerText()).toMatch(/^Sim\s+Não$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
