import * as React from "react";
import { aboveFair, formatPercent, type FairMarket } from "@placar/core/market";
import { marketLabel, outcomeCount, outcomeLabels, type Market } from "@placar/core/markets";

import { cn } from "../lib/cn.ts";
import { formatOdd } from "@placar/core/odds";
import { Skeleton } from "../primitives/skeleton.tsx";
import { ONE_X_TWO } from "./market-view.ts";

/**
 * The margin-free consensus of a market's books: core's `FairMarket` for 1X2; for another market the same fields,
 * one per outcome in core's `outcomeLabels` order (e.g. the mean of each complete book's `fairProbabilities`).
 */
export type FairBook = Pick<FairMarket, "houses"> & {
  /** Margin-free probability of each outcome (sum 1; 2 in Dupla chance, whose outcomes cover two results each). */
  probabilities: readonly number[];
  /** 1 / probability. */
  fairOdds: readonly number[];
};

export type FairOddsProps = Omit<React.ComponentProps<"section">, "children"> & {
  /**
   * Which market the odds are of (core's Market), 1X2 by default: its outcomes are the rows. Named `kind` because
   * `market` is the fair consensus below.
   */
  kind?: Market;
  /** Home team's name. */
  home: string;
  /** Away team's name. */
  away: string;
  /**
   * The houses' consensus without margin (`fairMarket` of @placar/core/market for 1X2), or null when no house prices
   * every outcome.
   */
  market: FairBook | null;
  /** The method's name as the page states it (e.g. `DEVIG_METHOD_LABELS.shin`). */
  methodLabel: string;
  /** The best price of each outcome (home, draw, away in 1X2; core's outcomeLabels order) and the house offering it. */
  best: readonly ({ odd: number; house: string } | null)[];
  /** The heading level of the section's title (2 by default). */
  headingLevel?: 2 | 3;
};

/**
 * 'Odd justa': the margin-free probability of each outcome ('Probabilidade implícita'), its fair odd, and the best
 * price beside it, marked when it pays more than the fair odd. Information only: no wording that urges a bet.
 */
export function FairOdds({
  kind = ONE_X_TWO,
  home,
  away,
  market,
  methodLabel,
  best,
  headingLevel = 2,
  className,
  ...props
}: FairOddsProps) {
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const outcomes = outcomeLabels(kind, home, away);
  const isOneXTwo = kind.key === "1x2";
  const name = marketLabel(kind);
  return (
    <section
      data-slot="fair-odds"
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-2", className)}
      {...props}
    >
      <Heading id={headingId} className="font-display text-lg font-bold">
        Odd justa
      </Heading>
      {market === null ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          {isOneXTwo
            ? "Nenhuma casa cota os três resultados deste jogo ainda."
            : `Nenhuma casa cota ${outcomeCount(kind) === 2 ? "os dois" : "os três"} resultados de ${name} neste jogo ainda.`}
        </p>
      ) : (
        <>
          <div className="relative overflow-x-auto rounded-lg border border-border bg-card">
            <table className="w-full border-collapse text-sm">
              <thead>
                <tr className="border-b border-border text-xs text-muted-foreground">
                  <th scope="col" className="px-3 py-2 text-left font-medium">
                    {isOneXTwo ? "Resultado" : name}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    Probabilidade implícita
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    Odd justa
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Melhor odd
                  </th>
                </tr>
              </thead>
              <tbody>
                {outcomes.map((outcome, i) => {
                  const fair = market.fairOdds[i] ?? Number.NaN;
                  const price = best[i] ?? null;
                  const above = aboveFair(price?.odd ?? null, fair);
                  return (
                    <tr key={i} data-slot="fair-odds-row" className="border-b border-border last:border-b-0">
                      <th
                        scope="row"
                        // A Dupla chance outcome ("Flamengo ou empate") wraps rather than being cut on a phone.
                        className={cn(
                          "max-w-32 px-3 py-2 text-left font-medium",
                          kind.key === "double_chance" ? "break-words" : "truncate",
                        )}
                        title={outcome}
                      >
                        {outcome}
                      </th>
                      <td className="px-2 py-2 text-right font-signika tabular-nums">
                        {formatPercent(market.probabilities[i] ?? Number.NaN)}
                      </td>
                      <td className="px-2 py-2 text-right font-signika font-semibold tabular-nums">
                        {formatOdd(fair)}
                      </td>
                      <td className="px-3 py-2 text-right">
                        {price ? (
                          <span className="flex flex-col items-end">
                            <span className="font-signika font-semibold tabular-nums">{formatOdd(price.odd)}</span>
                            <span className="text-xs whitespace-nowrap text-muted-foreground">na {price.house}</span>
                            {above ? (
                              <span data-slot="fair-odds-above" className="text-xs text-best">
                                acima da odd justa
                              </span>
                            ) : null}
                          </span>
                        ) : (
                          <span className="text-muted-foreground">—</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {kind.key === "double_chance" ? (
            <p className="text-xs text-muted-foreground">
              Na dupla chance cada aposta cobre dois dos três resultados: as probabilidades somam 200%.
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">
            Calculada a partir das odds de {market.houses} {market.houses === 1 ? "casa" : "casas"}, sem a margem delas,
            pelo {methodLabel}. É uma estimativa, não uma previsão do resultado.
          </p>
        </>
      )}
    </section>
  );
}

/** A loading placeholder with the size of a FairOdds. */
export function FairOddsSkeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="fair-odds-skeleton" aria-hidden="true" className={cn("flex flex-col gap-2", className)} {...props}>
      <Skeleton className="h-6 w-28" />
      <Skeleton className="h-40 w-full rounded-lg" />
    </div>
  );
}
