// `pnpm bench`: figures of the production build on this machine (not part of `pnpm test`).
// Starts the built server on a demo day of at least 250 matches and measures, with autocannon in processes of its
// own (the load generators never share the bench's event loop):
// - the two hot day routes (50 connections) next to a bare node:http server answering the same bytes;
// - the header's search (/api/search/): p50/p95 of typical queries, one client and 10 at once;
// - `/` and a team page at 100 connections, each next to a bare server answering the same gzip HTML;
// - the API's throughput while `/` is under that load, against its own alone;
// - `/` for ordinary visitors (50 connections) while a probe sends never-seen page addresses at 50 connections
//   (scripts/bench-probe.mjs: unique `?dia=`, `?jogo=`, match and article ids, unknown paths), against `/` alone;
// - 5,000 concurrent live streams (scripts/bench-sse.mjs; first, on a fresh server): delay from an ingest's publish
//   to every client, to the last client, missed events, and the server's memory per stream;
// - the price path, on a server of its own with the fixture provider idle (scripts/bench-prices.mjs): a house's signed
//   push → `gamesByDate` and → the last of 1,000 live streams (p50/p95 over 60 pushes), and a price changed at a
//   The Odds API stand-in → on `gamesByDate` after the source's planned call;
// - the demo's time to build one day from nothing (mean and max over three weeks);
// - the event matching of odds sources: 5,000 source events against 1,000 fixtures, and precision/recall on a
//   labelled set of team-name variants (scripts/bench-matching.mjs);
// - the gzip size of the public JS of `/`, then Lighthouse (scripts/bench-lighthouse.mjs) on `/` and an article, and
//   the parts of `/`'s figure: `/` with every script blocked, a minimal page (Lighthouse's and the host's share), and
//   `/` with the slowdown applied to the browser rather than simulated.
// Settings: BENCH_SECONDS (10), DEMO_SEED (2025), PLACAR_NOW (default: 15:00 in São Paulo on the first Saturday
// from 2025 on that the demo fills with 250+ matches), LOG_LEVEL (the server's default, info), SSE_CLIENTS (5000;
// 0 skips), LIGHTHOUSE_RUNS (3; 0 skips Lighthouse), LIGHTHOUSE_CPU_SLOWDOWN (4), LIGHTHOUSE_PARTS (1; 0 skips the
// parts), CHROMIUM_PATH (/usr/bin/chromium).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer, get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3900;
const BARE_PORT = 3901;
// A busy Saturday: with every league on its double round-robin the demo's busiest days hold 250 to 260 games.
const MIN_MATCHES = 250;
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
  const out = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: ROOT,
    encoding: "utf8",
  });
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

const AUTOCANNON = path.join(ROOT, "node_modules/autocannon/autocannon.js");
/** Loads `url` with autocannon in a process of its own; resolves with its JSON result. */
function cannon(url, { connections = 50, duration = DURATION } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        AUTOCANNON,
        "-j",
        "-c",
        String(connections),
        "-d",
        String(duration),
        "-t",
        "10",
        "-H",
        `accept-encoding=${ENCODING}`,
        url,
      ],
      {
        stdio: ["ignore", "pipe", "ignore"],
      },
    );
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
}
const run = (url, duration = DURATION) => cannon(url, { duration });
const problems = (r) => r.errors + r.timeouts + r.non2xx;
const figure = (r) =>
  `${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}`;

/** A node:http server answering `body` (already encoded) to every request; resolves with a closer. */
async function bareServer(body, encoding, type) {
  const bare = createServer((_req, r) => {
    r.writeHead(200, { "content-type": type, ...(encoding ? { "content-encoding": encoding } : {}) });
    r.end(body);
  });
  await new Promise((r) => bare.listen(BARE_PORT, "127.0.0.1", r));
  return () => new Promise((r) => bare.close(r));
}

/**
 * /api/health with its details, which are for admins: the bench signs in as the first admin, whose password the
 * server printed once in its log.
 */
