import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { BROKEN_IMAGE, TEAMS, houseHref, row } from "./day-games.fixtures.ts";
import { OddsRow, OddsRowSkeleton, type BestOdds } from "./odds-row.tsx";

const { id: _id, ...upcoming } = row({
  id: 1001,
  home: TEAMS.flamengo,
  away: TEAMS.palmeiras,
  time: "16:00",
  odds: [2.1, 3.25, 3.6],
  houses: [0, 1, 4],
  best: 0,
});

const meta = {
  title: "Placar/OddsRow",
  component: OddsRow,
  // Stories stay on the page: navigation is the app's business.
  args: { ...upcoming, onNavigate: fn((event) => event.preventDefault()) },
  decorators: [
    (Story) => (
      <div className="max-w-3xl overflow-hidden rounded-lg border border-border bg-card">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OddsRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole("link", { name: "Não iniciado Flamengo x Palmeiras às 16:00" });
    await expect(link).toHaveAttribute("href", "/estatisticasJogo/1001");
    // The odds are links of their own, beside the match link and never inside it.
    await expect(link.querySelector("a")).toBeNull();
    await expect(canvas.getByRole("link", { name: "Flamengo 2,10 na Bateu Bet, melhor odd" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Empate 3,25 na HanzBet" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Palmeiras 3,60 na MGM Bet" })).toBeVisible();
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

export const Live: Story = {
  args: { icon: "live", score: { home: 2, away: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Ao vivo Flamengo x Palmeiras placar 2 a 1" })).toBeVisible();
    await expect(canvas.queryByText("16:00")).toBeNull();
  },
};

/** Prices against each house's opening (or, live, a move of the last minutes): an arrow and its words. */
export const WithMovement: Story = {
  args: {
    icon: "live",
    score: { home: 1, away: 0 },
    odds: [
      { ...upcoming.odds[0]!, odd: 1.85, previous: 2.3 },
      { ...upcoming.odds[1]!, odd: 3.6, previous: 3.25 },
      upcoming.odds[2]!,
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: "Flamengo 1,85 na Bateu Bet, melhor odd, caiu de 2,30" }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Empate 3,60 na HanzBet, subiu de 3,25" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Palmeiras 3,60 na MGM Bet" })).toBeVisible();
  },
};

export const LiveWithoutGoalsYet: Story = {
  args: { icon: "live", score: { home: null, away: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Ao vivo Flamengo x Palmeiras placar indisponível" })).toBeVisible();
  },
};

export const Finished: Story = {
  args: { icon: "check", score: { home: 0, away: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Encerrado Flamengo x Palmeiras placar 0 a 3" })).toBeVisible();
  },
};

export const MissingOdds: Story = {
  args: { odds: [upcoming.odds[0], null, null] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Empate, sem odd disponível")).toBeInTheDocument();
    await expect(canvas.getByText("Palmeiras, sem odd disponível")).toBeInTheDocument();
  },
};

export const LongTeamNames: Story = {
  decorators: [
    (Story) => (
      <div className="w-[36rem]">
        <Story />
      </div>
    ),
  ],
  args: {
    home: { name: "Clube Atlético Mineiro Sociedade Anônima do Futebol", logoUrl: TEAMS.atleticoMg.logoUrl },
    away: { name: "Sport Club Corinthians Paulista de São Paulo", logoUrl: TEAMS.corinthians.logoUrl },
  },
  play: async ({ canvas }) => {
    // Truncated on screen, whole in the accessible name and the tooltip.
    const name = canvas.getByTitle("Clube Atlético Mineiro Sociedade Anônima do Futebol");
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

export const BrokenAndMissingLogos: Story = {
  args: {
    home: { name: "Flamengo", logoUrl: BROKEN_IMAGE },
    away: { name: "Palmeiras", logoUrl: null },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="team-crest-fallback"]')).toHaveLength(2));
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

export const ModifiedClickKeepsBrowserBehaviour: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const link = canvas.getByRole("link", { name: /Não iniciado/ });
    // A ctrl/cmd/shift-click is left to the browser (new tab or window): onNavigate is not called.
    // The canvas swallows the default action so the test page itself does not navigate.
    const keepPage = (event: Event) => event.preventDefault();
    canvasElement.addEventListener("click", keepPage);
    for (const modifier of ["ctrlKey", "metaKey", "shiftKey", "altKey"] as const) {
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, [modifier]: true }));
    }
    canvasElement.removeEventListener("click", keepPage);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /Não iniciado/ })).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: {
    home: { name: "Atlético Mineiro", logoUrl: TEAMS.atleticoMg.logoUrl },
    away: { name: "Internacional", logoUrl: TEAMS.inter.logoUrl },
  },
  globals: { viewport: { value: "mobile320", isRotated: false } },
};

