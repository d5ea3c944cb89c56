import { afterEach, describe, expect, it, vi } from "vitest";
import { documentServerNow, siteNow, syncClock } from "./clock.ts";

const LOCAL = Date.parse("2026-11-21T12:00:00.000Z");

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A browser whose navigation entry carries the server's `now` in Server-Timing (or not). */
function stubNavigation(entry: Partial<PerformanceNavigationTiming> | undefined, timeOrigin = LOCAL - 500) {
  vi.stubGlobal("performance", { timeOrigin, getEntriesByType: () => (entry ? [entry] : []) });
}

describe("the site's clock", () => {
  it("follows the server's Server-Timing instant, counted from when the answer began to arrive", () => {
    vi.useFakeTimers({ now: LOCAL, toFake: ["Date"] });
    stubNavigation({
      responseStart: 100,
      serverTiming: [{ name: "now", description: "2026-11-21T18:00:00.000Z", duration: 0 } as PerformanceServerTiming],
    });
    // The HTML came from the page cache: its own `now` is older and must not be used.
    syncClock("2026-11-21T17:59:00.000Z");
    // Server 18:00 at local timeOrigin+100 ms = 11:59:59.600; now local is 12:00:00.000, so 400 ms later.
    expect(siteNow().toISOString()).toBe("2026-11-21T18:00:00.400Z");
  });

  it("falls back to the page's render instant when the browser exposes no Server-Timing", () => {
    vi.useFakeTimers({ now: LOCAL, toFake: ["Date"] });
    stubNavigation({ responseStart: 100, serverTiming: [] });
    expect(documentServerNow()).toBeNull();
    syncClock("2026-11-21T15:30:00.000Z");
    expect(siteNow().toISOString()).toBe("2026-11-21T15:30:00.000Z");
    vi.setSystemTime(LOCAL + 60_000);
    expect(siteNow().toISOString()).toBe("2026-11-21T15:31:00.000Z");
  });

  it("ignores an unreadable server instant and keeps the last offset", () => {
    vi.useFakeTimers({ now: LOCAL, toFake: ["Date"] });
    stubNavigation(undefined);
    syncClock("2026-11-21T15:30:00.000Z");
    syncClock("not a date");
    expect(siteNow().toISOString()).toBe("2026-11-21T15:30:00.000Z");
    stubNavigation({ serverTiming: [{ name: "now", description: "garbage", duration: 0 } as PerformanceServerTiming] });
    expect(documentServerNow()).toBeNull();
  });
});
