import * as React from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";

import {
  OddsMatchReview,
  type OddsMatchItem,
  type OddsMatchReviewProps,
  type OddsMatchStatus,
} from "./odds-match-review.tsx";

/** Two doubtful events of a Série A Sunday, as the review queue lists them. */
const QUEUE: OddsMatchItem[] = [
  {
    id: 7,
    source: "the-odds-api",
    competition: "soccer_brazil_campeonato",
    home: "Atlético Mineiro",
    away: "Athletico Paranaense",
    commenceTime: "2026-05-17T19:00:00Z",
    status: "review",
    candidates: [
      {
        fixtureId: 2001,
        score: 0.84,
        reasons: ["home:partial", "away:close", "kickoff:0min", "competition:same", "team-uncertain"],
        fixture: {
          fixtureId: 2001,
          kickoff: "2026-05-17T19:00:00.000Z",
          league: "Serie A",
          homeTeam: "Atl Mineiro",
          awayTeam: "Ath Paranaense",
        },
      },
      {
        fixtureId: 2003,
        score: 0.61,
        reasons: ["home:partial", "kickoff:+45min", "competition:same", "kickoff-off", "team-uncertain"],
        fixture: {
          fixtureId: 2003,
          kickoff: "2026-05-17T19:45:00.000Z",
          league: "Serie A",
          homeTeam: "América Mineiro",
          awayTeam: "Paraná",
        },
      },
    ],
    fixture: null,
    decidedAt: null,
  },
  {
    id: 9,
    source: "the-odds-api",
    competition: "soccer_brazil_campeonato",
    home: "Red Bull Bragantino",
    away: "Vasco da Gama",
    commenceTime: "2026-05-17T21:30:00Z",
    status: "review",
    candidates: [
      {
        fixtureId: 2004,
        score: 0.9,
        reasons: ["home:alias", "away:alias", "kickoff:0min", "close-candidate"],
        fixture: {
          fixtureId: 2004,
          kickoff: "2026-05-17T21:30:00.000Z",
          league: "Serie A",
          homeTeam: "Bragantino",
          awayTeam: "Vasco",
        },
      },
      { fixtureId: 2005, score: 0.85, reasons: ["home:alias", "kickoff:+10min"], fixture: null },
    ],
    fixture: null,
    decidedAt: null,
  },
];

const CONFIRMED: OddsMatchItem[] = [
  {
    ...QUEUE[0]!,
    status: "confirmed",
    fixture: QUEUE[0]!.candidates[0]!.fixture,
    decidedAt: "2026-05-16T18:20:00.000Z",
  },
];

const REJECTED: OddsMatchItem[] = [{ ...QUEUE[1]!, status: "rejected", decidedAt: "2026-05-16T18:22:00.000Z" }];

const meta = {
  title: "Admin/OddsMatchReview",
  component: OddsMatchReview,
  args: {
    status: "review",
    onStatusChange: fn(),
    items: QUEUE,
    configured: true,
    onRetry: fn(),
    onConfirm: fn(async () => {}),
    onReject: fn(async () => {}),
  },
  decorators: [(Story) => <div className="max-w-3xl p-4">{Story()}</div>],
} satisfies Meta<typeof OddsMatchReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The queue with its lists answered from the fixtures, as the server would after each decision. */
function LiveQueue(args: OddsMatchReviewProps) {
  const [status, setStatus] = React.useState<OddsMatchStatus>("review");
  const [rows, setRows] = React.useState<OddsMatchItem[]>(QUEUE);
  const decide = (id: number, next: OddsMatchItem) => setRows((all) => all.map((r) => (r.id === id ? next : r)));
  return (
    <OddsMatchReview
      {...args}
      status={status}
      onStatusChange={(s) => {
        setStatus(s);
        args.onStatusChange(s);
      }}
      items={rows.filter((r) => r.status === status)}
      onConfirm={async (id, fixtureId) => {
        await args.onConfirm(id, fixtureId);
        const row = rows.find((r) => r.id === id)!;
        const fixture = row.candidates.find((c) => c.fixtureId === fixtureId)?.fixture ?? null;
        decide(id, { ...row, status: "confirmed", fixture, decidedAt: "2026-05-16T18:20:00.000Z" });
      }}
      onReject={async (id) => {
        await args.onReject(id);
        const row = rows.find((r) => r.id === id)!;
        decide(id, { ...row, status: "rejected", decidedAt: "2026-05-16T18:22:00.000Z" });
      }}
    />
  );
}

