import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { ClosingLine } from "./closing-line-table.tsx";
import { DOUBLE_CHANCE, TOTALS_2_5 } from "./markets.fixtures.ts";

const meta = {
  title: "Placar/ClosingLine",
  component: ClosingLine,
  args: {
    home: "São Paulo",
    away: "Grêmio",
    rows: [
      { house: "Bateu Bet", opening: [1.95, 3.0, 4.0], closing: [1.8, 3.2, 4.5] },
      { house: "HanzBet", opening: [2.05, 3.2, 3.7], closing: [1.9, 3.25, 4.1] },
      { house: "Lotogreen", opening: [1.88, 3.2, 4.2], closing: [1.86, 3.2, 4.3] },
      { house: "BetPontoBet", opening: null, closing: [1.84, 3.3, 4.4] },
    ],
  },
} satisfies Meta<typeof ClosingLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Abertura → fechamento" })).toBeVisible();
    const table = canvas.getByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    // The house is written out, legibly, in its own column.
    await expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual([
      "Bateu Bet",
      "HanzBet",
      "Lotogreen",
      "BetPontoBet",
    ]);
    // Opening → closing, the way it moved said to screen readers; an unchanged or unknown opening shows one price.
    const bateu = within(rows[0]!).getAllByRole("cell");
    await expect(bateu[0]).toHaveTextContent("1,95→ caiu para 1,80");
    await expect(bateu[2]).toHaveTextContent("4,00→ subiu para 4,50");
    await expect(within(rows[2]!).getAllByRole("cell")[1]).toHaveTextContent(/^3,20$/);
    await expect(within(rows[3]!).getAllByRole("cell")[0]).toHaveTextContent(/^1,84$/);
  },
};

/** At 360 px the table keeps its columns; the section itself never scrolls the page sideways. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector<HTMLElement>('[data-slot="closing-line"]')!;
    await expect(section.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(within(section).getAllByRole("row")).toHaveLength(5);
  },
};

const phone = { viewport: { value: "mobile360", isRotated: false } };

/** A two-way market (Mais/Menos de 2,5 gols): its name in the heading, its two outcomes as the columns. */
export const TwoWayMarket: Story = {
  args: {
    market: TOTALS_2_5,
    rows: [
      { house: "Bateu Bet", opening: [2.05, 1.75], closing: [1.9, 1.88] },
      { house: "HanzBet", opening: [2.0, 1.8], closing: [2.0, 1.8] },
      { house: "BetPontoBet", opening: null, closing: [1.92, 1.85] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Abertura → fechamento: Mais/Menos de 2,5 gols" })).toBeVisible();
    const table = canvas.getByRole("table");
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .slice(1)
        .map((h) => h.textContent),
    ).toEqual(["Mais de 2,5", "Menos de 2,5"]);
    const bateu = within(within(table).getAllByRole("row")[1]!).getAllByRole("cell");
    await expect(bateu).toHaveLength(2);
    await expect(bateu[0]).toHaveTextContent("2,05→ caiu para 1,90");
    await expect(bateu[1]).toHaveTextContent("1,75→ subiu para 1,88");
  },
};

export const TwoWayMarketPhone: Story = {
  ...TwoWayMarket,
  globals: phone,
  play: async (context) => {
    await TwoWayMarket.play!(context);
    const section = context.canvasElement.querySelector<HTMLElement>('[data-slot="closing-line"]')!;
    await expect(section.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

/** A three-way market (Dupla chance): columns headed 1X, 12, X2, each outcome said in full. */
export const ThreeWayMarket: Story = {
  args: {
    market: DOUBLE_CHANCE,
    rows: [
      { house: "Bateu Bet", opening: [1.28, 1.3, 1.7], closing: [1.25, 1.33, 1.75] },
      { house: "HanzBet", opening: [1.26, 1.32, 1.71], closing: [1.26, 1.3, 1.74] },
      { house: "BetPontoBet", opening: null, closing: [1.27, 1.31, 1.72] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Abertura → fechamento: Dupla chance" })).toBeVisible();
    const headers = within(canvas.getByRole("table")).getAllByRole("columnheader").slice(1);
    await expect(headers.map((h) => h.textContent)).toEqual([
      "1XSão Paulo ou empate",
      "12São Paulo ou Grêmio",
      "X2Empate ou Grêmio",
    ]);
    await expect(headers[0]).toHaveAccessibleName("São Paulo ou empate");
  },
};

export const ThreeWayMarketPhone: Story = {
  ...ThreeWayMarket,
  globals: phone,
  play: async (context) => {
    await ThreeWayMarket.play!(context);
    const section = context.canvasElement.querySelector<HTMLElement>('[data-slot="closing-line"]')!;
    await expect(section.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};
