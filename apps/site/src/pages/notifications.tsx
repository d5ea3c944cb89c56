import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import {
  deletePriceAlertMutation,
  listMyAlertsOptions,
  listMyNotificationsOptions,
  markNotificationsReadMutation,
  updateAlertSettingsMutation,
  type ListMyAlertsData,
} from "@placar/api-client/queries";
import { ApiError } from "@placar/api-client/client";
import { ALERT_SETTINGS_FAILED } from "@placar/core/messages-alerts";
import { formatOdd } from "@placar/core/odds";
import { Button } from "@placar/ui/primitives/button";
import { formatDateTime } from "@placar/core/dates";
import { NOTIFICATIONS_TITLE } from "@placar/core/messages-alerts";
import { NotificationsList } from "@placar/ui/product/notifications-list";
import { useApi } from "../lib/api-context.tsx";
import type { HeadData } from "../lib/head.ts";
import { readSession } from "../lib/session.ts";
import { href } from "@placar/core/routes";
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
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8 py-6">
      <NotificationsList
        items={items}
        error={list.isError}
        onRetry={() => void list.refetch()}
        onMarkAllRead={() => markRead.mutate({ body: {} })}
        renderLink={RouterLink}
      />
      {signedIn ? <MyAlerts /> : null}
    </div>
  );
}

const OUTCOME_LABEL = { home: "mandante", draw: "empate", away: "visitante" } as const;

/** The user's price alerts (delete) and the kick-off and e-mail switches (docs/product.md#alerts). */
function MyAlerts() {
  const api = useApi();
  const queryClient = useQueryClient();
  const options = listMyAlertsOptions(api);
  const alerts = useQuery({ ...options, staleTime: 0 });
  const keep = (data: ListMyAlertsData) => queryClient.setQueryData(options.queryKey, data);
  const settings = useMutation({ ...updateAlertSettingsMutation(api), onSuccess: keep });
  const remove = useMutation({ ...deletePriceAlertMutation(api), onSuccess: keep });
  // A switch shows the value asked for at once (state set in the click, so the controlled box does not flip back
  // while the server saves), then the settings the server answers with; the stored one again, with the reason, when
  // the save fails.
  const [asked, setAsked] = useState<{ kickoff?: boolean; emails?: boolean } | null>(null);
  const save = (body: { kickoff?: boolean; emails?: boolean }) => {
    setAsked(body);
    settings.mutate({ body }, { onSettled: () => setAsked(null) });
  };
  const data = alerts.data;
  if (!data) return null;
  return (
    <section aria-labelledby="meus-alertas" className="flex flex-col gap-4">
      <h2 id="meus-alertas" className="font-display text-xl font-bold">
        Meus alertas
      </h2>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={asked?.kickoff ?? data.kickoff}
          disabled={settings.isPending}
          onChange={(e) => save({ kickoff: e.target.checked })}
        />
        Avisar 30 minutos antes dos jogos dos times que sigo
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={asked?.emails ?? data.emails}
          disabled={settings.isPending}
          onChange={(e) => save({ emails: e.target.checked })}
        />
        Receber os alertas também por e-mail
      </label>
      {settings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {settings.error instanceof ApiError ? settings.error.body.detail : ALERT_SETTINGS_FAILED}
        </p>
      ) : null}
      {data.alerts.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum alerta de preço. Crie um na página de um jogo.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.alerts.map((a) => (
            <li
              key={a.id}
              className="flex items-center justify-between gap-3 rounded-md border border-border p-3 text-sm"
            >
              <span>
                <RouterLink href={a.match.link} className="font-semibold underline-offset-4 hover:underline">
                  {a.match.home} x {a.match.away}
                </RouterLink>
                : {a.house}, {OUTCOME_LABEL[a.outcome]}, {formatOdd(a.target)}
                {a.firedAt ? " (já avisado)" : " (aguardando)"}
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                aria-label={`Apagar o alerta de ${a.match.home} x ${a.match.away}, ${a.house}`}
                onClick={() => remove.mutate({ params: { path: { id: a.id } } })}
              >
                Apagar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
