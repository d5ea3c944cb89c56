import type { Meta, StoryObj } from "@storybook/react-vite";
import { Trophy } from "lucide-react";
import { expect, waitFor } from "storybook/test";

import { BROKEN_IMAGE, LEAGUE_LOGOS } from "../product/day-games.fixtures.ts";
import { FallbackImage } from "./fallback-image.tsx";

const fallback = <Trophy data-testid="fallback" aria-hidden="true" className="size-10 text-best" />;

const meta = {
  title: "Primitivos/FallbackImage",
  component: FallbackImage,
  args: { src: LEAGUE_LOGOS.serieA, alt: "Brasileirão Série A", width: 40, height: 40, fallback },
} satisfies Meta<typeof FallbackImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Brasileirão Série A" })).toBeVisible();
  },
};

export const Missing: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("fallback")).toBeInTheDocument();
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};

export const Broken: Story = {
  args: { src: BROKEN_IMAGE },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId("fallback")).toBeInTheDocument());
    await expect(canvas.queryByRole("img", { name: "Brasileirão Série A" })).toBeNull();
  },
};
