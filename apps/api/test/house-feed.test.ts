import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DemoProvider } from "../src/providers/demo/demo-provider.ts";
import type { ProviderFixture } from "../src/providers/types.ts";
import { HOUSE_FEED_URL_INTERNAL, HOUSE_FEED_URL_NOT_FOUND } from "@placar/core/messages-houses";
import { houseFeedSignatures } from "../src/db/houses-schema.ts";
import { systemResolve } from "../src/odds-sources/feed-guard.ts";
import { signedFeed } from "./helpers/feed.ts";
import { startReplayServer, type ReplayServer } from "./fixtures/api-football/replay-server.ts";
import { startFeedServer, type FeedReplayServer } from "./fixtures/house-feed/replay-server.ts";
import { call, signUpAdmin, TEST_JWT_SECRET, tempDataDir } from "./helpers/accounts.ts";
import { manualClock, PINNED_DATE, startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { fixture, gameOdds, o, StubProvider } from "./helpers/odds-fixtures.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/** 16 May 2026, 18:05 UTC (15:05 in São Paulo), a Saturday of Série A. */
const T0 = "2026-05-16T18:05:00.000Z";
const DAY = "2026-05-16";
const DECOY_DAY = "2026-05-20";
/** The provider's games: São Paulo x Grêmio today, and the same clubs four days later (the decoy's day). */
const DAYS: Record<string, ProviderFixture[]> = {
  [DAY]: [
    fixture(
      1001,
      "2026-05-16T21:30:00.000Z",
      [126, "São Paulo"],
      [130, "Grêmio"],
      [o("Bateu Bet", 1.95, 3.0, 4.0), o("HanzBet", 2.05, 3.2, 3.7), o("Lotogreen", 2.0, 3.1, 3.9)],
    ),
  ],
  [DECOY_DAY]: [
    fixture(3001, "2026-05-20T19:00:00.000Z", [126, "São Paulo"], [130, "Grêmio"], [o("HanzBet", 2.0, 3.2, 3.8)]),
  ],
};

type Market = { home: number; draw: number; away: number; updatedAt?: string } | { suspended: true };

/** A house's document: São Paulo x Grêmio today at 21:30Z and the decoy of the same clubs on the 20th at 23:30Z. */
function feedDocument(slug: string, name: string, today: Market, opts: { generatedAt?: string } = {}) {
  return {
    version: 1,
    house: { slug, name },
    generatedAt: opts.generatedAt ?? "2026-05-16T18:04:30Z",
    events: [
      {
        id: `${slug}-88231`,
        competition: "Brasileirão Série A",
        home: "São Paulo",
        away: "Grêmio",
        kickoff: "2026-05-16T18:30:00-03:00",
        markets: { "1x2": today },
      },
      {
        id: `${slug}-88502`,
        competition: "Brasileirão Série A",
        home: "São Paulo",
        away: "Grêmio",
        kickoff: "2026-05-20T23:30:00Z",
        updatedAt: "2026-05-16T18:03:00Z",
        markets: { "1x2": { home: 2.4, draw: 3.1, away: 3.0 } },
      },
    ],
  };
}

const FRESH = "2026-05-16T18:04:00Z";

type AdminHouse = Record<string, unknown> & { id: number; slug: string; name: string };

async function adminHouses(t: TestApp, token: string): Promise<AdminHouse[]> {
  return (await call(t.app, "GET", "/api/admin/houses/", undefined, { token })).json().results as AdminHouse[];
}

/** Sets a house's feed URL through the admin API (the form as the screen sends it). */
async function setFeedUrl(t: TestApp, token: string, slug: string, feedUrl: string | null) {
  const house = (await adminHouses(t, token)).find((h) => h.slug === slug)!;
  const body = {
    name: house.name,
    color: house["color"],
    textColor: house["textColor"],
    affiliateUrl: house["affiliateUrl"],
    licence: house["licence"],
    domain: house["domain"],
    active: house["active"],
    sourceKeys: house["sourceKeys"],
    feedUrl,
  };
  return call(t.app, "PUT", `/api/admin/houses/${house.id}/`, body, { token });
}

function push(t: TestApp, slug: string, body: string, headers: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: `/api/odds-feed/${slug}/`,
    headers: { "content-type": "application/json", ...headers },
    payload: body,
  });
}

const signed = signedFeed;

