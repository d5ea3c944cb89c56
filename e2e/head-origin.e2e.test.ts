import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, gotoHydrated, startProductionServer, type RunningServer } from "./server.ts";

/** 15:00 in São Paulo on the demo's Saturday: the seeded analyses are there. */
const NOW = "2026-11-21T18:00:00.000Z";

let server: RunningServer;
let browser: Browser;
/** The default PUBLIC_URL, http://localhost:{PORT}, while every request goes to http://127.0.0.1:{PORT}. */
let siteOrigin: string;

beforeAll(async () => {
  // The default configuration (issue 43 point 11): no PUBLIC_URL, so the site's origin is not the request's host.
  server = await startProductionServer({ PLACAR_NOW: NOW, PUBLIC_URL: "" });
  siteOrigin = `http://localhost:${new URL(server.url).port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every http(s) origin a piece of the head names, schema.org's vocabulary aside. */
function originsIn(text: string): Set<string> {
  const found = [...text.replace(/&quot;/g, '"').matchAll(/https?:\/\/[^/"'\s<>\\]+/g)].map((m) => m[0]);
  return new Set(found.filter((o) => o !== "https://schema.org"));
}

describe("the head's addresses under the default PUBLIC_URL", () => {
  it("name one origin in the first HTML: canonical, og:url, og:image, twitter:image and JSON-LD", async () => {
    const articles = (await (await fetch(`${server.url}/api/avodds_app/blog/?page=1&page_size=1`)).json()) as {
      results: { id: number; slug: string }[];
    };
    const article = articles.results[0]!;
    for (const path of ["/", "/estatisticas", `/estatisticas/${article.id}?slug=${article.slug}`]) {
      const html = await (await fetch(server.url + path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).toContain(`<link rel="canonical" href="${siteOrigin}${path.replace(/&/g, "&amp;")}"`);
      expect(head, path).toMatch(new RegExp(`<meta property="og:image" content="${siteOrigin}/`));
      expect(head, path).toMatch(new RegExp(`<meta name="twitter:image" content="${siteOrigin}/`));
      expect(originsIn(head), path).toEqual(new Set([siteOrigin]));
    }
  });

  it("keeps that origin after a client-side navigation to an article, whatever host the page is on", async () => {
    const { results } = (await (await fetch(`${server.url}/api/avodds_app/blog/?page=1&page_size=1`)).json()) as {
      results: { title: string }[];
    };
    const title = results[0]!.title;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
    await gotoHydrated(page, `${server.url}/estatisticas`);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole("link", { name: `Ver Mais sobre ${title}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/estatisticas/"));
    await expect.poll(() => page.title()).toBe(`${title} | Placar`);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      "client-side navigation, not a page load",
    ).toBe(true);
    const head = await page.evaluate(() =>
      [...document.head.querySelectorAll("[data-head]")].map((el) => el.outerHTML + el.textContent).join("\n"),
    );
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toBe(siteOrigin + new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(
      new RegExp(`^${siteOrigin}/`),
    );
    expect(head).toContain('"@type":"NewsArticle"');
    expect(originsIn(head)).toEqual(new Set([siteOrigin]));
    await page.close();
  });
});
