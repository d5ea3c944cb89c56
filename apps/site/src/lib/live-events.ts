import { useCallback, useEffect, useRef } from "react";

/** Who listens to the page's stream: the Brazilian day they show, and the one game when they show one. */
const listeners = new Set<{ date: string; fixtureId: number | undefined; notify: () => void }>();
let source: EventSource | null = null;

/**
 * The least time between two refreshes a push starts: a busy day's stream (houses push prices every second) would
 * otherwise have a page download its day, or a game's markets and their history, every second.
 */
export const LIVE_REFRESH_GAP_MS = 5_000;

/** Whether a pushed event concerns a listener: its day, and its game when it shows one. */
export function concerns(
  listener: { date: string; fixtureId?: number | undefined },
  event: { date?: string; fixtureId?: number },
): boolean {
  return listener.date === event.date && (listener.fixtureId === undefined || listener.fixtureId === event.fixtureId);
}

function onEvent(e: MessageEvent<string>) {
  let event: { date?: string; fixtureId?: number };
  try {
    event = JSON.parse(e.data) as { date?: string; fixtureId?: number };
  } catch {
    return;
  }
  for (const l of listeners) if (concerns(l, event)) l.notify();
}

/**
 * Calls `onChange` when the server pushes a change (score, status, odds, market) for `date` (for its game
 * `fixtureId` only, when given) over Server-Sent Events: `delayMs` after the first change of a burst, the changes
 * that follow riding on the same call (a wait restarted by each change would never end on a busy day), and never
 * sooner than `LIVE_REFRESH_GAP_MS` after the previous call. One stream serves every listener of the page (the
 * home's day panel and slider are separate roots). Needs neither the router nor React Query: the home's islands use
 * it.
 */
export function useLiveEvents(
  date: string,
  onChange: () => void,
  { fixtureId, delayMs = 800 }: { fixtureId?: number; delayMs?: number } = {},
): void {
  // The latest callback, without restarting the stream when the caller passes a new function each render.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (typeof EventSource === "undefined" || date === "") return;
    const batch = batched(() => onChangeRef.current(), delayMs, LIVE_REFRESH_GAP_MS);
    const listener = { date, fixtureId, notify: batch.notify };
    listeners.add(listener);
    if (!source) {
      // Without the prices: the page refetches its day on any change, so an odds event's teams and prices (most of a
      // busy day's stream) would be bytes downloaded for nothing.
      source = new EventSource("/api/live/stream?prices=none");
      for (const type of ["score", "status", "odds", "market"]) source.addEventListener(type, onEvent);
    }
    return () => {
      batch.cancel();
      listeners.delete(listener);
      if (listeners.size === 0) {
        source?.close();
        source = null;
      }
    };
  }, [date, fixtureId, delayMs]);
}

/**
 * Calls `fn` `delayMs` after the first of a run of notifications, and no sooner than `minGapMs` after its previous
 * call; the notifications until then ride on the same call. A wait restarted by each notification would never end
 * under a steady stream of them.
 */
export function batched(fn: () => void, delayMs: number, minGapMs = 0): { notify: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = -Infinity;
  return {
    notify: () => {
      if (timer !== undefined) return;
      const wait = Math.max(delayMs, last + minGapMs - Date.now());
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, wait);
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * `run` one at a time: a call while it runs makes it run once more after, never aborting the running one (on a slow
 * line, aborting for each pushed change would never let a refresh finish on a busy day).
 */
export function serial(run: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const go = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    void run()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        if (again) go();
      });
  };
  return go;
}

/**
 * A refresh of what `load` fetches, one load at a time (`serial`): the signal it gets is aborted only when `load`
 * changes (another day or market) or the component unmounts.
 */
export function useSerialRefresh(load: (signal: AbortSignal) => Promise<unknown>): () => void {
  const runner = useRef<() => void>(() => undefined);
  useEffect(() => {
    const controller = new AbortController();
    const run = serial(() => load(controller.signal));
    runner.current = () => {
      if (!controller.signal.aborted) run();
    };
    return () => controller.abort();
  }, [load]);
  return useCallback(() => runner.current(), []);
}
