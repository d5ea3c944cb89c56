// Story data for the match page components: Flamengo x Palmeiras at the Maracanã, Brasileirão Série A.
// Images are inline SVG data so that no story touches the network.
import type { MatchEvent } from "./event-timeline.tsx";
import type { LineupTeam } from "./lineup-pitch.tsx";
import type { HouseBrand, HouseOdd } from "./odds-by-house.tsx";
import type { NavItem } from "./mobile-menu.tsx";
import type { StandingsRow } from "./standings-table.tsx";
import type { StatTeam } from "./stat-comparison.tsx";
import { LEAGUE_LOGOS, TEAMS, crest } from "./day-games.fixtures.ts";

export { BROKEN_IMAGE, LEAGUE_LOGOS, TEAMS } from "./day-games.fixtures.ts";

export const FLAMENGO_ID = 127;
export const PALMEIRAS_ID = 121;

export const matchHeader = {
  league: { name: "Brasileirão Série A", logoUrl: LEAGUE_LOGOS.serieA },
  home: TEAMS.flamengo,
  away: TEAMS.palmeiras,
  time: "16:00",
  date: "23/11/2025",
  venue: { name: "Estádio do Maracanã", city: "Rio de Janeiro" },
};

export const homeStats: StatTeam = {
  name: "Flamengo",
  statistics: [
    { type: "Ball Possession", value: "58%" },
    { type: "Total Shots", value: 16 },
    { type: "Shots on Goal", value: 7 },
    { type: "Corner Kicks", value: 8 },
    { type: "Fouls", value: 11 },
    { type: "Offsides", value: 2 },
    { type: "Yellow Cards", value: 2 },
    { type: "Red Cards", value: null },
    { type: "Goalkeeper Saves", value: 3 },
    { type: "Total passes", value: 512 },
    { type: "Passes %", value: "88%" },
    { type: "expected_goals", value: "1.94" },
  ],
};

export const awayStats: StatTeam = {
  name: "Palmeiras",
  statistics: [
    { type: "Ball Possession", value: "42%" },
    { type: "Total Shots", value: 9 },
    { type: "Shots on Goal", value: 4 },
    { type: "Corner Kicks", value: 3 },
    { type: "Fouls", value: 15 },
    { type: "Offsides", value: null },
    { type: "Yellow Cards", value: 3 },
    { type: "Red Cards", value: 1 },
    { type: "Goalkeeper Saves", value: 5 },
    { type: "Total passes", value: 371 },
    { type: "Passes %", value: "81%" },
    { type: "expected_goals", value: "0.87" },
  ],
};

const p = (name: string, number: number, pos: string, grid: string | null = null) => ({ name, number, pos, grid });

export const homeLineup: LineupTeam = {
  name: "Flamengo",
  formation: "4-2-3-1",
  coach: "Filipe Luís",
  startXI: [
    p("Agustín Rossi", 1, "G", "1:1"),
    p("Guillermo Varela", 2, "D", "2:4"),
    p("Léo Ortiz", 3, "D", "2:3"),
    p("Léo Pereira", 4, "D", "2:2"),
    p("Alex Sandro", 26, "D", "2:1"),
    p("Erick Pulgar", 5, "M", "3:2"),
    p("Jorginho", 21, "M", "3:1"),
    p("Luiz Araújo", 7, "M", "4:3"),
    p("Giorgian de Arrascaeta", 10, "M", "4:2"),
    p("Samuel Lino", 16, "M", "4:1"),
    p("Pedro", 9, "F", "5:1"),
  ],
  substitutes: [
    p("Matheus Cunha", 25, "G"),
    p("Danilo", 13, "D"),
    p("Ayrton Lucas", 6, "D"),
    p("Saúl Ñíguez", 8, "M"),
    p("Everton Cebolinha", 11, "F"),
    p("Bruno Henrique", 27, "F"),
    p("Gonzalo Plata", 50, "F"),
  ],
};

