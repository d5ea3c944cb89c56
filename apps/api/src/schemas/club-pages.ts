import { z } from "zod";
import { GameSchema } from "./football.ts";
import { FreshnessSchema, StandingRowSchema } from "./match.ts";

/** A game of a club's or competition's season: the day's Game when the site holds it, else the provider's. */
export const ScheduleGameSchema = GameSchema.extend({
  has_page: z
    .boolean()
    .describe(
      "O jogo tem página (`link`) no site: falso para um jogo longe demais de hoje, que o site ainda não buscou — " +
        "então `id` é o do provedor e as odds, as que o provedor mandou",
    ),
}).meta({ id: "ScheduleGame" });

const Named = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().describe("Escudo ou logo servido pelo site"),
  path: z.string().describe("A página do time ou da liga"),
});

export const TeamStandingSchema = z
  .object({
    league: z.object({ id: z.number().int(), name: z.string(), season: z.number().int(), path: z.string() }),
    group: z.string().nullable(),
    rank: z.number().int(),
    /** How many clubs the table (or group) has. */
    size: z.number().int(),
    points: z.number().int(),
    played: z.number().int(),
    win: z.number().int(),
    draw: z.number().int(),
    lose: z.number().int(),
    goalsDiff: z.number().int(),
    description: z.string().nullable(),
  })
  .meta({ id: "TeamStanding" });

export const FormSchema = z
  .array(z.enum(["V", "E", "D"]))
  .describe("Os últimos resultados (até 5), do mais antigo ao mais recente: V vitória, E empate, D derrota");

export const TeamPageSchema = z
  .object({
    team: Named.extend({ country: z.string().nullable() }),
    season: z.number().int(),
    competitions: z.array(Named).describe("As competições do time na temporada"),
    next: z.array(ScheduleGameSchema).describe("Os próximos jogos (até 10), ao vivo primeiro, pela hora de início"),
    last: z.array(ScheduleGameSchema).describe("Os últimos resultados (até 10), do mais recente ao mais antigo"),
    form: FormSchema,
    standings: z.array(TeamStandingSchema).describe("A linha do time em cada tabela em que aparece"),
    meta: FreshnessSchema,
  })
  .meta({ id: "TeamPage" });

export const LeaguePageSchema = z
  .object({
    league: Named.extend({ country: z.string().nullable(), season: z.number().int() }),
    seasons: z.array(z.number().int()).describe("As temporadas que a página mostra, da mais recente à mais antiga"),
    tables: z
      .array(z.object({ name: z.string().nullable(), rows: z.array(StandingRowSchema) }))
      .describe("Uma tabela por grupo (uma só numa liga de pontos corridos; nenhuma num mata-mata)"),
    next: z.array(ScheduleGameSchema).describe("Os próximos jogos (até 30), pela hora de início"),
    last: z.array(ScheduleGameSchema).describe("Os resultados mais recentes (até 20), do mais recente ao mais antigo"),
    teams: z.array(Named).describe("Os times da competição na temporada, por nome"),
    meta: FreshnessSchema,
  })
  .meta({ id: "LeaguePage" });

export type ScheduleGame = z.infer<typeof ScheduleGameSchema>;
export type TeamPage = z.infer<typeof TeamPageSchema>;
export type LeaguePage = z.infer<typeof LeaguePageSchema>;
export type TeamStanding = z.infer<typeof TeamStandingSchema>;
