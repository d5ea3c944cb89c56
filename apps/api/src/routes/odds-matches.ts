import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../http-error.ts";
import { errorResponses, idParam } from "../schemas/common.ts";
import type { OddsMatchRow, RealPricesService } from "../services/real-prices.ts";
import type { FootballService } from "../services/football.ts";

const BEARER = [{ bearerAuth: [] }];

const NOT_CONFIGURED = "Nenhuma fonte de odds está configurada (defina THEODDSAPI_KEY ou o feed de uma casa em Casas).";

/** The odds sources' service when any source is configured now; null otherwise (the admin lists are then empty). */
export async function configuredRealPrices(app: FastifyInstance): Promise<RealPricesService | null> {
  const s = app.ctx.realPrices;
  return s && (await s.configured()) ? s : null;
}

/** The same, for a decision: without a configured source it is refused (409, in Portuguese). */
export async function requireRealPrices(app: FastifyInstance): Promise<RealPricesService> {
  const s = await configuredRealPrices(app);
  if (!s) throw new HttpError(409, "odds_source_disabled", NOT_CONFIGURED);
  return s;
}

const MatchStatusSchema = z
  .enum(["review", "confirmed", "rejected"])
  .describe("review: aguardando um administrador; confirmed: jogo escolhido; rejected: nenhum jogo serve");

