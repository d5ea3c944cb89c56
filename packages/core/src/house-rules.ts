/**
 * The rules a betting house must meet to be listed (docs/product.md#casas): the admin form checks them in the browser
 * and the API applies the same ones, so both give the same Portuguese message.
 *
 * Only houses authorised by the Secretaria de Prêmios e Apostas of the Ministério da Fazenda may be offered to
 * Brazilian players (Lei 14.790/2023). Each authorisation is published as a "Portaria SPA/MF nº 1.234, de 31 de
 * dezembro de 2024", and an authorised house operates under a .bet.br domain.
 */
import {
  HOUSE_AFFILIATE_INVALID,
  HOUSE_COLOR_INVALID,
  HOUSE_DOMAIN_INVALID,
  HOUSE_FEED_URL_INVALID,
  HOUSE_LICENCE_INVALID,
  HOUSE_NAME_REQUIRED,
  HOUSE_NAME_TOO_LONG,
  HOUSE_SOURCE_KEY_INVALID,
} from "./messages-houses.ts";

export const HOUSE_NAME_MAX = 40;
export const HOUSE_SOURCE_KEYS_MAX = 10;

/** What the admin form sends (strings as typed; source keys as a list or one comma-separated string). */
export interface HouseInput {
  name: string;
  color: string;
  textColor: string;
  affiliateUrl: string;
  licence: string;
  domain: string;
  active: boolean;
  sourceKeys: readonly string[] | string;
  /** The house feed's address we poll (docs/odds-feed.md); empty or absent: none. */
  feedUrl?: string | null;
}

/** A house that meets every rule, normalised (trimmed, lower-case domain, licence in its canonical spelling). */
export type ValidHouse = Omit<HouseInput, "sourceKeys" | "feedUrl"> & { sourceKeys: string[]; feedUrl: string | null };

export type HouseField = keyof HouseInput;
export type HouseErrors = Partial<Record<HouseField, string[]>>;

export type HouseValidation = { ok: true; house: ValidHouse } | { ok: false; errors: HouseErrors };

const MONTHS = "janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro";
// "Portaria SPA/MF nº 1.234/2024", "SPA/MF n° 1234/2024", "Portaria SPA/MF Nº 1.234, de 31 de dezembro de 2024":
// the word "Portaria" and the "nº" are optional, the number may carry a thousands dot, the year follows a slash or
// the date of publication.
const LICENCE_RE = new RegExp(
  String.raw`^(?:portaria\s+)?spa\s*/\s*mf\s*(?:n\.?\s*[º°o]?\.?\s*)?(\d{1,3}(?:\.\d{3})+|\d{1,6})` +
    String.raw`\s*(?:/\s*(\d{4})|,?\s*de\s+\d{1,2}º?\s+de\s+(?:${MONTHS})\s+de\s+(\d{4}))$`,
  "iu",
);

/**
 * The licence in its canonical spelling ("Portaria SPA/MF nº 1.234/2024"), or null when the text is not a
 * Portaria SPA/MF number with its year (2023 on: the regulated market's first authorisations).
 */
export function normalizeLicence(raw: string): string | null {
  const m = LICENCE_RE.exec(raw.trim().replace(/\s+/g, " "));
  if (!m) return null;
  const number = Number((m[1] as string).replace(/\./g, ""));
  const year = Number(m[2] ?? m[3]);
  if (!Number.isInteger(number) || number <= 0 || year < 2023 || year > 2099) return null;
  return `Portaria SPA/MF nº ${String(number).replace(/\B(?=(\d{3})+$)/g, ".")}/${year}`;
}

const DOMAIN_RE = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+bet\.br$/;

/** The domain, lower-case and without a scheme or path, when it is a host name under .bet.br; null otherwise. */
export function normalizeDomain(raw: string): string | null {
  const host = raw
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/\/.*$/, "");
  return DOMAIN_RE.test(host) ? host : null;
}

/** True when `url` is https and its host is `domain` or one of its subdomains. */
export function affiliateOnDomain(url: string, domain: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:" || parsed.username !== "" || parsed.password !== "") return false;
  const host = parsed.hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

export const COLOR_RE = /^#[0-9a-f]{6}$/;
export const SOURCE_KEY_RE = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** "betano, Pinnacle ,," → ["betano", "pinnacle"]: trimmed, lower-cased, duplicates and blanks dropped. */
export function parseSourceKeys(raw: readonly string[] | string): string[] {
  const parts = typeof raw === "string" ? raw.split(",") : raw;
  return [...new Set(parts.map((k) => k.trim().toLowerCase()).filter((k) => k !== ""))];
}

export const HOUSE_FEED_URL_MAX = 500;

/** The feed URL, or null when empty; undefined when it is not an http(s) address without credentials. */
export function normalizeFeedUrl(raw: string | null | undefined): string | null | undefined {
  const text = (raw ?? "").trim();
  if (text === "") return null;
  if (text.length > HOUSE_FEED_URL_MAX) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return undefined;
  if (parsed.username !== "" || parsed.password !== "" || parsed.hostname === "") return undefined;
  return parsed.toString();
}

/** Applies every rule; answers the normalised house or each field's messages. */
export function validateHouse(input: HouseInput): HouseValidation {
  const errors: HouseErrors = {};
  const add = (field: HouseField, message: string) => (errors[field] ??= []).push(message);

  const name = input.name.trim().replace(/\s+/g, " ");
  if (name === "") add("name", HOUSE_NAME_REQUIRED);
  else if (name.length > HOUSE_NAME_MAX) add("name", HOUSE_NAME_TOO_LONG);

  const color = input.color.trim().toLowerCase();
  if (!COLOR_RE.test(color)) add("color", HOUSE_COLOR_INVALID);
  const textColor = input.textColor.trim().toLowerCase();
  if (!COLOR_RE.test(textColor)) add("textColor", HOUSE_COLOR_INVALID);

  const licence = normalizeLicence(input.licence);
  if (licence === null) add("licence", HOUSE_LICENCE_INVALID);

  const domain = normalizeDomain(input.domain);
  if (domain === null) add("domain", HOUSE_DOMAIN_INVALID);

  const affiliateUrl = input.affiliateUrl.trim();
  // Without a valid domain there is nothing to compare the link with; the domain's own message says why.
  if (domain !== null && !affiliateOnDomain(affiliateUrl, domain)) add("affiliateUrl", HOUSE_AFFILIATE_INVALID);

  const sourceKeys = parseSourceKeys(input.sourceKeys);
  if (sourceKeys.length > HOUSE_SOURCE_KEYS_MAX || sourceKeys.some((k) => !SOURCE_KEY_RE.test(k)))
    add("sourceKeys", HOUSE_SOURCE_KEY_INVALID);

  const feedUrl = normalizeFeedUrl(input.feedUrl);
  if (feedUrl === undefined) add("feedUrl", HOUSE_FEED_URL_INVALID);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    house: {
      name,
      color,
      textColor,
      affiliateUrl: new URL(affiliateUrl).toString(),
      licence: licence!,
      domain: domain!,
      active: input.active,
      sourceKeys,
      feedUrl: feedUrl ?? null,
    },
  };
}
