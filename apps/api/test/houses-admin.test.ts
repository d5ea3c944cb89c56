import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BETTING_HOUSES } from "@placar/core/houses";
import {
  HOUSE_AFFILIATE_INVALID,
  HOUSE_DOMAIN_INVALID,
  HOUSE_LICENCE_INVALID,
  HOUSE_LOGO_INVALID,
  HOUSE_NAME_TAKEN,
  HOUSE_NOT_FOUND,
  HOUSE_SOURCE_KEY_TAKEN,
} from "@placar/core/messages-houses";
import type { ProviderFixture, ProviderOdds, FootballProvider } from "../src/providers/types.ts";
import { HouseCatalog } from "../src/services/house-catalog.ts";
import { startReplayServer, type ReplayServer } from "./fixtures/api-football/replay-server.ts";
import { call, signUp, signUpAdmin, TEST_JWT_SECRET, tempDataDir } from "./helpers/accounts.ts";
import { manualClock, PINNED_DATE, startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const ADMIN = "/api/admin/houses/";

interface AdminHouse {
  id: number;
  slug: string;
  name: string;
  logo: string;
  uploadedLogo: boolean;
  color: string;
  textColor: string;
  affiliateUrl: string;
  licence: string;
  domain: string;
  active: boolean;
  sourceKeys: string[];
}

interface PublicHouse {
  id: number;
  house: string;
  slug: string;
  logo: string;
  color: string;
  textColor: string;
  link: string;
  licence: string;
  domain: string;
  ranking: number;
}

/** The form an admin sends, from a house as the admin list shows it. */
function formOf(h: AdminHouse, over: Partial<Record<keyof AdminHouse, unknown>> = {}) {
  return {
    name: h.name,
    color: h.color,
    textColor: h.textColor,
    affiliateUrl: h.affiliateUrl,
    licence: h.licence,
    domain: h.domain,
    active: h.active,
    sourceKeys: h.sourceKeys,
    ...over,
  };
}

const NEW_HOUSE = {
  name: "Nova Bet",
  color: "#123456",
  textColor: "#ffffff",
  affiliateUrl: "https://www.nova.bet.br/?ref=placar",
  licence: "portaria spa/mf n° 2345/2025",
  domain: "nova.bet.br",
  active: true,
  sourceKeys: "novabet",
};

/** The classic 1×1 transparent GIF. */
const GIF_1X1 = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

async function multipart(name: string, data: Buffer, filename: string) {
  const fd = new FormData();
  fd.append(name, new Blob([new Uint8Array(data)], { type: "application/octet-stream" }), filename);
  const res = new Response(fd);
  return { payload: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get("content-type")! };
}

async function publicHouses(t: TestApp): Promise<PublicHouse[]> {
  const res = await t.app.inject({ url: "/api/houses/" });
  expect(res.statusCode).toBe(200);
  return res.json().results as PublicHouse[];
}

/** A game of the day priced by Bateu Bet and MGM Bet (the houses these tests switch off and rename). */
async function pricedGame(t: TestApp, date: string): Promise<number> {
  const res = await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${date}` });
  const games = res.json().results as Array<{ afb_fixture_id: number; odds: Array<{ bet: string }> }>;
  const game = games.find((g) => ["Bateu Bet", "MGM Bet"].every((h) => g.odds.some((o) => o.bet === h)));
  if (!game) throw new Error("no game priced by Bateu Bet and MGM Bet");
  return game.afb_fixture_id;
}

/** The houses priced on a day's games, and on one game's match page. */
async function housesInOdds(
  t: TestApp,
  date: string,
  fixtureId: number,
): Promise<{ day: Set<string>; match: Set<string> }> {
  const res = await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${date}` });
  expect(res.statusCode).toBe(200);
  const games = res.json().results as Array<{ afb_fixture_id: number; odds: Array<{ bet: string }> }>;
  const match = await t.app.inject({ url: `/api/apifootball_app/fixtureById/${fixtureId}/` });
  expect(match.statusCode).toBe(200);
  return {
    day: new Set(games.flatMap((g) => g.odds.map((o) => o.bet))),
    match: new Set((match.json().odds as Array<{ bet: string }>).map((o) => o.bet)),
  };
}

