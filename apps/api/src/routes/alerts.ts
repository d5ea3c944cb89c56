import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { href } from "@placar/core/routes";
import { DetailSchema } from "../schemas/accounts.ts";
import {
  AlertListSchema,
  AlertSettingsBodySchema,
  CreatePriceAlertBodySchema,
  MarkReadBodySchema,
  NotificationsSchema,
  PriceAlertSchema,
  UnsubscribeQuerySchema,
} from "../schemas/alerts.ts";
import { errorResponses, idParam } from "../schemas/common.ts";

const BEARER = [{ bearerAuth: [] }];

/**
 * Price and kick-off alerts of the signed-in user, their notifications, and the e-mails' one-click unsubscribe
 * (docs/product.md#alerts).
 */
const alerts: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: mail clients POST "List-Unsubscribe=One-Click" as a form; the token in the address is all that counts.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_req, _body, done) => done(null, undefined),
  );

  app.get(
    "/api/me/alerts/",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["alerts"],
        operationId: "listMyAlerts",
        summary: "Alertas de preço e preferências de alertas de quem está logado",
        security: BEARER,
        response: { 200: AlertListSchema, ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return app.ctx.alerts.list(req.user!.id);
    },
  );

  app.post(
    "/api/me/alerts/",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["alerts"],
        operationId: "createPriceAlert",
        summary: "Cria um alerta de preço: avisa uma vez quando a odd da casa chegar ao valor escolhido",
        security: BEARER,
        body: CreatePriceAlertBodySchema,
        response: { 201: PriceAlertSchema, ...errorResponses(400, 401, 404, 409, 415) },
      },
    },
    async (req, reply) => {
      const created = await app.ctx.alerts.create(req.user!.id, req.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    "/api/me/alerts/settings/",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["alerts"],
        operationId: "updateAlertSettings",
        summary: "Liga ou desliga os avisos de início de jogo e os e-mails de alertas",
        security: BEARER,
        body: AlertSettingsBodySchema,
        response: { 200: AlertListSchema, ...errorResponses(400, 401, 415) },
      },
    },
    async (req) => app.ctx.alerts.settings(req.user!.id, req.body),
  );

  app.delete(
    "/api/me/alerts/:id",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["alerts"],
        operationId: "deletePriceAlert",
        summary: "Apaga um alerta de preço; responde a lista atualizada",
        security: BEARER,
        params: z.object({ id: idParam() }),
        response: { 200: AlertListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => app.ctx.alerts.remove(req.user!.id, req.params.id),
  );

  app.get(
    "/api/me/notifications/",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["alerts"],
        operationId: "listMyNotifications",
        summary: "Notificações de quem está logado (as mais recentes primeiro) e quantas não foram lidas",
        security: BEARER,
        response: { 200: NotificationsSchema, ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return app.ctx.alerts.notifications(req.user!.id);
    },
  );

  app.post(
    "/api/me/notifications/read/",
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ["alerts"],
        operationId: "markNotificationsRead",
        summary: "Marca notificações como lidas (todas, sem ids); responde a lista atualizada",
        security: BEARER,
        body: MarkReadBodySchema,
        response: { 200: NotificationsSchema, ...errorResponses(400, 401, 415) },
      },
    },
    async (req) => app.ctx.alerts.markRead(req.user!.id, req.body.ids),
  );

  // The address of the List-Unsubscribe header opened in a browser: it leads to the page that asks for the
  // confirmation, so a link scanner that follows it unsubscribes nobody. Not part of the client's contract.
  app.get(
    "/api/alerts/unsubscribe",
    { schema: { hide: true, querystring: UnsubscribeQuerySchema } },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return reply.redirect(href.unsubscribe(req.query.token), 303);
    },
  );

  app.post(
    "/api/alerts/unsubscribe",
    {
      schema: {
        tags: ["alerts"],
        operationId: "unsubscribeAlerts",
        summary: "Cancela os e-mails de alertas de quem recebeu o link (um clique, RFC 8058); sem login",
        querystring: UnsubscribeQuerySchema,
        response: { 200: DetailSchema, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return app.ctx.alerts.unsubscribe(req.query.token);
    },
  );
};

export default alerts;
