import * as React from "react";
import { BellPlus } from "lucide-react";

import { OUTCOMES, alertTargetError, parseOdd, type Outcome } from "@placar/core/alerts";
import { marketId, marketLabel, outcomeLabels, type Market } from "@placar/core/markets";
import { ALERT_CONSENT, PRICE_ALERT_CREATE, PRICE_ALERT_CREATED } from "@placar/core/messages-alerts";
import { formatOdd } from "@placar/core/odds";
import { cn } from "../lib/cn.ts";
import { Banner } from "../primitives/banner.tsx";
import { Button } from "../primitives/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../primitives/dialog.tsx";
import { Input } from "../primitives/input.tsx";

/** One house's current 1X2 prices for the game. */
export interface PriceAlertQuote {
  house: string;
  home: number;
  draw: number;
  away: number;
}

/** A 1X2 alert, as the API takes it. */
export interface PriceAlertValues {
  house: string;
  outcome: Outcome;
  target: number;
}

/** One house's current prices in another market, one per outcome in core's `outcomeLabels` order. */
export interface MarketAlertQuote {
  house: string;
  prices: readonly number[];
}

/** An alert on another market's outcome. */
export interface MarketAlertValues {
  house: string;
  /** The market's id (core's marketId: "btts", "totals:2.5", "double_chance", "dnb"; "1x2" when given as a market). */
  market: string;
  /** The outcome's place in core's `outcomeLabels` order: 0, 1 or 2. */
  outcome: number;
  target: number;
}

/** 1X2 as before (no `market`): quotes by home, draw and away, and values with the outcome's name. */
type OneXTwoAlert = {
  market?: undefined;
  /** The houses quoting the game, with their prices now. */
  quotes: readonly PriceAlertQuote[];
  /** Creates the alert; a rejection's message is shown in the dialog and the values kept. */
  onSubmit: (values: PriceAlertValues) => Promise<void>;
};

/** Another market (core's Market): quotes and values by the outcome's place in the market. */
type MarketAlert = {
  market: Market;
  /** The houses quoting the market, with their prices now. */
  quotes: readonly MarketAlertQuote[];
  /** Creates the alert; a rejection's message is shown in the dialog and the values kept. */
  onSubmit: (values: MarketAlertValues) => Promise<void>;
};

export type PriceAlertDialogProps = (OneXTwoAlert | MarketAlert) & {
  /** The game's teams, to name the outcomes. */
  home: string;
  away: string;
  /** Opens at first render (stories). */
  defaultOpen?: boolean;
  /** Where the dialog's portal renders; `document.body` by default. */
  portalContainer?: HTMLElement | null;
  className?: string;
};

const selectClass = cn(
  "h-10 w-full rounded-md border border-input bg-background px-3 text-sm text-foreground",
  "outline-none focus-visible:ring-2 focus-visible:ring-ring",
);

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Não foi possível criar o alerta. Tente novamente.";
}

/** The dialog's view of either form: each house's prices by outcome, and each outcome's name. */
function normalise(props: PriceAlertDialogProps): {
  books: readonly { house: string; prices: readonly number[] }[];
  names: readonly string[];
  marketName: string | null;
} {
  const { home, away } = props;
  if (props.market === undefined) {
    return {
      books: props.quotes.map((q) => ({ house: q.house, prices: [q.home, q.draw, q.away] })),
      names: [`Vitória do ${home}`, "Empate", `Vitória do ${away}`],
      marketName: null,
    };
  }
  const m = props.market;
  return {
    books: props.quotes,
    names: m.key === "1x2" ? [`Vitória do ${home}`, "Empate", `Vitória do ${away}`] : outcomeLabels(m, home, away),
    marketName: m.key === "1x2" ? null : marketLabel(m),
  };
}

