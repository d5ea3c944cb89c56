import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { href } from "@placar/core/routes";

import { FLAMENGO_ID, PALMEIRAS_ID, standings } from "./match.fixtures.ts";
import { StandingsTable, StandingsTableSkeleton, standingsZone } from "./standings-table.tsx";

const meta = {
  title: "Placar/StandingsTable",
  component: StandingsTable,
  args: {
    rows: standings,
    caption: "Classificação · Brasileirão Série A 2025",
    highlightTeamIds: [FLAMENGO_ID, PALMEIRAS_ID],
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StandingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Classificação · Brasileirão Série A 2025" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    await expect(headers).toEqual(["#", "Time", "P", "J", "V", "E", "D", "GP", "GC", "SG", "Últimos 5"]);
    const first = within(table).getByRole("row", { name: /Flamengo/ });
    await expect(first).toHaveAttribute("data-highlighted");
    await expect(
      within(first)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([
      "1, Libertadores (fase de grupos)",
      "74",
      "35",
      "22",
      "8",
      "5",
      "71",
      "24",
      "+47",
      "VVitóriaVVitóriaEEmpateVVitóriaVVitória",
    ]);
    await expect(within(table).getByRole("row", { name: /Cruzeiro/ })).not.toHaveAttribute("data-highlighted");
    await expect(canvas.getByRole("list", { name: "Legenda das zonas" })).toHaveTextContent("Rebaixamento");
    await expect(standingsZone("Relegation")).toBe("relegation");
  },
};

export const NoHighlightNoZones: Story = {
  args: { highlightTeamIds: [], rows: standings.slice(0, 6).map((r) => ({ ...r, description: null, form: null })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("list", { name: "Legenda das zonas" })).toBeNull();
    // Without `teamHref`, the names are plain text.
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Classificação indisponível")).toBeVisible();
  },
};

/** Scrolls sideways with rank and team kept in place. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole("region", { name: /Classificação/ });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    const team = canvas.getByRole("rowheader", { name: /Sport Recife/ });
    const rank = team.previousElementSibling!;
    const before = [team.getBoundingClientRect().left, rank.getBoundingClientRect().left];
    region.scrollLeft = 200;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect([team.getBoundingClientRect().left, rank.getBoundingClientRect().left]).toEqual(before);
  },
};

/** On a team or league page each name leads to the team's page; elsewhere (a match page) names stay plain text. */
export const TeamLinks: Story = {
  args: { teamHref: (team) => href.team(team.id, team.name) },
  play: async ({ canvas }) => {
    const team = canvas.getByRole("rowheader", { name: /Flamengo/ });
    await expect(within(team).getByRole("link", { name: "Flamengo" })).toHaveAttribute("href", "/times/flamengo-127");
    await expect(canvas.getAllByRole("link")).toHaveLength(standings.length);
  },
};

export const Light: Story = { globals: { theme: "light" } };

export const Skeleton: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <StandingsTable {...args} rows={args.rows.slice(0, 5).map((r) => ({ ...r, description: null }))} />
      <StandingsTableSkeleton rows={5} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const real = canvasElement.querySelector('[data-slot="standings-table"]')!.getBoundingClientRect();
    const skeleton = canvasElement.querySelector('[data-slot="standings-table-skeleton"]')!.getBoundingClientRect();
    await expect(Math.abs(skeleton.height - real.height)).toBeLessThanOrEqual(1);
  },
};
