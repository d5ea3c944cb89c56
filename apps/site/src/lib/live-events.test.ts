import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { batched, concerns, serial } from "./live-events.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("batched", () => {
  it("calls once per burst, delayMs after its first change", () => {
    const fn = vi.fn();
    const batch = batched(fn, 800);
    batch.notify();
    vi.advanceTimersByTime(500);
    batch.notify();
    batch.notify();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("keeps calling under a steady stream of changes (a busy day's prices), instead of waiting for a pause", () => {
    const fn = vi.fn();
    const batch = batched(fn, 800);
    for (let t = 0; t < 10_000; t += 300) {
      batch.notify();
      vi.advanceTimersByTime(300);
    }
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(10);
  });

  it("leaves at least minGapMs between two calls, however many changes come", () => {
    const fn = vi.fn();
    const batch = batched(fn, 800, 5_000);
    for (let t = 0; t < 20_000; t += 200) {
      batch.notify();
      vi.advanceTimersByTime(200);
    }
    // At 0.8 s, then every 5 s: 0.8, 5.8, 10.8, 15.8; the changes since ride on the call at 20.8 s.
    expect(fn).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(800);
    expect(fn).toHaveBeenCalledTimes(5);
    // A change long after the last call waits only delayMs.
    vi.advanceTimersByTime(10_000);
    batch.notify();
    vi.advanceTimersByTime(799);
    expect(fn).toHaveBeenCalledTimes(5);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(6);
  });

  it("calls nothing once cancelled", () => {
    const fn = vi.fn();
    const batch = batched(fn, 800);
    batch.notify();
    batch.cancel();
    vi.advanceTimersByTime(1_000);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe("serial", () => {
  it("runs one at a time, and once more after a run when asked during it, never aborting the running one", async () => {
    const finishers: Array<() => void> = [];
    const run = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
    const refresh = serial(run);
    refresh();
    refresh();
    refresh();
    expect(run).toHaveBeenCalledTimes(1);
    finishers[0]!();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    finishers[1]!();
    await Promise.resolve();
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("goes on after a failed run", async () => {
    let fail = true;
    const run = vi.fn(() => (fail ? Promise.reject(new Error("rede")) : Promise.resolve()));
    const refresh = serial(run);
    refresh();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    await Promise.resolve();
    fail = false;
    refresh();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
  });
});

describe("concerns", () => {
  it("a day's page hears every game of its day; a game's page only its game", () => {
    const event = { date: "2026-11-21", fixtureId: 7 };
    expect(concerns({ date: "2026-11-21" }, event)).toBe(true);
    expect(concerns({ date: "2026-11-22" }, event)).toBe(false);
    expect(concerns({ date: "2026-11-21", fixtureId: 7 }, event)).toBe(true);
    expect(concerns({ date: "2026-11-21", fixtureId: 8 }, event)).toBe(false);
  });
});
