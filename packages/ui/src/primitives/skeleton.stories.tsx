import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Skeleton } from "./skeleton.tsx";

const meta = {
  title: "Primitivos/Skeleton",
  component: Skeleton,
  args: { className: "h-4 w-48" },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(block).toHaveAttribute("aria-hidden", "true");
  },
};

/** A card-shaped placeholder built from several blocks. */
export const Composition: Story = {
  render: () => (
    <div className="flex w-80 items-center gap-3 rounded-lg border border-border bg-card p-3">
      <Skeleton className="size-10 rounded-full" />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-3.5 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    </div>
  ),
};

export const CompositionLight: Story = { ...Composition, globals: { theme: "light" } };
