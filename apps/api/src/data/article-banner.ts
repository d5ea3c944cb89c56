import { BUSINESS_TZ, formatDate, formatTime } from "@placar/core/dates";
import { teamCrestSvg } from "./crests.ts";
import { svgText, svgTextElement, xml, type SvgTextOptions } from "./svg-text.ts";

/** Where a match's generated banner is served (routes/articles.ts); the demo articles use it as their image. */
export const matchBannerPath = (afbFixtureId: number) => `/api/images/matches/${afbFixtureId}.svg`;

/** How the banner's words are drawn: <text> for the SVG served to browsers, outlines for the PNG (no fonts there). */
type DrawText = (text: string, o: SvgTextOptions) => string;

export interface BannerMatch {
  kickoff: Date;
  league: { name: string };
  home: { id: number; name: string };
  away: { id: number; name: string };
}

const WIDTH = 1200;
const HEIGHT = 630;
const CREST = 220;
const FONT = "Barlow, Roboto, 'Helvetica Neue', Arial, sans-serif";

const weekday = new Intl.DateTimeFormat("pt-BR", { weekday: "long", timeZone: BUSINESS_TZ });

function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;
}

/** A crest document placed and scaled inside the banner (an <img> cannot fetch the crest's own URL). */
function crestAt(team: { id: number; name: string }, cx: number, cy: number): string {
  const scale = CREST / 64;
  return `<g transform="translate(${cx - CREST / 2} ${cy - CREST / 2}) scale(${scale})">${teamCrestSvg(team)}</g>`;
}

function teamName(draw: DrawText, name: string, cx: number): string {
  const label = clip(name, 24);
  const size = label.length > 16 ? 34 : 42;
  return draw(label, {
    x: cx,
    y: 476,
    baseline: "alphabetic",
    size,
    weight: 700,
    fill: "#F1F5FB",
    fallbackFamily: FONT,
  });
}

/**
 * A 1200×630 banner for an article about a match: league, both crests and names, the kick-off in Brasília time,
 * and the 18+ notice. Deterministic for a match, so it is rendered once and cached. `outlines` draws the words as
 * Barlow outlines (for rendering to PNG, data/banner-png.ts) instead of <text>.
 */
export function matchBannerSvg(m: BannerMatch, { outlines = false }: { outlines?: boolean } = {}): string {
  const draw: DrawText = outlines ? svgText : svgTextElement;
  const text = (t: string, o: Omit<SvgTextOptions, "baseline" | "fallbackFamily">) =>
    draw(t, { ...o, baseline: "alphabetic", fallbackFamily: FONT });
  const day = weekday.format(m.kickoff);
  const when = `${day.charAt(0).toUpperCase()}${day.slice(1)}, ${formatDate(m.kickoff).slice(0, 5)} · ${formatTime(m.kickoff)}`;
  const title = `${m.home.name} x ${m.away.name} — ${m.league.name}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">` +
    `<title>${xml(title)}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0B1322"/><stop offset="1" stop-color="#162540"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#2FD37A" stop-opacity="0.18"/><stop offset="1" stop-color="#2FD37A" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>` +
    // The pitch's halfway line and centre circle, faint.
    `<g fill="none" stroke="#FFFFFF" stroke-opacity="0.06" stroke-width="4"><line x1="600" y1="0" x2="600" y2="${HEIGHT}"/><circle cx="600" cy="315" r="150"/><rect x="-4" y="140" width="150" height="350"/><rect x="1054" y="140" width="150" height="350"/></g>` +
    `<rect x="60" y="52" width="170" height="44" rx="22" fill="#2FD37A"/>` +
    text("ANÁLISE", { x: 145, y: 81, size: 22, weight: 800, letterSpacing: 2, fill: "#03150B" }) +
    text(clip(m.league.name, 40), { x: WIDTH - 60, anchor: "end", y: 83, size: 28, weight: 600, fill: "#98A4BD" }) +
    crestAt(m.home, 270, 300) +
    crestAt(m.away, 930, 300) +
    teamName(draw, m.home.name, 270) +
    teamName(draw, m.away.name, 930) +
    text("x", { x: 600, y: 318, size: 88, weight: 800, fill: "#F5B82E" }) +
    text(when, { x: 600, y: 392, size: 26, weight: 600, fill: "#E8EDF6" }) +
    text("Placar · odds comparadas entre casas licenciadas · 18+ Jogue com responsabilidade", {
      x: 600,
      y: 580,
      size: 22,
      weight: 400,
      fill: "#98A4BD",
    }) +
    `</svg>`
  );
}
