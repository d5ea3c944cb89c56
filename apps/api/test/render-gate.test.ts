import { describe, expect, it } from "vitest";
import { PageCache, PageCacheBusyError, RenderGate } from "../src/services/page-cache.ts";

/** A gate on hand-moved clocks: `now` (monotonic ms), the loop's busy ms, and the refill timer run by hand. */
function manualGate(opts: { maxConcurrent?: number; maxQueued?: number; share?: number; burstMs?: number } = {}) {
  const t = { now: 0, busy: 0, timers: [] as Array<{ at: number; fn: () => void }> };
  const gate = new RenderGate({
    maxConcurrent: opts.maxConcurrent ?? 1,
    maxQueued: opts.maxQueued ?? 4,
    share: opts.share ?? 0.25,
    burstMs: opts.burstMs ?? 200,
    maxWaitMs: 5000,
    now: () => t.now,
    loopActiveMs: () => t.busy,
    setTimer: (fn, ms) => t.timers.push({ at: t.now + ms, fn }),
  });
  /** Moves both clocks by `ms`, the loop busy for `busyMs` of them, and runs the timers that came due. */
  const advance = (ms: number, busyMs = 0) => {
    t.now += ms;
    t.busy += busyMs;
    const due = t.timers.filter((x) => x.at <= t.now);
    t.timers = t.timers.filter((x) => x.at > t.now);
    for (const x of due) x.fn();
  };
  return { gate, t, advance };
}

const settled = () => new Promise((r) => setImmediate(r));

describe("the render gate", () => {
  it("lets renders take the loop in a burst, then only their share of it", async () => {
    const { gate, advance } = manualGate({ share: 0.25, burstMs: 200 });
    // Two renders of 150 ms of loop each: the burst (200 ms) covers the first, the second starts on what is left.
    let end = await gate.acquire(false);
    advance(150, 150);
    end();
    end = await gate.acquire(false);
    advance(150, 150);
    end();
    // The bucket is now below zero: the next render waits until it is refilled at a quarter of a millisecond per ms.
    const order: string[] = [];
    const third = gate.acquire(false).then((r) => (order.push("third"), r));
    await settled();
    expect(order).toEqual([]);
    advance(300, 0);
    await settled();
    expect(order).toEqual(["third"]);
    (await third)();
  });

  it("costs a render only the loop's busy time while it ran: waiting on data is free", async () => {
    const { gate, advance } = manualGate({ share: 0.25, burstMs: 100 });
    for (let i = 0; i < 20; i++) {
      const end = await gate.acquire(false);
      advance(300, 2);
      end();
    }
    expect(gate.free()).toBe(true);
  });

  it("serves kept pages' renders before new addresses, and refuses new ones beyond its line", async () => {
    const { gate, advance } = manualGate({ maxQueued: 2, burstMs: 50, share: 0.5 });
    const first = await gate.acquire(false);
    const order: string[] = [];
    const a = gate.acquire(false).then((r) => (order.push("new-a"), r));
    const b = gate.acquire(false).then((r) => (order.push("new-b"), r));
    await expect(gate.acquire(false)).rejects.toBeInstanceOf(PageCacheBusyError);
    const k = gate.acquire(true).then((r) => (order.push("known"), r));
    expect(gate.waiting).toBe(3);
    advance(10, 10);
    first();
    (await k)();
    (await a)();
    (await b)();
    expect(order).toEqual(["known", "new-a", "new-b"]);
  });

  it("refuses a render that waited longer than its limit", async () => {
    const { gate, advance } = manualGate({ burstMs: 10, share: 0.001 });
    const first = await gate.acquire(false);
    advance(100, 100);
    first();
    const late = gate.acquire(false);
    // Refilling 100 ms of loop at 0.001 would take 100 s: the timer comes back at the wait limit and gives up.
    advance(5001, 0);
    await expect(late).rejects.toBeInstanceOf(PageCacheBusyError);
  });
});

describe("the page cache under a flood of new addresses", () => {
  it("serves a kept but invalidated page at once while new addresses wait their turn, and renders it first", async () => {
    const t = { now: 0, busy: 0, timers: [] as Array<() => void> };
    const cache = new PageCache({
      maxBytes: 1 << 20,
      freshMs: 60_000,
      maxStaleMs: 600_000,
      maxConcurrentRenders: 1,
      maxQueuedRenders: 8,
      renderShare: 0.25,
      renderBurstMs: 100,
      now: () => t.now,
      monotonic: () => t.now,
      loopActiveMs: () => t.busy,
      setTimer: (fn) => t.timers.push(fn),
    });
    const rendered: string[] = [];
    const page = (name: string) => async () => {
      rendered.push(name);
      t.busy += 80;
      t.now += 80;
      return { status: 200, html: `<p>${name}</p>` };
    };
    await cache.get("/", ["board"], page("/ v1"));
    await cache.get("/a", [], page("/a"));
    // The burst is spent (160 ms of loop): new addresses now wait for the refill.
    const b = cache.get("/b", [], page("/b"));
    const c = cache.get("/c", [], page("/c"));
    await settled();
    expect(rendered).toEqual(["/ v1", "/a"]);
    cache.invalidate(["board"]);
    const home = await cache.get("/", ["board"], page("/ v2"));
    expect(home.outcome).toBe("stale");
    expect(home.entry.identity.toString()).toBe("<p>/ v1</p>");
    // Refilled: the home's render goes before the addresses that were waiting longer.
    t.now += 1000;
    for (const fn of t.timers.splice(0)) fn();
    await settled();
    await settled();
    expect(rendered[2]).toBe("/ v2");
    // The clock moves only when the gate waits for its refill (a timer is set): while a render's bytes are being
    // compressed on zlib's threads, which takes longer on a busy machine, the waiting addresses' time stands still.
    for (let turns = 0; rendered.length < 5; turns++) {
      if (turns > 100_000) throw new Error(`renders stalled at ${rendered.join(", ")}`);
      if (t.timers.length > 0) {
        t.now += 1000;
        for (const fn of t.timers.splice(0)) fn();
      }
      await settled();
    }
    expect((await b).outcome).toBe("miss");
    expect((await c).outcome).toBe("miss");
    expect(rendered).toEqual(["/ v1", "/a", "/ v2", "/b", "/c"]);
    expect((await cache.get("/", ["board"], page("/ v3"))).outcome).toBe("hit");
  });
});
