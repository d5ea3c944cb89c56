import { z } from "zod";
import { MAX_ALERT_ODD, OUTCOMES } from "@placar/core/alerts";
import { ALERT_TARGET_INVALID, ALERTS_MAX } from "@placar/core/messages-alerts";
import { MAX_ID } from "./common.ts";

const Outcome = z.enum(OUTCOMES).describe("Resultado do 1X2: home (mandante), draw (empate) ou away (visitante)");

export const PriceAlertSchema = z
  .object({
    id: z.number().int(),
    game: z.number().int().describe("Id do jogo (o mesmo da página do jogo)"),
    house: z.string(),
    market: z.string().describe("Mercado (id de @placar/core/markets): 1x2, btts, totals:2.5, double_chance, dnb"),
    outcome: Outcome.describe(
      "Resultado pela posição: no 1X2 mandante, empate, visitante; nos outros mercados home = o primeiro, away = o " +
        "último, draw = o do meio da Dupla chance",
    ),
    outcome_label: z.string().describe("O resultado como o site escreve (Mais de 2,5, Sim, nome do time…)"),
    target: z.number().describe("Odd esperada: o alerta dispara quando a odd da casa chega a ela"),
    createdAt: z.string(),
    firedAt: z.string().nullable().describe("Quando disparou (uma única vez); null enquanto espera"),
    match: z.object({ home: z.string(), away: z.string(), kickoff: z.string(), link: z.string() }),
  })
  .meta({ id: "PriceAlert" });

export const AlertListSchema = z
  .object({
    alerts: z.array(PriceAlertSchema).describe("Do mais recente ao mais antigo"),
    max: z.number().int().describe(`Quantos alertas ativos uma conta pode ter (${ALERTS_MAX})`),
    kickoff: z.boolean().describe("Avisos 30 minutos antes dos jogos dos times seguidos"),
    emails: z.boolean().describe("E-mails de alertas ligados (o link de cancelamento os desliga)"),
  })
  .meta({ id: "AlertList" });

export const CreatePriceAlertBodySchema = z
  .object({
    game: z.number().int().positive().max(MAX_ID),
    house: z.string().min(1).max(80),
    market: z
      .string()
      .max(40)
      .optional()
      .describe("Mercado (id de @placar/core/markets: btts, totals:2.5, double_chance, dnb); padrão 1x2"),
    outcome: z
      .union([Outcome, z.number().int().min(0).max(2)])
      .describe("No 1X2 home, draw ou away; em qualquer mercado também a posição do resultado (0, 1, 2)"),
    target: z.number(ALERT_TARGET_INVALID).max(MAX_ALERT_ODD, ALERT_TARGET_INVALID),
  })
  .meta({ id: "CreatePriceAlertBody" });

export const AlertSettingsBodySchema = z
  .object({ kickoff: z.boolean().optional(), emails: z.boolean().optional() })
  .meta({ id: "AlertSettingsBody" });

export const NotificationsSchema = z
  .object({
    notifications: z.array(
      z
        .object({
          id: z.number().int(),
          kind: z.enum(["price", "kickoff"]),
          title: z.string(),
          body: z.string(),
          link: z.string().describe("Caminho da página do jogo"),
          createdAt: z.string(),
          readAt: z.string().nullable(),
        })
        .meta({ id: "Notification" }),
    ),
    unread: z.number().int().describe("Quantas ainda não foram lidas"),
  })
  .meta({ id: "Notifications" });

export const MarkReadBodySchema = z
  .object({
    ids: z
      .array(z.number().int().positive().max(MAX_ID))
      .max(200)
      .optional()
      .describe("As notificações lidas; sem ids, todas"),
  })
  .meta({ id: "MarkNotificationsReadBody" });

export const UnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(4096) });
