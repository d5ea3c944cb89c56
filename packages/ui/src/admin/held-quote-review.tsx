import * as React from "react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { formatDateTime } from "@placar/core/dates";
import { formatMultiplier, formatOdd } from "@placar/core/odds";
import { SANITY_DEFAULTS } from "@placar/core/matching/sanity";

import { cn } from "../lib/cn.ts";
import { withReason } from "../lib/error-text.ts";
import { Badge } from "../primitives/badge.tsx";
import { Banner } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import { Card } from "../primitives/card.tsx";
import { ReviewTabs, type ReviewTab } from "./review-tabs.tsx";

export type HeldQuoteStatus = "held" | "released" | "dismissed";

export type HeldQuotePrices = { home: number; draw: number; away: number };

/** One outcome of a held book: the house's price and the other houses' median. */
export type HeldQuoteOutcome = { label: string; price: number; median: number };

/** A source's price the outlier rule keeps off the site, as the admin list shows it. */
export type HeldQuoteItem = {
  id: number;
  source: string;
  house: string;
  /** The market's id ("1x2", "btts", "totals:2.5", …); absent: the 1X2. */
  market?: string;
  /** The market's name ("Ambas marcam"); shown for a market beyond 1X2. */
  marketLabel?: string;
  /** Each outcome of the book in the market's order: what a market beyond 1X2 shows. */
  outcomes?: readonly HeldQuoteOutcome[];
  /** The 1X2's prices; null for another market's book (see `outcomes`). */
  prices: HeldQuotePrices | null;
  /** The other houses' medians when the price was held; null for another market's book. */
  medians: HeldQuotePrices | null;
  /** How many other houses made the medians. */
  others: number;
  firstReadAt: string;
  lastReadAt: string;
  status: HeldQuoteStatus;
  releasedBy: "second-read" | "admin" | null;
  decidedAt: string | null;
  /** The game; null when it is no longer stored. */
  fixture: { kickoff: string; league: string; homeTeam: string; awayTeam: string } | null;
};

export type HeldQuoteReviewProps = {
  status: HeldQuoteStatus;
  onStatusChange: (status: HeldQuoteStatus) => void;
  /** The prices of that list (undefined while the first answer is awaited). */
  items: readonly HeldQuoteItem[] | undefined;
  /** The list could not be read. */
  error?: boolean;
  onRetry: () => void;
  /** Shows the price on the site; rejects with the server's reason to show. */
  onConfirm: (id: number) => Promise<void>;
  /** Keeps the price off the site for good; rejects with the server's reason to show. */
  onDismiss: (id: number) => Promise<void>;
  className?: string;
};

const TABS: ReadonlyArray<ReviewTab<HeldQuoteStatus>> = [
  {
    value: "held",
    label: "Retidas",
    empty: "Nenhuma cotação retida. Preços que destoam das outras casas aparecem aqui antes de ir ao site.",
  },
  { value: "released", label: "Liberadas", empty: "Nenhuma cotação retida foi liberada ainda." },
  { value: "dismissed", label: "Descartadas", empty: "Nenhuma cotação descartada." },
];

const OUTLIER = SANITY_DEFAULTS.outlierFactor;

const OUTCOMES = [
  { key: "home", label: "Casa (1)" },
  { key: "draw", label: "Empate (X)" },
  { key: "away", label: "Fora (2)" },
] as const;

/** How far a price is from the others' median, as a factor ("3,6×"): the reason it was held. */
function factor(price: number, median: number): string {
  const ratio = price >= median ? price / median : median / price;
  return formatMultiplier(ratio);
}

function gameName(item: HeldQuoteItem): string {
  return item.fixture ? `${item.fixture.homeTeam} x ${item.fixture.awayTeam}` : "Jogo não está mais guardado";
}

/** The market's name when the book is not the 1X2's (null for the 1X2). */
function otherMarket(item: HeldQuoteItem): string | null {
  if (item.prices !== null && item.medians !== null) return null;
  return item.marketLabel ?? item.market ?? "Outro mercado";
}

/** The book's outcomes, each with its price and the others' median, in the market's order. */
function outcomeRows(item: HeldQuoteItem): Array<HeldQuoteOutcome & { key: string }> {
  const { prices, medians } = item;
  if (prices !== null && medians !== null) {
    return OUTCOMES.map(({ key, label }) => ({ key, label, price: prices[key], median: medians[key] }));
  }
  return (item.outcomes ?? []).map((o, i) => ({ ...o, key: String(i) }));
}

/**
 * The held prices ("Cotações retidas"): prices from an odds source more than 3× (or under a third of) the other
 * houses' median, kept off the site. Each shows the price beside the others' median; the admin shows it on the site
 * (a real move) or dismisses it (a typo). A hold also lifts when the source repeats the same prices minutes later.
 */