let adminToken;
async function adminHealth() {
  if (adminToken === undefined) {
    const password = /criado admin@placar\.local com a senha (\S+)/.exec(readFileSync(logFile, "utf8"))?.[1];
    const login = password
      ? await (
          await fetch(`${base}/api/auth/login/`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ username: "admin@placar.local", password }),
          })
        ).json()
      : null;
    adminToken = login?.access ?? null;
  }
  return (
    await fetch(`${base}/api/health`, { headers: adminToken ? { authorization: `Bearer ${adminToken}` } : {} })
  ).json();
}

/** The server's resident memory (bytes), from /proc. */
function rssOf(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) * 1024 : NaN;
}

/**
 * How long the demo takes to build one day from nothing (three weeks of days, 17:00 in Brasília, a new provider for
 * each so nothing is cached; the leagues' season plans are built once first, as a running server holds them).
 */
function demoDayBuild() {
  const code = `
    const { DemoProvider } = await import(${JSON.stringify(path.join(ROOT, "apps/api/src/providers/demo/demo-provider.ts"))});
    new DemoProvider({ seed: ${Number(SEED)} }).fixturesByDateSync("2026-10-03", new Date());
    const times = [];
    for (let d = 0; d < 21; d++) {
      const date = new Date(Date.UTC(2026, 9, 3 + d)).toISOString().slice(0, 10);
      const demo = new DemoProvider({ seed: ${Number(SEED)} });
      const start = performance.now();
      demo.fixturesByDateSync(date, new Date(date + "T20:00:00Z"));
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(JSON.stringify({ mean: times.reduce((a, b) => a + b, 0) / times.length, max: times.at(-1) }));`;
  const out = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: ROOT,
    encoding: "utf8",
  });
  const line = out.stdout.trim().split("\n").pop();
  if (out.status !== 0 || !line) throw new Error(`could not time the demo's day:\n${out.stderr}`);
  return JSON.parse(line);
}
const build = demoDayBuild();
console.log(`demo day built from nothing (21 days): mean ${build.mean.toFixed(1)} ms, max ${build.max.toFixed(1)} ms`);

// Event matching of odds sources (scripts/bench-matching.mjs): pure code, its own process, before the server starts.
const matching = spawnSync(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts/bench-matching.mjs")], {
  cwd: ROOT,
  encoding: "utf8",
});
process.stdout.write(matching.stdout);
if (matching.status !== 0) process.stderr.write(matching.stderr);

