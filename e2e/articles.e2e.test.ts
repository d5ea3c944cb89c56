import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { expectNoSeriousViolations } from "./axe.ts";
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  firstAdminToken,
  startProductionServer,
  type RunningServer,
  gotoHydrated,
} from "./server.ts";

// 15:00 in São Paulo: live matches now, and the demo's analyses about matches still to start today and later.
const NOW = "2026-11-21T18:00:00.000Z";
const DATE = "2026-11-21";
const LOAD_FAILED = "Não foi possível carregar a notícia devido a um erro de conexão ou CORS.";

let server: RunningServer;
let browser: Browser;
let adminToken: string;

type Summary = {
  id: number;
  title: string;
  subtitle: string;
  slug: string;
  image: string | null;
  game: { afb_fixture_id: number; date: string; status: string };
};
type Article = Summary & {
  message: string;
  author: string;
  created_at: string;
  updated_at: string;
  league: string;
  game: Summary["game"] & { home_team: string; away_team: string; kickoff: string; league: { name: string } };
};
type Game = {
  id: number;
  afb_fixture_id: number;
  status: string;
  home_team: string;
  away_team: string;
  league: { name: string };
};

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(server.url + path, {
    ...init,
    headers: { ...init.headers, ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  return { status: res.status, body: (res.status === 204 ? null : await res.json()) as T };
}

async function listArticles(): Promise<{ results: Summary[]; count: number; total_pages: number }> {
  return (
    await api<{ results: Summary[]; count: number; total_pages: number }>("/api/avodds_app/blog/?page=1&page_size=100")
  ).body;
}

async function gamesOfToday(): Promise<Game[]> {
  return (await api<{ results: Game[] }>(`/api/soccerdata_app/gamesByDate/?date=${DATE}`)).body.results;
}

/**
 * The articles the fixture lookup links to a match (`blogs`; the first one is opened: docs/product.md#day-games-panel).
 */
async function blogsOf(fixtureId: number): Promise<{ id: number }[]> {
  return (await api<{ blogs: { id: number }[] }>(`/api/soccerdata_app/gameByAFBFixtureId/${fixtureId}/`)).body.blogs;
}

/** Writes an article through the API as the first admin, as the news manager does (multipart form). */
async function createArticle(game: Game, title: string): Promise<Article> {
  const form = new FormData();
  form.set("game", String(game.id));
  form.set("title", title);
  form.set("subtitle", `Uma análise de ${game.home_team} x ${game.away_team} escrita pelo teste de ponta a ponta.`);
  form.set("message", `<p>Texto da análise <strong>${title}</strong>.</p>`);
  const res = await api<Article>("/api/avodds_app/blog/", { method: "POST", body: form, token: adminToken });
  expect(res.status, `creation of «${title}»`).toBe(201);
  return res.body;
}

function escapeHtml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** The description's 160-character cut (docs/product.md#seo): 157 characters plus '...'. */
function cut(text: string): string {
  const s = text.trim().replace(/\s+/g, " ");
  return s.length <= 160 ? s : `${s.slice(0, 157)}...`;
}

/** Opens a page that records console errors and uncaught exceptions, and the history length each document started with. */
async function openPage(path: string, expectedStatus = 200): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    locale: "pt-BR",
    timezoneId: "Asia/Tokyo",
  });
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  await page.addInitScript(
    () => ((window as unknown as { __historyAtStart: number }).__historyAtStart = history.length),
  );
  const res = await gotoHydrated(page, server.url + path);
  expect(res?.status()).toBe(expectedStatus);
  return { page, errors };
}

