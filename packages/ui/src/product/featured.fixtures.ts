// Story data for the league filters, the featured-match slider and the live match cards. Built on the day
// games fixtures (same teams, houses and logos); images are inline SVG data so no story touches the network.
import { BROKEN_IMAGE, HOUSES, LEAGUE_LOGOS, TEAMS, houseHref, leagueLogo } from "./day-games.fixtures.ts";
import type { FeaturedMatch } from "./featured-match-slider.tsx";
import type { LeagueStripChip } from "./league-strip.tsx";
import type { MatchCardProps } from "./match-card.tsx";
import type { BestOddView, OddsRowProps } from "./odds-row.tsx";

export { BROKEN_IMAGE, TEAMS } from "./day-games.fixtures.ts";

/** Twelve competitions: more than the list's seven, and wider than a 1200px strip. */
export const LEAGUES = [
  { id: 71, label: "Brasileirão Série A", imageUrl: LEAGUE_LOGOS.serieA },
  { id: 72, label: "Brasileirão Série B", imageUrl: LEAGUE_LOGOS.serieB },
  { id: 73, label: "Copa do Brasil", imageUrl: LEAGUE_LOGOS.copaDoBrasil },
  { id: 13, label: "CONMEBOL Libertadores", imageUrl: LEAGUE_LOGOS.libertadores },
  { id: 11, label: "CONMEBOL Sul-Americana", imageUrl: leagueLogo("#1d3f8f", "#f5b82e") },
  { id: 39, label: "Premier League", imageUrl: LEAGUE_LOGOS.premier },
  { id: 140, label: "La Liga", imageUrl: LEAGUE_LOGOS.laLiga },
  { id: 135, label: "Serie A (Itália)", imageUrl: leagueLogo("#0a3c8c", "#dfe7f5") },
  { id: 78, label: "Bundesliga", imageUrl: leagueLogo("#d20515", "#ffffff") },
  { id: 61, label: "Ligue 1", imageUrl: leagueLogo("#0f1c3f", "#dae025") },
  { id: 2, label: "UEFA Champions League", imageUrl: leagueLogo("#0b1f5c", "#ffffff") },
  { id: 94, label: "Primeira Liga", imageUrl: leagueLogo("#00553a", "#ffd200") },
] as const satisfies readonly LeagueStripChip[];

/** Few enough to fit a wide strip: nothing to loop. */
export const FEW_LEAGUES: readonly LeagueStripChip[] = LEAGUES.slice(0, 3);

/** Logos that fail to load, or are missing, on every other league. */
export const BROKEN_LOGO_LEAGUES: readonly LeagueStripChip[] = LEAGUES.slice(0, 6).map((league, index) => ({
  ...league,
  imageUrl: index % 2 === 0 ? BROKEN_IMAGE : null,
}));

export const LONG_NAME_LEAGUES: readonly LeagueStripChip[] = [
  {
    id: 9001,
    label: "Campeonato Brasileiro de Futebol Feminino Série A1 — Fase de Grupos",
    imageUrl: LEAGUE_LOGOS.serieA,
  },
  { id: 9002, label: "Copa Libertadores da América Sub-20 (Categoria de Base)", imageUrl: LEAGUE_LOGOS.libertadores },
  ...LEAGUES.slice(1, 4),
];

type Odds = [number | null, number | null, number | null];

function bestOdds(
  home: string,
  away: string,
  odds: Odds,
  houses: [number, number, number],
  best?: 0 | 1 | 2,
): OddsRowProps["odds"] {
  const labels = [home, "Empate", away];
  return odds.map((odd, i): BestOddView | null => {
    if (odd === null) return null;
    const house = HOUSES[houses[i] ?? 0] ?? HOUSES[0];
    return { label: labels[i] ?? "Empate", odd, house, href: houseHref(house), best: best === i };
  }) as unknown as OddsRowProps["odds"];
}

const serieA = { id: 71, name: "Brasileirão Série A", logoUrl: LEAGUE_LOGOS.serieA };
const libertadores = { id: 13, name: "CONMEBOL Libertadores", logoUrl: LEAGUE_LOGOS.libertadores };
const premier = { id: 39, name: "Premier League", logoUrl: LEAGUE_LOGOS.premier };
const laLiga = { id: 140, name: "La Liga", logoUrl: LEAGUE_LOGOS.laLiga };

