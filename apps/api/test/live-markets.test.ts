/**
 * Markets beyond 1X2 on the live stream (issue 44): a write that moves only a house's Ambas marcam price publishes one
 * `market` event with the new price, an unchanged market publishes nothing, `?prices=none` leaves out its prices, and
 * the event crosses instances on the Redis bus.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RedisBus, type LiveEvent } from "../src/live/bus.ts";
import { sseFrame } from "../src/live/sse-hub.ts";
import type { ProviderFixture } from "../src/providers/types.ts";
import { manualClock, startTestApp, type TestApp } from "./helpers/app.ts";
import { DATABASE_KINDS } from "./helpers/databases.ts";
import { m, o, saoPauloGremio, StubProvider } from "./helpers/odds-fixtures.ts";
import { REDIS_URL, redisReachable } from "./helpers/redis.ts";
import { readStream } from "./helpers/sse.ts";

const T0 = "2026-05-16T18:05:00.000Z";
const DAY = "2026-05-16";
const GAME = 1001;

function day(): ProviderFixture[] {
  return [
    saoPauloGremio(GAME, [
      m("Bateu Bet", "btts", [1.85, 1.9]),
      m("Lotogreen", "btts", [1.8, 1.95]),
      m("Bateu Bet", "totals:2.5", [2.0, 1.78]),
      m("Lotogreen", "totals:2.5", [1.95, 1.8]),
    ]),
  ];
}

/**
 * Reads a stream's raw text while `act` runs, until `done` says stop: the frames and the last id the browser would
 * hold (an id-only frame counts, as in an EventSource).
 */
async function rawStream(
  url: string,
  act: () => Promise<void>,
  done: (text: string) => boolean,
): Promise<{ events: Array<{ event: string; data: unknown }>; lastId: string | null }> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), 10_000);
  const res = await fetch(url, { signal: ctrl.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let acted = false;
  try {
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) break;
      text += decoder.decode(value, { stream: true });
      if (!acted) {
        acted = true;
        await act();
      }
      if (done(text)) break;
    }
  } catch (err) {
    if (!ctrl.signal.aborted) throw err;
  } finally {
    clearTimeout(timer);
    ctrl.abort();
  }
  const events: Array<{ event: string; data: unknown }> = [];
  let lastId: string | null = null;
  for (const block of text.split("\n\n")) {
    const fields = new Map(block.split("\n").map((l) => [l.slice(0, l.indexOf(": ")), l.slice(l.indexOf(": ") + 2)]));
    if (fields.has("id")) lastId = fields.get("id")!;
    if (fields.has("event")) events.push({ event: fields.get("event")!, data: JSON.parse(fields.get("data")!) });
  }
  return { events, lastId };
}

/** Sets one house's prices in one market of the game. */
function setPrices(provider: StubProvider, house: string, market: string, prices: number[]): void {
  const book = provider.days[DAY]![0]!.markets!.find((b) => b.house === house && b.market === market)!;
  book.prices = prices;
}

