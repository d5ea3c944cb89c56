/**
 * The analysis page's "Melhor odd de cada resultado" box, for the 1X2 and for the other markets: each outcome's best
 * price with its house named in readable type under it (docs/product.md#odds-display), and the payout of that best
 * combination.
 */
import { formatPercent } from "@placar/core/market";
import { OddsButton } from "@placar/ui/product/odds-button";
import type { HouseBrand } from "@placar/ui/product/odds-by-house";

/** One outcome's best price and the house that offers it; null when no house prices it. */
export type BestOutcomePrice = { odd: number; house: string } | null;

export function BestPricesList({
  best,
  labels,
  houses,
  marketName,
  slot,
}: {
  best: readonly BestOutcomePrice[];
  labels: readonly string[];
  houses: readonly HouseBrand[];
  /** The market's name for screen readers (omitted for the 1X2). */
  marketName?: string;
  slot?: string;
}) {
  return (
    <ul
      data-slot={slot}
      className={`grid gap-2 rounded-lg border border-border bg-card p-3 sm:gap-4 sm:p-4 ${best.length === 2 ? "grid-cols-2" : "grid-cols-3"}`}
    >
      {best.map((b, i) => {
        const brand = b ? houses.find((h) => h.house === b.house) : undefined;
        const label = labels[i] ?? "";
        return (
          // Bottom-aligned: a Dupla chance outcome ("Borussia Dortmund ou empate") takes more lines than its
          // neighbours, and the prices stay in one row.
          <li key={i} className="flex min-w-0 flex-col items-center justify-end gap-1.5">
            <span className="max-w-full text-center text-xs break-words text-muted-foreground sm:text-sm" title={label}>
              {label}
            </span>
            <OddsButton
              odd={b?.odd ?? null}
              label={label}
              {...(marketName ? { marketName } : {})}
              house={b?.house ?? null}
              hideHouse
              href={brand?.link}
              best={b !== null}
              layout="responsive"
            />
            {b ? (
              <span
                aria-hidden="true"
                data-slot="analysis-best-house"
                className="max-w-full text-center text-xs font-medium break-words sm:text-sm"
              >
                {b.house}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** "Retorno da melhor combinação: 97,3%", or nothing when the payout is not known. */
export function BestPayoutNote({ payout }: { payout: number | null }) {
  if (payout === null || !Number.isFinite(payout)) return null;
  return (
    <p data-slot="analysis-best-payout" className="text-sm text-muted-foreground">
      Retorno da melhor combinação: <strong className="font-semibold text-foreground">{formatPercent(payout)}</strong>{" "}
      (a parte das apostas que volta ao apostador com a melhor odd de cada resultado)
    </p>
  );
}
