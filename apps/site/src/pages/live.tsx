import { useQuery } from "@tanstack/react-query";
import { useLoaderData } from "react-router-dom";
import { getFixturesByDateOptions, getHousesOptions } from "@placar/api-client/queries";
import { businessDate } from "@placar/core/dates";
import { LeagueSection } from "@placar/ui/components/league-section";
import { OddsRow, OddsRowSkeleton } from "@placar/ui/components/odds-row";
import { useApi } from "../lib/api-context.tsx";
import type { HeadData } from "../lib/head.ts";
import { useLiveRefresh } from "../lib/live.ts";
import type { RouteDeps } from "../routes.tsx";
import { buildPanel } from "./home-view-model.ts";

const REFRESH_MS = 60_000;

interface LiveData {
  date: string;
  now: string;
}

function liveQuery(api: RouteDeps["api"], date: string) {
  return getFixturesByDateOptions(api, { params: { query: { date, live: "true" } } });
}

export function liveLoader(deps: RouteDeps) {
  return async (): Promise<LiveData> => {
    const now = deps.now();
    const date = businessDate(now);
    const load = Promise.all([deps.queryClient.prefetchQuery(liveQuery(deps.api, date)), deps.queryClient.prefetchQuery(getHousesOptions(deps.api))]);
    if (deps.awaitData) await load;
    return { date, now: now.toISOString() };
  };
}

export function liveHead(): HeadData {
  return {
    title: "Odds ao vivo — jogos de futebol acontecendo agora | Placar",
    description: "Placares e as melhores odds ao vivo dos jogos de futebol que estão acontecendo agora, comparadas entre sete casas licenciadas.",
    canonicalPath: "/odds-ao-vivo",
  };
}

export function LivePage() {
  const data = useLoaderData() as LiveData;
  const api = useApi();
  const options = liveQuery(api, data.date);
  const query = useQuery({ ...options, refetchInterval: REFRESH_MS });
  const houses = useQuery({ ...getHousesOptions(api), staleTime: 10 * 60_000 });
  useLiveRefresh(data.date, options.queryKey);
  const { leagues } = buildPanel(query.data, { date: data.date, tab: "live", isToday: true }, new Date(data.now), houses.data?.results);

  return (
    <section aria-labelledby="titulo-ao-vivo" className="mx-auto flex max-w-4xl flex-col gap-4">
      <h1 id="titulo-ao-vivo" className="font-display text-2xl font-bold">
        Odds ao vivo
      </h1>
      <p className="text-muted-foreground">Jogos em andamento agora, com a melhor odd de cada resultado. Atualiza sozinho a cada mudança de placar ou de odd.</p>
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            <OddsRowSkeleton key={i} />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <p role="alert" className="rounded-md border border-border bg-card p-3">
          Não foi possível carregar os jogos ao vivo agora. Tentaremos de novo em instantes.
        </p>
      ) : leagues.length === 0 ? (
        <p className="rounded-md border border-border bg-card p-6 text-center">Nenhum jogo ao vivo agora. Veja os próximos jogos na página inicial.</p>
      ) : (
        leagues.map((league) => (
          <LeagueSection key={league.id} league={league.name} imageUrl={league.imageUrl} defaultOpen>
            {league.rows.map(({ id, ...row }) => (
              <OddsRow key={id} {...row} />
            ))}
          </LeagueSection>
        ))
      )}
    </section>
  );
}
