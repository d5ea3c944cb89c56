import { BUSINESS_TZ, formatDate, formatTime } from "@placar/core/dates";
import { fairMarket, formatPercent } from "@placar/core/market";
import { formatDecimal } from "@placar/core/odds";
import { href } from "@placar/core/routes";
import type { ProviderStanding } from "../providers/details.ts";

/**
 * The demo's analysis articles: written from a match's real demo data (table, recent form, the seven houses'
 * prices), in the product's voice. They describe prices and probabilities; they never tell the reader to bet.
 */

export interface DemoArticleMatch {
  afbFixtureId: number;
  kickoff: Date;
  league: { name: string };
  home: { id: number; name: string };
  away: { id: number; name: string };
  venue: { name: string; city: string | null } | null;
  odds: ReadonlyArray<{ house: string; home: number; draw: number; away: number }>;
  homeRow: ProviderStanding | null;
  awayRow: ProviderStanding | null;
}

export interface DemoArticleText {
  title: string;
  subtitle: string;
  author: string;
  /** HTML as the news editor would write it (stored only after sanitizing, like any other article). */
  message: string;
}

const AUTHORS = ["Redação Placar", "Marina Albuquerque", "Rafael Tavares", "Camila Nogueira", "Diego Moreira"];

const weekdayFormat = new Intl.DateTimeFormat("pt-BR", { weekday: "long", timeZone: BUSINESS_TZ });
/** Prices and averages as the pages write them ('2,10'): core's one pt-BR formatter. */
const number = (n: number, digits = 2) => formatDecimal(n, digits);
/** As the pages write a share ('58,1%'): the article's numbers and the tables beside it must read the same. */
const pct = (n: number) => formatPercent(n);

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** "pelo Brasileirão", but "pela Copa do Brasil", "pela Premier League": most competitions are feminine (liga, copa, taça). */
function by(league: string): string {
  return /^(Brasileir|Campeonato|Torneio|Paulist|Carioca|Gauch|Mineir|Estadual)/i.test(league) ? "pelo" : "pela";
}

type Outcome = "home" | "draw" | "away";

interface Best {
  outcome: Outcome;
  odd: number;
  house: string;
  lowest: number;
  probability: number;
}

/**
 * Best and lowest price per outcome, and each outcome's probability: the houses' consensus without their margin
 * (Shin's method, `fairMarket`), the very number the match page's and the analysis's 'Odd justa' table shows as
 * 'Probabilidade implícita'. (The best prices' own book, normalised, gave another number under the same words: 57,0%
 * in the text against 58,1% in the table.)
 */
function priceBoard(odds: DemoArticleMatch["odds"]): { best: Record<Outcome, Best>; margin: number } | null {
  if (odds.length === 0) return null;
  const outcomes: Outcome[] = ["home", "draw", "away"];
  const partial = outcomes.map((outcome) => {
    let top = odds[0]!;
    let lowest = odds[0]![outcome];
    for (const o of odds) {
      if (o[outcome] > top[outcome]) top = o;
      lowest = Math.min(lowest, o[outcome]);
    }
    return { outcome, odd: top[outcome], house: top.house, lowest };
  });
  const inverse = partial.reduce((sum, p) => sum + 1 / p.odd, 0);
  const market = fairMarket(
    odds.map((o) => ({ bet: o.house, home: o.home, draw: o.draw, away: o.away })),
    "shin",
  );
  if (!market) return null;
  const best = Object.fromEntries(
    partial.map((p, i) => [p.outcome, { ...p, probability: market.probabilities[i]! }]),
  ) as Record<Outcome, Best>;
  return { best, margin: inverse - 1 };
}

const FORM_WORDS: Record<string, string> = { W: "V", D: "E", L: "D" };

function formLine(row: ProviderStanding): string {
  if (!row.form) return "";
  const letters = [...row.form].map((c) => FORM_WORDS[c] ?? c).join(" ");
  return ` Últimos jogos (do mais recente ao mais antigo): <strong>${letters}</strong>.`;
}

function tableLine(name: string, row: ProviderStanding, league: string): string {
  const a = row.all;
  // Cups and split leagues have several tables ("Grupo B"); a league's single table is named after the league.
  const group = row.group && row.group !== league ? ` (${escape(row.group)})` : "";
  return (
    `<li><strong>${escape(name)}</strong>: ${row.rank}º colocado${group}, ` +
    `${row.points} pontos em ${a.played} jogos (${a.win} vitórias, ${a.draw} empates e ${a.lose} derrotas), ` +
    `${a.goals.for} gols marcados e ${a.goals.against} sofridos.${formLine(row)}</li>`
  );
}

function momentum(m: DemoArticleMatch): string {
  const { homeRow: h, awayRow: a } = m;
  if (!h || !a) {
    return (
      `<p>Não há tabela de classificação comparável para os dois times nesta competição, então a leitura do confronto ` +
      `se apoia sobretudo no que as cotações das casas indicam.</p>`
    );
  }
  const gap = h.points - a.points;
  const leader = gap > 0 ? m.home.name : m.away.name;
  const comparison =
    gap === 0
      ? `As duas equipes chegam empatadas em pontos, separadas apenas pelos critérios de desempate.`
      : `<strong>${escape(leader)}</strong> leva vantagem de ${Math.abs(gap)} ${Math.abs(gap) === 1 ? "ponto" : "pontos"} na tabela.`;
  const goals = (r: ProviderStanding) => (r.all.played > 0 ? r.all.goals.for / r.all.played : 0);
  const perGame = (n: number) => `${number(n, 1)} ${n >= 2 ? "gols" : "gol"}`;
  return (
    `<ul>${tableLine(m.home.name, h, m.league.name)}${tableLine(m.away.name, a, m.league.name)}</ul>` +
    `<p>${comparison} Em média, ${escape(m.home.name)} marca ${perGame(goals(h))} por jogo e ` +
    `${escape(m.away.name)}, ${perGame(goals(a))}.</p>`
  );
}

