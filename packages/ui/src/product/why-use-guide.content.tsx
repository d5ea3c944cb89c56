// Placar's copy for the home page's 'why use Placar' guide: informative, never an invitation to bet now,
// since Brazilian publicity rules apply to every page; the last section is the responsible-gambling one.
// A .tsx file only so that the package's "./product/*" export (mapped to *.tsx) reaches it from the site.
import { Bell, BookOpen, ChartColumn, HeartHandshake, Radio, Scale, Trophy } from "lucide-react";

import type { WhyUseGuideContent } from "./why-use-guide.tsx";

/** The houses named before they became managed data, in this copy's order; what stories show. */
const SEED_HOUSES = ["Bateu Bet", "HanzBet", "MC Games", "BetPontoBet", "MGM Bet", "Geral Bet", "Lotogreen"];

const WORDS = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez"];
const count = (n: number, feminine: boolean) =>
  n === 1 ? (feminine ? "uma" : "um") : n === 2 ? (feminine ? "duas" : "dois") : (WORDS[n] ?? String(n));
const list = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;

/**
 * The guide's copy naming the houses the site compares now (the active ones, docs/product.md#casas), so switching a
 * house off or renaming it changes this text too.
 */
export function whyUseGuideContentFor(houses: readonly string[]): WhyUseGuideContent {
  const n = houses.length;
  return {
    title: "Por que usar o Placar?",
    intro: "Tudo o que você precisa para acompanhar o futebol do dia e comparar odds com calma, em um só lugar.",
    sections: [
      {
        id: "comparacao",
        navLabel: "Comparação de odds",
        title: `Comparação em tempo real entre ${n} casas licenciadas`,
        icon: ChartColumn,
        paragraphs: [
          `Reunimos as odds de ${list(houses)}, todas licenciadas para operar no Brasil. As cotações são atualizadas ao longo do dia, e você vê de uma vez quanto cada casa paga pela vitória do mandante, pelo empate e pela vitória do visitante.`,
        ],
      },
      {
        id: "melhor-odd",
        navLabel: "Melhor odd",
        title: "A melhor odd de cada resultado em destaque",
        icon: Trophy,
        paragraphs: [
          `Em cada jogo, a maior odd de casa, empate e fora aparece destacada, com o nome da casa que a oferece. Assim você compara sem abrir ${count(n, false)} sites e decide com mais informação, no seu tempo.`,
        ],
      },
      {
        id: "ao-vivo",
        navLabel: "Placar ao vivo",
        title: "Placar ao vivo",
        icon: Radio,
        paragraphs: [
          "Acompanhe gols, cartões e substituições dos jogos em andamento. As partidas do dia ficam separadas nas abas Ao Vivo, Finalizado e Próximo, com a contagem de jogos em cada uma, e você pode navegar pelos dias anteriores e seguintes.",
        ],
      },
      {
        id: "estatisticas",
        navLabel: "Estatísticas",
        title: "Estatísticas e análises",
        icon: BookOpen,
        paragraphs: [
          "Cada partida tem a sua página com estatísticas, escalações no campo, lance a lance, classificação da liga e as odds de todas as casas. A nossa equipe também publica análises dos principais jogos da rodada.",
        ],
      },
      {
        id: "guia",
        navLabel: "Guia de casas",
        title: "Guia das casas de apostas",
        icon: Scale,
        paragraphs: [
          `No Guia de Apostas você encontra os pontos fortes, as promoções e a nossa avaliação de cada uma das ${count(n, true)} casas, para conhecer cada uma antes de decidir se quer abrir uma conta.`,
        ],
      },
      {
        id: "comunidade",
        navLabel: "Comunidade",
        title: "Comunidade no grupo gratuito",
        icon: Bell,
        paragraphs: [
          "Participe do nosso grupo gratuito de palpites e estatísticas para receber as análises do Placar e conversar sobre a rodada com outros torcedores. Crie uma conta grátis para acompanhar o Placar de qualquer aparelho.",
        ],
      },
      {
        id: "jogo-responsavel",
        navLabel: "Jogo responsável",
        title: "Jogo responsável",
        icon: HeartHandshake,
        paragraphs: [
          "Apostas são proibidas para menores de 18 anos, envolvem risco de perda e não são fonte de renda. Aposte apenas o que pode perder, defina limites de tempo e de dinheiro e nunca tente recuperar perdas.",
          "Se sentir que perdeu o controle, pare e procure ajuda: as casas licenciadas oferecem ferramentas de limite e de autoexclusão.",
        ],
      },
    ],
  };
}

const whyUseGuideContent: WhyUseGuideContent = whyUseGuideContentFor(SEED_HOUSES);

export default whyUseGuideContent;
