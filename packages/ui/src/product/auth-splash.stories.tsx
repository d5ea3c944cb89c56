import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { AUTH_SPLASH_DURATION, AuthSplash } from "./auth-splash.tsx";

const meta = {
  title: "Placar/AuthSplash",
  component: AuthSplash,
  args: { onDone: fn() },
  decorators: [
    (Story) => (
      <div className="flex justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuthSplash>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Placar" })).toBeVisible();
    await expect(canvas.getByText("As melhores odds do futebol, lado a lado.")).toBeVisible();
    // The splash's 5 s (docs/product.md#login-area): nothing advances straight away.
    await expect(AUTH_SPLASH_DURATION).toBe(5000);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** With a short duration the splash hands over by itself, once. */
export const AdvancesAfterDuration: Story = {
  args: { duration: 300 },
  play: async ({ args }) => {
    await expect(args.onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce(), { timeout: 2000 });
    await new Promise((r) => setTimeout(r, 400));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile320", isRotated: false } } };

export const Light: Story = { globals: { theme: "light" } };
