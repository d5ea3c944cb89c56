/**
 * The house feed (docs/odds-feed.md): a JSON document of our own in which a betting house gives its 1X2 prices,
 * either served at a URL we poll or pushed to `POST /api/odds-feed/{houseSlug}/` with an HMAC signature. This module
 * is the format's single definition: the API validates with it and `docs/odds-feed.schema.json` is generated from it
 * (`pnpm --filter @placar/api odds-feed-schema`, apps/api/scripts/odds-feed-schema.ts). Pure: no I/O.
 */
import { z } from "zod";

/** The format's version; a document of another version is refused. */
export const ODDS_FEED_VERSION = 1;
/** Largest document accepted, pushed or polled (bytes of the raw body). */
export const ODDS_FEED_MAX_BYTES = 1_048_576;
/** Most events in one document. */
export const ODDS_FEED_MAX_EVENTS = 2000;

/** An instant in ISO-8601 with its offset ("2026-05-16T21:30:00Z", "2026-05-16T18:30:00-03:00"). */
const instant = z.iso.datetime({ offset: true }).describe("Instante ISO-8601 com fuso (Z ou ±hh:mm)");
const name = (what: string) => z.string().trim().min(1).max(100).describe(what);
/** A decimal price: above 1.0 (a price of 1.0 pays nothing back) and below 1000. */
const price = z.number().gt(1).lt(1000).describe("Odd decimal (ex.: 2.10), acima de 1.0");

const openMarket = z
  .object({
    suspended: z.literal(false).optional().describe("Ausente ou false: o mercado está aberto"),
    home: price.describe("Vitória do mandante"),
    draw: price.describe("Empate"),
    away: price.describe("Vitória do visitante"),
    updatedAt: instant.optional().describe("Quando a casa mudou ou confirmou estes preços pela última vez"),
  })
  .strict();

const suspendedMarket = z
  .object({
    suspended: z.literal(true).describe("Mercado suspenso: nenhum preço desta casa é exibido para o jogo"),
    updatedAt: instant.optional(),
  })
  .strict();

export const oddsFeedMarket = z
  .union([openMarket, suspendedMarket])
  .describe("Resultado final (1X2) em odds decimais, ou suspenso");

const suspendedOr = <T extends z.ZodRawShape>(shape: T, what: string) =>
  z
    .union([
      z
        .object({
          suspended: z.literal(false).optional().describe("Ausente ou false: o mercado está aberto"),
          ...shape,
          updatedAt: instant.optional().describe("Quando a casa mudou ou confirmou estes preços pela última vez"),
        })
        .strict(),
      suspendedMarket,
    ])
    .optional()
    .describe(what);

/** A half-goal line between 0,5 and 9,5 (core/markets' isTotalsLine; a whole line can be a push). */
const goalLine = z
  .number()
  .gt(0)
  .lt(10)
  .refine((l) => Number.isInteger(l * 2) && !Number.isInteger(l), "Use uma linha de meio gol (0.5, 1.5, 2.5 …).")
  .describe("Linha de gols: 0.5, 1.5, 2.5 …");

/** Optional markets beyond 1X2 (issue 44): additive, a document without them is read as before. */
const moreMarkets = {
  btts: suspendedOr(
    { yes: price.describe("Ambas marcam: sim"), no: price.describe("Ambas marcam: não") },
    "Ambas marcam (opcional), ou suspenso",
  ),
  totals: z
    .array(
      z
        .object({
          line: goalLine,
          over: price.describe("Mais de `line` gols"),
          under: price.describe("Menos de `line` gols"),
          updatedAt: instant.optional().describe("Quando a casa mudou ou confirmou estes preços pela última vez"),
        })
        .strict(),
    )
    .max(20)
    .optional()
    .describe("Mais/Menos gols (opcional): uma entrada por linha; uma linha ausente não tem preço"),
  double_chance: suspendedOr(
    {
      homeOrDraw: price.describe("Mandante ou empate (1X)"),
      homeOrAway: price.describe("Mandante ou visitante (12)"),
      drawOrAway: price.describe("Empate ou visitante (X2)"),
    },
    "Dupla chance (opcional), ou suspenso",
  ),
  dnb: suspendedOr(
    { home: price.describe("Mandante (empate devolve)"), away: price.describe("Visitante (empate devolve)") },
    "Empate anula (opcional), ou suspenso",
  ),
};

