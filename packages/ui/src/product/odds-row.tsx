import * as React from "react";

import { cn } from "../lib/cn.ts";
import { MatchStatusIcon, type MatchStatus } from "./match-icons.tsx";
import { CLOSING_ODDS } from "./closing-line.tsx";
import { OddsButton } from "./odds-button.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";
import { isPlainLeftClick } from "../lib/events.ts";
import { TeamCrest } from "./crest.tsx";

/** The best odd for one outcome, already chosen across the houses. */
export type BestOddView = {
  /** The outcome: team name or 'Empate' (in another market core's outcomeLabels: 'Sim', 'Mais de 2,5', …). */
  label: string;
  /** The decimal odd. */
  odd: number;
  /** The house offering it. */
  house: string;
  /** The house's affiliate link. */
  href?: string;
  /** Highlight it as the best odd. */
  best?: boolean;
  /** That house's earlier price it is compared with: an arrow and 'subiu de …'/'caiu de …' when it differs. */
  previous?: number | null;
};

/** One best odd per outcome: three (1X2, Dupla chance) or two (Ambas marcam, Mais/Menos, Empate anula). */
export type BestOdds =
  | readonly [BestOddView | null, BestOddView | null, BestOddView | null]
  | readonly [BestOddView | null, BestOddView | null];

export type OddsRowTeam = {
  /** The team's name. */
  name: string;
  /** The team's crest; a ball icon is shown when missing or broken. */
  logoUrl?: string | null;
};

export type OddsRowScore = { home: number | null; away: number | null };

export type OddsRowProps = Omit<React.ComponentProps<"div">, "children" | "id"> & {
  /** Status icon: 'clock' not started, 'check' finished, 'live' anything in play. */
  icon: MatchStatus;
  /** Home team. */
  home: OddsRowTeam;
  /** Away team. */
  away: OddsRowTeam;
  /** Kick-off time, 'HH:MM'. */
  time: string;
  /** Goals; when set, shown instead of the time. */
  score?: OddsRowScore | null;
  /**
   * The best odd of each outcome, in the market's order (core's outcomeLabels); null where no house offers one.
   * Three for 1X2 (home win, draw, away win) and Dupla chance, two for Ambas marcam, Mais/Menos and Empate anula.
   */
  odds: BestOdds;
  /**
   * The outcomes' names, in the same order, for a slot with no odd (core's `outcomeLabels(market, home, away)`);
   * 1X2's [home, 'Empate', away] by default. Pass the same array from one render to the next: the row is memoised.
   */
  outcomes?: readonly string[];
  /** The market's name when it is not 1X2 (core's marketLabel), said before each outcome: "Ambas marcam: Sim, …". */
  marketName?: string;
  /** Where the match's page is. */
  href: string;
  /**
   * Called on a plain left click of the match link (not ctrl/cmd/shift/alt or middle click, so
   * "open in new tab" keeps working); call `event.preventDefault()` in it to route client-side.
   */
  onNavigate?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** A finished match whose odds are its closing line (the last price of each house before kick-off). */
  closing?: boolean;
};

/**
 * The three odds: an equal three-column grid under the match on small screens, fixed 80px columns
 * beside it from `sm` up. Shared with the league header's 'Casa' / 'X' / 'Fora' headings.
 */
export const oddsColumnsClassName = "grid grid-cols-3 gap-1.5 sm:flex sm:shrink-0 sm:items-center";
/** `oddsColumnsClassName` for a two-way market (Ambas marcam, Mais/Menos, Empate anula): two equal columns. */
export const oddsTwoColumnsClassName = "grid grid-cols-2 gap-1.5 sm:flex sm:shrink-0 sm:items-center";
/** One column of `oddsColumnsClassName`, for headings over the odds. */
export const oddsColumnClassName = "min-w-0 text-center sm:w-20";
export const oddsRowClassName = "flex flex-col gap-2 px-2 py-2 sm:flex-row sm:items-center sm:gap-3 sm:px-3";

// Built once: a busy day renders hundreds of rows.
const linkClassName = [
  "-m-1 flex min-w-0 items-center gap-2 rounded-md p-1 sm:flex-1 sm:gap-3",
  "transition-colors outline-none hover:bg-accent",
  "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card",
].join(" ");

/** A side with no goal data yet shows a dash. */
function goals(value: number | null): string {
  return value === null ? "–" : String(value);
}

/**
 * Words, not punctuation, join the parts of the link's name, so it reads the same whatever spaces an
 * engine puts between the stacked blocks: "Ao vivo Flamengo x Palmeiras placar 2 a 1".
 */
