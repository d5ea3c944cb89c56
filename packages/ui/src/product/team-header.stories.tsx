import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { FollowButton } from "../favorites/follow-button.tsx";
import { TeamHeader } from "./team-header.tsx";
import { BROKEN_IMAGE, FLAMENGO } from "./team.fixtures.ts";

const meta = {
  title: "Placar/TeamHeader",
  component: TeamHeader,
  args: {
    ...FLAMENGO,
    action: <FollowButton name="Flamengo" followed={false} onFollowedChange={fn()} />,
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole("heading", { level: 1 });
    await expect(heading).toHaveTextContent(/^Flamengo$/);
    // The star sits beside the title, never inside it (it would become part of the page's name).
    await expect(within(heading).queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Seguir Flamengo" })).toBeVisible();
    await expect(canvas.getByText("Brasil")).toBeVisible();
    const competitions = within(canvas.getByRole("list", { name: "Campeonatos" })).getAllByRole("link");
    await expect(competitions.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Brasileirão Série A", "/ligas/brasileirao-serie-a-71"],
      ["CONMEBOL Libertadores", "/ligas/conmebol-libertadores-13"],
      ["Copa do Brasil", "/ligas/copa-do-brasil-73"],
    ]);
    // A page title's crest: 64 px on a desktop.
    const crest = canvasElement.querySelector('[data-slot="team-header-crest"] > *')!.getBoundingClientRect();
    await expect([crest.width, crest.height]).toEqual([64, 64]);
  },
};

export const Followed: Story = {
  args: { action: <FollowButton name="Flamengo" followed onFollowedChange={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Seguir Flamengo" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** Without a country, competitions or star (a club the provider knows little about): just the crest and the name. */
export const Minimal: Story = {
  args: { name: "Sampaio Corrêa", logoUrl: null, country: null, competitions: [], action: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Sampaio Corrêa" })).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="team-crest-fallback"]')).not.toBeNull();
  },
};

export const BrokenCrest: Story = {
  args: { logoUrl: BROKEN_IMAGE },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="team-crest-fallback"]')).not.toBeNull());
    const icon = canvasElement.querySelector('[data-slot="team-crest-fallback"]')!.getBoundingClientRect();
    await expect([icon.width, icon.height]).toEqual([64, 64]);
  },
};

/** A phone: 56 px crest, the name wraps, the competitions wrap, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile360", isRotated: false } },
  args: {
    name: "Clube Atlético Mineiro Sociedade Anônima do Futebol",
    competitions: [
      ...FLAMENGO.competitions,
      { name: "Campeonato Brasileiro de Futebol Feminino Série A1 — Fase de Grupos", href: "/ligas/feminino-a1-74" },
    ],
    action: <FollowButton name="Atlético Mineiro" followed={false} onFollowedChange={fn()} />,
  },
  play: async ({ canvas, canvasElement }) => {
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="team-header"]')!;
    await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const crest = canvasElement.querySelector('[data-slot="team-header-crest"] > *')!.getBoundingClientRect();
    await expect([crest.width, crest.height]).toEqual([56, 56]);
    await expect(
      canvas.getByRole("button", { name: "Seguir Atlético Mineiro" }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(360);
    // The longest competition is cut on screen and whole in its tooltip.
    const longest = canvas.getByTitle("Campeonato Brasileiro de Futebol Feminino Série A1 — Fase de Grupos");
    await expect(longest.scrollWidth).toBeGreaterThan(longest.clientWidth);
  },
};

/** A competition's page: the same header, with a trophy when its logo is missing. */
export const League: Story = {
  args: {
    name: "Brasileirão Série A",
    logoUrl: null,
    logoKind: "league",
    country: "Brasil",
    competitions: [],
    action: <FollowButton name="Brasileirão Série A" followed={false} onFollowedChange={fn()} />,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "Brasileirão Série A" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="league-image-fallback"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-slot="team-crest-fallback"]')).toBeNull();
  },
};

export const Light: Story = { globals: { theme: "light" } };
