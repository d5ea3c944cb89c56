// `pnpm bench`: figures of the production build on this machine (not part of `pnpm test`).
// Starts the built server on a demo day of at least 300 matches, measures the two hot day routes with autocannon
// (50 connections) next to a bare node:http server answering the same bytes, and reports the gzip size of the
// public JS of `/`, then runs Lighthouse (scripts/bench-lighthouse.mjs) on `/` and an article. Settings: BENCH_SECONDS (10), DEMO_SEED (2025), PLACAR_NOW (default: 15:00 in São Paulo on the
// first Saturday from 2025 on that the demo fills with 300+ matches), LOG_LEVEL (the server's default, info),
// LIGHTHOUSE_RUNS (3; 0 skips Lighthouse), CHROMIUM_PATH (/usr/bin/chromium).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import { createServer, get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3900;
const BARE_PORT = 3901;
const MIN_MATCHES = 300;
const SEED = process.env.DEMO_SEED ?? "2025";
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ENCODING = process.env.BENCH_ENCODING ?? "gzip";

/** Asks the demo itself (from source) for the first Saturday with enough matches. */
function busyDay() {
  const code = `
    const { DemoProvider } = await import(${JSON.stringify(path.join(ROOT, "apps/api/src/providers/demo/demo-provider.ts"))});
    const demo = new DemoProvider({ seed: ${Number(SEED)} });
    for (let week = 0; week < 520; week++) {
      const date = new Date(Date.UTC(2025, 0, 4 + 7 * week)).toISOString().slice(0, 10);
      const matches = demo.fixturesByDateSync(date, new Date(date + "T18:00:00Z")).length;
      if (matches >= ${MIN_MATCHES}) { console.log(JSON.stringify({ date, matches })); break; }
    }`;
  const out = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], { cwd: ROOT, encoding: "utf8" });
  const line = out.stdout.trim().split("\n").pop();
  if (out.status !== 0 || !line) throw new Error(`could not ask the demo for a busy day:\n${out.stderr}`);
  return JSON.parse(line);
}

function rawGet(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": ENCODING } }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ body: Buffer.concat(chunks), encoding: res.headers["content-encoding"] ?? null }));
    }).on("error", reject);
  });
}

const run = (url, duration = DURATION) => autocannon({ url, connections: 50, duration, headers: { "accept-encoding": ENCODING } });

let now = process.env.PLACAR_NOW;
if (!now) {
  const day = busyDay();
  now = `${day.date}T18:00:00.000Z`;
  console.log(`demo day ${day.date} (DEMO_SEED ${SEED}): ${day.matches} matches`);
}
// The business day of that instant (en-CA formats as YYYY-MM-DD).
const date = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(now));
const dataDir = mkdtempSync(path.join(tmpdir(), "placar-bench-"));
// The server logs as in production (LOG_LEVEL info), into a file: writing it is part of the cost measured.
const logFile = path.join(dataDir, "server.log");
const log = openSync(logFile, "a");
const server = spawn("node", ["apps/api/dist/server.js"], {
  cwd: ROOT,
  env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, PLACAR_NOW: now, DEMO_SEED: SEED },
  stdio: ["ignore", log, "inherit"],
});
const base = `http://127.0.0.1:${PORT}`;
let failed = false;
try {
  for (let i = 0; ; i++) {
    try {
      const h = await (await fetch(`${base}/api/health`)).json();
      if (h.ingest.lastSuccessAt) break;
    } catch {}
    if (i > 400) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
  const count = (await (await fetch(`${base}/api/soccerdata_app/gamesByDate/?date=${date}`)).json()).count;
  console.log(`gamesByDate ${date}: ${count} matches`);
  if (count < MIN_MATCHES) throw new Error(`the bench needs a day of at least ${MIN_MATCHES} matches; ${date} has ${count} (set PLACAR_NOW or DEMO_SEED)`);

  // Public JavaScript of `/`: every module script the first HTML loads, gzip -9.
  const html = await (await fetch(`${base}/`)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  // The scripts the page loads after its first paint (apps/site/vite.config.ts).
  const list = /<script type="application\/json" id="placar-scripts">([^<]+)<\/script>/.exec(html);
  if (list) {
    const boot = JSON.parse(list[1]);
    scripts.push(boot.entry);
    preloads.push(...boot.preload);
  }
  let jsGzip = 0;
  for (const src of new Set([...scripts, ...preloads])) {
    const buf = Buffer.from(await (await fetch(base + src)).arrayBuffer());
    jsGzip += gzipSync(buf, { level: 9 }).length;
  }
  console.log(`public JS of / (gzip -9): ${(jsGzip / 1024).toFixed(1)} KiB`);

  const routes = [`/api/soccerdata_app/gamesByDate/?date=${date}`, `/api/apifootball_app/fixtures/?date=${date}`];
  for (const route of routes) {
    // node:http keeps the compressed bytes as sent (fetch would decode them).
    const { body, encoding } = await rawGet(base + route);
    const bare = createServer((_req, r) => {
      r.writeHead(200, { "content-type": "application/json", ...(encoding ? { "content-encoding": encoding } : {}) });
      r.end(body);
    });
    await new Promise((r) => bare.listen(BARE_PORT, "127.0.0.1", r));
    // A short warm-up of each, so that both are measured hot.
    await run(base + route, 2);
    const ours = await run(base + route);
    await run(`http://127.0.0.1:${BARE_PORT}${route}`, 2);
    const raw = await run(`http://127.0.0.1:${BARE_PORT}${route}`);
    await new Promise((r) => bare.close(r));
    const errors = ours.errors + ours.non2xx;
    if (errors > 0) failed = true;
    console.log(
      `${route}\n  ours: ${ours.requests.average.toFixed(0)} req/s, p50 ${ours.latency.p50} ms, p99 ${ours.latency.p99} ms, errors ${errors}, body ${(body.length / 1024).toFixed(1)} KiB (${encoding ?? "identity"})\n` +
        `  bare: ${raw.requests.average.toFixed(0)} req/s, p50 ${raw.latency.p50} ms, p99 ${raw.latency.p99} ms\n  ratio ours/bare: ${(ours.requests.average / raw.requests.average).toFixed(2)}`,
    );
  }

  // Lighthouse on `/` and an article page (issue 6): skipped with LIGHTHOUSE_RUNS=0.
  if (Number(process.env.LIGHTHOUSE_RUNS ?? 3) > 0) {
    const { lighthouseFigures, formatLighthouse } = await import("./bench-lighthouse.mjs");
    const latest = (await (await fetch(`${base}/api/avodds_app/blog/?page=1&page_size=1`)).json()).results[0];
    const pages = [`${base}/`, ...(latest ? [`${base}/estatisticas/${latest.id}?slug=${latest.slug}`] : [])];
    for (const figures of await lighthouseFigures(pages)) console.log(formatLighthouse(figures));
  }
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? err.message : err);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
