/**
 * Small SVG crests for the demo's clubs and competitions: a shield (clubs) or a roundel (competitions) in two
 * colours chosen from the name and id, a pattern, and the initials as Barlow outlines (data/svg-text.ts). Deterministic:
 * the same club always gets the same crest. viewBox 0 0 64 64, with a <title> for screen readers.
 */

import { svgText, xml as escapeXml } from "./svg-text.ts";
import { hash } from "./hash.ts";

/** Classic kit colours: [fill, text on it]. */
const COLOURS: ReadonlyArray<readonly [string, string]> = [
  ["#C8102E", "#FFFFFF"], // red
  ["#0B3D91", "#FFFFFF"], // royal blue
  ["#6CABDD", "#0B1F3A"], // sky blue
  ["#00843D", "#FFFFFF"], // green
  ["#111111", "#FFFFFF"], // black
  ["#FFFFFF", "#111111"], // white
  ["#FFCD00", "#111111"], // yellow
  ["#7A263A", "#FFFFFF"], // claret
  ["#0B1F4B", "#FFFFFF"], // navy
  ["#F47A20", "#111111"], // orange
  ["#5B2C86", "#FFFFFF"], // purple
  ["#8B0000", "#FFFFFF"], // maroon
  ["#007A78", "#FFFFFF"], // teal
  ["#1E5631", "#FFFFFF"], // dark green
];

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const SHIELD = "M32 3 L57 10 V30 C57 45 46 55 32 61 C18 55 7 45 7 30 V10 Z";
const SMALL_WORDS = new Set([
  "de",
  "da",
  "do",
  "das",
  "dos",
  "del",
  "la",
  "le",
  "el",
  "fc",
  "cf",
  "sc",
  "ac",
  "afc",
  "cd",
  "ca",
  "ec",
  "fk",
  "sk",
  "the",
  "of",
  "y",
  "e",
  "1.",
  "club",
]);

function nameHash(id: number, name: string): number {
  let h = hash(id);
  for (let i = 0; i < name.length; i++) h = hash(h, name.charCodeAt(i));
  return h;
}

/** "Atlético Mineiro" → "AM", "Flamengo" → "FLA", "Paris Saint-Germain" → "PSG"; at most three letters. */
export function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, " ")
    .split(/[\s\-/.]+/)
    .filter((w) => w.length > 0 && !SMALL_WORDS.has(w.toLowerCase()) && /\p{L}/u.test(w));
  if (words.length === 0) return name.slice(0, 3).toUpperCase() || "?";
  if (words.length === 1)
    return [...(words[0] ?? "")]
      .filter((c) => /[\p{L}\d]/u.test(c))
      .slice(0, 3)
      .join("")
      .toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => [...w][0] ?? "")
    .join("")
    .toUpperCase();
}

function twoColours(h: number): [readonly [string, string], readonly [string, string]] {
  const a = h % COLOURS.length;
  let b = (h >>> 8) % COLOURS.length;
  if (b === a) b = (b + 1 + ((h >>> 16) % (COLOURS.length - 1))) % COLOURS.length;
  return [COLOURS[a] ?? ["#0B3D91", "#FFFFFF"], COLOURS[b] ?? ["#FFFFFF", "#111111"]];
}

/** One of a few classic designs, clipped to the shield. */
function pattern(kind: number, second: string): string {
  switch (kind) {
    case 0: // vertical stripes
      return [14, 26, 38, 50].map((x) => `<rect x="${x - 3}" y="0" width="6" height="64" fill="${second}"/>`).join("");
    case 1: // halves
      return `<rect x="32" y="0" width="32" height="64" fill="${second}"/>`;
    case 2: // diagonal sash
      return `<path d="M-4 18 L18 -4 L68 46 L46 68 Z" fill="${second}"/>`;
    case 3: // chevron
      return `<path d="M0 26 L32 44 L64 26 V38 L32 56 L0 38 Z" fill="${second}"/>`;
    case 4: // horizontal band
      return `<rect x="0" y="22" width="64" height="16" fill="${second}"/>`;
    case 5: // hoops
      return [12, 28, 44].map((y) => `<rect x="0" y="${y}" width="64" height="8" fill="${second}"/>`).join("");
    default: // plain with a chief
      return `<rect x="0" y="0" width="64" height="17" fill="${second}"/>`;
  }
}

/** The club's crest as a standalone SVG document. */
export function teamCrestSvg(team: { id: number; name: string }): string {
  const h = nameHash(team.id, team.name);
  const [[main, ink], [second]] = twoColours(h);
  const kind = (h >>> 20) % 7;
  const letters = initials(team.name);
  const size = letters.length >= 3 ? 15 : 18;
  const clip = `c${team.id >>> 0}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img">` +
    `<title>${escapeXml(team.name)}</title>` +
    `<defs><clipPath id="${clip}"><path d="${SHIELD}"/></clipPath></defs>` +
    `<g clip-path="url(#${clip})"><rect width="64" height="64" fill="${main}"/>${pattern(kind, second)}</g>` +
    `<path d="${SHIELD}" fill="none" stroke="#0B1320" stroke-opacity="0.55" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<rect x="12" y="23" width="40" height="20" rx="5" fill="${main}" stroke="${ink}" stroke-opacity="0.35"/>` +
    svgText(letters, {
      x: 32,
      y: 33.5,
      baseline: "cap-middle",
      size,
      weight: 800,
      fill: ink,
      letterSpacing: 0.5,
      fallbackFamily: FONT,
    }) +
    `</svg>`
  );
}

/** The competition's logo: a roundel with a star and its initials. */
export function leagueLogoSvg(league: { id: number; name: string }): string {
  const h = nameHash(league.id, league.name);
  const [[main, ink], [second]] = twoColours(h >>> 3);
  const letters = initials(league.name);
  const size = letters.length >= 3 ? 14 : 17;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img">` +
    `<title>${escapeXml(league.name)}</title>` +
    `<circle cx="32" cy="32" r="29" fill="${main}" stroke="${second}" stroke-width="5"/>` +
    `<circle cx="32" cy="32" r="22" fill="none" stroke="${ink}" stroke-opacity="0.3" stroke-width="1.5"/>` +
    `<path d="M32 9 L34.4 14.2 L40 14.6 L35.7 18.2 L37.1 23.6 L32 20.7 L26.9 23.6 L28.3 18.2 L24 14.6 L29.6 14.2 Z" fill="${second}"/>` +
    svgText(letters, { x: 32, y: 38, baseline: "cap-middle", size, weight: 800, fill: ink, fallbackFamily: FONT }) +
    `</svg>`
  );
}
