import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { confirmOddsMatchMutation, listOddsMatchesOptions, rejectOddsMatchMutation } from "@placar/api-client/queries";
import { MENU_MANAGE_ODDS_MATCHES } from "@placar/core/messages";
import { OddsMatchReview, type OddsMatchStatus } from "@placar/ui/admin/odds-match-review";
import { useApi } from "../lib/api-context.tsx";
import { AdminPage, AdminOnly, adminFormError, adminHead, useLeaveWhenRefused } from "./admin-gate.tsx";

export function adminOddsMatchesHead() {
  return adminHead(MENU_MANAGE_ODDS_MATCHES);
}

/**
 * The odds source's review queue (/gerenciar-pareamentos, admins only): the events the matcher was not sure of,
 * each with its candidate games. Confirming one teaches the matcher the source's team names and starts the day's
 * ingest, so the prices show on the match page within seconds.
 */
export function AdminOddsMatchesPage() {
  return <AdminOnly loading="Carregando eventos…">{() => <OddsMatchesManager />}</AdminOnly>;
}

function OddsMatchesManager() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<OddsMatchStatus>("review");
  const list = useQuery({ ...listOddsMatchesOptions(api, { params: { query: { status } } }), staleTime: 0 });
  useLeaveWhenRefused(list.error);

  // A decision moves an event between lists: every list is asked again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["listOddsMatches"] });

  return (
    <AdminPage title={MENU_MANAGE_ODDS_MATCHES}>
      <p className="max-w-3xl text-sm text-muted-foreground">
        Eventos da fonte de odds que o pareamento automático não ligou com certeza a um jogo. Escolha o jogo certo (os
        nomes dos times passam a ser reconhecidos) ou diga que nenhum serve. Na dúvida, recuse: odds no jogo errado são
        piores que nenhuma.
      </p>
      <OddsMatchReview
        status={status}
        onStatusChange={setStatus}
        items={list.data?.results}
        configured={list.data?.configured ?? true}
        error={list.isError}
        onRetry={() => void list.refetch()}
        onConfirm={async (id, fixtureId) => {
          try {
            await confirmOddsMatchMutation(api).mutationFn({ params: { path: { id } }, body: { fixtureId } });
          } catch (err) {
            throw adminFormError(err);
          }
          await refresh();
        }}
        onReject={async (id) => {
          try {
            await rejectOddsMatchMutation(api).mutationFn({ params: { path: { id } } });
          } catch (err) {
            throw adminFormError(err);
          }
          await refresh();
        }}
      />
    </AdminPage>
  );
}
