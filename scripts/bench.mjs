// `pnpm bench`: figures of the production build on this machine (not part of `pnpm test`).
// Starts the built server on a pinned day, measures the two hot day routes with autocannon (50 connections)
// next to a bare node:http server answering the same bytes, and reports the gzip size of the public JS of `/`.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { get } from "node:http";
import autocannon from "autocannon";

function rawGet(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ body: Buffer.concat(chunks), encoding: res.headers["content-encoding"] ?? null }));
    }).on("error", reject);
  });
}

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3900;
const NOW = process.env.PLACAR_NOW ?? "2026-11-21T18:00:00.000Z";
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), "placar-bench-"));

const server = spawn("node", ["apps/api/dist/server.js"], {
  cwd: ROOT,
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, PLACAR_NOW: NOW, LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${PORT}`;
try {
  for (let i = 0; ; i++) {
    try {
      const h = await (await fetch(`${base}/api/health`)).json();
      if (h.ingest.lastSuccessAt) break;
    } catch {}
    if (i > 400) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }

  // Public JavaScript of `/`: every module script the first HTML loads, gzip -9.
  const html = await (await fetch(`${base}/`)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  let jsGzip = 0;
  for (const src of new Set([...scripts, ...preloads])) {
    const buf = Buffer.from(await (await fetch(base + src)).arrayBuffer());
    jsGzip += gzipSync(buf, { level: 9 }).length;
  }
  console.log(`public JS of / (gzip -9): ${(jsGzip / 1024).toFixed(1)} KiB`);

  const date = NOW.slice(0, 10);
  const routes = [`/api/soccerdata_app/gamesByDate/?date=${date}`, `/api/apifootball_app/fixtures/?date=${date}`];
  for (const route of routes) {
    // node:http keeps the compressed bytes as sent (fetch would decode them).
    const { body, encoding } = await rawGet(base + route);
    const bare = createServer((_req, r) => {
      r.writeHead(200, { "content-type": "application/json", ...(encoding ? { "content-encoding": encoding } : {}) });
      r.end(body);
    });
    await new Promise((r) => bare.listen(3901, "127.0.0.1", r));
    const run = (url) =>
      autocannon({ url, connections: 50, duration: DURATION, headers: { "accept-encoding": "gzip" } });
    const ours = await run(base + route);
    const raw = await run(`http://127.0.0.1:3901${route}`);
    await new Promise((r) => bare.close(r));
    const errors = ours.errors + ours.non2xx;
    console.log(
      `${route}\n  ours: ${ours.requests.average.toFixed(0)} req/s, p99 ${ours.latency.p99} ms, errors ${errors}, body ${(body.length / 1024).toFixed(1)} KiB (${encoding ?? "identity"})\n` +
        `  bare: ${raw.requests.average.toFixed(0)} req/s, p99 ${raw.latency.p99} ms\n  ratio ours/bare: ${(ours.requests.average / raw.requests.average).toFixed(2)}`,
    );
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
