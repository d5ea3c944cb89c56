import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@placar/api-client/client";
import type { SiteFeatures } from "@placar/core/site-contract";
import type { HeadData } from "./lib/head.ts";

/** What the route table hands to the pages' loaders (routes.tsx builds it; pages only need its shape). */
export interface RouteDeps {
  queryClient: QueryClient;
  api: ApiClient;
  /** The site's clock (the server's, on both sides). */
  now: () => Date;
  /** True on the server: loaders wait for data so the first HTML holds it; the browser shows skeletons instead. */
  awaitData: boolean;
  /** The operator's settings (the render's on the server, the first HTML's in the browser): the same on both sides. */
  features: SiteFeatures;
}

export interface RouteHandle {
  head: (data: unknown) => HeadData;
  /** HTTP status of the first HTML when this route matches (a number, or computed from the loader's data). */
  status?: number | ((data: unknown) => number);
}

export interface RootData {
  now: string;
}

/** The route id of the catch-all page (not in the route table of core: it has no address of its own). */
export const NOT_FOUND = "notFound" as const;
