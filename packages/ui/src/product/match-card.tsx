import * as React from "react";

import { cn } from "../lib/cn.ts";
import { MatchStatusIcon, matchStatusLabels, type MatchStatus } from "./match-icons.tsx";
import { OddsButton } from "./odds-button.tsx";
import type { OddsRowProps, OddsRowScore, OddsRowTeam } from "./odds-row.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";
import { isPlainLeftClick } from "../lib/events.ts";
import { LeagueLogo, TeamCrest } from "./crest.tsx";

export type MatchCardProps = Omit<React.ComponentProps<"a">, "children" | "href"> & {
  /** The competition; a trophy replaces a missing or broken logo. */
  league: { name: string; logoUrl?: string | null };
  /** Home team; a ball replaces a missing or broken crest. */
  home: OddsRowTeam;
  /** Away team. */
  away: OddsRowTeam;
  /** Goals so far; a side the feed has not reported yet shows a dash. */
  score?: OddsRowScore | null;
  /** 'live' (default) in play, 'check' finished, 'clock' not started. */
  status?: MatchStatus;
  /** Where the match is: '1º tempo', 'Intervalo', "67'"; defaults to 'Ao vivo' / 'Encerrado' / 'Não iniciado'. */
  statusLabel?: string;
  /** Best odds for home win, draw and away win; null where no house offers one. */
  odds: OddsRowProps["odds"];
  /** Where the match's page is: the whole card links there. */
  href: string;
  /** Leaves the league's logo and name out of the card, for a list that groups the cards under their league. */
  hideLeague?: boolean;
  /**
   * Called on a plain left click (not ctrl/cmd/shift/alt or middle click, so "open in new tab" keeps
   * working); call `event.preventDefault()` in it to route client-side.
   */
  onNavigate?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
};

export const matchCardClassName =
  "flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground";

const OUTCOME_FALLBACKS = ["home", "Empate", "away"] as const;

function goals(value: number | null | undefined): string {
  return value == null ? "–" : String(value);
}

function TeamLine({ team, goals: shown }: { team: OddsRowTeam; goals: string | null }) {
  return (
    <span className="flex h-6 min-w-0 items-center gap-2">
      <TeamCrest src={team.logoUrl} size={24} />
      <span className="min-w-0 flex-1 truncate text-sm font-medium" title={team.name}>
        {team.name}
      </span>
      {shown !== null ? (
        <span
          aria-hidden="true"
          className="w-6 shrink-0 text-right font-signika text-lg leading-6 font-semibold tabular-nums"
        >
          {shown}
        </span>
      ) : null}
    </span>
  );
}

/**
 * A live match on /odds-ao-vivo: league, status or minute, both teams with the score, and the three
 * best odds. The whole card is one link to the match page, so the odds inside it are shown, not linked.
 */
export function MatchCard({
  league,
  home,
  away,
  score,
  status = "live",
  statusLabel,
  odds,
  href,
  hideLeague = false,
  onNavigate,
  className,
  onClick,
  ...props
}: MatchCardProps) {
  const hasScore = status !== "clock" && score != null;
  const spokenScore = !hasScore
    ? ""
    : score.home === null && score.away === null
      ? " placar indisponível"
      : ` placar ${goals(score.home)} a ${goals(score.away)}`;
  return (
    <a
      data-slot="match-card"
      data-status={status}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (onNavigate && !event.defaultPrevented && isPlainLeftClick(event)) onNavigate(event);
      }}
      className={cn(
        matchCardClassName,
        "transition-colors outline-none hover:border-primary",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    >
      <span data-slot="match-card-header" className="flex h-5 min-w-0 items-center gap-2 text-xs text-muted-foreground">
        {hideLeague ? (
          <span className="flex-1" />
        ) : (
          <>
            <LeagueLogo src={league.logoUrl} size={16} />
            <span className="min-w-0 flex-1 truncate font-medium" title={league.name}>
              {league.name}
            </span>
          </>
        )}
        <span
          data-slot="match-card-status"
          className={cn(
            "flex shrink-0 items-center gap-1",
            status === "live" ? "font-semibold text-foreground" : "text-muted-foreground",
          )}
        >
          {/* The icon speaks 'Ao vivo' only when the visible text is a minute or a half. */}
          <MatchStatusIcon status={status} label={statusLabel ? undefined : ""} className="size-4" />
          <span>{statusLabel ?? matchStatusLabels[status]}</span>
        </span>
      </span>
      <span data-slot="match-card-teams" className="flex flex-col gap-1.5">
        <TeamLine team={home} goals={hasScore ? goals(score.home) : null} />
        <span className="sr-only"> x </span>
        <TeamLine team={away} goals={hasScore ? goals(score.away) : null} />
        {spokenScore ? <span className="sr-only">{spokenScore}</span> : null}
      </span>
      <span data-slot="match-card-odds" className="grid grid-cols-3 gap-1.5">
        {odds.map((best, index) => {
          const fallback = OUTCOME_FALLBACKS[index] ?? "Empate";
          const label = best?.label ?? (fallback === "home" ? home.name : fallback === "away" ? away.name : fallback);
          // No href: a link cannot hold another link, and the card already is one.
          return (
            <OddsButton
              key={index}
              odd={best?.odd ?? null}
              label={label}
              house={best?.house ?? null}
              best={best?.best ?? false}
              previous={best?.previous}
              className="w-full"
            />
          );
        })}
      </span>
    </a>
  );
}

/** A loading placeholder with exactly a MatchCard's size, so the grid does not move when data arrives. */
export function MatchCardSkeleton({ className, ...props }: React.ComponentProps<"div">) {
  const team = (width: string) => (
    <span className="flex h-6 items-center gap-2">
      <Skeleton className="size-6 shrink-0 rounded-full" />
      <Skeleton className={cn("h-3", width)} />
      <Skeleton className="ml-auto h-4 w-4" />
    </span>
  );
  return (
    <div data-slot="match-card-skeleton" aria-hidden="true" className={cn(matchCardClassName, className)} {...props}>
      <span className="flex h-5 items-center gap-2">
        <Skeleton className="size-4 rounded-full" />
        <Skeleton className="h-3 w-32" />
        <Skeleton className="ml-auto h-3 w-12" />
      </span>
      <span className="flex flex-col gap-1.5">
        {team("w-28")}
        {team("w-24")}
      </span>
      <span className="grid grid-cols-3 gap-1.5">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </span>
    </div>
  );
}
