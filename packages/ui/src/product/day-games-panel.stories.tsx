import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import {
  BROKEN_IMAGE,
  TEAMS,
  busyDay,
  dayCounts,
  finishedLeagues,
  leaguesByTab,
  liveLeagues,
  row,
  upcomingLeagues,
} from "./day-games.fixtures.ts";
import { DayGamesPanel, type DayGamesPanelProps, type DayGamesTab } from "./day-games-panel.tsx";
import { FollowButton } from "../favorites/follow-button.tsx";
import { MyGamesToggle } from "../favorites/my-games-toggle.tsx";
import { MY_GAMES_EMPTY } from "@placar/core/messages";

const meta = {
  title: "Placar/DayGamesPanel",
  component: DayGamesPanel,
  args: {
    dateLabel: "Hoje - 14:05",
    shortDateLabel: "21/11 : 14:05",
    tab: "upcoming",
    counts: dayCounts,
    leagues: upcomingLeagues,
    onTabChange: fn(),
    onPrevDay: fn(),
    onNextDay: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DayGamesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the tab like the app does: a tab change swaps in that tab's leagues. */
function StatefulPanel(args: DayGamesPanelProps) {
  const [tab, setTab] = React.useState<DayGamesTab>(args.tab ?? "upcoming");
  return (
    <DayGamesPanel
      {...args}
      tab={tab}
      leagues={leaguesByTab[tab]}
      onTabChange={(next) => {
        setTab(next);
        args.onTabChange?.(next);
      }}
    />
  );
}

function sectionTriggers(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll<HTMLButtonElement>('[data-slot="league-section-trigger"]')];
}

export const Upcoming: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Melhores Odds para Apostar Hoje" })).toBeVisible();
    await expect(canvas.getByText("Hoje - 14:05")).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Próximo, 13 jogos" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tab", { name: "Ao Vivo, 4 jogos" })).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Finalizado, 3 jogos" })).toBeVisible();
    // Six leagues, the first four open.
    const expanded = sectionTriggers(canvasElement).map((t) => t.getAttribute("aria-expanded"));
    await expect(expanded).toEqual(["true", "true", "true", "true", "false", "false"]);
    // Only an open section heads its odds with Casa / X / Fora.
    const columns = [...canvasElement.querySelectorAll('[data-slot="league-section"]')].map(
      (section) => section.querySelector('[data-slot="league-section-columns"]') !== null,
    );
    await expect(columns).toEqual([true, true, true, true, false, false]);
  },
};

/** The tabs as links (the home: the tab is in the address), the current one marked; the same look as the tab list. */
export const TabsAsLinks: Story = {
  args: { tabHref: (tab: DayGamesTab) => `/?aba=${tab}` },
  play: async ({ canvas }) => {
    const tabs = canvas.getByRole("navigation", { name: "Situação dos jogos" });
    await expect(canvas.queryAllByRole("tab")).toEqual([]);
    const upcoming = within(tabs).getByRole("link", { name: "Próximo, 13 jogos" });
    await expect(upcoming).toHaveAttribute("aria-current", "page");
    await expect(upcoming).toHaveAttribute("href", "/?aba=upcoming");
    await expect(within(tabs).getByRole("link", { name: "Ao Vivo, 4 jogos" })).not.toHaveAttribute("aria-current");
    await expect(canvas.getByRole("heading", { level: 3, name: "Jogos da Liga Brasileirão Série A" })).toBeVisible();
  },
};

