// Story data for the news and statistics components: analyses of a Brasileirão round, with a pinned clock.
// Images are inline SVG data so that no story touches the network.
import { TEAMS } from "./day-games.fixtures.ts";

export { BROKEN_IMAGE, TEAMS } from "./day-games.fixtures.ts";

/** The stories' clock: Sunday 23/11/2025, 15:00 in São Paulo. */
export const NOW = new Date("2025-11-23T18:00:00Z");

const hoursAgo = (h: number): string => new Date(NOW.getTime() - h * 3_600_000).toISOString();

/** A pitch seen from the stands under floodlights, standing in for an article's banner photo. */
export function pitchPhoto(sky: string, grass: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/>` +
    `<stop offset="1" stop-color="#0b1322"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#s)"/>` +
    `<rect y="120" width="640" height="40" fill="#1b2436"/>` +
    `<path d="M0 160h640v200H0z" fill="${grass}"/>` +
    `<path d="M0 200h640M0 250h640M0 300h640" stroke="#ffffff" stroke-opacity=".08" stroke-width="24"/>` +
    `<path d="M320 160v200M60 360l60-200h400l60 200" fill="none" stroke="#ffffff" stroke-opacity=".7" stroke-width="3"/>` +
    `<ellipse cx="320" cy="250" rx="90" ry="34" fill="none" stroke="#ffffff" stroke-opacity=".7" stroke-width="3"/>` +
    `<circle cx="90" cy="40" r="16" fill="#fff7d6"/><circle cx="550" cy="40" r="16" fill="#fff7d6"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const PHOTOS = {
  evening: pitchPhoto("#3b5b9a", "#1f7a3d"),
  dusk: pitchPhoto("#8a4b6b", "#2a7f45"),
  night: pitchPhoto("#1c2a4a", "#17663a"),
  day: pitchPhoto("#5fa8e0", "#2f9151"),
} as const;

type Team = { name: string; logoUrl?: string | null };

/** One published analysis, shaped like the blog API's article plus the page's derived link. */
export type NewsFixture = {
  id: number;
  title: string;
  subtitle: string;
  author: string;
  created_at: string;
  image: string | null;
  home: Team;
  away: Team;
  slug: string;
};

export const ARTICLES: readonly NewsFixture[] = [
  {
    id: 41,
    title: "Flamengo x Palmeiras: o clássico que pode decidir o Brasileirão",
    subtitle:
      "Líder e vice se enfrentam no Maracanã com campanhas quase idênticas. Veja o retrospecto recente, os desfalques confirmados e como as odds das sete casas se moveram durante a semana.",
    author: "Ana Lima",
    created_at: hoursAgo(2),
    image: PHOTOS.evening,
    home: TEAMS.flamengo,
    away: TEAMS.palmeiras,
    slug: "futebol-2025-11-23-brasileirao-serie-a-flamengo-x-palmeiras",
  },
  {
    id: 40,
    title: "Grêmio x Internacional: Gre-Nal com os dois times pressionados",
    subtitle:
      "Os dois gaúchos brigam contra a parte de baixo da tabela. Números de escanteios, cartões e finalizações dos últimos cinco jogos.",
    author: "Rafael Souza",
    created_at: hoursAgo(5),
    image: PHOTOS.dusk,
    home: TEAMS.gremio,
    away: TEAMS.inter,
    slug: "futebol-2025-11-23-brasileirao-serie-a-gremio-x-internacional",
  },
  {
    id: 39,
    title: "Corinthians x São Paulo: Majestoso em Itaquera",
    subtitle:
      "O mandante não perde em casa há oito rodadas. Confira as prováveis escalações e o desempenho de cada equipe como visitante.",
    author: "Juliana Castro",
    created_at: hoursAgo(26),
    image: PHOTOS.night,
    home: TEAMS.corinthians,
    away: TEAMS.saoPaulo,
    slug: "futebol-2025-11-22-brasileirao-serie-a-corinthians-x-sao-paulo",
  },
  {
    id: 38,
    title: "Atlético Mineiro x Cruzeiro: clássico mineiro no Mineirão",
    subtitle:
      "Média de gols alta nos últimos confrontos e muitos cartões. Veja as estatísticas completas antes do jogo.",
    author: "Pedro Almeida",
    created_at: hoursAgo(50),
    image: PHOTOS.day,
    home: TEAMS.atleticoMg,
    away: TEAMS.cruzeiro,
    slug: "futebol-2025-11-21-brasileirao-serie-a-atletico-mineiro-x-cruzeiro",
  },
  {
    id: 37,
    title: "Botafogo x Fluminense: o clássico vovô no Nilton Santos",
    subtitle:
      "O Botafogo tem o melhor ataque do returno; o Fluminense, a defesa mais vazada. O que os números dizem sobre o jogo.",
    author: "Ana Lima",
    created_at: hoursAgo(24 * 4),
    image: PHOTOS.evening,
    home: TEAMS.botafogo,
    away: TEAMS.fluminense,
    slug: "futebol-2025-11-19-brasileirao-serie-a-botafogo-x-fluminense",
  },
  {
    id: 36,
    title: "Santos x Sport: duelo direto na luta contra o rebaixamento",
    subtitle:
      "Três pontos valem muito para os dois lados. Desfalques, retrospecto e a variação das odds ao longo da semana.",
    author: "Rafael Souza",
    created_at: hoursAgo(24 * 6),
    image: null,
    home: TEAMS.santos,
    away: TEAMS.sport,
    slug: "futebol-2025-11-17-brasileirao-serie-a-santos-x-sport",
  },
  {
    id: 35,
    title: "River Plate x Peñarol: mata-mata da Libertadores em Buenos Aires",
    subtitle:
      "O River decide em casa depois do empate no Uruguai. Estatísticas dos dois jogos e o histórico em mata-matas.",
    author: "Juliana Castro",
    created_at: hoursAgo(24 * 12),
    image: PHOTOS.night,
    home: TEAMS.riverPlate,
    away: TEAMS.penarol,
    slug: "futebol-2025-11-11-libertadores-river-plate-x-penarol",
  },
  {
    id: 34,
    title: "Arsenal x Liverpool: topo da Premier League em jogo",
    subtitle:
      "Os dois primeiros colocados se enfrentam em Londres. Posse de bola, finalizações e gols esperados na temporada.",
    author: "Pedro Almeida",
    created_at: hoursAgo(24 * 40),
    image: PHOTOS.dusk,
    home: TEAMS.arsenal,
    away: TEAMS.liverpool,
    slug: "futebol-2025-10-14-premier-league-arsenal-x-liverpool",
  },
  {
    id: 33,
    title: "Real Madrid x Barcelona: o clássico espanhol em números",
    subtitle: "Artilheiros, assistências e o retrospecto dos últimos dez clássicos.",
    author: "Ana Lima",
    created_at: hoursAgo(24 * 70),
    image: PHOTOS.day,
    home: TEAMS.realMadrid,
    away: TEAMS.barcelona,
    slug: "futebol-2025-09-14-la-liga-real-madrid-x-barcelona",
  },
  {
    id: 32,
    title: "Chelsea x Arsenal: dérbi londrino",
    subtitle: "Os números do dérbi nas últimas temporadas.",
    author: "Rafael Souza",
    created_at: hoursAgo(24 * 400),
    image: PHOTOS.evening,
    home: TEAMS.chelsea,
    away: TEAMS.arsenal,
    slug: "futebol-2024-10-19-premier-league-chelsea-x-arsenal",
  },
];

/** The article page's address, as the site's route map builds it. */
export function articleHref(article: Pick<NewsFixture, "id" | "slug">): string {
  return `/estatisticas/${article.id}?slug=${article.slug}`;
}

export const LONG_TITLE =
  "Clube Atlético Mineiro Sociedade Anônima do Futebol x Sport Club Corinthians Paulista: análise completa do confronto decisivo da 38ª rodada do Campeonato Brasileiro";

export const LONG_SUBTITLE =
  "Os dois times chegam à última rodada separados por um ponto na tabela. Analisamos o retrospecto dos últimos dez confrontos, os desfalques confirmados pelos departamentos médicos, as prováveis escalações, o desempenho como mandante e visitante ao longo do returno, as médias de escanteios, cartões e finalizações, e como as odds das sete casas licenciadas se moveram ao longo da semana.";
