import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, startProductionServer, type RunningServer } from "./server.ts";

interface Run {
  performance?: number;
  tbt?: number;
  ownCpuTbt?: number;
  benchmarkIndex?: number;
  scripts: number;
  errors: string[];
}
interface Figures {
  url: string;
  performance?: number;
  tbt?: number;
  benchmarkIndex?: number;
  runs: Run[];
}
interface BenchLighthouse {
  lighthouseFigures(
    pages: Array<
      | string
      | { url: string; label?: string; blockedUrlPatterns?: string[]; throttlingMethod?: "simulate" | "devtools" }
    >,
  ): Promise<Figures[]>;
  formatLighthouse(f: Figures): string;
  minimalPage(): Promise<{ url: string; close(): Promise<void> }>;
  ownCpuBlockingTime(trace: { traceEvents: object[] }, slowdown?: number): number | undefined;
  mainThreadTime(trace: { traceEvents: object[] }): { cpu: number; wall: number } | undefined;
}

const profiles = () => readdirSync(tmpdir()).filter((name) => name.startsWith("placar-lh-"));

/** `pnpm bench`'s Lighthouse step (scripts/bench-lighthouse.mjs), one run per page: issue 17, points 7 and 8. */
describe("the bench's Lighthouse step", () => {
  let server: RunningServer;
  let bench: BenchLighthouse;

  beforeAll(async () => {
    process.env.LIGHTHOUSE_RUNS = "1";
    const file = path.join(ROOT, "scripts/bench-lighthouse.mjs");
    bench = (await import(/* @vite-ignore */ file)) as BenchLighthouse;
    server = await startProductionServer({ PLACAR_NOW: "2026-11-21T18:00:00.000Z" });
  });
  afterAll(async () => {
    delete process.env.LIGHTHOUSE_RUNS;
    await server?.stop();
  });

  it("counts the page's own share of the TBT from each task's CPU time, after the first contentful paint", () => {
    const page = { pid: 7, tid: 7 };
    const task = (ts: number, dur: number, tdur: number, where = page) => ({
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
    expect(bench.ownCpuBlockingTime(trace)).toBe(100);
    expect(bench.ownCpuBlockingTime(trace, 16)).toBe(16 * 30 - 50 + (16 * 5 - 50) + (16 * 20 - 50));
    expect(bench.ownCpuBlockingTime({ traceEvents: [] })).toBeUndefined();
    // The same tasks' CPU against the time they took: 55 ms of CPU in 210 ms, the rest waiting for a core.
    expect(bench.mainThreadTime(trace)).toEqual({ cpu: 30 + 5 + 20, wall: 80 + 90 + 40 });
    expect(bench.mainThreadTime({ traceEvents: [] })).toBeUndefined();
  });

  it("measures `/`, `/` with its scripts blocked, a minimal page and `/` with the slowdown applied, with the host's benchmarkIndex, and leaves no browser profile behind", async () => {
    const before = profiles();
    const minimal = await bench.minimalPage();
    let figures: Figures[];
    try {
      const page = await fetch(minimal.url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<h1>Placar</h1>");
      figures = await bench.lighthouseFigures([
        `${server.url}/`,
        { url: `${server.url}/`, label: "/ sem scripts", blockedUrlPatterns: ["*.js"] },
        { url: minimal.url, label: "página mínima" },
        { url: `${server.url}/`, label: "/ aplicado", throttlingMethod: "devtools" },
      ]);
    } finally {
      await minimal.close();
    }
    expect(figures.map((f) => f.url)).toEqual([`${server.url}/`, "/ sem scripts", "página mínima", "/ aplicado"]);
    // A run Lighthouse could not measure (a trace without its navigation, rare even after the step's own retries) is
    // kept with the reason: a figure is there, or the reason is.
    const measured = (f: Figures) => f.runs[0]!.errors.length === 0;
    for (const f of figures) {
      expect(f.runs).toHaveLength(1);
      expect(f.benchmarkIndex).toBeGreaterThan(0);
      if (measured(f)) expect(f.performance).toBeGreaterThan(0);
      else expect(bench.formatLighthouse(f)).toContain("not measured in some runs");
      expect(bench.formatLighthouse(f)).toMatch(/benchmarkIndex \d+/);
    }
    const [home, withoutScripts, bare, applied] = figures as [Figures, Figures, Figures, Figures];
    if (measured(home)) {
      expect(home.runs[0]!.scripts).toBeGreaterThan(3);
      // The page's own share of its TBT comes from the run's trace, beside Lighthouse's figure.
      expect(home.runs[0]!.ownCpuTbt).toBeGreaterThanOrEqual(0);
      expect(bench.formatLighthouse(home)).toMatch(/TBT from the page's own CPU time \([^)]*\): \d+ ms/);
      expect(bench.formatLighthouse(home)).toMatch(
        /main thread after its first paint: \d+ ms of CPU in \d+ ms of tasks/,
      );
    }
    if (measured(applied)) expect(applied.runs[0]!.scripts).toBeGreaterThan(3);
    // Only the applied line says so; the others are Lighthouse's simulation.
    expect(bench.formatLighthouse(applied)).toContain("CPU ×4 applied");
    expect(bench.formatLighthouse(home)).not.toContain("applied");
    expect(withoutScripts.runs[0]!.scripts).toBe(0);
    expect(bare.runs[0]!.scripts).toBe(0);
    // The Chromium profile is removed once the browser has exited (the run used to stop on ENOTEMPTY).
    expect(profiles()).toEqual(before);
    // The minimal page's server is closed.
    await expect(fetch(minimal.url)).rejects.toThrow();
    // Eight Lighthouse loads (a warm-up and a run for each of four pages), two at slow 4G: about 3 minutes here.
  }, 480_000);
});
