import { z } from "zod";

/** The markets of a game (issue 44): the 1X2 of the spec plus Ambas marcam, Mais/Menos N gols, Dupla chance, Empate anula. */

export const MarketBestSchema = z
  .object({
    price: z.number(),
    house: z.string().describe("Casa que paga o melhor preço (o nome exibido)"),
    implied: z.number().describe("Probabilidade implícita do melhor preço, 1/preço (0–1)"),
  })
  .meta({ id: "MarketBest" });

const Movement = z.enum(["up", "down", "same"]);

export const MarketPricePointSchema = z
  .object({
    at: z.string().describe("Quando o preço foi registrado (ISO-8601)"),
    prices: z.array(z.number()).describe("Preço de cada resultado a partir deste instante, na ordem de `outcomes`"),
  })
  .meta({ id: "MarketPricePoint" });

export const MarketHouseSchema = z
  .object({
    house: z.string().describe("Nome exibido da casa"),
    prices: z.array(z.number()).describe("Preço de cada resultado, na ordem de `outcomes`"),
    previous: z
      .array(z.number().nullable())
      .describe(
        "Preço com que a seta compara, por resultado (null quando igual ao atual ou desconhecido): a abertura; num " +
          "jogo ao vivo, o preço antes de um movimento de menos de 5 minutos",
      ),
    movement: z.array(Movement).describe("Seta de cada resultado: subiu, caiu ou igual"),
    payout: z.number().describe("Retorno da casa no mercado (0–1): 1/Σ(1/preço), 2/Σ na dupla chance"),
    checked_at: z
      .string()
      .nullable()
      .describe("Quando a fonte confirmou o preço pela última vez (ISO-8601); senão, a última leitura do dia"),
    history: z
      .array(MarketPricePointSchema)
      .optional()
      .describe(
        "Histórico de preços da casa no mercado, do mais antigo ao mais recente: o primeiro preço e cada mudança " +
          "registrada até agora (a regra de `oddsHistory`: só as mudanças, no máximo uma por leitura das fontes, " +
          "guardadas por ODDS_HISTORY_DAYS dias). Só no mercado pedido em `?history=`; ausente nos demais e no 1X2, " +
          "cujo histórico é o de `oddsHistory`",
      ),
  })
  .meta({ id: "MarketHouse" });

export const MarketBoardSchema = z
  .object({
    market: z.string().describe("Id do mercado: 1x2, btts, totals:2.5, double_chance, dnb"),
    slug: z
      .string()
      .describe("Valor de `?mercado=` no site (resultado, ambas-marcam, gols-2-5, dupla-chance, empate-anula)"),
    label: z.string().describe("Nome do mercado como o site escreve (Ambas marcam, Mais/Menos de 2,5 gols…)"),
    outcomes: z.array(z.string()).describe("Resultados do mercado (2 ou 3), na ordem dos preços"),
    best: z.array(MarketBestSchema.nullable()).describe("Melhor preço de cada resultado e sua casa (null: nenhuma)"),
    best_payout: z
      .number()
      .nullable()
      .describe("Retorno combinando os melhores preços (acima de 1: uma arbitragem); null sem todos os resultados"),
    fair: z
      .array(z.object({ probability: z.number(), odd: z.number() }))
      .nullable()
      .describe(
        "Probabilidade sem margem de cada resultado (média das casas, cada livro sem a sua margem) e a odd justa 1/p",
      ),
    houses: z.array(MarketHouseSchema).describe("Cada casa que cotou o mercado, na ordem das casas"),
    closing: z
      .literal(true)
      .optional()
      .describe(
        "Presente num jogo encerrado: os preços são as odds de fechamento de cada casa (as últimas antes do início; " +
          "uma casa que só cotou durante o jogo fica de fora) e as setas comparam com as de abertura",
      ),
  })
  .meta({ id: "MarketBoard" });

export const FixtureMarketsSchema = z
  .object({
    fixture_id: z.number().int().describe("Id do jogo no provedor (afb_fixture_id)"),
    home_team: z.string(),
    away_team: z.string(),
    status: z.string(),
    odds_closing: z
      .literal(true)
      .optional()
      .describe("Presente num jogo encerrado cujas odds 1X2 são as de fechamento"),
    markets: z
      .array(MarketBoardSchema)
      .describe("Os mercados cotados por ao menos uma casa, na ordem do seletor (1X2 primeiro)"),
  })
  .meta({ id: "FixtureMarkets" });

export const DayMarketGameSchema = z
  .object({
    id: z.number().int().describe("Id do jogo (o `id` de Game)"),
    afb_fixture_id: z.number().int(),
    outcomes: z.array(z.string()).describe("Resultados do mercado neste jogo, na ordem de `best`"),
    best: z.array(MarketBestSchema.nullable()).describe("Melhor preço de cada resultado e sua casa (null: nenhuma)"),
    houses: z.number().int().describe("Quantas casas cotam o mercado neste jogo"),
  })
  .meta({ id: "DayMarketGame" });

export const DayMarketSchema = z
  .object({
    date: z.string().describe("Dia de Brasília, AAAA-MM-DD"),
    market: z.string().describe("Id do mercado"),
    slug: z.string().describe("Valor de `?mercado=` no site"),
    label: z.string(),
    games: z.array(DayMarketGameSchema).describe("Cada jogo do dia, na ordem de gamesByDate"),
  })
  .meta({ id: "DayMarket" });

export type FixtureMarkets = z.infer<typeof FixtureMarketsSchema>;
export type MarketBoard = z.infer<typeof MarketBoardSchema>;
export type DayMarket = z.infer<typeof DayMarketSchema>;
export type MarketBest = z.infer<typeof MarketBestSchema>;