export const Queue: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole("group", { name: "Atlético Mineiro x Athletico Paranaense" });
    // Nothing is chosen for the admin: a wrong match is worse than none.
    for (const radio of within(first).getAllByRole("radio")) await expect(radio).not.toBeChecked();
    await expect(within(first).getByText("visitante: nome parecido")).toBeVisible();
    await expect(within(first).getByText(/início 45 min depois/)).toBeVisible();
    // A game no longer stored cannot be chosen.
    const second = canvas.getByRole("group", { name: "Red Bull Bragantino x Vasco da Gama" });
    await expect(within(second).getByRole("radio", { name: /Jogo 2005 \(não está mais guardado\)/ })).toBeDisabled();
  },
};

/** Confirm without a choice asks for one; the chosen game goes to the server; the event leaves the queue. */
export const ConfirmingAGame: Story = {
  render: (args) => <LiveQueue {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const first = canvas.getByRole("group", { name: "Atlético Mineiro x Athletico Paranaense" });
    await userEvent.click(within(first).getByRole("button", { name: "Confirmar jogo" }));
    await expect(within(first).getByRole("alert")).toHaveTextContent("Escolha o jogo certo antes de confirmar.");
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(first).getByRole("radio", { name: /Atl Mineiro x Ath Paranaense/ }));
    await expect(within(first).queryByRole("alert")).toBeNull();
    await userEvent.click(within(first).getByRole("button", { name: "Confirmar jogo" }));
    await expect(args.onConfirm).toHaveBeenCalledWith(7, 2001);
    await waitFor(() =>
      expect(canvas.queryByRole("group", { name: "Atlético Mineiro x Athletico Paranaense" })).toBeNull(),
    );
    const status = canvasElement.querySelector('[data-slot="odds-match-review-status"]');
    await expect(status).toHaveTextContent("Evento Atlético Mineiro x Athletico Paranaense confirmado.");
    // It is in the confirmed list, with its game.
    await userEvent.click(canvas.getByRole("tab", { name: "Confirmados" }));
    await expect(args.onStatusChange).toHaveBeenCalledWith("confirmed");
    await expect(await canvas.findByText(/Confirmado: Atl Mineiro x Ath Paranaense/)).toBeVisible();
  },
};

/** The server's reason is shown on the event, which stays in the queue with the choice kept. */
export const ServerRefuses: Story = {
  args: {
    onConfirm: fn(async () => {
      throw new Error("O jogo deve ser um dos candidatos ou um jogo do mesmo dia do evento.");
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole("group", { name: "Atlético Mineiro x Athletico Paranaense" });
    const radio = within(first).getByRole("radio", { name: /América Mineiro x Paraná/ });
    await userEvent.click(radio);
    await userEvent.click(within(first).getByRole("button", { name: "Confirmar jogo" }));
    await expect(await within(first).findByRole("alert")).toHaveTextContent(
      "Erro ao confirmar o evento: O jogo deve ser um dos candidatos ou um jogo do mesmo dia do evento.",
    );
    await expect(radio).toBeChecked();
  },
};

export const Confirmed: Story = { args: { status: "confirmed", items: CONFIRMED } };

export const Rejected: Story = { args: { status: "rejected", items: REJECTED } };

export const EmptyQueue: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nenhum evento aguardando revisão/)).toBeVisible();
  },
};

export const NoSourceConfigured: Story = {
  args: { items: [], configured: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("note")).toHaveTextContent("Nenhuma fonte de odds está configurada");
  },
};

export const Loading: Story = { args: { items: undefined } };

export const Failed: Story = {
  args: { error: true, items: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Não foi possível carregar os eventos.");
    await userEvent.click(canvas.getByRole("button", { name: "Tentar de novo" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
