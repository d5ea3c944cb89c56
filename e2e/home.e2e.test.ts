import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  PHONE_AND_DESKTOP,
  sidewaysOverflow,
  startProductionServer,
  type RunningServer,
  gotoHydrated,
  recordErrors,
} from "./server.ts";

// 15:00 in São Paulo: a day with finished, live and upcoming matches.
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

function escapeHtml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/**
 * Opens a page that fails the test on any console error or uncaught exception; `prepare` runs before the navigation
 * (routes to hold back, scripts to add).
 */
async function openPage(
  path: string,
  prepare?: (page: Page) => Promise<unknown>,
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    locale: "pt-BR",
    timezoneId: "Asia/Tokyo",
  });
  const errors = recordErrors(page);
  await prepare?.(page);
  const res = await gotoHydrated(page, server.url + path);
  expect(res?.status()).toBe(200);
  return { page, errors };
}

/** A phone's page (412 px, touch) that records console errors and uncaught exceptions, not yet navigated. */
async function newPhonePage(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    locale: "pt-BR",
  });
  return { page, errors: recordErrors(page) };
}

/** Holds back the page's requests that match `pattern` (a chunk, the page's own script) until `release` is called. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Marks the page's window: the mark survives a client navigation, not a full load. */
async function markWindow(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { placarMark?: boolean }).placarMark = true));
  return () => page.evaluate(() => (window as unknown as { placarMark?: boolean }).placarMark === true);
}

/** The day panel's status tabs: links in a navigation landmark (their state is in the address). */
function statusTab(page: Page, name: RegExp) {
  return page.getByRole("navigation", { name: "Situação dos jogos" }).getByRole("link", { name });
}