function oddsSection(m: DemoArticleMatch): { html: string; favourite: string | null; favouriteProbability: number } {
  const board = priceBoard(m.odds);
  if (!board) {
    return {
      html: `<p>As casas ainda não publicaram cotações para esta partida.</p>`,
      favourite: null,
      favouriteProbability: 0,
    };
  }
  const { best, margin } = board;
  const label: Record<Outcome, string> = {
    home: `Vitória de ${escape(m.home.name)}`,
    draw: "Empate",
    away: `Vitória de ${escape(m.away.name)}`,
  };
  const items = (["home", "draw", "away"] as const)
    .map(
      (o) =>
        `<li>${label[o]}: <span style="color: #2fd37a"><strong>${number(best[o].odd)}</strong></span> na ${escape(best[o].house)} ` +
        `(probabilidade implícita de ${pct(best[o].probability)})</li>`,
    )
    .join("");
  const favOutcome: Outcome = best.home.probability >= best.away.probability ? "home" : "away";
  const fav = best[favOutcome];
  const favName = favOutcome === "home" ? m.home.name : m.away.name;
  const spread = (fav.odd - fav.lowest) / fav.lowest;
  const spreadText =
    spread >= 0.03
      ? `a diferença entre a menor e a maior cotação para ${escape(favName)} chega a ${pct(spread)}, o que mostra como o mesmo resultado pode ser precificado de formas diferentes.`
      : `as casas estão bem alinhadas para ${escape(favName)}: a diferença entre a menor e a maior cotação é de ${pct(spread)}.`;
  const html =
    `<p>Melhores cotações entre as ${m.odds.length} casas comparadas no momento desta análise:</p>` +
    `<ul>${items}</ul>` +
    `<p>No comparativo, ${spreadText} Somando as melhores odds de cada resultado, a margem implícita fica em ${pct(Math.max(margin, 0))}.</p>`;
  return { html, favourite: favName, favouriteProbability: fav.probability };
}

function reading(m: DemoArticleMatch, favourite: string | null, probability: number): string {
  if (!favourite) return "";
  const text =
    probability >= 0.55
      ? `O mercado vê <strong>${escape(favourite)}</strong> como favorito claro, com ${pct(probability)} de probabilidade implícita. ` +
        `Favoritismo, porém, não é garantia: uma probabilidade alta ainda deixa espaço considerável para outros resultados.`
      : probability >= 0.42
        ? `<strong>${escape(favourite)}</strong> aparece à frente nas cotações (${pct(probability)} de probabilidade implícita), ` +
          `mas sem larga vantagem: é um jogo em que o empate e a vitória do outro lado seguem bem vivos.`
        : `As cotações desenham um confronto equilibrado: nenhum resultado passa de ${pct(probability)} de probabilidade implícita ` +
          `e o empate tem peso relevante.`;
  return `<h2>Leitura do jogo</h2><p>${text}</p>`;
}

/** The article for one demo match; `n` varies the wording and the author between articles. */
export function demoArticle(m: DemoArticleMatch, n: number): DemoArticleText {
  const home = m.home.name;
  const away = m.away.name;
  const league = m.league.name;
  const day = weekdayFormat.format(m.kickoff);
  const date = formatDate(m.kickoff).slice(0, 5);
  const time = formatTime(m.kickoff);
  const odds = oddsSection(m);

  const titles = [
    `${home} x ${away}: forma, números e as melhores odds`,
    `Prévia de ${home} x ${away} ${by(league)} ${league}`,
    `${home} x ${away}: o que as cotações indicam para o jogo`,
    `Análise de ${home} x ${away}: momento das equipes e comparação de odds`,
  ];
  const subtitle = odds.favourite
    ? `Jogo de ${day}, ${date}, às ${time} (horário de Brasília). Comparamos as cotações de ${m.odds.length} casas: ` +
      `${odds.favourite} aparece à frente, com ${pct(odds.favouriteProbability)} de probabilidade implícita.`
    : `Jogo de ${day}, ${date}, às ${time} (horário de Brasília): o momento das duas equipes antes do confronto.`;

  const where = m.venue ? ` Local: ${escape(m.venue.name)}${m.venue.city ? `, ${escape(m.venue.city)}` : ""}.` : "";
  const message =
    `<p><strong>${escape(home)}</strong> e <strong>${escape(away)}</strong> se enfrentam ${day}, ${date}, às ${time} ` +
    `(horário de Brasília), ${by(league)} <span style="font-family: Barlow">${escape(league)}</span>.${where}</p>` +
    `<h2>Momento das equipes</h2>${momentum(m)}` +
    `<h2>O que dizem as odds</h2>${odds.html}` +
    reading(m, odds.favourite, odds.favouriteProbability) +
    `<p>As cotações mudam até o apito inicial. Os valores atualizados, as escalações e as estatísticas ficam na ` +
    `<a href="${href.match(m.afbFixtureId)}">página do jogo</a>.</p>` +
    `<blockquote><p><strong>Jogue com responsabilidade.</strong> Apostas são permitidas apenas para maiores de 18 anos, ` +
    `envolvem risco de perda e não são fonte de renda. Estabeleça limites de tempo e de dinheiro e, se perceber que ` +
    `perdeu o controle, procure ajuda.</p></blockquote>`;

  return { title: titles[n % titles.length]!, subtitle, author: AUTHORS[n % AUTHORS.length]!, message };
}