export const awayLineup: LineupTeam = {
  name: "Palmeiras",
  formation: "4-3-3",
  coach: "Abel Ferreira",
  startXI: [
    p("Carlos Miguel", 1, "G", "1:1"),
    p("Khellven", 12, "D", "2:4"),
    p("Gustavo Gómez", 15, "D", "2:3"),
    p("Bruno Fuchs", 3, "D", "2:2"),
    p("Piquerez", 22, "D", "2:1"),
    p("Andreas Pereira", 8, "M", "3:3"),
    p("Aníbal Moreno", 5, "M", "3:2"),
    p("Raphael Veiga", 23, "M", "3:1"),
    p("Felipe Anderson", 7, "F", "4:3"),
    p("Vitor Roque", 9, "F", "4:2"),
    p("José Manuel López", 42, "F", "4:1"),
  ],
  substitutes: [
    p("Weverton", 21, "G"),
    p("Murilo", 26, "D"),
    p("Emiliano Martínez", 32, "M"),
    p("Maurício", 18, "M"),
    p("Facundo Torres", 17, "F"),
    p("Ramón Sosa", 19, "F"),
  ],
};

const fla = { id: FLAMENGO_ID, name: "Flamengo" };
const pal = { id: PALMEIRAS_ID, name: "Palmeiras" };
const ev = (
  team: typeof fla,
  elapsed: number,
  extra: number | null,
  type: string,
  detail: string,
  player: string | null,
  assist: string | null = null,
): MatchEvent => ({
  team,
  time: { elapsed, extra },
  type,
  detail,
  player: player ? { name: player } : null,
  assist: assist ? { name: assist } : null,
  comments: null,
});

export const events: MatchEvent[] = [
  ev(fla, 12, null, "Goal", "Normal Goal", "Pedro", "Giorgian de Arrascaeta"),
  ev(pal, 23, null, "Card", "Yellow Card", "Aníbal Moreno"),
  ev(pal, 34, null, "Goal", "Normal Goal", "Vitor Roque", "Raphael Veiga"),
  ev(fla, 41, null, "Card", "Yellow Card", "Erick Pulgar"),
  ev(fla, 45, 2, "Var", "Goal cancelled", "Léo Pereira"),
  ev(pal, 46, null, "subst", "Substitution 1", "Andreas Pereira", "Emiliano Martínez"),
  ev(fla, 58, null, "Var", "Penalty confirmed", "Pedro"),
  ev(fla, 60, null, "Goal", "Penalty", "Giorgian de Arrascaeta"),
  ev(pal, 67, null, "Card", "Red Card", "Gustavo Gómez"),
  ev(fla, 72, null, "subst", "Substitution 1", "Samuel Lino", "Bruno Henrique"),
  ev(pal, 84, null, "Goal", "Missed Penalty", "Raphael Veiga"),
  ev(pal, 89, null, "Card", "Second Yellow card", "Aníbal Moreno"),
  ev(fla, 90, 4, "Goal", "Own Goal", "Bruno Fuchs"),
];

const split = (played: number, win: number, draw: number, lose: number, gf: number, ga: number) => ({
  played,
  win,
  draw,
  lose,
  goals: { for: gf, against: ga },
});

const teamRow = (
  rank: number,
  id: number,
  name: string,
  colours: [string, string],
  s: ReturnType<typeof split>,
  form: string,
  description: string | null,
): StandingsRow => ({
  rank,
  team: { id, name, logo: crest(colours[0], colours[1]) },
  points: s.win * 3 + s.draw,
  goalsDiff: s.goals.for - s.goals.against,
  form,
  description,
  all: s,
});

export const standings: StandingsRow[] = [
  teamRow(
    1,
    FLAMENGO_ID,
    "Flamengo",
    ["#c8102e", "#111111"],
    split(35, 22, 8, 5, 71, 24),
    "WWDWW",
    "Promotion - Libertadores (Group Stage)",
  ),
  teamRow(
    2,
    PALMEIRAS_ID,
    "Palmeiras",
    ["#006437", "#ffffff"],
    split(35, 22, 6, 7, 62, 31),
    "WLWWD",
    "Promotion - Libertadores (Group Stage)",
  ),
  teamRow(
    3,
    1062,
    "Cruzeiro",
    ["#003d99", "#ffffff"],
    split(35, 19, 10, 6, 54, 28),
    "DWWLW",
    "Promotion - Libertadores (Group Stage)",
  ),
  teamRow(
    4,
    135,
    "Mirassol",
    ["#f5d300", "#006b3f"],
    split(35, 17, 12, 6, 58, 35),
    "WDDWW",
    "Promotion - Libertadores (Group Stage)",
  ),
  teamRow(
    5,
    152,
    "Fluminense",
    ["#7a1e3b", "#00613c"],
    split(35, 17, 7, 11, 47, 39),
    "LWWDW",
    "Promotion - Libertadores (Qualification)",
  ),
  teamRow(
    6,
    120,
    "Botafogo",
    ["#222222", "#dddddd"],
    split(35, 15, 11, 9, 52, 33),
    "DLWDW",
    "Promotion - Libertadores (Qualification)",
  ),
  teamRow(
    7,
    118,
    "Bahia",
    ["#005ca9", "#e30613"],
    split(35, 16, 8, 11, 46, 44),
    "WLLWD",
    "Promotion - Copa Sudamericana (Group Stage)",
  ),
  teamRow(
    8,
    126,
    "São Paulo",
    ["#e4002b", "#ffffff"],
    split(35, 13, 9, 13, 40, 42),
    "LDWLW",
    "Promotion - Copa Sudamericana (Group Stage)",
  ),
  teamRow(17, 134, "Athletico Paranaense", ["#c8102e", "#111111"], split(35, 9, 9, 17, 34, 51), "LLDWL", "Relegation"),
  teamRow(18, 794, "Red Bull Bragantino", ["#ffffff", "#d0021b"], split(35, 9, 8, 18, 36, 58), "LDLLW", "Relegation"),
  teamRow(19, 1193, "Juventude", ["#00843d", "#ffffff"], split(35, 8, 7, 20, 29, 63), "LLLDL", "Relegation"),
  teamRow(20, 123, "Sport Recife", ["#cc0000", "#111111"], split(35, 3, 11, 21, 26, 64), "DLLLL", "Relegation"),
];

