import { useMemo } from "react";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { serial, useLiveEvents } from "./live-events.ts";

/**
 * Refreshes `queryKey` (and the one query `also` names, e.g. the match's price history) when the server pushes a
 * change for `date` (for its game `fixtureId` only, when the page shows one) over Server-Sent Events, one refresh at
 * a time: a change during one brings one more after it (useLiveEvents says how soon). The 60 s polling stays as the
 * fallback when the stream is down.
 */
export function useLiveRefresh(
  date: string,
  queryKey: QueryKey,
  { also, fixtureId }: { also?: QueryKey; fixtureId?: number } = {},
): void {
  const queryClient = useQueryClient();
  const keys = JSON.stringify([queryKey, also ?? null]);
  const refresh = useMemo(() => {
    const [main, extra] = JSON.parse(keys) as [QueryKey, QueryKey | null];
    return serial(() =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: main }),
        extra ? queryClient.invalidateQueries({ queryKey: extra, exact: true }) : null,
      ]),
    );
  }, [queryClient, keys]);
  useLiveEvents(date, refresh, { fixtureId });
}
