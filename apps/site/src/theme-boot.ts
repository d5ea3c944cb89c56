import { href } from "@placar/core/routes";

/**
 * The theme rule, in one place for the first paint and for the app: the visitor's stored choice wins on every page;
 * without one, the public pages are dark and the signed-in area (profile, admin) is light (docs/product.md#theme;
 * the original specification forced dark on public pages: docs/product.md#differences-from-the-original-specification).
 */
export const SIGNED_IN_AREA_PATHS: readonly string[] = [
  href.profile(),
  href.notifications(),
  href.manageNews(),
  href.manageUsers(),
  href.manageOddsMatches(),
  href.manageHouses(),
].map((p) => p.toLowerCase());

export function isSignedInArea(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return SIGNED_IN_AREA_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Whether the page is dark: the stored choice ('dark' | 'light'), or null for none, and the page's path. */
export function isDarkPage(choice: "dark" | "light" | null, pathname: string): boolean {
  return choice ? choice === "dark" : !isSignedInArea(pathname);
}

/**
 * The inline script at the top of every page's <head>: applies the rule above before the first paint, so a page
 * never flashes in the other theme (the server's HTML is dark). Allowed by the Content-Security-Policy through its
 * hash, computed by the server from the built template.
 */
export function themeBootScript(): string {
  const paths = JSON.stringify(SIGNED_IN_AREA_PATHS);
  return (
    "(function(){try{var c=localStorage.getItem('theme'),p=location.pathname.toLowerCase()," +
    `a=${paths}.some(function(x){return p===x||p.indexOf(x+'/')===0});` +
    "document.documentElement.classList.toggle('dark',c==='dark'||c==='light'?c==='dark':!a)}catch(e){}})()"
  );
}
