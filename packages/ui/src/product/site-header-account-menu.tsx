import * as React from "react";
import { Bell, GitCompareArrows, Landmark, LogOut, Newspaper, User, Users } from "lucide-react";

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../primitives/dropdown-menu.tsx";
import type { NavLinkProps } from "./mobile-menu.tsx";
import { AccountTriggerFace, accountTriggerClassName, type SiteHeaderUser } from "./site-header-account-trigger.tsx";
import { MENU_MANAGE_ODDS_MATCHES, MENU_PROFILE, MENU_SIGN_OUT } from "@placar/core/messages";
import { MENU_MANAGE_HOUSES } from "@placar/core/messages-houses";
import { NOTIFICATIONS_TITLE } from "@placar/core/messages-alerts";

export type SiteHeaderAccountMenuProps = {
  /** The signed-in user. */
  user: SiteHeaderUser;
  /** Renders each link (e.g. with a router's Link). */
  renderLink: (props: NavLinkProps) => React.ReactNode;
  /** Where 'Perfil' leads. */
  profileHref: string;
  /** Where 'Notificações' leads, and how many are unread; no item without it. */
  notifications?: { href: string; unread: number };
  /** Where 'Gerenciar Estatísticas' leads (admins). */
  manageNewsHref: string;
  /** Where 'Gerenciar Usuários' leads (admins). */
  manageUsersHref: string;
  /** Where 'Pareamento de eventos' (the odds source's review queue) leads (admins). */
  manageOddsMatchesHref: string;
  /** Where 'Casas' (the betting houses) leads (admins). */
  manageHousesHref: string;
  /** Called when 'Sair' is chosen. */
  onSignOut: () => void;
  /** Where the menu's portal renders; `document.body` by default. */
  portalContainer?: HTMLElement | null;
  /** Opens at once: the visitor clicked the stand-in trigger before this code arrived. */
  defaultOpen?: boolean;
  /** Focuses the trigger on mount: the stand-in it replaces had the focus. */
  focusOnMount?: boolean;
};

/**
 * The avatar menu of a signed-in user (Perfil, the admin links, Sair). SiteHeader fetches this module only
 * for signed-in visitors, so the menu machinery (popper, dismissable layer, focus scope) is not in the code
 * every visitor downloads.
 */
export function SiteHeaderAccountMenu({
  user,
  renderLink,
  profileHref,
  notifications,
  manageNewsHref,
  manageUsersHref,
  manageOddsMatchesHref,
  manageHousesHref,
  onSignOut,
  portalContainer,
  defaultOpen = false,
  focusOnMount = false,
}: SiteHeaderAccountMenuProps) {
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    // An open menu takes the focus itself.
    if (focusOnMount && !defaultOpen) triggerRef.current?.focus();
    // Only the first mount replaces the stand-in; later prop changes must not steal the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={triggerRef} data-slot="site-header-account" className={accountTriggerClassName}>
        <AccountTriggerFace user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" container={portalContainer} className="max-w-64">
        <DropdownMenuLabel className="truncate">{user.name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuItem asChild>
            {renderLink({
              href: profileHref,
              className: "",
              children: (
                <>
                  <User aria-hidden="true" /> {MENU_PROFILE}
                </>
              ),
            })}
          </DropdownMenuItem>
          {notifications ? (
            <DropdownMenuItem asChild>
              {renderLink({
                href: notifications.href,
                className: "",
                children: (
                  <>
                    <Bell aria-hidden="true" /> {NOTIFICATIONS_TITLE}
                    {notifications.unread > 0 ? (
                      <span className="ml-auto rounded-full bg-primary px-2 text-xs font-semibold text-primary-foreground">
                        {notifications.unread}
                        <span className="sr-only"> não lidas</span>
                      </span>
                    ) : null}
                  </>
                ),
              })}
            </DropdownMenuItem>
          ) : null}
          {user.admin ? (
            <>
              <DropdownMenuItem asChild>
                {renderLink({
                  href: manageNewsHref,
                  className: "",
                  children: (
                    <>
                      <Newspaper aria-hidden="true" /> Gerenciar Estatísticas
                    </>
                  ),
                })}
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                {renderLink({
                  href: manageUsersHref,
                  className: "",
                  children: (
                    <>
                      <Users aria-hidden="true" /> Gerenciar Usuários
                    </>
                  ),
                })}
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                {renderLink({
                  href: manageOddsMatchesHref,
                  className: "",
                  children: (
                    <>
                      <GitCompareArrows aria-hidden="true" /> {MENU_MANAGE_ODDS_MATCHES}
                    </>
                  ),
                })}
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                {renderLink({
                  href: manageHousesHref,
                  className: "",
                  children: (
                    <>
                      <Landmark aria-hidden="true" /> {MENU_MANAGE_HOUSES}
                    </>
                  ),
                })}
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={onSignOut}>
          <LogOut aria-hidden="true" /> {MENU_SIGN_OUT}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
