// Story data for the day games panel. Images are inline SVG data so that no story touches the network.
import type { DayGamesLeague, DayGamesTab } from "./day-games-panel.tsx";
import type { BestOddView, OddsRowProps } from "./odds-row.tsx";

export const HOUSES = ["Bateu Bet", "HanzBet", "MC Games", "BetPontoBet", "MGM Bet", "Geral Bet", "Lotogreen"] as const;

/** A two-colour shield, standing in for a club crest. */
export function crest(primary: string, secondary: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">` +
    `<path d="M20 2 36 8v12c0 9-7 15-16 18C11 35 4 29 4 20V8z" fill="${primary}"/>` +
    `<path d="M20 2v36C11 35 4 29 4 20V8z" fill="${secondary}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A round badge, standing in for a league logo. */
export function leagueLogo(fill: string, ring: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">` +
    `<circle cx="20" cy="20" r="18" fill="${ring}"/><circle cx="20" cy="20" r="12" fill="${fill}"/>` +
    `<path d="M20 11l2.6 5.6 6 .6-4.5 4 1.3 6L20 24.2 14.6 27.2l1.3-6-4.5-4 6-.6z" fill="${ring}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A path that the dev server answers with 404, to exercise the image fallbacks. */
export const BROKEN_IMAGE = "/imagens/nao-existe.png";

type Team = { name: string; logoUrl?: string | null };

export const TEAMS = {
  flamengo: { name: "Flamengo", logoUrl: crest("#c8102e", "#111111") },
  palmeiras: { name: "Palmeiras", logoUrl: crest("#006437", "#ffffff") },
  corinthians: { name: "Corinthians", logoUrl: crest("#111111", "#ffffff") },
  saoPaulo: { name: "São Paulo", logoUrl: crest("#e4002b", "#ffffff") },
  gremio: { name: "Grêmio", logoUrl: crest("#0d80bf", "#111111") },
  inter: { name: "Internacional", logoUrl: crest("#e30613", "#ffffff") },
  atleticoMg: { name: "Atlético Mineiro", logoUrl: crest("#111111", "#f5f5f5") },
  cruzeiro: { name: "Cruzeiro", logoUrl: crest("#003d99", "#ffffff") },
  botafogo: { name: "Botafogo", logoUrl: crest("#222222", "#dddddd") },
  fluminense: { name: "Fluminense", logoUrl: crest("#7a1e3b", "#00613c") },
  santos: { name: "Santos", logoUrl: crest("#f2f2f2", "#111111") },
  sport: { name: "Sport Recife", logoUrl: crest("#cc0000", "#111111") },
  goias: { name: "Goiás", logoUrl: crest("#006b3f", "#ffffff") },
  ceara: { name: "Ceará", logoUrl: crest("#111111", "#ffffff") },
  riverPlate: { name: "River Plate", logoUrl: crest("#ffffff", "#e30613") },
  penarol: { name: "Peñarol", logoUrl: crest("#f7d117", "#111111") },
  arsenal: { name: "Arsenal", logoUrl: crest("#ef0107", "#ffffff") },
  liverpool: { name: "Liverpool", logoUrl: crest("#c8102e", "#00b2a9") },
  chelsea: { name: "Chelsea", logoUrl: crest("#034694", "#ffffff") },
  realMadrid: { name: "Real Madrid", logoUrl: crest("#ffffff", "#febe10") },
  barcelona: { name: "Barcelona", logoUrl: crest("#a50044", "#004d98") },
} satisfies Record<string, Team>;

export const LEAGUE_LOGOS = {
  serieA: leagueLogo("#0b6b3a", "#f5b82e"),
  serieB: leagueLogo("#1f3a93", "#e8edf6"),
  copaDoBrasil: leagueLogo("#f5b82e", "#0b6b3a"),
  libertadores: leagueLogo("#111111", "#d4af37"),
  premier: leagueLogo("#3d195b", "#00ff85"),
  laLiga: leagueLogo("#ee8707", "#ffffff"),
};

type RowSpec = {
  id: number;
  home: Team;
  away: Team;
  time: string;
  icon?: OddsRowProps["icon"];
  score?: OddsRowProps["score"];
  /** Home, draw, away odds; null where no house offers one. */
  odds: [number | null, number | null, number | null];
  /** Index into HOUSES for each odd. */
  houses?: [number, number, number];
  /** Which of the three is highlighted as the best. */
  best?: 0 | 1 | 2;
};

export function houseHref(house: string): string {
  return `https://example.com/afiliados/${house.toLowerCase().replaceAll(" ", "-")}`;
}

