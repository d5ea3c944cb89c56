import type { FetchQueryOptions, QueryKey } from "@tanstack/react-query";
import { redirect } from "react-router-dom";
import { ApiError } from "@placar/api-client/client";
import type { RouteDeps } from "../route-types.ts";

/** What the team and league pages' loaders give their page. */
export interface ClubPageData<P> {
  id: number;
  /** The site's clock when the data was loaded (ISO): "Hoje" and "Amanhã" agree between the server and the browser. */
  now: string;
  /** Set when the first HTML was rendered with the page's data (server), so the head can describe it. */
  page: P | null;
  notFound: boolean;
}

/**
 * Loads a team or league page: on the server it waits for the data (404 for an unknown id, and a 301 to `moved(page)`
 * when the address is an old or misspelt one); in the browser it shows what the cache holds and fetches the rest.
 * `id` 0 is an address whose slug carries no id.
 */
export async function loadClubPage<P, K extends QueryKey>(
  deps: RouteDeps,
  id: number,
  options: FetchQueryOptions<P, Error, P, K>,
  moved: (page: P) => string | null,
): Promise<ClubPageData<P>> {
  const now = deps.now().toISOString();
  if (id === 0) return { id, now, page: null, notFound: true };
  if (!deps.awaitData) {
    const cached = deps.queryClient.getQueryData<P>(options.queryKey) ?? null;
    if (!cached) void deps.queryClient.prefetchQuery(options);
    return { id, now, page: cached, notFound: false };
  }
  let page: P;
  try {
    page = await deps.queryClient.fetchQuery(options);
  } catch (err) {
    return { id, now, page: null, notFound: err instanceof ApiError && err.status === 404 };
  }
  const to = moved(page);
  if (to !== null) throw redirect(to, 301);
  return { id, now, page, notFound: false };
}

/** The HTTP status of a club page: 404 when the id is unknown. */
export function clubPageStatus(data: unknown): number {
  return (data as ClubPageData<unknown> | undefined)?.notFound ? 404 : 200;
}