/**
 * 'Criar alerta de preço' and its dialog (docs/product.md#alerts): a house, an outcome and the odd to wait for,
 * typed the Brazilian way ("2,10"), with the consent line saying what is kept. Checks the target as the server does
 * (core's `alertTargetError`) before sending. 1X2 by default; given a `market`, its outcomes ('Sim', 'Não', …).
 */
export function PriceAlertDialog(props: PriceAlertDialogProps) {
  const { home, away, defaultOpen = false, portalContainer, className } = props;
  const { books, names, marketName } = normalise(props);
  const [open, setOpen] = React.useState(defaultOpen);
  const [house, setHouse] = React.useState(books[0]?.house ?? "");
  const [chosen, setOutcome] = React.useState(0);
  // A page that switches market under an open dialog (three outcomes to two) falls back to the first outcome.
  const outcome = chosen < names.length ? chosen : 0;
  const [target, setTarget] = React.useState("");
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [done, setDone] = React.useState(false);
  const houseId = React.useId();
  const outcomeId = React.useId();
  const quote = books.find((q) => q.house === house) ?? null;
  const current = quote?.prices[outcome] ?? null;

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setDone(false);
      setFormError(null);
      setFieldError(null);
    }
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const value = parseOdd(target);
    const problem = alertTargetError(value, current);
    setFieldError(problem);
    setFormError(null);
    if (problem || value === null) return;
    setBusy(true);
    try {
      if (props.market === undefined) {
        await props.onSubmit({ house, outcome: OUTCOMES[outcome] ?? "home", target: value });
      } else {
        await props.onSubmit({ house, market: marketId(props.market), outcome, target: value });
      }
      setDone(true);
      setTarget("");
    } catch (error) {
      setFormError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <Button type="button" variant="outline" size="sm" className={className} onClick={() => openChange(true)}>
        <BellPlus aria-hidden="true" /> {PRICE_ALERT_CREATE}
      </Button>
      <DialogContent container={portalContainer}>
        <DialogHeader>
          <DialogTitle>{PRICE_ALERT_CREATE}</DialogTitle>
          <DialogDescription>
            {home} x {away}
            {marketName ? `, ${marketName}` : null}: avisamos quando a odd da casa chegar ao valor que você escolher.
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <Banner variant="success" role="status">
            {PRICE_ALERT_CREATED}
          </Banner>
        ) : (
          <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-busy={busy}>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={houseId} className="text-sm font-medium">
                Casa
              </label>
              <select id={houseId} className={selectClass} value={house} onChange={(e) => setHouse(e.target.value)}>
                {books.map((q) => (
                  <option key={q.house} value={q.house}>
                    {q.house}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="flex flex-col gap-1.5">
              <legend className="mb-1.5 text-sm font-medium">{marketName ?? "Resultado"}</legend>
              <div id={outcomeId} className="flex flex-col gap-1">
                {names.map((name, o) => {
                  const now = quote?.prices[o];
                  return (
                    <label key={o} className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={outcomeId}
                        value={props.market === undefined ? OUTCOMES[o] : String(o)}
                        checked={outcome === o}
                        onChange={() => setOutcome(o)}
                        className="size-4 accent-primary"
                      />
                      {name}
                      {now !== undefined ? (
                        <span className="text-muted-foreground">(agora {formatOdd(now)})</span>
                      ) : null}
                    </label>
                  );
                })}
              </div>
            </fieldset>
            <Input
              label="Avisar quando a odd chegar a"
              inputMode="decimal"
              autoComplete="off"
              placeholder="2,10"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              description={current !== null ? `A odd atual é ${formatOdd(current)}.` : undefined}
              error={fieldError ?? undefined}
            />
            <p className="text-xs text-muted-foreground">{ALERT_CONSENT}</p>
            {formError ? (
              <Banner variant="error" role="alert">
                {formError}
              </Banner>
            ) : null}
            <DialogFooter>
              <Button type="submit" disabled={busy || books.length === 0}>
                {busy ? "Criando alerta…" : "Criar alerta"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
