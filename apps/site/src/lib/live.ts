import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * Refreshes `queryKey` when the server pushes a change (score, status, odds) for `date` over Server-Sent
 * Events. Bursts are coalesced into one refetch; the 60 s polling stays as the fallback when the stream is down.
 */
export function useLiveRefresh(date: string, queryKey: QueryKey, delayMs = 800): void {
  const queryClient = useQueryClient();
  const keyHash = JSON.stringify(queryKey);
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/live/stream");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onEvent = (e: MessageEvent<string>) => {
      try {
        if ((JSON.parse(e.data) as { date?: string }).date !== date) return;
      } catch {
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: JSON.parse(keyHash) as QueryKey }), delayMs);
    };
    for (const type of ["score", "status", "odds"]) source.addEventListener(type, onEvent);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [date, keyHash, queryClient, delayMs]);
}
