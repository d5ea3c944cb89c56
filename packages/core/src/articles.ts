/**
 * The news form's rules, shared by the server that enforces them (apps/api schemas/articles.ts) and the admin
 * form that says the same thing first (packages/ui news-form-dialog).
 */

import { isIsoDate } from "./dates.ts";

/** Limits of the news form (characters, after trimming); above them the answer is 400 with the field named. */
export const ARTICLE_LIMITS = { title: 200, subtitle: 600, author: 120, message: 200_000 } as const;

/** What the server accepts for a news image (type by content) and its size limit. */
export const ARTICLE_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;
export const ARTICLE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The earliest day an article may carry: the archive starts there, and anything older is a typo. */
export const ARTICLE_DATE_MIN = "2000-01-01";

/**
 * The days an article may carry (YYYY-MM-DD, both included), given today's Brazilian day on the site clock: from
 * ARTICLE_DATE_MIN to the same day one year later (28 February when today is the 29th). An article dated 01/01/0001
 * was published and sorted last everywhere (issue 43); a year ahead leaves room for a preview of next season.
 */
export function articleDateRange(today: string): { min: string; max: string } {
  const [y = "", m = "", d = ""] = today.split("-");
  const year = String(Number(y) + 1).padStart(4, "0");
  const max = isIsoDate(`${year}-${m}-${d}`) ? `${year}-${m}-${d}` : `${year}-${m}-28`;
  return { min: ARTICLE_DATE_MIN, max };
}

const brazilianDate = (iso: string) => iso.split("-").reverse().join("/");

/** The error of a date outside `articleDateRange` ("… entre 01/01/2000 e 28/11/2027."), or null inside it. */
export function articleDateError(date: string, today: string): string | null {
  const { min, max } = articleDateRange(today);
  if (date >= min && date <= max) return null;
  return `A data da notícia precisa estar entre ${brazilianDate(min)} e ${brazilianDate(max)}.`;
}

export const ARTICLE_MESSAGES = {
  gameRequired: "Escolha o jogo da notícia.",
  gameUnknown: "Jogo não encontrado. Escolha outro jogo da lista.",
  titleRequired: "Informe o título da notícia.",
  titleTooLong: `O título pode ter no máximo ${ARTICLE_LIMITS.title} caracteres.`,
  subtitleTooLong: `O subtítulo pode ter no máximo ${ARTICLE_LIMITS.subtitle} caracteres.`,
  authorTooLong: `O nome do autor pode ter no máximo ${ARTICLE_LIMITS.author} caracteres.`,
  messageRequired: "Escreva o texto da notícia.",
  messageTooLong: `O texto da notícia pode ter no máximo ${ARTICLE_LIMITS.message.toLocaleString("pt-BR")} caracteres.`,
  dateInvalid: "Informe uma data válida (AAAA-MM-DD).",
  imageType: "A imagem precisa ser JPEG, PNG, WebP, AVIF ou GIF.",
  imageTooLarge: "A imagem pode ter no máximo 5 MB.",
  imageField: "Envie uma única imagem, no campo image.",
  fieldTooLarge: "O conteúdo enviado é grande demais.",
  notMultipart: "Envie a notícia como formulário multipart/form-data.",
  notFound: "Notícia não encontrada.",
} as const;