/** The leagues' pages (issue 40): each title links to its league; the chevron beside it opens and closes. */
export const LeagueLinks: Story = {
  args: { leagues: upcomingLeagues.map((l) => ({ ...l, href: `/ligas/liga-${l.id}` })) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const heading = canvas.getByRole("heading", { level: 3, name: "Jogos da Liga Brasileirão Série A" });
    await expect(within(heading).getByRole("link")).toHaveAttribute("href", "/ligas/liga-71");
    const trigger = canvas.getByRole("button", { name: "Jogos da Liga Brasileirão Série A" });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    // A row stays one link to its match: its team names are text, no link inside it.
    const rowLinks = [...canvasElement.querySelectorAll('[data-slot="odds-row-link"]')];
    await expect(rowLinks.length).toBeGreaterThan(0);
    await expect(rowLinks.filter((a) => a.querySelector("a"))).toHaveLength(0);
  },
};

/**
 * On a phone the titles are the league's name alone, so 'Brasileirão Série A' and 'Série B' read whole (the prefix
 * cut both to 'Jogos da Liga Brasileirão S…'); screen readers still hear 'Jogos da Liga'.
 */
export const LeagueLinksMobile: Story = {
  ...LeagueLinks,
  globals: { viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    for (const name of ["Brasileirão Série A", "Brasileirão Série B"]) {
      const link = within(canvas.getByRole("heading", { level: 3, name: `Jogos da Liga ${name}` })).getByRole("link");
      const title = link.querySelector<HTMLElement>(".truncate")!;
      // 'Jogos da Liga' takes no room on screen; the name shows whole.
      await expect(title.firstElementChild!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
      await expect(title.scrollWidth, `${name} is cut`).toBeLessThanOrEqual(title.clientWidth);
    }
    await expect(canvasElement.querySelectorAll('[data-slot="league-section-columns"]')).toHaveLength(4);
  },
};

/**
 * The keyboard's way past the day's games (docs/product.md#day-games-panel): the first Tab in the panel shows
 * 'Pular a lista de jogos', a link to the panel's end (focusable, not a Tab stop), so the next Tab leaves the panel.
 * (Following the link is a browser fragment navigation: the home journey follows it in e2e/home.e2e.test.ts.)
 */
export const SkipTheGames: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <DayGamesPanel {...args} />
      <button type="button" className="w-fit rounded-md border px-3 py-1 text-sm">
        Depois dos jogos
      </button>
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Pular a lista de jogos" });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    const end = canvasElement.querySelector<HTMLElement>(skip.getAttribute("href")!)!;
    await expect(end).toHaveAttribute("tabindex", "-1");
    // Where the link lands: the panel's last element, so the next Tab goes on after the panel.
    await expect(canvasElement.querySelector('[data-slot="day-games-panel"]')!.lastElementChild).toBe(end);
    end.focus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Depois dos jogos" })).toHaveFocus();
  },
};