export function HeldQuoteReview({
  status,
  onStatusChange,
  items,
  error = false,
  onRetry,
  onConfirm,
  onDismiss,
  className,
}: HeldQuoteReviewProps) {
  const [announcement, setAnnouncement] = React.useState("");
  return (
    <div data-slot="held-quote-review" className={cn("flex flex-col gap-4", className)}>
      <p role="status" aria-live="polite" className="sr-only" data-slot="held-quote-review-status">
        {announcement}
      </p>
      <ReviewTabs
        tabs={TABS}
        label="Situação das cotações"
        status={status}
        onStatusChange={onStatusChange}
        items={items}
        error={error}
        errorText="Não foi possível carregar as cotações retidas."
        onRetry={onRetry}
        loadingLabel="Carregando cotações…"
        listLabel={(tab) => `Cotações ${tab.label.toLowerCase()}`}
        renderItem={(item) => (
          <HeldQuoteCard item={item} onConfirm={onConfirm} onDismiss={onDismiss} announce={setAnnouncement} />
        )}
      />
    </div>
  );
}

type CardProps = Pick<HeldQuoteReviewProps, "onConfirm" | "onDismiss"> & {
  item: HeldQuoteItem;
  announce: (text: string) => void;
};

function HeldQuoteCard({ item, onConfirm, onDismiss, announce }: CardProps) {
  const titleId = React.useId();
  const [busy, setBusy] = React.useState<"confirm" | "dismiss" | null>(null);
  const [error, setError] = React.useState("");
  const market = otherMarket(item);
  const title = market === null ? `${item.house} · ${gameName(item)}` : `${item.house} · ${gameName(item)} · ${market}`;

  const run = async (kind: "confirm" | "dismiss") => {
    setBusy(kind);
    setError("");
    try {
      if (kind === "confirm") await onConfirm(item.id);
      else await onDismiss(item.id);
      announce(kind === "confirm" ? `Cotação de ${title} liberada.` : `Cotação de ${title} descartada.`);
    } catch (err) {
      setError(withReason(kind === "confirm" ? "Erro ao liberar a cotação" : "Erro ao descartar a cotação", err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card data-slot="held-quote" aria-labelledby={titleId} role="group" className="gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={titleId} className="font-display text-lg font-semibold">
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {item.fixture ? `${item.fixture.league} · ${formatDateTime(new Date(item.fixture.kickoff))} · ` : ""}
            lida pela primeira vez em {formatDateTime(new Date(item.firstReadAt))}
          </p>
        </div>
        <Badge variant="outline">{item.source}</Badge>
      </div>

      <table className="w-full max-w-md text-sm tabular-nums">
        <caption className="sr-only">
          Cotação de {item.house}
          {market === null ? "" : ` em ${market}`} e mediana de {item.others} outras casas
        </caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 pr-3 font-medium">
              Resultado
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {item.house}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Mediana ({item.others} casas)
            </th>
            <th scope="col" className="py-1 font-medium">
              Diferença
            </th>
          </tr>
        </thead>
        <tbody>
          {outcomeRows(item).map(({ key, label, price, median }) => {
            // The outcome that made the hold: the outlier rule's factor, as core applies it.
            const far = price > median * OUTLIER || price < median / OUTLIER;
            return (
              <tr key={key} className="border-t border-border">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  {label}
                </th>
                <td className={cn("py-1.5 pr-3", far && "font-semibold")}>{formatOdd(price)}</td>
                <td className="py-1.5 pr-3">{formatOdd(median)}</td>
                <td className="py-1.5">
                  <span className={cn(far && "rounded bg-error px-1.5 py-0.5 font-semibold text-error-foreground")}>
                    {factor(price, median)}
                  </span>
                  {far ? <span className="sr-only"> (destoa)</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      {item.status === "held" ? (
        <>
          {error ? <Banner variant="error">{error}</Banner> : null}
          <div className="flex flex-wrap gap-2">
            <Button loading={busy === "confirm"} disabled={busy !== null} onClick={() => void run("confirm")}>
              Mostrar no site
            </Button>
            <Button
              variant="outline"
              loading={busy === "dismiss"}
              disabled={busy !== null}
              onClick={() => void run("dismiss")}
            >
              Descartar
            </Button>
          </div>
        </>
      ) : (
        <p className="flex items-center gap-1.5 text-sm">
          {item.status === "released" ? (
            <>
              <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
              {item.releasedBy === "admin"
                ? "Liberada por um administrador"
                : "Liberada: a fonte repetiu a cotação minutos depois"}
            </>
          ) : (
            <>
              <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              Descartada: não aparece no site
            </>
          )}
          {item.decidedAt ? (
            <span className="text-muted-foreground"> · em {formatDateTime(new Date(item.decidedAt))}</span>
          ) : null}
        </p>
      )}
    </Card>
  );
}