/** Marks the document, so that a later check can tell a client-side navigation from a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

beforeAll(async () => {
  server = await startProductionServer({ PLACAR_NOW: NOW });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  adminToken = await firstAdminToken(server);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("article page /estatisticas/{id}", () => {
  it("the first HTML, before any script runs, holds the article, its body and its head", async () => {
    const [latest] = (await listArticles()).results;
    expect(latest, "the demo seeds its analyses on first start").toBeDefined();
    const article = (await api<Article>(`/api/avodds_app/blog/${latest!.id}/`)).body;

    const res = await fetch(`${server.url}/estatisticas/${article.id}`);
    expect(res.status).toBe(200);
    const raw = await res.text();
    const html = raw.replaceAll("<!-- -->", "");
    const head = html.slice(0, html.indexOf("</head>"));
    const body = html.slice(html.indexOf("<body"));
    const canonical = `${server.url}/estatisticas/${article.id}?slug=${article.slug}`;

    expect(head).toContain(`<title>${escapeHtml(`${article.title} | Placar`)}</title>`);
    const description = cut(article.subtitle);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(head).toContain(`<meta name="description" content="${escapeHtml(description)}"`);
    expect(head).toMatch(new RegExp(`<meta name="keywords" content="[^"]*${article.game.home_team}[^"]*"`));
    expect(head).toContain(`<link rel="canonical" href="${escapeHtml(canonical)}"`);
    expect(head).toContain(`<meta property="og:type" content="article"`);
    expect(head).toContain(`<meta property="og:url" content="${escapeHtml(canonical)}"`);
    // The generated banner is an SVG; social networks get its PNG twin, 1200×630.
    const socialImage = server.url + article.image!.replace(/\.svg$/, ".png");
    expect(article.image).toMatch(/^\/api\/images\/matches\/\d+\.svg$/);
    expect(head).toContain(`<meta property="og:image" content="${escapeHtml(socialImage)}"`);
    expect(head).toContain(`<meta property="og:image:width" content="1200"`);
    expect(head).toContain(`<meta property="og:image:height" content="630"`);
    const png = await fetch(socialImage);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await png.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    expect(head).toContain(`<meta property="og:title" content="${escapeHtml(`${article.title} | Placar`)}"`);

    const ld = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(head);
    expect(ld, "NewsArticle JSON-LD in the head").not.toBeNull();
    const data = JSON.parse(ld![1]!) as Record<string, any>;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: article.title,
      image: [socialImage],
      datePublished: article.created_at,
      dateModified: article.updated_at,
      author: { name: article.author },
      publisher: { "@type": "Organization", name: "Placar" },
      mainEntityOfPage: { "@id": canonical },
      about: {
        "@type": "SportsEvent",
        name: `${article.game.home_team} x ${article.game.away_team}`,
        startDate: article.game.kickoff,
        superEvent: { name: article.game.league.name },
      },
    });

    // The content, readable without JavaScript: title, league, teams, the body as stored, the odds and the match link.
    expect(body).toMatch(
      new RegExp(`<h1[^>]*>${escapeHtml(article.title).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`),
    );
    expect(body).toContain(article.message);
    for (const text of [
      article.league,
      article.game.home_team,
      article.game.away_team,
      "Melhores odds por casa",
      "Registrar",
    ]) {
      expect(body, `first HTML should contain «${text}»`).toContain(escapeHtml(text));
    }
    expect(body).toContain(`href="/estatisticasJogo/${article.game.afb_fixture_id}"`);
    // Kick-off as HH:MM and DD/MM/YYYY in Brasília.
    const kickoff = new Date(article.game.kickoff);
    const brasilia = new Intl.DateTimeFormat("pt-BR", {
      timeZone: "America/Sao_Paulo",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
    }).format(kickoff);
    const [day, time] = brasilia.split(", ");
    expect(body).toContain(day!);
    expect(body).toContain(time!);
    expect(body).not.toContain(LOAD_FAILED);
  });

  it("answers 404 with its own page for an article that does not exist", async () => {
    for (const path of ["/estatisticas/999999", "/estatisticas/abc"]) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain("Notícia não encontrada");
      expect(html).toContain('<meta name="robots" content="noindex"');
    }
  });

  it("adds the slug to the address with replace (no new history entry), hydrates without console errors and passes axe", async () => {
    const [, second] = (await listArticles()).results;
    for (const query of ["", "?slug=um-slug-antigo"]) {
      const { page, errors } = await openPage(`/estatisticas/${second!.id}${query}`);
      await page.waitForURL((url) => url.searchParams.get("slug") === second!.slug);
      expect(new URL(page.url()).pathname).toBe(`/estatisticas/${second!.id}`);
      await page.getByRole("heading", { level: 1, name: second!.title }).waitFor();
      // The callback runs in the page: `window.history` is the page's own (the Node-side result is named apart from it).
      const entries = await page.evaluate(() => ({
        now: window.history.length,
        atStart: (window as unknown as { __historyAtStart: number }).__historyAtStart,
      }));
      expect(entries.now, "replace, not push").toBe(entries.atStart);
      if (query === "") {
        // The whole article, lazy house logos included, passes axe.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.locator("[data-slot=odds-by-house]").waitFor();
        await expectNoSeriousViolations(page);
      }
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("a failed load shows the article page's failure message, and 'Tentar de novo' brings the article", async () => {
    const [, , third] = (await listArticles()).results;
    const { page, errors } = await openPage("/estatisticas");
    // The connection drops for this article's call only (the browser's own network failure, not a fake answer).
    const articleCall = (url: URL) => url.pathname === `/api/avodds_app/blog/${third!.id}/`;
    await page.route(articleCall, (route) => route.abort("internetdisconnected"));
    await page.getByRole("link", { name: `Ver Mais sobre ${third!.title}` }).click();
    await page.getByRole("alert").filter({ hasText: LOAD_FAILED }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(0);

    await page.unroute(articleCall);
    await page.getByRole("button", { name: "Tentar de novo" }).click();
    await page.getByRole("heading", { level: 1, name: third!.title }).waitFor();
    await page.waitForURL((url) => url.searchParams.get("slug") === third!.slug);
    // Only the dropped calls complain, as the browser reports any failed request.
    expect(errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    await page.close();
  });
});

describe("statistics list /estatisticas", () => {
  it("lists the demo articles, then pages by 10 with 'Carregar mais' until 'Não há mais estatísticas'", async () => {
    const demo = await listArticles();
    expect(demo.count, "the demo seeds 8 analyses").toBe(8);

    // The first HTML already lists them, newest first, with the end message (8 fit in one page).
    const html = (await (await fetch(`${server.url}/estatisticas`)).text()).replaceAll("<!-- -->", "");
    let last = -1;
    for (const a of demo.results) {
      const at = html.indexOf(`href="/estatisticas/${a.id}?slug=${a.slug}"`);
      expect(at, `card of «${a.title}»`).toBeGreaterThan(last);
      last = at;
    }
    expect(html).toContain("Não há mais estatísticas");

    // Five more, so that the list has a second page (13 = 10 + 3).
    const upcoming = (await gamesOfToday()).filter((g) => g.status === "NS");
    const created: Article[] = [];
    for (let i = 1; i <= 5; i++) created.push(await createArticle(upcoming[i]!, `Análise extra número ${i} do teste`));

    const { page, errors } = await openPage("/estatisticas");
    const cards = page.locator("[data-slot=article-card]");
    await expect.poll(() => cards.count()).toBe(10);
    // The newest first: the five just written head the list.
    expect(await cards.first().getByRole("heading").textContent()).toBe("Análise extra número 5 do teste");
    await markDocument(page);

    // The next page answers slowly enough to see the loading words on the button.
    await page.route(
      (url) => url.pathname === "/api/avodds_app/blog/" && url.searchParams.get("page") === "2",
      async (route) => {
        await new Promise((r) => setTimeout(r, 700));
        await route.continue();
      },
    );
    await page.getByRole("button", { name: "Carregar mais" }).click();
    await page.getByRole("button", { name: "Carregando mais estatísticas..." }).waitFor();
    await expect.poll(() => cards.count()).toBe(13);
    await page.getByText("Não há mais estatísticas").waitFor();
    expect(await page.getByRole("button", { name: "Carregar mais" }).count()).toBe(0);
    // Every article once, the oldest demo one last.
    const titles = await cards.getByRole("heading").allTextContents();
    expect(new Set(titles).size).toBe(13);
    expect(titles.at(-1)).toBe(demo.results.at(-1)!.title);

    // A card opens its article in the same document, with its slug, and the head follows.
    const target = demo.results[2]!;
    await page.getByRole("link", { name: `Ver Mais sobre ${target.title}` }).click();
    await page.waitForURL(
      (url) => url.pathname === `/estatisticas/${target.id}` && url.searchParams.get("slug") === target.slug,
    );
    await page.getByRole("heading", { level: 1, name: target.title }).waitFor();
    expect(await sameDocument(page), "client-side navigation, not a page load").toBe(true);
    await expect.poll(() => page.title()).toBe(`${target.title} | Placar`);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${server.url}/estatisticas/${target.id}?slug=${target.slug}`,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a list that cannot load is logged, offers to try again, and then shows the articles", async () => {
    const { page, errors } = await openPage("/comunidade");
    const listCall = (url: URL) => url.pathname === "/api/avodds_app/blog/";
    await page.route(listCall, (route) => route.abort("internetdisconnected"));
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Estatísticas" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Não foi possível carregar as estatísticas agora." })
      .waitFor({ timeout: 15_000 });
    expect(await page.locator("[data-slot=article-card]").count()).toBe(0);
    // docs/product.md#messages-by-situation: the failure is logged (and the browser reports the dropped requests);
    // nothing else goes wrong.
    expect(errors.some((e) => e.startsWith("Falha ao carregar a lista de estatísticas"))).toBe(true);
    expect(
      errors.filter(
        (e) => !e.startsWith("Falha ao carregar a lista de estatísticas") && !e.includes("ERR_INTERNET_DISCONNECTED"),
      ),
    ).toEqual([]);

    await page.unroute(listCall);
    await page.getByRole("button", { name: "Tentar de novo" }).click();
    await expect.poll(() => page.locator("[data-slot=article-card]").count()).toBe(10);
    await page.getByRole("button", { name: "Carregar mais" }).waitFor();
    await page.close();
  });
});

describe("navigation to articles from the home and the live page", () => {
  it("a home row of a match not started that has an article opens the article", async () => {
    // A demo analysis of a match later today; the row opens the match's first article (the lookup's blogs[0]).
    const demo = (await listArticles()).results.find((a) => a.game.date === DATE && a.game.status === "NS" && a.image);
    expect(demo, "a demo analysis about a match later today").toBeDefined();
    const [first] = await blogsOf(demo!.game.afb_fixture_id);
    const article = (await api<Article>(`/api/avodds_app/blog/${first!.id}/`)).body;
    const { page, errors } = await openPage("/?aba=proximo");
    // Only the first four leagues start open.
    const section = page.getByRole("button", { name: `Jogos da Liga ${article.game.league.name}`, exact: true });
    if ((await section.getAttribute("aria-expanded")) === "false") await section.click();
    await markDocument(page);
    await page.locator(`[data-slot=odds-row] a[href^="/estatisticasJogo/${article.game.afb_fixture_id}"]`).click();
    // The home navigates by id; the article page then adds its slug.
    await page.waitForURL(
      (url) => url.pathname === `/estatisticas/${article.id}` && url.searchParams.get("slug") === article.slug,
    );
    await page.getByRole("heading", { level: 1, name: article.title }).waitFor();
    // The home is islands without the router (docs/decisions/0012-home-islands.md): the article is a page load.
    expect(await sameDocument(page)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a live card opens the match page, or the match's article when one exists", async () => {
    const live = (await gamesOfToday()).filter((g) => ["1H", "2H", "HT"].includes(g.status));
    expect(live.length, "live matches at the pinned time").toBeGreaterThan(1);
    const [withArticle, without] = live;
    expect(await blogsOf(without!.afb_fixture_id)).toEqual([]);
    const article = await createArticle(withArticle!, "Análise ao vivo escrita pelo teste");
    expect((await blogsOf(withArticle!.afb_fixture_id)).map((b) => b.id)).toContain(article.id);

    const { page, errors } = await openPage("/odds-ao-vivo");
    const card = (fixtureId: number) => page.locator(`a[data-slot=match-card][href="/estatisticasJogo/${fixtureId}"]`);
    // Without JavaScript (and for crawlers) every card is a link to its match page.
    await card(without!.afb_fixture_id).waitFor();
    expect(await card(withArticle!.afb_fixture_id).count()).toBe(1);
    await markDocument(page);

    await card(without!.afb_fixture_id).click();
    await page.waitForURL(
      (url) => url.pathname === `/estatisticasJogo/${without!.afb_fixture_id}` && url.searchParams.has("slug"),
    );
    await page.getByRole("tab", { name: "Visão Geral" }).waitFor();
    expect(await sameDocument(page)).toBe(true);

    await page.goBack();
    await card(withArticle!.afb_fixture_id).click();
    await page.waitForURL(
      (url) => url.pathname === `/estatisticas/${article.id}` && url.searchParams.get("slug") === article.slug,
    );
    await page.getByRole("heading", { level: 1, name: article.title }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
