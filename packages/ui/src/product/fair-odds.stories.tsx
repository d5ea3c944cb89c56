import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DEVIG_METHOD_LABELS, fairMarket } from "@placar/core/market";
import { fairProbabilities, type Market } from "@placar/core/markets";
import { bestOddsByHouse } from "@placar/core/odds";

import { FairOdds, FairOddsSkeleton, type FairBook } from "./fair-odds.tsx";
import { odds } from "./match.fixtures.ts";
import { BOOKS, BTTS, DOUBLE_CHANCE, marketBest } from "./markets.fixtures.ts";

const rows = bestOddsByHouse(odds, "Flamengo", "Palmeiras");

const meta = {
  title: "Placar/FairOdds",
  component: FairOdds,
  args: {
    home: "Flamengo",
    away: "Palmeiras",
    market: fairMarket(rows, "shin"),
    methodLabel: DEVIG_METHOD_LABELS.shin,
    best: [
      { odd: 2.12, house: "BetPontoBet" },
      { odd: 3.35, house: "Lotogreen" },
      { odd: 3.6, house: "MGM Bet" },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FairOdds>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Odd justa" })).toBeVisible();
    const table = canvas.getByRole("table");
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Resultado", "Probabilidade implícita", "Odd justa", "Melhor odd"]);
    // Six complete books (MC Games has no draw), averaged without their margin.
    await expect(canvas.getByText(/Calculada a partir das odds de 6 casas/)).toBeVisible();
    await expect(canvas.getByText(/método de Shin/)).toBeVisible();
    // Shin's fair odds of these six books: 2,20, 3,53 and 3,81.
    await expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((r) => r.querySelectorAll("td")[1]!.textContent),
    ).toEqual(["2,20", "3,53", "3,81"]);
    // The probabilities are percentages with a decimal comma; the three add up to 100%.
    const shares = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((r) => Number(r.querySelectorAll("td")[0]!.textContent.replace("%", "").replace(",", ".")));
    await expect(Math.abs(shares.reduce((a, b) => a + b, 0) - 100)).toBeLessThan(0.2);
    // Every best price is under its fair odd here: nothing is marked.
    await expect(canvas.queryByText("acima da odd justa")).toBeNull();
  },
};

/** A price above the fair odd is marked, as plain information. */
export const PriceAboveFair: Story = {
  args: {
    best: [
      { odd: 2.25, house: "BetPontoBet" },
      { odd: 3.35, house: "Lotogreen" },
      { odd: 3.6, house: "MGM Bet" },
    ],
  },
  play: async ({ canvas }) => {
    const home = canvas.getByRole("row", { name: /^Flamengo/ });
    await expect(within(home).getByText("acima da odd justa")).toBeVisible();
    await expect(canvas.getAllByText("acima da odd justa")).toHaveLength(1);
  },
};

export const NoCompleteBook: Story = {
  args: { market: null, best: [null, null, null] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nenhuma casa cota os três resultados deste jogo ainda.")).toBeVisible();
  },
};

export const Mobile: Story = { ...Default, globals: { viewport: { value: "mobile360", isRotated: false } } };

export const Light: Story = { globals: { theme: "light" } };

export const Skeleton: Story = { render: () => <FairOddsSkeleton /> };

/** The mean of each complete book's margin-free probabilities (core's fairProbabilities), as a page would build it. */
function fairBook(market: Market): FairBook {
  const books = (market.key === "1x2" ? [] : BOOKS[market.key])
    .map(([, prices]) => prices)
    .filter((prices): prices is readonly number[] => prices.every((p) => p !== null))
    .map((prices) => fairProbabilities(market, prices)!);
  const probabilities = books[0]!.map((_, i) => books.reduce((sum, b) => sum + b[i]!, 0) / books.length);
  return { probabilities, fairOdds: probabilities.map((p) => 1 / p), houses: books.length };
}

const phone = { viewport: { value: "mobile360", isRotated: false } };
const cells = (table: HTMLElement, column: number) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((r) => r.querySelectorAll("td")[column]!.textContent);

/** A two-way market (Ambas marcam): its name heads the outcomes, two rows whose probabilities add up to 100%. */
export const TwoWayMarket: Story = {
  args: {
    kind: BTTS,
    market: fairBook(BTTS),
    best: marketBest(BTTS),
    methodLabel: DEVIG_METHOD_LABELS.proporcional,
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table");
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Ambas marcam", "Probabilidade implícita", "Odd justa", "Melhor odd"]);
    await expect(
      within(table)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["Sim", "Não"]);
    // Six complete books (MC Games has no 'Não').
    await expect(canvas.getByText(/Calculada a partir das odds de 6 casas/)).toBeVisible();
    const shares = cells(table, 0).map((t) => Number(t.replace("%", "").replace(",", ".")));
    await expect(Math.abs(shares.reduce((a, b) => a + b, 0) - 100)).toBeLessThan(0.2);
    await expect(within(canvas.getByRole("row", { name: /^Sim/ })).getByText("na BetPontoBet")).toBeVisible();
    await expect(canvas.queryByText(/somam 200%/)).toBeNull();
  },
};

export const TwoWayMarketMobile: Story = { ...TwoWayMarket, globals: phone };

/**
 * A three-way market (Dupla chance): each outcome covers two results, so the probabilities add up to 200% and the
 * page says so; the long outcome names wrap on a phone rather than being cut.
 */
export const ThreeWayMarket: Story = {
  args: {
    kind: DOUBLE_CHANCE,
    market: fairBook(DOUBLE_CHANCE),
    best: marketBest(DOUBLE_CHANCE),
    methodLabel: DEVIG_METHOD_LABELS.proporcional,
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table");
    const outcomes = within(table).getAllByRole("rowheader");
    await expect(outcomes.map((h) => h.textContent)).toEqual([
      "Flamengo ou empate",
      "Flamengo ou Palmeiras",
      "Empate ou Palmeiras",
    ]);
    for (const outcome of outcomes) {
      await expect(outcome.scrollWidth, `${outcome.textContent} is cut`).toBeLessThanOrEqual(outcome.clientWidth);
    }
    const shares = cells(table, 0).map((t) => Number(t.replace("%", "").replace(",", ".")));
    await expect(Math.abs(shares.reduce((a, b) => a + b, 0) - 200)).toBeLessThan(0.2);
    await expect(canvas.getByText(/as probabilidades somam 200%/)).toBeVisible();
  },
};

export const ThreeWayMarketMobile: Story = { ...ThreeWayMarket, globals: phone };

export const TwoWayNoCompleteBook: Story = {
  args: { kind: BTTS, market: null, best: [null, null] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Nenhuma casa cota os dois resultados de Ambas marcam neste jogo ainda."),
    ).toBeVisible();
  },
};
