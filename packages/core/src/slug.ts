/**
 * URL slugs added to article and match addresses (docs/product.md#seo, #article-page, #match-page).
 */

export const SLUG_FALLBACK = "noticia";

type SlugPart = string | number | null | undefined;

// Letters NFD does not decompose; without this "Brøndby" or "Łódź" would lose a letter to a hyphen.
const TRANSLITERATE: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/**
 * Joins the parts, strips diacritics (NFD), lowercases, turns every run of non-alphanumerics into one hyphen and
 * trims hyphens at both ends. Missing parts are skipped; an empty result gives `fallback`.
 */
export function slugify(parts: ReadonlyArray<SlugPart>, fallback: string = SLUG_FALLBACK): string {
  const text = parts
    .filter((p): p is string | number => p !== null && p !== undefined)
    .map(String)
    .join(" ");
  const slug = text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => TRANSLITERATE[c] ?? c)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? fallback : slug;
}

/**
 * 'futebol', date, league, title, home, away. The constant 'futebol' alone says nothing about the article,
 * so when every other part is empty the slug is the fallback 'noticia'.
 */
export function articleSlug(a: {
  date?: string | null;
  league?: string | null;
  title?: string | null;
  home?: string | null;
  away?: string | null;
}): string {
  const own = slugify([a.date, a.league, a.title, a.home, a.away], "");
  return own === "" ? SLUG_FALLBACK : `futebol-${own}`;
}

/**
 * date, 'futebol', 'ao-vivo' when live, league, home, away. As for articles, the fixed words alone fall back
 * to 'noticia'.
 */
export function matchSlug(m: {
  date?: string | null;
  live?: boolean;
  league?: string | null;
  home?: string | null;
  away?: string | null;
}): string {
  if (slugify([m.date, m.league, m.home, m.away], "") === "") return SLUG_FALLBACK;
  return slugify([m.date, "futebol", m.live === true ? "ao-vivo" : null, m.league, m.home, m.away]);
}
