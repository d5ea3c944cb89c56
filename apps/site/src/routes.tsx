import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@placar/api-client/client";
import type { RouteObject } from "react-router-dom";
import { RootLayout, RouteError } from "./pages/root-layout.tsx";
import { HomePage, homeHead, homeLoader } from "./pages/home.tsx";
import { NotFoundPage, notFoundHead } from "./pages/not-found.tsx";
import { LivePage, liveHead, liveLoader } from "./pages/live.tsx";
import { GuidePage, guideHead, guideLoader } from "./pages/guide.tsx";
import { CommunityPage, communityHead } from "./pages/community.tsx";
import { ArticlesPage, articlesHead } from "./pages/articles.tsx";
import type { HeadData } from "./lib/head.ts";

export interface RouteDeps {
  queryClient: QueryClient;
  api: ApiClient;
  /** The site's clock (the server's, on both sides). */
  now: () => Date;
  /** True on the server: loaders wait for data so the first HTML holds it; the browser shows skeletons instead. */
  awaitData: boolean;
}

export interface RouteHandle {
  head: (data: unknown) => HeadData;
  /** HTTP status of the first HTML when this route matches (a number, or computed from the loader's data). */
  status?: number | ((data: unknown) => number);
}

export interface RootData {
  now: string;
}

export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: "root",
      element: <RootLayout />,
      errorElement: <RouteError />,
      loader: (): RootData => ({ now: deps.now().toISOString() }),
      children: [
        { index: true, element: <HomePage />, loader: homeLoader(deps), handle: { head: homeHead } satisfies RouteHandle },
        { path: "odds-ao-vivo", element: <LivePage />, loader: liveLoader(deps), handle: { head: liveHead } satisfies RouteHandle },
        { path: "guia-apostas", element: <GuidePage />, loader: guideLoader(deps), handle: { head: guideHead } satisfies RouteHandle },
        {
          path: "login",
          lazy: async () => {
            const m = await import("./pages/login.tsx");
            return { Component: m.LoginPage, handle: { head: m.loginHead } satisfies RouteHandle };
          },
        },
        { path: "estatisticas", element: <ArticlesPage />, handle: { head: articlesHead } satisfies RouteHandle },
        { path: "comunidade", element: <CommunityPage />, handle: { head: communityHead } satisfies RouteHandle },
        {
          path: "estatisticasJogo/:id",
          // Its own chunk: the match components never weigh on the home page.
          lazy: async () => {
            const m = await import("./pages/match.tsx");
            return { Component: m.MatchPage, loader: m.matchLoader(deps), handle: { head: m.matchHead, status: m.matchStatus } satisfies RouteHandle };
          },
        },
        { path: "*", element: <NotFoundPage />, handle: { head: notFoundHead, status: 404 } satisfies RouteHandle },
      ],
    },
  ];
}
