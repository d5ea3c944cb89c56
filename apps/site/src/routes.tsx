import type { RouteObject } from "react-router-dom";
import { RootLayout, RouteError } from "./pages/root-layout.tsx";
import { HomePage, homeHead, homeLoader } from "./pages/home.tsx";
import { NotFoundPage, notFoundHead } from "./pages/not-found.tsx";
import type { RootData, RouteDeps, RouteHandle } from "./route-types.ts";

export type { RootData, RouteDeps, RouteHandle };

export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: "root",
      element: <RootLayout />,
      errorElement: <RouteError />,
      loader: (): RootData => ({ now: deps.now().toISOString() }),
      children: [
        {
          index: true,
          element: <HomePage />,
          loader: homeLoader(deps),
          handle: { head: homeHead } satisfies RouteHandle,
        },
        // The pages other than the home are chunks of their own, so they never weigh on the first load of `/`.
        {
          path: "odds-ao-vivo",
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
          path: "guia-apostas",
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
          path: "login",
          lazy: async () => {
            const m = await import("./pages/login.tsx");
            return { Component: m.LoginPage, handle: { head: m.loginHead } satisfies RouteHandle };
          },
        },
        {
          path: "reset-password-confirm",
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
          // Paths match case-insensitively, so this one route answers the spec's /Profile and /profile.
          path: "profile",
          lazy: async () => {
            const m = await import("./pages/profile.tsx");
            return { Component: m.ProfilePage, handle: { head: m.profileHead } satisfies RouteHandle };
          },
        },
        {
          path: "notificacoes",
          lazy: async () => {
            const m = await import("./pages/notifications.tsx");
            return { Component: m.NotificationsPage, handle: { head: m.notificationsHead } satisfies RouteHandle };
          },
        },
        {
          path: "cancelar-alertas",
          lazy: async () => {
            const m = await import("./pages/unsubscribe.tsx");
            return { Component: m.UnsubscribePage, handle: { head: m.unsubscribeHead } satisfies RouteHandle };
          },
        },
        {
          path: "estatisticas",
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
          path: "estatisticas/:id",
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
          path: "comunidade",
          lazy: async () => {
            const m = await import("./pages/community.tsx");
            return { Component: m.CommunityPage, handle: { head: m.communityHead } satisfies RouteHandle };
          },
        },
        {
          path: "privacidade",
          lazy: async () => {
            const m = await import("./pages/privacy.tsx");
            return { Component: m.PrivacyPage, handle: { head: m.privacyHead } satisfies RouteHandle };
          },
        },
        {
          path: "jogo-responsavel",
          lazy: async () => {
            const m = await import("./pages/responsible.tsx");
            return { Component: m.ResponsiblePage, handle: { head: m.responsibleHead } satisfies RouteHandle };
          },
        },
        {
          path: "estatisticasJogo/:id",
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
          path: "analise",
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
          path: "gerenciar-noticias",
          lazy: async () => {
            const m = await import("./pages/admin-news.tsx");
            return { Component: m.AdminNewsPage, handle: { head: m.adminNewsHead } satisfies RouteHandle };
          },
        },
        {
          path: "gerenciar-usuarios",
          lazy: async () => {
            const m = await import("./pages/admin-users.tsx");
            return { Component: m.AdminUsersPage, handle: { head: m.adminUsersHead } satisfies RouteHandle };
          },
        },
        {
          path: "gerenciar-pareamentos",
          lazy: async () => {
            const m = await import("./pages/admin-odds-matches.tsx");
            return {
              Component: m.AdminOddsMatchesPage,
              handle: { head: m.adminOddsMatchesHead } satisfies RouteHandle,
            };
          },
        },
        { path: "*", element: <NotFoundPage />, handle: { head: notFoundHead, status: 404 } satisfies RouteHandle },
      ],
    },
  ];
}
