import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { addDays, businessDate } from "@placar/core/dates";
import { bearerToken } from "../plugins/auth.ts";
import { BEARER_OPTIONAL } from "../plugins/openapi.ts";

const Failure = z.object({
  at: z.string().describe("Quando falhou (ISO-8601)"),
  message: z.string(),
  call: z.string().nullable().describe("Chamada que falhou (fixtures, fixtureDetails, standings, odds…)"),
});

const LimitSource = z
  .enum(["provider", "configured", "default"])
  .describe(
    "provider: o plano anunciado nos cabeçalhos do provedor; configured: o limite configurado, menor; default: o início conservador (100/dia, 10/min) antes da primeira resposta",
  );

const ProviderHealthSchema = z
  .object({
    name: z.enum(["demo", "api-football"]),
    lastSuccessAt: z.string().nullable().describe("Última chamada bem-sucedida ao provedor"),
    lastFailure: Failure.nullable().describe("Última falha, mantida depois de sucessos seguintes"),
    failing: z.boolean().describe("A última falha é mais recente que o último sucesso"),
    nextRunAt: z.string().nullable().describe("Próxima ingestão planejada"),
    nextRunReason: z.string().nullable().describe("interval, live, kickoff, idle, budget-exhausted ou retry"),
    budget: z
      .object({
        dayLimit: z.number().int(),
        dayLimitSource: LimitSource,
        dayUsed: z.number().int(),
        dayRemaining: z.number().int(),
        dayResetAt: z.string().describe("Quando a cota do dia volta (ISO-8601)"),
        minuteLimit: z.number().int(),
        minuteLimitSource: LimitSource,
        minuteRemaining: z.number().int(),
      })
      .nullable()
      .describe("Requisições restantes no dia (de Brasília) e no minuto; null quando o provedor não é tarifado"),
  })
  .meta({ id: "ProviderHealth" });

const OddsSourceHealthSchema = z
  .object({
    name: z.string().describe("Fonte de odds (the-odds-api, house-feed)"),
    lastSuccessAt: z.string().nullable().describe("Última consulta bem-sucedida à fonte"),
    lastError: z
      .object({ at: z.string(), message: z.string() })
      .nullable()
      .describe("Última falha, mantida depois de sucessos seguintes"),
    quotaRemaining: z
      .number()
      .nullable()
      .describe("Créditos restantes segundo a fonte; null antes da 1ª resposta e para os feeds das casas"),
    quotaUsed: z.number().nullable(),
    pausedUntil: z.string().nullable().describe("Nenhuma consulta antes deste instante (cota, excesso, chave)"),
    pauseMessage: z.string().nullable(),
    matched: z.number().int().describe("Eventos casados automaticamente (última ingestão de cada dia)"),
    confirmed: z.number().int().describe("Eventos casados por confirmação de um administrador"),
    waitingReview: z.number().int().describe("Eventos aguardando revisão"),
    unmatched: z.number().int().describe("Eventos sem jogo correspondente (ou recusados)"),
    held: z.number().int().describe("Cotações retidas por destoarem das outras casas (não exibidas)"),
    rejected: z.number().int().describe("Cotações recusadas (preço fora da faixa ou margem impossível)"),
    stale: z.number().int().describe("Cotações descartadas por estarem velhas"),
    staleHouses: z.array(z.string()).describe("Casas com alguma cotação velha"),
    lastMergeAt: z.string().nullable().describe("Última mistura das odds da fonte numa ingestão"),
    plan: z
      .object({
        monthly: z.number().int().describe("Créditos do mês (THEODDSAPI_MONTHLY_CREDITS)"),
        spentThisMonth: z.number().describe("Créditos gastos no mês corrente (UTC), como a fonte conta"),
        remaining: z.number().nullable().describe("Créditos restantes segundo a fonte"),
        costPerCall: z.number().int().describe("Custo de uma consulta (regiões × mercados)"),
        projection: z.number().int().describe("Gasto previsto até o fim do mês se o plano atual seguir"),
        competitions: z.array(
          z.object({
            competition: z.string(),
            nextCallAt: z.string().nullable().describe("Próxima consulta planejada; null: nenhuma (sem jogos)"),
            reason: z
              .string()
              .nullable()
              .describe("live, kickoff-1h, kickoff-3h, kickoff-12h, kickoff-24h, week, no-events, budget, quota"),
            events: z.number().int().nullable(),
          }),
        ),
      })
      .nullable()
      .optional()
      .describe("O plano de consultas de uma fonte que cobra créditos (The Odds API)"),
    eventCalls: z
      .object({
        date: z.string().describe("Dia (America/Sao_Paulo) das contagens"),
        markets: z.array(z.string()).describe("Mercados pedidos por jogo (THEODDSAPI_EVENT_MARKETS)"),
        sent: z.number().int().describe("Consultas por jogo enviadas no dia"),
        skipped: z.number().int().describe("Jogos que não foram consultados para guardar créditos para o 1X2"),
        credits: z.number().describe("Créditos gastos nessas consultas, como a fonte contou"),
        lastAt: z.string().nullable().describe("Última consulta por jogo"),
      })
      .nullable()
      .optional()
      .describe("As consultas por jogo do dia (mercados que a consulta do esporte não traz); null sem elas"),
  })
  .meta({ id: "OddsSourceHealth" });

