// Story data for the team and league pages (issue 40): Flamengo's page on a Saturday of the Brasileirão, with a
// pinned clock. Images are inline SVG data so that no story touches the network.
import { href } from "@placar/core/routes";

import { LEAGUE_LOGOS, TEAMS, crest } from "./day-games.fixtures.ts";
import type { FormResult } from "./form-badges.tsx";
import type { BestPrice, TeamGameItem } from "./team-games.tsx";

export { BROKEN_IMAGE } from "./day-games.fixtures.ts";

/** The stories' clock: Saturday 22/11/2025, 17:10 in Brasília (Flamengo x Palmeiras in its second half). */
export const NOW = new Date("2025-11-22T20:10:00Z");

type Team = { id: number; name: string; logoUrl: string | null };

const CLUBS = {
  flamengo: { id: 127, ...TEAMS.flamengo },
  palmeiras: { id: 121, ...TEAMS.palmeiras },
  corinthians: { id: 131, ...TEAMS.corinthians },
  fortaleza: { id: 154, name: "Fortaleza", logoUrl: crest("#0b3e91", "#d7182a") },
  bragantino: { id: 794, name: "Red Bull Bragantino", logoUrl: crest("#ffffff", "#d4002b") },
  atleticoMg: { id: 1062, ...TEAMS.atleticoMg },
  vasco: { id: 133, name: "Vasco da Gama", logoUrl: crest("#111111", "#ffffff") },
  racing: { id: 436, name: "Racing Club", logoUrl: crest("#6cace4", "#ffffff") },
  bahia: { id: 118, name: "Bahia", logoUrl: crest("#0055a5", "#e30613") },
} satisfies Record<string, Team>;

const LEAGUES = {
  serieA: { id: 71, name: "Brasileirão Série A", logoUrl: LEAGUE_LOGOS.serieA },
  libertadores: { id: 13, name: "CONMEBOL Libertadores", logoUrl: LEAGUE_LOGOS.libertadores },
  copaDoBrasil: { id: 73, name: "Copa do Brasil", logoUrl: LEAGUE_LOGOS.copaDoBrasil },
};

const side = ({ id, name, logoUrl }: Team) => ({ name, logoUrl, href: href.team(id, name) });
const league = ({ id, name, logoUrl }: (typeof LEAGUES)[keyof typeof LEAGUES]) => ({
  name,
  logoUrl,
  href: href.league(id, name),
});
const price = (odd: number, house: string): BestPrice => ({ odd, house });

/** The header of Flamengo's page (the follow star is added by each story). */
export const FLAMENGO = {
  name: "Flamengo",
  logoUrl: TEAMS.flamengo.logoUrl,
  country: "Brasil",
  competitions: Object.values(LEAGUES).map(({ id, name }) => ({ name, href: href.league(id, name) })),
};

/** What is still to come, the game being played first. */
export const UPCOMING: readonly TeamGameItem[] = [
  {
    id: 1_380_201,
    href: href.match(1_380_201),
    kickoff: "2025-11-22T16:00:00-03:00",
    league: league(LEAGUES.serieA),
    home: side(CLUBS.flamengo),
    away: side(CLUBS.palmeiras),
    status: "live",
    statusLabel: "67'",
    score: { home: 2, away: 1 },
    best: [price(1.3, "Betano"), price(4.75, "Superbet"), price(11, "KTO")],
  },
  {
    id: 1_380_214,
    href: href.match(1_380_214),
    // 21:30 in Brasília is already the next day in UTC: the row must say 26/11.
    kickoff: "2025-11-26T21:30:00-03:00",
    league: league(LEAGUES.serieA),
    home: side(CLUBS.fortaleza),
    away: side(CLUBS.flamengo),
    status: "upcoming",
    best: [price(4.1, "Estrela Bet"), price(3.55, "KTO"), price(1.92, "Betano")],
  },
  {
    id: 1_380_228,
    href: href.match(1_380_228),
    kickoff: "2025-11-30T16:00:00-03:00",
    league: league(LEAGUES.serieA),
    home: side(CLUBS.flamengo),
    away: side(CLUBS.corinthians),
    status: "upcoming",
    best: null,
  },
];

