import { z } from "zod";

export const OddSchema = z
  .object({
    bet: z.string().describe("Nome da casa de apostas"),
    option: z.string().describe("Nome do mandante, 'Empate' ou nome do visitante"),
    odd: z.number(),
    previous: z
      .number()
      .optional()
      .describe(
        "Além da especificação: o preço com que a seta de movimento compara, quando diferente do atual — a abertura " +
          "(o primeiro preço registrado da casa); num jogo ao vivo, o preço anterior a um movimento de menos de 5 minutos",
      ),
  })
  .meta({ id: "Odd" });

/** Beyond the spec: a finished game's prices are its closing line (services/odds-lines.ts). */
export const OddsClosingSchema = z
  .literal(true)
  .optional()
  .describe(
    "Além da especificação: presente num jogo encerrado cujas odds são as de fechamento (o último preço de cada " +
      "casa antes do início; `previous`, a abertura)",
  );

export const GameSchema = z
  .object({
    id: z.number().int(),
    date: z.string().describe("Dia de Brasília do início, AAAA-MM-DD"),
    hour: z.number().int().min(0).max(23),
    minute: z.number().int().min(0).max(59),
    kickoff: z.string().describe("Início como instante ISO-8601 (UTC)"),
    status: z.string().describe("Código de status da especificação (NS, 1H, FT, …)"),
    home_team: z.string(),
    away_team: z.string(),
    afb_team_home_id: z.number().int(),
    afb_team_away_id: z.number().int(),
    afb_fixture_id: z.number().int(),
    link: z.string(),
    league: z.object({ id: z.number().int(), name: z.string(), image_url: z.string().nullable() }),
    odds: z.array(OddSchema),
    odds_closing: OddsClosingSchema,
    home_image_url: z.string().nullable(),
    away_image_url: z.string().nullable(),
    image: z.string().nullable(),
    goals: z
      .object({ home: z.number().int().nullable(), away: z.number().int().nullable() })
      .describe("Placar (além da especificação): nulos antes do início"),
    elapsed: z.number().int().nullable().describe("Minuto de jogo quando em andamento (além da especificação)"),
  })
  .meta({ id: "Game" });

export const GamesPageSchema = z
  .object({
    results: z.array(GameSchema),
    count: z.number().int(),
    total_pages: z.number().int(),
  })
  .meta({ id: "GamesPage" });

export const DayFixtureSchema = z
  .object({
    fixture: z.object({
      id: z.number().int(),
      date: z.string().describe("Início como instante ISO-8601"),
      status: z.object({ short: z.string(), elapsed: z.number().int().nullable() }),
    }),
    teams: z.object({
      home: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
      away: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
    }),
    goals: z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() }),
    league: z.object({ id: z.number().int(), logo: z.string().nullable(), name: z.string(), season: z.number().int() }),
    odds: z.array(OddSchema),
    odds_closing: OddsClosingSchema,
    link: z.string(),
  })
  .meta({ id: "DayFixture" });

export const FixturesByLeagueSchema = z
  .record(z.string(), z.array(DayFixtureSchema))
  .describe("Jogos do dia agrupados pelo nome da liga")
  .meta({ id: "FixturesByLeague" });

export type Game = z.infer<typeof GameSchema>;
export type DayFixture = z.infer<typeof DayFixtureSchema>;
