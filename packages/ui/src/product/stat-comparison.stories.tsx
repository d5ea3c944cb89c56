import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { awayStats, homeStats } from "./match.fixtures.ts";
import { StatComparison, StatComparisonSkeleton } from "./stat-comparison.tsx";

const meta = {
  title: "Placar/StatComparison",
  component: StatComparison,
  args: { home: homeStats, away: awayStats },
  decorators: [
    (Story) => (
      <div className="max-w-xl rounded-lg border border-border bg-card p-3">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Estatísticas da partida" });
    const possession = within(table).getByRole("row", { name: /Posse de bola/ });
    await expect(
      within(possession)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["58%", "42%"]);
    await expect(within(table).getByRole("rowheader", { name: "Gols esperados (xG)" })).toBeVisible();
    // API-Football sends null for a count of zero.
    const red = within(table).getByRole("row", { name: /Cartões vermelhos/ });
    await expect(
      within(red)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["0", "1"]);
    const xg = within(table).getByRole("row", { name: /xG/ });
    await expect(
      within(xg)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["1,94", "0,87"]);
  },
};

export const WithCaption: Story = { args: { showCaption: true } };

export const MissingAndUnknownTypes: Story = {
  args: {
    home: {
      name: "Grêmio",
      statistics: [
        { type: "Ball Possession", value: null },
        { type: "Total Shots", value: 11 },
        { type: "Dangerous Attacks", value: 41 },
      ],
    },
    away: {
      name: "Internacional",
      statistics: [
        { type: "Ball Possession", value: null },
        { type: "Total Shots", value: null },
        { type: "Dangerous Attacks", value: 37 },
      ],
    },
  },
  play: async ({ canvas }) => {
    const possession = canvas.getByRole("row", { name: /Posse de bola/ });
    await expect(
      within(possession)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["—", "—"]);
    await expect(canvas.getByRole("rowheader", { name: "Dangerous Attacks" })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { home: { name: "Flamengo", statistics: [] }, away: { name: "Palmeiras", statistics: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Estatísticas ainda não disponíveis")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

export const LongNames: Story = {
  args: {
    home: { ...homeStats, name: "Clube Atlético Mineiro Sociedade Anônima do Futebol" },
    away: { ...awayStats, name: "Red Bull Bragantino Futebol Clube" },
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile360", isRotated: false } } };

export const Light: Story = { globals: { theme: "light" } };

/** The loading placeholder has the table's size for the same number of statistics. */
export const Skeleton: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <StatComparison {...args} />
      <StatComparisonSkeleton rows={args.home.statistics.length} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const real = canvasElement.querySelector('[data-slot="stat-comparison"]')!.getBoundingClientRect();
    const skeleton = canvasElement.querySelector('[data-slot="stat-comparison-skeleton"]')!.getBoundingClientRect();
    await expect(Math.abs(skeleton.height - real.height)).toBeLessThanOrEqual(1);
  },
};