describe.each(DATABASE_KINDS)("betting houses as managed data, on $kind", ({ kind, skip }) => {
  let t: TestApp;
  let admin: { token: string };
  let user: { token: string };
  let game: number;
  const adminList = async (): Promise<AdminHouse[]> => {
    const res = await call(t.app, "GET", ADMIN, undefined, { token: admin.token });
    expect(res.statusCode).toBe(200);
    return res.json().results as AdminHouse[];
  };
  const byName = async (name: string) => {
    const h = (await adminList()).find((x) => x.name === name);
    if (!h) throw new Error(`no house ${name}`);
    return h;
  };

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind, { env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir() } });
    admin = await signUpAdmin(t.app);
    user = await signUp(t.app);
    game = await pricedGame(t, PINNED_DATE);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)("is seeded with the seven houses of before: names, logos, colours and links", async () => {
    const list = await publicHouses(t);
    expect(
      list.map(({ id, house, slug, color, textColor, link, licence, domain, ranking }) => ({
        id,
        house,
        slug,
        color,
        textColor,
        link,
        licence,
        domain,
        ranking,
      })),
    ).toEqual(
      BETTING_HOUSES.map((h) => ({
        id: h.id,
        house: h.house,
        slug: h.slug,
        color: h.color,
        textColor: h.textColor,
        link: h.link,
        licence: h.licence,
        domain: h.domain,
        ranking: h.ranking,
      })),
    );
    const logo = await t.app.inject({ url: list[0]!.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toContain("<title>Bateu Bet</title>");
  });

  it.skipIf(skip)("answers 401 without a session and 403 to a user who is not an admin", async () => {
    for (const [method, url] of [
      ["GET", ADMIN],
      ["POST", ADMIN],
      ["PUT", `${ADMIN}1/`],
      ["PUT", `${ADMIN}1/logo/`],
    ] as const) {
      expect((await call(t.app, method, url, method === "GET" ? undefined : NEW_HOUSE)).statusCode, url).toBe(401);
      const asUser = await call(t.app, method, url, method === "GET" ? undefined : NEW_HOUSE, { token: user.token });
      expect(asUser.statusCode, url).toBe(403);
    }
  });

  it.skipIf(skip)(
    "refuses an unlicensed house, a foreign link, a taken name or source key, in Portuguese",
    async () => {
      const bad = await call(
        t.app,
        "POST",
        ADMIN,
        { ...NEW_HOUSE, licence: "licença 123", domain: "nova.com.br", affiliateUrl: "http://nova.com.br" },
        { token: admin.token },
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        code: "validation_error",
        detail: HOUSE_LICENCE_INVALID,
        fields: { licence: [HOUSE_LICENCE_INVALID], domain: [HOUSE_DOMAIN_INVALID] },
      });
      const foreign = await call(
        t.app,
        "POST",
        ADMIN,
        { ...NEW_HOUSE, affiliateUrl: "https://outra.bet.br/?ref=placar" },
        { token: admin.token },
      );
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().fields).toEqual({ affiliateUrl: [HOUSE_AFFILIATE_INVALID] });
      const taken = await call(t.app, "POST", ADMIN, { ...NEW_HOUSE, name: "mgm bet" }, { token: admin.token });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().fields).toEqual({ name: [HOUSE_NAME_TAKEN] });
      const missing = await call(t.app, "POST", ADMIN, { name: "Só o nome" }, { token: admin.token });
      expect(missing.statusCode).toBe(400);
      const unknown = await call(t.app, "PUT", `${ADMIN}9999/`, NEW_HOUSE, { token: admin.token });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toBe(HOUSE_NOT_FOUND);
      expect((await publicHouses(t)).map((h) => h.house)).not.toContain("Nova Bet");
    },
  );

  it.skipIf(skip)("creates a licensed house, normalised, listed last with a generated logo", async () => {
    const res = await call(t.app, "POST", ADMIN, NEW_HOUSE, { token: admin.token });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Nova Bet",
      slug: "nova-bet",
      licence: "Portaria SPA/MF nº 2.345/2025",
      domain: "nova.bet.br",
      sourceKeys: ["novabet"],
      active: true,
      uploadedLogo: false,
    });
    const list = await publicHouses(t);
    expect(list.at(-1)).toMatchObject({ house: "Nova Bet", ranking: 8, link: "https://www.nova.bet.br/?ref=placar" });
    const logo = await t.app.inject({ url: list.at(-1)!.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain("<title>Nova Bet</title>");
    // Its source key is its own now.
    const mgm = await byName("MGM Bet");
    const clash = await call(t.app, "PUT", `${ADMIN}${mgm.id}/`, formOf(mgm, { sourceKeys: ["novabet"] }), {
      token: admin.token,
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().fields).toEqual({ sourceKeys: [HOUSE_SOURCE_KEY_TAKEN] });
  });

  it.skipIf(skip)("a renamed house shows its new name on the list, the odds and the logo at once", async () => {
    const before = await housesInOdds(t, PINNED_DATE, game);
    expect(before.day.has("MGM Bet")).toBe(true);
    const mgm = await byName("MGM Bet");
    const res = await call(t.app, "PUT", `${ADMIN}${mgm.id}/`, formOf(mgm, { name: "MGM Apostas" }), {
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const list = await publicHouses(t);
    expect(list.map((h) => h.house)).toContain("MGM Apostas");
    expect(list.map((h) => h.house)).not.toContain("MGM Bet");
    const after = await housesInOdds(t, PINNED_DATE, game);
    expect(after.day.has("MGM Apostas")).toBe(true);
    expect(after.day.has("MGM Bet")).toBe(false);
    expect(after.match.has("MGM Apostas")).toBe(true);
    const logo = await t.app.inject({ url: list.find((h) => h.house === "MGM Apostas")!.logo });
    expect(logo.body).toContain("<title>MGM Apostas</title>");
  });

  it.skipIf(skip)(
    "a deactivated house leaves the public list and every game's odds; reactivated, it is back",
    async () => {
      const bateu = await byName("Bateu Bet");
      const off = await call(t.app, "PUT", `${ADMIN}${bateu.id}/`, formOf(bateu, { active: false }), {
        token: admin.token,
      });
      expect(off.statusCode).toBe(200);
      expect(off.json().active).toBe(false);
      const list = await publicHouses(t);
      expect(list.map((h) => h.house)).not.toContain("Bateu Bet");
      expect(list[0]!.ranking).toBe(1);
      const hidden = await housesInOdds(t, PINNED_DATE, game);
      expect(hidden.day.has("Bateu Bet")).toBe(false);
      expect(hidden.match.has("Bateu Bet")).toBe(false);
      expect(hidden.day.size).toBeGreaterThan(0);
      // Nor in the game's price history (the match page's chart).
      const history = await t.app.inject({ url: `/api/apifootball_app/oddsHistory/${game}/` });
      expect(history.statusCode).toBe(200);
      const historyHouses = new Set((history.json().history as Array<{ house: string }>).map((r) => r.house));
      expect(historyHouses.has("MGM Apostas")).toBe(true);
      expect(historyHouses.has("Bateu Bet")).toBe(false);
      // Still on the admin's list, to turn back on.
      expect((await adminList()).find((h) => h.id === bateu.id)?.active).toBe(false);

      const on = await call(t.app, "PUT", `${ADMIN}${bateu.id}/`, formOf(bateu, { active: true }), {
        token: admin.token,
      });
      expect(on.statusCode).toBe(200);
      expect((await housesInOdds(t, PINNED_DATE, game)).day.has("Bateu Bet")).toBe(true);
    },
  );

  it.skipIf(skip)("another instance's catalog sees a save at its next reading and tells its listeners", async () => {
    // A second instance over the same database, reading again at every call (its time-to-live elapsed).
    const other = new HouseCatalog(() => t.db.db, t.app.log, 0);
    expect((await other.lookup()).visible("Lotogreen")?.name).toBe("Lotogreen");
    let changes = 0;
    other.onChange(() => changes++);
    await other.lookup();
    expect(changes).toBe(0);
    const loto = await byName("Lotogreen");
    const res = await call(t.app, "PUT", `${ADMIN}${loto.id}/`, formOf(loto, { active: false }), {
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect((await other.lookup()).visible("Lotogreen")).toBeUndefined();
    expect(changes).toBe(1);
    await call(t.app, "PUT", `${ADMIN}${loto.id}/`, formOf(loto, { active: true }), { token: admin.token });
  });

  it.skipIf(skip)("takes an uploaded logo when it is an image, and refuses anything else", async () => {
    const hanz = await byName("HanzBet");
    const text = await multipart("logo", Buffer.from("<svg onload=alert(1)></svg>"), "logo.svg");
    const refused = await t.app.inject({
      method: "PUT",
      url: `${ADMIN}${hanz.id}/logo/`,
      payload: text.payload,
      headers: { "content-type": text.contentType, authorization: `Bearer ${admin.token}` },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(HOUSE_LOGO_INVALID);

    const gif = await multipart("logo", GIF_1X1, "logo.gif");
    const res = await t.app.inject({
      method: "PUT",
      url: `${ADMIN}${hanz.id}/logo/`,
      payload: gif.payload,
      headers: { "content-type": gif.contentType, authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    const logo = res.json().logo as string;
    expect(logo).toMatch(/^\/media\/[A-Za-z0-9_-]{24}\.gif$/);
    expect((await publicHouses(t)).find((h) => h.house === "HanzBet")?.logo).toBe(logo);
    const served = await t.app.inject({ url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/gif");
    // The uploads' orphan collection keeps a logo a house points at.
    expect(await t.app.ctx.articles.collectOrphanUploads(0, Date.now() + 60_000)).not.toContain(logo.slice(7));
  });
});

// ── The odds source's bookmakers follow the houses' source keys ─────────────────────────────────────────────

const BRA = "soccer_brazil_campeonato";
const T0 = "2026-05-16T18:05:00.000Z";
const DAY = "2026-05-16";
const o = (house: string, home: number, draw: number, away: number): ProviderOdds => ({ house, home, draw, away });

/** São Paulo x Grêmio, priced by two houses of the provider; the replayed event has pinnacle and betano. */
class OneGameProvider implements FootballProvider {
  readonly name = "demo" as const;
  async fixturesByDate(date: string): Promise<ProviderFixture[]> {
    if (date !== DAY) return [];
    return [
      {
        id: 1001,
        kickoff: "2026-05-16T21:30:00.000Z",
        status: "NS",
        elapsed: null,
        league: { id: 71, name: "Serie A", country: "Brazil", logo: null, season: 2026 },
        home: { id: 126, name: "São Paulo", logo: null },
        away: { id: 130, name: "Grêmio", logo: null },
        goals: { home: null, away: null },
        venue: null,
        odds: [o("Bateu Bet", 1.95, 3.0, 4.0), o("HanzBet", 2.05, 3.2, 3.7)],
      },
    ];
  }
  async fixtureDetails() {
    return [];
  }
  async standings() {
    return [];
  }
  async teamSeason() {
    return [];
  }
  async leagueSeason() {
    return [];
  }
}

describe.each(DATABASE_KINDS)("source keys map The Odds API's bookmakers to houses, on $kind", ({ kind, skip }) => {
  let server: ReplayServer;
  let t: TestApp;
  let admin: { token: string };
  const clock = manualClock(T0);
  const list = JSON.parse(
    readFileSync(path.join(here, "fixtures/the-odds-api", `odds-${BRA}.json`), "utf8"),
  ) as unknown;

  const gameOdds = async () => {
    const res = await t.app.inject({ url: `/api/soccerdata_app/gamesByDate/?date=${DAY}` });
    const [game] = res.json().results as Array<{ odds: Array<{ bet: string; odd: number }> }>;
    const byHouse = new Map<string, number[]>();
    for (const e of game!.odds) byHouse.set(e.bet, [...(byHouse.get(e.bet) ?? []), e.odd]);
    return byHouse;
  };
  const save = async (name: string, over: Record<string, unknown>) => {
    const all = (await call(t.app, "GET", ADMIN, undefined, { token: admin.token })).json().results as AdminHouse[];
    const h = all.find((x) => x.name === name)!;
    const res = await call(t.app, "PUT", `${ADMIN}${h.id}/`, formOf(h, over), { token: admin.token });
    expect(res.statusCode).toBe(200);
  };
  /** A new poll of the source (its lists are kept for THEODDSAPI_POLL_SECONDS) and a new ingest. */
  const ingest = async () => {
    clock.advance(61_000);
    await t.app.ctx.football.ingestDay(DAY);
  };

  beforeAll(async () => {
    if (skip) return;
    server = await startReplayServer((req) =>
      req.path === `/v4/sports/${BRA}/odds` ? { body: list } : { status: 404, body: {} },
    );
    t = await startTestApp(kind, {
      clock,
      provider: new OneGameProvider(),
      env: {
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: tempDataDir(),
        THEODDSAPI_KEY: "0123456789abcdef0123456789abcdef",
        THEODDSAPI_BASE_URL: server.baseUrl,
        // The environment maps betano only; pinnacle is not anyone's yet.
        THEODDSAPI_BOOKMAKERS: "betano:Bateu Bet",
        THEODDSAPI_SPORTS: BRA,
        // These journeys are about matching and prices: the source is asked at every interval, not on its credit plan.
        THEODDSAPI_PLAN: "interval",
        THEODDSAPI_POLL_SECONDS: "60",
      },
    });
    admin = await signUpAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it.skipIf(skip)("a source key given to a house brings that bookmaker's prices under its name", async () => {
    await t.app.ctx.football.ingestDay(DAY);
    const first = await gameOdds();
    expect(first.get("Bateu Bet")).toEqual([2.1, 3.3, 3.6]);
    expect(first.has("MGM Bet")).toBe(false);

    await save("MGM Bet", { sourceKeys: ["pinnacle"] });
    await ingest();
    const mapped = await gameOdds();
    expect(mapped.get("MGM Bet")).toEqual([2.14, 3.28, 3.72]);
    expect(mapped.get("Bateu Bet")).toEqual([2.1, 3.3, 3.6]);
    expect(mapped.get("HanzBet")).toEqual([2.05, 3.2, 3.7]);
  });

  it.skipIf(skip)("an inactive house's source prices are not shown", async () => {
    await save("MGM Bet", { active: false });
    await ingest();
    expect((await gameOdds()).has("MGM Bet")).toBe(false);
  });
});