export const FixtureSummarySchema = z
  .object({
    fixtureId: z.number().int().describe("Id do jogo no provedor (afb_fixture_id)"),
    date: z.string().describe("Dia do jogo (AAAA-MM-DD, Brasília)"),
    kickoff: z.string().describe("Início (ISO-8601)"),
    status: z.string(),
    league: z.string(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    homeTeamId: z.number().int(),
    awayTeamId: z.number().int(),
  })
  .meta({ id: "OddsMatchFixture" });

const CandidateSchema = z
  .object({
    fixtureId: z.number().int(),
    score: z.number().describe("0–1: times, horário, mando e competição juntos"),
    reasons: z.array(z.string()).describe("Por que o casamento não é automático (home:alias, kickoff:+40min, …)"),
    fixture: FixtureSummarySchema.nullable().describe("O jogo como está guardado; null quando não existe mais"),
  })
  .meta({ id: "OddsMatchCandidate" });

const OddsMatchSchema = z
  .object({
    id: z.number().int(),
    source: z.string().describe("Fonte de odds (the-odds-api)"),
    eventId: z.string().describe("Id do evento na fonte"),
    sportKey: z.string(),
    competition: z.string().nullable(),
    home: z.string().describe("Mandante como a fonte escreve"),
    away: z.string().describe("Visitante como a fonte escreve"),
    commenceTime: z.string().describe("Início segundo a fonte (ISO-8601)"),
    date: z.string().describe("Dia do evento (AAAA-MM-DD, Brasília)"),
    status: MatchStatusSchema,
    candidates: z.array(CandidateSchema),
    fixture: FixtureSummarySchema.nullable().describe("O jogo confirmado, quando há"),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: "OddsMatch" });

const OddsMatchListSchema = z
  .object({
    configured: z.boolean().describe("Se alguma fonte de odds está configurada; sem ela a lista é sempre vazia"),
    count: z.number().int(),
    results: z.array(OddsMatchSchema),
  })
  .meta({ id: "OddsMatchList" });

const ListQuerySchema = z.object({ status: MatchStatusSchema.default("review") });
const IdParamsSchema = z.object({ id: idParam() });
const ConfirmBodySchema = z
  .object({
    fixtureId: z
      .number("Informe o id do jogo (fixtureId)")
      .int("Informe o id do jogo (fixtureId)")
      .positive("Informe o id do jogo (fixtureId)")
      .describe("Id do jogo no provedor: um dos candidatos ou qualquer jogo do mesmo dia"),
  })
  .meta({ id: "OddsMatchConfirm" });

export async function fixtureSummary(football: FootballService, fixtureId: number) {
  const f = await football.storedFixture(fixtureId);
  if (!f) return null;
  return {
    fixtureId: f.afbFixtureId,
    date: f.date,
    kickoff: f.kickoff.toISOString(),
    status: f.status,
    league: f.league.name,
    homeTeam: f.home.name,
    awayTeam: f.away.name,
    homeTeamId: f.home.id,
    awayTeamId: f.away.id,
  };
}

async function present(football: FootballService, row: OddsMatchRow) {
  return {
    id: row.id,
    source: row.source,
    eventId: row.eventId,
    sportKey: row.sportKey,
    competition: row.competition,
    home: row.home,
    away: row.away,
    commenceTime: row.commenceTime.toISOString(),
    date: row.date,
    status: row.status,
    candidates: await Promise.all(
      row.candidates.map(async (c) => ({ ...c, fixture: await fixtureSummary(football, c.fixtureId) })),
    ),
    fixture: row.fixtureId === null ? null : await fixtureSummary(football, row.fixtureId),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The review queue of the odds source's doubtful events (admins only): list, confirm a fixture (which teaches the
 * matcher the source's spellings of its teams), or reject.
 */
const oddsMatches: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/odds-matches/",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["odds-matches"],
        operationId: "listOddsMatches",
        summary: "Eventos da fonte de odds por situação (padrão: os que aguardam revisão)",
        description:
          "Cada evento com os jogos candidatos (nomes, horário, pontuação e motivos). Sem fonte configurada, " +
          "a lista é vazia.",
        security: BEARER,
        querystring: ListQuerySchema,
        response: { 200: OddsMatchListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      const s = await configuredRealPrices(app);
      if (!s) return { configured: false, count: 0, results: [] };
      const rows = await s.list(req.query.status);
      const results = [];
      for (const row of rows) results.push(await present(app.ctx.football, row));
      return { configured: true, count: results.length, results };
    },
  );

  app.post(
    "/api/admin/odds-matches/:id/confirm/",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["odds-matches"],
        operationId: "confirmOddsMatch",
        summary: "Confirma o jogo de um evento e aprende os nomes dos times usados pela fonte",
        description:
          "O jogo deve ser um dos candidatos ou qualquer jogo do mesmo dia. As odds passam a valer na próxima " +
          "ingestão do dia (disparada em seguida).",
        security: BEARER,
        params: IdParamsSchema,
        body: ConfirmBodySchema,
        response: { 200: OddsMatchSchema, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (req) => {
      const s = await requireRealPrices(app);
      const { football, clock } = app.ctx;
      const row = await s.get(req.params.id);
      const fixtureId = req.body.fixtureId;
      const fixture = await football.storedFixture(fixtureId);
      const candidate = row.candidates.some((c) => c.fixtureId === fixtureId);
      if (!fixture || (!candidate && fixture.date !== row.date)) {
        const message = "O jogo deve ser um dos candidatos ou um jogo do mesmo dia do evento.";
        throw new HttpError(400, "validation_error", message, { fixtureId: [message] });
      }
      const confirmed = await s.confirm(row.id, fixture, req.user!.id, clock.now());
      // The prices apply at the day's next ingest: start it now rather than wait for the schedule.
      if (s.covers(row.date, clock.now()) && fixture.date === row.date) {
        void football.ingestDay(row.date).catch((err: unknown) => app.log.warn({ err }, "odds match: ingest failed"));
      }
      return present(football, confirmed);
    },
  );

  app.post(
    "/api/admin/odds-matches/:id/reject/",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["odds-matches"],
        operationId: "rejectOddsMatch",
        summary: "Recusa um evento: nenhum jogo recebe as odds dele",
        security: BEARER,
        params: IdParamsSchema,
        response: { 200: OddsMatchSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const s = await requireRealPrices(app);
      const rejected = await s.reject(req.params.id, req.user!.id, app.ctx.clock.now());
      return present(app.ctx.football, rejected);
    },
  );
};

export default oddsMatches;
