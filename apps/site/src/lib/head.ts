/** What a route puts in the document head; rendered into the first HTML and kept in sync on navigation. */
export interface HeadData {
  title: string;
  /** Cut to 160 characters (157 plus '...') when rendered (docs/product.md#seo). */
  description?: string;
  /** This page's own keywords; the site's are added after them. */
  keywords?: readonly string[];
  /**
   * The page's one address (path and query, no origin). A page without one is not meant to be found on its own
   * (a 404, a failed load) and is marked noindex.
   */
  canonicalPath?: string;
  /** Keeps an indexable-looking page out of search results (e.g. a view that only exists in one browser). */
  noindex?: boolean;
  /** Open Graph type: 'article' for articles, 'website' otherwise. */
  type?: "website" | "article";
  /** Social preview image (an absolute URL or a path on this site); the site's card by default. */
  image?: { url: string; width?: number; height?: number; alt: string };
  /**
   * Structured data (schema.org), rendered as JSON-LD. Site paths under `url`, `@id`, `image` and `logo` are written
   * out with the head's one origin, as the canonical is: pages give paths, never an origin of their own.
   */
  jsonLd?: Record<string, unknown>;
}

export const SITE_NAME = "Placar";
export const SITE_LOCALE = "pt_BR";

/** Words every page shares; a page's own keywords come first. */
export const SITE_KEYWORDS = [
  "odds de futebol",
  "melhores odds",
  "comparador de odds",
  "placar ao vivo",
  "casas de apostas licenciadas",
] as const;

/** 1200×630, the size Open Graph and Twitter cards expect; PNG because social networks do not read SVG. */
export const DEFAULT_SOCIAL_IMAGE = {
  url: "/og-image.png",
  width: 1200,
  height: 630,
  alt: "Placar — compare as melhores odds de futebol entre casas licenciadas",
} as const;

const DESCRIPTION_MAX = 160;

/** docs/product.md#seo: descriptions are cut to 160 characters, 157 plus an ellipsis ('...'). */
export function truncateDescription(text: string): string {
  const s = text.trim().replace(/\s+/g, " ");
  return s.length <= DESCRIPTION_MAX ? s : `${s.slice(0, DESCRIPTION_MAX - 3)}...`;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

type Tag =
  | { tag: "meta"; attrs: Record<string, string> }
  | { tag: "link"; attrs: Record<string, string> }
  | { tag: "script"; attrs: Record<string, string>; text: string };

function absolute(urlOrPath: string, origin: string): string {
  // A path on this site: "/x", not the protocol-relative "//host/x".
  return /^\/(?!\/)/.test(urlOrPath) ? origin + urlOrPath : urlOrPath;
}

/** The JSON-LD keys whose values are addresses. */
const LD_ADDRESS_KEYS: ReadonlySet<string> = new Set(["url", "@id", "image", "logo"]);

/** Structured data with the site paths of its address keys made absolute with `origin`. */
function absoluteLd(value: unknown, origin: string, address = false): unknown {
  if (typeof value === "string") return address ? absolute(value, origin) : value;
  if (Array.isArray(value)) return value.map((v) => absoluteLd(v, origin, address));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteLd(v, origin, LD_ADDRESS_KEYS.has(k))]));
}

/**
 * Every tag of the head except <title>, in one list so the server and the browser render the same ones. `origin` is
 * the only one any address of the head carries (canonical, og:url, og:image, twitter:image, JSON-LD): the server's
 * PUBLIC_URL, which the browser reads back from the first HTML (`applyHead`), never the host a request came on.
 */
export function headTags(head: HeadData, origin: string): Tag[] {
  const tags: Tag[] = [];
  const meta = (key: "name" | "property", name: string, content: string) =>
    tags.push({ tag: "meta", attrs: { [key]: name, content } });
  const description = head.description ? truncateDescription(head.description) : undefined;
  const keywords = [...new Set([...(head.keywords ?? []), ...SITE_KEYWORDS])].join(", ");
  const url = head.canonicalPath !== undefined ? origin + head.canonicalPath : undefined;
  const image = head.image ?? DEFAULT_SOCIAL_IMAGE;

  if (description) meta("name", "description", description);
  meta("name", "keywords", keywords);
  if (head.noindex || url === undefined) meta("name", "robots", "noindex");
  if (url !== undefined) tags.push({ tag: "link", attrs: { rel: "canonical", href: url } });

  meta("property", "og:site_name", SITE_NAME);
  meta("property", "og:locale", SITE_LOCALE);
  meta("property", "og:type", head.type ?? "website");
  meta("property", "og:title", head.title);
  if (description) meta("property", "og:description", description);
  if (url !== undefined) meta("property", "og:url", url);
  meta("property", "og:image", absolute(image.url, origin));
  if (image.width && image.height) {
    meta("property", "og:image:width", String(image.width));
    meta("property", "og:image:height", String(image.height));
  }
  meta("property", "og:image:alt", image.alt);

  meta("name", "twitter:card", "summary_large_image");
  meta("name", "twitter:title", head.title);
  if (description) meta("name", "twitter:description", description);
  meta("name", "twitter:image", absolute(image.url, origin));
  meta("name", "twitter:image:alt", image.alt);

  if (head.jsonLd) {
    const ld = absoluteLd(head.jsonLd, origin) as Record<string, unknown>;
    const json = JSON.stringify({ "@context": "https://schema.org", ...ld }).replace(/</g, "\\u003c");
    tags.push({ tag: "script", attrs: { type: "application/ld+json" }, text: json });
  }
  return tags;
}

/** Marks the tags this module owns, so a client-side navigation replaces exactly them. */
const OWNED = "data-head";

export function renderHead(head: HeadData, origin: string): string {
  const parts = [`<title>${escapeHtml(head.title)}</title>`];
  for (const t of headTags(head, origin)) {
    const attrs = Object.entries(t.attrs)
      .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
      .join("");
    parts.push(t.tag === "script" ? `<script${attrs} ${OWNED}>${t.text}</script>` : `<${t.tag}${attrs} ${OWNED} />`);
  }
  return parts.join("\n    ");
}

let siteOrigin: string | null = null;

/**
 * Brings the document head in line with the page shown after a client-side navigation (title, description,
 * canonical, social tags, JSON-LD), so what a visitor shares or bookmarks describes the page they are on.
 */
export function applyHead(head: HeadData, doc: Document = document): void {
  // The canonical origin is the server's PUBLIC_URL, which the first HTML's canonical link carries.
  if (siteOrigin === null) {
    const first =
      doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ??
      doc.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content;
    siteOrigin = first ? new URL(first).origin : doc.location.origin;
  }
  doc.title = head.title;
  for (const old of doc.head.querySelectorAll(`[${OWNED}]`)) old.remove();
  for (const t of headTags(head, siteOrigin)) {
    const el = doc.createElement(t.tag);
    el.setAttribute(OWNED, "");
    for (const [k, v] of Object.entries(t.attrs)) el.setAttribute(k, v);
    if (t.tag === "script") el.textContent = t.text;
    doc.head.append(el);
  }
}
