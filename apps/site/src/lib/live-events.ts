import { useEffect, useRef } from "react";

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
 * Calls `onChange` when the server pushes a change (score, status, odds) for `date` over Server-Sent Events, bursts
 * coalesced into one call `delayMs` after the last. One stream serves every listener of the page (the home's day
 * panel and slider are separate roots). Needs neither the router nor React Query: the home's islands use it.
 */
export function useLiveEvents(date: string, onChange: () => void, delayMs = 800): void {
  // The latest callback, without restarting the stream when the caller passes a new function each render.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (typeof EventSource === "undefined" || date === "") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = {
      date,
      notify: () => {
        clearTimeout(timer);
        timer = setTimeout(() => onChangeRef.current(), delayMs);
      },
    };
    listeners.add(listener);
    if (!source) {
      // Without the prices: the page refetches its day on any change, so an odds event's teams and prices (most of a
      // busy day's stream) would be bytes downloaded for nothing.
      source = new EventSource("/api/live/stream?prices=none");
      for (const type of ["score", "status", "odds"]) source.addEventListener(type, onEvent);
    }
    return () => {
      clearTimeout(timer);
      listeners.delete(listener);
      if (listeners.size === 0) {
        source?.close();
        source = null;
      }
    };
  }, [date, delayMs]);
}
