import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

/**
 * Refreshes `queryKey` when the server pushes a change (score, status, odds) for `date` over Server-Sent
 * Events. Bursts are coalesced into one refetch; the 60 s polling stays as the fallback when the stream is down.
 * `onChange` runs first, e.g. to enable a query that waits for the first change.
 */
export function useLiveRefresh(date: string, queryKey: QueryKey, delayMs = 800, onChange?: () => void): void {
  const queryClient = useQueryClient();
  const keyHash = JSON.stringify(queryKey);
  // The latest callback, without restarting the stream when the caller passes a new function each render.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    // Without the prices: the page refetches its day on any change, so an odds event's teams and prices (most of a
    // busy day's stream) would be bytes downloaded for nothing.
    const source = new EventSource("/api/live/stream?prices=none");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onEvent = (e: MessageEvent<string>) => {
      try {
        if ((JSON.parse(e.data) as { date?: string }).date !== date) return;
      } catch {
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => {
        onChangeRef.current?.();
        void queryClient.invalidateQueries({ queryKey: JSON.parse(keyHash) as QueryKey });
      }, delayMs);
    };
    for (const type of ["score", "status", "odds"]) source.addEventListener(type, onEvent);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [date, keyHash, queryClient, delayMs]);
}
