import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { LineupPitch, LineupPitchSkeleton } from "./lineup-pitch.tsx";
import { awayLineup, homeLineup } from "./match.fixtures.ts";

const meta = {
  title: "Placar/LineupPitch",
  component: LineupPitch,
  args: { home: homeLineup, away: awayLineup },
  decorators: [
    (Story) => (
      <div className="max-w-xl rounded-lg border border-border bg-card p-3">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineupPitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const home = canvas.getByRole("list", { name: "Titulares: Flamengo" });
    const away = canvas.getByRole("list", { name: "Titulares: Palmeiras" });
    await expect(within(home).getAllByRole("listitem")).toHaveLength(11);
    await expect(within(away).getAllByRole("listitem")).toHaveLength(11);
    // Long names are shortened on the pitch and read whole.
    await expect(within(home).getByText("Arrascaeta")).toBeVisible();
    await expect(within(home).getByText("Giorgian de Arrascaeta")).toBeInTheDocument();
    await expect(canvas.getByText("4-2-3-1")).toBeVisible();
    await expect(canvas.getByText("Técnico: Abel Ferreira")).toBeVisible();
    await expect(
      within(canvas.getByRole("list", { name: "Reservas: Palmeiras" })).getAllByRole("listitem"),
    ).toHaveLength(6);
    // The goalkeepers sit by their own goals: home at the top, away at the bottom.
    const homeKeeper = within(home).getAllByRole("listitem")[0]!.getBoundingClientRect();
    const awayKeeper = within(away).getAllByRole("listitem")[0]!.getBoundingClientRect();
    await expect(homeKeeper.top).toBeLessThan(awayKeeper.top);
  },
};

export const OnlyOneTeamAnnounced: Story = {
  args: { away: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Titulares: Flamengo" })).toBeVisible();
    await expect(canvas.queryByRole("list", { name: /Palmeiras/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { home: null, away: { ...awayLineup, startXI: [], substitutes: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Escalações ainda não divulgadas")).toBeVisible();
  },
};

export const LongNamesAndMissingData: Story = {
  args: {
    home: {
      ...homeLineup,
      name: "Clube Atlético Mineiro Sociedade Anônima do Futebol",
      coach: null,
      formation: null,
      substitutes: [],
      startXI: homeLineup.startXI.map((p, i) =>
        i === 10 ? { ...p, name: "Hulk Givanildo Vieira de Souza", number: null } : p,
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Técnico: —")).toBeVisible();
    await expect(canvas.getByText("Sem reservas informados")).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile360", isRotated: false } } };

export const Light: Story = { globals: { theme: "light" } };

export const Skeleton: Story = { render: () => <LineupPitchSkeleton /> };
