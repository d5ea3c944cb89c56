import * as React from "react";
import { BellRing, Clock } from "lucide-react";

import { NOTIFICATIONS_EMPTY, NOTIFICATIONS_FAILED, NOTIFICATIONS_TITLE } from "@placar/core/messages-alerts";
import { cn } from "../lib/cn.ts";
import { Banner } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import { defaultRenderLink, type NavLinkProps } from "./nav-link.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";

export interface NotificationItem {
  id: number;
  kind: "price" | "kickoff";
  title: string;
  body: string;
  /** The match page it points to. */
  link: string;
  /** When it was created, already written for people ("25/11 às 14:30"). */
  when: string;
  unread: boolean;
}

export type NotificationsListProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The notifications, newest first; undefined while loading. */
  items: readonly NotificationItem[] | undefined;
  /** The list could not be loaded. */
  error?: boolean;
  /** Tries loading again (shown with the error). */
  onRetry?: () => void;
  /** Marks every unread notification as read; the button shows only while some are unread. */
  onMarkAllRead?: () => void;
  /** Renders each link (e.g. with a router's Link); a plain <a> by default. */
  renderLink?: (props: NavLinkProps) => React.ReactNode;
};

/**
 * The signed-in user's notifications (docs/product.md#alerts): what each fired alert said, the unread ones marked
 * (in words for screen readers, not by colour alone), with loading, empty and error states.
 */
export function NotificationsList({
  items,
  error = false,
  onRetry,
  onMarkAllRead,
  renderLink = defaultRenderLink,
  className,
  ...props
}: NotificationsListProps) {
  const headingId = React.useId();
  const unread = items?.filter((n) => n.unread).length ?? 0;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={items === undefined && !error}
      className={cn("flex w-full flex-col gap-4", className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id={headingId} className="font-display text-2xl font-bold">
          {NOTIFICATIONS_TITLE}
          {unread > 0 ? (
            <span className="ml-2 align-middle text-sm font-medium text-muted-foreground">
              {unread === 1 ? "1 não lida" : `${unread} não lidas`}
            </span>
          ) : null}
        </h1>
        {unread > 0 && onMarkAllRead ? (
          <Button type="button" variant="outline" size="sm" onClick={onMarkAllRead}>
            Marcar todas como lidas
          </Button>
        ) : null}
      </div>
      {error ? (
        <Banner variant="error" role="alert">
          <span className="flex flex-1 flex-wrap items-center justify-between gap-2">
            {NOTIFICATIONS_FAILED}
            {onRetry ? (
              <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
                Tentar novamente
              </Button>
            ) : null}
          </span>
        </Banner>
      ) : items === undefined ? (
        <ul aria-label="Carregando notificações" className="flex flex-col gap-2">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-20 w-full" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className="rounded-md border border-border bg-card p-4 text-sm text-muted-foreground">
          {NOTIFICATIONS_EMPTY}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((n) => {
            const Icon = n.kind === "kickoff" ? Clock : BellRing;
            return (
              <li
                key={n.id}
                data-unread={n.unread ? "" : undefined}
                className={cn(
                  "flex gap-3 rounded-md border bg-card p-4",
                  n.unread ? "border-primary" : "border-border",
                )}
              >
                <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", n.unread && "text-primary")} />
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-semibold">
                    {n.unread ? <span className="sr-only">Não lida: </span> : null}
                    {renderLink({
                      href: n.link,
                      className:
                        "rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring",
                      children: n.title,
                    })}
                  </p>
                  <p className="text-sm">{n.body}</p>
                  <p className="text-xs text-muted-foreground">{n.when}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
