import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALERT_GAME_FINISHED,
  ALERT_HOUSE_NOT_QUOTED,
  ALERT_NOT_FOUND,
  ALERT_TARGET_TOO_LOW,
  ALERTS_LIMIT,
  ALERTS_MAX,
  alertTargetNotAbove,
  UNSUBSCRIBE_DONE,
  UNSUBSCRIBE_INVALID,
} from "@placar/core/messages-alerts";
import { formatOdd } from "@placar/core/odds";
import { isFinished, isNotStarted } from "@placar/core/status";
import type { Outcome } from "@placar/core/alerts";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { notifications, priceAlerts, users } from "../src/db/schema.ts";
import { RedisBus } from "../src/live/bus.ts";
import { DemoProvider } from "../src/providers/demo/demo-provider.ts";
import type { ProviderFixture } from "../src/providers/types.ts";
import { KICKOFF_LEAD_MS } from "../src/services/alerts.ts";
import { DATABASE_KINDS, freshPostgresUrl, hasPostgres } from "./helpers/databases.ts";
import { manualClock, PINNED_DATE, PINNED_NOW, startTestApp, type TestApp } from "./helpers/app.ts";
import {
  call,
  decodeQuotedPrintable,
  signUp,
  startSmtpReceiver,
  tempDataDir,
  TEST_JWT_SECRET,
  type ReceivedMail,
} from "./helpers/accounts.ts";
import { REDIS_URL, redisReachable } from "./helpers/redis.ts";

const PUBLIC_URL = "https://placar.example";
const OUTCOMES: Outcome[] = ["home", "draw", "away"];
/** Two demo buckets later: every house's view of a pre-match price has moved by then. */
const STEP_MS = 30 * 60_000;

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`[placar] Redis não respondeu em ${REDIS_URL}: o teste de alertas com Redis foi PULADO.`);

/** A price that rises between two instants in the seeded demo world: the alert's target is the later price. */
function risingPrice(at: Date, later: Date) {
  const demo = new DemoProvider({ seed: 7 });
  const before = demo.fixturesByDateSync(PINNED_DATE, at);
  const after = new Map(demo.fixturesByDateSync(PINNED_DATE, later).map((f) => [f.id, f]));
  const found: Array<{ fixture: ProviderFixture; house: string; outcome: Outcome; from: number; to: number }> = [];
  for (const f of before) {
    const g = after.get(f.id);
    if (!g || !isNotStarted(f.status) || !isNotStarted(g.status)) continue;
    for (const o of f.odds) {
      const p = g.odds.find((x) => x.house === o.house);
      for (const k of OUTCOMES)
        if (p && p[k] > o[k] + 0.005) found.push({ fixture: f, house: o.house, outcome: k, from: o[k], to: p[k] });
    }
  }
  expect(found.length).toBeGreaterThan(5);
  return found;
}

/** A "Mais de 2,5" price that rises between two instants in the seeded demo world. */
function risingOver(at: Date, later: Date) {
  const demo = new DemoProvider({ seed: 7 });
  const before = demo.fixturesByDateSync(PINNED_DATE, at);
  const after = new Map(demo.fixturesByDateSync(PINNED_DATE, later).map((f) => [f.id, f]));
  const found: Array<{ fixture: ProviderFixture; house: string; from: number; to: number }> = [];
  for (const f of before) {
    const g = after.get(f.id);
    if (!g || !isNotStarted(f.status) || !isNotStarted(g.status)) continue;
    for (const b of f.markets ?? []) {
      if (b.market !== "totals:2.5") continue;
      const p = g.markets?.find((x) => x.house === b.house && x.market === b.market);
      if (p && p.prices[0]! > b.prices[0]! + 0.005)
        found.push({ fixture: f, house: b.house, from: b.prices[0]!, to: p.prices[0]! });
    }
  }
  expect(found.length).toBeGreaterThan(0);
  return found[0]!;
}

function mailsTo(inbox: ReceivedMail[], email: string): ReceivedMail[] {
  return inbox.filter((m) => m.to.includes(email.toLowerCase()));
}

/** The link of a given path in a raw e-mail (text or HTML part). */
function linkIn(raw: string, pathPart: string): URL {
  const decoded = decodeQuotedPrintable(raw);
  const m = new RegExp(`(https?://[^\\s"<>]+${pathPart}[^\\s"<>]*)`).exec(decoded);
  if (!m) throw new Error(`no ${pathPart} link in:\n${decoded}`);
  return new URL(m[1]!.replace(/&amp;/g, "&"));
}

