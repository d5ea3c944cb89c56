import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";

import { HouseRanking } from "./house-ranking.tsx";
import { BROKEN_IMAGE, HOUSES, LONG_NAME_HOUSES } from "./houses.fixtures.ts";

const meta = {
  title: "Placar/HouseRanking",
  component: HouseRanking,
  args: { houses: HOUSES },
  // The guide's column.
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HouseRanking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "Ranking das casas de apostas" });
    const entries = within(list)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === list);
    await expect(entries).toHaveLength(7);
    await expect(canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Bateu Bet",
      "MGM Bet",
      "BetPontoBet",
      "Lotogreen",
      "HanzBet",
      "Geral Bet",
      "MC Games",
    ]);
    const first = within(entries[0]!);
    await expect(first.getByText("1º lugar:")).toBeInTheDocument();
    await expect(first.getByText("Análise Placar:")).toBeVisible();
    await expect(first.getByText("Excelente")).toBeVisible();
    await expect(first.getByText(", nota 4,8 de 5")).toBeInTheDocument();
    await expect(first.getByText(/Casa brasileira licenciada com foco em futebol nacional/)).toBeVisible();
    const visit = canvas.getByRole("link", { name: "Visitar site da Bateu Bet (abre em nova aba)" });
    await expect(visit).toHaveAttribute("href", "https://bateu.bet.br/?ref=placar");
    await expect(visit).toHaveAttribute("target", "_blank");
    await expect(visit).toHaveAttribute("rel", "sponsored noopener noreferrer");
    await expect(canvas.getAllByRole("link", { name: /^Visitar site da / })).toHaveLength(7);
    await expect(canvas.getByText("18+")).toBeVisible();
  },
};

/** Whatever order the houses arrive in, the list follows their ranking. */
export const SortsByRanking: Story = {
  args: { houses: [...HOUSES].reverse() },
  play: async ({ canvasElement }) => {
    const positions = [...canvasElement.querySelectorAll('[data-slot="house-ranking-item"]')].map((li) =>
      li.getAttribute("data-ranking"),
    );
    await expect(positions).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
  },
};

/** Inside another section the houses' headings step down a level. */
export const NestedHeadings: Story = {
  args: { houses: HOUSES.slice(0, 2), headingLevel: 3, showPromos: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole("heading", { level: 2 })).toHaveLength(0);
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(2);
    await expect(canvas.queryByRole("list", { name: "Ofertas da Bateu Bet" })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="house-ranking"]')).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const Empty: Story = {
  args: { houses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nenhuma casa de apostas disponível no momento.")).toBeVisible();
    await expect(canvas.queryByRole("list", { name: "Ranking das casas de apostas" })).toBeNull();
  },
};

export const LongNames: Story = {
  args: { houses: LONG_NAME_HOUSES },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="house-ranking"]')!;
    await expect(root.scrollWidth).toBe(root.clientWidth);
    for (const heading of root.querySelectorAll("h2")) {
      await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(root.getBoundingClientRect().right);
    }
  },
};

export const BrokenAndMissingLogos: Story = {
  args: { houses: [{ ...HOUSES[0]!, logo: BROKEN_IMAGE }, { ...HOUSES[1]!, logo: null }, HOUSES[2]!] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="house-logo-fallback"]')).toHaveLength(2));
  },
};

export const Mobile: Story = {
  args: { houses: HOUSES.slice(0, 3) },
  globals: { viewport: { value: "mobile320", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="house-ranking"]')!;
    await expect(root.scrollWidth).toBe(root.clientWidth);
    // The link spans the card on a phone: an easy target.
    const visit = canvas.getByRole("link", { name: "Visitar site da Bateu Bet (abre em nova aba)" });
    const card = visit.closest('[data-slot="card"]')!;
    await expect(visit.getBoundingClientRect().width).toBeGreaterThan(card.getBoundingClientRect().width * 0.8);
  },
};
