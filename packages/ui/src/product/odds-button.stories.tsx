import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { houseHref } from "./day-games.fixtures.ts";
import { OddsButton } from "./odds-button.tsx";

const meta = {
  title: "Placar/OddsButton",
  component: OddsButton,
  args: { odd: 2.1, label: "Flamengo", house: "Bateu Bet", href: houseHref("Bateu Bet") },
} satisfies Meta<typeof OddsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AffiliateLink: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Flamengo 2,10 na Bateu Bet" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "sponsored noopener noreferrer");
    await expect(link).toHaveAttribute("href", "https://example.com/afiliados/bateu-bet");
  },
};

export const Best: Story = {
  args: { best: true, label: "Empate", odd: 3.25, house: "HanzBet", href: houseHref("HanzBet") },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Empate 3,25 na HanzBet, melhor odd" })).toHaveAttribute("data-best");
  },
};

export const WithoutLink: Story = {
  args: { href: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="odds-button"]')).toHaveTextContent(
      "Flamengo 2,10 na Bateu Bet",
    );
  },
};

export const NoOdd: Story = {
  args: { odd: null, house: null, label: "Palmeiras" },
  play: async ({ canvas }) => {
    // No odd, no link: nothing to bet on.
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByText("—")).toBeVisible();
    await expect(canvas.getByText("Palmeiras, sem odd disponível")).toHaveClass("sr-only");
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link")).toHaveFocus();
  },
};

/** Same box for every value: a refresh from 2.10 to 12.50, or to '—', moves nothing. */
export const FixedSize: Story = {
  render: () => (
    <div className="flex items-center gap-1.5">
      <OddsButton odd={1.01} label="Flamengo" house="MC Games" href={houseHref("MC Games")} />
      <OddsButton odd={12.5} label="Empate" house="BetPontoBet" href={houseHref("BetPontoBet")} />
      <OddsButton odd={101} label="Palmeiras" house="Lotogreen" href={houseHref("Lotogreen")} />
      <OddsButton odd={null} label="Santos" house={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const boxes = [...canvasElement.querySelectorAll('[data-slot="odds-button"]')].map((el) =>
      el.getBoundingClientRect(),
    );
    const [first, ...rest] = boxes;
    for (const box of rest) {
      await expect(box.width).toBe(first?.width);
      await expect(box.height).toBe(first?.height);
    }
  },
};

/** Every state in one grid: link, best, no link, no odd. */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {(["bg-background", "bg-card"] as const).map((surface) => (
        <div key={surface} className={`flex items-center gap-1.5 rounded-lg border border-border p-3 ${surface}`}>
          <OddsButton odd={2.1} label="Flamengo" house="Bateu Bet" href={houseHref("Bateu Bet")} />
          <OddsButton odd={3.25} label="Empate" house="HanzBet" href={houseHref("HanzBet")} best />
          <OddsButton odd={3.6} label="Palmeiras" house="Geral Bet" />
          <OddsButton odd={null} label="Santos" house={null} />
          <OddsButton odd={4.75} label="Sport Recife" house="BetPontoBet" href={houseHref("BetPontoBet")} />
        </div>
      ))}
    </div>
  ),
};

export const AllStatesLight: Story = { ...AllStates, globals: { theme: "light" } };
export const AllStatesMobile: Story = { ...AllStates, globals: { viewport: { value: "mobile360", isRotated: false } } };

/** A two-way market (Ambas marcam): the market's name comes first, the outcome after it. */
export const TwoWayMarket: Story = {
  args: { marketName: "Ambas marcam", label: "Sim", odd: 1.95, house: "BetPontoBet", href: houseHref("BetPontoBet") },
  render: (args) => (
    <div className="flex items-center gap-1.5 p-3">
      <OddsButton {...args} best />
      <OddsButton {...args} label="Não" odd={1.93} house="HanzBet" href={houseHref("HanzBet")} previous={1.85} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Ambas marcam: Sim, melhor odd 1,95 na BetPontoBet" })).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "Ambas marcam: Não, odd 1,93 na HanzBet, subiu de 1,85" }),
    ).toBeVisible();
  },
};

/** A three-way market (Dupla chance): each outcome covers two results, and says so. */
export const ThreeWayMarket: Story = {
  args: { marketName: "Dupla chance", label: "Flamengo ou empate", odd: 1.3, house: "BetPontoBet" },
  render: (args) => (
    <div className="flex items-center gap-1.5 p-3">
      <OddsButton {...args} href={houseHref("BetPontoBet")} best />
      <OddsButton {...args} label="Flamengo ou Palmeiras" odd={1.32} house="HanzBet" href={houseHref("HanzBet")} />
      <OddsButton {...args} label="Empate ou Palmeiras" odd={null} house={null} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: "Dupla chance: Flamengo ou empate, melhor odd 1,30 na BetPontoBet" }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "Dupla chance: Flamengo ou Palmeiras, odd 1,32 na HanzBet" }),
    ).toBeVisible();
    await expect(canvas.getByText("Dupla chance: Empate ou Palmeiras, sem odd disponível")).toHaveClass("sr-only");
  },
};

export const TwoWayMarketMobile: Story = {
  ...TwoWayMarket,
  globals: { viewport: { value: "mobile360", isRotated: false } },
};
export const ThreeWayMarketMobile: Story = {
  ...ThreeWayMarket,
  globals: { viewport: { value: "mobile360", isRotated: false } },
};
