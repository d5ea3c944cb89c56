import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { houses, odds, triple } from "./match.fixtures.ts";
import { OddsByBetType, OddsByHouse, OddsByHouseSkeleton } from "./odds-by-house.tsx";

const meta = {
  title: "Placar/OddsByHouse",
  component: OddsByHouse,
  args: { home: "Flamengo", away: "Palmeiras", odds, houses },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OddsByHouse>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole("table", { name: "Odds por casa de apostas" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Casa", "Flamengo", "Empate", "Palmeiras", "Cadastro"]);
    // A row per house, then 'Melhor combinação'.
    await expect(within(table).getAllByRole("row")).toHaveLength(9);
    // The best of each column: BetPontoBet's home, Lotogreen's draw, MGM Bet's away.
    const best = [...canvasElement.querySelectorAll('tbody [data-slot="odds-button"][data-best]')].map(
      (b) => b.textContent,
    );
    await expect(best.sort()).toEqual([
      "2,12Flamengo 2,12, melhor odd",
      "3,35Empate 3,35, melhor odd",
      "3,60Palmeiras 3,60, melhor odd",
    ]);
    // Each house's payout under its mark (1 / Σ 1/odd); none for a house missing a price.
    await expect(
      within(within(table).getByRole("row", { name: /Bateu Bet/ })).getByText("Retorno 93,5%"),
    ).toBeVisible();
    const combined = within(table).getByRole("row", { name: /Melhor combinação/ });
    await expect(within(combined).getByText("Retorno 95,4%")).toBeVisible();
    await expect(within(combined).getByText("Flamengo 2,12 na BetPontoBet, melhor odd")).toBeInTheDocument();
    const mcGames = within(table).getByRole("row", { name: /MC Games/ });
    await expect(mcGames.querySelector('[data-slot="odds-by-house-payout"]')).toBeNull();
    await expect(within(mcGames).getByText("Empate, sem odd disponível")).toBeInTheDocument();
    const register = within(table).getByRole("link", { name: "Registrar na Bateu Bet (abre em nova aba)" });
    await expect(register).toHaveAttribute("href", "https://bateu.bet.br/?ref=placar");
    await expect(register).toHaveAttribute("target", "_blank");
    await expect(register).toHaveAttribute("rel", "sponsored noopener noreferrer");
    // Every house's name in readable type (12 px or more) on its brand colour, not a logo's 6 px wordmark.
    const marks = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="house-mark"]')];
    await expect(marks.map((m) => m.textContent)).toEqual([
      "Bateu Bet",
      "MGM Bet",
      "BetPontoBet",
      "Lotogreen",
      "HanzBet",
      "Geral Bet",
      "MC Games",
    ]);
    for (const mark of marks) {
      await expect(parseFloat(getComputedStyle(mark).fontSize)).toBeGreaterThanOrEqual(12);
      await expect(mark.scrollWidth, `${mark.textContent} is cut`).toBeLessThanOrEqual(mark.clientWidth);
    }
    // 'Melhor combinação' writes each best price's house under it, whole and readable.
    const under = [...combined.querySelectorAll<HTMLElement>('[data-slot="odds-by-house-best-house"]')];
    await expect(under.map((u) => u.textContent)).toEqual(["BetPontoBet", "Lotogreen", "MGM Bet"]);
    for (const name of under) {
      await expect(parseFloat(getComputedStyle(name).fontSize)).toBeGreaterThanOrEqual(12);
      await expect(name.scrollHeight, `${name.textContent} is cut`).toBeLessThanOrEqual(name.clientHeight);
    }
    await expect(combined.querySelector('[data-slot="odds-button-house"]')).toBeNull();
  },
};

/** Arrows against each house's earlier price (the opening, or a few minutes ago on a live game), named for screen readers. */
export const WithMovement: Story = {
  args: {
    previous: new Map([
      ["Bateu Bet", [2.3, 3.25, 3.4] as const],
      ["MGM Bet", [2.05, 3.1, 3.6] as const],
    ]),
  },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole("table", { name: "Odds por casa de apostas" });
    const bateu = within(table).getByRole("row", { name: /Bateu Bet/ });
    await expect(within(bateu).getByText("Flamengo 2,10, caiu de 2,30")).toBeInTheDocument();
    await expect(within(bateu).getByText("Palmeiras 3,50, subiu de 3,40")).toBeInTheDocument();
    // The draw did not move: no arrow, nothing said.
    await expect(within(bateu).getByText("Empate 3,25")).toBeInTheDocument();
    const arrows = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="odds-button-move"]')].map(
      (a) => a.dataset["move"],
    );
    await expect(arrows).toEqual(["down", "up", "up"]);
  },
};

