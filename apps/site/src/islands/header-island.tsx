import { useEffect, useState } from "react";
import { unwrap } from "@placar/api-client/client";
import { NAV_COMMUNITY, NAV_GUIDE, NAV_LIVE, NAV_SCOREBOARD, NAV_STATISTICS } from "@placar/core/messages";
import { href } from "@placar/core/routes";
import { SiteHeader, type SiteHeaderProps } from "@placar/ui/product/site-header";
import { ThemeSwitch, useDocumentTheme } from "@placar/ui/primitives/theme-switch";
import { useApi } from "../lib/api-context.tsx";
import { signOut, useSession } from "../lib/session.ts";
import { HeaderSearch } from "../pages/header-search.tsx";

const NAV = [
  { href: href.home(), label: NAV_SCOREBOARD },
  { href: href.live(), label: NAV_LIVE },
  { href: href.guide(), label: NAV_GUIDE },
  { href: href.community(), label: NAV_COMMUNITY },
  { href: href.articles(), label: NAV_STATISTICS },
] as const;

function isCurrent(itemHref: string, pathname: string): boolean {
  return itemHref === "/" ? pathname === "/" : pathname === itemHref || pathname.startsWith(`${itemHref}/`);
}

/** The header's menu items, the page's own marked current. */
export function navItems(pathname: string) {
  return NAV.map((i) => ({ ...i, current: isCurrent(i.href, pathname) }));
}

/** The header's addresses, the same on every page. */
export const HEADER_HREFS = {
  logoHref: href.home(),
  signInHref: href.login(),
  profileHref: href.profile(),
  manageNewsHref: href.manageNews(),
  manageUsersHref: href.manageUsers(),
  manageOddsMatchesHref: href.manageOddsMatches(),
  manageHousesHref: href.manageHouses(),
} satisfies Partial<SiteHeaderProps>;

const openPage = (path: string) => window.location.assign(path);

/**
 * The header as one of the home's islands: its menus, search, theme switch and the signed-in user, with plain links
 * (a page load, which the server's page cache answers) instead of the router's.
 */
export function HeaderIsland({ pathname }: { pathname: string }) {
  const api = useApi();
  const user = useSession(api);
  const theme = useDocumentTheme();
  // The account menu's unread count (docs/product.md#alerts); asked for only once someone is signed in.
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    api
      .GET("/api/me/notifications/")
      .then(unwrap)
      .then(
        (data) => {
          if (!cancelled) setUnread(data.unread);
        },
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [api, user]);
  return (
    <SiteHeader
      items={navItems(pathname)}
      {...HEADER_HREFS}
      user={user}
      notifications={user ? { href: href.notifications(), unread } : undefined}
      onSignOut={signOut}
      themeControl={<ThemeSwitch theme={theme} />}
      search={<HeaderSearch navigate={openPage} />}
    />
  );
}