const ADMIN_ONLY = "Só para administradores (Authorization: Bearer de um admin); ausente para os demais.";

const HealthSchema = z
  .object({
    status: z.literal("ok"),
    version: z.string().optional().describe(ADMIN_ONLY),
    database: z.enum(["pglite", "postgres"]),
    provider: z.enum(["demo", "api-football"]).optional().describe(ADMIN_ONLY),
    businessDate: z.string().describe("Dia corrente em America/Sao_Paulo"),
    now: z.string().describe("Relógio do servidor (ISO-8601)"),
    ingest: z.object({
      lastSuccessAt: z
        .string()
        .nullable()
        .describe("Última ingestão bem-sucedida (público: o bench e os testes e2e esperam por ela)"),
      lastError: z.string().nullable().optional().describe(ADMIN_ONLY),
      lastFailure: z.object({ at: z.string(), message: z.string() }).nullable().optional().describe(ADMIN_ONLY),
      lastDurationMs: z.number().nullable().optional().describe(ADMIN_ONLY),
      nextRunAt: z.string().nullable().optional().describe(ADMIN_ONLY),
      nextRunReason: z.string().nullable().optional().describe(ADMIN_ONLY),
      leader: z.boolean().optional().describe(`Esta instância detém o lock de ingestão. ${ADMIN_ONLY}`),
      days: z
        .array(
          z.object({
            date: z.string(),
            updatedAt: z.string().nullable().describe("Última atualização bem-sucedida da lista do dia"),
            ageSeconds: z.number().int().nullable(),
            stale: z.boolean().describe("A última atualização falhou: a lista servida é a última boa"),
            error: z.string().nullable(),
          }),
        )
        .optional()
        .describe(`Hoje e ontem, como esta instância os serve. ${ADMIN_ONLY}`),
    }),
    providers: z.array(ProviderHealthSchema).optional().describe(`Cada provedor de dados em uso. ${ADMIN_ONLY}`),
    oddsSources: z
      .array(OddsSourceHealthSchema)
      .optional()
      .describe(`Cada fonte de odds em uso (vazio sem THEODDSAPI_KEY). ${ADMIN_ONLY}`),
    prices: z
      .object({
        merges: z.number().int().describe("Dias misturados de novo pelo caminho de preços nesta instância"),
        coalesced: z.number().int().describe("Sinais somados a uma mistura já pendente do mesmo dia"),
        lastMergeAt: z.string().nullable(),
        lastMergeMs: z.number().int().nullable(),
        nextPolls: z.record(z.string(), z.string().nullable()).describe("Próxima consulta de cada fonte"),
      })
      .nullable()
      .optional()
      .describe(`O caminho de preços (envios das casas e fontes no seu próprio ritmo). ${ADMIN_ONLY}`),
    live: z.enum(["memory", "redis"]).optional().describe(`Barramento de eventos ao vivo. ${ADMIN_ONLY}`),
    pageCache: z
      .object({
        entries: z.number().int(),
        bytes: z.number().int(),
        maxBytes: z.number().int(),
        hits: z.number().int(),
        stale: z.number().int(),
        misses: z.number().int(),
        renders: z.number().int(),
        refused: z.number().int().describe("Renderizações recusadas com 503 (fila cheia)"),
        renderErrors: z.number().int(),
      })
      .optional()
      .describe(`Páginas renderizadas guardadas em memória nesta instância (desde o início). ${ADMIN_ONLY}`),
    liveStreams: z
      .object({
        open: z.number().int().describe("Conexões SSE abertas nesta instância"),
        batches: z.number().int().describe("Lotes de eventos enviados"),
        dropped: z.number().int().describe("Clientes lentos desconectados (retomam pelo Last-Event-ID)"),
        lastFanOutMs: z.number().int().describe("Tempo para entregar o último lote a todas as conexões"),
        maxFanOutMs: z.number().int().describe("O maior desses tempos desde o início"),
      })
      .optional()
      .describe(`Fluxos ao vivo desta instância. ${ADMIN_ONLY}`),
    memory: z
      .object({
        rss: z.number().int().describe("Memória residente do processo, em bytes"),
        heapUsed: z.number().int().describe("Heap do V8 em uso, em bytes"),
        external: z
          .number()
          .int()
          .describe("Memória de objetos C++ ligados ao JavaScript (buffers, sockets), em bytes"),
      })
      .optional()
      .describe(`Memória desta instância. ${ADMIN_ONLY}`),
  })
  .meta({ id: "Health" });

