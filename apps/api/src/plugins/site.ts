import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundBody } from "./errors.ts";

/** What the site's server entry (apps/site/src/entry-server.tsx) exports. */
interface SiteServerEntry {
  render(ctx: {
    url: string;
    origin: string;
    template: string;
    fetch: typeof fetch;
    now: string;
    features: { dailyModal: boolean; communityGroupUrl: string | null };
  }): Promise<{ status: number; html: string; redirect?: string }>;
}

/**
 * Serves the built site from the same process: hashed assets from dist/client with a long cache, and every
 * other GET rendered on the server by the site's entry, whose data calls go through `app.inject` (no socket).
 */
export async function registerSite(app: FastifyInstance, siteDist: string | null): Promise<void> {
  app.setNotFoundHandler((req, reply) => reply.code(404).send(notFoundBody()));
  if (!siteDist) return;

  const clientDir = path.join(siteDist, "client");
  const template = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const entry = (await import(pathToFileURL(path.join(siteDist, "server/entry-server.js")).href)) as SiteServerEntry;
  const origin = app.ctx.config.publicUrl;

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
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
    return new Response(res.rawPayload.length > 0 ? new Uint8Array(res.rawPayload) : null, { status: res.statusCode, headers });
  };

  app.get("/*", { schema: { hide: true } }, async (req, reply) => {
    if (req.url.startsWith("/api/") || req.url === "/api") return reply.code(404).send(notFoundBody());
    const result = await entry.render({ url: req.url, origin, template, fetch: inject, now: app.ctx.clock.now().toISOString(), features: app.ctx.config.siteFeatures });
    if (result.redirect) return reply.redirect(result.redirect, result.status);
    return reply
      .code(result.status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(result.html);
  });
}