export const TabSwitching: Story = {
  render: (args) => <StatefulPanel {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    // Collapse the first league, then leave the tab: coming back re-opens the first four.
    await userEvent.click(canvas.getByRole("button", { name: "Jogos da Liga Brasileirão Série A" }));
    await expect(canvas.getByRole("button", { name: "Jogos da Liga Brasileirão Série A" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    await userEvent.click(canvas.getByRole("tab", { name: "Ao Vivo, 4 jogos" }));
    await expect(args.onTabChange).toHaveBeenCalledWith("live");
    const panel = within(canvas.getByRole("tabpanel"));
    await expect(panel.getByRole("link", { name: /^Ao vivo Flamengo x Palmeiras/ })).toBeVisible();

    await userEvent.click(canvas.getByRole("tab", { name: "Próximo, 13 jogos" }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith("upcoming");
    await expect(canvas.getByRole("button", { name: "Jogos da Liga Brasileirão Série A" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(sectionTriggers(canvasElement)).toHaveLength(6);
  },
};

export const Live: Story = {
  args: { tab: "live", leagues: liveLeagues },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Ao Vivo, 4 jogos" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("link", { name: "Ao vivo River Plate x Peñarol placar 1 a 3" })).toBeVisible();
  },
};

export const Finished: Story = {
  args: { tab: "finished", leagues: finishedLeagues },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Encerrado Barcelona x Real Madrid placar 2 a 2" })).toBeVisible();
  },
};

/** Finished games show their closing line: the tab says so once, each row to screen readers. */
export const FinishedClosingOdds: Story = {
  args: {
    tab: "finished",
    leagues: finishedLeagues.map((l) => ({ ...l, rows: l.rows.map((r) => ({ ...r, closing: true })) })),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText("Odds de fechamento")).toBeVisible();
    await expect(canvas.getByText(/o último preço de cada casa antes do início do jogo/)).toBeVisible();
    const rows = canvasElement.querySelectorAll('[data-slot="odds-row"][data-closing]');
    await expect(rows.length).toBeGreaterThan(0);
    await expect(rows[0]!.querySelector('[data-slot="odds-row-odds"]')).toHaveTextContent(/^Odds de fechamento:/);
  },
};

export const Empty: Story = {
  args: { tab: "live", leagues: [], counts: { live: 0, finished: 0, upcoming: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nenhum jogo encontrado")).toBeVisible();
    await expect(canvas.getByRole("tab", { name: "Ao Vivo, 0 jogos" })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="day-games-panel"]')).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Carregando jogos…");
    await expect(canvasElement.querySelectorAll('[data-slot="odds-row-skeleton"]').length).toBeGreaterThan(0);
  },
};

/** Loading a two-way market (`?mercado=ambas-marcam`): the skeleton's rows hold two prices, as the rows will. */
export const LoadingTwoWayMarket: Story = {
  args: { loading: true, columns: ["Sim", "Não"] },
  globals: { viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvasElement }) => {
    const rows = [...canvasElement.querySelectorAll('[data-slot="odds-row-skeleton"]')];
    await expect(rows.length).toBeGreaterThan(0);
    // The price cells: the row's last part.
    for (const r of rows) await expect(r.lastElementChild?.children.length).toBe(2);
  },
};

export const DayArrows: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Dia anterior" }));
    await expect(args.onPrevDay).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Próximo dia" }));
    await expect(args.onNextDay).toHaveBeenCalledOnce();
  },
};

/** Another day: the heading says which (the page words it: 'Amanhã', 'Ontem', '28/11'). */
export const OtherDay: Story = {
  args: { heading: "Melhores Odds para Apostar Amanhã", dateLabel: "22/11 - 14:05", shortDateLabel: "22/11 : 14:05" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Melhores Odds para Apostar Amanhã" })).toBeVisible();
  },
};

export const DayArrowsAsLinks: Story = {
  args: {
    dateLabel: "22/11 - 14:05",
    shortDateLabel: "22/11 : 14:05",
    prevHref: "?dia=2025-11-21",
    nextHref: "?dia=2025-11-23",
    onPrevDay: fn((event: React.MouseEvent<HTMLElement>) => event.preventDefault()),
  },
  play: async ({ args, canvas, userEvent }) => {
    const prev = canvas.getByRole("link", { name: "Dia anterior" });
    await expect(prev).toHaveAttribute("href", "?dia=2025-11-21");
    await expect(canvas.getByRole("link", { name: "Próximo dia" })).toHaveAttribute("href", "?dia=2025-11-23");
    await userEvent.click(prev);
    await expect(args.onPrevDay).toHaveBeenCalledOnce();
  },
};

export const CollapsingASection: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole("button", { name: "Jogos da Liga Copa do Brasil" });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    const closed = canvas.getByRole("button", { name: "Jogos da Liga Premier League" });
    await userEvent.click(closed);
    await expect(closed).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("link", { name: "Não iniciado Arsenal x Liverpool às 13:30" })).toBeVisible();
  },
};

