import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { MatchStatusIcon, SoccerBallIcon } from "./match-icons.tsx";

const meta = {
  title: "Placar/MatchStatusIcon",
  component: MatchStatusIcon,
  args: { status: "clock" },
} satisfies Meta<typeof MatchStatusIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotStarted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Não iniciado")).toHaveClass("sr-only");
  },
};

export const Finished: Story = {
  args: { status: "check" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Encerrado")).toHaveClass("sr-only");
  },
};

export const Live: Story = {
  args: { status: "live" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Ao vivo")).toHaveClass("sr-only");
    // The pulse is dropped for people who ask for reduced motion; it stops by itself after three beats (WCAG 2.2.2:
    // the home e2e sees it end, since the stories' test runs pause every animation).
    await expect(canvasElement.querySelector(".animate-live-pulse")).toHaveClass("motion-reduce:hidden");
  },
};

/** The three status icons and the ball used when a crest is missing. */
export const AllIcons: Story = {
  render: () => (
    <div className="flex items-center gap-6">
      {(["clock", "check", "live"] as const).map((status) => (
        <span key={status} className="flex items-center gap-2 text-sm">
          <MatchStatusIcon status={status} />
          <span aria-hidden="true">{status}</span>
        </span>
      ))}
      <span className="flex items-center gap-2 text-sm">
        <SoccerBallIcon aria-hidden="true" className="size-5 text-muted-foreground" />
        <span aria-hidden="true">bola</span>
      </span>
    </div>
  ),
};

export const AllIconsLight: Story = { ...AllIcons, globals: { theme: "light" } };
