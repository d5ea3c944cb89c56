import { useCallback, useEffect, useRef } from "react";

/** Who listens to the page's stream, by the Brazilian day they show. */
const listeners = new Set<{ date: string; notify: () => void }>();
let source: EventSource | null = null;

function onEvent(e: MessageEvent<string>) {
  let date: string | undefined;
  try {
    date = (JSON.parse(e.data) as { date?: string }).date;
  } catch {
    return;
  }
  for (const l of listeners) if (l.date === date) l.notify();
}

/**
 * Calls `onChange` when the server pushes a change (score, status, odds) for `date` over Server-Sent Events, at most
 * once per `delayMs`: the first change of a burst starts the wait and the changes that follow ride on the same call.
 * (A wait restarted by each change would never end on a busy day, where houses push prices every second.) One stream
 * serves every listener of the page (the home's day panel and slider are separate roots). Needs neither the router
 * nor React Query: the home's islands use it.
 */
export function useLiveEvents(date: string, onChange: () => void, delayMs = 800): void {
  // The latest callback, without restarting the stream when the caller passes a new function each render.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (typeof EventSource === "undefined" || date === "") return;
    const batch = batched(() => onChangeRef.current(), delayMs);
    const listener = { date, notify: batch.notify };
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
  }, [date, delayMs]);
}

/**
 * Calls `fn` `delayMs` after the first of a run of notifications; those until then ride on the same call. A wait
 * restarted by each notification would never end under a steady stream of them.
 */
export function batched(fn: () => void, delayMs: number): { notify: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    notify: () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        fn();
      }, delayMs);
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
