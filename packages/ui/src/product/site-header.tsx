import * as React from "react";

import { cn } from "../lib/cn.ts";
import { Button } from "../primitives/button.tsx";
import { whenIdle } from "../lib/when-idle.ts";
import { lazyPart, useLazyPart } from "./lazy-part.ts";
import { SoccerBallIcon } from "./match-icons.tsx";
import { MobileMenu, defaultRenderLink, type NavItem, type NavLinkProps } from "./mobile-menu.tsx";
import { AccountTriggerFace, accountTriggerClassName, type SiteHeaderUser } from "./site-header-account-trigger.tsx";
import { SIGN_IN } from "@placar/core/messages";

export { AccountTriggerFace, accountTriggerClassName, type SiteHeaderUser };

// Only signed-in visitors need the account menu (a Radix dropdown): it is its own chunk.
const accountMenuPart = lazyPart(() => import("./site-header-account-menu.tsx").then((m) => m.SiteHeaderAccountMenu));

export type SiteHeaderProps = Omit<React.ComponentProps<"header">, "children"> & {
  /** The five main links, with the current page marked. */
  items: readonly NavItem[];
  /** Renders each link (e.g. with a router's Link); a plain <a> by default. */
  renderLink?: (props: NavLinkProps) => React.ReactNode;
  /** Where the logo leads. */
  logoHref: string;
  /** Called on a click of the logo (e.g. to go back instead); call `preventDefault()` to stop the link. */
  onLogoClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** The signed-in user, or null when signed out ('Entrar' is shown). */
  user: SiteHeaderUser | null;
  /** Where 'Entrar' leads. */
  signInHref: string;
  /** Where 'Perfil' leads. */
  profileHref: string;
  /** Where 'Notificações' leads, and how many are unread; no item without it. */
  notifications?: { href: string; unread: number };
  /** Where 'Gerenciar Estatísticas' leads (admins). */
  manageNewsHref: string;
  /** Where 'Gerenciar Usuários' leads (admins). */
  manageUsersHref: string;
  /** Where 'Pareamento de eventos' leads (admins). */
  manageOddsMatchesHref: string;
  /** Where 'Casas' (the betting houses) leads (admins). */
  manageHousesHref: string;
  /** Called when 'Sair' is chosen. */
  onSignOut: () => void;
  /** Where the account menu's and mobile sheet's portals render; `document.body` by default. */
  portalContainer?: HTMLElement | null;
  /**
   * The theme switch (e.g. a controlled `ThemeSwitch`): beside the account on large screens, in the menu sheet on
   * small ones.
   */
  themeControl?: React.ReactNode;
  /** The search (e.g. a `SiteSearch`), at the start of the right-hand group. */
  search?: React.ReactNode;
};

function Logo() {
  return (
    <span className="flex items-center gap-1.5 font-display text-xl font-bold tracking-tight">
      <SoccerBallIcon aria-hidden="true" className="size-6 text-primary" />
      Placar
    </span>
  );
}

type AccountMenuProps = Pick<
  SiteHeaderProps,
  | "renderLink"
  | "profileHref"
  | "notifications"
  | "manageNewsHref"
  | "manageUsersHref"
  | "manageOddsMatchesHref"
  | "manageHousesHref"
  | "onSignOut"
  | "portalContainer"
> & { user: SiteHeaderUser };

/**
 * A stand-in button with the menu trigger's look until the menu's code arrives (fetched when the page is
 * idle, or at once on hover or focus). A click meanwhile opens the menu as soon as it is there; focus moves
 * to the real trigger at the swap.
 */
function AccountMenu({ renderLink = defaultRenderLink, ...props }: AccountMenuProps) {
  const [Menu, load] = useLazyPart(accountMenuPart);
  const [openOnArrival, setOpenOnArrival] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  React.useEffect(() => (Menu ? undefined : whenIdle(load)), [Menu, load]);
  if (Menu) return <Menu {...props} renderLink={renderLink} defaultOpen={openOnArrival} focusOnMount={focused} />;
  return (
    <button
      type="button"
      data-slot="site-header-account"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={accountTriggerClassName}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      // Radix's trigger opens on pointer-down: when the real trigger swaps in between a press and its release,
      // the click reaches neither button, so the press itself must ask for the menu to arrive open.
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        setOpenOnArrival(true);
        load();
      }}
      onClick={() => {
        setOpenOnArrival(true);
        load();
      }}
    >
      <AccountTriggerFace user={props.user} />
    </button>
  );
}

const linkClass = (current: boolean) =>
  cn(
    "relative flex h-10 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap outline-none transition-colors",
    "hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
    current
      ? "text-primary after:absolute after:inset-x-3 after:-bottom-1 after:h-0.5 after:rounded-full after:bg-primary"
      : "text-foreground",
  );

/**
 * The site's top bar: logo, the five main links (a sheet on small screens), and 'Entrar' or the
 * account menu. Router-agnostic: links are hrefs rendered through `renderLink`.
 */
export function SiteHeader({
  items,
  renderLink = defaultRenderLink,
  logoHref,
  onLogoClick,
  user,
  signInHref,
  profileHref,
  notifications,
  manageNewsHref,
  manageUsersHref,
  manageOddsMatchesHref,
  manageHousesHref,
  onSignOut,
  portalContainer,
  themeControl,
  search,
  className,
  ...props
}: SiteHeaderProps) {
  const signIn = (
    <Button asChild size="sm">
      {renderLink({ href: signInHref, className: "", children: SIGN_IN })}
    </Button>
  );
  return (
    <header
      data-slot="site-header"
      className={cn("sticky top-0 z-40 border-b border-border bg-background", className)}
      {...props}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-2 sm:px-4">
        <MobileMenu
          items={items}
          renderLink={renderLink}
          container={portalContainer}
          className="md:hidden"
          footer={
            themeControl ? (
              <div
                data-slot="mobile-menu-theme"
                className="flex items-center justify-between gap-3 border-t border-border pt-4"
              >
                <span aria-hidden="true" className="text-sm font-medium">
                  Tema escuro
                </span>
                {themeControl}
              </div>
            ) : undefined
          }
        />
        {renderLink({
          href: logoHref,
          className: "flex h-10 items-center rounded-md px-1 outline-none focus-visible:ring-2 focus-visible:ring-ring",
          onClick: onLogoClick,
          children: (
            <>
              <Logo />
              <span className="sr-only"> — página inicial</span>
            </>
          ),
        })}
        <nav aria-label="Principal" className="ml-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.href}>
                {renderLink({
                  href: item.href,
                  "aria-current": item.current ? "page" : undefined,
                  className: linkClass(Boolean(item.current)),
                  children: item.label,
                })}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3">
          {search}
          {themeControl ? (
            <div data-slot="site-header-theme" className="hidden items-center md:flex">
              {themeControl}
            </div>
          ) : null}
          {user ? (
            <AccountMenu
              user={user}
              renderLink={renderLink}
              profileHref={profileHref}
              notifications={notifications}
              manageNewsHref={manageNewsHref}
              manageUsersHref={manageUsersHref}
              manageOddsMatchesHref={manageOddsMatchesHref}
              manageHousesHref={manageHousesHref}
              onSignOut={onSignOut}
              portalContainer={portalContainer}
            />
          ) : (
            signIn
          )}
        </div>
      </div>
    </header>
  );
}
