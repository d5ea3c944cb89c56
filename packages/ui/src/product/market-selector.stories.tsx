import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { marketSlug, type Market } from "@placar/core/markets";

import { MarketSelector } from "./market-selector.tsx";
import { BTTS, DNB, DOUBLE_CHANCE } from "./markets.fixtures.ts";

// The page decides the address; a match page's would be `/jogo/…?mercado=ambas-marcam`.
const hrefFor = (market: Market) => `?mercado=${marketSlug(market)}`;

const meta = {
  title: "Placar/MarketSelector",
  component: MarketSelector,
  args: { current: { key: "1x2" }, hrefFor },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-2">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MarketSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: "mobile360", isRotated: false } };

/** Every market as a plain link (it works without JavaScript); 1X2 ('Resultado final') is the default. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Mercados" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((l) => l.textContent)).toEqual([
      "Resultado final",
      "Ambas marcam",
      "Mais/Menos de 1,5 gols",
      "Mais/Menos de 2,5 gols",
      "Mais/Menos de 3,5 gols",
      "Dupla chance",
      "Empate anula",
    ]);
    await expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "?mercado=resultado",
      "?mercado=ambas-marcam",
      "?mercado=gols-1-5",
      "?mercado=gols-2-5",
      "?mercado=gols-3-5",
      "?mercado=dupla-chance",
      "?mercado=empate-anula",
    ]);
    await expect(within(nav).getByRole("link", { current: "page" })).toHaveTextContent("Resultado final");
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  },
};

/** A two-way market is the current one. */
export const TwoWayCurrent: Story = {
  args: { current: BTTS },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { current: "page" })).toHaveTextContent("Ambas marcam");
    await expect(canvas.getByRole("link", { name: "Resultado final" })).not.toHaveAttribute("aria-current");
  },
};

/** A three-way market other than 1X2 is the current one. */
export const ThreeWayCurrent: Story = {
  args: { current: DOUBLE_CHANCE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { current: "page" })).toHaveTextContent("Dupla chance");
  },
};

/** Every link by Tab, in order, each with a visible focus ring. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const links = canvas.getAllByRole("link");
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole("link", { name: "Dupla chance" })).toHaveFocus();
  },
};

/**
 * At 360 px the chips scroll sideways inside their row, never the page; the row starts with the current market
 * (the last one here) in view.
 */
export const Mobile: Story = {
  args: { current: DNB },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="market-selector-scroller"]')!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const current = canvas.getByRole("link", { current: "page" });
    await expect(current).toHaveTextContent("Empate anula");
    const box = current.getBoundingClientRect();
    const view = scroller.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(view.left);
    await expect(box.right).toBeLessThanOrEqual(view.right);
  },
};

/** Tabbing to a chip out of sight scrolls the row to it. */
export const MobileKeyboard: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="market-selector-scroller"]')!;
    await expect(scroller.scrollLeft).toBe(0);
    for (let i = 0; i < 6; i++) await userEvent.tab();
    const chip = canvas.getByRole("link", { name: "Dupla chance" });
    await expect(chip).toHaveFocus();
    await expect(scroller.scrollLeft).toBeGreaterThan(0);
    await expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(scroller.getBoundingClientRect().right);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const TwoWayCurrentMobile: Story = { ...TwoWayCurrent, globals: phone };
export const ThreeWayCurrentMobile: Story = { ...ThreeWayCurrent, globals: phone };

export const Light: Story = { args: { current: BTTS }, globals: { theme: "light" } };