export const Light: Story = { args: { icon: "live", score: { home: 1, away: 1 } }, globals: { theme: "light" } };

/** The loading placeholder has exactly the row's size. */
export const Skeleton: Story = {
  render: (args) => (
    <div className="flex flex-col">
      <OddsRow {...args} />
      <OddsRowSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rowBox = canvasElement.querySelector('[data-slot="odds-row"]')?.getBoundingClientRect();
    const skeletonBox = canvasElement.querySelector('[data-slot="odds-row-skeleton"]')?.getBoundingClientRect();
    await expect(skeletonBox?.height).toBe(rowBox?.height);
  },
};

// Other markets (issue 44): the page passes the outcomes' names and the market's name (core's outcomeLabels and
// marketLabel); OddsRow itself stays free of the market model, which the home's first script does without.
const best = (label: string, odd: number, house: string, isBest = false) => ({
  label,
  odd,
  house,
  href: houseHref(house),
  best: isBest,
});
const BTTS_OUTCOMES = ["Sim", "Não"];
const BTTS_ODDS: BestOdds = [best("Sim", 1.95, "BetPontoBet", true), best("Não", 1.93, "HanzBet")];
const DOUBLE_CHANCE_OUTCOMES = ["Flamengo ou empate", "Flamengo ou Palmeiras", "Empate ou Palmeiras"];
const DOUBLE_CHANCE_ODDS: BestOdds = [
  best("Flamengo ou empate", 1.3, "BetPontoBet"),
  best("Flamengo ou Palmeiras", 1.32, "HanzBet", true),
  null,
];

/** A two-way market (Ambas marcam): two columns, each odd named with its market. */
export const TwoWayMarket: Story = {
  args: { odds: BTTS_ODDS, outcomes: BTTS_OUTCOMES, marketName: "Ambas marcam" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("link", { name: "Ambas marcam: Sim, melhor odd 1,95 na BetPontoBet" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Ambas marcam: Não, odd 1,93 na HanzBet" })).toBeVisible();
    const odds = canvasElement.querySelector('[data-slot="odds-row-odds"]')!;
    await expect(odds.querySelectorAll('[data-slot="odds-button"]')).toHaveLength(2);
    // The match link is unchanged.
    await expect(canvas.getByRole("link", { name: "Não iniciado Flamengo x Palmeiras às 16:00" })).toBeVisible();
  },
};

/** A three-way market (Dupla chance), one outcome with no price: its slot still names the outcome. */
export const ThreeWayMarket: Story = {
  args: { odds: DOUBLE_CHANCE_ODDS, outcomes: DOUBLE_CHANCE_OUTCOMES, marketName: "Dupla chance" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: "Dupla chance: Flamengo ou Palmeiras, melhor odd 1,32 na HanzBet" }),
    ).toBeVisible();
    await expect(canvas.getByText("Dupla chance: Empate ou Palmeiras, sem odd disponível")).toBeInTheDocument();
  },
};

const phone = { viewport: { value: "mobile360", isRotated: false } };

/** At 360 px the two odds share the row's width under the match; nothing scrolls sideways. */
export const TwoWayMarketMobile: Story = {
  ...TwoWayMarket,
  globals: phone,
  play: async (context) => {
    await TwoWayMarket.play!(context);
    const row = context.canvasElement.querySelector<HTMLElement>('[data-slot="odds-row"]')!;
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const ThreeWayMarketMobile: Story = { ...ThreeWayMarket, globals: phone };

/** A two-way market's placeholder has exactly its row's size, on a phone too. */
export const SkeletonTwoWay: Story = {
  args: TwoWayMarket.args,
  render: (args) => (
    <div className="flex flex-col">
      <OddsRow {...args} />
      <OddsRowSkeleton columns={2} />
    </div>
  ),
  play: Skeleton.play,
};

export const SkeletonTwoWayMobile: Story = { ...SkeletonTwoWay, globals: phone };
