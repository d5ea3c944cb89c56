// The sums and lines of `pnpm bench`'s Lighthouse step (scripts/lighthouse-figures.mjs) on synthetic traces and runs:
// the bench itself loads pages in Chromium for minutes and is not part of the test command.
import { describe, expect, it } from "vitest";
import { formatLighthouse, mainThreadTime, median, ownCpuBlockingTime, pageFigures } from "./lighthouse-figures.mjs";

const page = { pid: 7, tid: 7 };
const task = (ts, dur, tdur, where = page) => ({
  ...where,
  ph: "X",
  name: "RunTask",
  ts: ts * 1000,
  dur: dur * 1000,
  tdur: tdur * 1000,
});
const trace = {
  traceEvents: [
    { ...page, ph: "R", name: "navigationStart", ts: 0, args: { data: { documentLoaderURL: "http://x/" } } },
    { ...page, ph: "R", name: "firstContentfulPaint", ts: 500_000 },
    task(100, 200, 150), // before the first paint: not counted
    task(600, 80, 30), // 4 × 30 − 50 = 70
    task(700, 90, 5), // long only while it waited for a core: 4 × 5 < 50
    task(800, 40, 20), // 4 × 20 − 50 = 30
    task(900, 300, 200, { pid: 7, tid: 9 }), // another thread: not counted
  ],
};

/** One Lighthouse run as the step records it. */
const run = (performance, tbt, more = {}) => ({
  performance,
  accessibility: 100,
  lcp: 1.2,
  cls: 0,
  tbt,
  ownCpuTbt: 10,
  mainThreadCpu: 300,
  mainThreadWall: 700,
  benchmarkIndex: 2000,
  scripts: 9,
  errors: [],
  ...more,
});

describe("the bench's Lighthouse sums", () => {
  it("counts the page's own share of the TBT from each task's CPU time, after the first contentful paint", () => {
    expect(ownCpuBlockingTime(trace)).toBe(100);
    expect(ownCpuBlockingTime(trace, 16)).toBe(16 * 30 - 50 + (16 * 5 - 50) + (16 * 20 - 50));
    // With the slowdown applied to the browser the tasks are already slowed: ×1.
    expect(ownCpuBlockingTime(trace, 1)).toBe(0);
    expect(ownCpuBlockingTime({ traceEvents: [] })).toBeUndefined();
  });

  it("sets the same tasks' CPU against the time they took", () => {
    // 55 ms of CPU in 210 ms: the rest waiting for a core.
    expect(mainThreadTime(trace)).toEqual({ cpu: 30 + 5 + 20, wall: 80 + 90 + 40 });
    expect(mainThreadTime({ traceEvents: [] })).toBeUndefined();
    // A trace of another page (no http navigation) is not this page's.
    const blank = {
      traceEvents: trace.traceEvents.map((e) => (e.name === "navigationStart" ? { ...e, args: {} } : e)),
    };
    expect(mainThreadTime(blank)).toBeUndefined();
  });

  it("takes each figure's median over the runs that measured it", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([undefined, 5, Number.NaN])).toBe(5);
    expect(median([])).toBeUndefined();
    const figures = pageFigures("/", false, [run(90, 300), run(97, 120, { lcp: undefined }), run(95, 200)]);
    expect(figures).toMatchObject({
      url: "/",
      applied: false,
      performance: 95,
      tbt: 200,
      lcp: 1.2,
      benchmarkIndex: 2000,
    });
    expect(figures.runs).toHaveLength(3);
  });

  it("prints each page's line, saying which figure was applied and which runs were not measured", () => {
    const home = pageFigures("/", false, [run(96, 180)]);
    const applied = pageFigures("/ aplicado", true, [run(97, 60)]);
    const failed = pageFigures("/ sem scripts", false, [run(undefined, undefined, { errors: ["NO_LCP"] })]);
    expect(formatLighthouse(home)).toContain("Lighthouse (mobile, CPU ×4, median of 1): performance 96");
    expect(formatLighthouse(home)).toMatch(/benchmarkIndex \d+/);
    expect(formatLighthouse(home)).toMatch(/TBT from the page's own CPU time \([^)]*\): \d+ ms/);
    expect(formatLighthouse(home)).toMatch(/main thread after its first paint: \d+ ms of CPU in \d+ ms of tasks/);
    expect(formatLighthouse(home)).not.toContain("applied");
    expect(formatLighthouse(applied, { cpuSlowdown: 4, runs: 3 })).toContain("CPU ×4 applied, median of 3");
    expect(formatLighthouse(failed)).toContain("performance –");
    expect(formatLighthouse(failed)).toContain("not measured in some runs: NO_LCP");
  });
});
