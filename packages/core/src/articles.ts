/**
 * The news form's rules, shared by the server that enforces them (apps/api schemas/articles.ts) and the admin
 * form that says the same thing first (packages/ui news-form-dialog).
 */

/** Limits of the news form (characters, after trimming); above them the answer is 400 with the field named. */
export const ARTICLE_LIMITS = { title: 200, subtitle: 600, author: 120, message: 200_000 } as const;

/** What the server accepts for a news image (type by content) and its size limit. */
export const ARTICLE_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;
export const ARTICLE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

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
