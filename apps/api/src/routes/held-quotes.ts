import { marketLabel, outcomeLabels, parseMarketId } from "@placar/core/markets";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, idParam } from "../schemas/common.ts";
import type { HeldQuoteRow } from "../services/held-quotes.ts";
import type { FootballService } from "../services/football.ts";
import { configuredRealPrices, fixtureSummary, FixtureSummarySchema, requireRealPrices } from "./odds-matches.ts";

const BEARER = [{ bearerAuth: [] }];

const HeldStatusSchema = z
  .enum(["held", "released", "dismissed"])
  .describe(
    "held: retida, fora do site; released: exibida (lida de novo minutos depois ou confirmada); dismissed: descartada",
  );

const PricesSchema = z.object({ home: z.number(), draw: z.number(), away: z.number() }).meta({ id: "HeldQuotePrices" });

const HeldOutcomeSchema = z
  .object({
    label: z.string().describe("O resultado como o site o escreve (o time, Empate, Sim, Mais de 2,5…)"),
    price: z.number().describe("A cotação retida"),
    median: z.number().describe("Mediana das outras casas quando foi retida"),
  })
  .meta({ id: "HeldQuoteOutcome" });

const HeldQuoteSchema = z
  .object({
    id: z.number().int(),
    source: z.string().describe("Fonte de odds (the-odds-api, house-feed)"),
    eventId: z.string().describe("Id do evento na fonte"),
    house: z.string().describe("Casa cuja cotação foi retida"),
    date: z.string().describe("Dia do jogo (AAAA-MM-DD, Brasília)"),
    market: z.string().describe('Mercado: "1x2", "btts", "totals:2.5", "double_chance" ou "dnb"'),
    marketLabel: z.string().describe("Nome do mercado (Resultado final, Ambas marcam, Mais/Menos de 2,5 gols…)"),
    outcomes: z
      .array(HeldOutcomeSchema)
      .describe("Cada resultado do mercado, na ordem do mercado, com a cotação retida e a mediana das outras casas"),
    prices: PricesSchema.nullable().describe("A cotação retida (1, X, 2); null em outro mercado (ver outcomes)"),
    medians: PricesSchema.nullable().describe(
      "Mediana das outras casas para cada resultado quando foi retida; null em outro mercado (ver outcomes)",
    ),
    others: z.number().int().describe("Quantas outras casas formaram a mediana"),
    firstReadAt: z.string().describe("Quando a fonte mostrou esta cotação pela primeira vez (ISO-8601)"),
    lastReadAt: z.string().describe("Última leitura da fonte com esta cotação (ISO-8601)"),
    status: HeldStatusSchema,
    releasedBy: z.enum(["second-read", "admin"]).nullable().describe("Como foi liberada, quando foi"),
    decidedAt: z.string().nullable(),
    fixture: FixtureSummarySchema.nullable().describe("O jogo, como está guardado; null quando não existe mais"),
  })
  .meta({ id: "HeldQuote" });

const HeldQuoteListSchema = z
  .object({
    configured: z.boolean().describe("Se alguma fonte de odds está configurada; sem ela a lista é sempre vazia"),
    count: z.number().int(),
    results: z.array(HeldQuoteSchema),
  })
  .meta({ id: "HeldQuoteList" });

const IdParamsSchema = z.object({ id: idParam() });

/** A held book's prices and medians in outcome order (the 1X2's: home, draw, away). */
function inOrder(prices: HeldQuoteRow["prices"]): number[] {
  return Array.isArray(prices) ? prices : [prices.home, prices.draw, prices.away];
}

async function present(football: FootballService, row: HeldQuoteRow) {
  const fixture = await fixtureSummary(football, row.fixtureId);
  const market = parseMarketId(row.market) ?? { key: "1x2" as const };
  const labels = outcomeLabels(market, fixture?.homeTeam ?? "Casa", fixture?.awayTeam ?? "Fora");
  const prices = inOrder(row.prices);
  const medians = inOrder(row.medians);
  return {
    id: row.id,
    source: row.source,
    eventId: row.eventId,
    house: row.house,
    date: row.date,
    market: row.market,
    marketLabel: marketLabel(market),
    outcomes: prices.map((price, i) => ({ label: labels[i] ?? `${i + 1}`, price, median: medians[i] ?? 0 })),
    prices: Array.isArray(row.prices) ? null : row.prices,
    medians: Array.isArray(row.medians) ? null : row.medians,
    others: row.others,
    firstReadAt: row.firstReadAt.toISOString(),
    lastReadAt: row.lastReadAt.toISOString(),
    status: row.status,
    releasedBy: row.releasedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    fixture,
  };
}

/**
 * The prices the outlier rule keeps off the site (admins only), the 1X2's and the other markets' books: list them,
 * confirm one (shown from the day's next ingest, started at once) or dismiss it. A hold also lifts by itself when the source shows the same prices again
 * minutes later.
 */
const heldQuotes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/held-quotes/",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["held-quotes"],
        operationId: "listHeldQuotes",
        summary: "Cotações retidas por destoarem das outras casas (padrão: as que aguardam decisão)",
        description:
          "Cada cotação com a mediana das outras casas e o jogo. Uma cotação retida não aparece no site até ser " +
          "lida de novo igual, minutos depois, ou confirmada aqui.",
        security: BEARER,
        querystring: z.object({ status: HeldStatusSchema.default("held") }),
        response: { 200: HeldQuoteListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      const s = await configuredRealPrices(app);
      if (!s) return { configured: false, count: 0, results: [] };
      const rows = await s.held.list(req.query.status);
      const results = [];
      for (const row of rows) results.push(await present(app.ctx.football, row));
      return { configured: true, count: results.length, results };
    },
  );

  for (const [action, status, summary] of [
    [
      "confirm",
      "released",
      "Confirma uma cotação retida: ela passa a aparecer no site (nova ingestão do dia em seguida)",
    ],
    [
      "dismiss",
      "dismissed",
      "Descarta uma cotação retida: ela nunca aparece (outra cotação da casa recomeça a análise)",
    ],
  ] as const) {
    app.post(
      `/api/admin/held-quotes/:id/${action}/`,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags: ["held-quotes"],
          operationId: action === "confirm" ? "confirmHeldQuote" : "dismissHeldQuote",
          summary,
          security: BEARER,
          params: IdParamsSchema,
          response: { 200: HeldQuoteSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (req) => {
        const s = await requireRealPrices(app);
        const { football, clock } = app.ctx;
        const row = await s.held.decide(req.params.id, status, req.user!.id, clock.now());
        if (status === "released" && s.covers(row.date, clock.now())) {
          // Shown at the day's next ingest: start it now rather than wait for the schedule.
          void football.ingestDay(row.date).catch((err: unknown) => app.log.warn({ err }, "held quote: ingest failed"));
        }
        return present(football, row);
      },
    );
  }
};

export default heldQuotes;