/** The last games, the most recent first, with the result from Flamengo's side and the closing line. */
export const RECENT: readonly TeamGameItem[] = [
  {
    id: 1_380_190,
    href: href.match(1_380_190),
    kickoff: "2025-11-19T21:30:00-03:00",
    league: league(LEAGUES.serieA),
    home: side(CLUBS.bragantino),
    away: side(CLUBS.flamengo),
    status: "finished",
    statusLabel: "Encerrado",
    score: { home: 1, away: 1 },
    outcome: "E",
    best: [price(4.6, "Sportingbet"), price(3.7, "Superbet"), price(1.83, "Betano")],
    closing: true,
  },
  {
    id: 1_380_177,
    href: href.match(1_380_177),
    kickoff: "2025-11-15T18:30:00-03:00",
    league: league(LEAGUES.serieA),
    home: side(CLUBS.flamengo),
    away: side(CLUBS.vasco),
    status: "finished",
    statusLabel: "Encerrado",
    score: { home: 3, away: 0 },
    outcome: "V",
    best: [price(1.45, "KTO"), price(4.4, "Betano"), price(7.5, "Esportes da Sorte")],
    closing: true,
  },
  {
    id: 1_299_845,
    href: href.match(1_299_845),
    kickoff: "2025-11-12T21:30:00-03:00",
    league: league(LEAGUES.libertadores),
    home: side(CLUBS.racing),
    away: side(CLUBS.flamengo),
    status: "finished",
    statusLabel: "Pên.",
    score: { home: 1, away: 0 },
    outcome: "D",
    best: [price(3.2, "bet365"), price(3.05, "Novibet"), price(2.45, "Superbet")],
    closing: true,
  },
  {
    id: 1_380_160,
    href: href.match(1_380_160),
    kickoff: "2025-11-08T19:00:00-03:00",
    league: league(LEAGUES.serieA),
    home: side(CLUBS.bahia),
    away: side(CLUBS.flamengo),
    status: "finished",
    statusLabel: "Encerrado",
    score: { home: 0, away: 2 },
    outcome: "V",
    // A game from before the houses were followed: no closing line kept.
    best: null,
  },
];

/** Flamengo's last five results, oldest first (the newest on the right). */
export const FORM: readonly FormResult[] = ["V", "V", "D", "V", "E"];

/** The longest names the pages meet, for the 360 px checks. */
export const LONG_NAMES: readonly TeamGameItem[] = [
  {
    id: 1_380_240,
    href: href.match(1_380_240),
    kickoff: "2025-11-23T20:30:00-03:00",
    league: {
      name: "Campeonato Brasileiro de Futebol Feminino Série A1 — Fase de Grupos",
      logoUrl: LEAGUE_LOGOS.serieA,
      href: href.league(74, "Brasileiro Feminino A1"),
    },
    home: side(CLUBS.atleticoMg),
    away: side(CLUBS.bragantino),
    status: "upcoming",
    best: [price(2.05, "Esportes da Sorte"), price(3.3, "Estrela Bet"), price(3.9, "Sportingbet")],
  },
  {
    id: 1_380_241,
    href: href.match(1_380_241),
    kickoff: "2025-11-21T21:00:00-03:00",
    league: { name: "Copa do Brasil Sub-20 — Quartas de final, jogo de volta", logoUrl: null },
    home: { name: "Clube Atlético Mineiro Sociedade Anônima do Futebol", logoUrl: TEAMS.atleticoMg.logoUrl },
    away: { name: "Red Bull Bragantino Futebol Ltda.", logoUrl: null },
    status: "finished",
    statusLabel: "Encerrado",
    score: { home: 10, away: 11 },
    outcome: "D",
    best: [price(12.5, "Esportes da Sorte"), null, price(1.12, "Sportingbet")],
    closing: true,
  },
];
