import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, startProductionServer, type RunningServer } from "./server.ts";

interface Run {
  performance?: number;
  tbt?: number;
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
    if (measured(home)) expect(home.runs[0]!.scripts).toBeGreaterThan(3);
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
