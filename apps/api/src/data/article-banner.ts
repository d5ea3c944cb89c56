import { BUSINESS_TZ, formatDate, formatTime } from "@placar/core/dates";
import { teamCrestSvg } from "../providers/demo/crests.ts";
import { xml } from "./svg.ts";

/** Where a match's generated banner is served (routes/articles.ts); the demo articles use it as their image. */
export const matchBannerPath = (afbFixtureId: number) => `/api/images/matches/${afbFixtureId}.svg`;

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

function teamName(name: string, cx: number): string {
  const label = clip(name, 24);
  const size = label.length > 16 ? 34 : 42;
  return `<text x="${cx}" y="476" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#F1F5FB">${xml(label)}</text>`;
}

/**
 * A 1200×630 banner for an article about a match: league, both crests and names, the kick-off in Brasília time,
 * and the 18+ notice. Deterministic for a match, so it is rendered once and cached.
 */
export function matchBannerSvg(m: BannerMatch): string {
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
    `<text x="145" y="81" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="800" letter-spacing="2" fill="#03150B">ANÁLISE</text>` +
    `<text x="${WIDTH - 60}" y="83" text-anchor="end" font-family="${FONT}" font-size="28" font-weight="600" fill="#98A4BD">${xml(clip(m.league.name, 40))}</text>` +
    crestAt(m.home, 270, 300) +
    crestAt(m.away, 930, 300) +
    teamName(m.home.name, 270) +
    teamName(m.away.name, 930) +
    `<text x="600" y="318" text-anchor="middle" font-family="${FONT}" font-size="88" font-weight="800" fill="#F5B82E">x</text>` +
    `<text x="600" y="392" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="600" fill="#E8EDF6">${xml(when)}</text>` +
    `<text x="600" y="580" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#98A4BD">Placar · odds comparadas em 7 casas · 18+ Jogue com responsabilidade</text>` +
    `</svg>`
  );
}