describe.each(DATABASE_KINDS)("house feeds polled from a replay server, on $kind", ({ kind, skip }) => {
  let server: FeedReplayServer;
  let t: TestApp;
  let admin: { token: string };
  const clock = manualClock(T0);
  const url = (slug: string) => `${server.baseUrl}/feeds/${slug}.json?token=s3cr3t`;

  beforeAll(async () => {
    if (skip) return;
    server = await startFeedServer();
    t = await startTestApp(kind, {
      clock,
      provider: new StubProvider(DAYS),
      // The replay server listens on 127.0.0.1: internal addresses allowed, as in a private deployment.
      env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir(), ODDS_FEED_ALLOW_PRIVATE: "true" },
    });
    admin = await signUpAdmin(t.app);
    const r = server.routes;
    r.set("/feeds/bateu-bet.json", {
      body: feedDocument("bateu-bet", "Bateu Bet", { home: 2.1, draw: 3.3, away: 3.6, updatedAt: FRESH }),
    });
    // Ten times the others' price for the home win: held, never shown.
    r.set("/feeds/mgm-bet.json", {
      body: feedDocument("mgm-bet", "MGM Bet", { home: 21.0, draw: 3.28, away: 3.72, updatedAt: FRESH }),
    });
    // Confirmed four days ago: stale.
    r.set("/feeds/geral-bet.json", {
      body: feedDocument("geral-bet", "Geral Bet", {
        home: 2.2,
        draw: 3.2,
        away: 3.4,
        updatedAt: "2026-05-12T18:00:00Z",
      }),
    });
    // The market is suspended: Lotogreen's price (the provider's) must leave the game.
    r.set("/feeds/lotogreen.json", { body: feedDocument("lotogreen", "Lotogreen", { suspended: true }) });
    r.set("/feeds/mc-games.json", { status: 401, body: { message: "invalid token" } });
    r.set("/feeds/betpontobet.json", { status: 500, body: "Internal Server Error" });
    for (const slug of ["bateu-bet", "mgm-bet", "geral-bet", "lotogreen", "mc-games", "betpontobet"]) {
      const res = await setFeedUrl(t, admin.token, slug, url(slug));
      expect(res.statusCode, slug).toBe(200);
      expect(res.json().feedUrl).toBe(url(slug));
    }
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it.skipIf(skip)(
    "a feed's price replaces the provider's for its own house only, accents and offsets read",
    async () => {
      await t.app.ctx.football.ingestDay(DAY);
      const odds = await gameOdds(t, DAY, 1001);
      expect(odds.get("Bateu Bet")).toEqual([2.1, 3.3, 3.6]);
      expect(odds.get("HanzBet")).toEqual([2.05, 3.2, 3.7]);
      const match = await t.app.inject({ url: "/api/apifootball_app/fixtureById/1001/" });
      expect(match.json().odds_checked_at["Bateu Bet"]).toBe("2026-05-16T18:04:00.000Z");
      // The query string (a token) is sent, never shown in the status.
      expect(server.requests.some((r) => r.path === "/feeds/bateu-bet.json")).toBe(true);
      expect(JSON.stringify(t.app.ctx.realPrices!.sources.at(-1)!.status())).not.toContain("s3cr3t");
    },
  );

  it.skipIf(skip)(
    "a price ten times the others is held, a stale quote dropped, a suspended market removed",
    async () => {
      const odds = await gameOdds(t, DAY, 1001);
      expect(odds.has("MGM Bet")).toBe(false);
      expect(odds.has("Geral Bet")).toBe(false);
      expect(odds.has("Lotogreen")).toBe(false);
      const health = await call(t.app, "GET", "/api/health", undefined, { token: admin.token });
      const sources = health.json().oddsSources as Array<Record<string, unknown>>;
      expect(sources.map((s) => s["name"])).toEqual(["house-feed"]);
      expect(sources[0]).toMatchObject({ quotaRemaining: null, held: 1, stale: 1, staleHouses: ["Geral Bet"] });
      expect(sources[0]!["matched"]).toBe(4); // Bateu Bet, MGM Bet, Geral Bet, Lotogreen: one event each today
      expect(typeof sources[0]!["lastSuccessAt"]).toBe("string");
    },
  );

  it.skipIf(skip)("401 pauses that house, 500 keeps nothing yet; both in the status, in Portuguese", () => {
    const status = t.app.ctx.realPrices!.sources.at(-1)!.status();
    const byHouse = new Map(status.sports.map((s) => [s.sportKey, s]));
    expect(byHouse.get("mc-games")?.lastError).toMatch(/recusou o acesso \(HTTP 401\)/);
    expect(byHouse.get("betpontobet")?.lastError).toMatch(/respondeu HTTP 500/);
    expect(byHouse.get("bateu-bet")?.lastError).toBeNull();
    expect(status.pauseReason).toBe("auth");
  });

  it.skipIf(skip)("the decoy of the same clubs four days later never reaches either game", async () => {
    await t.app.ctx.football.ingestDay(DECOY_DAY);
    expect([...(await gameOdds(t, DECOY_DAY, 3001)).keys()]).toEqual(["HanzBet"]);
    expect((await gameOdds(t, DAY, 1001)).get("Bateu Bet")).toEqual([2.1, 3.3, 3.6]);
  });

  it.skipIf(skip)(
    "each house on its own interval, with If-None-Match; 429 waits; a malformed document keeps the last",
    async () => {
      server.routes.set("/feeds/betpontobet.json", {
        body: feedDocument("betpontobet", "BetPontoBet", { home: 2.08, draw: 3.25, away: 3.55, updatedAt: FRESH }),
      });
      server.routes.set("/feeds/bateu-bet.json", { status: 429, headers: { "retry-after": "600" }, body: {} });
      const before = server.requests.length;
      clock.advance(30_000);
      await t.app.ctx.football.ingestDay(DAY);
      expect(server.requests.length).toBe(before); // not due yet (60 s)
      clock.advance(31_000);
      await t.app.ctx.football.ingestDay(DAY);
      let odds = await gameOdds(t, DAY, 1001);
      expect(odds.get("BetPontoBet")).toEqual([2.08, 3.25, 3.55]);
      // Bateu Bet's 429: its last document stays (a minute old, still fresh), no call for 600 s.
      expect(odds.get("Bateu Bet")).toEqual([2.1, 3.3, 3.6]);
      const polled = server.requests.slice(before).map((r) => r.path);
      expect(polled).not.toContain("/feeds/mc-games.json"); // paused after its 401
      const status = t.app.ctx.realPrices!.sources.at(-1)!.status();
      expect(status.sports.find((s) => s.sportKey === "bateu-bet")?.lastError).toMatch(/429/);

      // A document whose ETag did not change: 304, the house keeps its prices.
      const mgm = server.requests.filter((r) => r.path === "/feeds/mgm-bet.json").at(-1);
      expect(mgm?.headers["if-none-match"]).toMatch(/^"/);

      // Malformed: the last good document stays, the failure is recorded.
      server.routes.set("/feeds/betpontobet.json", { body: '{"version":1,"house":' });
      clock.advance(61_000);
      await t.app.ctx.football.ingestDay(DAY);
      odds = await gameOdds(t, DAY, 1001);
      expect(odds.get("BetPontoBet")).toEqual([2.08, 3.25, 3.55]);
      const after = t.app.ctx.realPrices!.sources.at(-1)!.status();
      expect(after.sports.find((s) => s.sportKey === "betpontobet")?.lastError).toMatch(/não é JSON válido/);
      expect(after.lastError?.kind).toBe("invalid-response");
    },
  );

  it.skipIf(skip)("a feed over 1 MiB is refused without being held whole; the last good document stays", async () => {
    // Valid JSON (trailing whitespace), but 1.1 MB.
    const doc = feedDocument("lotogreen", "Lotogreen", { home: 2.1, draw: 3.3, away: 3.6, updatedAt: FRESH });
    server.routes.set("/feeds/lotogreen.json", { body: JSON.stringify(doc) + " ".repeat(1_100_000) });
    clock.advance(61_000);
    await t.app.ctx.football.ingestDay(DAY);
    const status = t.app.ctx.realPrices!.sources.at(-1)!.status();
    expect(status.sports.find((s) => s.sportKey === "lotogreen")?.lastError).toMatch(/passa de 1 MiB/);
    expect((await gameOdds(t, DAY, 1001)).has("Lotogreen")).toBe(false); // still suspended, as last read
  });

  it.skipIf(skip)("a document naming another house is refused: a feed never prices another house", async () => {
    server.routes.set("/feeds/betpontobet.json", {
      body: feedDocument("hanzbet", "HanzBet", { home: 9.0, draw: 3.2, away: 1.5, updatedAt: FRESH }),
    });
    clock.advance(61_000);
    await t.app.ctx.football.ingestDay(DAY);
    const odds = await gameOdds(t, DAY, 1001);
    expect(odds.get("HanzBet")).toEqual([2.05, 3.2, 3.7]);
    const status = t.app.ctx.realPrices!.sources.at(-1)!.status();
    expect(status.sports.find((s) => s.sportKey === "betpontobet")?.lastError).toMatch(/é da casa "hanzbet"/);
  });

  it.skipIf(skip)("the admin form refuses a feed URL that is not http(s), in Portuguese", async () => {
    const res = await setFeedUrl(t, admin.token, "hanzbet", "ftp://feeds.hanz.bet.br/odds.json");
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.feedUrl[0]).toMatch(/http:\/\/ ou https:\/\//);
    // A form that does not send the field (an older screen) keeps the URL; null removes it.
    const bateu = (await adminHouses(t, admin.token)).find((h) => h.slug === "bateu-bet")!;
    const { id, slug: _slug, logo: _logo, uploadedLogo: _u, sortOrder: _s, updatedAt: _at, ...form } = bateu;
    const { feedUrl, hasFeedSecret: _h, feedSecretAt: _f, ...older } = form;
    const kept = await call(t.app, "PUT", `/api/admin/houses/${id}/`, older, { token: admin.token });
    expect(kept.json().feedUrl).toBe(feedUrl);
    const removed = await call(
      t.app,
      "PUT",
      `/api/admin/houses/${id}/`,
      { ...older, feedUrl: null },
      { token: admin.token },
    );
    expect(removed.json().feedUrl).toBeNull();
  });
});

describe.each(DATABASE_KINDS)("house feeds pushed with an HMAC signature, on $kind", ({ kind, skip }) => {
  let t: TestApp;
  let admin: { token: string };
  let secret: string;
  const clock = manualClock(T0);
  const good = JSON.stringify(
    feedDocument("hanzbet", "HanzBet", { home: 2.15, draw: 3.25, away: 3.5, updatedAt: FRESH }),
  );

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind, {
      clock,
      provider: new StubProvider(DAYS),
      env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir() },
    });
    admin = await signUpAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("without a secret every push is refused; the admin generates one, shown once", async () => {
    expect((await push(t, "hanzbet", good, signed("x", good, clock.now()))).statusCode).toBe(401);
    const house = (await adminHouses(t, admin.token)).find((h) => h.slug === "hanzbet")!;
    expect(house["hasFeedSecret"]).toBe(false);
    const anonymous = await call(t.app, "POST", `/api/admin/houses/${house.id}/feed-secret/`);
    expect(anonymous.statusCode).toBe(401);
    const res = await call(t.app, "POST", `/api/admin/houses/${house.id}/feed-secret/`, undefined, {
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    secret = res.json().secret as string;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(res.json().house).toMatchObject({ hasFeedSecret: true, feedSecretAt: T0 });
    const listed = JSON.stringify(await adminHouses(t, admin.token));
    expect(listed).not.toContain(secret);
    expect(JSON.stringify((await call(t.app, "GET", "/api/houses/")).json())).not.toContain(secret);
  });

  it.skipIf(skip)("a valid signature is accepted (202) and its prices reach the game", async () => {
    const res = await push(t, "hanzbet", good, signed(secret, good, clock.now()));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: true, stored: true, events: 2, generatedAt: "2026-05-16T18:04:30.000Z" });
    await t.app.ctx.football.ingestDay(DAY);
    const odds = await gameOdds(t, DAY, 1001);
    expect(odds.get("HanzBet")).toEqual([2.15, 3.25, 3.5]);
    expect(odds.get("Bateu Bet")).toEqual([1.95, 3.0, 4.0]);
    const health = await call(t.app, "GET", "/api/health", undefined, { token: admin.token });
    expect(health.json().oddsSources[0]).toMatchObject({ name: "house-feed", matched: 1, quotaRemaining: null });
  });

  it.skipIf(skip)("the same request again is a replay (409); a bad signature or an old timestamp 401", async () => {
    const headers = signed(secret, good, clock.now());
    clock.advance(1000);
    const again = JSON.stringify({ ...JSON.parse(good), generatedAt: "2026-05-16T18:04:45Z" });
    const first = signed(secret, again, clock.now());
    expect((await push(t, "hanzbet", again, first)).statusCode).toBe(202);
    const replay = await push(t, "hanzbet", again, first);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().detail).toMatch(/já foi recebido/);
    // The very first push's headers, a second later, are a replay too.
    expect((await push(t, "hanzbet", good, headers)).statusCode).toBe(409);

    const bad = await push(t, "hanzbet", again, { ...first, "x-placar-signature": "0".repeat(64) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().detail).toMatch(/Assinatura do feed inválida/);
    const tampered = again.replace("2.15", "2.95");
    expect((await push(t, "hanzbet", tampered, first)).statusCode).toBe(401);
    const old = signed(secret, again, new Date(clock.now().getTime() - 6 * 60_000));
    expect((await push(t, "hanzbet", again, old)).statusCode).toBe(401);
    const ahead = signed(secret, again, new Date(clock.now().getTime() + 6 * 60_000));
    expect((await push(t, "hanzbet", again, ahead)).statusCode).toBe(401);
    expect((await push(t, "hanzbet", again, {})).statusCode).toBe(401);
    const text = await t.app.inject({
      method: "POST",
      url: "/api/odds-feed/hanzbet/",
      headers: { "content-type": "text/plain", ...signed(secret, again, clock.now()) },
      payload: again,
    });
    expect(text.statusCode).toBe(415);
    // Another house's address with this house's secret: unknown signature there.
    expect((await push(t, "mgm-bet", again, signed(secret, again, clock.now()))).statusCode).toBe(401);
  });

  it.skipIf(skip)("a schema error is answered 400 in Portuguese, naming the field", async () => {
    const doc = JSON.parse(good);
    doc.events[0].markets["1x2"].home = "2,15";
    doc.generatedAt = "2026-05-16T18:04:50Z";
    const body = JSON.stringify(doc);
    clock.advance(1000);
    const res = await push(t, "hanzbet", body, signed(secret, body, clock.now()));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^Documento do feed inválido: events\[0\]\.markets\.1x2/);
    const other = JSON.stringify({ ...JSON.parse(good), house: { slug: "mgm-bet", name: "MGM Bet" } });
    const wrongHouse = await push(t, "hanzbet", other, signed(secret, other, clock.now()));
    expect(wrongHouse.statusCode).toBe(400);
    expect(wrongHouse.json().detail).toMatch(/é da casa "mgm-bet"/);
  });

  it.skipIf(skip)("a body over 1 MiB is refused (413) before anything is read", async () => {
    const huge = JSON.stringify({ ...JSON.parse(good), padding: "x".repeat(1_100_000) });
    const res = await push(t, "hanzbet", huge, signed(secret, huge, clock.now()));
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/grande demais/);
  });

  it.skipIf(skip)(
    "an older document than the one kept changes nothing; a suspended market removes the price",
    async () => {
      const older = JSON.stringify({ ...JSON.parse(good), generatedAt: "2026-05-16T17:00:00Z" });
      clock.advance(1000);
      const res = await push(t, "hanzbet", older, signed(secret, older, clock.now()));
      expect(res.json()).toMatchObject({ accepted: true, stored: false });
      const suspended = JSON.stringify(
        feedDocument("hanzbet", "HanzBet", { suspended: true }, { generatedAt: "2026-05-16T18:05:00Z" }),
      );
      expect((await push(t, "hanzbet", suspended, signed(secret, suspended, clock.now()))).statusCode).toBe(202);
      await t.app.ctx.football.ingestDay(DAY);
      expect((await gameOdds(t, DAY, 1001)).has("HanzBet")).toBe(false);
    },
  );

  it.skipIf(skip)("a rotated secret replaces the old one at once", async () => {
    const house = (await adminHouses(t, admin.token)).find((h) => h.slug === "hanzbet")!;
    const rotated = await call(t.app, "POST", `/api/admin/houses/${house.id}/feed-secret/`, undefined, {
      token: admin.token,
    });
    const fresh = rotated.json().secret as string;
    expect(fresh).not.toBe(secret);
    const body = JSON.stringify({ ...JSON.parse(good), generatedAt: "2026-05-16T18:05:10Z" });
    clock.advance(1000);
    expect((await push(t, "hanzbet", body, signed(secret, body, clock.now()))).statusCode).toBe(401);
    expect((await push(t, "hanzbet", body, signed(fresh, body, clock.now()))).statusCode).toBe(202);
  });

  it.skipIf(skip)(
    "seen signatures older than the window are pruned; a revoked secret refuses every push; 30 a minute, then 429",
    async () => {
      const count = async () => (await t.db.db.select().from(houseFeedSignatures)).length;
      expect(await count()).toBeGreaterThan(1);
      clock.advance(11 * 60_000);
      const house = (await adminHouses(t, admin.token)).find((h) => h.slug === "hanzbet")!;
      const fresh = (
        await call(t.app, "POST", `/api/admin/houses/${house.id}/feed-secret/`, undefined, { token: admin.token })
      ).json().secret as string;
      const body = JSON.stringify({ ...JSON.parse(good), generatedAt: "2026-05-16T18:16:00Z" });
      expect((await push(t, "mgm-bet", body, signed(fresh, body, clock.now()))).statusCode).toBe(401);
      expect((await push(t, "hanzbet", body, signed(fresh, body, clock.now()))).statusCode).toBe(202);
      expect(await count()).toBe(1);
      const revoked = await call(t.app, "DELETE", `/api/admin/houses/${house.id}/feed-secret/`, undefined, {
        token: admin.token,
      });
      expect(revoked.json()).toMatchObject({ hasFeedSecret: false, feedSecretAt: null });
      clock.advance(1000);
      expect((await push(t, "hanzbet", body, signed(fresh, body, clock.now()))).statusCode).toBe(401);
      // More than 30 pushes a minute for one house: 429, whatever they carry.
      let last = 0;
      for (let i = 0; i < 35 && last !== 429; i++) last = (await push(t, "hanzbet", body, {})).statusCode;
      expect(last).toBe(429);
    },
  );
});

