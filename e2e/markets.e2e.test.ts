import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { marketFromSlug, marketLabel, outcomeCount, outcomeLabels, type Market } from "@placar/core/markets";
import { PRICE_ALERT_CREATE, PRICE_ALERT_CREATED } from "@placar/core/messages-alerts";
import { formatOdd } from "@placar/core/odds";
import { href } from "@placar/core/routes";
import { expectNoSeriousViolations } from "./axe.ts";
import {
  apiCall,
  CHROMIUM,
  CHROMIUM_ARGS,
  closePage,
  gotoHydrated,
  PHONE_AND_DESKTOP,
  sidewaysOverflow,
  startProductionServer,
  type RunningServer,
  recordErrors,
} from "./server.ts";

// 15:00 in São Paulo: a day with finished, live and upcoming matches.
const NOW = "2026-11-21T18:00:00.000Z";

/** The markets journey walks through, besides 1X2 (issue 44: at least four with best prices and houses). */
const SLUGS = ["ambas-marcam", "gols-2-5", "dupla-chance", "empate-anula"] as const;

interface Board {
  market: string;
  slug: string;
  label: string;
  best: ({ price: number; house: string } | null)[];
  houses: { house: string; prices: number[]; history?: { at: string; prices: number[] }[] }[];
}

let server: RunningServer;
let browser: Browser;
/** A demo game not started yet, quoted in every market the journey walks through. */
let game: { id: number; home: string; away: string; boards: Map<string, Board> };
/** Each house's brand colour, as the price chart draws its line. */
let colors: Map<string, string>;

