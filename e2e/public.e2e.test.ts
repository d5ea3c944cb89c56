import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { DemoProvider, type ProviderOdds } from "@placar/api/demo";
import { expectNoSeriousViolations } from "./axe.ts";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  firstScripts,
  ROOT,
  startProductionServer,
  type RunningServer,
  gotoHydrated,
  advanceServerClock,
  firstAdminToken,
} from "./server.ts";

const SEED = 2025;
const DATE = "2026-11-21";
/** A Saturday afternoon in São Paulo: dozens of matches in play. */
const AFTERNOON = Date.parse("2026-11-21T18:00:00.000Z");
/**
 * Server clock starts this long before the first goal: about the time to boot, ingest and open the two pages. The
 * journey then moves the server's clock to a goal that real time could not bring while it reads the rows (four more
 * follow within two minutes), so nothing waits for the demo's own pace.
 */
const LEAD_MS = 40_000;

interface Goal {
  /** First instant (ms) the demo shows the new score. */
  at: number;
  fixtureId: number;
  league: string;
  previous: { home: number; away: number };
  score: { home: number; away: number };
}

/**
 * The demo is deterministic in (seed, clock): its own provider tells which goals fall in the next minutes,
 * so the test can start the server just before them instead of waiting for luck.
 */
function goalsBetween(from: number, to: number, stepMs = 2_000): Goal[] {
  const provider = new DemoProvider({ seed: SEED });
  const scores = (t: number) => new Map(provider.fixturesByDateSync(DATE, new Date(t)).map((f) => [f.id, f]));
  const goals: Goal[] = [];
  let before = scores(from);
  for (let t = from + stepMs; t <= to; t += stepMs) {
    const now = scores(t);
    for (const [id, f] of now) {
      const prev = before.get(id);
      const live = ["1H", "2H", "ET"].includes(f.status);
      if (!prev || !live || f.goals.home === null || f.goals.away === null) continue;
      if (prev.goals.home !== f.goals.home || prev.goals.away !== f.goals.away) {
        const previous = { home: prev.goals.home ?? 0, away: prev.goals.away ?? 0 };
        goals.push({
          at: t,
          fixtureId: id,
          league: f.league.name,
          previous,
          score: { home: f.goals.home, away: f.goals.away },
        });
      }
    }
    before = now;
  }
  return goals;
}

const firstGoal = goalsBetween(AFTERNOON, AFTERNOON + 30 * 60_000).find((g) => g.at - AFTERNOON > LEAD_MS);
if (!firstGoal) throw new Error("the demo has no goal in 30 minutes of a Saturday afternoon");
const START = firstGoal.at - LEAD_MS;
const GOALS = goalsBetween(START, START + 15 * 60_000);

/** The clock of a live game is running (not half time, where the demo's in-play prices hold still). */
const RUNNING = new Set(["1H", "2H"]);
const demo = new DemoProvider({ seed: SEED });

/** Every running game of the day at instant `t`, with each house's prices. */
function runningPricesAt(t: number): Map<number, ProviderOdds[]> {
  const out = new Map<number, ProviderOdds[]>();
  for (const f of demo.fixturesByDateSync(DATE, new Date(t))) if (RUNNING.has(f.status)) out.set(f.id, f.odds);
  return out;
}

const PRICE_KEYS = ["home", "draw", "away"] as const;

/**
 * The demo's prices are a function of (seed, clock), like its goals: the first instant from `from` on (1 s steps, up
 * to `within` ms) at which `moved` holds for some running game (or game `only`), given its houses' prices the second
 * before and at that instant. The journeys wait for that instant, not for luck.
 */
function firstPriceMove(
  from: number,
  within: number,
  moved: (before: ProviderOdds[], after: ProviderOdds[]) => boolean,
  only?: number,
): { fixtureId: number; at: number } {
  let before = runningPricesAt(from);
  for (let t = from + 1_000; t <= from + within; t += 1_000) {
    const now = runningPricesAt(t);
    for (const [fixtureId, odds] of now) {
      const prev = before.get(fixtureId);
      if ((only === undefined || fixtureId === only) && prev && moved(prev, odds)) return { fixtureId, at: t };
    }
    before = now;
  }
  throw new Error(`the demo moves no running game's price in ${within / 1000} s from ${new Date(from).toISOString()}`);
}

