import { describe, expect, it } from "vitest";
import { fairMarket, formatPercent } from "@placar/core/market";
import { demoArticle, type DemoArticleMatch } from "../src/data/article-demo.ts";

// Three houses with different margins: the best prices' own book and the houses' consensus disagree on purpose.
const match: DemoArticleMatch = {
  afbFixtureId: 9001,
  kickoff: new Date("2026-11-21T21:30:00.000Z"),
  league: { name: "Brasileirão Série A" },
  home: { id: 1, name: "Corinthians" },
  away: { id: 2, name: "Ceará" },
  venue: null,
  odds: [
    { house: "Bateu Bet", home: 1.67, draw: 3.92, away: 4.96 },
    { house: "MGM Bet", home: 1.69, draw: 4.06, away: 4.99 },
    { house: "BetPontoBet", home: 1.66, draw: 4.11, away: 5.0 },
  ],
  homeRow: null,
  awayRow: null,
};

describe("demo article (docs/product.md#article-page)", () => {
  it("gives each result the implied probability the 'Odd justa' table beside it shows (Shin's consensus)", () => {
    const market = fairMarket(
      match.odds.map((o) => ({ bet: o.house, home: o.home, draw: o.draw, away: o.away })),
      "shin",
    )!;
    const [home, draw, away] = market.probabilities.map((p) => formatPercent(p));
    const text = demoArticle(match, 0);
    expect(text.subtitle).toContain(`Corinthians aparece à frente, com ${home} de probabilidade implícita.`);
    expect(text.message).toContain(`(probabilidade implícita de ${home})`);
    expect(text.message).toContain(`(probabilidade implícita de ${draw})`);
    expect(text.message).toContain(`(probabilidade implícita de ${away})`);
    // Not the best prices' own book normalised (another method under the same words).
    const best = [1.69, 4.11, 5.0].map((o) => 1 / o);
    const proportional = formatPercent(best[0]! / (best[0]! + best[1]! + best[2]!));
    expect(proportional).not.toBe(home);
    expect(text.message).not.toContain(`de ${proportional}`);
  });
});
