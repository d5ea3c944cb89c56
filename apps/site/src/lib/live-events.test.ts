import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { batched, serial } from "./live-events.ts";

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
