import * as React from "react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { formatDateTime } from "@placar/core/dates";
import { formatPercent } from "@placar/core/market";
import { matchReasonLabel } from "@placar/core/matching/reasons";

import { cn } from "../lib/cn.ts";
import { withReason } from "../lib/error-text.ts";
import { Badge } from "../primitives/badge.tsx";
import { Banner } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import { Card } from "../primitives/card.tsx";
import { ReviewTabs, type ReviewTab } from "./review-tabs.tsx";

export type OddsMatchStatus = "review" | "confirmed" | "rejected";

/** A stored game as the review queue shows it. */
export type OddsMatchFixture = {
  fixtureId: number;
  kickoff: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
};

export type OddsMatchCandidate = {
  fixtureId: number;
  /** 0–1. */
  score: number;
  /** The matcher's codes (core/matching/match.ts MatchReason). */
  reasons: readonly string[];
  /** The game as stored; null when it no longer exists. */
  fixture: OddsMatchFixture | null;
};

/** An odds source's event and the games it may be. */
export type OddsMatchItem = {
  id: number;
  source: string;
  competition: string | null;
  /** The teams as the source writes them. */
  home: string;
  away: string;
  commenceTime: string;
  status: OddsMatchStatus;
  candidates: readonly OddsMatchCandidate[];
  /** The confirmed game. */
  fixture: OddsMatchFixture | null;
  decidedAt: string | null;
};

export type OddsMatchReviewProps = {
  /** Which list is shown. */
  status: OddsMatchStatus;
  onStatusChange: (status: OddsMatchStatus) => void;
  /** The events of that list (undefined while the first answer is awaited). */
  items: readonly OddsMatchItem[] | undefined;
  /** Whether an odds source is configured at all; without one the queue is always empty and says why. */
  configured: boolean;
  /** The list could not be read. */
  error?: boolean;
  onRetry: () => void;
  /** Ties the event to the chosen game; rejects with the server's reason to show. */
  onConfirm: (id: number, fixtureId: number) => Promise<void>;
  /** Says no game fits the event; rejects with the server's reason to show. */
  onReject: (id: number) => Promise<void>;
  className?: string;
};

const TABS: ReadonlyArray<ReviewTab<OddsMatchStatus>> = [
  {
    value: "review",
    label: "Aguardando revisão",
    empty: "Nenhum evento aguardando revisão. Os casamentos seguros são feitos sozinhos.",
  },
  { value: "confirmed", label: "Confirmados", empty: "Nenhum evento confirmado por um administrador ainda." },
  { value: "rejected", label: "Recusados", empty: "Nenhum evento recusado." },
];

function when(iso: string): string {
  const d = new Date(iso);
  return formatDateTime(d);
}

function gameName(f: Pick<OddsMatchFixture, "homeTeam" | "awayTeam">): string {
  return `${f.homeTeam} x ${f.awayTeam}`;
}

/**
 * The admin's review queue of an odds source's doubtful events ("Pareamento de eventos"): for each event, the
 * games it may be, with the matcher's score and reasons; the admin picks the right one (which teaches the names)
 * or says none fits. A wrong match is worse than none, so nothing is chosen in advance.
 */
