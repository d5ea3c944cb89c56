import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { LeagueChip } from "./league-chip.tsx";
import { BROKEN_IMAGE, leagueLogo } from "./day-games.fixtures.ts";

/** The league chips of the home's strip: a toggle button per league, with its logo, plus 'Todas' without one. */
const meta = {
  title: "Placar/LeagueChip",
  component: LeagueChip,
  args: { label: "Brasileirão Série A", imageUrl: leagueLogo("#0d6b3d", "#f5c518"), onClick: fn() },
} satisfies Meta<typeof LeagueChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const chip = canvas.getByRole("button", { name: "Brasileirão Série A" });
    // A toggle: its state is announced, not only coloured.
    await expect(chip).toHaveAttribute("aria-pressed", "false");
    await expect(chip).toHaveAttribute("type", "button");
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Active: Story = {
  args: { isActive: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Brasileirão Série A" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** 'Todas' has no image at all. */
export const WithoutImage: Story = {
  args: { label: "Todas", imageUrl: undefined, isActive: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("img")).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="league-chip-fallback"]')).toBeNull();
  },
};

/** A broken or missing logo shows the trophy, as every league image does. */
export const BrokenImage: Story = {
  args: { label: "Copa Libertadores", imageUrl: BROKEN_IMAGE },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="league-chip-fallback"]')).not.toBeNull());
  },
};

export const MissingImage: Story = {
  args: { label: "Copa do Nordeste", imageUrl: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="league-chip-fallback"]')).not.toBeNull();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Brasileirão Série A" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Side by side, as in the strip. */
export const Row: Story = {
  render: (args) => (
    <div className="flex gap-2">
      <LeagueChip label="Todas" isActive />
      <LeagueChip {...args} />
      <LeagueChip label="Premier League" imageUrl={leagueLogo("#3d195b", "#ffffff")} />
      <LeagueChip label="Copa Libertadores" imageUrl={BROKEN_IMAGE} />
    </div>
  ),
};

export const Light: Story = { ...Row, globals: { theme: "light" } };
