import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { TeamGames, TeamGamesSkeleton, type TeamGameItem } from "./team-games.tsx";
import { LONG_NAMES, NOW, RECENT, UPCOMING } from "./team.fixtures.ts";

const meta = {
  title: "Placar/TeamGames",
  component: TeamGames,
  args: { title: "Próximos jogos", games: UPCOMING, now: NOW, emptyText: "Nenhum jogo marcado" },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamGames>;

export default meta;
type Story = StoryObj<typeof meta>;

function rows(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="team-game"]')];
}

/** Nothing in the section is wider than a phone, and nothing inside a row spills out of it. */
async function fitsWidth(canvasElement: HTMLElement, width: number) {
  const section = canvasElement.querySelector<HTMLElement>('[data-slot="team-games"]')!;
  await expect(section.getBoundingClientRect().right).toBeLessThanOrEqual(width);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  for (const row of rows(canvasElement)) await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
}

/** The games to come on a team's page (desktop): the live one first, then the next ones with their best prices. */
export const Upcoming: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Próximos jogos" })).toBeVisible();
    const [live, next, later] = rows(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(3);

    // Day and time in Brasília: 21:30 on the 26th is the 27th in UTC, and still says 26/11.
    await expect(within(live!).getByText(/^Hoje/)).toHaveTextContent("Hoje · , 16:00");
    await expect(within(next!).getByText(/^26\/11/)).toHaveTextContent("26/11 · , 21:30");
    await expect(within(live!).getByText("Ao vivo")).toBeVisible();
    await expect(within(live!).getByText("67'", { exact: false })).toBeVisible();
    await expect(within(live!).getByText("Placar: 2 a 1")).toBeInTheDocument();
    await expect(within(next!).queryByText(/Placar/)).toBeNull();

    // Teams and league are links of their own; the row's link to the match is one more, never around them.
    await expect(within(live!).getByRole("link", { name: "Flamengo" })).toHaveAttribute("href", "/times/flamengo-127");
    await expect(within(live!).getByRole("link", { name: "Brasileirão Série A" })).toHaveAttribute(
      "href",
      "/ligas/brasileirao-serie-a-71",
    );
    await expect(
      within(live!).getByRole("link", { name: "Odds e estatísticas de Flamengo x Palmeiras" }),
    ).toHaveAttribute("href", "/estatisticasJogo/1380201");
    await expect(canvasElement.querySelector("a a")).toBeNull();

    // The prices: 1 / X / 2, each with its house written out in readable text.
    const prices = within(next!).getByRole("list", { name: "Melhores odds" });
    await expect(
      within(prices)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["1Fortaleza: 4,10na Estrela Bet", "XEmpate: 3,55na KTO", "2Flamengo: 1,92na Betano"]);
    for (const house of canvasElement.querySelectorAll('[data-slot="team-game-house"]')) {
      await expect(house).toBeVisible();
      await expect(Number.parseFloat(getComputedStyle(house).fontSize)).toBeGreaterThanOrEqual(12);
    }
    await expect(within(later!).getByText("Sem odds ainda")).toBeVisible();
    await expect(within(later!).queryByRole("list")).toBeNull();
  },
};

