import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import {
  HeldQuoteReview,
  type HeldQuoteItem,
  type HeldQuoteReviewProps,
  type HeldQuoteStatus,
} from "./held-quote-review.tsx";

const GAME = { kickoff: "2026-05-16T21:30:00.000Z", league: "Serie A", homeTeam: "São Paulo", awayTeam: "Grêmio" };

/** Two prices held on a Série A Saturday: a real move, maybe, and a typo. */
const HELD: HeldQuoteItem[] = [
  {
    id: 3,
    source: "the-odds-api",
    house: "Bateu Bet",
    prices: { home: 7.5, draw: 3.6, away: 1.5 },
    medians: { home: 2.05, draw: 3.2, away: 3.7 },
    others: 4,
    firstReadAt: "2026-05-16T18:05:00.000Z",
    lastReadAt: "2026-05-16T18:06:01.000Z",
    status: "held",
    releasedBy: null,
    decidedAt: null,
    fixture: GAME,
  },
  {
    id: 4,
    source: "house-feed",
    house: "MC Games",
    prices: { home: 2.1, draw: 32, away: 3.5 },
    medians: { home: 2.05, draw: 3.2, away: 3.7 },
    others: 3,
    firstReadAt: "2026-05-16T18:04:00.000Z",
    lastReadAt: "2026-05-16T18:04:00.000Z",
    status: "held",
    releasedBy: null,
    decidedAt: null,
    fixture: null,
  },
];

/** Books held in markets beyond 1X2: an Ambas marcam "Sim" at 7,50 and a Dupla chance "12" at 4,50. */
const MARKET_HELD: HeldQuoteItem[] = [
  {
    id: 7,
    source: "house-feed",
    house: "HanzBet",
    market: "btts",
    marketLabel: "Ambas marcam",
    outcomes: [
      { label: "Sim", price: 7.5, median: 1.825 },
      { label: "Não", price: 1.1, median: 1.925 },
    ],
    prices: null,
    medians: null,
    others: 2,
    firstReadAt: "2026-05-16T18:05:00.000Z",
    lastReadAt: "2026-05-16T18:06:00.000Z",
    status: "held",
    releasedBy: null,
    decidedAt: null,
    fixture: GAME,
  },
  {
    id: 8,
    source: "the-odds-api",
    house: "Bateu Bet",
    market: "double_chance",
    marketLabel: "Dupla chance",
    outcomes: [
      { label: "São Paulo ou empate", price: 1.25, median: 1.24 },
      { label: "São Paulo ou Grêmio", price: 4.5, median: 1.33 },
      { label: "Empate ou Grêmio", price: 1.62, median: 1.6 },
    ],
    prices: null,
    medians: null,
    others: 3,
    firstReadAt: "2026-05-16T18:07:00.000Z",
    lastReadAt: "2026-05-16T18:07:00.000Z",
    status: "held",
    releasedBy: null,
    decidedAt: null,
    fixture: GAME,
  },
];

const RELEASED: HeldQuoteItem[] = [
  { ...HELD[0]!, status: "released", releasedBy: "second-read", decidedAt: "2026-05-16T18:11:00.000Z" },
  {
    ...HELD[1]!,
    id: 5,
    house: "Lotogreen",
    status: "released",
    releasedBy: "admin",
    decidedAt: "2026-05-16T18:12:00.000Z",
  },
];

const meta = {
  title: "Admin/HeldQuoteReview",
  component: HeldQuoteReview,
  args: {
    status: "held",
    onStatusChange: fn(),
    items: HELD,
    onRetry: fn(),
    onConfirm: fn(async () => {}),
    onDismiss: fn(async () => {}),
  },
  decorators: [(Story) => <div className="max-w-3xl p-4">{Story()}</div>],
} satisfies Meta<typeof HeldQuoteReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list answered from the fixtures, as the server would after each decision. */
function LiveList(args: HeldQuoteReviewProps) {
  const [status, setStatus] = React.useState<HeldQuoteStatus>("held");
  const [rows, setRows] = React.useState<HeldQuoteItem[]>(HELD);
  const decide = (id: number, next: Partial<HeldQuoteItem>) =>
    setRows((all) => all.map((r) => (r.id === id ? { ...r, ...next, decidedAt: "2026-05-16T18:20:00.000Z" } : r)));
  return (
    <HeldQuoteReview
      {...args}
      status={status}
      onStatusChange={(s) => {
        setStatus(s);
        args.onStatusChange(s);
      }}
      items={rows.filter((r) => r.status === status)}
      onConfirm={async (id) => {
        await args.onConfirm(id);
        decide(id, { status: "released", releasedBy: "admin" });
      }}
      onDismiss={async (id) => {
        await args.onDismiss(id);
        decide(id, { status: "dismissed" });
      }}
    />
  );
}

