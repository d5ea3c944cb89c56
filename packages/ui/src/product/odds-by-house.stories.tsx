import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { houses, odds, triple } from "./match.fixtures.ts";
import { BTTS, DOUBLE_CHANCE, TOTALS_2_5, marketOdds } from "./markets.fixtures.ts";
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

const phone = { viewport: { value: "mobile360", isRotated: false } };

/** A two-way market (Ambas marcam): two columns, payouts over two prices, every odd named with its market. */
export const TwoWayMarket: Story = {
  args: { market: BTTS, odds: marketOdds(BTTS) },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole("table", { name: "Odds por casa de apostas: Ambas marcam" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Casa", "Sim", "Não", "Cadastro"]);
    await expect(within(table).getAllByRole("row")).toHaveLength(9);
    const bateu = within(table).getByRole("row", { name: /Bateu Bet/ });
    // 1 / (1/1,90 + 1/1,85) = 93,7%.
    await expect(within(bateu).getByText("Retorno 93,7%")).toBeVisible();
    await expect(within(bateu).getByText("Ambas marcam: Sim, odd 1,90")).toBeInTheDocument();
    const combined = within(table).getByRole("row", { name: /Melhor combinação/ });
    await expect(within(combined).getByText("Ambas marcam: Sim, melhor odd 1,95 na BetPontoBet")).toBeInTheDocument();
    await expect(within(combined).getByText("Ambas marcam: Não, melhor odd 1,93 na HanzBet")).toBeInTheDocument();
    // 1 / (1/1,95 + 1/1,93) = 97,0%.
    await expect(within(combined).getByText("Retorno 97,0%")).toBeVisible();
    const mc = within(table).getByRole("row", { name: /MC Games/ });
    await expect(within(mc).getByText("Ambas marcam: Não, sem odd disponível")).toBeInTheDocument();
    await expect(mc.querySelector('[data-slot="odds-by-house-payout"]')).toBeNull();
    await expect(canvasElement.querySelectorAll('tbody [data-slot="odds-button"][data-best]')).toHaveLength(2);
  },
};

export const TwoWayMarketMobile: Story = {
  ...TwoWayMarket,
  globals: phone,
  play: async (context) => {
    await TwoWayMarket.play!(context);
    const box = context.canvasElement.querySelector<HTMLElement>('[data-slot="odds-by-house"]')!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** Mais/Menos: the longest two-way headings ('Menos de 2,5') still fit a phone's column. */
export const TotalsMarketMobile: Story = {
  args: { market: TOTALS_2_5, odds: marketOdds(TOTALS_2_5) },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole("table", { name: "Odds por casa de apostas: Mais/Menos de 2,5 gols" });
    const headers = within(table).getAllByRole("columnheader");
    await expect(headers.map((h) => h.textContent)).toEqual(["Casa", "Mais de 2,5", "Menos de 2,5", "Cadastro"]);
    for (const header of headers.slice(1, 3)) {
      await expect(header.scrollWidth, `${header.textContent} is cut`).toBeLessThanOrEqual(header.clientWidth);
    }
    await expect(
      canvas.getByText("Mais/Menos de 2,5 gols: Mais de 2,5, melhor odd 2,08 na BetPontoBet"),
    ).toBeInTheDocument();
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="odds-by-house"]')!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/**
 * A three-way market (Dupla chance): columns headed 1X, 12 and X2 as the houses write them, the outcome said in
 * full; each outcome covers two results, so the payout is 2 / Σ 1/odd.
 */
export const ThreeWayMarket: Story = {
  args: { market: DOUBLE_CHANCE, odds: marketOdds(DOUBLE_CHANCE) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Odds por casa de apostas: Dupla chance" });
    const headers = within(table).getAllByRole("columnheader");
    await expect(headers.map((h) => h.textContent)).toEqual([
      "Casa",
      "1XFlamengo ou empate",
      "12Flamengo ou Palmeiras",
      "X2Empate ou Palmeiras",
      "Cadastro",
    ]);
    await expect(headers[1]).toHaveAccessibleName("Flamengo ou empate");
    await expect(headers[1]).toHaveAttribute("title", "Flamengo ou empate");
    const bateu = within(table).getByRole("row", { name: /Bateu Bet/ });
    // 2 / (1/1,28 + 1/1,30 + 1/1,70) = 93,5%.
    await expect(within(bateu).getByText("Retorno 93,5%")).toBeVisible();
    const combined = within(table).getByRole("row", { name: /Melhor combinação/ });
    await expect(
      within(combined).getByText("Dupla chance: Empate ou Palmeiras, melhor odd 1,72 na MGM Bet"),
    ).toBeInTheDocument();
  },
};

export const ThreeWayMarketMobile: Story = {
  ...ThreeWayMarket,
  globals: phone,
  play: async (context) => {
    await ThreeWayMarket.play!(context);
    // Three columns are as wide as 1X2's (whose table scrolls 2 px inside its box at 360 px): the page never moves.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** No house prices the market yet: the empty state names it. */
export const MarketEmpty: Story = {
  args: { market: BTTS, odds: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nenhuma casa oferece odds de Ambas marcam para este jogo ainda")).toBeVisible();
  },
};

/** A two-way market's placeholder has its table's height. */
export const SkeletonTwoWay: Story = {
  args: TwoWayMarket.args,
  render: (args) => (
    <div className="flex flex-col gap-4">
      <OddsByHouse {...args} />
      <OddsByHouseSkeleton rows={7} columns={2} />
    </div>
  ),
  play: Skeleton.play,
};

export const SkeletonTwoWayMobile: Story = { ...SkeletonTwoWay, globals: phone };

/** The analysis page's cards in a two-way market: two columns, each card's payout over its two prices. */
export const ByBetTypeTwoWay: Story = {
  args: { market: BTTS, odds: marketOdds(BTTS) },
  render: (args) => <OddsByBetType market={args.market} odds={args.odds} houses={args.houses} />,
  play: async ({ canvas }) => {
    const card = canvas.getByRole("region", { name: "BetPontoBet" });
    await expect(within(card).getByText("Ambas marcam: Sim, melhor odd 1,95")).toBeInTheDocument();
    await expect(within(card).getByText("Retorno 93,6%")).toBeVisible();
    // MC Games prices only 'Sim': no payout.
    const mc = canvas.getByRole("region", { name: "MC Games" });
    await expect(mc.querySelector('[data-slot="odds-by-house-payout"]')).toBeNull();
  },
};

export const ByBetTypeTwoWayMobile: Story = { ...ByBetTypeTwoWay, globals: phone };

export const ByBetTypeThreeWay: Story = {
  args: { market: DOUBLE_CHANCE, odds: marketOdds(DOUBLE_CHANCE) },
  render: (args) => <OddsByBetType market={args.market} odds={args.odds} houses={args.houses} />,
  play: async ({ canvas }) => {
    const card = canvas.getByRole("region", { name: "HanzBet" });
    await expect(within(card).getByText("Dupla chance: Flamengo ou Palmeiras, melhor odd 1,32")).toBeInTheDocument();
  },
};

export const ByBetTypeThreeWayMobile: Story = { ...ByBetTypeThreeWay, globals: phone };