export function OddsMatchReview({
  status,
  onStatusChange,
  items,
  configured,
  error = false,
  onRetry,
  onConfirm,
  onReject,
  className,
}: OddsMatchReviewProps) {
  const [announcement, setAnnouncement] = React.useState("");
  return (
    <div data-slot="odds-match-review" className={cn("flex flex-col gap-4", className)}>
      {!configured && items !== undefined ? (
        <p role="note" className="rounded-md border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
          Nenhuma fonte de odds está configurada (defina THEODDSAPI_KEY ou o feed de uma casa em Casas). Os preços vêm
          do provedor de jogos e não há eventos para parear.
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only" data-slot="odds-match-review-status">
        {announcement}
      </p>
      <ReviewTabs
        tabs={TABS}
        label="Situação dos eventos"
        status={status}
        onStatusChange={onStatusChange}
        items={items}
        error={error}
        errorText="Não foi possível carregar os eventos."
        onRetry={onRetry}
        loadingLabel="Carregando eventos…"
        skeletons={2}
        renderItem={(item) => (
          <EventCard item={item} onConfirm={onConfirm} onReject={onReject} announce={setAnnouncement} />
        )}
      />
    </div>
  );
}

type EventCardProps = Pick<OddsMatchReviewProps, "onConfirm" | "onReject"> & {
  item: OddsMatchItem;
  announce: (text: string) => void;
};

function EventCard({ item, onConfirm, onReject, announce }: EventCardProps) {
  const titleId = React.useId();
  const errorId = React.useId();
  const [chosen, setChosen] = React.useState<number | null>(null);
  const [busy, setBusy] = React.useState<"confirm" | "reject" | null>(null);
  const [error, setError] = React.useState("");
  const event = `${item.home} x ${item.away}`;

  const run = async (kind: "confirm" | "reject") => {
    if (kind === "confirm" && chosen === null) {
      setError("Escolha o jogo certo antes de confirmar.");
      return;
    }
    setBusy(kind);
    setError("");
    try {
      if (kind === "confirm") await onConfirm(item.id, chosen!);
      else await onReject(item.id);
      announce(kind === "confirm" ? `Evento ${event} confirmado.` : `Evento ${event} recusado.`);
    } catch (err) {
      setError(withReason(kind === "confirm" ? "Erro ao confirmar o evento" : "Erro ao recusar o evento", err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card data-slot="odds-match-event" aria-labelledby={titleId} role="group" className="gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id={titleId} className="font-display text-lg font-semibold">
            {event}
          </h2>
          <p className="text-sm text-muted-foreground">
            Início segundo a fonte: {when(item.commenceTime)}
            {item.competition ? ` · ${item.competition}` : ""}
          </p>
        </div>
        <Badge variant="outline">{item.source}</Badge>
      </div>

      {item.status === "review" ? (
        <form
          className="flex flex-col gap-3"
          aria-describedby={error ? errorId : undefined}
          onSubmit={(e) => {
            e.preventDefault();
            void run("confirm");
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Qual jogo é este evento?</legend>
            {item.candidates.map((c) => (
              <CandidateOption
                key={c.fixtureId}
                name={`evento-${item.id}`}
                candidate={c}
                checked={chosen === c.fixtureId}
                onChoose={() => {
                  setChosen(c.fixtureId);
                  setError("");
                }}
              />
            ))}
          </fieldset>
          {error ? (
            <Banner id={errorId} variant="error">
              {error}
            </Banner>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={busy === "confirm"} disabled={busy !== null}>
              Confirmar jogo
            </Button>
            <Button
              type="button"
              variant="outline"
              loading={busy === "reject"}
              disabled={busy !== null}
              onClick={() => void run("reject")}
            >
              Nenhum destes
            </Button>
          </div>
        </form>
      ) : (
        <p className="flex items-center gap-1.5 text-sm">
          {item.status === "confirmed" ? (
            <>
              <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
              {item.fixture
                ? `Confirmado: ${gameName(item.fixture)} (${item.fixture.league}, ${when(item.fixture.kickoff)})`
                : "Confirmado: o jogo não está mais guardado"}
            </>
          ) : (
            <>
              <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              Recusado: as odds deste evento não vão a nenhum jogo
            </>
          )}
          {item.decidedAt ? <span className="text-muted-foreground"> · em {when(item.decidedAt)}</span> : null}
        </p>
      )}
    </Card>
  );
}

function CandidateOption({
  name,
  candidate,
  checked,
  onChoose,
}: {
  name: string;
  candidate: OddsMatchCandidate;
  checked: boolean;
  onChoose: () => void;
}) {
  const f = candidate.fixture;
  const percent = formatPercent(candidate.score, 0);
  return (
    <label
      data-slot="odds-match-candidate"
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-md border border-border px-3 py-2.5 text-sm",
        "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:checked]:border-primary has-[:checked]:bg-accent",
        !f && "cursor-not-allowed opacity-70",
      )}
    >
      <input
        type="radio"
        name={name}
        className="mt-1 size-4 accent-primary"
        checked={checked}
        disabled={!f}
        onChange={onChoose}
      />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="font-medium">
          {f ? gameName(f) : `Jogo ${candidate.fixtureId} (não está mais guardado)`}
          <span className="ml-2 font-normal text-muted-foreground">semelhança {percent}</span>
        </span>
        {f ? (
          <span className="text-muted-foreground">
            {f.league} · {when(f.kickoff)}
          </span>
        ) : null}
        {candidate.reasons.length > 0 ? (
          <span className="flex flex-wrap gap-1">
            {candidate.reasons.map((r) => (
              <Badge key={r} variant="secondary" className="font-normal">
                {matchReasonLabel(r)}
              </Badge>
            ))}
          </span>
        ) : null}
      </span>
    </label>
  );
}
