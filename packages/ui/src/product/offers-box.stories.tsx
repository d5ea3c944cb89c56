import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { BROKEN_IMAGE, HOUSES, LONG_NAME_HOUSES } from "./houses.fixtures.ts";
import { OffersBox } from "./offers-box.tsx";

const meta = {
  title: "Placar/OffersBox",
  component: OffersBox,
  args: { houses: HOUSES, onExpandedChange: fn() },
  // The box lives in the home page's right column.
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OffersBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (root: HTMLElement) => root.querySelectorAll('[data-slot="offers-box-item"]');

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole("region", { name: "Melhores ofertas" });
    await expect(items(canvasElement)).toHaveLength(3);
    await expect(
      within(box)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Bateu Bet", "MGM Bet", "BetPontoBet"]);
    const register = canvas.getByRole("link", { name: "Registrar na Bateu Bet (abre em nova aba)" });
    await expect(register).toHaveAttribute("href", "https://bateu.bet.br/?ref=placar");
    await expect(register).toHaveAttribute("target", "_blank");
    await expect(register).toHaveAttribute("rel", "sponsored noopener noreferrer");
    await expect(canvas.getAllByRole("link", { name: /^Registrar na / })).toHaveLength(3);
    // Promo bullets are a list per house.
    const promos = canvas.getByRole("list", { name: "Ofertas da MGM Bet" });
    await expect(within(promos).getByText("Cashback de até 20% em apostas ao vivo")).toBeVisible();
    // Publicity rules: advertising is labelled and carries the 18+ notice.
    await expect(canvas.getByText("Publicidade")).toBeVisible();
    await expect(canvas.getByText("18+")).toBeVisible();
    await expect(canvas.getByText("Proibido para menores de 18 anos.")).toBeInTheDocument();
    await expect(canvas.getByText("Jogue com responsabilidade.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Ver mais" })).toHaveAttribute("aria-expanded", "false");
  },
};

export const ShowMoreAndLess: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole("button", { name: "Ver mais" });
    const list = canvasElement.querySelector('[data-slot="offers-box-list"]');
    await expect(toggle).toHaveAttribute("aria-controls", list?.id);
    await userEvent.click(toggle);
    await expect(items(canvasElement)).toHaveLength(7);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    // The same button, renamed, keeps focus so the keyboard user can fold the list back.
    await expect(toggle).toHaveAccessibleName("Ver menos");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveFocus();
    await expect(canvas.getByRole("link", { name: "Registrar na MC Games (abre em nova aba)" })).toHaveAttribute(
      "rel",
      "sponsored noopener noreferrer",
    );
    await userEvent.keyboard("{Enter}");
    await expect(items(canvasElement)).toHaveLength(3);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole("link", { name: /MC Games/ })).toBeNull();
    // Leave it open for the screenshot of all seven.
    await userEvent.click(toggle);
  },
};

export const Controlled: Story = {
  render: function ControlledOffers(args) {
    const [expanded, setExpanded] = React.useState(true);
    return (
      <OffersBox
        {...args}
        expanded={expanded}
        onExpandedChange={(next) => {
          setExpanded(next);
          args.onExpandedChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(items(canvasElement)).toHaveLength(7);
    await userEvent.click(canvas.getByRole("button", { name: "Ver menos" }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(false);
    await expect(items(canvasElement)).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region", { name: "Melhores ofertas" })).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Ver mais" })).toBeNull();
    // The notice stays: the box is advertising even while it loads.
    await expect(canvas.getByText("Jogue com responsabilidade.")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { houses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nenhuma oferta disponível no momento.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Ver mais" })).toBeNull();
  },
};

/** Three houses or fewer: nothing to unfold, so no toggle. */
export const FewHouses: Story = {
  args: { houses: HOUSES.slice(0, 2) },
  play: async ({ canvas, canvasElement }) => {
    await expect(items(canvasElement)).toHaveLength(2);
    await expect(canvas.queryByRole("button", { name: "Ver mais" })).toBeNull();
  },
};

export const LongNames: Story = {
  args: { houses: LONG_NAME_HOUSES },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole("heading", { name: "MGMBetApostasOnlineLicenciadaNoBrasil" });
    // Long names wrap inside the box instead of pushing it wider.
    const box = canvas.getByRole("region", { name: "Melhores ofertas" });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(box.getBoundingClientRect().right);
    await expect(box.scrollWidth).toBe(box.clientWidth);
    await expect(canvasElement.querySelectorAll('[data-slot="house-logo-fallback"]')).toHaveLength(1);
    await expect(
      canvas.getByRole("link", { name: "Registrar na Bateu Bet Apostas Esportivas Brasil Oficial (abre em nova aba)" }),
    ).toBeVisible();
  },
};

export const BrokenAndMissingLogos: Story = {
  args: {
    houses: [{ ...HOUSES[0]!, logo: BROKEN_IMAGE }, { ...HOUSES[1]!, logo: null }, HOUSES[2]!],
  },
  play: async ({ canvasElement }) => {
    // The name on the brand colour stands in for the logo, in the same box.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="house-logo-fallback"]')).toHaveLength(2));
    const [fallback] = canvasElement.querySelectorAll<HTMLElement>('[data-slot="house-logo-fallback"]');
    await expect(fallback).toHaveStyle({ backgroundColor: "rgb(21, 128, 61)", color: "rgb(255, 255, 255)" });
    await expect(canvasElement.querySelectorAll('img[data-slot="house-logo"]')).toHaveLength(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320", isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("region", { name: "Melhores ofertas" });
    await expect(box.scrollWidth).toBe(box.clientWidth);
    const register = canvas.getByRole("link", { name: "Registrar na Bateu Bet (abre em nova aba)" });
    // A comfortable touch target.
    await expect(register.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
  },
};
