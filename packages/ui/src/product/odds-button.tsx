import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { ArrowDown, ArrowUp } from "lucide-react";
import { movement, movementLabel } from "@placar/core/market";
import { formatOdd } from "@placar/core/odds";

import { cn } from "../lib/cn.ts";

export const oddsButtonVariants = cva(
  [
    // Fixed box: a refreshed odd or house name never resizes it or moves its neighbours.
    "inline-flex shrink-0 flex-col items-center justify-center gap-0.5 overflow-hidden rounded-md border px-1 text-center leading-none",
    "transition-colors outline-none",
  ],
  {
    variants: {
      layout: {
        /** Always 80×48. */
        fixed: "h-12 w-20",
        /** Fills an equal grid cell on small screens (44 high), 80×48 from `sm` up. */
        responsive: "h-11 w-full min-w-0 sm:h-12 sm:w-20",
      },
      best: {
        true: "border-best bg-best-muted text-best-muted-foreground",
        false: "border-border bg-muted text-foreground",
      },
      interactive: {
        true: [
          "cursor-pointer hover:border-primary",
          "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        ],
        false: "",
      },
    },
    defaultVariants: { layout: "fixed", best: false, interactive: false },
  },
);

export type OddsButtonProps = Omit<React.ComponentProps<"a">, "children" | "href"> &
  Omit<VariantProps<typeof oddsButtonVariants>, "interactive" | "best"> & {
    /** The decimal odd, or null when no house offers this outcome ('—' is shown). */
    odd: number | null;
    /** The outcome: the team's name or 'Empate' ('Sim', 'Mais de 2,5' in another market). Spoken, not shown (the column header shows it). */
    label: string;
    /**
     * The market's name when it is not 1X2 ('Ambas marcam', core's marketLabel): said first, so the name reads
     * "Ambas marcam: Sim, melhor odd 1,95 na BetPontoBet". Without it the 1X2 form: "Flamengo 2,10 na Bateu Bet".
     */
    marketName?: string;
    /** The betting house offering this odd, or null when unknown. */
    house: string | null;
    /** The house's affiliate link; with it (and an odd) the box is a link opening in a new tab. */
    href?: string;
    /** Highlights this odd as the best one. */
    best?: boolean;
    /**
     * The price to compare with (the opening price, or a few minutes ago on a live game): an arrow shows where the
     * odd went, and the name says it ('subiu de 2,30', 'caiu de 2,45').
     */
    previous?: number | null;
    /**
     * Leaves the house out of the box while its name still says it: for a caller that writes the house beside the
     * box in readable type (the box's 11 px line truncates a long name in a narrow column).
     */
    hideHouse?: boolean;
  };

/**
 * One outcome's best odd and the house offering it. Its accessible name reads
 * "Flamengo 2,10 na Bateu Bet" (", melhor odd" when highlighted), the price written by core's formatOdd; in another
 * market, after the market's name: "Ambas marcam: Sim, odd 1,95 na BetPontoBet" ("melhor odd" when highlighted).
 */
export function OddsButton({
  odd,
  label,
  marketName,
  house,
  href,
  best = false,
  previous,
  hideHouse = false,
  layout,
  className,
  ...props
}: OddsButtonProps) {
  const hasOdd = odd !== null && Number.isFinite(odd);
  const shown = hasOdd ? formatOdd(odd) : "—";
  const moved = hasOdd ? movement(odd, previous) : "same";
  const named = marketName ? `${marketName}: ${label}` : label;
  const moveSaid = hasOdd && moved !== "same" ? `, ${movementLabel(odd, previous)}` : "";
  const at = house ? ` na ${house}` : "";
  const spoken = !hasOdd
    ? `${named}, sem odd disponível`
    : marketName
      ? `${named}, ${best ? "melhor odd" : "odd"} ${shown}${at}${moveSaid}`
      : `${label} ${shown}${at}${best ? ", melhor odd" : ""}${moveSaid}`;
  const interactive = Boolean(href && hasOdd);

  const content = (
    <>
      <span
        aria-hidden="true"
        data-slot="odds-button-odd"
        className="font-signika text-base font-semibold tabular-nums"
      >
        {shown}
      </span>
      {moved !== "same" ? (
        <span
          aria-hidden="true"
          data-slot="odds-button-move"
          data-move={moved}
          className={cn("absolute top-0.5 right-0.5", moved === "up" ? "text-success" : "text-destructive")}
        >
          {moved === "up" ? <ArrowUp className="size-3" /> : <ArrowDown className="size-3" />}
        </span>
      ) : null}
      {house && hasOdd && !hideHouse ? (
        <span
          aria-hidden="true"
          data-slot="odds-button-house"
          className={cn("max-w-full truncate text-[0.6875rem] leading-3", !best && "text-muted-foreground")}
        >
          {house}
        </span>
      ) : null}
      <span className="sr-only">{spoken}</span>
    </>
  );

  const shared = {
    "data-slot": "odds-button",
    "data-best": best ? "" : undefined,
    "data-empty": hasOdd ? undefined : "",
    className: cn(oddsButtonVariants({ layout, best, interactive }), moved !== "same" && "relative", className),
  };

  if (interactive) {
    return (
      <a {...shared} href={href} target="_blank" rel="sponsored noopener noreferrer" {...props}>
        {content}
      </a>
    );
  }
  const { ref: _ref, ...spanProps } = props;
  return (
    <span {...shared} {...spanProps}>
      {content}
    </span>
  );
}
