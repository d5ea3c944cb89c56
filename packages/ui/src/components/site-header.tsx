import * as React from "react";
import { ChevronDown, LogOut, Newspaper, User, Users } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { Avatar } from "./avatar.tsx";
import { Button } from "./button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu.tsx";
import { SoccerBallIcon } from "./match-icons.tsx";
import { MobileMenu, defaultRenderLink, type NavItem, type NavLinkProps } from "./mobile-menu.tsx";

export type SiteHeaderUser = {
  /** The signed-in user's name (avatar initials and menu label). */
  name: string;
  /** Whether the admin items are shown (display only: the server enforces access). */
  admin: boolean;
  /** Avatar picture, when there is one. */
  avatarUrl?: string | null;
};

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
  /** Where 'Gerenciar Estatísticas' leads (admins). */
  manageNewsHref: string;
  /** Where 'Gerenciar Usuários' leads (admins). */
  manageUsersHref: string;
  /** Called when 'Sair' is chosen. */
  onSignOut: () => void;
  /** Where the account menu's and mobile sheet's portals render; `document.body` by default. */
  portalContainer?: HTMLElement | null;
};

function Logo() {
  return (
    <span className="flex items-center gap-1.5 font-display text-xl font-bold tracking-tight">
      <SoccerBallIcon aria-hidden="true" className="size-6 text-primary" />
      Placar
    </span>
  );
}

const linkClass = (current: boolean) =>
  cn(
    "relative flex h-10 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap outline-none transition-colors",
    "hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
    current ? "text-primary after:absolute after:inset-x-3 after:-bottom-1 after:h-0.5 after:rounded-full after:bg-primary" : "text-foreground",
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
  manageNewsHref,
  manageUsersHref,
  onSignOut,
  portalContainer,
  className,
  ...props
}: SiteHeaderProps) {
  const signIn = (
    <Button asChild size="sm">
      {renderLink({ href: signInHref, className: "", children: "Entrar" })}
    </Button>
  );
  return (
    <header
      data-slot="site-header"
      className={cn("sticky top-0 z-40 border-b border-border bg-background", className)}
      {...props}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-2 sm:px-4">
        <MobileMenu items={items} renderLink={renderLink} container={portalContainer} className="md:hidden" />
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
        <div className="ml-auto flex items-center">
          {user ? (
            <DropdownMenu>
              <DropdownMenuTrigger
                data-slot="site-header-account"
                className="flex cursor-pointer items-center gap-1 rounded-full p-0.5 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              >
                <Avatar name={user.name} src={user.avatarUrl} size="sm" decorative />
                <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="sr-only">Menu da conta de {user.name}</span>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" container={portalContainer} className="max-w-64">
                <DropdownMenuLabel className="truncate">{user.name}</DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuGroup>
                  <DropdownMenuItem asChild>
                    {renderLink({ href: profileHref, className: "", children: (<><User aria-hidden="true" /> Perfil</>) })}
                  </DropdownMenuItem>
                  {user.admin ? (
                    <>
                      <DropdownMenuItem asChild>
                        {renderLink({ href: manageNewsHref, className: "", children: (<><Newspaper aria-hidden="true" /> Gerenciar Estatísticas</>) })}
                      </DropdownMenuItem>
                      <DropdownMenuItem asChild>
                        {renderLink({ href: manageUsersHref, className: "", children: (<><Users aria-hidden="true" /> Gerenciar Usuários</>) })}
                      </DropdownMenuItem>
                    </>
                  ) : null}
                </DropdownMenuGroup>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive" onSelect={onSignOut}>
                  <LogOut aria-hidden="true" /> Sair
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          ) : (
            signIn
          )}
        </div>
      </div>
    </header>
  );
}