/** The seven houses as GET /api/houses/ returns them (logos as inline SVG, two missing to show the fallback). */
export const houses: HouseBrand[] = [
  { house: "Bateu Bet", color: "#15803d", textColor: "#ffffff", link: "https://bateu.bet.br/?ref=placar" },
  { house: "MGM Bet", color: "#b8860b", textColor: "#000000", link: "https://mgm.bet.br/?ref=placar" },
  { house: "BetPontoBet", color: "#2563eb", textColor: "#ffffff", link: "https://betpontobet.bet.br/?ref=placar" },
  { house: "Lotogreen", color: "#0f766e", textColor: "#ffffff", link: "https://lotogreen.bet.br/?ref=placar" },
  { house: "HanzBet", color: "#7c3aed", textColor: "#ffffff", link: "https://hanz.bet.br/?ref=placar" },
  { house: "Geral Bet", color: "#dc2626", textColor: "#ffffff", link: "https://geral.bet.br/?ref=placar" },
  { house: "MC Games", color: "#ea580c", textColor: "#000000", link: "https://mcgames.bet.br/?ref=placar" },
].map((h) => ({
  ...h,
  logoUrl: h.house === "MC Games" || h.house === "Geral Bet" ? null : wordmark(h.house, h.color, h.textColor),
}));

/** A house's wordmark on its brand colour, standing in for its logo. */
export function wordmark(name: string, fill: string, text: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="28" viewBox="0 0 96 28">` +
    `<rect width="96" height="28" rx="6" fill="${fill}"/>` +
    `<text x="48" y="18.5" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="700" fill="${text}">${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function triple(
  bet: string,
  home: number,
  draw: number,
  away: number,
  homeName = "Flamengo",
  awayName = "Palmeiras",
): HouseOdd[] {
  return [
    { bet, option: homeName, odd: home },
    { bet, option: "Empate", odd: draw },
    { bet, option: awayName, odd: away },
  ];
}

export const odds: HouseOdd[] = [
  ...triple("Bateu Bet", 2.1, 3.25, 3.5),
  ...triple("MGM Bet", 2.05, 3.3, 3.6),
  ...triple("BetPontoBet", 2.12, 3.2, 3.45),
  ...triple("Lotogreen", 2.08, 3.35, 3.4),
  ...triple("HanzBet", 2.0, 3.3, 3.55),
  ...triple("Geral Bet", 2.1, 3.15, 3.5),
  // One house without a draw price.
  { bet: "MC Games", option: "Flamengo", odd: 2.06 },
  { bet: "MC Games", option: "Palmeiras", odd: 3.52 },
];

export { triple };

/** The main navigation as the site passes it (the current page marked). */
export function navItems(current: string): NavItem[] {
  return [
    { href: "/", label: "Placar" },
    { href: "/odds-ao-vivo", label: "Ao Vivo" },
    { href: "/guia-apostas", label: "Guia de Apostas" },
    { href: "/comunidade", label: "Comunidade" },
    { href: "/estatisticas", label: "Estatísticas" },
  ].map((item) => ({ ...item, current: item.href === current }));
}
