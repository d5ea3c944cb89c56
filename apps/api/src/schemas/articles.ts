import { idParam } from "./common.ts";
import { z } from "zod";
import { GameSchema, OddSchema } from "./football.ts";

import { ARTICLE_LIMITS, ARTICLE_MESSAGES } from "@placar/core/articles";

// The rules live in core: the admin form shows the same limits and messages before sending.
export { ARTICLE_LIMITS, ARTICLE_MESSAGES };

const text = (max: number, tooLong: string, missing?: string) =>
  z
    .string(missing ? { error: missing } : undefined)
    .trim()
    .max(max, tooLong);

/**
 * The news form (docs/product.md#news-manager; multipart image, date, title, subtitle, game, author, message). Values
 * of a multipart form are text, so every field is a string here; `image` is the only file. On update a field left out
 * keeps its stored value. Validation happens in the handler (services/articles-form.ts), not by Fastify, because the
 * body is a stream of parts.
 */
export const ArticleFormSchema = z
  .object({
    image: z
      .file()
      .optional()
      .describe("JPEG, PNG, WebP, AVIF ou GIF de até 5 MB; um arquivo vazio é ignorado (mantém a imagem atual)"),
    date: z.string().optional().describe("Dia da notícia, AAAA-MM-DD; padrão: hoje em Brasília"),
    title: text(ARTICLE_LIMITS.title, ARTICLE_MESSAGES.titleTooLong, ARTICLE_MESSAGES.titleRequired).min(
      1,
      ARTICLE_MESSAGES.titleRequired,
    ),
    subtitle: text(ARTICLE_LIMITS.subtitle, ARTICLE_MESSAGES.subtitleTooLong).optional(),
    game: z
      .string({ error: ARTICLE_MESSAGES.gameRequired })
      .trim()
      .min(1, ARTICLE_MESSAGES.gameRequired)
      .regex(/^\d{1,9}$/, ARTICLE_MESSAGES.gameUnknown)
      .describe("Id do jogo (Game.id) de que a notícia trata"),
    author: text(ARTICLE_LIMITS.author, ARTICLE_MESSAGES.authorTooLong)
      .optional()
      .describe("Padrão: o nome do administrador"),
    message: z
      .string({ error: ARTICLE_MESSAGES.messageRequired })
      .max(ARTICLE_LIMITS.message, ARTICLE_MESSAGES.messageTooLong)
      .describe("Corpo em HTML (o do editor); guardado depois de sanitizado"),
    remove_image: z
      .enum(["true", "false"], { error: "Use true ou false em remove_image." })
      .optional()
      .describe("Na edição, 'true' remove a imagem atual (sem efeito quando uma nova imagem vem junto)"),
  })
  .meta({ id: "ArticleForm" });

/** The game an article is about: the Game entity without its odds (they come beside it). */
export const ArticleGameSchema = GameSchema.omit({ odds: true, goals: true, elapsed: true }).meta({
  id: "ArticleGame",
});

const articleFields = {
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  author: z.string(),
  date: z.string().describe("Dia da notícia, AAAA-MM-DD"),
  created_at: z.string().describe("Instante ISO-8601"),
  updated_at: z.string().describe("Instante ISO-8601"),
  image: z.string().nullable().describe("Caminho da imagem de capa (no mesmo host)"),
  league: z.string().describe("Nome da liga do jogo"),
  slug: z.string().describe("Slug do endereço /estatisticas/{id}?slug= (futebol, data, liga, título e times)"),
  game: ArticleGameSchema,
};

/** A list item: everything but the body and the prices. */
export const ArticleSummarySchema = z.object(articleFields).meta({ id: "ArticleSummary" });

export const ArticleSchema = z
  .object({
    ...articleFields,
    message: z.string().describe("Corpo em HTML sanitizado"),
    odds: z.array(OddSchema).describe("Odds atuais do jogo por casa, no formato de Game.odds"),
  })
  .meta({ id: "Article" });

export const ArticlesPageSchema = z
  .object({ results: z.array(ArticleSummarySchema), count: z.number().int(), total_pages: z.number().int() })
  .meta({ id: "ArticlesPage" });

export const ArticleIdParamsSchema = z.object({ id: idParam() });

export type ArticleForm = z.infer<typeof ArticleFormSchema>;
export type Article = z.infer<typeof ArticleSchema>;
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;
export type ArticleGame = z.infer<typeof ArticleGameSchema>;
