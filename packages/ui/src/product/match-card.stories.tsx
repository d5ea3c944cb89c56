import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { BROKEN_IMAGE, LIVE_CARDS, TEAMS } from "./featured.fixtures.ts";
import { MatchCard, MatchCardSkeleton } from "./match-card.tsx";

const [first, halfTime, minute, kickOff] = LIVE_CARDS;
if (!first || !halfTime || !minute || !kickOff) throw new Error("live card fixtures missing");
/** A fixture without its list key. */
function props({ id: _id, ...card }: (typeof LIVE_CARDS)[number]) {
  return card;
}
const firstHalf = props(first);

const meta = {
  title: "Placar/MatchCard",
  component: MatchCard,
  // Stories stay on the page: navigation is the app's business.
  args: { ...firstHalf, onNavigate: fn((event) => event.preventDefault()) },
  // A card as wide as one column of the live grid, unless the story lays out its own width.
  decorators: [
    (Story, { parameters }) =>
      parameters["ownWidth"] ? (
        <Story />
      ) : (
        <div className="w-80 max-w-full">
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof MatchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const FIRST_HALF_NAME =
  "Brasileirão Série A Ao vivo 1º tempo Flamengo x Palmeiras placar 2 a 1 " +
  "Flamengo 1,35 na Bateu Bet, melhor odd Empate 4,60 na HanzBet Palmeiras 8,50 na MGM Bet";

export const FirstHalf: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // The whole card is one link, named by everything on it.
    const link = canvas.getByRole("link");
    await expect(link).toHaveAccessibleName(FIRST_HALF_NAME);
    await expect(link).toHaveAttribute("href", "/estatisticasJogo/2001");
    // The odds are shown, not linked: a link cannot hold another.
    await expect(link.querySelector("a")).toBeNull();
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
    await expect(canvas.getByText("1º tempo")).toBeVisible();
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

/** A live price that moved in the last minutes: the arrow and its words, in the card's one link. */
export const WithMovement: Story = {
  args: {
    odds: [{ ...firstHalf.odds[0]!, previous: 1.5 }, { ...firstHalf.odds[1]!, previous: 4.2 }, firstHalf.odds[2]!],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link")).toHaveAccessibleName(
      "Brasileirão Série A Ao vivo 1º tempo Flamengo x Palmeiras placar 2 a 1 " +
        "Flamengo 1,35 na Bateu Bet, melhor odd, caiu de 1,50 Empate 4,60 na HanzBet, subiu de 4,20 Palmeiras 8,50 na MGM Bet",
    );
  },
};

/** Under its league's heading (the live page groups the cards by league): the card leaves the league out. */
export const WithoutLeague: Story = {
  args: { hideLeague: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByText(args.league.name)).toBeNull();
    await expect(canvas.getByRole("link")).toHaveAttribute("href", args.href);
  },
};

export const HalfTime: Story = {
  args: props(halfTime),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link")).toHaveAccessibleName(
      /^Brasileirão Série A Ao vivo Intervalo Corinthians x São Paulo placar 0 a 0 /,
    );
    await expect(canvas.getByText("Intervalo")).toBeVisible();
  },
};

export const ElapsedMinute: Story = {
  args: props(minute),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link")).toHaveAccessibleName(
      /^CONMEBOL Libertadores Ao vivo 67' River Plate x Peñarol placar 1 a 3 River Plate 12,00 na MGM Bet /,
    );
  },
};

/** Just kicked off: the feed has no goals yet, so dashes rather than a made-up 0 x 0. */
export const NoGoalsYet: Story = {
  args: props(kickOff),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("link")).toHaveAccessibleName(/Arsenal x Chelsea placar indisponível /);
    const goals = [...canvasElement.querySelectorAll('[data-slot="match-card-teams"] [aria-hidden="true"]')].map(
      (el) => el.textContent,
    );
    await expect(goals).toEqual(["–", "–"]);
  },
};

/** Without a minute from the feed, the card still says the match is live. */
export const LiveWithoutMinute: Story = {
  args: { statusLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Ao vivo")).toBeVisible();
    await expect(canvas.getByRole("link")).toHaveAccessibleName(
      /^Brasileirão Série A Ao vivo Flamengo x Palmeiras placar 2 a 1 /,
    );
  },
};