export const BrokenImages: Story = {
  args: {
    leagues: [
      {
        id: 1,
        name: "Copa do Nordeste",
        imageUrl: BROKEN_IMAGE,
        rows: [
          row({
            id: 9001,
            home: { name: "Sport Recife", logoUrl: BROKEN_IMAGE },
            away: { name: "Ceará", logoUrl: null },
            time: "19:30",
            odds: [2.2, 3.1, 3.3],
          }),
          row({
            id: 9002,
            home: { name: "Bahia", logoUrl: null },
            away: { name: "Fortaleza", logoUrl: BROKEN_IMAGE },
            time: "21:00",
            odds: [1.9, 3.3, 4.0],
          }),
        ],
      },
      { id: 2, name: "Série D", imageUrl: null, rows: [] },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="team-crest-fallback"]')).toHaveLength(4));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="league-image-fallback"]')).toHaveLength(2));
    await expect(canvas.getByText("Sem dados")).toBeVisible();
  },
};

export const LongTeamNames: Story = {
  args: {
    leagues: [
      {
        id: 1,
        name: "Campeonato Brasileiro de Futebol Série A — Temporada Regular",
        imageUrl: upcomingLeagues[0]?.imageUrl ?? null,
        rows: [
          row({
            id: 9101,
            home: { name: "Clube Atlético Mineiro Sociedade Anônima do Futebol", logoUrl: TEAMS.atleticoMg.logoUrl },
            away: { name: "Sport Club Corinthians Paulista de São Paulo", logoUrl: TEAMS.corinthians.logoUrl },
            time: "16:00",
            odds: [2.35, 3.2, 3.05],
          }),
          row({
            id: 9102,
            home: { name: "Associação Chapecoense de Futebol", logoUrl: TEAMS.goias.logoUrl },
            away: { name: "Esporte Clube Juventude de Caxias do Sul", logoUrl: TEAMS.ceara.logoUrl },
            time: "18:30",
            odds: [10.5, 4.75, 1.28],
          }),
        ],
      },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvas }) => {
    // The short date replaces the long one on small screens.
    await expect(canvas.getByText("21/11 : 14:05")).toBeVisible();
    await expect(canvas.getByText("Hoje - 14:05")).not.toBeVisible();
  },
};

export const MobileLive: Story = {
  args: { tab: "live", leagues: liveLeagues },
  globals: { viewport: { value: "mobile320", isRotated: false } },
};

export const Light: Story = { globals: { theme: "light" } };
export const LightLive: Story = { args: { tab: "live", leagues: liveLeagues }, globals: { theme: "light" } };

/** About 300 matches in 30 leagues: only the first four sections mount their rows. */
export const BusyDay: Story = {
  args: { leagues: busyDay(30, 10), counts: { live: 0, finished: 0, upcoming: 300 } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const triggers = sectionTriggers(canvasElement);
    await expect(triggers).toHaveLength(30);
    await expect(triggers.filter((t) => t.getAttribute("aria-expanded") === "true")).toHaveLength(4);
    await expect(canvasElement.querySelectorAll('[data-slot="odds-row"]')).toHaveLength(40);
    await userEvent.click(canvas.getByRole("button", { name: "Jogos da Liga Liga 30" }));
    await expect(canvasElement.querySelectorAll('[data-slot="odds-row"]')).toHaveLength(50);
  },
};

/** 'Meus jogos' on (docs/product.md#favourites): the followed league first, with its star pressed. */
export const MyGames: Story = {
  args: {
    toolbar: <MyGamesToggle pressed className="w-fit" />,
    leagues: upcomingLeagues.slice(0, 1).map((l) => ({ ...l, action: <FollowButton name={l.name} followed /> })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Meus jogos" })).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("button", { name: `Seguir ${upcomingLeagues[0]!.name}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** 'Meus jogos' with nothing followed yet: the empty state says how to follow. */
export const MyGamesEmpty: Story = {
  args: {
    toolbar: <MyGamesToggle pressed className="w-fit" />,
    leagues: [],
    emptyMessage: MY_GAMES_EMPTY,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MY_GAMES_EMPTY)).toBeVisible();
  },
};
