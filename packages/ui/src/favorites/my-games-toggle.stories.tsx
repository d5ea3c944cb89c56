import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { MyGamesToggle } from "./my-games-toggle.tsx";

const meta = {
  title: "Favoritos/MyGamesToggle",
  component: MyGamesToggle,
  args: { pressed: false },
} satisfies Meta<typeof MyGamesToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { pressed: true } };

export const OnLight: Story = { args: { pressed: true }, globals: { theme: "light" } };

/** Pressing switches the filter on and off. */
export const Toggles: Story = {
  render: function MyGamesToggleDemo(args) {
    const [pressed, setPressed] = React.useState(false);
    return <MyGamesToggle {...args} pressed={pressed} onPressedChange={setPressed} />;
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("button", { name: "Meus jogos" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  },
};