describe.each(DATABASE_KINDS)("The Odds API and house feeds together, on $kind", ({ kind, skip }) => {
  let oddsApi: ReplayServer;
  let feeds: FeedReplayServer;
  let t: TestApp;
  let admin: { token: string };
  const BRA = "soccer_brazil_campeonato";
  const quota = { "x-requests-remaining": "480", "x-requests-used": "20", "x-requests-last": "1" };

  beforeAll(async () => {
    if (skip) return;
    const list = JSON.parse(
      readFileSync(path.join(here, "fixtures/the-odds-api", `odds-${BRA}.json`), "utf8"),
    ) as unknown;
    oddsApi = await startReplayServer((req) =>
      req.path === `/v4/sports/${BRA}/odds` ? { headers: quota, body: list } : { status: 404, body: {} },
    );
    feeds = await startFeedServer();
    t = await startTestApp(kind, {
      clock: manualClock(T0),
      provider: new StubProvider(DAYS),
      env: {
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: tempDataDir(),
        THEODDSAPI_KEY: "0123456789abcdef0123456789abcdef",
        THEODDSAPI_BASE_URL: oddsApi.baseUrl,
        THEODDSAPI_BOOKMAKERS: "betano:Bateu Bet,pinnacle:MGM Bet",
        THEODDSAPI_SPORTS: BRA,
        // These journeys are about matching and prices: the source is asked at every interval, not on its credit plan.
        THEODDSAPI_PLAN: "interval",
        THEODDSAPI_POLL_SECONDS: "60",
        ODDS_FEED_ALLOW_PRIVATE: "true",
      },
    });
    admin = await signUpAdmin(t.app);
    // Bateu Bet's own feed (The Odds API also prices it, as betano) and HanzBet's (which The Odds API does not map).
    feeds.routes.set("/feeds/bateu-bet.json", {
      body: feedDocument("bateu-bet", "Bateu Bet", { home: 2.12, draw: 3.3, away: 3.55, updatedAt: FRESH }),
    });
    feeds.routes.set("/feeds/hanzbet.json", {
      body: feedDocument("hanzbet", "HanzBet", { home: 2.02, draw: 3.25, away: 3.75, updatedAt: FRESH }),
    });
    for (const slug of ["bateu-bet", "hanzbet"]) {
      expect((await setFeedUrl(t, admin.token, slug, `${feeds.baseUrl}/feeds/${slug}.json`)).statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.close();
    await oddsApi?.close();
    await feeds?.close();
  });

  it.skipIf(skip)(
    "both sources price the game; a house's own feed wins over the aggregator's price of it",
    async () => {
      await t.app.ctx.football.ingestDay(DAY);
      const odds = await gameOdds(t, DAY, 1001);
      expect(odds.get("MGM Bet")).toEqual([2.14, 3.28, 3.72]); // The Odds API (pinnacle)
      expect(odds.get("Bateu Bet")).toEqual([2.12, 3.3, 3.55]); // its own feed, merged after The Odds API
      expect(odds.get("HanzBet")).toEqual([2.02, 3.25, 3.75]); // its own feed
      expect(odds.get("Lotogreen")).toEqual([2.0, 3.1, 3.9]); // the provider's, no source prices it
    },
  );

  it.skipIf(skip)(
    "health shows each source: quota for The Odds API, null for the feeds, their own counts",
    async () => {
      const health = await call(t.app, "GET", "/api/health", undefined, { token: admin.token });
      const sources = health.json().oddsSources as Array<Record<string, unknown>>;
      expect(sources.map((s) => s["name"])).toEqual(["the-odds-api", "house-feed"]);
      expect(sources[0]).toMatchObject({ quotaRemaining: 480, matched: 1 });
      expect(sources[1]).toMatchObject({ quotaRemaining: null, matched: 2, waitingReview: 0, staleHouses: [] });
      expect(typeof sources[1]!["lastSuccessAt"]).toBe("string");
    },
  );

  it.skipIf(skip)(
    "a feed failing leaves The Odds API's prices; the review queue says a source is configured",
    async () => {
      feeds.routes.set("/feeds/hanzbet.json", { status: 500, body: "oops" });
      const queue = await call(t.app, "GET", "/api/admin/odds-matches/", undefined, { token: admin.token });
      expect(queue.json().configured).toBe(true);
      expect((await gameOdds(t, DAY, 1001)).get("MGM Bet")).toEqual([2.14, 3.28, 3.72]);
    },
  );
});

describe("the demo with no source configured", () => {
  it("merges nothing: the demo's fixtures come back as they were, no query, no source in health", async () => {
    const t = await startTestApp("pglite", { env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir() } });
    try {
      const prices = t.app.ctx.realPrices!;
      expect(prices.sources.map((s) => s.name)).toEqual(["house-feed"]);
      expect(await prices.configured()).toBe(false);
      const now = t.app.ctx.clock.now();
      const fixtures = await new DemoProvider({ seed: 7 }).fixturesByDate(PINNED_DATE, now);
      expect(fixtures.length).toBeGreaterThan(0);
      expect(await prices.merge(PINNED_DATE, fixtures, now)).toEqual(fixtures);
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      const games = await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${PINNED_DATE}` });
      expect(games.statusCode).toBe(200);
      expect((games.json().results as unknown[]).length).toBe(fixtures.length);
      const admin = await signUpAdmin(t.app);
      const health = await call(t.app, "GET", "/api/health", undefined, { token: admin.token });
      expect(health.json().oddsSources).toEqual([]);
      const queue = await call(t.app, "GET", "/api/admin/odds-matches/", undefined, { token: admin.token });
      expect(queue.json()).toEqual({ configured: false, count: 0, results: [] });
    } finally {
      await t.close();
    }
  });
});

describe("feed URLs on internal addresses, ODDS_FEED_ALLOW_PRIVATE off (the default)", () => {
  let server: FeedReplayServer;
  let t: TestApp;
  let admin: { token: string };
  const clock = manualClock(T0);
  /** Made-up names only this app's resolver knows: a public one that later rebinds, and one the test lets through. */
  const names = new Map<string, string[]>();
  const SERVED = "feed.casa.example";
  const REBINDING = "rebind.casa.example";

  beforeAll(async () => {
    server = await startFeedServer();
    names.set(SERVED, ["127.0.0.1"]);
    names.set(REBINDING, ["93.184.216.34"]);
    t = await startTestApp("pglite", {
      clock,
      provider: new StubProvider(DAYS),
      env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir() },
      feedGuard: {
        resolve: async (host) => {
          if (host.endsWith(".invalid"))
            throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
          return names.get(host) ?? systemResolve(host);
        },
        // Only the served name may reach the replay server; every other internal address is refused as in production.
        allow: (_address, host) => host === SERVED,
      },
    });
    admin = await signUpAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it("Casas refuses them with a 400 on feedUrl, in Portuguese; nothing is requested", async () => {
    const port = new URL(server.baseUrl).port;
    for (const url of [
      `${server.baseUrl}/feeds/bateu-bet.json`,
      "http://10.0.0.5:8080/feed",
      `http://[::1]:${port}/feeds/bateu-bet.json`,
      "http://169.254.169.254/latest/meta-data/",
      `http://localhost:${port}/feeds/bateu-bet.json`,
    ]) {
      const res = await setFeedUrl(t, admin.token, "bateu-bet", url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        code: "validation_error",
        detail: HOUSE_FEED_URL_INTERNAL,
        fields: { feedUrl: [HOUSE_FEED_URL_INTERNAL] },
      });
    }
    const typo = await setFeedUrl(t, admin.token, "bateu-bet", "https://feeds.nao-existe.invalid/odds.json");
    expect(typo.statusCode).toBe(400);
    expect(typo.json().fields.feedUrl).toEqual([HOUSE_FEED_URL_NOT_FOUND]);
    // A new house too.
    const created = await call(
      t.app,
      "POST",
      "/api/admin/houses/",
      {
        name: "Nova Bet",
        color: "#123456",
        textColor: "#ffffff",
        affiliateUrl: "https://www.nova.bet.br/?ref=placar",
        licence: "portaria spa/mf n° 2345/2025",
        domain: "nova.bet.br",
        active: true,
        sourceKeys: "novabet",
        feedUrl: "http://127.0.0.1:9/feed.json",
      },
      { token: admin.token },
    );
    expect(created.statusCode).toBe(400);
    expect(created.json().fields.feedUrl).toEqual([HOUSE_FEED_URL_INTERNAL]);
    expect((await adminHouses(t, admin.token)).find((h) => h.slug === "bateu-bet")?.["feedUrl"]).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it("a saved name that now resolves to an internal address is not requested; health says why", async () => {
    server.routes.set("/feeds/hanzbet.json", {
      body: feedDocument("hanzbet", "HanzBet", { home: 2.02, draw: 3.25, away: 3.75, updatedAt: FRESH }),
    });
    const port = new URL(server.baseUrl).port;
    const saved = await setFeedUrl(t, admin.token, "hanzbet", `http://${REBINDING}:${port}/feeds/hanzbet.json`);
    expect(saved.statusCode).toBe(200); // public when saved
    names.set(REBINDING, ["127.0.0.1"]);
    await t.app.ctx.football.ingestDay(DAY);
    expect(server.requests).toHaveLength(0);
    const health = await call(t.app, "GET", "/api/health", undefined, { token: admin.token });
    const feed = (health.json().oddsSources as Array<Record<string, unknown>>).find((s) => s["name"] === "house-feed");
    expect((feed?.["lastError"] as { message: string }).message).toBe(
      `O feed de hanzbet aponta para um endereço interno (http://${REBINDING}:${port}/feeds/hanzbet.json, 127.0.0.1); só endereços públicos são lidos.`,
    );
    expect((await gameOdds(t, DAY, 1001)).get("HanzBet")).toEqual([2.05, 3.2, 3.7]); // the provider's, as before
    expect((await setFeedUrl(t, admin.token, "hanzbet", null)).statusCode).toBe(200);
  });

  it("a public feed redirecting to an internal address is refused without following it", async () => {
    const port = new URL(server.baseUrl).port;
    server.routes.set("/feeds/lotogreen.json", {
      status: 302,
      headers: { location: `http://127.0.0.1:${port}/internal/admin.json` },
      body: "",
    });
    const saved = await setFeedUrl(t, admin.token, "lotogreen", `http://${SERVED}:${port}/feeds/lotogreen.json`);
    expect(saved.statusCode).toBe(200);
    clock.advance(61_000);
    await t.app.ctx.football.ingestDay(DAY);
    expect(server.requests.map((r) => r.path)).toEqual(["/feeds/lotogreen.json"]);
    const health = await call(t.app, "GET", "/api/health", undefined, { token: admin.token });
    const feed = (health.json().oddsSources as Array<Record<string, unknown>>).find((s) => s["name"] === "house-feed");
    expect((feed?.["lastError"] as { message: string }).message).toBe(
      `O feed de lotogreen redireciona para um endereço interno (http://127.0.0.1:${port}/internal/admin.json, 127.0.0.1); só endereços públicos são lidos.`,
    );
  });
});
