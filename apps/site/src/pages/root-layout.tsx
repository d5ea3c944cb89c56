import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { HeaderSearch } from "./header-search.tsx";
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from "react-router-dom";
import { SiteHeader } from "@placar/ui/product/site-header";
import type { NavLinkProps } from "@placar/ui/product/mobile-menu";
import { ThemeSwitch, storedThemeChoice, useDocumentTheme } from "@placar/ui/primitives/theme-switch";
import { useApi } from "../lib/api-context.tsx";
import { applyHead } from "../lib/head.ts";
import { signOut, takeNotice, useSession } from "../lib/session.ts";
import { NoticeBanner } from "./notice-banner.tsx";
import { href } from "@placar/core/routes";
import { isDarkPage, isSignedInArea } from "../theme-boot.ts";
import type { RootData, RouteHandle } from "../route-types.ts";
import { businessDate } from "@placar/core/dates";
import { useQuery } from "@tanstack/react-query";
import { listMyNotificationsOptions } from "@placar/api-client/queries";
import { SiteFooter } from "@placar/ui/product/site-footer";
import { HEADER_HREFS, navItems } from "../islands/header-island.tsx";
import { Island, useIslandPage } from "../islands/island.tsx";

const FOOTER_LINKS = [
  { href: href.responsible(), label: "Jogo responsável" },
  { href: href.privacy(), label: "Privacidade" },
] as const;

const SOCIAL = { youtube: "https://www.youtube.com/@placar", instagram: "https://www.instagram.com/placar" };

/** Keeps the document head (title, description, canonical, social tags) in step with client-side navigation. */
function useDocumentHead() {
  const matches = useMatches();
  const hydrated = useRef(false);
  useEffect(() => {
    // The first HTML already holds the head the server computed with the page's data.
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    for (let i = matches.length - 1; i >= 0; i--) {
      const m = matches[i]!;
      const handle = m.handle as RouteHandle | undefined;
      if (handle?.head) {
        applyHead(handle.head(m.loaderData));
        return;
      }
    }
  }, [matches]);
}

/**
 * Keeps the theme rule of `theme-boot.ts` across client-side navigations (the first paint already follows it): the
 * stored choice everywhere, or without one dark public pages and a light signed-in area.
 */
function usePageTheme(pathname: string) {
  // Before paint, so a page never flashes in the other theme after a navigation.
  useLayoutEffect(() => {
    document.documentElement.classList.toggle("dark", isDarkPage(storedThemeChoice(), pathname));
  }, [pathname]);
}

/** Pages where the anonymous visitor's extras (welcome modal, group invitation) may show. */
function isPublicPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return (
    !isSignedInArea(path) && ![href.login(), href.resetPassword()].some((p) => path === p || path.startsWith(`${p}/`))
  );
}

function RouterLink({ href: to, children, ...props }: NavLinkProps) {
  return (
    <Link to={to} {...props}>
      {children}
    </Link>
  );
}

export function RootLayout() {
  // The home (`/`) is a page of islands: its header and notice are roots of their own, rendered apart by the server
  // and hydrated by the home's small entry; this layout's own hooks then run on the server only.
  if (useIslandPage()) return <IslandLayout />;
  return <AppLayout />;
}

/** The layout of the home: the header and the notice as islands, the footer as server HTML that no script touches. */
function IslandLayout() {
  const location = useLocation();
  return (
    <div className="flex min-h-dvh flex-col bg-background font-sans text-foreground">
      <Island name="header" props={{ pathname: location.pathname }} />
      <main id="conteudo" tabIndex={-1} className="mx-auto w-full max-w-[1440px] flex-1 px-4 py-6 outline-none">
        <Island name="notice" props={{}} />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

function AppLayout() {
  useDocumentHead();
  // The page's scripts load after its first paint (apps/site/vite.config.ts); its mark (`html[data-hydrated]`) says
  // they have taken over (journeys wait for it before they click what only a hydrated page handles). Before then the
  // page's links work as links; its buttons answer once it has hydrated.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  const api = useApi();
  const user = useSession(api);
  // The account menu's unread count (docs/product.md#alerts); asked for only once someone is signed in.
  const notifications = useQuery({ ...listMyNotificationsOptions(api), enabled: user !== null, staleTime: 60_000 });
  // A one-time notice left by the previous page (an account just deleted), shown once.
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => setNotice(takeNotice()), []);
  const location = useLocation();
  usePageTheme(location.pathname);
  const navigate = useNavigate();
  const theme = useDocumentTheme();
  const items = navItems(location.pathname);

  // docs/product.md#header: the logo goes to / from the profile page and goes back elsewhere; with no page of ours
  // to go back to (a first visit), going back would leave the site, so it goes to / instead (a departure from the
  // original specification: docs/product.md#differences-from-the-original-specification).
  const onLogoClick = (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (location.pathname.toLowerCase() === href.profile() || location.key === "default") return;
    e.preventDefault();
    void navigate(-1);
  };

  return (
    <div className="flex min-h-dvh flex-col bg-background font-sans text-foreground">
      <SiteHeader
        items={items}
        renderLink={RouterLink}
        {...HEADER_HREFS}
        onLogoClick={onLogoClick}
        user={user}
        notifications={user ? { href: href.notifications(), unread: notifications.data?.unread ?? 0 } : undefined}
        onSignOut={signOut}
        themeControl={<ThemeSwitch theme={theme} />}
        search={<HeaderSearch navigate={(path) => void navigate(path)} />}
      />
      {/*
        The target of the skip link every page starts with ('Pular para o conteúdo', static in index.html: no script),
        and where the welcome modal leaves focus. tabIndex -1: focus comes here, so the next Tab starts inside.
      */}
      <main id="conteudo" tabIndex={-1} className="mx-auto w-full max-w-[1440px] flex-1 px-4 py-6 outline-none">
        <NoticeBanner notice={notice} onClose={() => setNotice(null)} />
        <Outlet />
      </main>
      {isPublicPath(location.pathname) ? <VisitorExtrasSlot loginHref={href.login()} /> : null}
      <Footer />
    </div>
  );
}

const VisitorExtras = lazy(() => import("./visitor-extras.tsx").then((m) => ({ default: m.VisitorExtras })));

/**
 * The visitor extras show nothing in the first HTML and open only when the page is idle, so their code is a chunk
 * of its own, asked for after hydration (rendering it on the server would only mark a boundary to redo).
 */
function VisitorExtrasSlot({ loginHref }: { loginHref: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <VisitorExtras loginHref={loginHref} renderLink={RouterLink} />
    </Suspense>
  );
}

/** The footer: links and text (server HTML alone on the home, hydrated with the rest of the app elsewhere). */
function Footer() {
  // The copyright year is the site clock's (the root loader's instant, the same on the server and in the browser).
  const root = useRouteLoaderData<RootData>("root");
  const year = Number(businessDate(root ? new Date(root.now) : new Date()).slice(0, 4));
  return <SiteFooter youtubeHref={SOCIAL.youtube} instagramHref={SOCIAL.instagram} links={FOOTER_LINKS} year={year} />;
}

export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} — ${error.statusText}`
    : "Algo deu errado ao carregar esta página.";
  return (
    <div className="mx-auto max-w-xl p-10 text-center text-foreground">
      <h1 className="font-display text-2xl font-bold">Ops!</h1>
      <p className="mt-2 text-muted-foreground">{message}</p>
      <a className="mt-6 inline-block text-primary underline" href={href.home()}>
        Voltar para o início
      </a>
    </div>
  );
}