describe("home page /", () => {
  it("the first HTML, before any script runs, holds the panel heading, the tabs and the team names", async () => {
    type Fx = { fixture: { status: { short: string } }; teams: { home: { name: string }; away: { name: string } } };
    const live = (await (
      await fetch(`${server.url}/api/apifootball_app/fixtures/?date=2026-11-21&live=true`)
    ).json()) as Record<string, Fx[]>;
    // React separates adjacent text with <!-- --> in server HTML; a reader (or crawler) sees the joined text.
    const html = (await (await fetch(server.url + "/")).text()).replaceAll("<!-- -->", "");
    const has = (text: string) => expect(html.includes(text), `first HTML should contain «${text}»`).toBe(true);
    // A section's title reads across its tags ('Jogos da Liga' is in a span of its own: a phone shows the name alone).
    const text = html.replace(/<[^>]*>/g, "");
    has("Melhores Odds para Apostar Hoje");
    expect(html).toMatch(/Hoje - 15:0\d/);
    for (const label of ["Ao Vivo", "Finalizado", "Próximo", "Casa", "Fora"]) has(label);
    // Something is live at 15:00, so the page opens on 'Ao Vivo' with those leagues and teams.
    expect(Object.keys(live).length).toBeGreaterThan(0);
    for (const [league, fixtures] of Object.entries(live)) {
      expect(text, `first HTML should title «${league}»`).toContain(`Jogos da Liga ${escapeHtml(league)}`);
      for (const f of fixtures) {
        has(escapeHtml(f.teams.home.name));
        has(escapeHtml(f.teams.away.name));
      }
    }
    expect(html).toMatch(/<title>[^<]*odds[^<]*<\/title>/i);
  });

  it("the first HTML embeds the panel it shows as the day island's props, not the day's raw fixtures nor the slider's games", async () => {
    const html = await (await fetch(server.url + "/")).text();
    const boot = /<script type="application\/json" id="placar-state">(\{.*?\})<\/script>/s.exec(html);
    expect(boot, "the page carries its boot data").not.toBeNull();
    const state = JSON.parse(boot![1]!) as {
      zone?: { timeZone: string; runs: Array<[number, number, number]> };
      queries?: unknown;
      router?: unknown;
      islands: Record<string, { name: string; props: Record<string, unknown> }>;
    };
    // São Paulo's offsets around today come along, so the browser's first render loads no tz data of its own.
    expect(state.zone?.timeZone).toBe("America/Sao_Paulo");
    expect(state.zone?.runs).toContainEqual([expect.any(Number), expect.any(Number), -3 * 3_600_000]);
    // The home is islands (docs/decisions/0012-home-islands.md): no query cache, no router state.
    expect(state.queries).toBeUndefined();
    expect(state.router).toBeUndefined();
    const islands = Object.values(state.islands);
    expect(islands.map((i) => i.name)).toEqual(["header", "notice", "strip", "leagues", "day", "slider"]);
    // Each island's element holds the server's HTML of it.
    for (const id of Object.keys(state.islands)) expect(html).toMatch(new RegExp(`<div data-island="${id}"`));
    expect(islands.find((i) => i.name === "day")!.props.panel).toBeDefined();
    // Neither the day's raw fixtures nor the slider's games travel with the page.
    expect(boot![1]).not.toContain('"fixture":');
    expect(boot![1]).not.toContain('"afb_fixture_id"');
    // The day's answer with every price of every match is several times this.
    expect(html.length).toBeLessThan(300_000);
  });

  it("the keyboard skips the header, then the day's games (docs/product.md#day-games-panel)", async () => {
    const { page, errors } = await openPage("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
    await expect.poll(() => skip.evaluate((a) => a === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    // Past the header: the next stop is in the main area.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
    // The panel's own skip link: the next Tab after it lands after the panel, past every section and row.
    await page.getByRole("link", { name: "Pular a lista de jogos" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const after = () =>
      page.evaluate(() => {
        const panel = document.querySelector("[data-slot=day-games-panel]")!;
        const active = document.activeElement!;
        return !panel.contains(active) && !!(panel.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
    await expect.poll(after).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("hydrates without console errors; its tabs and days are links, each a page rendered by the server", async () => {
    const { page, errors } = await openPage("/");
    await page.getByRole("heading", { name: "Melhores Odds para Apostar Hoje" }).waitFor();
    const sameWindow = await markWindow(page);

    const finished = statusTab(page, /Finalizado/);
    expect(await finished.getAttribute("href")).toBe("/?aba=finalizado");
    await finished.click();
    await page.waitForURL(/aba=finalizado/);
    await expect.poll(() => finished.getAttribute("aria-current")).toBe("page");
    expect(await statusTab(page, /Ao Vivo/).getAttribute("aria-current")).toBeNull();
    // A new document, which the server rendered in that state (the home loads no router).
    expect(await sameWindow()).toBe(false);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // A finished row shows a score, not a kick-off time.
    await expect.poll(() => page.locator("[data-slot=odds-row]").count()).toBeGreaterThan(0);

    await page
      .getByRole("link", { name: "Próximo dia" })
      .or(page.getByRole("button", { name: "Próximo dia" }))
      .first()
      .click();
    await page.waitForURL(/dia=2026-11-22/);
    await expect.poll(() => page.getByText("22/11 - 15:", { exact: false }).first().isVisible()).toBe(true);
    // The heading says the day shown, not 'Hoje'.
    await page.getByRole("heading", { level: 2, name: "Melhores Odds para Apostar Amanhã" }).waitFor();

    await page
      .getByRole("link", { name: "Dia anterior" })
      .or(page.getByRole("button", { name: "Dia anterior" }))
      .first()
      .click();
    await page.waitForURL(/dia=2026-11-21/);
    await expect.poll(() => page.getByText("Hoje - 15:", { exact: false }).first().isVisible()).toBe(true);

    expect(errors).toEqual([]);
    await page.close();
  });

  it("the featured slider shows a live game's score and minute instead of its kick-off time", async () => {
    const { page, errors } = await openPage("/");
    // Live games come first; the slider's first slide is one (dozens are in play at 15:00 on this Saturday).
    const first = page.locator("[data-slot=featured-match]").first();
    await first.waitFor();
    expect(await first.getAttribute("data-status")).toBe("live");
    const name = (await first.locator("[data-slot=featured-match-link]").textContent()) ?? "";
    expect(name).toMatch(/placar \d+ a \d+/);
    // The live marker's name and the minute (or the half); at half time, the break.
    expect(await first.locator("[data-slot=featured-match-status]").innerText()).toMatch(
      /^Ao vivo\s+(\d+'|1º tempo|2º tempo)$|^Intervalo$/,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the league strip and the league list filter the day's games and the featured matches; a new tab starts again from 'Todas'", async () => {
    const { page, errors } = await openPage("/?aba=proximo");
    await page.getByRole("heading", { name: "Melhores Odds para Apostar Hoje" }).waitFor();
    const sameWindow = await markWindow(page);
    const strip = page.getByRole("toolbar", { name: "Filtrar por liga" });
    // The strip loops on its own; hovering holds it still, as it does for any visitor aiming at a chip.
    await strip.hover();
    const chips = strip.getByRole("link");
    await expect.poll(() => chips.count()).toBeGreaterThan(3);
    const label = (await chips.nth(1).innerText()).trim();
    const chip = (name: string) => strip.getByRole("link", { name, exact: true });
    const sections = page.locator("[data-slot=league-section]");
    await expect.poll(() => sections.count()).toBeGreaterThan(1);

    // A chip is a link to the filter's address, which keeps the tab.
    expect(await chip(label).getAttribute("href")).toMatch(/^\/\?aba=proximo&liga=\d+$/);
    await chip(label).click();
    await page.waitForURL(/aba=proximo&liga=\d+/);
    await expect.poll(() => chip(label).getAttribute("aria-current")).toBe("true");
    expect(await chip("Todas").getAttribute("aria-current")).toBeNull();
    // The first HTML's panel and leagues stay in use: choosing a league waits for no answer.
    expect(await page.locator("[data-slot=day-games-loading], [data-slot=league-strip-loading]").count()).toBe(0);
    // The day panel keeps only that league (or says there is nothing), and so does the slider.
    await expect
      .poll(async () => (await sections.allInnerTexts()).every((t) => t.includes(`Jogos da Liga ${label}`)))
      .toBe(true);
    const slidesOrEmpty = async () =>
      (await page.locator("[data-slot=featured-match]").count()) +
      (await page.getByText("Nenhum jogo em destaque para esta liga").count());
    await expect.poll(slidesOrEmpty, { timeout: 10_000 }).toBeGreaterThan(0);
    for (const league of await page.locator("[data-slot=featured-match-league]").allInnerTexts())
      expect(league).toContain(label);
    // The tab counts stay those of the whole day.
    expect(await statusTab(page, /Próximo/).innerText()).toMatch(/\d+/);
    // The active chip's link goes back to every league.
    expect(await chip(label).getAttribute("href")).toBe("/?aba=proximo");

    // The left list shows the same filter; 'Todas' there clears it.
    const list = page.locator("[data-slot=league-list]");
    await expect
      .poll(() => list.getByRole("link", { name: label, exact: true }).getAttribute("aria-current"))
      .toBe("true");
    await list.getByRole("link", { name: "Todas", exact: true }).click();
    await page.waitForURL((url) => url.search === "?aba=proximo");
    // A new page: its list answers once its island has hydrated.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect.poll(() => sections.count()).toBeGreaterThan(1);
    await expect.poll(() => chip("Todas").getAttribute("aria-current")).toBe("true");
    // 'Ver mais' / 'Ver menos' on the list: 7 leagues first, then all of them.
    const items = list.locator("[data-slot=league-list-items] > li");
    const before = await items.count();
    await list.getByRole("button", { name: "Ver mais" }).click();
    await expect.poll(() => items.count()).toBeGreaterThan(before);
    await list.getByRole("button", { name: "Ver menos" }).click();
    await expect.poll(() => items.count()).toBe(before);

    // A chip chosen, then another tab: the filter returns to 'Todas'.
    await strip.hover();
    await chip(label).click();
    await page.waitForURL(/liga=\d+/);
    await expect.poll(() => chip(label).getAttribute("aria-current")).toBe("true");
    await statusTab(page, /Finalizado/).click();
    await page.waitForURL((url) => url.search === "?aba=finalizado");
    await expect.poll(() => chip("Todas").getAttribute("aria-current")).toBe("true");
    // Every change was a page the server rendered in that state.
    expect(await sameWindow()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a league's address is rendered by the server with only that league, and kept out of search results", async () => {
    const all = await (await fetch(server.url + "/?aba=proximo")).text();
    const id = [...all.matchAll(/<a [^>]*data-league-id="(\d+)"[^>]*>/g)].find((m) =>
      m[0].includes(`href="/?aba=proximo&amp;liga=${m[1]}"`),
    )?.[1];
    expect(id).toBeDefined();
    const html = (await (await fetch(`${server.url}/?aba=proximo&liga=${id}`)).text()).replaceAll("<!-- -->", "");
    const titles = [...html.matchAll(/aria-label="Jogos da Liga ([^"]+)" class="league-section-trigger"/g)].map(
      (m) => m[1],
    );
    const chip = [...html.matchAll(/<a [^>]*data-state="on"[^>]*>/g)].map((m) => m[0]);
    expect(chip.some((a) => a.includes('aria-current="true"') && a.includes(`data-league-id="${id}"`))).toBe(true);
    expect(new Set(titles).size).toBeLessThanOrEqual(1);
    expect(html).toContain('<link rel="canonical" href="' + server.url + '/"');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    // The unfiltered page is the one to index.
    expect(all).not.toMatch(/<meta name="robots"/);
  });

  it("a live match's marker pulses three times, then stops (WCAG 2.2.2)", async () => {
    const { page, errors } = await openPage("/");
    const pulses = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a instanceof CSSAnimation && a.animationName === "ping")
          .map((a) => `${a.effect?.getTiming().iterations} ${a.playState}`),
      );
    // The day has live matches: each marker's pulse beats three times and ends (an endless one stays "running"),
    // those rendered later (the slider's, say) a little later.
    await expect.poll(async () => [...new Set(await pulses())], { timeout: 12_000 }).toEqual(["3 finished"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(PHONE_AND_DESKTOP)(
    "with the page's script held back ($name), a chip and a tab are links: each tap shows that state, rendered by the server",
    async ({ width, height }) => {
      const page = await browser.newPage({ viewport: { width, height }, locale: "pt-BR" });
      const errors = recordErrors(page);
      // No script of the page runs: every page it reaches is the server's HTML alone.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto(server.url + "/?aba=proximo", { waitUntil: "domcontentloaded" });
      const strip = page.getByRole("toolbar", { name: "Filtrar por liga" });
      const chip = strip.getByRole("link").nth(1);
      const label = (await chip.innerText()).trim();
      await chip.click();
      await page.waitForURL(/aba=proximo&liga=\d+/);
      expect(await strip.getByRole("link", { name: label, exact: true }).getAttribute("aria-current")).toBe("true");
      const sections = page.locator("[data-slot=league-section]");
      // (textContent: below 640 px a title shows the league's name alone, 'Jogos da Liga' is for screen readers.)
      expect((await sections.allTextContents()).every((t) => t.includes(`Jogos da Liga ${label}`))).toBe(true);

      expect(await sidewaysOverflow(page)).toBe(0);
      // 'Todas' (the left column's on a desktop, the strip's on a phone, where the column is hidden), then a tab:
      // plain navigations too.
      const all = width >= 1024 ? page.getByRole("complementary", { name: "Ligas" }) : strip;
      await all.getByRole("link", { name: "Todas", exact: true }).click();
      await page.waitForURL((url) => url.search === "?aba=proximo");
      await statusTab(page, /Finalizado/).click();
      await page.waitForURL(/aba=finalizado/);
      expect(await statusTab(page, /Finalizado/).getAttribute("aria-current")).toBe("page");
      expect(await page.locator("html[data-hydrated]").count()).toBe(0);
      // The aborted scripts are the only failures: nothing else went wrong.
      expect(errors.filter((e) => !/Failed to load|ERR_FAILED/.test(e))).toEqual([]);
      await page.close();
    },
  );

  it("a tab tapped while the page's script is still on its way is a plain navigation to that tab", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
    const errors = recordErrors(page);
    // The page's own script is held back: the page is the server's HTML, and nothing of React listens yet.
    const release = await holdBack(page, "**/assets/islands-*.js");
    await page.goto(server.url + "/", { waitUntil: "domcontentloaded" });
    const finished = statusTab(page, /Finalizado/);
    await finished.click();
    // The new page's script is held back too: its load event waits for it, its HTML does not.
    await page.waitForURL(/aba=finalizado/, { waitUntil: "domcontentloaded" });
    expect(await finished.getAttribute("aria-current")).toBe("page");
    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
    expect(await finished.getAttribute("aria-current")).toBe("page");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("on a phone, only the islands' script loads; guide, offers, news and footer are HTML no script touches", async () => {
    const { page, errors } = await newPhonePage();
    const scripts: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
    });
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await gotoHydrated(page, server.url + "/");
    await page.waitForLoadState("networkidle");
    // The islands' own build (entry-islands.tsx): no script of the app, so neither the router nor React Query.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => !/^\/assets\/islands-/.test(s))).toEqual([]);
    // What holds only links and text is outside every island: server HTML, never hydrated.
    const outside = await page.evaluate(() =>
      ["why-use-guide", "offers-box", "news-list", "site-footer"].map((slot) => {
        const box = document.querySelector(`[data-slot=${slot}]`);
        return box ? box.closest("[data-island]") === null : "missing";
      }),
    );
    expect(outside).toEqual([true, true, true, true]);
    // Nothing moves while the page loads and hydrates.
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.1);

    // Every league section is in the first HTML, the first four open; a closed one far down opens on a press.
    const html = (await (await fetch(server.url + "/")).text()).replaceAll("<!-- -->", "");
    const count = [...html.matchAll(/data-slot="league-section-trigger"/g)].length;
    expect(count).toBeGreaterThan(4);
    const sections = page.locator("[data-slot=league-section]");
    expect(await sections.count()).toBe(count);
    const last = sections.nth(count - 1).locator("[data-slot=league-section-trigger]");
    expect(await last.getAttribute("aria-expanded")).toBe("false");
    await last.click();
    await expect.poll(() => last.getAttribute("aria-expanded")).toBe("true");
    await expect
      .poll(() =>
        sections
          .nth(count - 1)
          .locator("[data-slot=odds-row]")
          .count(),
      )
      .toBeGreaterThan(0);
    // Another one from the keyboard: focus, then Enter.
    const other = sections.nth(count - 2).locator("[data-slot=league-section-trigger]");
    await other.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => other.getAttribute("aria-expanded")).toBe("true");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("an unknown path answers 404 with the fallback page", async () => {
    const res = await fetch(server.url + "/nao-existe/mesmo");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Página não encontrada");
  });
});

describe("match page /estatisticasJogo/{id}", () => {
  it("serves the match in the first HTML, and a row of the home page leads to it with the slug added", async () => {
    const games = (await (await fetch(`${server.url}/api/soccerdata_app/gamesByDate/?date=2026-11-21`)).json())
      .results as Array<{
      afb_fixture_id: number;
      status: string;
      home_team: string;
      away_team: string;
    }>;
    const live = games.find((g) => ["1H", "2H", "HT"].includes(g.status))!;
    const res = await fetch(`${server.url}/estatisticasJogo/${live.afb_fixture_id}`);
    expect(res.status).toBe(200);
    const html = (await res.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(escapeHtml(live.home_team));
    expect(html).toContain("Visão Geral");
    expect(html).toContain('"@type":"SportsEvent"');
    expect(html).toMatch(/<title>[^<]*estatísticas e odds[^<]*<\/title>/);
    // Beyond the best price: each house's payout, the best combination's, and the margin-free fair odds.
    expect(html).toMatch(/Retorno \d{2,3},\d%/);
    expect(html).toContain("Melhor combinação");
    expect(html).toContain("Odd justa");
    expect(html).toContain("Probabilidade implícita");
    expect(html).toContain("método de Shin");
    expect((await fetch(`${server.url}/estatisticasJogo/123`)).status).toBe(404);

    // Opened directly, its lazily loaded code is ready before hydration: no mismatch, no console error.
    const direct = await openPage(`/estatisticasJogo/${live.afb_fixture_id}`);
    await direct.page.waitForURL(/slug=/);
    await direct.page.getByRole("heading", { name: "Classificação" }).waitFor();
    expect(direct.errors).toEqual([]);
    await direct.page.close();

    const { page, errors } = await openPage("/");
    // The first row of the first open league (the page opens on 'Ao Vivo').
    const row = page.locator("[data-slot=odds-row] a[href^='/estatisticasJogo/']").first();
    const target = (await row.getAttribute("href"))!;
    await row.click();
    await page.waitForURL(new RegExp(`${target}\\?slug=`));
    expect(new URL(page.url()).searchParams.get("slug")).toMatch(/^\d{4}-\d{2}-\d{2}-futebol-ao-vivo-/);
    await page.getByRole("heading", { name: "Escalações" }).waitFor();
    await expect.poll(() => page.getByRole("tab", { name: "Visão Geral" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("other public pages of the header", () => {
  it.each([
    ["/odds-ao-vivo", "Odds ao vivo"],
    ["/guia-apostas", "Guia de Apostas"],
    ["/comunidade", "Comunidade Placar"],
    ["/estatisticas", "Estatísticas"],
  ])("%s is server-rendered with its heading and hydrates cleanly", async (path, heading) => {
    const html = (await (await fetch(server.url + path)).text()).replaceAll("<!-- -->", "");
    expect(html).toContain(heading);
    const { page, errors } = await openPage(path);
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    expect(await page.locator("header a[aria-current=page]").first().getAttribute("href")).toBe(path);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the guide ranks the seven houses with sponsored links", async () => {
    const { page } = await openPage("/guia-apostas");
    const links = page.getByRole("link", { name: /Visitar site/ });
    await expect.poll(() => links.count()).toBe(7);
    for (const rel of await links.evaluateAll((els) => els.map((e) => e.getAttribute("rel"))))
      expect(rel).toBe("sponsored noopener noreferrer");
    await page.close();
  });
});