export const MissingOdds: Story = {
  args: { odds: [first.odds[0], null, null] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Empate, sem odd disponível")).toBeInTheDocument();
    await expect(canvas.getByText("Palmeiras, sem odd disponível")).toBeInTheDocument();
  },
};

export const BrokenImages: Story = {
  args: {
    league: { name: "Copa do Nordeste", logoUrl: BROKEN_IMAGE },
    home: { name: "Sport Recife", logoUrl: BROKEN_IMAGE },
    away: { name: "Ceará", logoUrl: null },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="team-crest-fallback"]')).toHaveLength(2));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="league-image-fallback"]')).toHaveLength(1));
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

export const LongNames: Story = {
  args: {
    league: {
      name: "Campeonato Brasileiro de Futebol Feminino Série A1 — Fase de Grupos",
      logoUrl: first.league.logoUrl,
    },
    home: { name: "Clube Atlético Mineiro Sociedade Anônima do Futebol", logoUrl: TEAMS.atleticoMg.logoUrl },
    away: { name: "Sport Club Corinthians Paulista de São Paulo", logoUrl: TEAMS.corinthians.logoUrl },
    score: { home: 10, away: 11 },
    statusLabel: "Intervalo",
  },
  play: async ({ canvas }) => {
    // Truncated on screen, whole in the link's name and the tooltip; the score and status keep their place.
    for (const title of [
      "Clube Atlético Mineiro Sociedade Anônima do Futebol",
      "Sport Club Corinthians Paulista de São Paulo",
      "Campeonato Brasileiro de Futebol Feminino Série A1 — Fase de Grupos",
    ]) {
      const name = canvas.getByTitle(title);
      await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    }
    await expect(canvas.getByText("Intervalo")).toBeVisible();
    await expect(canvas.getByText("11")).toBeVisible();
    await expect(canvas.getByRole("link").getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const ModifiedClickKeepsBrowserBehaviour: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const link = canvas.getByRole("link");
    const keepPage = (event: Event) => event.preventDefault();
    canvasElement.addEventListener("click", keepPage);
    for (const modifier of ["ctrlKey", "metaKey", "shiftKey", "altKey"] as const) {
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, [modifier]: true }));
    }
    canvasElement.removeEventListener("click", keepPage);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

/** The placeholder has exactly a card's size, so the grid does not move when the live data arrives. */
export const Skeleton: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <MatchCard {...args} />
      <MatchCardSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="match-card"]')?.getBoundingClientRect();
    const skeleton = canvasElement.querySelector('[data-slot="match-card-skeleton"]')?.getBoundingClientRect();
    await expect(skeleton?.height).toBe(card?.height);
    await expect(skeleton?.width).toBe(card?.width);
    await expect(canvasElement.querySelector('[data-slot="match-card-skeleton"]')).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  },
};

/** /odds-ao-vivo's grid: one to three columns by width, a placeholder holding the place of a card still loading. */
export const Grid: Story = {
  parameters: { ownWidth: true },
  render: (args) => (
    <ul className="grid max-w-5xl grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {LIVE_CARDS.map(({ id, ...card }) => (
        <li key={id} className="min-w-0">
          <MatchCard {...card} onNavigate={args.onNavigate} />
        </li>
      ))}
      <li className="min-w-0">
        <MatchCardSkeleton />
      </li>
    </ul>
  ),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(4);
    // Three columns on a desktop, all cards the same height.
    const boxes = [...canvasElement.querySelectorAll("li")].map((li) => li.getBoundingClientRect());
    await expect(new Set(boxes.slice(0, 3).map((box) => box.top)).size).toBe(1);
    await expect(new Set(boxes.map((box) => box.height)).size).toBe(1);
    // Wide enough for the content: nothing spills out of a card.
    for (const link of canvas.getAllByRole("link"))
      await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    await expect(boxes[0]?.width).toBeGreaterThan(280);
    await userEvent.click(canvas.getByRole("link", { name: /River Plate x Peñarol/ }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  parameters: { ownWidth: true },
  globals: { viewport: { value: "mobile320", isRotated: false } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link");
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
  },
};
