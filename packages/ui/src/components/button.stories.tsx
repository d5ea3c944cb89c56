import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight, Bell } from "lucide-react";
import { expect, fn } from "storybook/test";

import { Button } from "./button.tsx";

const meta = {
  title: "Primitivos/Button",
  component: Button,
  args: { children: "Ver odds", onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Ver odds" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true, children: "Salvando" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Salvando" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
  },
};
