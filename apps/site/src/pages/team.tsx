import { useQuery } from "@tanstack/react-query";
import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { ApiError } from "@placar/api-client/client";
import { getTeamPageOptions, type GetTeamPageData } from "@placar/api-client/queries";
import { href } from "@placar/core/routes";
import { idOfSlug } from "@placar/core/club-slug";
import { FollowButton } from "@placar/ui/favorites/follow-button";
import { FormBadges } from "@placar/ui/product/form-badges";
import { TeamGames, TeamGamesSkeleton } from "@placar/ui/product/team-games";
import { TeamHeader } from "@placar/ui/product/team-header";
import { useApi } from "../lib/api-context.tsx";
import { useFavorites } from "../lib/favorites.ts";
import { truncateDescription, type HeadData } from "../lib/head.ts";
import type { RouteDeps } from "../route-types.ts";
import { gameItem } from "./club-games.ts";
import { clubPageStatus, loadClubPage, type ClubPageData } from "./club-page-data.ts";
import { ScheduleNotice, StaleNote } from "./club-notices.tsx";

type TeamData = ClubPageData<GetTeamPageData>;

function teamQuery(api: RouteDeps["api"], id: number) {
  return getTeamPageOptions(api, { params: { path: { id } } });
}

export function teamLoader(deps: RouteDeps) {
  return ({ params }: LoaderFunctionArgs): Promise<TeamData> => {
    const slug = params.slug ?? "";
    const id = idOfSlug(slug) ?? 0;
    // An old or misspelt name: the one address of the club, for good.
    return loadClubPage(deps, id, teamQuery(deps.api, id), (p) =>
      p.team.path === `/times/${slug}` ? null : p.team.path,
    );
  };
}

export const teamStatus = clubPageStatus;

export function teamHead(data: unknown): HeadData {
  const d = data as TeamData | undefined;
  const p = d?.page;
  if (!p) return { title: d?.notFound ? "Time não encontrado — Placar" : "Time — Placar" };
  const { team } = p;
  const next = p.next[0];
  const nextText = next ? ` Próximo jogo: ${next.home_team} x ${next.away_team}.` : "";
  return {
    title: `${team.name}: próximos jogos, odds e resultados | Placar`,
    description: truncateDescription(
      `${team.name}: próximos jogos com as melhores odds das casas licenciadas, resultados, forma e classificação.${nextText}`,
    ),
    keywords: [team.name, `odds ${team.name}`, `próximos jogos do ${team.name}`, `jogos do ${team.name}`],
    canonicalPath: team.path,
    jsonLd: {
      "@type": "SportsTeam",
      name: team.name,
      sport: "Futebol",
      url: team.path,
      logo: team.logo,
      ...(team.country ? { location: { "@type": "Country", name: team.country } } : {}),
      memberOf: p.competitions.map((c) => ({ "@type": "SportsOrganization", name: c.name, url: c.path })),
    },
  };
}

export function TeamPage() {
  const data = useLoaderData<TeamData>();
  const api = useApi();
  const favorites = useFavorites();
  const query = useQuery({ ...teamQuery(api, data.id), enabled: data.id > 0 });
  const p = query.data ?? data.page;
  const now = new Date(data.now);

  if (data.notFound || (query.error instanceof ApiError && query.error.status === 404))
    return <ScheduleNotice title="Time não encontrado" text="Não encontramos esse time. Procure pelo nome na busca." />;
  if (!p && query.isError)
    return (
      <ScheduleNotice
        title="Não foi possível carregar o time"
        text="Não foi possível carregar os jogos deste time agora. Tente de novo em instantes."
      />
    );

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-3 py-4 sm:px-4">
      {p ? (
        <TeamHeader
          name={p.team.name}
          logoUrl={p.team.logo}
          country={p.team.country}
          competitions={p.competitions.map((c) => ({ name: c.name, href: c.path }))}
          action={
            <FollowButton
              name={p.team.name}
              followed={favorites.set.teams.includes(p.team.id)}
              onFollowedChange={(on) => favorites.setFollowed("team", p.team.id, on)}
            />
          }
        />
      ) : null}
      {favorites.error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {favorites.error}
        </p>
      ) : null}
      {p ? <StaleNote meta={p.meta} /> : null}
      {p ? (
        <section aria-labelledby="forma" className="flex flex-col gap-3">
          <h2 id="forma" className="font-signika text-lg font-semibold">
            Forma e classificação
          </h2>
          <FormBadges results={p.form} />
          {p.standings.length > 0 ? (
            <ul className="flex flex-col gap-1 text-sm">
              {p.standings.map((s) => (
                <li key={`${s.league.id}-${s.group ?? ""}`}>
                  <a className="font-medium underline-offset-2 hover:underline" href={s.league.path}>
                    {s.group ? `${s.league.name} · ${s.group}` : s.league.name}
                  </a>
                  : {s.rank}º de {s.size}, {s.points} pontos em {s.played} jogos ({s.win}V {s.draw}E {s.lose}D, saldo{" "}
                  {s.goalsDiff > 0 ? `+${s.goalsDiff}` : s.goalsDiff}){s.description ? ` — ${s.description}` : ""}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">Sem tabela de classificação nesta temporada.</p>
          )}
        </section>
      ) : null}
      {p ? (
        <TeamGames
          title="Próximos jogos"
          now={now}
          games={p.next.map((g) => gameItem(g))}
          emptyText={`Nenhum jogo do ${p.team.name} marcado por enquanto.`}
        />
      ) : (
        <TeamGamesSkeleton />
      )}
      {p ? (
        <TeamGames
          title="Últimos resultados"
          now={now}
          games={p.last.map((g) => gameItem(g, p.team.id))}
          emptyText={`Nenhum resultado do ${p.team.name} nesta temporada.`}
        />
      ) : (
        <TeamGamesSkeleton />
      )}
      <p className="text-sm">
        <a className="underline underline-offset-2" href={href.home()}>
          Ver todos os jogos do dia
        </a>
      </p>
    </div>
  );
}
