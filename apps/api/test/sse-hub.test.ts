import { createServer, request, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { MemoryBus, type LiveEvent, type NewLiveEvent } from "../src/live/bus.ts";
import { SseHub } from "../src/live/sse-hub.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function ev(fixtureId: number, n = 0, pad = 200): NewLiveEvent {
  return { type: "odds", date: "2026-11-21", fixtureId, data: { n, pad: "x".repeat(pad) } };
}

/** A server whose only route is the hub's stream, as routes/live.ts opens it. */
async function hubServer(hub: SseHub): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write("retry: 5000\n\n");
    const brief = new URL(req.url ?? "/", "http://x").searchParams.get("prices") === "none";
    void hub.add(res, req.headers["last-event-id"] as string | undefined, brief);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, port: (server.address() as AddressInfo).port };
}

interface Reader {
  ids: string[];
  /** Each event's parsed `data:` line, in order. */
  payloads: Array<Record<string, unknown>>;
  res: IncomingMessage;
  closed: Promise<void>;
}

function open(port: number, lastEventId?: string, path = "/"): Promise<Reader> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        agent: false,
        headers: lastEventId ? { "last-event-id": lastEventId } : {},
      },
      (res) => {
        const reader: Reader = {
          ids: [],
          payloads: [],
          res,
          closed: new Promise((r) => res.on("close", () => r())),
        };
        let buf = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buf += chunk;
          let i;
          while ((i = buf.indexOf("\n\n")) >= 0) {
            const block = buf.slice(0, i);
            buf = buf.slice(i + 2);
            if (!block.startsWith("id: ")) continue;
            reader.ids.push(block.slice(4, block.indexOf("\n")));
            const data = /\ndata: (.*)$/.exec(block);
            if (data) reader.payloads.push(JSON.parse(data[1]!) as Record<string, unknown>);
          }
        });
        res.on("error", () => undefined);
        resolve(reader);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("the live-stream hub", () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });

  async function setup(maxBufferedBytes = 1024 * 1024, bus = new MemoryBus(), heartbeatMs = 60_000) {
    const hub = new SseHub(bus, { heartbeatMs, maxBufferedBytes });
    const { server, port } = await hubServer(hub);
    cleanups.push(async () => {
      hub.stop();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    });
    return { bus, hub, port };
  }

  it("delivers every event once and in order to many clients, one batch per publish", async () => {
    const { bus, hub, port } = await setup();
    const readers = await Promise.all(Array.from({ length: 200 }, () => open(port)));
    await sleep(50);
    expect(hub.size).toBe(200);
    await bus.publish([ev(1), ev(2), ev(3)]);
    await sleep(20);
    await bus.publish([ev(4)]);
    await sleep(200);
    const published = (await bus.since("0-0")).map((e: LiveEvent) => e.id);
    expect(published).toHaveLength(4);
    for (const r of readers) expect(r.ids).toEqual(published);
    expect(hub.stats.batches).toBe(2);
    for (const r of readers) r.res.destroy();
  });

  it("sends odds events without their prices to a stream opened with prices=none, fresh and on resume", async () => {
    const { bus, port } = await setup();
    const full = await open(port);
    const brief = await open(port, undefined, "/?prices=none");
    await sleep(50);
    const goal: NewLiveEvent = {
      type: "score",
      date: "2026-11-21",
      fixtureId: 7,
      data: { goals: { home: 1, away: 0 }, previous: { home: 0, away: 0 } },
    };
    await bus.publish([ev(7, 1), goal]);
    await sleep(100);
    const [odds, score] = await bus.since("0-0");
    expect(full.payloads).toEqual([
      { id: odds!.id, type: "odds", date: "2026-11-21", fixtureId: 7, data: odds!.data },
      { id: score!.id, type: "score", date: "2026-11-21", fixtureId: 7, data: goal.data },
    ]);
    // The odds event keeps which day and fixture moved, not what moved; other events are whole.
    expect(brief.payloads).toEqual([
      { id: odds!.id, type: "odds", date: "2026-11-21", fixtureId: 7 },
      { id: score!.id, type: "score", date: "2026-11-21", fixtureId: 7, data: goal.data },
    ]);
    // A brief stream that resumes gets its replay in the same form.
    const resumed = await open(port, "0-0", "/?prices=none");
    await sleep(100);
    expect(resumed.payloads).toEqual(brief.payloads);
    for (const r of [full, brief, resumed]) r.res.destroy();
  });

  it("drops a client that stops reading, which then resumes by Last-Event-ID without a gap or a repeat", async () => {
    const { bus, hub, port } = await setup(64 * 1024);
    const fast = await open(port);
    const slow = await open(port);
    await sleep(50);
    // The slow client stops reading: its socket fills, then the server's buffer for it grows.
    slow.res.pause();
    // Batches of ~200 KB until the kernel's socket buffers are full and the server's own buffer passes 64 KB.
    for (let i = 0; i < 100 && hub.stats.dropped === 0; i++) {
      await bus.publish(Array.from({ length: 100 }, (_, k) => ev(100 + k, i, 2000)));
      await sleep(5);
    }
    await sleep(100);
    await bus.publish([ev(999)]);
    await sleep(100);
    expect(hub.stats.dropped).toBe(1);
    // It reads again: what the kernel still held arrives, then the end of its stream.
    slow.res.resume();
    await slow.closed;
    expect(hub.size).toBe(1);
    const all = (await bus.since("0-0")).map((e) => e.id);
    // The client that kept reading got everything (the bus retains only the newest 2,000 to compare with).
    expect(fast.ids.slice(-all.length)).toEqual(all);
    expect(new Set(fast.ids).size).toBe(fast.ids.length);
    // What the slow one had read is a prefix; it resumes from its last id and gets the rest of the retained tail.
    const last = slow.ids.at(-1)!;
    const resumed = await open(port, last);
    await sleep(200);
    await bus.publish([ev(1000)]);
    await sleep(100);
    const after = (await bus.since(last)).map((e) => e.id);
    expect(resumed.ids).toEqual(after);
    expect(new Set(resumed.ids).size).toBe(resumed.ids.length);
    fast.res.destroy();
    resumed.res.destroy();
  });

  it("merges a resume's replay with the live events published meanwhile, each once", async () => {
    const bus = new MemoryBus();
    // A bus whose replay is slow, so live events arrive while it is read.
    const slowSince = bus.since.bind(bus);
    bus.since = async (id: string) => {
      const events = await slowSince(id);
      await sleep(150);
      return events;
    };
    const { port } = await setup(1024 * 1024, bus);
    await bus.publish([ev(1), ev(2), ev(3)]);
    const first = (await slowSince("0-0"))[0]!.id;
    const reader = await open(port, first);
    await sleep(30);
    await bus.publish([ev(4), ev(5)]);
    await sleep(400);
    const expected = (await slowSince(first)).map((e) => e.id);
    expect(expected).toHaveLength(4);
    expect(reader.ids).toEqual(expected);
    reader.res.destroy();
  });

  it("sends one heartbeat to every open stream from a single timer", async () => {
    const { port } = await setup(1024 * 1024, new MemoryBus(), 100);
    const readers = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<{ pings: number; res: IncomingMessage }>((resolve) => {
            request({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
              const r = { pings: 0, res };
              res.setEncoding("utf8");
              res.on("data", (c: string) => (r.pings += c.split(": ping").length - 1));
              resolve(r);
            }).end();
          }),
      ),
    );
    await sleep(350);
    for (const r of readers) {
      expect(r.pings).toBeGreaterThanOrEqual(2);
      r.res.destroy();
    }
  });
});
