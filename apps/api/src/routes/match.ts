import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { teamLogo } from "../data/image-paths.ts";
import { HttpError } from "../http-error.ts";
import type { ProviderLineupPlayer } from "../providers/details.ts";
import { errorResponses, idParam } from "../schemas/common.ts";
import { FixtureDetailSchema, StandingsSchema, type FixtureDetail } from "../schemas/match.ts";
import { matchPath } from "../services/football.ts";
import { oddsList, type StoredFixture, type VisibleHouses } from "../services/football-store.ts";

const player = (p: ProviderLineupPlayer) => ({
  player: { id: p.id, name: p.name, number: p.number, pos: p.pos, grid: p.grid },
});

const match: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/apifootball_app/fixtureById/:id/",
    {
      schema: {
        tags: ["football"],
        operationId: "getFixtureById",
        summary: "Detalhes de um jogo: estatísticas, eventos, escalações, estádio e odds",
        params: z.object({ id: idParam() }),
        response: { 200: FixtureDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (req, reply): Promise<FixtureDetail> => {
      const found = await app.ctx.matches.fixture(req.params.id);
      if (!found) throw new HttpError(404, "not_found", "Jogo não encontrado.");
      const { fixture: f, details, meta } = found;
      const houses = await app.ctx.football.visibleHouses();
      const teamOf = new Map([
        [f.home.id, f.home],
        [f.away.id, f.away],
      ]);
      reply.header("cache-control", "public, max-age=15");
      return {
        fixture: {
          id: f.afbFixtureId,
          date: f.kickoff.toISOString(),
          status: { short: f.status, elapsed: f.elapsed },
          venue: f.venue,
          referee: details?.referee ?? null,
        },
        league: { id: f.league.id, season: f.league.season, name: f.league.name, logo: f.league.logo },
        teams: { home: f.home, away: f.away },
        goals: f.goals,
        statistics: (details?.statistics ?? []).map((s) => ({
          team: { id: s.team.id, name: s.team.name, logo: teamLogo(s.team) },
          statistics: s.statistics.map((x) => ({ type: x.type, value: x.value })),
        })),
        events: (details?.events ?? []).map((e) => {
          const team = e.teamId === null ? undefined : teamOf.get(e.teamId);
          return {
            team: team ? { id: team.id, name: team.name } : null,
            time: { elapsed: e.time.elapsed, extra: e.time.extra },
            type: e.type,
            detail: e.detail,
            player: e.player ? { name: e.player } : null,
            assist: e.assist ? { name: e.assist } : null,
            comments: e.comments,
          };
        }),
        lineups: (details?.lineups ?? []).map((l) => ({
          team: { id: l.team.id, name: l.team.name, logo: teamLogo(l.team) },
          formation: l.formation,
          coach: { name: l.coach },
          startXI: l.startXI.map(player),
          substitutes: l.substitutes.map(player),
        })),
        odds: oddsList(f, houses),
        odds_checked_at: oddsCheckedAt(f, app.ctx.football.freshness(f.date).updatedAt, houses),
        ...(f.closing ? { odds_closing: true as const } : {}),
        image: null,
        link: matchPath(f),
        meta,
      };
    },
  );

  app.get(
    "/api/apifootball_app/oddsHistory/:id/",
    {
      schema: {
        tags: ["football"],
        operationId: "getOddsHistory",
        summary: "Histórico de odds 1X2 de um jogo, por casa (para setas de movimento)",
        params: z.object({ id: idParam() }),
        response: {
          200: z.object({
            fixtureId: z.number().int(),
            history: z.array(
              z.object({
                house: z.string(),
                home: z.number(),
                draw: z.number(),
                away: z.number(),
                recordedAt: z.string(),
              }),
            ),
          }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (req) => {
      const id = req.params.id;
      if (!(await app.ctx.football.storedFixture(id))) throw new HttpError(404, "not_found", "Jogo não encontrado.");
      const rows = await app.ctx.football.oddsHistory(id);
      const houses = await app.ctx.football.visibleHouses();
      const history = rows.flatMap((r) => {
        const name = houses ? houses.visible(r.house)?.name : r.house;
        return name === undefined ? [] : [{ ...r, house: name, recordedAt: r.recordedAt.toISOString() }];
      });
      return { fixtureId: id, history };
    },
  );

  app.get(
    "/api/apifootball_app/standings/",
    {
      schema: {
        tags: ["football"],
        operationId: "getStandings",
        summary: "Classificação de uma liga numa temporada",
        querystring: z.object({
          league: idParam("Informe o id numérico da liga"),
          season: z.coerce.number().int("Informe o ano da temporada").min(1900).max(2100),
        }),
        response: { 200: StandingsSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const { league, season } = req.query;
      const { rows, meta } = await app.ctx.matches.standings(league, season);
      reply.header("cache-control", "public, max-age=60");
      return {
        league: { id: league, season },
        standings: rows.map((r) => ({
          rank: r.rank,
          team: { id: r.team.id, name: r.team.name, logo: teamLogo(r.team) },
          points: r.points,
          goalsDiff: r.goalsDiff,
          group: r.group,
          form: r.form,
          description: r.description,
          all: r.all,
          home: r.home,
          away: r.away,
        })),
        meta,
      };
    },
  );
};

export default match;

/** Per house, when its price was last confirmed: the source's own time, else the day's last good read. */
function oddsCheckedAt(
  f: StoredFixture,
  dayReadAt: string | null,
  houses: VisibleHouses | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of f.odds) {
    const name = houses ? houses.visible(o.house)?.name : o.house;
    const at = o.checkedAt?.toISOString() ?? dayReadAt;
    if (at && name !== undefined) out[name] = at;
  }
  return out;
}
