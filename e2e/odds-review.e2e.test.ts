import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { DemoProvider, type ProviderFixture } from "@placar/api/demo";
import { ODDS_API_SPORT_LEAGUES } from "@placar/core/matching/competitions";
import { formatOdd } from "@placar/core/odds";
import { expectNoSeriousViolations } from "./axe.ts";
import { apiCall, CHROMIUM, CHROMIUM_ARGS, startProductionServer, type RunningServer, gotoHydrated } from "./server.ts";

/*
 * Real prices, end to end: a local stand-in for The Odds API v4 prices two of the demo's games for "betano", which
 * the deployment maps to Bateu Bet. One event is sure (same teams, same kick-off) and shows by itself; the other's
 * kick-off is 45 minutes off, so it waits in the admin's review queue until an admin confirms its game in the browser,
 * and then its prices are on that match page. A third, sure event carries a price far from the other houses': it is
 * held off the site until the admin shows it from "Cotações retidas".
 */

const SEED = 2025;
// 11:00 in São Paulo on a Saturday: the day's games are still to come.
const NOW = "2026-11-21T14:00:00.000Z";
const DAY = "2026-11-21";
const ADMIN_EMAIL = "admin@placar.local";
const SOURCE_KEY = "0123456789abcdef0123456789abcdef";
const HOUSE = "Bateu Bet";

const sportOf = new Map(Object.entries(ODDS_API_SPORT_LEAGUES).map(([sport, league]) => [league, sport]));

/** Three upcoming games of one competition The Odds API covers, the first two at different times. */
function pickGames(): { sport: string; sure: ProviderFixture; doubtful: ProviderFixture; outlier: ProviderFixture } {
  const fixtures = new DemoProvider({ seed: SEED }).fixturesByDateSync(DAY, new Date(NOW));
  const later = fixtures.filter((f) => f.status === "NS" && Date.parse(f.kickoff) > Date.parse(NOW) + 3 * 3600_000);
  for (const sure of later) {
    const sport = sportOf.get(sure.league.id);
    if (!sport || !sure.odds.some((o) => o.house === HOUSE)) continue;
    const doubtful = later.find(
      (f) =>
        f.id !== sure.id &&
        f.league.id === sure.league.id &&
        f.kickoff !== sure.kickoff &&
        f.odds.some((o) => o.house === HOUSE),
    );
    const outlier = later.find(
      (f) =>
        f.id !== sure.id &&
        f.id !== doubtful?.id &&
        f.league.id === sure.league.id &&
        f.odds.some((o) => o.house === HOUSE),
    );
    if (doubtful && outlier) return { sport, sure, doubtful, outlier };
  }
  throw new Error(`the demo has no three upcoming games of a covered competition on ${DAY}`);
}

const { sport, sure, doubtful, outlier } = pickGames();

/** The source's prices: the demo house's own plus a few cents, so the page can only show them if they came from the source. */
function sourcePrices(f: ProviderFixture): [number, number, number] {
  const own = f.odds.find((o) => o.house === HOUSE)!;
  const bump = (x: number) => Math.round((x + 0.07) * 100) / 100;
  return [bump(own.home), bump(own.draw), bump(own.away)];
}

/**
 * Prices far from the other houses: the home win at four times the house's own, the away win lowered so the book
 * still adds up (Σ 1/price 1.06), as a real move would.
 */
function outlierPrices(f: ProviderFixture): [number, number, number] {
  const own = f.odds.find((o) => o.house === HOUSE)!;
  const home = Math.round(own.home * 4 * 100) / 100;
  const away = Math.round((1 / (1.06 - 1 / home - 1 / own.draw)) * 100) / 100;
  if (!(away > 1.01)) throw new Error(`no sensible away price for ${f.id}`);
  return [home, own.draw, away];
}

