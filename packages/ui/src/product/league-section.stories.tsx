import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import { BROKEN_IMAGE, LEAGUE_LOGOS, houseHref, upcomingLeagues } from "./day-games.fixtures.ts";
import { FollowButton } from "../favorites/follow-button.tsx";
import { LeagueSection } from "./league-section.tsx";
import { OddsRow } from "./odds-row.tsx";

const serieA = upcomingLeagues[0]!;
const onNavigate = (event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault();
const rows = serieA.rows.slice(0, 3).map(({ id, ...row }) => <OddsRow key={id} {...row} onNavigate={onNavigate} />);

const meta = {
  title: "Placar/LeagueSection",
  component: LeagueSection,
  args: {
    league: "Brasileirão Série A",
    imageUrl: LEAGUE_LOGOS.serieA,
    defaultOpen: true,
    onOpenChange: fn(),
    children: rows,
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LeagueSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3, name: "Jogos da Liga Brasileirão Série A" })).toBeVisible();
    const trigger = canvas.getByRole("button", { name: "Jogos da Liga Brasileirão Série A" });
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByText("Casa")).toBeVisible();
    await expect(canvas.getByText("X")).toBeVisible();
    await expect(canvas.getByText("Fora")).toBeVisible();
  },
};

export const Collapsing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Jogos da Liga Brasileirão Série A" });
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryAllByRole("listitem")).toHaveLength(0);
    // Keyboard works too.
    await userEvent.keyboard("{Enter}");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  },
};

/** Closed: the title alone, without the Casa / X / Fora headings of odds it does not show. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Brasileirão Série A/ })).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("list")).toBeNull();
    await expect(canvas.queryByText("Casa")).toBeNull();
  },
};

export const ClosedMobile: Story = { ...Closed, globals: { viewport: { value: "mobile360", isRotated: false } } };

/**
 * With the league's page (issue 40): the title links to it, and the chevron (with the rest of the line) opens and
 * closes, named 'Jogos da Liga {liga}' like the title.
 */
export const WithLink: Story = {
  args: { href: "/ligas/brasileirao-serie-a-71", action: <FollowButton name="Brasileirão Série A" followed={false} /> },
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole("heading", { level: 3, name: "Jogos da Liga Brasileirão Série A" });
    await expect(within(heading).getByRole("link", { name: "Jogos da Liga Brasileirão Série A" })).toHaveAttribute(
      "href",
      "/ligas/brasileirao-serie-a-71",
    );
    const trigger = canvas.getByRole("button", { name: "Jogos da Liga Brasileirão Série A" });
    await expect(heading).not.toContainElement(trigger);
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryAllByRole("listitem")).toHaveLength(0);
  },
};

/** On a phone the title is the league's name alone (the prefix is for screen readers), whole. */
export const WithLinkMobile: Story = {
  ...WithLink,
  globals: { viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Jogos da Liga Brasileirão Série A" });
    await expect(link).toHaveTextContent("Jogos da Liga Brasileirão Série A");
    // 'Jogos da Liga' takes no room on screen.
    const prefix = link.querySelector(".truncate")!.firstElementChild!;
    await expect(prefix).toHaveTextContent("Jogos da Liga");
    await expect(prefix.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Controlled: Story = {
  args: { defaultOpen: undefined },
  render: function ControlledSection(args) {
    const [open, setOpen] = React.useState(false);
    return (
      <div className="flex flex-col gap-2">
        <LeagueSection
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
        <p className="text-sm text-muted-foreground">{open ? "Aberta" : "Fechada"}</p>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Brasileirão Série A/ }));
    await expect(canvas.getByText("Aberta")).toBeVisible();
  },
};

export const NoRows: Story = {
  args: { children: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Sem dados")).toBeVisible();
  },
};

export const BrokenImage: Story = {
  args: { imageUrl: BROKEN_IMAGE },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="league-image-fallback"]')).not.toBeNull());
  },
};

export const NoImage: Story = {
  args: { imageUrl: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="league-image-fallback"]')).not.toBeNull();
  },
};

export const LongName: Story = {
  args: { league: "Campeonato Brasileiro de Futebol Série A — Temporada Regular 2025" },
};

export const FocusVisible: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /Brasileirão Série A/ })).toHaveFocus();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile360", isRotated: false } } };
export const Light: Story = { globals: { theme: "light" } };

/** With the league's star beside its title (docs/product.md#favourites), followed; the disclosure still works. */
export const WithFollowButton: Story = {
  args: { action: <FollowButton name="Brasileirão Série A" followed /> },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("button", { name: "Seguir Brasileirão Série A" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const trigger = canvas.getByRole("button", { name: "Jogos da Liga Brasileirão Série A" });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  },
};

// A two-way market on the home (`?mercado=ambas-marcam`, issue 44): the section's headings are the market's outcomes,
// over two columns, and each row names its odds with the market.
const bttsRows = serieA.rows.slice(0, 2).map(({ id, ...row }, i) => (
  <OddsRow
    key={id}
    {...row}
    outcomes={["Sim", "Não"]}
    marketName="Ambas marcam"
    odds={[
      { label: "Sim", odd: 1.9 + i / 10, house: "BetPontoBet", href: houseHref("BetPontoBet"), best: true },
      { label: "Não", odd: 1.85, house: "HanzBet", href: houseHref("HanzBet") },
    ]}
    onNavigate={onNavigate}
  />
));

export const TwoWayMarket: Story = {
  args: { columns: ["Sim", "Não"], children: bttsRows },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Sim", { selector: "[data-slot=league-section-columns] *" })).toBeVisible();
    await expect(canvas.getByText("Não", { selector: "[data-slot=league-section-columns] *" })).toBeVisible();
    await expect(canvas.queryByText("Casa")).toBeNull();
    await expect(
      canvas.getByRole("link", { name: /^Ambas marcam: Sim, melhor odd 1,90 na BetPontoBet/ }),
    ).toBeVisible();
    // Two columns in the headings, as in each row.
    const headings = canvasElement.querySelector("[data-slot=league-section-columns]")!;
    await expect(headings.children).toHaveLength(2);
  },
};

export const TwoWayMarketMobile: Story = {
  ...TwoWayMarket,
  globals: { viewport: { value: "mobile360", isRotated: false } },
};
