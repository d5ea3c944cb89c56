// The pure part of `pnpm bench`'s Lighthouse step (scripts/bench-lighthouse.mjs): what it sums from a run's trace,
// how it takes the medians of a page's runs, and the lines it prints. No browser, no Lighthouse: a unit test checks it
// in milliseconds (scripts/lighthouse-figures.test.mjs), while the bench itself stays out of the test command.

/** Lighthouse's simulated phone is this many times slower than the host unless LIGHTHOUSE_CPU_SLOWDOWN says. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** The median of the runs that measured it (a run may miss a metric: Lighthouse then says why in `errors`). */
export function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : undefined;
}

export const score = (category) => (typeof category?.score === "number" ? Math.round(category.score * 100) : undefined);

/**
 * The page's own share of its TBT: Lighthouse's rule (each main-thread task after the first contentful paint counts
 * the part of its length, stretched by the slowdown, beyond 50 ms) applied to the CPU time each task of the page's
 * main thread ran (the trace's thread time), not the time it took. On a host with two cores, where the browser, its
 * compositor, Lighthouse and the server share them during the load, a task of 2 ms of CPU can take 20 ms while the
 * thread waits for a core; Lantern (the simulated figure) counts that wait as the page's work. The difference between
 * the two figures is the host's. Undefined when the trace has no thread times.
 */
export function ownCpuBlockingTime(trace, slowdown = DEFAULT_CPU_SLOWDOWN) {
  const tasks = tasksAfterFirstPaint(trace);
  if (!tasks) return undefined;
  return tasks.reduce((total, e) => total + Math.max(0, (slowdown * e.tdur) / 1000 - 50), 0);
}

/**
 * How long the page's main-thread tasks after its first contentful paint took (`wall`, what Lantern stretches) and
 * how much CPU they ran (`cpu`), in ms. Where `wall` is a multiple of `cpu`, the thread spent the rest waiting for a
 * core: a figure of this host, printed beside each Lighthouse line. Undefined when the trace has no thread times.
 */
export function mainThreadTime(trace) {
  const tasks = tasksAfterFirstPaint(trace);
  if (!tasks) return undefined;
  return {
    cpu: tasks.reduce((total, e) => total + e.tdur / 1000, 0),
    wall: tasks.reduce((total, e) => total + e.dur / 1000, 0),
  };
}

/** The top-level tasks of the page's main thread that end after its first contentful paint and carry a thread time. */
function tasksAfterFirstPaint(trace) {
  const events = trace?.traceEvents ?? [];
  const navigation = events.find(
    (e) => e.name === "navigationStart" && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ""),
  );
  if (!navigation) return undefined;
  const paint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === navigation.pid);
  const from = paint?.ts ?? navigation.ts;
  const tasks = events.filter(
    (e) =>
      e.ph === "X" &&
      e.name === "RunTask" &&
      e.pid === navigation.pid &&
      e.tid === navigation.tid &&
      e.ts >= navigation.ts &&
      e.ts + e.dur >= from &&
      typeof e.tdur === "number",
  );
  return tasks.length ? tasks : undefined;
}

/**
 * A page's figures from its runs: the median of each measure over the runs that have it (`pick`), the runs kept as
 * they are for the line that lists them.
 */
export function pageFigures(label, applied, runs) {
  const pick = (k) => median(runs.map((r) => r[k]));
  return {
    url: label,
    applied,
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    lcp: pick("lcp"),
    cls: pick("cls"),
    tbt: pick("tbt"),
    ownCpuTbt: pick("ownCpuTbt"),
    mainThreadCpu: pick("mainThreadCpu"),
    mainThreadWall: pick("mainThreadWall"),
    benchmarkIndex: pick("benchmarkIndex"),
    runs,
  };
}

/** A figure, or "–" when no run measured it. */
const fixed = (v, digits) => (typeof v === "number" ? v.toFixed(digits) : "–");

/** The lines the bench prints for a page; `cpuSlowdown` and `runs` are the step's settings, for the label. */
export function formatLighthouse(f, { cpuSlowdown = DEFAULT_CPU_SLOWDOWN, runs = f.runs.length } = {}) {
  const errors = [...new Set(f.runs.flatMap((r) => r.errors ?? []))];
  return (
    `${f.url}\n  Lighthouse (mobile, CPU ×${cpuSlowdown}${f.applied ? " applied" : ""}, median of ${runs}): performance ${f.performance ?? "–"}, ` +
    `accessibility ${f.accessibility ?? "–"}, LCP ${fixed(f.lcp, 2)} s, CLS ${fixed(f.cls, 3)}, TBT ${fixed(f.tbt, 0)} ms, ` +
    `benchmarkIndex ${fixed(f.benchmarkIndex, 0)}\n` +
    `  TBT from the page's own CPU time (the same rule on each task's thread time, without the waits for a core): ` +
    `${fixed(f.ownCpuTbt, 0)} ms\n` +
    `  the page's main thread after its first paint: ${fixed(f.mainThreadCpu, 0)} ms of CPU in ` +
    `${fixed(f.mainThreadWall, 0)} ms of tasks (the rest: waits for a core)\n  runs: ` +
    f.runs.map((r) => `${r.performance ?? "–"}/${fixed(r.tbt, 0)} ms/bi ${fixed(r.benchmarkIndex, 0)}`).join(", ") +
    (errors.length ? `\n  not measured in some runs: ${errors.join("; ")}` : "")
  );
}
