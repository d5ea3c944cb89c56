import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";

import { FollowButton } from "./follow-button.tsx";

const meta = {
  title: "Favoritos/FollowButton",
  component: FollowButton,
  args: { name: "Grêmio", followed: false, onFollowedChange: fn() },
} satisfies Meta<typeof FollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const star = canvas.getByRole("button", { name: "Seguir Grêmio" });
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await expect(star).toHaveAttribute("title", "Seguir Grêmio");
    await userEvent.click(star);
    await expect(args.onFollowedChange).toHaveBeenCalledWith(true);
  },
};

export const Followed: Story = {
  args: { followed: true },
  play: async ({ args, canvas, userEvent }) => {
    const star = canvas.getByRole("button", { name: "Seguir Grêmio" });
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await expect(star).toHaveAttribute("title", "Deixar de seguir Grêmio");
    await userEvent.click(star);
    await expect(args.onFollowedChange).toHaveBeenCalledWith(false);
  },
};

export const FollowedLight: Story = { ...Followed, globals: { theme: "light" } };

/** Pressing toggles it, with Space too. */
export const Toggles: Story = {
  render: function FollowToggleDemo(args) {
    const [followed, setFollowed] = React.useState(false);
    return <FollowButton {...args} followed={followed} onFollowedChange={setFollowed} />;
  },
  play: async ({ canvas, userEvent }) => {
    const star = canvas.getByRole("button", { name: "Seguir Grêmio" });
    await userEvent.click(star);
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard(" ");
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await expect(star).toHaveFocus();
  },
};
