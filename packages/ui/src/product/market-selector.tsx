import * as React from "react";
import { MARKETS, marketId, marketLabel, type Market } from "@placar/core/markets";

import { cn } from "../lib/cn.ts";
import { leagueChipVariants } from "./league-chip.tsx";

/** What a `linkAs` component receives: an anchor's props with its address (a router's link takes the same). */
export type MarketLinkProps = React.ComponentProps<"a"> & { href: string };

function PlainLink({ children, ...props }: MarketLinkProps) {
  return <a {...props}>{children}</a>;
}

export type MarketSelectorProps = Omit<React.ComponentProps<"nav">, "children"> & {
  /** The market shown now: its link is marked `aria-current="page"`. */
  current: Market;
  /** Each market's address, decided by the page (e.g. `?mercado=${marketSlug(m)}`, core's marketSlug). */
  hrefFor: (market: Market) => string;
  /** The markets listed, in this order; core's MARKETS by default. */
  markets?: readonly Market[];
  /** Renders each link (a router's link for client navigation); a plain <a> by default. */
  linkAs?: React.ComponentType<MarketLinkProps>;
  /** The navigation's name, said by screen readers; 'Mercados' by default. */
  label?: string;
};

/**
 * The market choice (1X2, Ambas marcam, Mais/Menos de N gols, Dupla chance, Empate anula) as a row of chips, each a
 * plain link to the page's address for that market, so it works before (or without) JavaScript. On a phone the row
 * scrolls sideways inside itself, never the page, and starts with the current market in view; from `sm` up the chips
 * wrap instead.
 */
export function MarketSelector({
  current,
  hrefFor,
  markets = MARKETS,
  linkAs: Link = PlainLink,
  label = "Mercados",
  className,
  ...props
}: MarketSelectorProps) {
  const scrollerRef = React.useRef<HTMLDivElement>(null);
  const currentId = marketId(current);
  // A market far down the list (Empate anula on a 360 px phone) would start out of sight: bring it into the row's
  // view, moving the row only (scrollIntoView could scroll the page too).
  React.useEffect(() => {
    const scroller = scrollerRef.current;
    const chip = scroller?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !chip) return;
    const left = chip.offsetLeft;
    if (left + chip.offsetWidth > scroller.scrollLeft + scroller.clientWidth || left < scroller.scrollLeft) {
      scroller.scrollLeft = left - 16;
    }
  }, [currentId]);
  return (
    <nav aria-label={label} data-slot="market-selector" className={cn("min-w-0", className)} {...props}>
      <div
        ref={scrollerRef}
        data-slot="market-selector-scroller"
        className="relative scroll-px-2 overflow-x-auto overflow-y-hidden [scrollbar-width:none] sm:overflow-visible [&::-webkit-scrollbar]:hidden"
      >
        {/* The padding keeps the focus ring inside the scroller, which would clip it. */}
        <ul className="flex w-max gap-2 p-1 sm:w-auto sm:flex-wrap">
          {markets.map((market) => {
            const id = marketId(market);
            const active = id === currentId;
            return (
              <li key={id} className="flex">
                <Link
                  href={hrefFor(market)}
                  data-slot="market-selector-link"
                  data-market={id}
                  aria-current={active ? "page" : undefined}
                  // The row starts with the current chip in view, at its end when it lies beyond (CSS
                  // scroll-initial-target, aligned by scroll-snap-align): Empate anula on a 360 px phone, even where
                  // the row is server HTML that no script touches (the home's). The effect above covers other engines.
                  className={cn(
                    leagueChipVariants({ isActive: active }),
                    active && "[scroll-initial-target:nearest] [scroll-snap-align:end]",
                  )}
                >
                  {marketLabel(market)}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