export function row(spec: RowSpec): OddsRowProps & { id: number } {
  const houses = spec.houses ?? [0, 2, 5];
  const labels = [spec.home.name, "Empate", spec.away.name] as const;
  const odds = spec.odds.map((odd, i): BestOddView | null => {
    if (odd === null) return null;
    const house = HOUSES[houses[i] ?? 0] ?? HOUSES[0];
    return { label: labels[i] ?? "Empate", odd, house, href: houseHref(house), best: spec.best === i };
  }) as unknown as OddsRowProps["odds"];
  return {
    id: spec.id,
    icon: spec.icon ?? "clock",
    home: spec.home,
    away: spec.away,
    time: spec.time,
    score: spec.score ?? null,
    odds,
    href: `/estatisticasJogo/${spec.id}`,
    // Stories stay on the page; the app routes here instead.
    onNavigate: (event) => event.preventDefault(),
  };
}

const T = TEAMS;

export const upcomingLeagues: DayGamesLeague[] = [
  {
    id: 71,
    name: "Brasileirão Série A",
    imageUrl: LEAGUE_LOGOS.serieA,
    rows: [
      row({
        id: 1001,
        home: T.flamengo,
        away: T.palmeiras,
        time: "16:00",
        odds: [2.1, 3.25, 3.6],
        houses: [0, 1, 4],
        best: 0,
      }),
      row({
        id: 1002,
        home: T.corinthians,
        away: T.saoPaulo,
        time: "18:30",
        odds: [2.45, 3.1, 2.95],
        houses: [3, 2, 6],
      }),
      row({
        id: 1003,
        home: T.gremio,
        away: T.inter,
        time: "19:00",
        odds: [2.3, 3.05, 3.2],
        houses: [5, 0, 1],
        best: 2,
      }),
      row({ id: 1004, home: T.atleticoMg, away: T.cruzeiro, time: "20:00", odds: [1.95, 3.4, 4.1], houses: [4, 4, 0] }),
      row({
        id: 1005,
        home: T.botafogo,
        away: T.fluminense,
        time: "21:30",
        odds: [2.05, 3.3, 3.75],
        houses: [6, 3, 2],
      }),
    ],
  },
  {
    id: 72,
    name: "Brasileirão Série B",
    imageUrl: LEAGUE_LOGOS.serieB,
    rows: [
      row({ id: 1101, home: T.santos, away: T.sport, time: "15:00", odds: [1.72, 3.6, 5.0], houses: [1, 2, 3] }),
      row({ id: 1102, home: T.goias, away: T.ceara, time: "17:15", odds: [2.6, 2.95, 2.9], houses: [0, 5, 6] }),
    ],
  },
  {
    id: 73,
    name: "Copa do Brasil",
    imageUrl: LEAGUE_LOGOS.copaDoBrasil,
    rows: [
      row({ id: 1201, home: T.cruzeiro, away: T.flamengo, time: "21:45", odds: [3.1, 3.2, 2.35], houses: [2, 1, 0] }),
    ],
  },
  {
    id: 13,
    name: "CONMEBOL Libertadores",
    imageUrl: LEAGUE_LOGOS.libertadores,
    rows: [
      row({
        id: 1301,
        home: T.riverPlate,
        away: T.palmeiras,
        time: "21:30",
        odds: [2.2, 3.15, 3.4],
        houses: [4, 6, 1],
      }),
      row({ id: 1302, home: T.penarol, away: T.botafogo, time: "19:00", odds: [2.9, 3.0, 2.55], houses: [5, 5, 3] }),
    ],
  },
  {
    id: 39,
    name: "Premier League",
    imageUrl: LEAGUE_LOGOS.premier,
    rows: [
      row({ id: 1401, home: T.arsenal, away: T.liverpool, time: "13:30", odds: [2.4, 3.5, 2.8], houses: [0, 3, 2] }),
      row({ id: 1402, home: T.chelsea, away: T.arsenal, time: "16:00", odds: [2.75, 3.4, 2.5], houses: [6, 1, 4] }),
    ],
  },
  {
    id: 140,
    name: "La Liga",
    imageUrl: LEAGUE_LOGOS.laLiga,
    rows: [
      row({
        id: 1501,
        home: T.realMadrid,
        away: T.barcelona,
        time: "17:00",
        odds: [2.15, 3.6, 3.1],
        houses: [2, 0, 5],
      }),
    ],
  },
];

