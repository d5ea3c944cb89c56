import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  confirmHeldQuoteMutation,
  confirmOddsMatchMutation,
  dismissHeldQuoteMutation,
  listHeldQuotesOptions,
  listOddsMatchesOptions,
  rejectOddsMatchMutation,
} from "@placar/api-client/queries";
import { MENU_MANAGE_ODDS_MATCHES } from "@placar/core/messages";
import { HeldQuoteReview, type HeldQuoteStatus } from "@placar/ui/admin/held-quote-review";
import { OddsMatchReview, type OddsMatchStatus } from "@placar/ui/admin/odds-match-review";
import { useApi } from "../lib/api-context.tsx";
import { AdminPage, AdminOnly, adminFormError, adminHead, useLeaveWhenRefused } from "./admin-gate.tsx";

export function adminOddsMatchesHead() {
  return adminHead(MENU_MANAGE_ODDS_MATCHES);
}

/**
 * The odds source's review queue (/gerenciar-pareamentos, admins only): the events the matcher was not sure of,
 * each with its candidate games. Confirming one teaches the matcher the source's team names and starts the day's
 * ingest, so the prices show on the match page within seconds. Below, the prices held as outliers ("Cotações
 * retidas"), which an admin shows on the site or dismisses.
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
      {list.data?.configured === false ? null : <HeldQuotes />}
    </AdminPage>
  );
}

/** The prices held as outliers: far from the other houses, kept off the site until confirmed or read again. */
function HeldQuotes() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<HeldQuoteStatus>("held");
  const list = useQuery({ ...listHeldQuotesOptions(api, { params: { query: { status } } }), staleTime: 0 });
  useLeaveWhenRefused(list.error);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["listHeldQuotes"] });
  const decide = async (action: "confirm" | "dismiss", id: number) => {
    const mutation = action === "confirm" ? confirmHeldQuoteMutation(api) : dismissHeldQuoteMutation(api);
    try {
      await mutation.mutationFn({ params: { path: { id } } });
    } catch (err) {
      throw adminFormError(err);
    }
    await refresh();
  };

  return (
    <section aria-labelledby="cotacoes-retidas" className="mt-10 flex flex-col gap-3">
      <h2 id="cotacoes-retidas" className="font-display text-xl font-semibold">
        Cotações retidas
      </h2>
      <p className="max-w-3xl text-sm text-muted-foreground">
        Preços mais de 3 vezes acima (ou abaixo de um terço) da mediana das outras casas ficam fora do site: quase
        sempre é um erro de digitação da casa. Se a fonte repetir o mesmo preço 5 minutos depois, ele aparece sozinho;
        confirme aqui um movimento real que não pode esperar, ou descarte um erro.
      </p>
      <HeldQuoteReview
        status={status}
        onStatusChange={setStatus}
        items={list.data?.results}
        error={list.isError}
        onRetry={() => void list.refetch()}
        onConfirm={(id) => decide("confirm", id)}
        onDismiss={(id) => decide("dismiss", id)}
      />
    </section>
  );
}
