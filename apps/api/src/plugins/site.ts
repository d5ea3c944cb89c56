import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundBody } from "./errors.ts";
import { bodyFor, PageCache, PageCacheBusyError } from "../services/page-cache.ts";
import { matchesEtag, pickEncoding } from "../services/snapshot.ts";
import type { SiteServerEntry } from "@placar/core/site-contract";

/**
 * Serves the built site from the same process: hashed assets from dist/client with a long cache, and every
 * other GET rendered on the server by the site's entry, whose data calls go through `app.inject` (no socket).
 */
declare module "fastify" {
  interface FastifyInstance {
    /** The server-rendered pages kept in memory (absent when the site is not served). */
    pages?: PageCache;
  }
}

export async function registerSite(app: FastifyInstance, siteDist: string | null): Promise<void> {
  app.setNotFoundHandler((req, reply) => reply.code(404).send(notFoundBody()));
  if (!siteDist) return;

  const clientDir = path.join(siteDist, "client");
  const template = readFileSync(path.join(clientDir, "index.html"), "utf8");
  // The template's inline scripts (the loader of the module scripts) are allowed by their hash; nothing else inline runs.
  app.securityHeaders.allowInlineScripts(inlineScripts(template));
  const entry = (await import(pathToFileURL(path.join(siteDist, "server/entry-server.js")).href)) as SiteServerEntry;
  const origin = app.ctx.config.publicUrl;

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // The build writes a .br and a .gz twin of each text file (apps/site/vite.config.ts): sent as they are, with no
    // compression per request (@fastify/compress leaves an answer that already has a Content-Encoding alone).
    preCompressed: true,
    setHeaders(res, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  const inject: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as "GET",
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(request.headers), "accept-encoding": "identity" },
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v !== undefined && k !== "content-encoding" && k !== "content-length") headers.set(k, String(v));
    }
    return new Response(res.rawPayload.length > 0 ? new Uint8Array(res.rawPayload) : null, {
      status: res.statusCode,
      headers,
    });
  };

  const cacheOpts = app.ctx.config.pageCache;
  const freshMs = cacheOpts.freshSeconds * 1000;
  const pages = new PageCache({
    maxBytes: cacheOpts.maxBytes,
    freshMs,
    // Past this age a page is rendered again before it is served (a page nobody asked for in minutes).
    maxStaleMs: Math.max(freshMs * 6, 300_000),
    maxConcurrentRenders: 2,
    maxQueuedRenders: 64,
    // Renders (50–110 ms of the event loop each for `/`) may take a quarter of the loop once a 2 s burst is spent: a
    // flood of distinct addresses waits for its own turn (or gets a 503) while kept pages are served meanwhile
    // (docs/decisions/0010-page-cache-keys-and-outages.md).
    renderShare: 0.25,
    renderBurstMs: 2000,
    maxRenderWaitMs: 5000,
    now: () => app.ctx.clock.now().getTime(),
  });
  app.decorate("pages", pages);
  app.ctx.pages = pages;
  // Freshness follows the data: a day's games or prices changed (an ingest here, or another instance's live event
  // reached us), or a match moved; the affected pages are served stale once while one render replaces them.
  const offDay = app.ctx.football.onDayChanged(() => pages.invalidate(["board"]));
  const offLive = app.ctx.live.subscribe((e) => pages.invalidate([`fixture:${e.fixtureId}`]));
  // The houses appear on nearly every page (odds buttons, offers box, guide): a change renders them all again.
  const offHouses = app.ctx.houses.onChange(() => pages.invalidateAll());
  app.addHook("onClose", async () => {
    offDay();
    offLive();
    offHouses();
  });
  // An article written, edited or removed here: the news pages are rendered again (other instances: their TTL).
  app.addHook("onResponse", async (req, reply) => {
    if (
      req.method !== "GET" &&
      req.method !== "HEAD" &&
      req.url.startsWith("/api/avodds_app/blog") &&
      reply.statusCode < 400
    ) {
      pages.invalidate(["articles"]);
    }
  });

  const renderPage = (url: string) =>
    entry.render({
      url,
      origin,
      template,
      fetch: inject,
      now: app.ctx.clock.now().toISOString(),
      features: app.ctx.config.siteFeatures,
    });
  const sMaxAge = cacheOpts.freshSeconds;
  const swr = Math.max(sMaxAge * 6, 60);

  // Pages are compressed once, when kept (@fastify/compress stays out of this route).
  app.get("/*", { schema: { hide: true }, compress: false }, async (req, reply) => {
    if (req.url.startsWith("/api/") || req.url === "/api") return reply.code(404).send(notFoundBody());
    const policy = entry.pagePolicy(req.url, app.ctx.football.today());
    // A value the page cannot show (`?dia=zz1`, a day out of range): to the same page without it, with no render.
    if (policy.redirect !== undefined) {
      return reply.header("cache-control", "public, max-age=300").redirect(policy.redirect, 302);
    }
    if (!policy.cache) {
      const result = await renderPage(req.url);
      if (result.redirect) return reply.header("cache-control", "no-store").redirect(result.redirect, result.status);
      return reply
        .code(result.status)
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(result.html);
    }

    let redirect: { status: number; location: string } | null = null;
    let got;
    try {
      got = await pages.get(policy.key, policy.tags, async () => {
        const result = await renderPage(policy.url);
        // A redirect is not a page: answered as is, never kept (status ≥ 500 is not kept either).
        if (result.redirect) {
          redirect = { status: result.status, location: result.redirect };
          return { status: 599, html: "" };
        }
        return result;
      });
    } catch (err) {
      if (err instanceof PageCacheBusyError) {
        return reply
          .code(503)
          .header("retry-after", "2")
          .header("cache-control", "no-store")
          .type("text/html; charset=utf-8")
          .send(BUSY_HTML);
      }
      throw err;
    }
    const r = redirect as { status: number; location: string } | null;
    if (r) return reply.header("cache-control", "no-store").redirect(r.location, r.status);
    const { entry: page, outcome } = got;
    const ageSeconds = Math.max(0, Math.floor((app.ctx.clock.now().getTime() - page.renderedAt) / 1000));
    reply.headers({
      etag: page.etag,
      vary: "accept-encoding",
      // Browsers revalidate every time (304 when unchanged); a CDN in front may keep it briefly and serve it stale
      // while it asks again, as this server does.
      "cache-control":
        page.status === 200
          ? `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${swr}`
          : "public, max-age=0, s-maxage=60",
      age: String(ageSeconds),
      "x-page-cache": outcome,
      // The page may have been rendered a few seconds ago: the browser sets its clock from this, not the HTML.
      "server-timing": `now;desc="${app.ctx.clock.now().toISOString()}"`,
    });
    if (page.status === 200 && matchesEtag(req.headers["if-none-match"], page.etag)) return reply.code(304).send();
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.code(page.status).type("text/html; charset=utf-8").send(bodyFor(page, encoding));
  });
}

const BUSY_HTML =
  '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Placar</title><p>Muitos acessos neste momento. Tente de novo em alguns segundos.</p></html>';

/** The text of every inline script of `html` that a browser would run (data blocks such as JSON and JSON-LD are not). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? "";
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    out.push(m[2] ?? "");
  }
  return out;
}
