// The Lighthouse part of `pnpm bench`: Debian's Chromium (never a downloaded browser), Lighthouse's mobile
// defaults (simulated slow 4G and a 4× slower CPU), a warm-up load then three runs per page, medians reported.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import {
  formatLighthouse as formatFigures,
  mainThreadTime,
  ownCpuBlockingTime,
  pageFigures,
  score,
} from "./lighthouse-figures.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const DEBUG_PORT = 9333;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Lighthouse's simulated phone is this many times slower than this host (its default, 4). A slower host is emulated
// by raising it: a host with a quarter of this one's benchmarkIndex is about LIGHTHOUSE_CPU_SLOWDOWN=16 here.
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
const SETTINGS = { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } };

async function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), "placar-lh-"));
  // Its own process group: Chromium's helpers (renderers, GPU, crash handler) are stopped with it.
  const child = spawn(
    CHROMIUM,
    [
      "--headless=new",
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-breakpad",
      "about:blank",
    ],
    { stdio: "ignore", detached: true },
  );
  const exited = new Promise((r) => child.once("exit", r));
  for (let i = 0; ; i++) {
    try {
      await (await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).json();
      break;
    } catch {
      if (i > 100) throw new Error(`Chromium (${CHROMIUM}) did not open its debugging port`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    async close() {
      const group = (signal) => {
        try {
          process.kill(-child.pid, signal);
        } catch {}
      };
      group("SIGTERM");
      // Wait for the browser to exit (it writes its profile until then), then for its helpers; never forever.
      const timeout = (ms) => new Promise((r) => setTimeout(r, ms));
      await Promise.race([exited, timeout(10_000)]);
      group("SIGKILL");
      await timeout(200);
      // Clean-up never fails the run: a profile left behind in the temp folder is only a warning.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (err) {
        console.warn(`(could not remove the Chromium profile ${profile}: ${err.message})`);
      }
    },
  };
}

/**
 * Runs Lighthouse RUNS times on each page and returns the medians: scores out of 100, LCP in s, TBT in ms. A page is a
 * URL, or `{ url, label, blockedUrlPatterns, throttlingMethod }`: requests Lighthouse blocks (e.g. every script), and
 * how it slows the load. "simulate" (the default, Lighthouse's and PageSpeed Insights'): the page loads at this host's
 * full speed and Lantern replays its trace on a model of the phone, every main-thread task stretched by the
 * slowdown. "devtools": the browser itself is slowed while it loads (CPU and slow 4G applied), one real load on such
 * a phone, whose tasks fall where that load puts them, before or after the first paint.
 */
export async function lighthouseFigures(pages) {
  const chromium = await launchChromium();
  const figures = [];
  try {
    for (const page of pages) {
      const {
        url,
        label = url,
        blockedUrlPatterns = [],
        throttlingMethod = "simulate",
      } = typeof page === "string" ? { url: page } : page;
      const settings = { ...SETTINGS, blockedUrlPatterns, throttlingMethod };
      const applied = throttlingMethod === "devtools";
      const audit = (onlyCategories) =>
        lighthouse(
          url,
          { port: DEBUG_PORT, output: "json", logLevel: "error", onlyCategories },
          { extends: "lighthouse:default", settings },
        );
      const runs = [];
      // One uncounted load first: the server's first answer for a page fills its caches (generated crests and
      // banners, compressed snapshots), which a site in service has long done.
      await audit(["performance"]);
      for (let i = 0; i < RUNS; i++) {
        // A run whose trace Lighthouse could not read (a runtime error such as NO_NAVSTART, about one in ten here) is
        // run again, twice at most; the last is kept with its error.
        let result;
        for (let attempt = 0; attempt < 3 && (!result || result.lhr.runtimeError); attempt++) {
          result = await audit(["performance", "accessibility"]);
        }
        const { categories, audits } = result.lhr;
        // A run Lighthouse could not measure fully (no LCP seen, a page error) is kept with what it has and why.
        const errors = [
          result.lhr.runtimeError?.message,
          ...["largest-contentful-paint", "cumulative-layout-shift", "total-blocking-time"].map(
            (id) => audits[id]?.errorMessage,
          ),
        ].filter(Boolean);
        const lcp = audits["largest-contentful-paint"]?.numericValue;
        const mainThread = mainThreadTime(result.artifacts?.Trace);
        runs.push({
          performance: score(categories.performance),
          accessibility: score(categories.accessibility),
          lcp: lcp === undefined ? undefined : lcp / 1000,
          cls: audits["cumulative-layout-shift"]?.numericValue,
          tbt: audits["total-blocking-time"]?.numericValue,
          // With the slowdown applied the trace's tasks are already the slowed ones: stretched ×1, not again.
          ownCpuTbt: ownCpuBlockingTime(result.artifacts?.Trace, applied ? 1 : CPU_SLOWDOWN),
          mainThreadCpu: mainThread?.cpu,
          mainThreadWall: mainThread?.wall,
          errors,
          // Lighthouse's measure of this host's CPU speed: its simulation multiplies what it measures here.
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
          // Scripts the page received (0 when they were blocked).
          scripts: (audits["network-requests"]?.details?.items ?? []).filter(
            (r) => r.resourceType === "Script" && r.statusCode >= 200 && r.statusCode < 400,
          ).length,
        });
      }
      figures.push(pageFigures(label, applied, runs));
    }
  } finally {
    await chromium.close();
  }
  return figures;
}

/**
 * What Lighthouse and this host cost any page: a minimal server-rendered page (a heading and a paragraph, no script,
 * no stylesheet), served from here. Its TBT is the part of a page's figure that no change to the page can remove: the
 * navigation's own commit (the window's script context, Lighthouse's instrumentation) and the other processes' share of
 * the cores, all multiplied by the simulated slowdown. Resolves with its URL and a function that stops the server.
 */
export async function minimalPage() {
  const html =
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><title>Placar</title></head>' +
    "<body><h1>Placar</h1><p>Uma página mínima, sem script nem folha de estilo.</p></body></html>";
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(html);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The lines the bench prints for a page (scripts/lighthouse-figures.mjs), with this step's slowdown and runs. */
export function formatLighthouse(f) {
  return formatFigures(f, { cpuSlowdown: CPU_SLOWDOWN, runs: RUNS });
}
