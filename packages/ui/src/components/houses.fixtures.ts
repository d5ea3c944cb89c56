// Story data for the betting-house components: the seven houses exactly as GET /api/houses/ serves them
// (apps/api/src/data/houses.ts), with each logo drawn as the API draws it, inline so no story touches the network.
import type { BettingHouseView } from "./offers-box.tsx";

export { BROKEN_IMAGE } from "./day-games.fixtures.ts";

/** The API's logo: the name in bold on the brand colour (apps/api/src/data/svg.ts). */
export function houseLogo(house: string, color: string, textColor: string): string {
  const size = house.length > 9 ? 15 : 17;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48" width="160" height="48">` +
    `<rect width="160" height="48" rx="10" fill="${color}"/>` +
    `<text x="80" y="30" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" ` +
    `font-size="${size}" fill="${textColor}">${house}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

type HouseData = Omit<BettingHouseView, "logo">;

const DATA: readonly HouseData[] = [
  {
    id: 1,
    house: "Bateu Bet",
    slug: "bateu-bet",
    color: "#15803d",
    textColor: "#ffffff",
    link: "https://bateu.bet.br/?ref=placar",
    promos: ["Super odds nos jogos do Brasileirão", "Pagamento antecipado com 2 gols de vantagem", "Pix em minutos"],
    description:
      "Casa brasileira licenciada com foco em futebol nacional: mercados completos do Brasileirão e da Copa do Brasil, odds turbinadas nos clássicos e saques por Pix processados rapidamente.",
    ranking: 1,
    review: "Excelente",
    rating: 4.8,
  },
  {
    id: 2,
    house: "MGM Bet",
    slug: "mgm-bet",
    color: "#b8860b",
    textColor: "#000000",
    link: "https://mgm.bet.br/?ref=placar",
    promos: ["Odds entre as mais altas do mercado", "Cashback de até 20% em apostas ao vivo", "Transmissões ao vivo"],
    description:
      "Margens baixas no 1X2 fazem da MGM Bet a casa que mais vezes aparece com a melhor odd no Placar. Boa cobertura de ligas europeias e apostas ao vivo estáveis.",
    ranking: 2,
    review: "Excelente",
    rating: 4.7,
  },
  {
    id: 3,
    house: "BetPontoBet",
    slug: "betpontobet",
    color: "#2563eb",
    textColor: "#ffffff",
    link: "https://betpontobet.bet.br/?ref=placar",
    promos: ["Depósito turbinado na primeira recarga", "Criar aposta em todos os jogos da Série A", "Cash out parcial"],
    description:
      "Interface simples, criador de apostas em praticamente todos os jogos da Série A e cash out parcial. Uma boa escolha para quem acompanha vários campeonatos ao mesmo tempo.",
    ranking: 3,
    review: "Muito bom",
    rating: 4.5,
  },
  {
    id: 4,
    house: "Lotogreen",
    slug: "lotogreen",
    color: "#0f766e",
    textColor: "#ffffff",
    link: "https://lotogreen.bet.br/?ref=placar",
    promos: ["Cashback diário em apostas esportivas", "Bônus do Brasileirão para novos cadastros", "Saque via Pix"],
    description:
      "Casa com forte presença no Norte e Nordeste, cashback diário para apostadores frequentes e promoções recorrentes nas rodadas do Brasileirão.",
    ranking: 4,
    review: "Muito bom",
    rating: 4.3,
  },
  {
    id: 5,
    house: "HanzBet",
    slug: "hanzbet",
    color: "#7c3aed",
    textColor: "#ffffff",
    link: "https://hanz.bet.br/?ref=placar",
    promos: ["Cashback de até 30% na primeira semana", "Odds aumentadas em jogos selecionados", "App leve para Android"],
    description:
      "Boa variedade de mercados de escanteios e cartões, odds aumentadas em jogos selecionados e um aplicativo leve que funciona bem mesmo em conexões lentas.",
    ranking: 5,
    review: "Bom",
    rating: 4.1,
  },
  {
    id: 6,
    house: "Geral Bet",
    slug: "geral-bet",
    color: "#dc2626",
    textColor: "#ffffff",
    link: "https://geral.bet.br/?ref=placar",
    promos: ["Pagamento antecipado no futebol", "Apostas múltiplas com odds turbinadas", "Atendimento em português 24 h"],
    description:
      "Foco em apostas múltiplas, com odds turbinadas em combinações de jogos do dia, pagamento antecipado e atendimento em português a qualquer hora.",
    ranking: 6,
    review: "Bom",
    rating: 4.0,
  },
  {
    id: 7,
    house: "MC Games",
    slug: "mc-games",
    color: "#ea580c",
    textColor: "#000000",
    link: "https://mcgames.bet.br/?ref=placar",
    promos: ["Bônus do Brasileirão em rodadas selecionadas", "Missões semanais com prêmios", "Pix sem taxa"],
    description:
      "Casa com promoções gamificadas e missões semanais. As margens são mais altas que as das concorrentes, então compare as odds antes de apostar.",
    ranking: 7,
    review: "Regular",
    rating: 3.7,
  },
];

/** The seven houses in the guide's order, each with its logo. */
export const HOUSES: readonly BettingHouseView[] = DATA.map((h) => ({ ...h, logo: houseLogo(h.house, h.color, h.textColor) }));

/** Houses whose names and promos run long, to check wrapping in narrow columns. */
export const LONG_NAME_HOUSES: readonly BettingHouseView[] = [
  {
    ...HOUSES[0]!,
    id: 101,
    house: "Bateu Bet Apostas Esportivas Brasil Oficial",
    promos: [
      "Super odds em todos os jogos do Brasileirão Série A, da Copa do Brasil e da Libertadores da América",
      "Pagamento antecipado quando seu time abre 2 gols de vantagem",
    ],
    description:
      "Casa brasileira licenciada com foco em futebol nacional, com mercados completos do Brasileirão, da Copa do Brasil, da Libertadores e da Sul-Americana, odds turbinadas nos clássicos regionais, transmissões ao vivo de jogos selecionados e saques por Pix processados rapidamente em qualquer dia da semana.",
  },
  // No logo: the fallback writes the long name on the brand colour, truncated inside the same box.
  { ...HOUSES[1]!, id: 102, house: "MGMBetApostasOnlineLicenciadaNoBrasil", logo: null },
  { ...HOUSES[2]!, id: 103, promos: ["Depósito turbinado"] },
];
