/**
 * The seven licensed betting houses Placar compares, as product data: what the offers box, the betting guide and the
 * odds buttons show. Names are spelt exactly as docs/product.md#betting-houses does; the names also key the odds.
 * Affiliate links carry our reference; pages must render them with rel="sponsored noopener noreferrer". Since houses
 * became managed data (docs/product.md#casas) this list is the database's seed and the stories' data; the API reads the
 * houses from the database.
 */
export interface BettingHouse {
  id: number;
  house: string;
  slug: string;
  /** Brand colour (hex), for the house's button and logo. */
  color: string;
  /** Text colour with AA contrast on `color`. */
  textColor: string;
  link: string;
  /** The authorisation published by the SPA/MF ("Portaria SPA/MF nº 1.234/2024"). */
  licence: string;
  /** The house's .bet.br domain (its affiliate link points there). */
  domain: string;
  /** Offer bullets of the offers box. */
  promos: string[];
  /** The betting guide's description. */
  description: string;
  /** Position in the guide (1 = best rated). */
  ranking: number;
  /** The guide's review label. */
  review: string;
  rating: number;
}

export const BETTING_HOUSES: readonly BettingHouse[] = [
  {
    id: 1,
    house: "Bateu Bet",
    slug: "bateu-bet",
    color: "#15803d",
    textColor: "#ffffff",
    link: "https://bateu.bet.br/?ref=placar",
    licence: "Portaria SPA/MF nº 2.090/2024",
    domain: "bateu.bet.br",
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
    licence: "Portaria SPA/MF nº 2.093/2024",
    domain: "mgm.bet.br",
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
    licence: "Portaria SPA/MF nº 2.101/2024",
    domain: "betpontobet.bet.br",
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
    licence: "Portaria SPA/MF nº 2.110/2024",
    domain: "lotogreen.bet.br",
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
    licence: "Portaria SPA/MF nº 2.117/2024",
    domain: "hanz.bet.br",
    promos: [
      "Cashback de até 30% na primeira semana",
      "Odds aumentadas em jogos selecionados",
      "App leve para Android",
    ],
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
    licence: "Portaria SPA/MF nº 2.125/2024",
    domain: "geral.bet.br",
    promos: [
      "Pagamento antecipado no futebol",
      "Apostas múltiplas com odds turbinadas",
      "Atendimento em português 24 h",
    ],
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
    licence: "Portaria SPA/MF nº 2.131/2024",
    domain: "mcgames.bet.br",
    promos: ["Bônus do Brasileirão em rodadas selecionadas", "Missões semanais com prêmios", "Pix sem taxa"],
    description:
      "Casa com promoções gamificadas e missões semanais. As margens são mais altas que as das concorrentes, então compare as odds antes de apostar.",
    ranking: 7,
    review: "Regular",
    rating: 3.7,
  },
];
