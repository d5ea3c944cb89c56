// The price path's part of `pnpm bench` (docs/odds-feed.md#delays), run on its own production server with the
// fixture provider idle (its next pull half an hour away) and The Odds API answered by a stand-in in this process:
// - push → `gamesByDate`, and push → the last of STREAMS open live streams: PUSHES signed pushes of two houses in turn,
//   one every PUSH_GAP_MS (each house within its 30 a minute), each moving a demo game's price; p50 and p95;
// - a price changed at The Odds API stand-in → on `gamesByDate`: how long after the source's planned call.
// Prints its lines and exits 1 when an aim is missed (p95 push → last stream ≤ 2 s; every delay ≤ 5 s).
// Settings: PLACAR_NOW and DEMO_SEED (from bench.mjs), STREAMS (1000), PUSHES (60), PUSH_GAP_MS (1050).
import { spawn, spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3910;
const STAND_IN_PORT = 3911;
const STREAMS = Number(process.env.STREAMS ?? 1000);
const PUSHES = Number(process.env.PUSHES ?? 60);
// Two houses take turns, each within its limit of 30 signed pushes a minute.
const PUSH_GAP_MS = Number(process.env.PUSH_GAP_MS ?? 1050);
const PUSHERS = ["hanzbet", "lotogreen"];

const now = process.env.PLACAR_NOW ?? new Date().toISOString();
const base = `http://127.0.0.1:${PORT}`;

const quantile = (xs, q) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};
const round = (n) => Math.round(n);

/**
 * A game the demo plays at `now`, asked of the demo itself (from source): The Odds API stand-in lists it from the
 * start, as the real source lists games days ahead, so the source's plan asks for it at the in-play rate.
 */
function liveDemoGame() {
  const code = `
    const { DemoProvider } = await import(${JSON.stringify(path.join(ROOT, "apps/api/src/providers/demo/demo-provider.ts"))});
    const at = new Date(${JSON.stringify(now)});
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(at);
    const { ODDS_API_SPORT_LEAGUES } = await import(${JSON.stringify(path.join(ROOT, "packages/core/src/matching/competitions.ts"))});
    const games = new DemoProvider({ seed: ${Number(process.env.DEMO_SEED ?? 2025)} }).fixturesByDateSync(date, at);
    // Kicked off in the last half hour (still in play through the bench), in a competition The Odds API covers.
    const sports = Object.entries(ODDS_API_SPORT_LEAGUES);
    const live = games.find((g) => ["1H", "2H"].includes(g.status) && at - Date.parse(g.kickoff) < 30 * 60_000 &&
      g.odds.some((o) => o.house === "Bateu Bet") && sports.some(([, id]) => id === g.league.id));
    const sport = live && sports.find(([, id]) => id === live.league.id)[0];
    console.log(JSON.stringify(live ? { ...live, sport } : null));`;
  const out = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return out.status === 0 ? JSON.parse(out.stdout.trim().split("\n").pop() || "null") : null;
}

// The Odds API stand-in: the live game's competition listing it, betano's price as `quote`.
const liveGame = liveDemoGame();
const SPORT = liveGame?.sport ?? "soccer_brazil_campeonato";
const standIn = {
  event: liveGame && {
    id: "bench-live",
    sport_key: SPORT,
    sport_title: liveGame.league.name,
    commence_time: liveGame.kickoff,
    home_team: liveGame.home.name,
    away_team: liveGame.away.name,
  },
  quote: null,
  calls: [],
};
const standInServer = createServer((req, res) => {
  const url = new URL(req.url, "http://x");
  const send = (body, last) => {
    res.writeHead(200, {
      "content-type": "application/json",
      "x-requests-last": String(last),
      "x-requests-used": String(standIn.calls.length),
      "x-requests-remaining": String(500 - standIn.calls.length),
    });
    res.end(JSON.stringify(body));
  };
  const e = standIn.event;
  if (url.pathname === `/v4/sports/${SPORT}/events`) return send(e ? [e] : [], 0);
  if (url.pathname === `/v4/sports/${SPORT}/odds`) {
    standIn.calls.push(Date.now());
    if (!e || !standIn.quote) return send([], 0);
    const update = new Date(Date.now() + offset).toISOString();
    const outcomes = [
      { name: e.home_team, price: standIn.quote[0] },
      { name: "Draw", price: standIn.quote[1] },
      { name: e.away_team, price: standIn.quote[2] },
    ];
    return send(
      [
        {
          ...e,
          bookmakers: [
            {
              key: "betano",
              title: "Betano",
              last_update: update,
              markets: [{ key: "h2h", last_update: update, outcomes }],
            },
          ],
        },
      ],
      1,
    );
  }
  res.writeHead(404, { "content-type": "application/json" });
  res.end('{"message":"Unknown sport"}');
});
await new Promise((r) => standInServer.listen(STAND_IN_PORT, "127.0.0.1", r));

