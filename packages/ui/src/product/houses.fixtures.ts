// Story data for the betting-house components: the seven houses exactly as GET /api/houses/ serves them (the
// data is @placar/core/houses), with each logo drawn inline so no story touches the network.
import { BETTING_HOUSES } from "@placar/core/houses";
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

export const HOUSES: readonly BettingHouseView[] = BETTING_HOUSES.map((h) => ({
  ...h,
  logo: houseLogo(h.house, h.color, h.textColor),
}));

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