/** Some house's price changed. */
const anyHouseMoved = (before: ProviderOdds[], after: ProviderOdds[]) =>
  after.some((o) => {
    const p = before.find((b) => b.house === o.house);
    return p !== undefined && PRICE_KEYS.some((k) => p[k] !== o[k]);
  });

/** The house with the best price of an outcome changed that price (so the best price carries the one before). */
const bestPriceMoved = (before: ProviderOdds[], after: ProviderOdds[]) =>
  PRICE_KEYS.some((k) => {
    const best = after.reduce<ProviderOdds | null>((b, o) => (b === null || o[k] > b[k] ? o : b), null);
    const prev = best && before.find((b) => b.house === best.house);
    return prev !== undefined && prev !== null && prev[k] !== best![k];
  });

/** An ingest (at most 5 s away: INGEST_INTERVAL_SECONDS below), the stream and a refetch: a move shows within this. */
const SHOWN_WITHIN_MS = 30_000;

let server: RunningServer;
let browser: Browser;
/** The server's clock when its first ingest had run: prices it has seen move only after that. */
let firstIngestAt: number;
/** The first admin's: the journeys move the server's pinned clock to the event they wait for. */
let adminToken: string;

beforeAll(async () => {
  server = await startProductionServer({
    PLACAR_NOW: new Date(START).toISOString(),
    DEMO_SEED: String(SEED),
    INGEST_INTERVAL_SECONDS: "5",
  });
  firstIngestAt = await serverNow();
  adminToken = await firstAdminToken(server);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function serverNow(): Promise<number> {
  return Date.parse((await (await fetch(`${server.url}/api/health`)).json()).now);
}

/** Opens a page and records console errors and uncaught exceptions; the document's own status is the caller's. */
async function openPage(
  urlPath: string,
  viewport = { width: 1280, height: 900 },
  onRequest?: (url: string) => void,
): Promise<{ page: Page; errors: string[]; status: number }> {
  const page = await browser.newPage({ viewport, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  if (onRequest) page.on("request", (req) => onRequest(req.url()));
  const errors: string[] = [];
  const url = server.url + urlPath;
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    // A 404 page's own status shows up as a console line; nothing else may.
    if (msg.location().url === url && msg.text().includes("404")) return;
    errors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (err) => errors.push(err.message));
  const res = await gotoHydrated(page, url);
  // Hydrated once React has attached to the server's markup (the app's root; on the home, whose islands are roots of
  // their own, the page's mark, set once every island shown has hydrated: docs/decisions/0012-home-islands.md); a
  // moment more for the first effects and fetches. (Not "networkidle": the live stream keeps a request open on purpose.)
  await page.waitForFunction(() =>
    document.querySelector("[data-island]")
      ? document.documentElement.hasAttribute("data-hydrated")
      : Object.keys(document.getElementById("root") ?? {}).some((k) => k.startsWith("__reactContainer")),
  );
  await page.waitForTimeout(500);
  return { page, errors, status: res?.status() ?? 0 };
}

async function liveFixtureId(): Promise<number> {
  const games = (await (await fetch(`${server.url}/api/soccerdata_app/gamesByDate/?date=${DATE}`)).json()).results as {
    afb_fixture_id: number;
    status: string;
  }[];
  const live = games.find((g) => ["1H", "2H", "HT"].includes(g.status));
  if (!live) throw new Error("no live match at the pinned time");
  return live.afb_fixture_id;
}

/** The score of a game in the server's answer, as the rows say it. */
async function serverScore(fixtureId: number): Promise<string> {
  type Fixture = { fixture: { id: number }; goals: { home: number | null; away: number | null } };
  const byLeague = (await (await fetch(`${server.url}/api/apifootball_app/fixtures/?date=${DATE}`)).json()) as Record<
    string,
    Fixture[]
  >;
  const f = Object.values(byLeague)
    .flat()
    .find((x) => x.fixture.id === fixtureId);
  return f ? `placar ${f.goals.home ?? 0} a ${f.goals.away ?? 0}` : "no such game";
}

/** The server's last ingests and warnings, for a failure's message. */
function ingestLog(): string {
  return server.logs
    .join("")
    .split("\n")
    .filter((l) => /day written|prices: day merged|"level":(40|50)/.test(l))
    .slice(-12)
    .map((l) => l.slice(0, 300))
    .join("\n");
}

/** The score a screen reader hears for one match: a home row or a live card. */
function rowScore(page: Page, fixtureId: number) {
  const link = `a[href^="/estatisticasJogo/${fixtureId}"]`;
  return page
    .locator(
      `[data-slot=odds-row]:has(${link}) [data-slot=odds-row-score], ${link}[data-slot=match-card] [data-slot=match-card-teams]`,
    )
    .locator(".sr-only", { hasText: "placar" });
}

// First in the file: the goal it watches for is timed from the server's start.
describe("live stream", () => {
  it(
    "moves a score on screen, on /odds-ao-vivo and on the home page, without a reload",
    async () => {
      const streams: string[] = [];
      const live = await openPage("/odds-ao-vivo", undefined, (url) => streams.push(`live ${url}`));
      const home = await openPage("/?aba=ao-vivo", undefined, (url) => streams.push(`home ${url}`));
      // Both pages listen to the server's push (the 60 s refresh is only the fallback).
      // Hydration is time-sliced (a transition), so the stream may open a moment after the load event.
      await expect
        .poll(() => streams.filter((s) => s.startsWith("live ") && s.includes("/api/live/stream")), { timeout: 10_000 })
        .not.toEqual([]);
      await expect
        .poll(() => streams.filter((s) => s.startsWith("home ") && s.includes("/api/live/stream")), { timeout: 10_000 })
        .not.toEqual([]);
      const now = await serverNow();
      // The next goal far enough ahead for both pages to be listening (the stream connects right after hydration).
      // Far enough ahead that real time cannot bring it while the rows are read; then the clock is moved to it. No
      // earlier goal of the same game in between, whose score the row would show first.
      const goal = GOALS.find(
        (g) => g.at > now + 20_000 && !GOALS.some((o) => o.fixtureId === g.fixtureId && o.at > now && o.at < g.at),
      );
      expect(goal, `no goal left in the window (server clock ${new Date(now).toISOString()})`).toBeDefined();
      const { fixtureId, previous, score, league } = goal!;

      // The home page keeps only four leagues open: open the goal's league if needed.
      const section = home.page.getByRole("button", { name: `Jogos da Liga ${league}`, exact: true });
      if ((await section.getAttribute("aria-expanded")) === "false") await section.click();

      for (const { page } of [live, home]) {
        await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
        expect(
          (await rowScore(page, fixtureId).textContent())?.trim(),
          "the row shows the score from before the goal",
        ).toBe(`placar ${previous.home} a ${previous.away}`);
      }

      // Pushed, the new score shows within seconds of the goal (the ingest at the goal's instant, then the stream),
      // well before the 60 s fallback refresh would bring it.
      await advanceServerClock(server, adminToken, goal!.at + 1_000);
      // The server's answer first (the clock's move ingests the day at the new instant), so a failure says which side.
      expect(await serverScore(fixtureId), `the server's score after the move; its log:\n${ingestLog()}`).toBe(
        `placar ${score.home} a ${score.away}`,
      );
      const waitMs = 25_000;
      for (const { page } of [live, home]) {
        await expect
          .poll(async () => (await rowScore(page, fixtureId).textContent())?.trim(), { timeout: waitMs, interval: 500 })
          .toBe(`placar ${score.home} a ${score.away}`)
          .catch(async (err: Error) => {
            throw new Error(
              `${err.message} on ${page.url()}; the server says ${await serverScore(fixtureId)}; its log:\n${ingestLog()}`,
            );
          });
        // The same document: the score came through the stream, not a reload.
        expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
          true,
        );
      }
      expect(live.errors).toEqual([]);
      expect(home.errors).toEqual([]);
      await live.page.close();
      await home.page.close();
    },
    // Boot, then up to the next goal (about one a minute on a Saturday afternoon), then the ingest and the stream.
    300_000,
  );
});

describe("price movement on the match page", () => {
  it("the first HTML of a live game names its price moves, and a pushed move updates them and the price chart without a reload", async () => {
    // The running game whose prices move first once the page has had time to open and read them.
    const opened = (await serverNow()) + 10_000;
    const { fixtureId: id } = firstPriceMove(opened, 5 * 60_000, anyHouseMoved);
    const { page, errors } = await openPage(`/estatisticasJogo/${id}`);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const spoken = () =>
      page.locator("[data-slot=odds-by-house] tbody [data-slot=odds-button] .sr-only").allTextContents();
    const moves = async () => (await spoken()).filter((t) => /, (subiu|caiu) de \d,\d\d$/.test(t));
    const chart = () =>
      page
        .locator("[data-slot=price-chart] [data-slot=price-chart-line]")
        .evaluateAll((lines) => lines.map((l) => l.getAttribute("d")).join(" "));
    await page.locator("[data-slot=price-chart] [data-slot=price-chart-line]").first().waitFor({ state: "attached" });
    const chartBefore = await chart();
    const before = await moves();
    // Its next move after the page was read (the one chosen above, unless the page took longer to open).
    const readAt = await serverNow();
    const { at } = firstPriceMove(readAt, 5 * 60_000, anyHouseMoved, id);
    // The clock moved to it (the server ingests the day at that instant and pushes the change), and the page fetches
    // the match and its price history again.
    if (at > readAt + 1_000) await advanceServerClock(server, adminToken, at + 1_000);
    // A new move, not old arrows fading: a live arrow lasts five minutes, and one of those expiring also changes the list.
    const newMove = async () => {
      const now = await moves();
      return now.length > 0 && now.join("|") !== before.join("|");
    };
    await expect
      .poll(newMove, { timeout: SHOWN_WITHIN_MS, interval: 500 })
      .toBe(true)
      .catch(async (err: Error) => {
        throw new Error(`${err.message}: no new move of game ${id} on the page; the server's log:\n${ingestLog()}`);
      });
    const after = await spoken();
    // The chart of each house's price over time has drawn the move too.
    await expect.poll(chart, { timeout: 10_000 }).not.toBe(chartBefore);
    const arrows = await page.locator("[data-slot=odds-by-house] tbody [data-slot=odds-button-move]").count();
    expect(arrows).toBe(after.filter((t) => /(subiu|caiu) de/.test(t)).length);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // The server's HTML names the moves too (the page kept for everybody was dropped by the change).
    const html = await (await fetch(`${server.url}/estatisticasJogo/${id}`)).text();
    expect(/(subiu|caiu) de \d,\d\d/.test(html), "a price move named in the first HTML").toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 200_000);
});

describe("price movement in the lists", () => {
  it("the live cards name a best price's move in the first HTML (the day panel's rows use the same best odds)", async () => {
    type Odd = { bet: string; option: string; odd: number; previous?: number };
    type Fixture = { teams: { home: { name: string }; away: { name: string } }; odds: Odd[] };
    // A best price that moved: its house is the best for that option and the answer says what it was.
    const movedBest = async () => {
      const byLeague = (await (
        await fetch(`${server.url}/api/apifootball_app/fixtures/?date=${DATE}&live=true`)
      ).json()) as Record<string, Fixture[]>;
      for (const f of Object.values(byLeague).flat()) {
        for (const option of [f.teams.home.name, "Empate", f.teams.away.name]) {
          const prices = f.odds.filter((o) => o.option === option);
          const best = prices.reduce<Odd | null>((b, o) => (b === null || o.odd > b.odd ? o : b), null);
          if (best?.previous !== undefined) return best;
        }
      }
      return null;
    };
    // The first best price the demo moves after the server's first ingest (often long past by now); the arrow of a
    // live move lasts five minutes.
    const { at } = firstPriceMove(firstIngestAt, 5 * 60_000, bestPriceMoved);
    const wait = Math.max(0, at - (await serverNow())) + SHOWN_WITHIN_MS;
    await expect.poll(movedBest, { timeout: wait, interval: 1_000 }).not.toBeNull();
    const spokenMove = /, (subiu|caiu) de \d,\d\d/;
    await expect
      .poll(async () => spokenMove.test(await (await fetch(`${server.url}/odds-ao-vivo`)).text()), { timeout: 20_000 })
      .toBe(true);
  }, 200_000);
});

describe("live odds /odds-ao-vivo", () => {
  it("groups the live games under their leagues, whose headings link to the leagues' pages, and filters by league with links", async () => {
    const { page, errors } = await openPage("/odds-ao-vivo", { width: 360, height: 800 });
    // The page's first Tab stop skips the header (docs/product.md#navigation-and-layout): the next Tab is the filter's.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
    await expect.poll(() => skip.evaluate((a) => a === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Todas");
    const groups = page.locator("[data-slot=live-league]");
    const count = await groups.count();
    expect(count).toBeGreaterThan(1);
    // Each group: a heading whose link is the league's page, and its cards (each card one link to its match).
    const link = groups.first().getByRole("heading", { level: 2 }).getByRole("link");
    const league = (await link.textContent())!.trim();
    expect(await link.getAttribute("href")).toMatch(/^\/ligas\/[a-z0-9-]+-\d+$/);
    const cards = await groups.first().locator("[data-slot=match-card]").count();
    expect(cards).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The filter: 'Todas' and one link per league, which narrows the list to that league (an address of its own).
    const filter = page.getByRole("navigation", { name: "Filtrar por liga" });
    expect(await filter.getByRole("link", { name: "Todas" }).getAttribute("aria-current")).toBe("page");
    // Named by its visible words ('Premier League 4') and, for screen readers, 'jogos'.
    const escaped = league.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const chip = filter.getByRole("link", { name: new RegExp(`^${escaped}\\s*${cards}\\s*jogos?$`) });
    await chip.click();
    await page.waitForURL(/\/odds-ao-vivo\?liga=\d+$/);
    await expect.poll(() => groups.count()).toBe(1);
    expect((await groups.first().getByRole("heading", { level: 2 }).getByRole("link").textContent())?.trim()).toBe(
      league,
    );
    expect(await chip.getAttribute("aria-current")).toBe("page");
    // The server renders the filtered list too (a shared or reloaded address shows the same).
    const html = await (await fetch(page.url())).text();
    expect(html.match(/data-slot="live-league"/g)).toHaveLength(1);
    await filter.getByRole("link", { name: "Todas" }).click();
    await page.waitForURL(/\/odds-ao-vivo$/);
    await expect.poll(() => groups.count()).toBe(count);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("public pages: axe and console", () => {
  it.each([
    ["/", 200],
    ["/odds-ao-vivo", 200],
    ["/guia-apostas", 200],
    ["/comunidade", 200],
    ["/estatisticas", 200],
    ["match", 200],
    ["analysis", 200],
    ["/analise", 200],
    ["/pagina-que-nao-existe", 404],
  ] as const)("%s has no serious or critical axe violation and no console error", async (which, expected) => {
    const urlPath =
      which === "match"
        ? `/estatisticasJogo/${await liveFixtureId()}`
        : which === "analysis"
          ? `/analise?jogo=${await liveFixtureId()}`
          : which;
    const { page, errors, status } = await openPage(urlPath);
    expect(status).toBe(expected);
    // Lazy images below the fold count too: scroll through the page so they load, then come back.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(500);
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the mobile header opens its menu sheet (fetched lazily) with no serious axe violation", async () => {
    const { page, errors } = await openPage("/", { width: 390, height: 844 });
    await page.getByRole("button", { name: "Abrir menu" }).click();
    // While the modal sheet is open everything else is hidden from the accessibility tree, the trigger included.
    const trigger = page.locator("[data-slot=mobile-menu-trigger]");
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.waitFor();
    expect(await trigger.getAttribute("aria-expanded")).toBe("true");
    expect(await trigger.getAttribute("aria-controls")).toBe(await sheet.getAttribute("id"));
    expect(await sheet.getByRole("link", { name: "Placar" }).getAttribute("aria-current")).toBe("page");
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Abrir menu");
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("theme", () => {
  const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

  it("the header's switch changes the theme, remembers it and applies it before the first paint on every page", async () => {
    const { page, errors } = await openPage("/guia-apostas");
    // Without a choice the public pages are dark.
    expect(await isDark(page)).toBe(true);
    const toggle = page.locator("[data-slot=site-header-theme]").getByRole("switch", { name: "Tema escuro" });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    await toggle.click();
    expect(await isDark(page)).toBe(false);
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    expect(await page.evaluate(() => getComputedStyle(document.body).colorScheme)).toBe("light");
    // A client-side navigation keeps it.
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Comunidade" }).click();
    await page.waitForURL(/\/comunidade$/);
    expect(await isDark(page)).toBe(false);
    expect(errors).toEqual([]);

    // The first HTML applies it on its own: with the page's scripts refused, the document is light all the same
    // (no dark flash while the scripts load), and the switch already shows the light position.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${server.url}/estatisticasJogo/${await liveFixtureId()}`, { waitUntil: "load" });
    expect(await isDark(page)).toBe(false);
    const offset = await page
      .locator("[data-slot=site-header-theme] [data-slot=theme-switch-thumb]")
      .evaluate((thumb) => {
        const track = thumb.parentElement!.getBoundingClientRect();
        return thumb.getBoundingClientRect().left - track.left;
      });
    expect(offset, "the thumb is on the light (left) side").toBeLessThan(8);
    await page.unroute(/\/assets\/.*\.js$/);
    // And so does the signed-in area, whose default is light: a stored dark wins there too.
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${server.url}/profile`, { waitUntil: "load" });
    expect(await isDark(page)).toBe(true);
    await page.unroute(/\/assets\/.*\.js$/);
    await page.close();
  });

  it.each(["/", "match", "/guia-apostas"] as const)("%s passes axe in the light theme too", async (which) => {
    const urlPath = which === "match" ? `/estatisticasJogo/${await liveFixtureId()}` : which;
    const page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      locale: "pt-BR",
      timezoneId: "America/Sao_Paulo",
    });
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await gotoHydrated(page, server.url + urlPath);
    expect(await isDark(page)).toBe(false);
    await page.waitForTimeout(500);
    await expectNoSeriousViolations(page);
    await page.close();
  });

  it("on a phone the switch is in the menu sheet", async () => {
    const { page, errors } = await openPage("/", { width: 390, height: 844 });
    expect(await page.locator("[data-slot=site-header-theme]").isVisible()).toBe(false);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu" });
    await sheet.getByRole("switch", { name: "Tema escuro" }).click();
    expect(await isDark(page)).toBe(false);
    await expectNoSeriousViolations(page, "[data-slot=mobile-menu-content]");
    // The page itself, light, on a phone.
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await sheet.getByRole("switch", { name: "Tema escuro" }).press("Space");
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("phones", () => {
  it.each([360, 390])(
    "every public page fits %i px with no sideways scroll (wide tables scroll in their own box)",
    async (width) => {
      const id = await liveFixtureId();
      const article = (await (await fetch(`${server.url}/api/avodds_app/blog/?page_size=1`)).json()) as {
        results?: { id: number }[];
      };
      const paths = [
        "/",
        "/?aba=finalizado",
        "/odds-ao-vivo",
        "/guia-apostas",
        "/comunidade",
        "/estatisticas",
        `/estatisticasJogo/${id}`,
        `/analise?jogo=${id}`,
        "/analise",
        "/login",
        "/jogo-responsavel",
        "/privacidade",
        "/pagina-que-nao-existe",
      ];
      if (article.results?.[0]) paths.push(`/estatisticas/${article.results[0].id}`);
      const page = await browser.newPage({
        viewport: { width, height: 800 },
        locale: "pt-BR",
        timezoneId: "America/Sao_Paulo",
      });
      const wide: string[] = [];
      for (const urlPath of paths) {
        await gotoHydrated(page, server.url + urlPath);
        // The match page's tables come with its data: wait for them rather than for the skeletons.
        if (urlPath.startsWith("/estatisticasJogo/")) await page.locator("[data-slot=standings-table] table").waitFor();
        await page.waitForTimeout(300);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) wide.push(`${urlPath}: ${scrollWidth}px`);
      }
      expect(wide).toEqual([]);
      await page.close();
    },
  );
});

describe("SEO head in the first HTML", () => {
  function metaContent(html: string, attr: "name" | "property", key: string): string | null {
    const m = html.match(new RegExp(`<meta ${attr}="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)"`));
    return m
      ? m[1]!
          .replace(/&amp;/g, "&")
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
      : null;
  }

  it.each(["/", "match"] as const)(
    "%s carries description, keywords, canonical, Open Graph and Twitter tags",
    async (which) => {
      const urlPath = which === "match" ? `/estatisticasJogo/${await liveFixtureId()}` : which;
      const html = await (await fetch(server.url + urlPath)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const canonical = head.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical).toBe(server.url + (which === "match" ? urlPath : "/"));

      const description = metaContent(head, "name", "description");
      expect(description).toBeTruthy();
      expect(description!.length).toBeLessThanOrEqual(160);
      if (description!.length === 160) expect(description!.endsWith("...")).toBe(true);
      expect(metaContent(head, "name", "keywords")!.split(", ").length).toBeGreaterThanOrEqual(3);
      expect(head).not.toContain('name="robots"');

      const title = head.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(metaContent(head, "property", "og:title")).toBe(title?.replace(/&amp;/g, "&"));
      expect(metaContent(head, "property", "og:description")).toBe(description);
      expect(metaContent(head, "property", "og:type")).toBe("website");
      expect(metaContent(head, "property", "og:url")).toBe(canonical);
      expect(metaContent(head, "property", "og:locale")).toBe("pt_BR");
      expect(metaContent(head, "property", "og:site_name")).toBe("Placar");
      expect(metaContent(head, "name", "twitter:card")).toBe("summary_large_image");
      expect(metaContent(head, "name", "twitter:title")).toBe(metaContent(head, "property", "og:title"));

      const image = metaContent(head, "property", "og:image")!;
      expect(image.startsWith(server.url)).toBe(true);
      const res = await fetch(image);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("image/png");
      if (which === "match") {
        expect(head).toContain('"@type":"SportsEvent"');
        expect(description).toMatch(/ x /);
      }
    },
  );

  it("the 404 page asks not to be indexed", async () => {
    const html = await (await fetch(`${server.url}/pagina-que-nao-existe`)).text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe("match analysis /analise", () => {
  it("opens from the match page with the match in navigation state, then the address names the match", async () => {
    const id = await liveFixtureId();
    const { page, errors } = await openPage(`/estatisticasJogo/${id}`);
    // The match page's own console is checked above; from here on, what the analysis does.
    errors.length = 0;
    await page.getByRole("link", { name: "Ver análise de odds" }).click();
    await page.waitForURL(new RegExp(`/analise\\?jogo=${id}$`));
    await page.getByRole("heading", { level: 1, name: "Análise de odds" }).waitFor();
    const fixture = await (await fetch(`${server.url}/api/apifootball_app/fixtureById/${id}/`)).json();
    await page.getByRole("heading", { level: 2, name: new RegExp(fixture.teams.home.name) }).waitFor();
    // Odds grouped by house: one card per house with odds for the match.
    const houses = new Set((fixture.odds as { bet: string }[]).map((o) => o.bet));
    expect(houses.size).toBeGreaterThan(0);
    await expect.poll(() => page.locator("[data-slot=odds-by-bet-type-group]").count()).toBe(houses.size);
    expect(await page.locator("[data-slot=odds-button][data-best]").count()).toBeGreaterThanOrEqual(3);
    // The head follows the client-side navigation.
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/analise?jogo=${id}`);
    expect(await page.title()).toContain(fixture.teams.home.name);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("server-renders ?jogo= (shareable), and without a match offers today's games instead of a blank page", async () => {
    const id = await liveFixtureId();
    const shared = await fetch(`${server.url}/analise?jogo=${id}`);
    expect(shared.status).toBe(200);
    const html = (await shared.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Melhor odd de cada resultado");
    // The payouts and the fair odds are in the first HTML too.
    expect(html).toMatch(/Retorno da melhor combinação: <strong[^>]*>\d{2,3},\d%/);
    expect(html).toContain("Odd justa");
    expect(html).toContain(`<link rel="canonical" href="${server.url}/analise?jogo=${id}"`);

    const { page, errors } = await openPage("/analise");
    await page.getByRole("heading", { level: 1, name: "Análise de odds" }).waitFor();
    const choices = page.locator('main a[href^="/analise?jogo="]');
    expect(await choices.count()).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Ver os jogos de hoje" }).waitFor();
    const target = (await choices.first().getAttribute("href"))!;
    await choices.first().click();
    await page.waitForURL(server.url + target);
    await page.getByText("Odds por casa de apostas").waitFor();
    expect(errors).toEqual([]);
    await page.close();

    const missing = await fetch(`${server.url}/analise?jogo=123`);
    expect(missing.status).toBe(404);
    expect((await missing.text()).replaceAll("<!-- -->", "")).toContain("Jogos de hoje para analisar");
  });
});

describe("public JavaScript budget", () => {
  it("the scripts the first HTML of / loads weigh at most 100 KiB gzip and hold no admin code", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    // The page loads its scripts after the first paint, from the list in #placar-scripts (apps/site/vite.config.ts).
    const boot = firstScripts(html);
    expect(boot, "the first HTML lists its scripts").not.toBeNull();
    const refs = [
      boot!.entry,
      ...boot!.preload,
      ...[
        ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
        ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
      ].map((m) => m[1]!),
    ];
    expect(refs.length).toBeGreaterThan(0);
    let total = 0;
    const sources: string[] = [];
    for (const ref of new Set(refs)) {
      const body = Buffer.from(await (await fetch(server.url + ref)).arrayBuffer());
      total += gzipSync(body, { level: 9 }).length;
      sources.push(body.toString("utf8"));
    }
    // The home's islands (docs/decisions/0012-home-islands.md): React and the islands, no router, no React Query.
    expect(total / 1024).toBeLessThanOrEqual(100);
    // The rich-text editor belongs to the admin screens only (its class name survives minification). The build
    // itself fails when tiptap, ProseMirror or the data table reach a public chunk (apps/site/vite.config.ts).
    for (const marker of ["ProseMirror", "tiptap"]) {
      expect(
        sources.some((s) => s.includes(marker)),
        `public JS contains «${marker}»`,
      ).toBe(false);
    }
    // The build's manifest agrees: the header's account menu and mobile sheet are chunks of their own.
    const manifestPath = path.join(
      process.env.SITE_DIST ?? path.join(ROOT, "apps/site/dist"),
      "client/.vite/manifest.json",
    );
    if (existsSync(manifestPath)) {
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<
        string,
        { file: string; isDynamicEntry?: boolean }
      >;
      const lazy = Object.entries(manifest)
        .filter(([, c]) => c.isDynamicEntry)
        .map(([src]) => src);
      expect(lazy.some((s) => s.endsWith("site-header-account-menu.tsx"))).toBe(true);
      expect(lazy.some((s) => s.endsWith("mobile-menu-sheet.tsx"))).toBe(true);
      for (const [src, c] of Object.entries(manifest))
        if (c.isDynamicEntry) expect(refs, `${src} is lazy`).not.toContain(`/${c.file}`);
    }
  });
});