const dataDir = mkdtempSync(path.join(tmpdir(), "placar-bench-prices-"));
const logFile = path.join(dataDir, "server.log");
const server = spawn("node", ["apps/api/dist/server.js"], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PLACAR_NOW: now,
    // The fixture provider idle: its next pull half an hour away, as API-Football's plan when nothing is live.
    INGEST_INTERVAL_SECONDS: "1800",
    THEODDSAPI_KEY: "0123456789abcdef0123456789abcdef",
    THEODDSAPI_BASE_URL: `http://127.0.0.1:${STAND_IN_PORT}`,
    THEODDSAPI_BOOKMAKERS: "betano:Bateu Bet",
    THEODDSAPI_SPORTS: SPORT,
  },
  stdio: ["ignore", openSync(logFile, "a"), "inherit"],
});
/** The server's clock minus this machine's (PLACAR_NOW starts it elsewhere). */
let offset = 0;
let failed = false;

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

try {
  for (let i = 0; ; i++) {
    try {
      const h = await json(`${base}/api/health`);
      if (h.ingest.lastSuccessAt) {
        offset = Date.parse(h.now) - Date.now();
        break;
      }
    } catch {}
    if (i > 400) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 250));
  }
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(
    new Date(Date.now() + offset),
  );
  const password = /criado admin@placar\.local com a senha (\S+)/.exec(readFileSync(logFile, "utf8"))?.[1];
  const { access: token } = await json(`${base}/api/auth/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin@placar.local", password }),
  });
  const auth = { authorization: `Bearer ${token}` };
  const houses = (await json(`${base}/api/admin/houses/`, { headers: auth })).results;
  const pushers = [];
  for (const slug of PUSHERS) {
    const house = houses.find((h) => h.slug === slug);
    const { secret } = await json(`${base}/api/admin/houses/${house.id}/feed-secret/`, {
      method: "POST",
      headers: auth,
    });
    pushers.push({ slug, name: house.name, secret });
  }

  const games = (await json(`${base}/api/soccerdata_app/gamesByDate/?date=${date}`)).results;
  const priceOf = (g, house) => {
    const p = g.odds.filter((o) => o.bet === house).map((o) => o.odd);
    return p.length === 3 ? p : null;
  };
  const upcoming = games.find((g) => g.status === "NS" && pushers.every((p) => priceOf(g, p.name)));
  if (!upcoming) throw new Error(`no game still to start priced by ${PUSHERS.join(" and ")} on the demo day`);

  // STREAMS live streams in a process of their own (scripts/bench-prices-streams.mjs), as the site opens them.
  const streams = spawn(process.execPath, [path.join(ROOT, "scripts/bench-prices-streams.mjs")], {
    env: { ...process.env, BASE: base, CLIENTS: String(STREAMS), FIXTURE: String(upcoming.afb_fixture_id) },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = [];
  let buf = "";
  const waitFor = (phase) =>
    new Promise((resolve) => {
      const check = () => {
        const hit = lines.find((l) => l.phase === phase);
        if (hit) resolve(hit);
        else setTimeout(check, 50);
      };
      check();
    });
  streams.stdout.on("data", (d) => {
    buf += d;
    let i;
    while ((i = buf.indexOf("\n")) >= 0) {
      lines.push(JSON.parse(buf.slice(0, i)));
      buf = buf.slice(i + 1);
    }
  });
  const opened = await waitFor("connected");

  // The pushes: each house's home price alternates by a cent or more, so each push moves the game once.
  const doc = (house, [home, draw, away], at) =>
    JSON.stringify({
      version: 1,
      house: { slug: house.slug, name: house.name },
      generatedAt: at,
      events: [
        {
          id: `bench-${upcoming.afb_fixture_id}`,
          competition: upcoming.league.name,
          home: upcoming.home_team,
          away: upcoming.away_team,
          kickoff: upcoming.kickoff,
          markets: { "1x2": { home, draw, away, updatedAt: at } },
        },
      ],
    });
  const start = Object.fromEntries(pushers.map((p) => [p.slug, priceOf(upcoming, p.name)]));
  const toList = [];
  const sentAt = [];
  for (let i = 0; i < PUSHES; i++) {
    const house = pushers[i % pushers.length];
    const [h0, d0, a0] = start[house.slug];
    const turn = Math.floor(i / pushers.length);
    const home = Math.round((h0 + (turn % 2 === 0 ? 0.01 : -0.01) * (1 + (turn % 3))) * 100) / 100;
    const at = new Date(Date.now() + offset).toISOString();
    const body = doc(house, [home, d0, a0], at);
    const ts = String(Math.floor((Date.now() + offset) / 1000));
    const signature = createHmac("sha256", house.secret).update(`${ts}.`).update(body).digest("hex");
    const t0 = Date.now();
    sentAt.push(t0);
    const res = await fetch(`${base}/api/odds-feed/${house.slug}/`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-placar-timestamp": ts, "x-placar-signature": signature },
      body,
    });
    if (res.status !== 202) throw new Error(`push ${i}: HTTP ${res.status} ${await res.text()}`);
    for (;;) {
      const g = (await json(`${base}/api/soccerdata_app/gamesByDate/?date=${date}`)).results.find(
        (x) => x.afb_fixture_id === upcoming.afb_fixture_id,
      );
      if (priceOf(g, house.name)?.[0] === home) break;
      if (Date.now() - t0 > 10_000) throw new Error(`push ${i}: price not in gamesByDate after 10 s`);
      await new Promise((r) => setTimeout(r, 5));
    }
    toList.push(Date.now() - t0);
    await new Promise((r) => setTimeout(r, Math.max(0, PUSH_GAP_MS - (Date.now() - t0))));
  }
  await new Promise((r) => setTimeout(r, 3000));
  streams.stdin.end(JSON.stringify({ sentAt }) + "\n");
  const delivered = await waitFor("done");
  const toLast = delivered.toLastMs;
  const health = await json(`${base}/api/health`, { headers: auth });
  console.log(
    `prices: ${PUSHES} signed pushes of ${PUSHERS.length} houses in turn with the fixture provider idle (next pull in 30 min), ${opened.opened} live streams open\n` +
      `  push → gamesByDate: p50 ${round(quantile(toList, 0.5))} ms, p95 ${round(quantile(toList, 0.95))} ms, max ${round(Math.max(...toList))} ms (aim ≤ 5,000)\n` +
      `  push → last of ${opened.opened} streams: p50 ${round(quantile(toLast, 0.5))} ms, p95 ${round(quantile(toLast, 0.95))} ms, ` +
      `max ${round(Math.max(...toLast))} ms (aim p95 ≤ 2,000); ${delivered.missing} deliveries missed\n` +
      `  merges ${health.prices?.merges ?? "?"}, coalesced ${health.prices?.coalesced ?? "?"}; the provider's next pull: ${health.ingest.nextRunAt}`,
  );
  if (quantile(toLast, 0.95) > 2000 || Math.max(...toList) > 5000 || delivered.missing > 0) failed = true;
  streams.kill();

  // The Odds API: a live game's price changed at the stand-in, seen after the source's next planned call.
  const live = liveGame && games.find((g) => g.afb_fixture_id === liveGame.id);
  if (live && priceOf(live, "Bateu Bet")) {
    const [lh, ld, la] = priceOf(live, "Bateu Bet");
    standIn.quote = [lh, ld, la];
    // The next planned call takes the stand-in's first price; then the price changes.
    const calls = standIn.calls.length;
    const first = Date.now();
    while (standIn.calls.length === calls && Date.now() - first < 130_000) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 1500));
    const changed = [Math.round(lh * 102) / 100, ld, la];
    standIn.quote = changed;
    const changedAt = Date.now();
    const before = standIn.calls.length;
    let seen = null;
    while (Date.now() - changedAt < 150_000) {
      const g = (await json(`${base}/api/soccerdata_app/gamesByDate/?date=${date}`)).results.find(
        (x) => x.afb_fixture_id === live.afb_fixture_id,
      );
      if (priceOf(g, "Bateu Bet")?.[0] === changed[0]) {
        seen = Date.now();
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const callAt = standIn.calls[before];
    const source = (await json(`${base}/api/health`, { headers: auth })).oddsSources?.find(
      (x) => x.name === "the-odds-api",
    );
    const plan = source?.plan;
    const reason = plan?.competitions?.[0]?.reason ?? "?";
    if (seen === null || callAt === undefined) {
      failed = true;
      console.log(
        `  The Odds API stand-in: the changed price was not seen within 150 s (${standIn.calls.length - before} calls; ` +
          `source: ${JSON.stringify(source && { matched: source.matched, unmatched: source.unmatched, waitingReview: source.waitingReview, held: source.held, rejected: source.rejected, stale: source.stale, lastError: source.lastError })})`,
      );
    } else {
      const afterCall = seen - callAt;
      if (afterCall > 5000) failed = true;
      console.log(
        `  The Odds API stand-in, a live game (plan: ${reason}): changed → the planned call ${round((callAt - changedAt) / 1000)} s, ` +
          `call → gamesByDate ${afterCall} ms (aim ≤ 5,000); ${plan?.spentThisMonth ?? "?"} credits spent this month of ${plan?.monthly ?? "?"}`,
      );
    }
  } else console.log("  The Odds API stand-in: no game in play on the demo day; skipped");
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? err.message : err);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  standInServer.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
