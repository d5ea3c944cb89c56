import { useQuery } from "@tanstack/react-query";
import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { ApiError } from "@placar/api-client/client";
import { getLeaguePageOptions, type GetLeaguePageData } from "@placar/api-client/queries";
import { href } from "@placar/core/routes";
import { idOfSlug } from "@placar/core/club-slug";
import { FollowButton } from "@placar/ui/favorites/follow-button";
import { StandingsTable } from "@placar/ui/product/standings-table";
import { TeamGames, TeamGamesSkeleton } from "@placar/ui/product/team-games";
import { TeamHeader } from "@placar/ui/product/team-header";
import { useApi } from "../lib/api-context.tsx";
import { useFavorites } from "../lib/favorites.ts";
import { truncateDescription, type HeadData } from "../lib/head.ts";
import type { RouteDeps } from "../route-types.ts";
import { gameItem } from "./club-games.ts";
import { clubPageStatus, loadClubPage, type ClubPageData } from "./club-page-data.ts";
import { ScheduleNotice, StaleNote } from "./club-notices.tsx";

type LeagueData = ClubPageData<GetLeaguePageData> & {
  /** `?temporada=`, when another season than the current one is asked for. */
  season: number | null;
};

function leagueQuery(api: RouteDeps["api"], id: number, season: number | null) {
  return getLeaguePageOptions(api, {
    params: { path: { id }, query: season === null ? {} : { season } },
  });
}

export function leagueLoader(deps: RouteDeps) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<LeagueData> => {
    const slug = params.slug ?? "";
    const id = idOfSlug(slug) ?? 0;
    const asked = new URL(request.url).searchParams.get("temporada");
    const season = asked !== null && /^\d{4}$/.test(asked) ? Number(asked) : null;
    const moved = (p: GetLeaguePageData) =>
      p.league.path === `/ligas/${slug}`
        ? null
        : season === null
          ? p.league.path
          : `${p.league.path}?temporada=${season}`;
    return { ...(await loadClubPage(deps, id, leagueQuery(deps.api, id, season), moved)), season };
  };
}

export const leagueStatus = clubPageStatus;

/** "2026" for a calendar-year season; "2026/27" is how Europe writes it, but the provider's number is what we have. */
function seasonLabel(season: number): string {
  return `Temporada ${season}`;
}

export function leagueHead(data: unknown): HeadData {
  const d = data as LeagueData | undefined;
  const p = d?.page;
  if (!p) return { title: d?.notFound ? "Liga não encontrada — Placar" : "Liga — Placar" };
  const { league } = p;
  const current = p.seasons[0] === league.season;
  return {
    title: `${league.name} ${league.season}: tabela, jogos e odds | Placar`,
    description: truncateDescription(
      `${league.name}: classificação, próximos jogos com as melhores odds das casas licenciadas e resultados da temporada ${league.season}.`,
    ),
    keywords: [league.name, `tabela ${league.name}`, `jogos ${league.name}`, `odds ${league.name}`],
    canonicalPath: current ? league.path : `${league.path}?temporada=${league.season}`,
    jsonLd: {
      "@type": "SportsOrganization",
      name: league.name,
      sport: "Futebol",
      url: league.path,
      logo: league.logo,
      event: p.next.slice(0, 10).map((g) => ({
        "@type": "SportsEvent",
        name: `${g.home_team} x ${g.away_team}`,
        startDate: g.kickoff,
        sport: "Futebol",
        homeTeam: { "@type": "SportsTeam", name: g.home_team },
        awayTeam: { "@type": "SportsTeam", name: g.away_team },
        ...(g.has_page ? { url: g.link } : {}),
      })),
    },
  };
}

export function LeaguePage() {
  const data = useLoaderData<LeagueData>();
  const api = useApi();
  const favorites = useFavorites();
  const query = useQuery({ ...leagueQuery(api, data.id, data.season), enabled: data.id > 0 });
  const p = query.data ?? data.page;
  const now = new Date(data.now);

  if (data.notFound || (query.error instanceof ApiError && query.error.status === 404))
    return (
      <ScheduleNotice title="Liga não encontrada" text="Não encontramos essa competição. Procure pelo nome na busca." />
    );
  if (!p && query.isError)
    return (
      <ScheduleNotice
        title="Não foi possível carregar a liga"
        text="Não foi possível carregar os jogos desta competição agora. Tente de novo em instantes."
      />
    );

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-3 py-4 sm:px-4">
      {p ? (
        <TeamHeader
          name={p.league.name}
          logoUrl={p.league.logo}
          country={p.league.country}
          competitions={[]}
          action={
            <FollowButton
              name={p.league.name}
              followed={favorites.set.leagues.includes(p.league.id)}
              onFollowedChange={(on) => favorites.setFollowed("league", p.league.id, on)}
            />
          }
        />
      ) : null}
      {p && p.seasons.length > 1 ? (
        <nav aria-label="Temporadas" className="flex flex-wrap gap-2 text-sm">
          {p.seasons.map((s) => {
            const link = s === p.seasons[0] ? p.league.path : `${p.league.path}?temporada=${s}`;
            const current = s === p.league.season;
            return (
              <a
                key={s}
                href={link}
                aria-current={current ? "page" : undefined}
                className={
                  current
                    ? "rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground"
                    : "rounded-full border border-border px-3 py-1 hover:bg-accent"
                }
              >
                {seasonLabel(s)}
              </a>
            );
          })}
        </nav>
      ) : null}
      {p ? <StaleNote meta={p.meta} /> : null}
      {p ? (
        <section aria-labelledby="classificacao" className="flex flex-col gap-3">
          <h2 id="classificacao" className="font-signika text-lg font-semibold">
            Classificação
          </h2>
          {p.tables.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Esta competição é disputada em mata-mata nesta fase: não há tabela de pontos. Veja os jogos abaixo.
            </p>
          ) : (
            p.tables.map((t) => (
              <StandingsTable
                key={t.name ?? "tabela"}
                rows={t.rows}
                caption={t.name ? `${t.name} · ${p.league.season}` : `${p.league.name} ${p.league.season}`}
                teamHref={(team) => href.team(team.id, team.name)}
              />
            ))
          )}
        </section>
      ) : null}
      {p ? (
        <TeamGames
          title="Próximos jogos"
          now={now}
          games={p.next.map((g) => gameItem(g))}
          emptyText="Nenhum jogo marcado por enquanto nesta temporada."
        />
      ) : (
        <TeamGamesSkeleton />
      )}
      {p ? (
        <TeamGames
          title="Resultados recentes"
          now={now}
          games={p.last.map((g) => gameItem(g))}
          emptyText="Nenhum resultado nesta temporada ainda."
        />
      ) : (
        <TeamGamesSkeleton />
      )}
      {p && p.teams.length > 0 ? (
        <section aria-labelledby="times" className="flex flex-col gap-2">
          <h2 id="times" className="font-signika text-lg font-semibold">
            Times
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
            {p.teams.map((t) => (
              <li key={t.id} className="min-w-0 truncate">
                <a className="underline-offset-2 hover:underline" href={t.path}>
                  {t.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
