import * as React from "react";
import { BellPlus } from "lucide-react";

import { alertTargetError, parseOdd, type Outcome } from "@placar/core/alerts";
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

export interface PriceAlertValues {
  house: string;
  outcome: Outcome;
  target: number;
}

export type PriceAlertDialogProps = {
  /** The game's teams, to name the outcomes. */
  home: string;
  away: string;
  /** The houses quoting the game, with their prices now. */
  quotes: readonly PriceAlertQuote[];
  /** Creates the alert; a rejection's message is shown in the dialog and the values kept. */
  onSubmit: (values: PriceAlertValues) => Promise<void>;
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

/**
 * 'Criar alerta de preço' and its dialog (docs/product.md#alerts): a house, an outcome and the odd to wait for,
 * typed the Brazilian way ("2,10"), with the consent line saying what is kept. Checks the target as the server does
 * (core's `alertTargetError`) before sending.
 */
export function PriceAlertDialog({
  home,
  away,
  quotes,
  onSubmit,
  defaultOpen = false,
  portalContainer,
  className,
}: PriceAlertDialogProps) {
  const [open, setOpen] = React.useState(defaultOpen);
  const [house, setHouse] = React.useState(quotes[0]?.house ?? "");
  const [outcome, setOutcome] = React.useState<Outcome>("home");
  const [target, setTarget] = React.useState("");
  const [fieldError, setFieldError] = React.useState<string | null>(null);
  const [formError, setFormError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [done, setDone] = React.useState(false);
  const houseId = React.useId();
  const outcomeId = React.useId();
  const quote = quotes.find((q) => q.house === house) ?? null;
  const current = quote ? quote[outcome] : null;
  const names: Record<Outcome, string> = { home: `Vitória do ${home}`, draw: "Empate", away: `Vitória do ${away}` };

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
      await onSubmit({ house, outcome, target: value });
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
            {home} x {away}: avisamos quando a odd da casa chegar ao valor que você escolher.
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
                {quotes.map((q) => (
                  <option key={q.house} value={q.house}>
                    {q.house}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="flex flex-col gap-1.5">
              <legend className="mb-1.5 text-sm font-medium">Resultado</legend>
              <div id={outcomeId} className="flex flex-col gap-1">
                {(["home", "draw", "away"] as const).map((o) => (
                  <label key={o} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={outcomeId}
                      value={o}
                      checked={outcome === o}
                      onChange={() => setOutcome(o)}
                      className="size-4 accent-primary"
                    />
                    {names[o]}
                    {quote ? <span className="text-muted-foreground">(agora {formatOdd(quote[o])})</span> : null}
                  </label>
                ))}
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
              <Button type="submit" disabled={busy || quotes.length === 0}>
                {busy ? "Criando alerta…" : "Criar alerta"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
