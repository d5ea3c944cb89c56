import { articleDateError } from "@placar/core/articles";
import { businessDate, isIsoDate } from "@placar/core/dates";
import type { FastifyRequest } from "fastify";
import { HttpError, refuseNulPart } from "../http-error.ts";
import { ARTICLE_MESSAGES, ArticleFormSchema } from "../schemas/articles.ts";
import { htmlText, sanitizeArticleHtml } from "./articles-html.ts";
import { detectImageKind, MAX_IMAGE_BYTES, type ImageKind } from "./uploads.ts";

const TEXT_FIELDS = ["date", "title", "subtitle", "game", "author", "message", "remove_image"] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const KNOWN = new Set<string>(TEXT_FIELDS);

/** The form's rules for its text fields (the image is checked by its bytes). */
const TEXT_RULES = ArticleFormSchema.omit({ image: true });

/** The order in which problems are reported: the first one becomes `detail`. */
const FIELD_ORDER = ["game", "title", "message", "date", "subtitle", "author", "image", "remove_image"];

/** What arrived in the multipart body, before any rule is applied. */
export interface RawArticleForm {
  fields: Partial<Record<TextField, string>>;
  /** The uploaded image's bytes; null when none was sent or the file was empty (an empty file is no image). */
  image: Buffer | null;
}

/** The form after the rules: what gets stored (the game still has to be found by the caller). */
export interface ArticleInput {
  title: string;
  subtitle: string;
  author: string;
  date: string;
  message: string;
  gameId: number;
  image: { buf: Buffer; kind: ImageKind } | null;
  /** An edit that drops the current image (a new image, when sent, wins). */
  removeImage: boolean;
}

/** Text values stored for an article, used to fill in what an update leaves out. */
export type ArticleDefaults = Partial<Record<TextField, string>>;

// A body of 200 000 characters of multi-byte text stays under 1 MB; more than that is not a news article.
const PART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 20,
  parts: 24,
  fieldSize: 1024 * 1024,
  headerPairs: 100,
};

/**
 * Reads the multipart news form (image, date, title, subtitle, game, author, message; docs/product.md#news-manager).
 */
export async function readArticleForm(req: FastifyRequest): Promise<RawArticleForm> {
  if (!req.isMultipart()) throw new HttpError(415, "unsupported_media_type", ARTICLE_MESSAGES.notMultipart);
  const fields: RawArticleForm["fields"] = {};
  let image: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: PART_LIMITS })) {
      refuseNulPart(part);
      if (part.type === "file") {
        if (part.fieldname !== "image") throw invalid({ [part.fieldname]: [ARTICLE_MESSAGES.imageField] });
        const buf = await part.toBuffer();
        if (buf.length > 0) image = buf;
        continue;
      }
      if (part.valueTruncated) {
        throw new HttpError(413, "payload_too_large", ARTICLE_MESSAGES.fieldTooLarge, {
          [part.fieldname]: [ARTICLE_MESSAGES.fieldTooLarge],
        });
      }
      // A text "image" is what a form sends when no file was picked: nothing to change.
      if (KNOWN.has(part.fieldname) && !(part.fieldname in fields) && typeof part.value === "string") {
        fields[part.fieldname as TextField] = part.value;
      }
    }
  } catch (err) {
    throw multipartError(err);
  }
  return { fields, image };
}

function invalid(fields: Record<string, string[]>): HttpError {
  const first = FIELD_ORDER.find((f) => fields[f]?.length) ?? Object.keys(fields)[0];
  const detail = (first && fields[first]?.[0]) || "Requisição inválida.";
  return new HttpError(400, "validation_error", detail, fields);
}

/** @fastify/multipart's and busboy's errors, in the error shape and in Portuguese. */
function multipartError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new HttpError(413, "payload_too_large", ARTICLE_MESSAGES.imageTooLarge, {
        image: [ARTICLE_MESSAGES.imageTooLarge],
      });
    case "FST_FILES_LIMIT":
      return invalid({ image: [ARTICLE_MESSAGES.imageField] });
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return new HttpError(413, "payload_too_large", ARTICLE_MESSAGES.fieldTooLarge);
    case "FST_PROTO_VIOLATION":
    case "FST_INVALID_JSON_FIELD_ERROR":
    case "FST_MP_PREMATURE_CLOSE":
      return new HttpError(400, "invalid_request", "Formulário inválido.");
    default:
      break;
  }
  // busboy: a malformed body ("Malformed part header", "Unexpected end of form", a missing boundary…).
  if (err instanceof Error && !code) return new HttpError(400, "invalid_request", "Formulário inválido.");
  return err;
}

/** "YYYY-MM-DD" as sent, or the Brazilian day of an ISO instant; empty means today. */
function articleDate(value: string | undefined, today: string): string | null {
  const v = value?.trim() ?? "";
  if (v === "") return today;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return isIsoDate(v) ? v : null;
  if (/^\d{4}-\d{2}-\d{2}T/.test(v)) {
    const t = Date.parse(v);
    return Number.isNaN(t) ? null : businessDate(new Date(t));
  }
  return null;
}

/**
 * Applies the news rules (docs/product.md#news-manager: the game is required, the image is optional, the date defaults
 * to today and lies between 2000-01-01 and a year after today) to a raw form. On update, `current` supplies every
 * field the form left out. Throws a 400 naming every field in error.
 */
export function validateArticleForm(
  raw: RawArticleForm,
  opts: { current?: ArticleDefaults; today: string; defaultAuthor: string },
): ArticleInput {
  const merged = { ...opts.current, ...raw.fields };
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) =>
    (errors[field] ??= []).includes(message) || errors[field].push(message);

  const parsed = TEXT_RULES.safeParse(merged);
  if (!parsed.success) for (const issue of parsed.error.issues) add(String(issue.path[0] ?? "_"), issue.message);

  const date = articleDate(merged.date, opts.today);
  if (date === null) add("date", ARTICLE_MESSAGES.dateInvalid);
  const outOfRange = date === null ? null : articleDateError(date, opts.today);
  if (outOfRange) add("date", outOfRange);

  // Checked even when other fields failed, so that every problem is named at once.
  let message = "";
  if (typeof merged.message === "string" && !errors.message) {
    message = sanitizeArticleHtml(merged.message);
    if (htmlText(message) === "") add("message", ARTICLE_MESSAGES.messageRequired);
  }

  let image: ArticleInput["image"] = null;
  if (raw.image) {
    const kind = detectImageKind(raw.image);
    if (kind) image = { buf: raw.image, kind };
    else add("image", ARTICLE_MESSAGES.imageType);
  }

  if (Object.keys(errors).length > 0 || !parsed.success || date === null) throw invalid(errors);
  const d = parsed.data;
  return {
    title: d.title,
    subtitle: d.subtitle ?? "",
    author: d.author || opts.defaultAuthor,
    date,
    message,
    gameId: Number(d.game),
    image,
    removeImage: d.remove_image === "true" && image === null,
  };
}

/** The 400 of a game id that names no game. */
export function unknownGameError(): HttpError {
  return invalid({ game: [ARTICLE_MESSAGES.gameUnknown] });
}