/** The last results: the result from the team's side, the final score and the closing line. */
export const Recent: Story = {
  args: { title: "Últimos resultados", games: RECENT },
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const [draw, win, loss, noPrices] = rows(canvasElement);
    await expect(
      rows(canvasElement).map((row) => row.querySelector('[data-slot="result-badge"]')?.textContent),
    ).toEqual(["EEmpate", "VVitória", "DDerrota", "VVitória"]);
    await expect(within(draw!).getByRole("list", { name: "Odds de fechamento" })).toBeInTheDocument();
    await expect(within(draw!).getByText("Odds de fechamento")).toBeVisible();
    await expect(within(draw!).getByText("Placar: 1 a 1")).toBeInTheDocument();
    await expect(within(win!).getByText("Placar: 3 a 0")).toBeInTheDocument();
    await expect(within(loss!).getByText("Pên.")).toBeVisible();
    await expect(within(loss!).getByRole("link", { name: "CONMEBOL Libertadores" })).toBeVisible();
    // A finished game without prices kept says so, without the "ainda" of a game still to come.
    await expect(within(noPrices!).getByText("Sem odds de fechamento")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Próximos jogos" })).toBeVisible();
    await expect(canvas.getByText("Nenhum jogo marcado")).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** 'Hoje', 'Amanhã' and 'Ontem' follow Brasília's calendar, not the kick-off's UTC date. */
export const DayLabels: Story = {
  args: {
    title: "Jogos da rodada",
    // Tuesday 25/11, 23:30 in Brasília (already the 26th in UTC).
    now: new Date("2025-11-26T02:30:00Z"),
    games: [RECENT[0]!, UPCOMING[1]!, UPCOMING[2]!].map((game): TeamGameItem => ({
      ...game,
      kickoff: game.id === RECENT[0]!.id ? "2025-11-24T21:30:00-03:00" : game.kickoff,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement).map((row) => row.querySelector("time")?.textContent)).toEqual([
      "Ontem · , 21:30",
      "Amanhã · , 21:30",
      "30/11 · , 16:00",
    ]);
  },
};

/** A phone, 360 px: prices in three equal cells under the teams, nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvasElement }) => {
    await fitsWidth(canvasElement, 360);
    const cells = [...canvasElement.querySelectorAll('[data-slot="team-game-price"]')].map((c) =>
      c.getBoundingClientRect(),
    );
    await expect(new Set(cells.slice(0, 3).map((c) => Math.round(c.width))).size).toBe(1);
  },
};

export const PhoneRecent: Story = {
  args: { title: "Últimos resultados", games: RECENT },
  globals: { viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvasElement }) => {
    await fitsWidth(canvasElement, 360);
  },
};

/** "Atlético Mineiro x Red Bull Bragantino" and longer: cut on screen, whole in the tooltip and the link's name. */
export const LongNames: Story = {
  args: { title: "Jogos", games: LONG_NAMES },
  globals: { viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await fitsWidth(canvasElement, 360);
    for (const title of [
      "Campeonato Brasileiro de Futebol Feminino Série A1 — Fase de Grupos",
      "Clube Atlético Mineiro Sociedade Anônima do Futebol",
    ]) {
      const name = canvas.getByTitle(title);
      await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    }
    await expect(
      canvas.getByRole("link", {
        name: "Odds e estatísticas de Clube Atlético Mineiro Sociedade Anônima do Futebol x Red Bull Bragantino Futebol Ltda.",
      }),
    ).toBeVisible();
    await expect(canvas.getAllByTitle("Esportes da Sorte")[0]).toBeVisible();
    // A missing draw price says so instead of leaving a hole.
    const [, finished] = rows(canvasElement);
    await expect(within(finished!).getByText("Empate:").parentElement).toHaveTextContent("XEmpate: —sem odd");
  },
};

export const Light: Story = {
  args: { title: "Últimos resultados", games: RECENT.slice(0, 3) },
  globals: { theme: "light" },
};

/** While loading: the heading is already known, the rows hold the place of upcoming games with prices. */
export const Skeleton: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <TeamGames {...args} games={UPCOMING.slice(1, 2)} />
      <TeamGamesSkeleton title="Próximos jogos" rows={2} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole("heading", { level: 2, name: "Próximos jogos" })).toHaveLength(2);
    const real = rows(canvasElement)[0]!.getBoundingClientRect();
    const skeleton = canvasElement.querySelector('[data-slot="team-game-skeleton"]')!.getBoundingClientRect();
    await expect(Math.abs(skeleton.height - real.height)).toBeLessThanOrEqual(1);
  },
};

export const SkeletonPhone: Story = {
  ...Skeleton,
  globals: { viewport: { value: "mobile360", isRotated: false } },
};
