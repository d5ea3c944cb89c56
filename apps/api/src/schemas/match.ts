import { z } from "zod";
import { OddSchema, OddsClosingSchema } from "./football.ts";

const Team = z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() });
const Split = z.object({
  played: z.number().int(),
  win: z.number().int(),
  draw: z.number().int(),
  lose: z.number().int(),
  goals: z.object({ for: z.number().int(), against: z.number().int() }),
});

export const FreshnessSchema = z
  .object({
    updatedAt: z.string().nullable().describe("Quando o provedor respondeu por último"),
    stale: z.boolean().describe("A última atualização falhou: estes dados podem estar desatualizados"),
    ageSeconds: z.number().int().nullable(),
  })
  .meta({ id: "Freshness" });

const Player = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  number: z.number().int().nullable(),
  pos: z.string().nullable(),
  grid: z.string().nullable().describe("Posição no campo 'linha:coluna' (linha 1 = goleiro)"),
});

export const FixtureDetailSchema = z
  .object({
    fixture: z.object({
      id: z.number().int(),
      date: z.string(),
      status: z.object({ short: z.string(), elapsed: z.number().int().nullable() }),
      venue: z.object({ name: z.string(), city: z.string().nullable() }).nullable(),
      referee: z.string().nullable(),
    }),
    league: z.object({ id: z.number().int(), season: z.number().int(), name: z.string(), logo: z.string().nullable() }),
    teams: z.object({ home: Team, away: Team }),
    goals: z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() }),
    statistics: z.array(
      z.object({
        team: Team,
        statistics: z.array(z.object({ type: z.string(), value: z.union([z.number(), z.string()]).nullable() })),
      }),
    ),
    events: z.array(
      z.object({
        team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
        time: z.object({ elapsed: z.number().int().nullable(), extra: z.number().int().nullable() }),
        type: z.string(),
        detail: z.string().nullable(),
        player: z.object({ name: z.string() }).nullable(),
        assist: z.object({ name: z.string() }).nullable(),
        comments: z.string().nullable(),
      }),
    ),
    lineups: z.array(
      z.object({
        team: Team,
        formation: z.string().nullable(),
        coach: z.object({ name: z.string().nullable() }),
        startXI: z.array(z.object({ player: Player })),
        substitutes: z.array(z.object({ player: Player })),
      }),
    ),
    odds: z.array(OddSchema),
    odds_checked_at: z
      .record(z.string(), z.string())
      .describe(
        "Além da especificação: por casa, quando a fonte confirmou seu preço pela última vez (ISO-8601) — a hora que a " +
          "fonte informa, ou a da última leitura do dia",
      ),
    odds_closing: OddsClosingSchema,
    image: z.string().nullable(),
    link: z.string(),
    meta: FreshnessSchema,
  })
  .meta({ id: "FixtureDetail" });

export const StandingRowSchema = z
  .object({
    rank: z.number().int(),
    team: Team,
    points: z.number().int(),
    goalsDiff: z.number().int(),
    group: z.string().nullable(),
    form: z.string().nullable(),
    description: z.string().nullable(),
    all: Split,
    home: Split.nullable(),
    away: Split.nullable(),
  })
  .meta({ id: "StandingRow" });

export const StandingsSchema = z
  .object({
    league: z.object({ id: z.number().int(), season: z.number().int() }),
    standings: z.array(StandingRowSchema),
    meta: FreshnessSchema,
  })
  .meta({ id: "Standings" });

export type FixtureDetail = z.infer<typeof FixtureDetailSchema>;