function spokenScore(score: OddsRowScore): string {
  if (score.home === null && score.away === null) return " placar indisponível";
  return ` placar ${goals(score.home)} a ${goals(score.away)}`;
}

/**
 * One match: status, teams, time or score as one link to the match page, and the best odd of each outcome
 * beside it (never inside it: a link cannot hold other links): three columns for 1X2, two for a two-way market.
 */
function OddsRowImpl({
  icon,
  home,
  away,
  time,
  score,
  odds,
  outcomes,
  marketName,
  href,
  onNavigate,
  closing,
  className,
  ...props
}: OddsRowProps) {
  const scoreShown = score != null;
  return (
    <div
      data-slot="odds-row"
      data-status={icon}
      data-closing={closing || undefined}
      className={className ? cn(oddsRowClassName, className) : oddsRowClassName}
      {...props}
    >
      <a
        data-slot="odds-row-link"
        href={href}
        onClick={(event) => {
          if (onNavigate && isPlainLeftClick(event)) onNavigate(event);
        }}
        className={linkClassName}
      >
        <MatchStatusIcon status={icon} />
        <span data-slot="odds-row-teams" className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <span className="flex h-5 min-w-0 items-center gap-2">
            <TeamCrest src={home.logoUrl} size={20} />
            <span className="truncate font-medium" title={home.name}>
              {home.name}
            </span>
          </span>
          <span className="sr-only"> x </span>
          <span className="flex h-5 min-w-0 items-center gap-2">
            <TeamCrest src={away.logoUrl} size={20} />
            <span className="truncate font-medium" title={away.name}>
              {away.name}
            </span>
          </span>
        </span>
        {scoreShown ? (
          <span
            data-slot="odds-row-score"
            className="flex w-10 shrink-0 flex-col items-end gap-1 pr-1 font-signika text-base font-semibold tabular-nums"
          >
            <span aria-hidden="true" className="flex h-5 items-center">
              {goals(score.home)}
            </span>
            <span aria-hidden="true" className="flex h-5 items-center">
              {goals(score.away)}
            </span>
            <span className="sr-only">{spokenScore(score)}</span>
          </span>
        ) : (
          <span
            data-slot="odds-row-time"
            className="w-12 shrink-0 pr-1 text-right font-signika text-sm font-semibold tabular-nums text-muted-foreground"
          >
            <span className="sr-only"> às </span>
            {time}
          </span>
        )}
      </a>
      <div data-slot="odds-row-odds" className={odds.length === 2 ? oddsTwoColumnsClassName : oddsColumnsClassName}>
        {closing ? <span className="sr-only">{CLOSING_ODDS}: </span> : null}
        {odds.map((best, index) => {
          // Without a price the slot still says whose it is: the team's name or 'Empate' ('Sim', 'Não', …).
          const label = best?.label ?? (outcomes ?? [home.name, "Empate", away.name])[index] ?? "";
          return (
            <OddsButton
              key={index}
              odd={best?.odd ?? null}
              label={label}
              marketName={marketName}
              house={best?.house ?? null}
              href={best?.href}
              best={best?.best ?? false}
              previous={best?.previous}
              layout="responsive"
            />
          );
        })}
      </div>
    </div>
  );
}

/** Memoised: a day can hold hundreds of rows and a refresh usually changes a few. */
export const OddsRow = React.memo(OddsRowImpl);
OddsRow.displayName = "OddsRow";

/** A loading placeholder with exactly an OddsRow's size (`columns`: 2 for a two-way market). */
export function OddsRowSkeleton({
  columns = 3,
  className,
  ...props
}: React.ComponentProps<"div"> & { columns?: 2 | 3 }) {
  return (
    <div data-slot="odds-row-skeleton" aria-hidden="true" className={cn(oddsRowClassName, className)} {...props}>
      <div className="flex min-w-0 items-center gap-2 sm:flex-1 sm:gap-3">
        <Skeleton className="size-5 shrink-0 rounded-full" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex h-5 items-center gap-2">
            <Skeleton className="size-5 shrink-0 rounded-full" />
            <Skeleton className="h-3 w-24 max-w-full" />
          </div>
          <div className="flex h-5 items-center gap-2">
            <Skeleton className="size-5 shrink-0 rounded-full" />
            <Skeleton className="h-3 w-20 max-w-full" />
          </div>
        </div>
        <Skeleton className="h-3 w-10 shrink-0" />
      </div>
      <div className={columns === 2 ? oddsTwoColumnsClassName : oddsColumnsClassName}>
        {(columns === 2 ? [0, 1] : [0, 1, 2]).map((i) => (
          <Skeleton key={i} className="h-11 w-full sm:h-12 sm:w-20" />
        ))}
      </div>
    </div>
  );
}
