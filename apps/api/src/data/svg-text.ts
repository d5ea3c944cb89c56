/**
 * Short text in generated SVG images (demo crests, house wordmarks) drawn as outlines of the site's display face
 * (Barlow, from @fontsource) instead of a <text> element.
 *
 * Why: an SVG shown through <img> renders its <text> with whatever fonts the visitor's system has (an image
 * cannot use the page's web fonts), so the same crest looked different on every machine and had no letters at
 * all on one without fonts; and each such image makes the browser resolve a system font and shape text on the
 * main thread while it paints, for the hundred-odd crests of the home page. Outlines look the same everywhere
 * and cost a path fill.
 *
 * A character that neither the latin nor the latin-ext face has (a Cyrillic or Japanese name) keeps the old
 * <text> element, with the system font stack. Long text stays <text> where the SVG itself is served (the article
 * banners): outlines of a sentence weigh about 25 KB of gzip, a <text> a few hundred bytes. Their PNG, rendered on
 * the server where no fonts can be counted on, uses outlines.
 */

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import opentype, { type Font, type Glyph } from "opentype.js";

/** Escapes text for SVG/XML content and attributes. */
export function xml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

type Weight = 400 | 600 | 700 | 800;

const require = createRequire(import.meta.url);
const faces = new Map<string, Font>();

function face(subset: "latin" | "latin-ext", weight: Weight): Font {
  const key = `${subset}-${weight}`;
  let font = faces.get(key);
  if (!font) {
    const file = require.resolve(`@fontsource/barlow/files/barlow-${subset}-${weight}-normal.woff`);
    const bytes = readFileSync(file);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    faces.set(key, font);
  }
  return font;
}

type Placed = { font: Font; glyph: Glyph };

/**
 * Each character with its glyph, from the latin face or else the latin-ext one (the two subsets do not overlap:
 * "ŁKS" takes its Ł from latin-ext and K and S from latin); null when a character is in neither.
 */
function glyphsFor(text: string, weight: Weight): Placed[] | null {
  const placed: Placed[] = [];
  for (const char of text) {
    const font = (["latin", "latin-ext"] as const)
      .map((subset) => face(subset, weight))
      .find((f) => f.charToGlyph(char).index !== 0);
    if (!font) return null;
    placed.push({ font, glyph: font.charToGlyph(char) });
  }
  return placed;
}

/** How far the pen moves after glyph i: its advance, the kerning with the next glyph of the same face, spacing. */
function advance(placed: Placed[], i: number, size: number, spacing: number): number {
  const { font, glyph } = placed[i]!;
  const scale = size / font.unitsPerEm;
  const next = placed[i + 1];
  if (!next) return (glyph.advanceWidth ?? 0) * scale;
  const kerning = next.font === font ? font.getKerningValue(glyph, next.glyph) * scale : 0;
  return (glyph.advanceWidth ?? 0) * scale + kerning + spacing;
}

export type SvgTextOptions = {
  /** Where the text is centred (default), starts or ends: see `anchor`. */
  x: number;
  anchor?: "start" | "middle" | "end";
  /** "cap-middle": y is the middle of the capital letters (initials); "alphabetic": y is the baseline. */
  y: number;
  baseline: "cap-middle" | "alphabetic";
  size: number;
  weight: Weight;
  fill: string;
  /** Extra space between letters, in px. */
  letterSpacing?: number;
  /** The font stack of the <text> fallback. */
  fallbackFamily: string;
};

/** `text` as an SVG <text> element, drawn by the viewer's fonts (`fallbackFamily`). */
export function svgTextElement(text: string, o: SvgTextOptions): string {
  const baseline = o.baseline === "cap-middle" ? ` dominant-baseline="central"` : "";
  const spacing = o.letterSpacing ? ` letter-spacing="${o.letterSpacing}"` : "";
  return `<text x="${o.x}" y="${o.y}" text-anchor="${o.anchor ?? "middle"}"${baseline} font-family="${o.fallbackFamily}" font-size="${o.size}" font-weight="${o.weight}" fill="${o.fill}"${spacing}>${xml(text)}</text>`;
}

/** `text` anchored at x: a <path> of Barlow outlines, or a <text> where Barlow lacks a character. */
export function svgText(text: string, o: SvgTextOptions): string {
  const placed = glyphsFor(text, o.weight);
  if (!placed || placed.length === 0) return svgTextElement(text, o);
  const spacing = o.letterSpacing ?? 0;
  const width = placed.reduce((sum, _p, i) => sum + advance(placed, i, o.size, spacing), 0);
  const latin = face("latin", o.weight);
  const capHeight = latin.tables.os2?.sCapHeight ?? latin.ascender * 0.7;
  const baselineY = o.baseline === "cap-middle" ? o.y + (capHeight * o.size) / latin.unitsPerEm / 2 : o.y;
  let x = o.anchor === "start" ? o.x : o.anchor === "end" ? o.x - width : o.x - width / 2;
  const parts: string[] = [];
  placed.forEach(({ glyph }, i) => {
    parts.push(glyph.getPath(x, baselineY, o.size).toPathData(1));
    x += advance(placed, i, o.size, spacing);
  });
  return `<path d="${parts.join("")}" fill="${o.fill}"/>`;
}
