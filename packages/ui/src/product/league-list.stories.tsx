import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { BROKEN_LOGO_LEAGUES, LEAGUES, LONG_NAME_LEAGUES } from "./featured.fixtures.ts";
import { FollowButton } from "../favorites/follow-button.tsx";
import { LeagueList } from "./league-list.tsx";

const meta = {
  title: "Placar/LeagueList",
  component: LeagueList,
  args: { leagues: LEAGUES, onValueChange: fn(), onExpandedChange: fn() },
  // As wide as the home page's left column, unless the story lays out its own width.
  decorators: [
    (Story, { parameters }) =>
      parameters["ownWidth"] ? (
        <Story />
      ) : (
        <div className="w-64 max-w-full">
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof LeagueList>;

export default meta;
type Story = StoryObj<typeof meta>;

function itemLabels(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('[data-slot="league-list-item"]')].map((item) => item.textContent ?? "");
}

function pressed(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('[data-slot="league-list-item"][aria-pressed="true"]')].map(
    (item) => item.textContent ?? "",
  );
}

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("region", { name: "Ligas" })).toBeVisible();
    // 'Todas' first and active, then only the first seven leagues.
    await expect(itemLabels(canvasElement)).toEqual(["Todas", ...LEAGUES.slice(0, 7).map((league) => league.label)]);
    await expect(pressed(canvasElement)).toEqual(["Todas"]);
    await expect(canvas.getByRole("button", { name: "Ver mais" })).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(canvas.getByRole("button", { name: "Copa do Brasil" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(73);
    await expect(pressed(canvasElement)).toEqual(["Copa do Brasil"]);
    // 'Todas' resets the filter.
    await userEvent.click(canvas.getByRole("button", { name: "Todas" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(pressed(canvasElement)).toEqual(["Todas"]);
    // So does pressing the active league again, as on the header's strip.
    await userEvent.click(canvas.getByRole("button", { name: "La Liga" }));
    await userEvent.click(canvas.getByRole("button", { name: "La Liga" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(pressed(canvasElement)).toEqual(["Todas"]);
    // 'Todas' while already on 'Todas' changes nothing.
    await userEvent.click(canvas.getByRole("button", { name: "Todas" }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(4);
  },
};

export const ManyLeaguesExpanded: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole("button", { name: "Ver mais" });
    await expect(toggle).toHaveAttribute("aria-controls", canvasElement.querySelector("ul")?.id);
    await userEvent.click(toggle);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await expect(itemLabels(canvasElement)).toEqual(["Todas", ...LEAGUES.map((league) => league.label)]);
    const less = canvas.getByRole("button", { name: "Ver menos" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    // Focus stays on the toggle, and it folds back to seven.
    await expect(less).toHaveFocus();
    await userEvent.click(less);
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await expect(itemLabels(canvasElement)).toHaveLength(8);
    await userEvent.click(canvas.getByRole("button", { name: "Ver mais" }));
    // A league beyond the seventh can be chosen once shown.
    await userEvent.click(canvas.getByRole("button", { name: "Primeira Liga" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(94);
    await expect(pressed(canvasElement)).toEqual(["Primeira Liga"]);
  },
};

export const ActiveLeague: Story = {
  args: { defaultValue: 13 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: "CONMEBOL Libertadores" })).toHaveAttribute("aria-pressed", "true");
    await expect(pressed(canvasElement)).toEqual(["CONMEBOL Libertadores"]);
  },
};

/** Seven leagues exactly: nothing to show more of. */
/** The filter in the page's address (the home): each league is a link to its filter, the active one's back to 'Todas'. */
export const AsLinks: Story = {
  args: { value: 13, hrefFor: (id) => (id === null || id === 13 ? "/" : `/?liga=${id}`) },
  play: async ({ canvas }) => {
    const active = canvas.getByRole("link", { name: "CONMEBOL Libertadores" });
    await expect(active).toHaveAttribute("aria-current", "true");
    await expect(active).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("link", { name: "Todas" })).not.toHaveAttribute("aria-current");
    await expect(canvas.getByRole("link", { name: "Copa do Brasil" })).toHaveAttribute("href", "/?liga=73");
    // 'Ver mais' stays a button: it changes nothing in the address.
    await expect(canvas.getByRole("button", { name: "Ver mais" })).toBeVisible();
  },
};

export const SevenLeagues: Story = {
  args: { leagues: LEAGUES.slice(0, 7) },
  play: async ({ canvas, canvasElement }) => {
    await expect(itemLabels(canvasElement)).toHaveLength(8);
    await expect(canvas.queryByRole("button", { name: "Ver mais" })).toBeNull();
  },
};

export const BrokenImages: Story = {
  args: { leagues: BROKEN_LOGO_LEAGUES },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="league-image-fallback"]')).toHaveLength(6));
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

export const LongNames: Story = {
  args: { leagues: LONG_NAME_LEAGUES, defaultValue: 9001 },
  play: async ({ canvas }) => {
    const name = canvas.getByTitle("Campeonato Brasileiro de Futebol Feminino Série A1 — Fase de Grupos");
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    // The full name is still the button's name.
    await expect(
      canvas.getByRole("button", { name: "Campeonato Brasileiro de Futebol Feminino Série A1 — Fase de Grupos" }),
    ).toHaveAttribute("aria-pressed", "true");
  },
};

export const Empty: Story = {
  args: { leagues: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(itemLabels(canvasElement)).toEqual(["Todas"]);
    await expect(canvas.getByText("Nenhuma liga disponível no momento.")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Ver mais" })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Ligas" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
  },
};

export const Mobile: Story = {
  args: { defaultValue: 39 },
  parameters: { ownWidth: true },
  globals: { viewport: { value: "mobile320", isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "Ligas" });
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(canvas.getByRole("button", { name: "Premier League" })).toHaveAttribute("aria-pressed", "true");
  },
};

/** With a star after each league (docs/product.md#favourites), the second one followed; the filter still works. */
export const WithFollowButtons: Story = {
  args: { renderAction: (league) => <FollowButton name={league.label} followed={league.id === LEAGUES[1].id} /> },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole("button", { name: `Seguir ${LEAGUES[1].label}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(canvas.getByRole("button", { name: `Seguir ${LEAGUES[0].label}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await userEvent.click(canvas.getByRole("button", { name: LEAGUES[0].label }));
    await expect(pressed(canvasElement)).toEqual([LEAGUES[0].label]);
  },
};
