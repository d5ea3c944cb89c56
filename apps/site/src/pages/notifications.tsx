import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { listMyNotificationsOptions, markNotificationsReadMutation } from "@placar/api-client/queries";
import { formatDateTime } from "@placar/core/dates";
import { NOTIFICATIONS_TITLE } from "@placar/core/messages";
import { NotificationsList } from "@placar/ui/components/notifications-list";
import { useApi } from "../lib/api-context.tsx";
import type { HeadData } from "../lib/head.ts";
import { readSession } from "../lib/session.ts";
import { href } from "../route-map.ts";
import { RouterLink } from "./auth-shared.tsx";

export function notificationsHead(): HeadData {
  return { title: `${NOTIFICATIONS_TITLE} — Placar`, description: "Os avisos dos seus alertas de preço e de jogos." };
}

/**
 * The signed-in user's notifications (docs/product.md#alerts). The session lives in the browser, so the server
 * renders the loading state and the page asks for the list after hydration; a visitor goes to the sign-in page.
 */
export function NotificationsPage() {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    if (readSession()) setSignedIn(true);
    else void navigate(href.login(), { replace: true });
  }, [navigate]);
  const options = listMyNotificationsOptions(api);
  const list = useQuery({ ...options, enabled: signedIn, staleTime: 0 });
  const markRead = useMutation({
    ...markNotificationsReadMutation(api),
    onSuccess: (data) => queryClient.setQueryData(options.queryKey, data),
  });
  const items = list.data?.notifications.map((n) => ({
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    link: n.link,
    when: formatDateTime(new Date(n.createdAt)),
    unread: n.readAt === null,
  }));
  return (
    <div className="mx-auto flex w-full max-w-2xl py-6">
      <NotificationsList
        items={items}
        error={list.isError}
        onRetry={() => void list.refetch()}
        onMarkAllRead={() => markRead.mutate({ body: {} })}
        renderLink={RouterLink}
      />
    </div>
  );
}