beforeAll(async () => {
  server = await startProductionServer({ PLACAR_NOW: NOW });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const day = (await (await apiCall(server.url, "/api/soccerdata_app/gamesByDate/")).json()) as {
    results: { afb_fixture_id: number; status: string; home_team: string; away_team: string }[];
  };
  for (const g of day.results.filter((r) => r.status === "NS")) {
    const res = await apiCall(server.url, `/api/apifootball_app/fixtureById/${g.afb_fixture_id}/markets/`);
    const boards = new Map(((await res.json()) as { markets: Board[] }).markets.map((b) => [b.slug, b]));
    if (SLUGS.every((s) => (boards.get(s)?.houses.length ?? 0) >= 2)) {
      game = { id: g.afb_fixture_id, home: g.home_team, away: g.away_team, boards };
      break;
    }
  }
  expect(game, "um jogo da demo por começar com os quatro mercados").toBeDefined();
  const houses = (await (await apiCall(server.url, "/api/houses/")).json()) as {
    results: { house: string; color: string }[];
  };
  colors = new Map(houses.results.map((h) => [h.house, h.color]));
  // The first render of a match page on a loaded host can outlast gotoHydrated's wait: warm it up once.
  await fetch(server.url + href.match(game.id));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function market(slug: string): Market {
  const m = marketFromSlug(slug);
  if (!m) throw new Error(`mercado desconhecido: ${slug}`);
  return m;
}

/** The market's board now, with its price history (`?history=`, as the match page asks for the market it shows). */
async function currentBoard(slug: string): Promise<Board> {
  const res = await apiCall(server.url, `/api/apifootball_app/fixtureById/${game.id}/markets/?history=${slug}`);
  const board = ((await res.json()) as { markets: Board[] }).markets.find((b) => b.slug === slug);
  if (!board) throw new Error(`o jogo ${game.id} perdeu o mercado ${slug}`);
  return board;
}

const selector = (page: Page) => page.getByRole("navigation", { name: "Mercados de apostas" });

/**
 * The odds table shows the market (its caption and columns) and, in 'Melhor combinação', the best price of each
 * outcome with its house, as the markets endpoint has them.
 */
async function expectMarketTable(page: Page, slug: string) {
  const m = market(slug);
  const table = page.locator('[data-slot="odds-by-house"]');
  await expect
    .poll(() => table.locator("caption").textContent(), { timeout: 10_000 })
    .toBe(`Odds por casa de apostas: ${marketLabel(m)}`);
  expect(await selector(page).locator('[aria-current="page"]').textContent()).toBe(marketLabel(m));
  // Read now, as the page did a moment ago (a game not started moves its prices seldom).
  const board = await currentBoard(slug);
  const best = table.locator('[data-slot="odds-by-house-best"]');
  const prices = await best.locator('[data-slot="odds-button-odd"]').allTextContents();
  const houses = await best.locator('[data-slot="odds-by-house-best-house"]').allTextContents();
  expect(prices).toHaveLength(outcomeCount(m));
  expect(prices).toEqual(board.best.map((b) => (b ? formatOdd(b.price) : "—")));
  const labels = outcomeLabels(m, game.home, game.away);
  for (const [i, house] of houses.entries()) {
    // A tie names the first house listed; any house at the best price is right.
    const atBest = board.houses.filter((h) => h.prices[i] === board.best[i]?.price).map((h) => h.house);
    expect(atBest).toContain(house);
    // Said in full to a screen reader: the market, the outcome, the price and the house.
    await expect
      .poll(() => best.getByText(`${marketLabel(m)}: ${labels[i]}, melhor odd ${prices[i]} na ${house}`).count())
      .toBe(1);
  }
  expect(await table.locator('[data-slot="odds-by-house-row"]').count()).toBe(board.houses.length);
}

/**
 * Under the market's panels, 'Evolução das odds' for that market: a tab per outcome (the list named after the
 * market), and in the open one a line per house in its brand colour, as the markets endpoint's history has them.
 */
async function expectMarketChart(page: Page, slug: string) {
  const m = market(slug);
  const labels = outcomeLabels(m, game.home, game.away);
  const chart = page.locator('[data-slot="price-chart"]');
  await expect.poll(() => chart.count(), { timeout: 10_000 }).toBe(1);
  expect(await chart.getByRole("heading", { name: "Evolução das odds" }).count()).toBe(1);
  const tabs = chart.getByRole("tablist", { name: marketLabel(m) });
  expect(await tabs.getByRole("tab").allTextContents()).toEqual(labels);
  const board = await currentBoard(slug);
  // Every house quoting a game not started has its first price recorded at least.
  for (const h of board.houses) expect(h.history?.length ?? 0, h.house).toBeGreaterThan(0);
  const lines = () =>
    chart
      .getByRole("tabpanel")
      .locator('[data-slot="price-chart-line"]')
      .evaluateAll((ls) => ls.map((l) => [l.getAttribute("data-house"), l.getAttribute("stroke")]));
  const expected = board.houses.map((h) => [h.house, colors.get(h.house) ?? "#64748b"]);
  await expect.poll(lines).toEqual(expected);
  const summary = () => chart.getByRole("tabpanel").getByRole("img").getAttribute("aria-label");
  expect(await summary()).toContain(`${marketLabel(m)}: ${labels[0]}; odds de ${board.houses.length} casas`);
  // The last outcome's tab draws the same houses for it.
  await tabs.getByRole("tab", { name: labels.at(-1), exact: true }).click();
  await expect.poll(summary).toContain(`${marketLabel(m)}: ${labels.at(-1)}; odds de ${board.houses.length} casas`);
  expect(await lines()).toEqual(expected);
}

describe("markets on the match page", () => {
  for (const viewport of PHONE_AND_DESKTOP) {
    it(`at ${viewport.name}: four markets with best prices and houses, chosen by link`, async () => {
      const page = await browser.newPage({ viewport, locale: "pt-BR" });
      const errors = recordErrors(page);
      const res = await gotoHydrated(page, server.url + href.match(game.id));
      expect(res?.status()).toBe(200);
      // 1X2 first and unchanged: the market is in the caption only for the others.
      expect(await selector(page).locator('[aria-current="page"]').textContent()).toBe("Resultado final");
      expect(await selector(page).getByRole("link").count()).toBe(7);
      await expect
        .poll(() => page.locator('[data-slot="odds-by-house"] caption').textContent())
        .toBe("Odds por casa de apostas");
      expect(await sidewaysOverflow(page)).toBe(0);

      for (const slug of SLUGS) {
        await selector(page)
          .getByRole("link", { name: marketLabel(market(slug)), exact: true })
          .click();
        await page.waitForURL((u) => u.searchParams.get("mercado") === slug);
        await expectMarketTable(page, slug);
        await expect.poll(() => page.getByRole("heading", { name: "Odd justa" }).count()).toBe(1);
        await expectMarketChart(page, slug);
        expect(await sidewaysOverflow(page)).toBe(0);
      }
      await expectNoSeriousViolations(page);

      // Back to 1X2 by its link: the address without the parameter.
      await selector(page).getByRole("link", { name: "Resultado final", exact: true }).click();
      await page.waitForURL((u) => !u.searchParams.has("mercado"));
      await expect
        .poll(() => page.locator('[data-slot="odds-by-house"] caption').textContent())
        .toBe("Odds por casa de apostas");
      expect(errors).toEqual([]);
      await closePage(page);
    });
  }

  it("without JavaScript, 'Ambas marcam' is a plain link and the server renders its table", async () => {
    const page = await browser.newPage({ viewport: PHONE_AND_DESKTOP[0], locale: "pt-BR", javaScriptEnabled: false });
    const res = await page.goto(server.url + href.match(game.id), { waitUntil: "load" });
    expect(res?.status()).toBe(200);
    expect(await page.locator('[data-slot="odds-by-house"] caption').textContent()).toBe("Odds por casa de apostas");
    const link = selector(page).getByRole("link", { name: "Ambas marcam", exact: true });
    expect(await link.getAttribute("href")).toBe(`${href.match(game.id)}?mercado=ambas-marcam#sec-odds`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().isNavigationRequest() && r.url().includes("mercado=ambas-marcam")),
      link.click(),
    ]);
    expect(response.status()).toBe(200);
    await page.waitForURL((u) => u.searchParams.get("mercado") === "ambas-marcam");
    await expectMarketTable(page, "ambas-marcam");
    expect(await page.locator('[data-slot="odds-by-house"] thead').textContent()).toContain("Sim");
    // The server draws the market's price chart too: a line per house.
    expect(await page.locator('[data-slot="price-chart"] [role="tablist"]').getAttribute("aria-label")).toBe(
      "Ambas marcam",
    );
    expect(await page.locator('[data-slot="price-chart"] [data-slot="price-chart-line"]').count()).toBe(
      (await currentBoard("ambas-marcam")).houses.length,
    );
    expect(await sidewaysOverflow(page)).toBe(0);
    await closePage(page);
  });

  it("sends a market the site does not compare, or 1X2 by name, to the match page without it", async () => {
    for (const mercado of ["escanteios", "resultado"]) {
      const res = await fetch(`${server.url}${href.match(game.id)}?mercado=${mercado}`, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get("location")!, server.url).pathname).toBe(href.match(game.id));
      expect(new URL(res.headers.get("location")!, server.url).search).toBe("");
    }
  });
});

