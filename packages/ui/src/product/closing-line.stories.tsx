import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { ClosingLine } from "./closing-line-table.tsx";

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
