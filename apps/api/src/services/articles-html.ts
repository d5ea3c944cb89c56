import sanitizeHtml from "sanitize-html";

/**
 * What the news editor (tiptap StarterKit + text colour + font family, packages/ui rich-text-editor) writes,
 * and nothing else: no scripts, no event attributes, no styles beyond colour and the offered fonts, links only
 * to http(s), mailto or our own paths. Applied on every write, so what is stored is what may be rendered.
 */

/** The fonts of the editor's toolbar ('Padrão' removes the style, so it never reaches the server). */
export const ARTICLE_FONTS = ["Barlow", "Signika", "Roboto"] as const;

const COLOR = [
  /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i,
];
// "Barlow", 'Barlow' or Barlow, optionally followed by a generic family.
const FONT = [
  new RegExp(`^(["']?)(?:${ARTICLE_FONTS.join("|")})\\1(?:\\s*,\\s*(?:sans-serif|serif|system-ui))?$`, "i"),
];

/** rel tokens an editor may ask for; noopener and noreferrer are always added. */
const REL_TOKENS = new Set(["nofollow", "sponsored", "ugc", "noopener", "noreferrer"]);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "em",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "br",
    "blockquote",
    "a",
    "span",
  ],
  allowedAttributes: { a: ["href", "target", "rel"], span: ["style"] },
  allowedStyles: { span: { color: COLOR, "font-family": FONT } },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  allowedClasses: {},
  // Their text is not content: drop it along with the tag.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "template",
    "title",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "select",
    "xmp",
    "noembed",
    "noframes",
  ],
  disallowedTagsMode: "discard",
  transformTags: {
    b: "strong",
    i: "em",
    strike: "s",
    del: "s",
    a: (_tag, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (attribs.href) out.href = attribs.href.trim();
      if (attribs.target === "_blank") out.target = "_blank";
      const rel = new Set(
        (attribs.rel ?? "")
          .toLowerCase()
          .split(/\s+/)
          .filter((t) => REL_TOKENS.has(t)),
      );
      rel.add("noopener").add("noreferrer");
      out.rel = [...rel].join(" ");
      return { tagName: "a", attribs: out };
    },
  },
};

/** The stored form of an article body. */
export function sanitizeArticleHtml(dirty: string): string {
  return sanitizeHtml(dirty, OPTIONS).trim();
}

/** The readable text of (sanitized) HTML: for the "is the body empty?" check and descriptions. */
export function htmlText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, " $&"), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