export const oddsFeedEvent = z
  .object({
    id: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[\x21-\x7e]+$/, "Use só caracteres ASCII visíveis, sem espaços.")
      .describe("O id do evento na casa: estável enquanto o jogo existir"),
    competition: name("Campeonato, como a casa o chama (ex.: Brasileirão Série A)"),
    home: name("Mandante, como a casa o escreve (ex.: São Paulo)"),
    away: name("Visitante, como a casa o escreve (ex.: Grêmio)"),
    kickoff: instant.describe("Início do jogo"),
    updatedAt: instant.optional().describe("Quando a casa mudou ou confirmou o evento (vale para o mercado sem o seu)"),
    markets: z.object({ "1x2": oddsFeedMarket, ...moreMarkets }).strict(),
  })
  .strict();

export const oddsFeedDocument = z
  .object({
    version: z.literal(ODDS_FEED_VERSION).describe("Versão do formato"),
    house: z
      .object({
        slug: z
          .string()
          .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, "Use o identificador da casa no Placar (ex.: bateu-bet).")
          .describe("O identificador da casa no Placar, o mesmo do endereço de envio"),
        name: name("Nome da casa (informativo)"),
      })
      .strict(),
    generatedAt: instant.describe("Quando o documento foi gerado"),
    events: z.array(oddsFeedEvent).max(ODDS_FEED_MAX_EVENTS).describe("Os jogos com preço (os sem preço são omitidos)"),
  })
  .strict()
  .meta({ title: "Placar house odds feed", description: "Feed de odds de uma casa de apostas para o Placar" });

export type OddsFeedDocument = z.infer<typeof oddsFeedDocument>;
export type OddsFeedEvent = z.infer<typeof oddsFeedEvent>;
export type OddsFeedMarket = z.infer<typeof oddsFeedMarket>;

/** The JSON Schema of the document (draft 2020-12), as committed in docs/odds-feed.schema.json. */
export function oddsFeedJsonSchema(): Record<string, unknown> {
  return {
    $id: "https://placar.bet.br/docs/odds-feed.schema.json",
    ...(z.toJSONSchema(oddsFeedDocument, { target: "draft-2020-12", io: "input" }) as Record<string, unknown>),
  };
}

export type OddsFeedParse =
  { ok: true; document: OddsFeedDocument } | { ok: false; issues: Array<{ path: string; message: string }> };

function pathOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, p) => (typeof p === "number" ? `${out}[${p}]` : out === "" ? String(p) : `${out}.${String(p)}`),
    "",
  );
}

/** Validates a parsed JSON value as a feed document; the issues name the field ("events[3].home"). */
export function parseOddsFeed(value: unknown): OddsFeedParse {
  const parsed = oddsFeedDocument.safeParse(value);
  if (parsed.success) {
    const events = parsed.data.events;
    const ids = new Set<string>();
    const issues: Array<{ path: string; message: string }> = [];
    events.forEach((e, i) => {
      if (ids.has(e.id)) issues.push({ path: `events[${i}].id`, message: "Id de evento repetido no documento." });
      ids.add(e.id);
      if (e.home.normalize("NFC") === e.away.normalize("NFC"))
        issues.push({ path: `events[${i}].away`, message: "Mandante e visitante iguais." });
      const lines = (e.markets.totals ?? []).map((t) => t.line);
      lines.forEach((line, j) => {
        if (lines.indexOf(line) !== j)
          issues.push({ path: `events[${i}].markets.totals[${j}].line`, message: "Linha de gols repetida." });
      });
    });
    return issues.length > 0 ? { ok: false, issues } : { ok: true, document: parsed.data };
  }
  return {
    ok: false,
    issues: parsed.error.issues.slice(0, 20).map((i) => ({ path: pathOf(i.path), message: i.message })),
  };
}

/** One line for an operator or a house's engineer (Portuguese): the first issues, with their fields. */
export function describeOddsFeedIssues(issues: ReadonlyArray<{ path: string; message: string }>): string {
  const shown = issues
    .slice(0, 3)
    .map((i) => (i.path === "" ? i.message : `${i.path}: ${i.message}`))
    .join("; ");
  const more = issues.length > 3 ? ` (e mais ${issues.length - 3})` : "";
  return `Documento do feed inválido: ${shown}${more}`;
}