/** A house whose price its source has not confirmed for a while says how old it is; fresh ones say nothing. */
export const WithStalePrice: Story = {
  args: { ages: new Map([["HanzBet", "há 12 min"]]) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Odds por casa de apostas" });
    const hanz = within(table).getByRole("row", { name: /HanzBet/ });
    await expect(within(hanz).getByText("há 12 min")).toBeVisible();
    await expect(hanz).toHaveAccessibleName(expect.stringContaining("Preço conferido há 12 min"));
    await expect(table.querySelectorAll('[data-slot="odds-by-house-age"]')).toHaveLength(1);
  },
};

export const UnknownHouseAndTies: Story = {
  args: {
    odds: [
      ...triple("Bateu Bet", 2.1, 3.3, 3.5),
      ...triple("HanzBet", 2.1, 3.2, 3.5),
      ...triple("Casa Nova Bet", 2.0, 3.3, 3.4),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    // Ties: both houses' prices are marked best; the 'Melhor combinação' row adds its three.
    await expect(canvasElement.querySelectorAll('tbody [data-slot="odds-button"][data-best]')).toHaveLength(6);
    await expect(canvasElement.querySelectorAll('tfoot [data-slot="odds-button"][data-best]')).toHaveLength(3);
    const unknown = canvas.getByRole("row", { name: /Casa Nova Bet/ });
    await expect(within(unknown).queryByRole("link")).toBeNull();
  },
};

export const Empty: Story = {
  args: { odds: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nenhuma casa oferece odds para este jogo ainda")).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    home: "Clube Atlético Mineiro",
    away: "Red Bull Bragantino",
    odds: triple("Bateu Bet", 1.85, 3.6, 4.5, "Clube Atlético Mineiro", "Red Bull Bragantino").concat(
      triple("Geral Bet", 1.9, 3.5, 4.25, "Clube Atlético Mineiro", "Red Bull Bragantino"),
    ),
  },
};

export const Mobile: Story = { ...Default, globals: { viewport: { value: "mobile360", isRotated: false } } };

export const Light: Story = { globals: { theme: "light" } };

export const Skeleton: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <OddsByHouse {...args} />
      <OddsByHouseSkeleton rows={7} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const real = canvasElement.querySelector('[data-slot="odds-by-house"]')!.getBoundingClientRect();
    const skeleton = canvasElement.querySelector('[data-slot="odds-by-house-skeleton"]')!.getBoundingClientRect();
    const rowHeights = [...canvasElement.querySelectorAll('[data-slot="odds-by-house"] tr')].map(
      (r) => r.getBoundingClientRect().height,
    );
    await expect(Math.abs(skeleton.height - real.height), `rows ${rowHeights.join(", ")}`).toBeLessThanOrEqual(1);
  },
};

export const SkeletonMobile: Story = { ...Skeleton, globals: { viewport: { value: "mobile360", isRotated: false } } };

/** The analysis page's variant: one card per bet, best odd per option highlighted across cards. */
export const ByBetType: Story = {
  render: (args) => <OddsByBetType odds={args.odds} houses={args.houses} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("region")).toHaveLength(7);
    const card = canvas.getByRole("region", { name: "BetPontoBet" });
    await expect(within(card).getByText("Flamengo 2,12, melhor odd")).toBeInTheDocument();
    await expect(within(card).getByRole("link", { name: /Registrar na BetPontoBet/ })).toHaveAttribute(
      "rel",
      "sponsored noopener noreferrer",
    );
    await expect(canvasElement.querySelectorAll('[data-slot="odds-button"][data-best]')).toHaveLength(3);
  },
};

export const ByBetTypeEmpty: Story = {
  render: () => <OddsByBetType odds={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nenhuma odd disponível para este jogo")).toBeVisible();
  },
};

export const ByBetTypeMobile: Story = { ...ByBetType, globals: { viewport: { value: "mobile360", isRotated: false } } };