const health: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        operationId: "getHealth",
        summary: "Estado do servidor",
        description:
          "Para todos: status, tipo de banco, dia e relógio do servidor e a última ingestão bem-sucedida (o que um balanceador e o site precisam). " +
          "Com o token de um administrador: o relatório completo (versão, provedor, falhas com mensagens, próxima execução, orçamento de requisições, liderança da ingestão). " +
          "Um token ausente, inválido ou de quem não é admin recebe a visão pública, nunca um erro.",
        security: BEARER_OPTIONAL,
        response: { 200: HealthSchema },
      },
    },
    async (req, reply) => {
      const { football, clock, config, database, live } = app.ctx;
      const now = clock.now();
      const today = businessDate(now);
      const ingest = football.status;
      reply.header("cache-control", "no-store");
      reply.header("vary", "Authorization");
      const token = bearerToken(req);
      const user = token ? await app.ctx.accounts.userForToken(token).catch(() => null) : null;
      if (!user?.admin) {
        return {
          status: "ok" as const,
          database: database.kind,
          businessDate: today,
          now: now.toISOString(),
          ingest: { lastSuccessAt: ingest.lastSuccessAt },
        };
      }
      const own = football.provider.status?.() ?? null;
      // The demo cannot fail on its own: its record is the ingest's.
      const lastSuccessAt = own ? own.lastSuccessAt : ingest.lastSuccessAt;
      const lastFailure = own
        ? own.lastFailure && { at: own.lastFailure.at, message: own.lastFailure.message, call: own.lastFailure.call }
        : ingest.lastFailure && { ...ingest.lastFailure, call: "fixtures" };
      return {
        status: "ok" as const,
        version: config.version,
        database: database.kind,
        provider: config.dataProvider,
        businessDate: today,
        now: now.toISOString(),
        ingest: {
          lastSuccessAt: ingest.lastSuccessAt,
          lastError: ingest.lastError,
          lastFailure: ingest.lastFailure,
          lastDurationMs: ingest.lastDurationMs,
          nextRunAt: ingest.nextRunAt,
          nextRunReason: ingest.nextRunReason,
          leader: ingest.leader,
          days: [today, addDays(today, -1)].map((date) => ({ date, ...football.freshness(date) })),
        },
        providers: [
          {
            name: football.provider.name,
            lastSuccessAt,
            lastFailure: lastFailure ?? null,
            failing: lastFailure != null && (lastSuccessAt === null || lastFailure.at > lastSuccessAt),
            nextRunAt: ingest.nextRunAt,
            nextRunReason: ingest.nextRunReason,
            budget: own?.budget ?? null,
          },
        ],
        oddsSources: app.ctx.realPrices ? await app.ctx.realPrices.health(now) : [],
        prices: football.prices ? { ...football.prices.status } : null,
        live: live.kind,
        ...(app.ctx.pages
          ? {
              pageCache: {
                entries: app.ctx.pages.size,
                bytes: app.ctx.pages.bytes,
                maxBytes: config.pageCache.maxBytes,
                ...app.ctx.pages.stats,
              },
            }
          : {}),
        ...(app.ctx.streams ? { liveStreams: { open: app.ctx.streams.size, ...app.ctx.streams.stats } } : {}),
        memory: (({ rss, heapUsed, external }) => ({ rss, heapUsed, external }))(process.memoryUsage()),
      };
    },
  );
};

export default health;
