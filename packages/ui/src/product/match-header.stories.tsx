import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { href } from "@placar/core/routes";
import { finishedStatusLabel } from "@placar/core/finished-label";

import { FollowButton } from "../favorites/follow-button.tsx";
import { MatchHeader, MatchHeaderSkeleton } from "./match-header.tsx";
import { BROKEN_IMAGE, matchHeader } from "./match.fixtures.ts";

const meta = {
  title: "Placar/MatchHeader",
  component: MatchHeader,
  args: matchHeader,
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MatchHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scheduled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Flamengo x , às 16:00 x Palmeiras");
    await expect(canvas.getByText("23/11/2025")).toBeVisible();
    await expect(canvas.getByText("Estádio do Maracanã, Rio de Janeiro")).toBeVisible();
    await expect(canvas.queryByText("Ao vivo")).toBeNull();
  },
};

export const Live: Story = {
  args: { live: true, elapsed: 67, score: { home: 2, away: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Ao vivo/)).toHaveTextContent("Ao vivo 67'");
    await expect(canvas.getByText(", placar 2 a 1")).toBeInTheDocument();
    await expect(canvas.getByText("23/11/2025 · 16:00")).toBeVisible();
  },
};

/** A finished match says so beside its date (docs/product.md#match-page). */
export const Finished: Story = {
  args: { score: { home: 3, away: 1 }, finishedLabel: finishedStatusLabel("FT") },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Ao vivo/)).toBeNull();
    await expect(canvas.getByText(", placar 3 a 1")).toBeInTheDocument();
    await expect(canvas.getByText("Encerrado")).toBeVisible();
  },
};

/**
 * After extra time: AET is also a live code (it stays under Ao Vivo right after the whistle), but the header says the
 * match is over, not 'Ao vivo'.
 */
export const FinishedAfterExtraTime: Story = {
  args: { score: { home: 2, away: 1 }, live: true, elapsed: 120, finishedLabel: finishedStatusLabel("AET") },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Encerrado após prorrogação")).toBeVisible();
    await expect(canvas.queryByText(/Ao vivo/)).toBeNull();
  },
};

export const FinishedOnPenalties: Story = {
  args: { score: { home: 1, away: 1 }, finishedLabel: finishedStatusLabel("FT_PEN") },
  globals: { viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Encerrado nos pênaltis")).toBeVisible();
  },
};

/**
 * The team names (with their crests) and the league name lead to their pages (issue 40), the names still part of the
 * page's heading.
 */
export const WithLinks: Story = {
  args: {
    league: { ...matchHeader.league, href: href.league(71, "Brasileirão Série A") },
    home: { ...matchHeader.home, href: href.team(127, "Flamengo") },
    away: { ...matchHeader.away, href: href.team(121, "Palmeiras") },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 1 });
    await expect(heading).toHaveTextContent(/^Flamengo x .+ x Palmeiras$/);
    await expect(within(heading).getByRole("link", { name: "Flamengo" })).toHaveAttribute(
      "href",
      "/times/flamengo-127",
    );
    await expect(within(heading).getByRole("link", { name: "Palmeiras" })).toHaveAttribute(
      "href",
      "/times/palmeiras-121",
    );
    await expect(canvas.getByRole("link", { name: "Brasileirão Série A" })).toHaveAttribute(
      "href",
      "/ligas/brasileirao-serie-a-71",
    );
  },
};

export const WithLinksMobile: Story = {
  ...WithLinks,
  args: { ...WithLinks.args, score: { home: 3, away: 1 }, finishedLabel: finishedStatusLabel("FT") },
  globals: { viewport: { value: "mobile360", isRotated: false } },
};

export const MissingImagesAndVenue: Story = {
  args: {
    league: { name: "Copa do Brasil", logoUrl: BROKEN_IMAGE },
    home: { name: "Ceará", logoUrl: null },
    away: { name: "Goiás", logoUrl: BROKEN_IMAGE },
    venue: null,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="team-crest-fallback"]')).toHaveLength(2));
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="league-logo-fallback"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-slot="match-header-venue"]')).toBeNull();
  },
};

export const LongNames: Story = {
  args: {
    league: { name: "CONMEBOL Libertadores da América — Fase de Grupos", logoUrl: matchHeader.league.logoUrl },
    home: { name: "Clube Atlético Mineiro Sociedade Anônima do Futebol", logoUrl: matchHeader.home.logoUrl },
    away: { name: "Sport Club Corinthians Paulista", logoUrl: matchHeader.away.logoUrl },
    venue: { name: "Estádio Governador Magalhães Pinto (Mineirão)", city: "Belo Horizonte" },
    live: true,
    elapsed: 90,
    score: { home: 0, away: 0 },
  },
};

export const Mobile: Story = {
  ...Live,
  globals: { viewport: { value: "mobile360", isRotated: false } },
};

export const Light: Story = {
  args: { live: true, elapsed: 12, score: { home: 0, away: 0 } },
  globals: { theme: "light" },
};

/** The loading placeholder has the header's size. */
export const Skeleton: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <MatchHeader {...args} />
      <MatchHeaderSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const real = canvasElement.querySelector('[data-slot="match-header"]')!.getBoundingClientRect();
    const skeleton = canvasElement.querySelector('[data-slot="match-header-skeleton"]')!.getBoundingClientRect();
    await expect(skeleton.height).toBe(real.height);
  },
};

export const SkeletonMobile: Story = { ...Skeleton, globals: { viewport: { value: "mobile360", isRotated: false } } };

/** With a star under each team (docs/product.md#favourites): the home team followed. Outside the h1, whose name is unchanged. */
export const WithFollowButtons: Story = {
  args: {
    homeAction: <FollowButton name="Flamengo" followed />,
    awayAction: <FollowButton name="Palmeiras" followed={false} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Flamengo x , às 16:00 x Palmeiras");
    await expect(canvas.getByRole("button", { name: "Seguir Flamengo" })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("button", { name: "Seguir Palmeiras" })).toHaveAttribute("aria-pressed", "false");
  },
};