let now = process.env.PLACAR_NOW;
if (!now) {
  const day = busyDay();
  now = `${day.date}T18:00:00.000Z`;
  console.log(`demo day ${day.date} (DEMO_SEED ${SEED}): ${day.matches} matches`);
}
// The business day of that instant (en-CA formats as YYYY-MM-DD).
const date = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(now));
// The price path (scripts/bench-prices.mjs): pushes and The Odds API stand-in on a server of its own, before this one.
const prices = spawnSync(process.execPath, [path.join(ROOT, "scripts/bench-prices.mjs")], {
  cwd: ROOT,
  env: { ...process.env, PLACAR_NOW: now, DEMO_SEED: SEED },
  stdio: "inherit",
});
const dataDir = mkdtempSync(path.join(tmpdir(), "placar-bench-"));
// The server logs as in production (LOG_LEVEL info), into a file: writing it is part of the cost measured.
const logFile = path.join(dataDir, "server.log");
const log = openSync(logFile, "a");
const server = spawn("node", ["apps/api/dist/server.js"], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PLACAR_NOW: now,
    DEMO_SEED: SEED,
    // A busy match day: the day is pulled every 15 s (prices move, goals go in), so pages and views are invalidated
    // while they are measured and the live streams get events.
    INGEST_INTERVAL_SECONDS: process.env.INGEST_INTERVAL_SECONDS ?? "15",
  },
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
  if (count < MIN_MATCHES)
    throw new Error(
      `the bench needs a day of at least ${MIN_MATCHES} matches; ${date} has ${count} (set PLACAR_NOW or DEMO_SEED)`,
    );

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

  // 5,000 live streams first, on a server that has not yet served the load tests below: its memory then grows by what
  // the streams cost (after them, the heap kept from the load tests absorbed 5,000 streams without a byte of RSS).
  const sseClients = Number(process.env.SSE_CLIENTS ?? 5000);
  if (sseClients > 0) {
    const before = rssOf(server.pid);
    // The JS heap and the memory of native objects (sockets, buffers): RSS alone mostly says what the start-up left.
    const heapOf = (h) => (h?.memory ? h.memory.heapUsed + h.memory.external : NaN);
    const heapBefore = heapOf(await adminHealth().catch(() => null));
    let heapConnected = NaN;
    const child = spawn(process.execPath, [path.join(ROOT, "scripts/bench-sse.mjs")], {
      env: { ...process.env, BASE: base, CLIENTS: String(sseClients) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let buf = "";
    let result = null;
    let connectedRss = NaN;
    await new Promise((resolve) => {
      child.stdout.on("data", (d) => {
        buf += d;
        let i;
        while ((i = buf.indexOf("\n")) >= 0) {
          const msg = JSON.parse(buf.slice(0, i));
          buf = buf.slice(i + 1);
          if (msg.phase === "connected") {
            connectedRss = rssOf(server.pid);
            void adminHealth()
              .then((h) => (heapConnected = heapOf(h)))
              .catch(() => {});
          }
          if (msg.phase === "done") result = msg;
        }
      });
      child.on("exit", resolve);
    });
    const fanOut = await adminHealth()
      .then((h) => h.liveStreams ?? null)
      .catch(() => null);
    if (fanOut)
      console.log(
        `live streams: the server handed each batch to all ${sseClients} streams in at most ${fanOut.maxFanOutMs} ms (last ${fanOut.lastFanOutMs} ms)`,
      );
    if (!result) {
      failed = true;
      console.log("live streams: the SSE client did not report");
    } else {
      if (
        result.missing > 0 ||
        result.failedOpens > 0 ||
        result.events === 0 ||
        (result.toLastClientMs.p95 ?? Infinity) > 1000
      )
        failed = true;
      const perConn = (connectedRss - before) / Math.max(1, result.clients);
      const heapPerConn = (heapConnected - heapBefore) / Math.max(1, result.clients);
      console.log(
        `live streams: ${result.clients} clients of ${result.path} (${result.failedOpens} failed to open, ${result.closedEarly} closed early), ` +
          `${result.batches} ingests, ${result.events} events (${Object.entries(result.perType)
            .map(([t, n]) => `${t} ${n}`)
            .join(", ")} deliveries)\n` +
          `  publish → client: p50 ${result.delayMs.p50} ms, p95 ${result.delayMs.p95} ms, max ${result.delayMs.max} ms\n` +
          `  goals (score events) publish → client: p50 ${result.goalDelayMs.p50 ?? "–"} ms, p95 ${result.goalDelayMs.p95 ?? "–"} ms\n` +
          `  publish → last client: p50 ${result.toLastClientMs.p50} ms, p95 ${result.toLastClientMs.p95} ms (aim p95 ≤ 1,000 ms)\n` +
          `  missed: ${result.missing} events over ${result.clientsMissing} clients (aim 0)\n` +
          `  server memory per stream: ${(heapPerConn / 1024).toFixed(1)} KiB of JS heap and native objects ` +
          `(${(heapBefore / 1048576).toFixed(0)} → ${(heapConnected / 1048576).toFixed(0)} MiB); RSS ${(perConn / 1024).toFixed(1)} KiB ` +
          `(${(before / 1048576).toFixed(0)} → ${(connectedRss / 1048576).toFixed(0)} MiB, start-up memory the GC returns makes it unreliable)`,
      );
    }
  }

  const routes = [`/api/soccerdata_app/gamesByDate/?date=${date}`, `/api/apifootball_app/fixtures/?date=${date}`];
  const alone = {};
  for (const route of routes) {
    // node:http keeps the compressed bytes as sent (fetch would decode them).
    const { body, encoding } = await rawGet(base + route);
    const close = await bareServer(body, encoding, "application/json");
    // A short warm-up of each, so that both are measured hot.
    await run(base + route, 2);
    const ours = await run(base + route);
    await run(`http://127.0.0.1:${BARE_PORT}${route}`, 2);
    const raw = await run(`http://127.0.0.1:${BARE_PORT}${route}`);
    await close();
    alone[route] = ours;
    if (problems(ours) > 0) failed = true;
    console.log(
      `${route} (50 connections)\n  ours: ${figure(ours)}, body ${(body.length / 1024).toFixed(1)} KiB (${encoding ?? "identity"})\n` +
        `  bare: ${figure(raw)}\n  ratio ours/bare: ${(ours.requests.average / raw.requests.average).toFixed(2)}`,
    );
  }

  // The header's search (GET /api/search/): what people type, accents and typos included. Each request is timed
  // on its own, one client after another and then 10 at once; the figure to watch is p95.
  {
    const queries = [
      "gremio",
      "GREMIO",
      "sao paulo",
      "brasileirao",
      "flamengo palmeiras",
      "gremo",
      "palmeras",
      "inter",
      "a",
      "atletico mg",
      "real madrid",
      "zzzqqq",
    ];
    const timeOne = async (q) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/search/?q=${encodeURIComponent(q)}`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`search ${q}: HTTP ${res.status}`);
      return performance.now() - t0;
    };
    for (const q of queries) await timeOne(q);
    const pct = (xs, p) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1);
    };
    const N = Number(process.env.SEARCH_REQUESTS ?? 600);
    const alone = [];
    for (let i = 0; i < N; i++) alone.push(await timeOne(queries[i % queries.length]));
    const busy = [];
    await Promise.all(
      Array.from({ length: 10 }, async (_, w) => {
        for (let i = w; i < N; i += 10) busy.push(await timeOne(queries[i % queries.length]));
      }),
    );
    const sample = await (await fetch(`${base}/api/search/?q=gremio`)).json();
    console.log(
      `/api/search/ (${queries.length} queries in turn, ${N} requests; ${sample.teams.length} teams, ${sample.leagues.length} leagues, ` +
        `${sample.games.length} games, ${sample.articles.length} articles for "gremio")\n` +
        `  1 client: p50 ${pct(alone, 50)} ms, p95 ${pct(alone, 95)} ms, max ${pct(alone, 100)} ms\n` +
        `  10 clients: p50 ${pct(busy, 50)} ms, p95 ${pct(busy, 95)} ms, max ${pct(busy, 100)} ms`,
    );
  }

  // `/` and a team page (issue 40) at 100 connections, each against a bare server answering the same compressed HTML.
  for (const page of ["/", "/times/flamengo-1001"]) {
    const { body, encoding } = await rawGet(`${base}${page}`);
    const close = await bareServer(body, encoding, "text/html; charset=utf-8");
    await cannon(`${base}${page}`, { connections: 100, duration: 2 });
    const ours = await cannon(`${base}${page}`, { connections: 100 });
    await cannon(`http://127.0.0.1:${BARE_PORT}/`, { connections: 100, duration: 2 });
    const raw = await cannon(`http://127.0.0.1:${BARE_PORT}/`, { connections: 100 });
    await close();
    if (problems(ours) > 0) failed = true;
    console.log(
      `${page} (100 connections)\n  ours: ${figure(ours)}, body ${(body.length / 1024).toFixed(1)} KiB (${encoding ?? "identity"})\n` +
        `  bare: ${figure(raw)}\n  ratio ours/bare: ${(ours.requests.average / raw.requests.average).toFixed(2)} (aim ≥ 0.5, 0 errors or timeouts)`,
    );
  }

  // The API while `/` is under that load: both generators at once, in processes of their own.
  {
    const api = routes[0];
    const [home, during] = await Promise.all([
      cannon(`${base}/`, { connections: 100, duration: DURATION + 2 }),
      new Promise((r) => setTimeout(r, 1000)).then(() => cannon(base + api)),
    ]);
    if (problems(during) > 0 || problems(home) > 0) failed = true;
    const ratio = during.requests.average / alone[api].requests.average;
    console.log(
      `${api} while / is loaded (100 connections on /, 50 on the API)\n  API: ${figure(during)}\n  /: ${figure(home)}\n` +
        `  API ratio loaded/alone: ${ratio.toFixed(2)} (aim ≥ 0.5)`,
    );
  }

  // `/` for ordinary visitors while a probe sends a never-seen page address with every request (issue 39): what is
  // invalid is redirected without a render, and renders of new addresses get a quarter of the event loop at most.
  {
    const probe = (duration) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [path.join(ROOT, "scripts/bench-probe.mjs")], {
          env: { ...process.env, BASE: base, TODAY: date, CONNECTIONS: "50", DURATION: String(duration) },
          stdio: ["ignore", "pipe", "inherit"],
        });
        let out = "";
        child.stdout.on("data", (d) => (out += d));
        child.on("exit", (code) =>
          code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the probe exited with ${code}`)),
        );
      });
    await cannon(`${base}/`, { duration: 2 });
    const aloneHome = await cannon(`${base}/`);
    const [during, probed] = await Promise.all([
      new Promise((r) => setTimeout(r, 1000)).then(() => cannon(`${base}/`)),
      probe(DURATION + 2),
    ]);
    const ratio = during.requests.average / aloneHome.requests.average;
    if (problems(during) > 0 || ratio < 0.5) failed = true;
    const statuses = Object.entries(probed.statuses)
      .map(([s, n]) => `${s} ×${n}`)
      .join(", ");
    console.log(
      `/ while a probe sends ${probed.sent} never-seen addresses (50 connections each)\n  / alone: ${figure(aloneHome)}\n` +
        `  / with the probe: ${figure(during)}\n  probe: ${probed.requests.average.toFixed(0)} req/s, p50 ${probed.latency.p50} ms, ` +
        `p99 ${probed.latency.p99} ms, timeouts ${probed.timeouts}; ${statuses}\n` +
        `  / ratio with/without the probe: ${ratio.toFixed(2)} (aim ≥ 0.5, 0 errors or timeouts)`,
    );
  }

  // Pages kept by the server's page cache (from /api/health).
  {
    const h = await adminHealth();
    if (!h.pageCache) console.log("page cache: no figures (could not sign in as the first admin)");
    if (h.pageCache) {
      const p = h.pageCache;
      console.log(
        `page cache: ${p.entries} pages, ${(p.bytes / 1024 / 1024).toFixed(1)} MiB of ${(p.maxBytes / 1024 / 1024).toFixed(0)} MiB; ` +
          `hits ${p.hits}, stale ${p.stale}, misses ${p.misses}, renders ${p.renders}, refused ${p.refused}`,
      );
    }
  }

  // Lighthouse on `/` and an article page (issue 6): skipped with LIGHTHOUSE_RUNS=0.
  if (Number(process.env.LIGHTHOUSE_RUNS ?? 3) > 0) {
    const { lighthouseFigures, formatLighthouse, minimalPage } = await import("./bench-lighthouse.mjs");
    const latest = (await (await fetch(`${base}/api/avodds_app/blog/?page=1&page_size=1`)).json()).results[0];
    const pages = [`${base}/`, ...(latest ? [`${base}/estatisticas/${latest.id}?slug=${latest.slug}`] : [])];
    // Where `/`'s figure comes from (LIGHTHOUSE_PARTS=0 skips these): its server HTML and stylesheet alone (every
    // script blocked); a minimal page, whose TBT is Lighthouse's and this host's own share of any page's; and `/`
    // loaded with the slowdown applied to the browser instead of simulated (one real load on such a phone).
    const minimal = process.env.LIGHTHOUSE_PARTS !== "0" ? await minimalPage() : null;
    if (minimal)
      pages.push(
        { url: `${base}/`, label: `${base}/ without scripts`, blockedUrlPatterns: ["*.js"] },
        { url: minimal.url, label: "a minimal page (no script, no stylesheet)" },
        { url: `${base}/`, label: `${base}/ with the slowdown applied`, throttlingMethod: "devtools" },
      );
    try {
      for (const figures of await lighthouseFigures(pages)) console.log(formatLighthouse(figures));
    } finally {
      await minimal?.close();
    }
  }
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? err.message : err);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed || matching.status !== 0 || prices.status !== 0 ? 1 : 0;