function sourceEvent(id: string, f: ProviderFixture, commence: string, prices = sourcePrices(f)) {
  const [home, draw, away] = prices;
  const update = new Date(Date.parse(NOW) - 60_000).toISOString().replace(".000", "");
  return {
    id,
    sport_key: sport,
    sport_title: f.league.name,
    commence_time: commence,
    home_team: f.home.name,
    away_team: f.away.name,
    bookmakers: [
      {
        key: "betano",
        title: "Betano",
        last_update: update,
        markets: [
          {
            key: "h2h",
            last_update: update,
            outcomes: [
              { name: f.home.name, price: home },
              { name: f.away.name, price: away },
              { name: "Draw", price: draw },
            ],
          },
        ],
      },
    ],
  };
}

const EVENTS = [
  sourceEvent("e2e-sure-0001", sure, sure.kickoff),
  // The source lists the kick-off 45 minutes later than the provider: not sure enough to attach by itself.
  sourceEvent("e2e-doubt-0002", doubtful, new Date(Date.parse(doubtful.kickoff) + 45 * 60_000).toISOString()),
  sourceEvent("e2e-outlier-0003", outlier, outlier.kickoff, outlierPrices(outlier)),
];

let source: Server;
let server: RunningServer;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  source = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://source.invalid");
    const ok = url.pathname === `/v4/sports/${sport}/odds` && url.searchParams.get("apiKey") === SOURCE_KEY;
    res.writeHead(ok ? 200 : 404, {
      "content-type": "application/json",
      "x-requests-remaining": "480",
      "x-requests-used": "20",
    });
    res.end(JSON.stringify(ok ? EVENTS : { message: "Unknown sport" }));
  });
  await new Promise<void>((resolve) => source.listen(0, "127.0.0.1", resolve));
  const sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
  server = await startProductionServer({
    PLACAR_NOW: NOW,
    DEMO_SEED: String(SEED),
    THEODDSAPI_KEY: SOURCE_KEY,
    THEODDSAPI_BASE_URL: sourceUrl,
    THEODDSAPI_BOOKMAKERS: `betano:${HOUSE}`,
    THEODDSAPI_SPORTS: sport,
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const printed = /criado admin@placar\.local com a senha (\S+)/.exec(server.logs.join(""));
  expect(printed, "the first admin's password in the start-up log").not.toBeNull();
  const login = await apiCall(server.url, "/api/auth/login/", {
    method: "POST",
    body: { username: ADMIN_EMAIL, password: printed![1]! },
  });
  expect(login.status).toBe(200);
  adminToken = (await login.json()).access;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => source?.close(resolve));
});

/** The house's three prices on the match page as the page writes them ("2.31"). */
async function housePrices(page: Page, fixtureId: number): Promise<string[]> {
  await gotoHydrated(page, `${server.url}/estatisticasJogo/${fixtureId}`);
  // The house is named by its logo's alt text (or by its name on its colour when the logo is missing).
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: HOUSE }) })
    .and(page.locator("[data-slot=odds-by-house-row]"));
  await row.waitFor({ timeout: 10_000 });
  return row.locator("[data-slot=odds-button-odd]").allTextContents();
}

/** As the odds buttons write a price: core's pt-BR formatter ("2,10"). */
const shown = (prices: readonly number[]) => prices.map((p) => formatOdd(p));

function newPage(): Promise<Page> {
  return browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
}

/** Signs the page in as the first admin (the session the site keeps in localStorage); returns its page errors. */
async function signInAsAdmin(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  await page.addInitScript(
    (token) =>
      localStorage.setItem("user", JSON.stringify({ access: token, user: { name: "Administrador", admin: true } })),
    adminToken,
  );
  return errors;
}