describe.each(DATABASE_KINDS)("alerts on $kind", ({ kind, skip }) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  const clock = manualClock(PINNED_NOW);
  const create = (token: string, body: object) => call(t.app, "POST", "/api/me/alerts/", body, { token });
  const flush = () => t.app.ctx.mailer.flush();

  beforeAll(async () => {
    if (skip) return;
    smtp = await startSmtpReceiver();
    t = await startTestApp(kind, {
      clock,
      env: { JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: tempDataDir(), SMTP_URL: smtp.url, PUBLIC_URL },
    });
    // The server's schedule takes the ingest lock before ingesting (always held on PGlite); alerts need it.
    expect(await t.db.leadership().tryAcquire()).toBe(true);
    await t.app.ctx.football.ingestDay(PINNED_DATE);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it.skipIf(skip)("requires a signed-in user on every personal route", async () => {
    expect((await call(t.app, "GET", "/api/me/alerts/")).statusCode).toBe(401);
    expect(
      (await call(t.app, "POST", "/api/me/alerts/", { game: 1, house: "x", outcome: "home", target: 2 })).statusCode,
    ).toBe(401);
    expect((await call(t.app, "DELETE", "/api/me/alerts/1")).statusCode).toBe(401);
    expect((await call(t.app, "PUT", "/api/me/alerts/settings/", { kickoff: true })).statusCode).toBe(401);
    expect((await call(t.app, "GET", "/api/me/notifications/")).statusCode).toBe(401);
    expect((await call(t.app, "POST", "/api/me/notifications/read/", {})).statusCode).toBe(401);
  });

  it.skipIf(skip)("validates a price alert in Portuguese and keeps each user's own", async () => {
    clock.set(PINNED_NOW);
    const u = await signUp(t.app);
    const other = await signUp(t.app);
    const day = await t.app.ctx.football.day(PINNED_DATE);
    const open = day.find((f) => isNotStarted(f.status) && f.odds.length > 0)!;
    const done = day.find((f) => isFinished(f.status) && f.odds.length > 0)!;
    const quote = open.odds[0]!;

    const missing = await create(u.token, { game: 2_000_000_000, house: quote.house, outcome: "home", target: 9 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe("Jogo não encontrado.");
    const finished = await create(u.token, { game: done.afbFixtureId, house: quote.house, outcome: "home", target: 9 });
    expect(finished.statusCode).toBe(400);
    expect(finished.json().detail).toBe(ALERT_GAME_FINISHED);
    const house = await create(u.token, {
      game: open.afbFixtureId,
      house: "Casa Inexistente",
      outcome: "home",
      target: 9,
    });
    expect(house.statusCode).toBe(400);
    expect(house.json()).toMatchObject({ detail: ALERT_HOUSE_NOT_QUOTED, fields: { house: [ALERT_HOUSE_NOT_QUOTED] } });
    const low = await create(u.token, { game: open.afbFixtureId, house: quote.house, outcome: "home", target: 1.01 });
    expect(low.statusCode).toBe(400);
    expect(low.json().detail).toBe(ALERT_TARGET_TOO_LOW);
    const below = await create(u.token, {
      game: open.afbFixtureId,
      house: quote.house,
      outcome: "draw",
      target: quote.draw,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().detail).toBe(alertTargetNotAbove(quote.draw));
    const bad = await create(u.token, { game: open.afbFixtureId, house: quote.house, outcome: "vitória", target: 3 });
    expect(bad.statusCode).toBe(400);

    const ok = await create(u.token, {
      game: open.afbFixtureId,
      house: quote.house,
      outcome: "away",
      target: quote.away + 1,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      // The site clock, as firedAt is (the real one is days away from the pinned demo Saturday).
      createdAt: PINNED_NOW,
      game: open.afbFixtureId,
      house: quote.house,
      outcome: "away",
      target: quote.away + 1,
      firedAt: null,
      match: { home: open.home.name, away: open.away.name, link: `/estatisticasJogo/${open.afbFixtureId}` },
    });
    const mine = await call(t.app, "GET", "/api/me/alerts/", undefined, { token: u.token });
    expect(mine.headers["cache-control"]).toBe("no-store");
    expect(mine.json()).toMatchObject({ max: ALERTS_MAX, kickoff: false, emails: true });
    expect(mine.json().alerts.map((a: { id: number }) => a.id)).toEqual([ok.json().id]);
    expect((await call(t.app, "GET", "/api/me/alerts/", undefined, { token: other.token })).json().alerts).toEqual([]);

    // Another user cannot delete it; its owner can, once.
    const id = ok.json().id as number;
    const foreign = await call(t.app, "DELETE", `/api/me/alerts/${id}`, undefined, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe(ALERT_NOT_FOUND);
    const removed = await call(t.app, "DELETE", `/api/me/alerts/${id}`, undefined, { token: u.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().alerts).toEqual([]);
  });

  it.skipIf(skip)("fires an alert on Mais de 2,5 when the house's over price reaches the target", async () => {
    clock.set(PINNED_NOW);
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    const later = new Date(Date.parse(PINNED_NOW) + STEP_MS);
    const rise = risingOver(new Date(PINNED_NOW), later);
    const u = await signUp(t.app);
    const base = { game: rise.fixture.id, house: rise.house, target: rise.to };
    // Checked against the market's own prices: no draw in a two-way market, no market the house does not quote.
    expect((await create(u.token, { ...base, market: "totals:2.5", outcome: "draw" })).statusCode).toBe(400);
    expect((await create(u.token, { ...base, market: "corners", outcome: 0 })).statusCode).toBe(400);
    expect((await create(u.token, { ...base, market: "totals:0.5", outcome: 0 })).json().detail).toBe(
      ALERT_HOUSE_NOT_QUOTED,
    );
    const hit = await create(u.token, { ...base, market: "totals:2.5", outcome: 0 });
    expect(hit.statusCode).toBe(201);
    expect(hit.json()).toMatchObject({ market: "totals:2.5", outcome: "home", outcome_label: "Mais de 2,5" });
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    expect((await call(t.app, "GET", "/api/me/notifications/", undefined, { token: u.token })).json().unread).toBe(0);

    clock.set(later.toISOString());
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    const notes = (await call(t.app, "GET", "/api/me/notifications/", undefined, { token: u.token })).json();
    expect(notes.unread).toBe(1);
    expect(notes.notifications[0].body).toContain("Mais/Menos de 2,5 gols: Mais de 2,5");
    expect(notes.notifications[0].body).toContain(formatOdd(rise.to));
    const list = (await call(t.app, "GET", "/api/me/alerts/", undefined, { token: u.token })).json();
    expect(list.alerts[0]).toMatchObject({ market: "totals:2.5", firedAt: later.toISOString() });
    await flush();
  });

  it.skipIf(skip)(`refuses a waiting alert past the limit of ${ALERTS_MAX} with a 409 in Portuguese`, async () => {
    clock.set(PINNED_NOW);
    const u = await signUp(t.app);
    const day = await t.app.ctx.football.day(PINNED_DATE);
    const open = day.find((f) => isNotStarted(f.status) && f.odds.length > 0)!;
    const quote = open.odds[0]!;
    const results = await Promise.all(
      Array.from({ length: ALERTS_MAX + 2 }, (_, i) =>
        create(u.token, { game: open.afbFixtureId, house: quote.house, outcome: "home", target: quote.home + 1 + i }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(ALERTS_MAX);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json()).toMatchObject({ code: "alerts_limit", detail: ALERTS_LIMIT });
  });

  it.skipIf(skip)(
    "fires a price alert once, when an ingest brings the house's price to the target, by e-mail and notification",
    async () => {
      clock.set(PINNED_NOW);
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      const later = new Date(Date.parse(PINNED_NOW) + STEP_MS);
      const [rise, far] = risingPrice(new Date(PINNED_NOW), later);
      const u = await signUp(t.app);
      const hit = await create(u.token, {
        game: rise!.fixture.id,
        house: rise!.house,
        outcome: rise!.outcome,
        target: rise!.to,
      });
      expect(hit.statusCode).toBe(201);
      // Out of reach: stays waiting.
      const miss = await create(u.token, {
        game: far!.fixture.id,
        house: far!.house,
        outcome: far!.outcome,
        target: far!.to + 5,
      });
      expect(miss.statusCode).toBe(201);

      // The same prices again: nothing fires.
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      await flush();
      expect(mailsTo(smtp.inbox, u.email)).toHaveLength(0);

      clock.set(later.toISOString());
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      clock.advance(60_000);
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      await flush();
      const mails = mailsTo(smtp.inbox, u.email);
      expect(mails).toHaveLength(1);
      const raw = mails[0]!.raw;
      expect(raw).toMatch(/List-Unsubscribe:\s+<https:\/\/placar\.example\/api\/alerts\/unsubscribe\?token=/);
      expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      const text = decodeQuotedPrintable(raw);
      expect(text).toContain(`${rise!.house}`);
      expect(text).toContain(`${PUBLIC_URL}/estatisticasJogo/${rise!.fixture.id}`);
      expect(text).toContain("text/html");

      const list = (await call(t.app, "GET", "/api/me/alerts/", undefined, { token: u.token })).json();
      const fired = list.alerts.find((a: { id: number }) => a.id === hit.json().id);
      expect(fired.firedAt).toBe(later.toISOString());
      expect(list.alerts.find((a: { id: number }) => a.id === miss.json().id).firedAt).toBeNull();

      const notes = await call(t.app, "GET", "/api/me/notifications/", undefined, { token: u.token });
      expect(notes.headers["cache-control"]).toBe("no-store");
      expect(notes.json()).toMatchObject({
        unread: 1,
        notifications: [{ kind: "price", link: `/estatisticasJogo/${rise!.fixture.id}`, readAt: null }],
      });
      const read = await call(t.app, "POST", "/api/me/notifications/read/", {}, { token: u.token });
      expect(read.json().unread).toBe(0);
      expect(read.json().notifications[0].readAt).not.toBeNull();
    },
  );

  it.skipIf(skip)(
    "sends one e-mail per person per ingest, listing every alert of theirs that fired, with one-click unsubscribe",
    async () => {
      clock.set(PINNED_NOW);
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      const later = new Date(Date.parse(PINNED_NOW) + STEP_MS);
      const rising = risingPrice(new Date(PINNED_NOW), later);
      const many = rising.slice(0, 3);
      const one = rising[3]!;
      const [busy, calm] = [await signUp(t.app), await signUp(t.app)];
      for (const [u, r] of [...many.map((r) => [busy, r] as const), [calm, one] as const]) {
        const res = await create(u.token, { game: r.fixture.id, house: r.house, outcome: r.outcome, target: r.to });
        expect(res.statusCode).toBe(201);
      }

      clock.set(later.toISOString());
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      await flush();
      const [grouped, ...others] = mailsTo(smtp.inbox, busy.email);
      expect(others).toHaveLength(0);
      const raw = grouped!.raw;
      expect(raw).toMatch(/List-Unsubscribe:\s+<https:\/\/placar\.example\/api\/alerts\/unsubscribe\?token=/);
      expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      const text = decodeQuotedPrintable(raw);
      expect(text).toContain("3 alertas dispararam");
      for (const r of many) {
        const f = r.fixture;
        expect(text).toContain(`${r.house}: odd ${formatOdd(r.to)} em ${f.home.name} x ${f.away.name}`);
        expect(text).toContain(`${PUBLIC_URL}/estatisticasJogo/${f.id}`);
      }
      expect(text).toContain("Cada um destes alertas foi enviado uma única vez.");
      expect(linkIn(raw, "/cancelar-alertas").origin).toBe(PUBLIC_URL);
      // Each alert still leaves its own notification.
      const notes = (await call(t.app, "GET", "/api/me/notifications/", undefined, { token: busy.token })).json();
      expect(notes.unread).toBe(3);
      // Another person's alert of the same ingest goes in an e-mail of its own, titled by it.
      const [single, ...more] = mailsTo(smtp.inbox, calm.email);
      expect(more).toHaveLength(0);
      expect(decodeQuotedPrintable(single!.raw)).toContain(`${one.house}: odd ${formatOdd(one.to)}`);
      expect(decodeQuotedPrintable(single!.raw)).not.toContain("alertas dispararam");
    },
  );

  it.skipIf(skip)("unsubscribes with the e-mail's one-click link, and refuses a forged or session token", async () => {
    clock.set(PINNED_NOW);
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    const later = new Date(Date.parse(PINNED_NOW) + STEP_MS);
    const [, , rise] = risingPrice(new Date(PINNED_NOW), later);
    const u = await signUp(t.app);
    expect(
      (await create(u.token, { game: rise!.fixture.id, house: rise!.house, outcome: rise!.outcome, target: rise!.to }))
        .statusCode,
    ).toBe(201);
    clock.set(later.toISOString());
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    await flush();
    const [mail] = mailsTo(smtp.inbox, u.email);
    const page = linkIn(mail!.raw, "/cancelar-alertas");
    const token = page.searchParams.get("token")!;
    expect(page.origin).toBe(PUBLIC_URL);

    const opened = await call(t.app, "GET", `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/cancelar-alertas?token=${encodeURIComponent(token)}`);
    // Opening the link changes nothing: only the confirmation (or the mail client's one-click POST) does.
    expect((await call(t.app, "GET", "/api/me/alerts/", undefined, { token: u.token })).json().emails).toBe(true);

    for (const forged of [`${token.slice(0, -2)}xx`, u.token, "nada"]) {
      const res = await call(t.app, "POST", `/api/alerts/unsubscribe?token=${encodeURIComponent(forged)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(UNSUBSCRIBE_INVALID);
    }
    expect((await call(t.app, "GET", "/api/me/alerts/", undefined, { token: u.token })).json().emails).toBe(true);

    // RFC 8058: the mail client's POST is a form with List-Unsubscribe=One-Click.
    const res = await t.app.inject({
      method: "POST",
      url: `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: UNSUBSCRIBE_DONE });
    expect((await call(t.app, "GET", "/api/me/alerts/", undefined, { token: u.token })).json().emails).toBe(false);

    // Later alerts still reach the notifications list, but no e-mail goes out.
    const [, , , , next] = risingPrice(later, new Date(later.getTime() + STEP_MS));
    expect(
      (await create(u.token, { game: next!.fixture.id, house: next!.house, outcome: next!.outcome, target: next!.to }))
        .statusCode,
    ).toBe(201);
    clock.set(new Date(later.getTime() + STEP_MS).toISOString());
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    await flush();
    expect(mailsTo(smtp.inbox, u.email)).toHaveLength(1);
    expect((await call(t.app, "GET", "/api/me/notifications/", undefined, { token: u.token })).json().unread).toBe(2);
  });

  it.skipIf(skip)(
    "announces a followed team's kick-off once, 30 minutes before, when the user asked for it",
    async () => {
      clock.set(PINNED_NOW);
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      const day = await t.app.ctx.football.day(PINNED_DATE);
      const game = day.find(
        (f) => isNotStarted(f.status) && f.kickoff.getTime() - Date.parse(PINNED_NOW) > KICKOFF_LEAD_MS,
      )!;
      const fan = await signUp(t.app);
      const quiet = await signUp(t.app);
      for (const u of [fan, quiet])
        expect(
          (await call(t.app, "PUT", `/api/me/favorites/teams/${game.home.id}`, undefined, { token: u.token }))
            .statusCode,
        ).toBe(200);
      const on = await call(t.app, "PUT", "/api/me/alerts/settings/", { kickoff: true }, { token: fan.token });
      expect(on.json().kickoff).toBe(true);

      // More than 30 minutes before: nothing yet.
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      await flush();
      expect(mailsTo(smtp.inbox, fan.email)).toHaveLength(0);

      clock.set(new Date(game.kickoff.getTime() - 20 * 60_000).toISOString());
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      clock.advance(5 * 60_000);
      await t.app.ctx.football.ingestDay(PINNED_DATE);
      await flush();
      const mails = mailsTo(smtp.inbox, fan.email);
      expect(mails).toHaveLength(1);
      expect(decodeQuotedPrintable(mails[0]!.raw)).toContain(`${game.home.name} x ${game.away.name} começa em 20 min`);
      expect(mailsTo(smtp.inbox, quiet.email)).toHaveLength(0);
      const notes = (await call(t.app, "GET", "/api/me/notifications/", undefined, { token: fan.token })).json();
      expect(notes.notifications.filter((n: { kind: string }) => n.kind === "kickoff")).toHaveLength(1);
    },
  );

  it.skipIf(skip)("exports alerts and notifications, and deletes them with the account", async () => {
    clock.set(PINNED_NOW);
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    const later = new Date(Date.parse(PINNED_NOW) + STEP_MS);
    const [rise] = risingPrice(new Date(PINNED_NOW), later);
    const u = await signUp(t.app);
    await create(u.token, { game: rise!.fixture.id, house: rise!.house, outcome: rise!.outcome, target: rise!.to });
    clock.set(later.toISOString());
    await t.app.ctx.football.ingestDay(PINNED_DATE);
    await flush();
    const exported = (await call(t.app, "GET", "/api/auth/me/export/", undefined, { token: u.token })).json();
    expect(exported.alerts).toMatchObject({
      emails: true,
      kickoff: false,
      price: [
        {
          game: rise!.fixture.id,
          house: rise!.house,
          outcome: rise!.outcome,
          target: rise!.to,
          firedAt: later.toISOString(),
        },
      ],
    });
    expect(exported.notifications).toHaveLength(1);
    expect(exported.notifications[0]).toMatchObject({ kind: "price", readAt: null });

    const del = await call(t.app, "DELETE", "/api/auth/me/", { password: u.password }, { token: u.token });
    expect(del.statusCode).toBe(200);
    expect(await t.db.db.select().from(priceAlerts).where(eq(priceAlerts.userId, u.id))).toEqual([]);
    expect(await t.db.db.select().from(notifications).where(eq(notifications.userId, u.id))).toEqual([]);
    expect(await t.db.db.select().from(users).where(eq(users.id, u.id))).toEqual([]);
  });
});

describe.skipIf(!hasPostgres || !hasRedis)("alerts on two instances over one PostgreSQL and one Redis", () => {
  let pgUrl: { url: string; drop(): Promise<void> };
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  const clock = manualClock(PINNED_NOW);
  const parts: Array<{ db: Database; bus: RedisBus; app: FastifyInstance }> = [];

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    pgUrl = await freshPostgresUrl();
    const dataDir = tempDataDir();
    for (let i = 0; i < 2; i++) {
      const db = await openDatabase({ kind: "postgres", url: pgUrl.url });
      const bus = await RedisBus.connect(REDIS_URL, `placar-test-alerts-${process.pid}:`);
      const config = loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        PUBLIC_URL,
        REDIS_URL,
        REDIS_KEY_PREFIX: `placar-test-alerts-${process.pid}-${i}:`,
      });
      const app = await buildApp({
        config,
        clock,
        database: db,
        provider: new DemoProvider({ seed: 7 }),
        bus,
        serveSite: false,
        logger: false,
      });
      await app.ready();
      parts.push({ db, bus, app });
    }
  });
  afterAll(async () => {
    for (const p of parts) {
      await p.app.close();
      await p.bus.close();
      await p.db.close();
    }
    await pgUrl?.drop();
    await smtp?.close();
  });

  it("only the ingest leader evaluates, and an alert claimed by both is in one e-mail only", async () => {
    const [a, b] = parts as [(typeof parts)[0], (typeof parts)[0]];
    expect(await a.db.leadership().tryAcquire()).toBe(true);
    expect(await b.db.leadership().tryAcquire()).toBe(false);
    await a.app.ctx.football.ingestDay(PINNED_DATE);
    const later = new Date(Date.parse(PINNED_NOW) + STEP_MS);
    const [first, second] = risingPrice(new Date(PINNED_NOW), later);
    const u = await signUp(a.app);
    for (const r of [first!, second!]) {
      const res = await call(
        b.app,
        "POST",
        "/api/me/alerts/",
        { game: r.fixture.id, house: r.house, outcome: r.outcome, target: r.to },
        { token: u.token },
      );
      expect(res.statusCode).toBe(201);
    }

    clock.set(later.toISOString());
    // The follower ingests (a visitor's on-demand fetch) but does not evaluate: nothing fires there.
    await b.app.ctx.football.ingestDay(PINNED_DATE);
    await b.app.ctx.mailer.flush();
    expect(mailsTo(smtp.inbox, u.email)).toHaveLength(0);
    const waiting = (await call(a.app, "GET", "/api/me/alerts/", undefined, { token: u.token })).json();
    expect(waiting.alerts.every((x: { firedAt: string | null }) => x.firedAt === null)).toBe(true);

    // Both evaluate the same prices at once (as after a change of leader): each alert is claimed exactly once.
    const day = await b.app.ctx.football.day(PINNED_DATE);
    const fired = await Promise.all([a.app.ctx.alerts.evaluate(day), b.app.ctx.alerts.evaluate(day)]);
    expect(fired[0] + fired[1]).toBe(2);
    // The leader's own ingest afterwards finds nothing left to fire.
    await a.app.ctx.football.ingestDay(PINNED_DATE);
    await Promise.all([a.app.ctx.mailer.flush(), b.app.ctx.mailer.flush()]);
    // One e-mail per instance that claimed any (an instance groups what it claimed), each alert in exactly one.
    const mails = mailsTo(smtp.inbox, u.email).map((m) => decodeQuotedPrintable(m.raw));
    expect(mails).toHaveLength(fired.filter((n) => n > 0).length);
    for (const r of [first!, second!]) {
      const line = `${r.house}: odd ${formatOdd(r.to)} em ${r.fixture.home.name}`;
      expect(mails.filter((m) => m.includes(line)).length).toBe(1);
    }
    const notes = (await call(b.app, "GET", "/api/me/notifications/", undefined, { token: u.token })).json();
    expect(notes.unread).toBe(2);
  });
});
