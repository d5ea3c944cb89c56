import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Badge } from "./badge.tsx";

const meta = {
  title: "Primitivos/Badge",
  component: Badge,
  args: { children: "Novo" },
  argTypes: {
    variant: { control: "select", options: ["default", "secondary", "live", "success", "outline", "count"] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Novo")).toHaveAttribute("data-slot", "badge");
  },
};
export const Secondary: Story = { args: { variant: "secondary", children: "Brasileirão" } };
export const Live: Story = { args: { variant: "live", children: "Ao vivo" } };
export const Success: Story = { args: { variant: "success", children: "Encerrado" } };
export const Outline: Story = { args: { variant: "outline", children: "18+" } };
export const Count: Story = { args: { variant: "count", children: 12 } };

const variants = ["default", "secondary", "live", "success", "outline", "count"] as const;

/** Every variant side by side, on the page background and on a card. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      {(["bg-background", "bg-card", "bg-muted"] as const).map((surface) => (
        <div
          key={surface}
          className={`flex flex-wrap items-center gap-3 rounded-lg border border-border p-3 ${surface}`}
        >
          {variants.map((variant) => (
            <Badge key={variant} variant={variant}>
              {variant === "count" ? 7 : variant === "live" ? "Ao vivo" : variant}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const AllVariantsLight: Story = { ...AllVariants, globals: { theme: "light" } };