export const FEATURED_MATCHES: readonly FeaturedMatch[] = [
  {
    id: 1001,
    league: serieA,
    home: TEAMS.flamengo,
    away: TEAMS.palmeiras,
    status: "clock",
    time: "16:00",
    dateLabel: "Hoje",
    odds: bestOdds("Flamengo", "Palmeiras", [2.1, 3.25, 3.6], [0, 1, 4], 0),
    href: "/estatisticasJogo/1001",
  },
  {
    id: 2101,
    league: libertadores,
    home: TEAMS.riverPlate,
    away: TEAMS.penarol,
    status: "live",
    statusLabel: "67'",
    time: "15:30",
    score: { home: 1, away: 3 },
    odds: bestOdds("River Plate", "Peñarol", [12.0, 6.5, 1.18], [4, 6, 1], 2),
    href: "/estatisticasJogo/2101",
  },
  {
    id: 1401,
    league: premier,
    home: TEAMS.arsenal,
    away: TEAMS.liverpool,
    status: "live",
    statusLabel: "Intervalo",
    time: "13:30",
    score: { home: 0, away: 0 },
    odds: bestOdds("Arsenal", "Liverpool", [2.4, 3.5, 2.8], [0, 3, 2]),
    href: "/estatisticasJogo/1401",
  },
  {
    id: 3101,
    league: laLiga,
    home: TEAMS.barcelona,
    away: TEAMS.realMadrid,
    status: "check",
    time: "09:00",
    score: { home: 2, away: 2 },
    odds: bestOdds("Barcelona", "Real Madrid", [1.95, 3.8, 3.6], [4, 3, 0]),
    href: "/estatisticasJogo/3101",
  },
  {
    id: 1003,
    league: serieA,
    home: TEAMS.gremio,
    away: TEAMS.inter,
    status: "clock",
    time: "19:00",
    dateLabel: "Hoje",
    odds: bestOdds("Grêmio", "Internacional", [2.3, 3.05, 3.2], [5, 0, 1], 2),
    href: "/estatisticasJogo/1003",
  },
];

/** A featured match whose images are broken or missing, with one outcome no house offers. */
export const FEATURED_BROKEN_IMAGES: FeaturedMatch = {
  id: 4001,
  league: { id: 999, name: "Copa do Nordeste", logoUrl: BROKEN_IMAGE },
  home: { name: "Sport Recife", logoUrl: BROKEN_IMAGE },
  away: { name: "Ceará", logoUrl: null },
  status: "clock",
  time: "21:30",
  dateLabel: "23/11",
  odds: bestOdds("Sport Recife", "Ceará", [2.05, null, 3.4], [1, 0, 6]),
  href: "/estatisticasJogo/4001",
};

export const FEATURED_LONG_NAMES: FeaturedMatch = {
  id: 4002,
  league: {
    id: 9001,
    name: "Campeonato Brasileiro de Futebol Feminino Série A1 — Fase de Grupos",
    logoUrl: LEAGUE_LOGOS.serieA,
  },
  home: { name: "Clube Atlético Mineiro Sociedade Anônima do Futebol", logoUrl: TEAMS.atleticoMg.logoUrl },
  away: { name: "Sport Club Corinthians Paulista de São Paulo", logoUrl: TEAMS.corinthians.logoUrl },
  status: "live",
  statusLabel: "2º tempo",
  time: "16:00",
  score: { home: 10, away: 11 },
  odds: bestOdds(
    "Clube Atlético Mineiro Sociedade Anônima do Futebol",
    "Sport Club Corinthians Paulista de São Paulo",
    [1.35, 4.6, 8.5],
    [0, 1, 4],
    0,
  ),
  href: "/estatisticasJogo/4002",
};

type LiveCard = Omit<MatchCardProps, "onNavigate" | "id"> & { id: number };

export const LIVE_CARDS: readonly LiveCard[] = [
  {
    id: 2001,
    league: { name: serieA.name, logoUrl: serieA.logoUrl },
    home: TEAMS.flamengo,
    away: TEAMS.palmeiras,
    score: { home: 2, away: 1 },
    statusLabel: "1º tempo",
    odds: bestOdds("Flamengo", "Palmeiras", [1.35, 4.6, 8.5], [0, 1, 4], 0),
    href: "/estatisticasJogo/2001",
  },
  {
    id: 2002,
    league: { name: serieA.name, logoUrl: serieA.logoUrl },
    home: TEAMS.corinthians,
    away: TEAMS.saoPaulo,
    score: { home: 0, away: 0 },
    statusLabel: "Intervalo",
    odds: bestOdds("Corinthians", "São Paulo", [2.9, 2.7, 3.3], [3, 2, 6], 1),
    href: "/estatisticasJogo/2002",
  },
  {
    id: 2101,
    league: { name: libertadores.name, logoUrl: libertadores.logoUrl },
    home: TEAMS.riverPlate,
    away: TEAMS.penarol,
    score: { home: 1, away: 3 },
    statusLabel: "67'",
    odds: bestOdds("River Plate", "Peñarol", [12.0, 6.5, 1.18], [4, 6, 1], 2),
    href: "/estatisticasJogo/2101",
  },
  {
    id: 2201,
    league: { name: premier.name, logoUrl: premier.logoUrl },
    home: TEAMS.arsenal,
    away: TEAMS.chelsea,
    // Just kicked off: the feed has no goals yet.
    score: { home: null, away: null },
    statusLabel: "1'",
    odds: bestOdds("Arsenal", "Chelsea", [1.9, 3.6, 4.2], [0, 3, 2]),
    href: "/estatisticasJogo/2201",
  },
];
