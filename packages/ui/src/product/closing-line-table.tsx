import * as React from "react";
import { formatOdd } from "@placar/core/odds";
import type { Market } from "@placar/core/markets";

import { cn } from "../lib/cn.ts";
import { ONE_X_TWO, outcomeHeadings, spokenMarket } from "./market-view.ts";

/**
 * A finished match's opening and closing prices, house by house (the match and analysis pages). A module of its own:
 * the home shows only the note (closing-line.tsx), so this table stays out of its first script.
 */

/**
 * One house's line: its first price of each outcome before kick-off (null when unknown) and its last, in the
 * market's order ([home, draw, away] in 1X2; core's outcomeLabels in another market).
 */
export type ClosingLineRow = {
  house: string;
  opening: readonly (number | null)[] | null;
  closing: readonly number[];
};

export type ClosingLineProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The market the prices are of (core's Market), 1X2 by default: its outcomes are the columns, two or three. */
  market?: Market;
  home: string;
  away: string;
  /** One row per house, in the houses' order. */
  rows: readonly ClosingLineRow[];
};

/** "2.10 → 1.95", or the closing price alone when the opening is unknown or the same. */
function move(opening: number | null, closing: number): React.ReactNode {
  if (opening === null || opening === closing) return formatOdd(closing);
  const way = closing > opening ? "subiu" : "caiu";
  return (
    <>
      <span className="text-muted-foreground">{formatOdd(opening)}</span>
      <span aria-hidden="true" className="px-1 text-muted-foreground">
        →
      </span>
      <span className="sr-only"> {way} para </span>
      <span className="font-semibold">{formatOdd(closing)}</span>
    </>
  );
}

/**
 * A finished match's odds per house from opening to close: the first price each house showed and the last one
 * before kick-off (the closing line, which bettors judge their bets against). The house's name is written out.
 */
export function ClosingLine({ market = ONE_X_TWO, home, away, rows, className, ...props }: ClosingLineProps) {
  const headingId = React.useId();
  const marketName = spokenMarket(market);
  return (
    <section
      data-slot="closing-line"
      aria-labelledby={headingId}
      className={cn("flex min-w-0 flex-col gap-2 rounded-xl border border-border bg-card p-3 sm:p-4", className)}
      {...props}
    >
      <h3 id={headingId} className="font-display text-base font-bold">
        Abertura → fechamento{marketName ? `: ${marketName}` : null}
      </h3>
      <p className="text-sm text-muted-foreground">
        O primeiro preço de cada casa e o último antes do início do jogo; nenhum preço ao vivo entra no fechamento.
      </p>
      <table className="w-full text-sm tabular-nums max-[380px]:text-xs">
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            <th scope="col" className="py-1.5 pr-2 font-medium">
              <span className="sr-only">Casa de apostas</span>
            </th>
            {market.key === "1x2" ? (
              <>
                <th scope="col" className="px-1 py-1.5 text-right font-medium">
                  <span className="sr-only">Vitória do </span>
                  <abbr title={home} className="no-underline">
                    Casa
                  </abbr>
                </th>
                <th scope="col" className="px-1 py-1.5 text-right font-medium">
                  Empate
                </th>
                <th scope="col" className="py-1.5 pl-1 text-right font-medium">
                  <span className="sr-only">Vitória do </span>
                  <abbr title={away} className="no-underline">
                    Fora
                  </abbr>
                </th>
              </>
            ) : (
              outcomeHeadings(market, home, away).map(({ full, short }, i, all) => (
                <th
                  key={i}
                  scope="col"
                  title={full}
                  className={cn("py-1.5 text-right font-medium", i === all.length - 1 ? "pl-1" : "px-1")}
                >
                  {short === full ? (
                    full
                  ) : (
                    <>
                      <span aria-hidden="true">{short}</span>
                      <span className="sr-only">{full}</span>
                    </>
                  )}
                </th>
              ))
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.house} className="border-b border-border/60 last:border-0">
              <th scope="row" className="py-1.5 pr-2 text-left font-medium">
                {r.house}
              </th>
              {r.closing.map((price, i) => (
                <td key={i} className="px-1 py-1.5 text-right whitespace-nowrap last:pr-0">
                  {move(r.opening?.[i] ?? null, price)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