export const Held: Story = {
  play: async ({ canvas }) => {
    const move = canvas.getByRole("group", { name: "Bateu Bet · São Paulo x Grêmio" });
    const table = within(move).getByRole("table", { name: "Cotação de Bateu Bet e mediana de 4 outras casas" });
    const home = within(table).getByRole("row", { name: /Casa \(1\)/ });
    await expect(home).toHaveTextContent("7,50");
    await expect(home).toHaveTextContent("2,05");
    await expect(home).toHaveTextContent("3,7× (destoa)");
    // Only the outcome that made the hold is marked.
    await expect(within(table).getByRole("row", { name: /Empate/ })).not.toHaveTextContent("destoa");
    await expect(canvas.getByRole("group", { name: "MC Games · Jogo não está mais guardado" })).toBeVisible();
  },
};

/** Showing one on the site and dismissing the other: each leaves the list, and is found in its own. */
export const Deciding: Story = {
  render: (args) => <LiveList {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const move = canvas.getByRole("group", { name: "Bateu Bet · São Paulo x Grêmio" });
    await userEvent.click(within(move).getByRole("button", { name: "Mostrar no site" }));
    await expect(args.onConfirm).toHaveBeenCalledWith(3);
    await waitFor(() => expect(canvas.queryByRole("group", { name: "Bateu Bet · São Paulo x Grêmio" })).toBeNull());
    const status = canvasElement.querySelector('[data-slot="held-quote-review-status"]');
    await expect(status).toHaveTextContent("Cotação de Bateu Bet · São Paulo x Grêmio liberada.");

    const typo = canvas.getByRole("group", { name: /MC Games/ });
    await userEvent.click(within(typo).getByRole("button", { name: "Descartar" }));
    await expect(args.onDismiss).toHaveBeenCalledWith(4);
    await expect(await canvas.findByText(/Nenhuma cotação retida/)).toBeVisible();

    await userEvent.click(canvas.getByRole("tab", { name: "Liberadas" }));
    await expect(args.onStatusChange).toHaveBeenCalledWith("released");
    await expect(await canvas.findByText(/Liberada por um administrador/)).toBeVisible();
  },
};

/** The server's reason is shown on the price, which stays held with its buttons usable again. */
export const ServerRefuses: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new Error("Esta cotação já foi decidida; não está mais retida.");
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const move = canvas.getByRole("group", { name: "Bateu Bet · São Paulo x Grêmio" });
    await userEvent.click(within(move).getByRole("button", { name: "Mostrar no site" }));
    await expect(await within(move).findByRole("alert")).toHaveTextContent(
      "Erro ao liberar a cotação: Esta cotação já foi decidida; não está mais retida.",
    );
    await expect(within(move).getByRole("button", { name: "Mostrar no site" })).toBeEnabled();
  },
};

/** A market beyond 1X2: the market's name in the title, each outcome's price against the others' median. */
export const Market: Story = {
  args: { items: MARKET_HELD },
  play: async ({ canvas }) => {
    const btts = canvas.getByRole("group", { name: "HanzBet · São Paulo x Grêmio · Ambas marcam" });
    const table = within(btts).getByRole("table", {
      name: "Cotação de HanzBet em Ambas marcam e mediana de 2 outras casas",
    });
    const yes = within(table).getByRole("row", { name: /^Sim/ });
    await expect(yes).toHaveTextContent("7,50");
    await expect(yes).toHaveTextContent("1,83");
    await expect(yes).toHaveTextContent("4,1× (destoa)");
    await expect(within(table).getByRole("row", { name: /^Não/ })).not.toHaveTextContent("destoa");
    const dc = canvas.getByRole("group", { name: "Bateu Bet · São Paulo x Grêmio · Dupla chance" });
    await expect(within(dc).getByRole("row", { name: /São Paulo ou Grêmio/ })).toHaveTextContent("3,4× (destoa)");
    await expect(within(btts).getByRole("button", { name: "Mostrar no site" })).toBeEnabled();
  },
};

/** The same books on a 360 px phone: the long outcome names wrap inside the table, nothing scrolls sideways. */
export const MarketMobile: Story = {
  args: { items: MARKET_HELD },
  globals: { viewport: { value: "mobile360", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("group", { name: /Dupla chance/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Released: Story = {
  args: { status: "released", items: RELEASED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/a fonte repetiu a cotação minutos depois/)).toBeVisible();
    await expect(canvas.getByText(/Liberada por um administrador/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Mostrar no site" })).toBeNull();
  },
};

export const Dismissed: Story = {
  args: { status: "dismissed", items: [{ ...HELD[1]!, status: "dismissed", decidedAt: "2026-05-16T18:12:00.000Z" }] },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nenhuma cotação retida/)).toBeVisible();
  },
};

export const Loading: Story = { args: { items: undefined } };

export const Failed: Story = {
  args: { error: true, items: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Não foi possível carregar as cotações retidas.");
    await userEvent.click(canvas.getByRole("button", { name: "Tentar de novo" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