describe("real prices: the review queue", () => {
  it("a sure event's prices show by themselves; a doubtful one's only after an admin confirms its game", async () => {
    const visitor = await newPage();
    // The sure event needs nobody.
    await expect
      .poll(() => housePrices(visitor, sure.id), { timeout: 60_000, interval: 2_000 })
      .toEqual(shown(sourcePrices(sure)));
    // The doubtful one's game keeps the provider's price meanwhile.
    expect(await housePrices(visitor, doubtful.id)).not.toEqual(shown(sourcePrices(doubtful)));

    const admin = await newPage();
    const errors = await signInAsAdmin(admin);
    await gotoHydrated(admin, `${server.url}/`);
    // The account menu leads to the queue.
    await admin.locator("[data-slot=site-header-account]").click();
    await admin.getByRole("menuitem", { name: "Pareamento de eventos" }).click();
    await admin.waitForURL(/\/gerenciar-pareamentos$/);
    await admin.getByRole("heading", { level: 1, name: "Pareamento de eventos" }).waitFor();
    const event = admin.getByRole("group", { name: `${doubtful.home.name} x ${doubtful.away.name}` });
    await event.waitFor();
    // The sure event is not in the queue.
    expect(await admin.getByRole("group", { name: `${sure.home.name} x ${sure.away.name}` }).count()).toBe(0);
    await expect.poll(() => event.getByText("início 45 min antes do da fonte").count()).toBe(1);
    await expectNoSeriousViolations(admin);

    // Confirming without choosing asks for the game; choosing it and confirming takes the event out of the queue.
    await event.getByRole("button", { name: "Confirmar jogo" }).click();
    await expect.poll(() => event.getByRole("alert").textContent()).toBe("Escolha o jogo certo antes de confirmar.");
    await event.getByRole("radio", { name: new RegExp(`^${doubtful.home.name} x ${doubtful.away.name}`) }).check();
    await event.getByRole("button", { name: "Confirmar jogo" }).click();
    await event.waitFor({ state: "detached" });
    await expect
      .poll(() => admin.locator("[data-slot=odds-match-review-status]").textContent())
      .toBe(`Evento ${doubtful.home.name} x ${doubtful.away.name} confirmado.`);
    await admin.getByRole("tab", { name: "Confirmados" }).click();
    await admin.getByText(`Confirmado: ${doubtful.home.name} x ${doubtful.away.name}`, { exact: false }).waitFor();

    // The confirmation started the day's ingest: the source's prices are on the match page.
    await expect
      .poll(() => housePrices(visitor, doubtful.id), { timeout: 60_000, interval: 2_000 })
      .toEqual(shown(sourcePrices(doubtful)));
    expect(errors).toEqual([]);
    await admin.close();
    await visitor.close();
  }, 240_000);

  it("a price far from the other houses stays off the match page until an admin shows it", async () => {
    const visitor = await newPage();
    // The source's list was merged (the sure event shows), yet the outlier's game keeps the provider's price.
    await expect
      .poll(() => housePrices(visitor, sure.id), { timeout: 60_000, interval: 2_000 })
      .toEqual(shown(sourcePrices(sure)));
    expect(await housePrices(visitor, outlier.id)).not.toEqual(shown(outlierPrices(outlier)));

    const admin = await newPage();
    const errors = await signInAsAdmin(admin);
    await gotoHydrated(admin, `${server.url}/gerenciar-pareamentos`);
    const section = admin.getByRole("region", { name: "Cotações retidas" });
    const held = section.getByRole("group", { name: `${HOUSE} · ${outlier.home.name} x ${outlier.away.name}` });
    await held.waitFor();
    const [home] = outlierPrices(outlier);
    await expect.poll(() => held.getByRole("row", { name: /Casa \(1\)/ }).textContent()).toContain(formatOdd(home));
    await expectNoSeriousViolations(admin);

    await held.getByRole("button", { name: "Mostrar no site" }).click();
    await held.waitFor({ state: "detached" });
    await expect
      .poll(() => admin.locator("[data-slot=held-quote-review-status]").textContent())
      .toBe(`Cotação de ${HOUSE} · ${outlier.home.name} x ${outlier.away.name} liberada.`);
    await section.getByRole("tab", { name: "Liberadas" }).click();
    await section.getByText("Liberada por um administrador").waitFor();

    // The confirmation started the day's ingest: the price is on the match page.
    await expect
      .poll(() => housePrices(visitor, outlier.id), { timeout: 60_000, interval: 2_000 })
      .toEqual(shown(outlierPrices(outlier)));
    expect(errors).toEqual([]);
    await admin.close();
    await visitor.close();
  }, 240_000);
});
