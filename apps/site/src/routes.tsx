import { redirectDocument, type RouteObject } from "react-router-dom";
import { RootLayout, RouteError } from "./pages/root-layout.tsx";
import { NotFoundPage, notFoundHead } from "./pages/not-found.tsx";
import { PAGES, type PageId } from "@placar/core/routes";
import { NOT_FOUND, type RootData, type RouteDeps, type RouteHandle } from "./route-types.ts";

export { NOT_FOUND };
export type { RootData, RouteDeps, RouteHandle };

/** A page's route id and path, from the route table in core (the route id is the table's key). */
function page(id: PageId): { id: PageId; path: string } {
  return { id, path: PAGES[id].path };
}

export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: "root",
      element: <RootLayout />,
      errorElement: <RouteError />,
      loader: (): RootData => ({ now: deps.now().toISOString() }),
      children: [
        deps.awaitData
          ? {
              index: true,
              id: "home" satisfies PageId,
              // Rendered by the server only: in the browser the home is islands (docs/decisions/0012-home-islands.md).
              lazy: async () => {
                const m = await import("./pages/home.tsx");
                return {
                  Component: m.HomePage,
                  loader: m.homeLoader(deps),
                  handle: { head: m.homeHead } satisfies RouteHandle,
                };
              },
            }
          : {
              index: true,
              id: "home" satisfies PageId,
              // The app's client navigation to the home loads it as a page, which the server's page cache answers:
              // the home's code never weighs on the app's script, nor the app's on the home's.
              loader: ({ request }) => redirectDocument(request.url),
            },
        // The pages other than the home are chunks of their own, so they never weigh on the first load of `/`.
        {
          ...page("live"),
          lazy: async () => {
            const m = await import("./pages/live.tsx");
            return {
              Component: m.LivePage,
              loader: m.liveLoader(deps),
              handle: { head: m.liveHead } satisfies RouteHandle,
            };
          },
        },
        {
          ...page("guide"),
          lazy: async () => {
            const m = await import("./pages/guide.tsx");
            return {
              Component: m.GuidePage,
              loader: m.guideLoader(deps),
              handle: { head: m.guideHead } satisfies RouteHandle,
            };
          },
        },
        {
          ...page("login"),
          lazy: async () => {
            const m = await import("./pages/login.tsx");
            return { Component: m.LoginPage, handle: { head: m.loginHead } satisfies RouteHandle };
          },
        },
        {
          ...page("resetPassword"),
          lazy: async () => {
            const m = await import("./pages/reset-password.tsx");
            return {
              Component: m.ResetPasswordPage,
              loader: m.resetPasswordLoader,
              handle: { head: m.resetPasswordHead } satisfies RouteHandle,
            };
          },
        },
        {
          // Paths match case-insensitively, so this one route answers /Profile and /profile (docs/product.md#routes).
          ...page("profile"),
          lazy: async () => {
            const m = await import("./pages/profile.tsx");
            return { Component: m.ProfilePage, handle: { head: m.profileHead } satisfies RouteHandle };
          },
        },
        {
          ...page("notifications"),
          lazy: async () => {
            const m = await import("./pages/notifications.tsx");
            return { Component: m.NotificationsPage, handle: { head: m.notificationsHead } satisfies RouteHandle };
          },
        },
        {
          ...page("unsubscribe"),
          lazy: async () => {
            const m = await import("./pages/unsubscribe.tsx");
            return { Component: m.UnsubscribePage, handle: { head: m.unsubscribeHead } satisfies RouteHandle };
          },
        },
        {
          ...page("articles"),
          lazy: async () => {
            const m = await import("./pages/articles.tsx");
            return {
              Component: m.ArticlesPage,
              loader: m.articlesLoader(deps),
              handle: { head: m.articlesHead, status: m.articlesStatus } satisfies RouteHandle,
            };
          },
        },
        {
          ...page("article"),
          // Its own chunk, resolved before hydration when opened directly (entry-client), like the match page.
          lazy: async () => {
            const m = await import("./pages/article.tsx");
            return {
              Component: m.ArticlePage,
              loader: m.articleLoader(deps),
              handle: { head: m.articleHead, status: m.articleStatus } satisfies RouteHandle,
            };
          },
        },
        {
          ...page("community"),
          lazy: async () => {
            const m = await import("./pages/community.tsx");
            return {
              Component: m.CommunityPage,
              loader: m.communityLoader(deps),
              handle: { head: m.communityHead } satisfies RouteHandle,
            };
          },
        },
        {
          ...page("privacy"),
          lazy: async () => {
            const m = await import("./pages/privacy.tsx");
            return { Component: m.PrivacyPage, handle: { head: m.privacyHead } satisfies RouteHandle };
          },
        },
        {
          ...page("responsible"),
          lazy: async () => {
            const m = await import("./pages/responsible.tsx");
            return { Component: m.ResponsiblePage, handle: { head: m.responsibleHead } satisfies RouteHandle };
          },
        },
        {
          ...page("match"),
          // Its own chunk: the match components never weigh on the home page.
          lazy: async () => {
            const m = await import("./pages/match.tsx");
            return {
              Component: m.MatchPage,
              loader: m.matchLoader(deps),
              handle: { head: m.matchHead, status: m.matchStatus } satisfies RouteHandle,
            };
          },
        },
        {
          ...page("team"),
          lazy: async () => {
            const m = await import("./pages/team.tsx");
            return {
              Component: m.TeamPage,
              loader: m.teamLoader(deps),
              handle: { head: m.teamHead, status: m.teamStatus } satisfies RouteHandle,
            };
          },
        },
        {
          ...page("league"),
          lazy: async () => {
            const m = await import("./pages/league.tsx");
            return {
              Component: m.LeaguePage,
              loader: m.leagueLoader(deps),
              handle: { head: m.leagueHead, status: m.leagueStatus } satisfies RouteHandle,
            };
          },
        },
        {
          ...page("analysis"),
          lazy: async () => {
            const m = await import("./pages/analysis.tsx");
            return {
              Component: m.AnalysisPage,
              loader: m.analysisLoader(deps),
              handle: { head: m.analysisHead, status: m.analysisStatus } satisfies RouteHandle,
            };
          },
        },
        {
          // Admin screens: client-only chunks (the editor and the data table never load for a visitor).
          ...page("manageNews"),
          lazy: async () => {
            const m = await import("./pages/admin-news.tsx");
            return { Component: m.AdminNewsPage, handle: { head: m.adminNewsHead } satisfies RouteHandle };
          },
        },
        {
          ...page("manageUsers"),
          lazy: async () => {
            const m = await import("./pages/admin-users.tsx");
            return { Component: m.AdminUsersPage, handle: { head: m.adminUsersHead } satisfies RouteHandle };
          },
        },
        {
          ...page("manageOddsMatches"),
          lazy: async () => {
            const m = await import("./pages/admin-odds-matches.tsx");
            return {
              Component: m.AdminOddsMatchesPage,
              handle: { head: m.adminOddsMatchesHead } satisfies RouteHandle,
            };
          },
        },
        {
          ...page("manageHouses"),
          lazy: async () => {
            const m = await import("./pages/admin-houses.tsx");
            return { Component: m.AdminHousesPage, handle: { head: m.adminHousesHead } satisfies RouteHandle };
          },
        },
        {
          id: NOT_FOUND,
          path: "*",
          element: <NotFoundPage />,
          handle: { head: notFoundHead, status: 404 } satisfies RouteHandle,
        },
      ],
    },
  ];
}