describe("markets on the analysis page", () => {
  it("renders the chosen market's best prices on the server and switches by link", async () => {
    const page = await browser.newPage({ viewport: PHONE_AND_DESKTOP[0], locale: "pt-BR", javaScriptEnabled: false });
    await page.goto(`${server.url}${href.analysis(game.id)}&mercado=gols-2-5`, { waitUntil: "load" });
    const board = await currentBoard("gols-2-5");
    const best = page.locator('[data-slot="analysis-market-best"]');
    expect(await best.locator('[data-slot="odds-button-odd"]').allTextContents()).toEqual(
      board.best.map((b) => (b ? formatOdd(b.price) : "—")),
    );
    expect(await best.locator('[data-slot="analysis-best-house"]').count()).toBe(2);
    expect(await sidewaysOverflow(page)).toBe(0);
    await closePage(page);

    const live = await browser.newPage({ viewport: PHONE_AND_DESKTOP[1], locale: "pt-BR" });
    const errors = recordErrors(live);
    await gotoHydrated(live, server.url + href.analysis(game.id));
    await selector(live).getByRole("link", { name: "Dupla chance", exact: true }).click();
    await live.waitForURL((u) => u.searchParams.get("mercado") === "dupla-chance");
    await expect
      .poll(() => live.locator('[data-slot="analysis-market-best"] [data-slot="odds-button-odd"]').count())
      .toBe(3);
    await expectNoSeriousViolations(live);
    expect(errors).toEqual([]);
    await closePage(live);
  });
});

describe("a price alert on another market", () => {
  it("a signed-in user sets an alert on Mais de 2,5 from the match page", async () => {
    const user = { name: "Bia Mercados", email: "bia.mercados@example.com", cpf: "52998224725" };
    const password = "segredo-forte-2";
    const registration = {
      ...user,
      password,
      password2: password,
      phone: "11987654322",
      birthdate: "1991-03-04",
    };
    expect((await apiCall(server.url, "/api/auth/register/", { method: "POST", body: registration })).status).toBe(201);
    const page = await browser.newPage({ viewport: PHONE_AND_DESKTOP[0], locale: "pt-BR" });
    const errors = recordErrors(page);
    await gotoHydrated(page, `${server.url}/login#entrar`);
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Senha", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.waitForFunction(() => localStorage.getItem("user") !== null);

    await gotoHydrated(page, `${server.url}${href.match(game.id)}?mercado=gols-2-5`);
    await page.getByRole("button", { name: PRICE_ALERT_CREATE }).click();
    const dialog = page.getByRole("dialog", { name: PRICE_ALERT_CREATE });
    await dialog.waitFor();
    const board = await currentBoard("gols-2-5");
    const house = board.houses[0]!;
    await dialog.getByLabel("Casa").selectOption(house.house);
    await dialog.getByRole("radio", { name: /^Mais de 2,5 / }).check();
    await dialog.getByText(`A odd atual é ${formatOdd(house.prices[0]!)}.`).waitFor();
    const target = Math.round((house.prices[0]! + 0.5) * 100) / 100;
    await dialog.getByLabel("Avisar quando a odd chegar a").fill(formatOdd(target));
    await dialog.getByRole("button", { name: "Criar alerta" }).click();
    await dialog.getByRole("status").filter({ hasText: PRICE_ALERT_CREATED }).waitFor();
    await expectNoSeriousViolations(page, "[role=dialog]");

    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem("user")!) as { access: string }).access);
    const { alerts } = (await (await apiCall(server.url, "/api/me/alerts/", { token })).json()) as {
      alerts: { game: number; house: string; market: string; outcome_label: string; target: number }[];
    };
    expect(alerts).toContainEqual(
      expect.objectContaining({
        game: game.id,
        house: house.house,
        market: "totals:2.5",
        outcome_label: "Mais de 2,5",
        target,
      }),
    );
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