export const liveLeagues: DayGamesLeague[] = [
  {
    id: 71,
    name: "Brasileirão Série A",
    imageUrl: LEAGUE_LOGOS.serieA,
    rows: [
      row({
        id: 2001,
        icon: "live",
        home: T.flamengo,
        away: T.palmeiras,
        time: "16:00",
        score: { home: 2, away: 1 },
        odds: [1.35, 4.6, 8.5],
        houses: [0, 1, 4],
      }),
      row({
        id: 2002,
        icon: "live",
        home: T.corinthians,
        away: T.saoPaulo,
        time: "16:00",
        score: { home: 0, away: 0 },
        odds: [2.9, 2.7, 3.3],
        houses: [3, 2, 6],
        best: 1,
      }),
    ],
  },
  {
    id: 13,
    name: "CONMEBOL Libertadores",
    imageUrl: LEAGUE_LOGOS.libertadores,
    rows: [
      row({
        id: 2101,
        icon: "live",
        home: T.riverPlate,
        away: T.penarol,
        time: "15:30",
        score: { home: 1, away: 3 },
        odds: [12.0, 6.5, 1.18],
        houses: [4, 6, 1],
      }),
    ],
  },
  {
    id: 39,
    name: "Premier League",
    imageUrl: LEAGUE_LOGOS.premier,
    rows: [
      // Just kicked off: the feed has no goals yet.
      row({
        id: 2201,
        icon: "live",
        home: T.arsenal,
        away: T.chelsea,
        time: "16:30",
        score: { home: null, away: null },
        odds: [1.9, 3.6, 4.2],
        houses: [0, 3, 2],
      }),
    ],
  },
];

export const finishedLeagues: DayGamesLeague[] = [
  {
    id: 71,
    name: "Brasileirão Série A",
    imageUrl: LEAGUE_LOGOS.serieA,
    rows: [
      row({
        id: 3001,
        icon: "check",
        home: T.santos,
        away: T.gremio,
        time: "11:00",
        score: { home: 1, away: 1 },
        odds: [2.5, 3.1, 2.85],
        houses: [1, 1, 2],
      }),
      row({
        id: 3002,
        icon: "check",
        home: T.inter,
        away: T.atleticoMg,
        time: "11:00",
        score: { home: 3, away: 0 },
        odds: [2.2, 3.2, 3.4],
        houses: [6, 0, 5],
      }),
    ],
  },
  {
    id: 140,
    name: "La Liga",
    imageUrl: LEAGUE_LOGOS.laLiga,
    rows: [
      row({
        id: 3101,
        icon: "check",
        home: T.barcelona,
        away: T.realMadrid,
        time: "09:00",
        score: { home: 2, away: 2 },
        odds: [1.95, 3.8, 3.6],
        houses: [4, 3, 0],
      }),
    ],
  },
];

export const leaguesByTab: Record<DayGamesTab, DayGamesLeague[]> = {
  live: liveLeagues,
  finished: finishedLeagues,
  upcoming: upcomingLeagues,
};

export const dayCounts: Record<DayGamesTab, number> = {
  live: 4,
  finished: 3,
  upcoming: 13,
};

/** A busy day: `leagueCount` leagues × `rowsPerLeague` matches, images left out (ball and trophy icons). */
export function busyDay(leagueCount = 30, rowsPerLeague = 10): DayGamesLeague[] {
  const teams = Object.values(TEAMS);
  return Array.from({ length: leagueCount }, (_, l) => ({
    id: 5000 + l,
    name: `Liga ${String(l + 1).padStart(2, "0")}`,
    imageUrl: null,
    rows: Array.from({ length: rowsPerLeague }, (_, r) => {
      const n = l * rowsPerLeague + r;
      const home = teams[n % teams.length] ?? TEAMS.flamengo;
      const away = teams[(n * 7 + 3) % teams.length] ?? TEAMS.palmeiras;
      return row({
        id: 10000 + n,
        home: { name: home.name, logoUrl: null },
        away: { name: away.name, logoUrl: null },
        time: `${String(10 + (n % 12)).padStart(2, "0")}:${n % 2 === 0 ? "00" : "30"}`,
        odds: [1.5 + (n % 9) / 4, 2.9 + (n % 5) / 5, 2.0 + (n % 7) / 3],
        houses: [n % 7, (n + 2) % 7, (n + 4) % 7],
      });
    }),
  }));
}
