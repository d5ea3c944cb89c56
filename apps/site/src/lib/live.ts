import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useLiveEvents } from "./live-events.ts";

/**
 * Refreshes `queryKey` when the server pushes a change (score, status, odds) for `date` over Server-Sent
 * Events. Bursts are coalesced into one refetch; the 60 s polling stays as the fallback when the stream is down.
 * `onChange` runs first, e.g. to enable a query that waits for the first change.
 */
export function useLiveRefresh(date: string, queryKey: QueryKey, delayMs = 800, onChange?: () => void): void {
  const queryClient = useQueryClient();
  const keyHash = JSON.stringify(queryKey);
  useLiveEvents(
    date,
    () => {
      onChange?.();
      void queryClient.invalidateQueries({ queryKey: JSON.parse(keyHash) as QueryKey });
    },
    delayMs,
  );
}
