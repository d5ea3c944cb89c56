import { useQuery } from "@tanstack/react-query";
import { getHousesOptions } from "@placar/api-client/queries";
import { HouseRanking } from "@placar/ui/product/house-ranking";
import { useApi } from "../lib/api-context.tsx";
import type { HeadData } from "../lib/head.ts";
import { href } from "@placar/core/routes";
import type { RouteDeps } from "../route-types.ts";

export function guideLoader(deps: RouteDeps) {
  return async () => {
    const load = deps.queryClient.prefetchQuery(getHousesOptions(deps.api));
    if (deps.awaitData) await load;
    return null;
  };
}

export function guideHead(): HeadData {
  return {
    title: "Guia de apostas: as casas licenciadas comparadas | Placar",
    description:
      "Ranking das casas de apostas licenciadas que o Placar compara: pontos fortes, promoções e avaliação de cada uma.",
    canonicalPath: href.guide(),
  };
}

import { ResponsibleNote } from "./responsible-note.tsx";
import { HOUSES_STALE_MS } from "../lib/refresh.ts";

export function GuidePage() {
  const api = useApi();
  const houses = useQuery({ ...getHousesOptions(api), staleTime: HOUSES_STALE_MS });
  return (
    <section aria-labelledby="titulo-guia" className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 id="titulo-guia" className="font-display text-2xl font-bold">
        Guia de Apostas
      </h1>
      <p className="text-muted-foreground">
        As casas licenciadas que comparamos, da mais bem avaliada para a menos. Compare sempre as odds antes de apostar
        e aposte só o que pode perder.
      </p>
      {houses.isError && !houses.data ? (
        <p role="alert" className="rounded-md border border-border bg-card p-3">
          Não foi possível carregar o guia agora. Tente de novo em instantes.
        </p>
      ) : null}
      <HouseRanking houses={houses.data?.results ?? []} loading={houses.isPending} showPromos />
      <ResponsibleNote className="text-sm" />
    </section>
  );
}