describe.each(DATABASE_KINDS)("market moves on the live stream, on $kind", ({ kind, skip }) => {
  let t: TestApp;
  let url: string;
  const provider = new StubProvider({ [DAY]: day() });
  const clock = manualClock(T0);
  /** Every event this instance published, in order. */
  const published: LiveEvent[] = [];
  let off: () => void = () => {};
  /** One more pull of the day, a minute later; the events it published. */
  const ingest = async (): Promise<LiveEvent[]> => {
    const from = published.length;
    clock.advance(60_000);
    await t.app.ctx.football.ingestDay(DAY);
    return published.slice(from);
  };

  beforeAll(async () => {
    if (skip) return;
    t = await startTestApp(kind, { provider, clock });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    off = t.app.ctx.live.subscribe((e) => published.push(e));
    // The first pull of the day: nothing to announce, the game is new.
    await t.app.ctx.football.ingestDay(DAY);
  });
  afterAll(async () => {
    off();
    await t?.close();
  });

  it.skipIf(skip)("an Ambas marcam price that moved alone publishes one market event with it", async () => {
    expect(published).toEqual([]);
    setPrices(provider, "Bateu Bet", "btts", [1.9, 1.85]);
    let events: LiveEvent[] = [];
    const msgs = await readStream(
      `${url}/api/live/stream`,
      {},
      (ms) => ms.length > 0,
      async () => {
        events = await ingest();
      },
    );
    // The 1X2, the score and the other books did not move: one event, the moved house's new prices only.
    expect(events.map((e) => [e.type, e.fixtureId, e.date])).toEqual([["market", GAME, DAY]]);
    expect(events[0]!.data).toEqual({
      market: "btts",
      home: "São Paulo",
      away: "Grêmio",
      houses: [{ house: "Bateu Bet", prices: [1.9, 1.85] }],
    });
    expect(msgs.map((x) => x.event)).toEqual(["market"]);
    expect(JSON.parse(msgs[0]!.data!)).toEqual({
      id: events[0]!.id,
      type: "market",
      date: DAY,
      fixtureId: GAME,
      data: events[0]!.data,
    });
    // About 200 bytes on the wire for one house's move.
    expect(Buffer.byteLength(sseFrame(events[0]!))).toBeLessThan(260);
  });

  it.skipIf(skip)("an unchanged market publishes nothing", async () => {
    expect(await ingest()).toEqual([]);
  });

  it.skipIf(skip)("a stream opened with prices=none gets the market event without its prices", async () => {
    setPrices(provider, "Lotogreen", "totals:2.5", [1.98, 1.78]);
    setPrices(provider, "Bateu Bet", "totals:2.5", [2.04, 1.75]);
    let events: LiveEvent[] = [];
    const msgs = await readStream(
      `${url}/api/live/stream?prices=none`,
      {},
      (ms) => ms.length > 0,
      async () => {
        events = await ingest();
      },
    );
    // Both houses' moves in one market: one event.
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({
      market: "totals:2.5",
      home: "São Paulo",
      away: "Grêmio",
      houses: [
        { house: "Bateu Bet", prices: [2.04, 1.75] },
        { house: "Lotogreen", prices: [1.98, 1.78] },
      ],
    });
    expect(msgs.map((x) => x.event)).toEqual(["market"]);
    expect(JSON.parse(msgs[0]!.data!)).toEqual({ id: events[0]!.id, type: "market", date: DAY, fixtureId: GAME });
  });

  it.skipIf(skip)("a brief stream names a game once when its 1X2 and markets move together", async () => {
    const game = provider.days[DAY]![0]!;
    game.odds = [o("Bateu Bet", 1.9, 3.05, 4.1), o("Lotogreen", 2.0, 3.1, 3.9)];
    setPrices(provider, "Bateu Bet", "btts", [1.88, 1.88]);
    setPrices(provider, "Bateu Bet", "totals:2.5", [2.06, 1.74]);
    let events: LiveEvent[] = [];
    const full = rawStream(
      `${url}/api/live/stream`,
      async () => {},
      (text) => text.split("event: ").length > 3,
    );
    const brief = await rawStream(
      `${url}/api/live/stream?prices=none`,
      async () => {
        // Both streams open before the write.
        await new Promise((r) => setTimeout(r, 100));
        events = await ingest();
      },
      (text) => text.includes(`id: ${events.at(-1)?.id}\n\n`),
    );
    expect(events.map((e) => e.type)).toEqual(["odds", "market", "market"]);
    // The full stream carries all three, with their prices.
    expect((await full).events.map((e) => e.event)).toEqual(["odds", "market", "market"]);
    // The brief one says once that the game moved, and its last id is the write's last event: a resume starts after.
    expect(brief.events).toEqual([
      { event: "odds", data: { id: events[0]!.id, type: "odds", date: DAY, fixtureId: GAME } },
    ]);
    expect(brief.lastId).toBe(events[2]!.id);
  });
});

const hasRedis = await redisReachable();

describe.skipIf(!hasRedis)("a market event between instances (Redis bus)", () => {
  let a: RedisBus;
  let b: RedisBus;
  beforeAll(async () => {
    const prefix = `placar-test-markets-${process.pid}:`;
    a = await RedisBus.connect(REDIS_URL, prefix);
    b = await RedisBus.connect(REDIS_URL, prefix);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("reaches the other instance whole, and its resume", async () => {
    const got: LiveEvent[] = [];
    const off = b.subscribe((e) => got.push(e));
    const data = {
      market: "btts",
      home: "São Paulo",
      away: "Grêmio",
      houses: [{ house: "Bateu Bet", prices: [1.9, 1.85] }],
    };
    await a.publish([{ type: "market", date: DAY, fixtureId: GAME, data }]);
    await expect.poll(() => got.length, { timeout: 5000, interval: 20 }).toBe(1);
    off();
    expect(got[0]).toMatchObject({ type: "market", date: DAY, fixtureId: GAME, data, origin: a.instanceId });
    expect(await b.since("0-0")).toContainEqual(got[0]);
  });
});
