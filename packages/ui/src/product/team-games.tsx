import * as React from "react";
import { ChevronRight } from "lucide-react";
import { addDays, businessDate, formatDayMonth, formatTime } from "@placar/core/dates";
import { TODAY } from "@placar/core/messages";
import { formatOdd } from "@placar/core/odds";

import { cn } from "../lib/cn.ts";
import { Badge } from "../primitives/badge.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";
import { CLOSING_ODDS } from "./closing-line.tsx";
import { LeagueLogo, TeamCrest } from "./crest.tsx";
import { ResultBadge } from "./form-badges.tsx";

/** The best price of one outcome and the house that gives it. */
export type BestPrice = { odd: number; house: string };

/** One game in a team's (or a competition's) list. */
export type TeamGameItem = {
  id: number;
  /** The match page; absent for a game too far ahead for the site to hold yet (no link is shown). */
  href?: string;
  /** Kick-off, ISO-8601. */
  kickoff: string;
  league: { name: string; href?: string; logoUrl?: string | null };
  home: { name: string; href?: string; logoUrl?: string | null };
  away: { name: string; href?: string; logoUrl?: string | null };
  status: "upcoming" | "live" | "finished";
  /** "67'", "Intervalo", "Encerrado", "Pên."…; shown for live and finished games. */
  statusLabel?: string;
  score?: { home: number | null; away: number | null } | null;
  /** The result from the page's team's view (finished games on a team page); null or absent elsewhere. */
  outcome?: "V" | "E" | "D" | null;
  /** Best price of home win, draw, away win and the house that gives it; null where none. Absent/null: no prices. */
  best?: readonly [BestPrice | null, BestPrice | null, BestPrice | null] | null;
  /** The prices are the closing line (finished games). */
  closing?: boolean;
};

export type TeamGamesProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** The section's `<h2>` ("Próximos jogos", "Últimos resultados"). */
  title: string;
  /** The games, in the order to show them. */
  games: readonly TeamGameItem[];
  /** Shown instead of the list when there are no games. */
  emptyText?: string;
  /** The site's clock: decides 'Hoje', 'Amanhã' and 'Ontem' (days and times are Brasília's). */
  now: Date;
};

const NO_ODDS_YET = "Sem odds ainda";
/** A finished game whose prices were not kept: "ainda" would promise some. */
const NO_CLOSING_ODDS = "Sem odds de fechamento";
const GAME_LINK = "Odds e estatísticas";
const OUTCOME_MARKS = ["1", "X", "2"] as const;

/** 'Hoje', 'Amanhã', 'Ontem' or 'DD/MM', on Brasília's calendar. */
function kickoffDay(kickoff: Date, now: Date): string {
  const day = businessDate(kickoff);
  const today = businessDate(now);
  if (day === today) return TODAY;
  if (day === addDays(today, 1)) return "Amanhã";
  if (day === addDays(today, -1)) return "Ontem";
  return formatDayMonth(day);
}

function goals(value: number | null): string {
  return value === null ? "–" : String(value);
}

const focusRing =
  "rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card";
const textLink = cn("hover:underline", focusRing);

function TeamLine({ team }: { team: TeamGameItem["home"] }) {
  return (
    <span className="flex h-6 min-w-0 items-center gap-2">
      <TeamCrest src={team.logoUrl} size={20} />
      {team.href ? (
        <a href={team.href} title={team.name} className={cn("truncate font-medium", textLink)}>
          {team.name}
        </a>
      ) : (
        <span className="truncate font-medium" title={team.name}>
          {team.name}
        </span>
      )}
    </span>
  );
}

function Prices({ game }: { game: TeamGameItem & { best: NonNullable<TeamGameItem["best"]> } }) {
  const labels = [game.home.name, "Empate", game.away.name];
  return (
    <ul
      data-slot="team-game-prices"
      aria-label={game.closing ? CLOSING_ODDS : "Melhores odds"}
      className="grid min-w-0 grid-cols-3 gap-1.5 sm:w-84 sm:shrink-0"
    >
      {game.best.map((price, index) => (
        <li
          key={OUTCOME_MARKS[index]}
          data-slot="team-game-price"
          className="flex h-12 min-w-0 flex-col items-center justify-center gap-0.5 rounded-md border border-border bg-muted px-1 text-center"
        >
          <span className="flex items-baseline gap-1.5 leading-5">
            <span aria-hidden="true" className="text-xs font-medium text-muted-foreground">
              {OUTCOME_MARKS[index]}
            </span>
            <span className="sr-only">{labels[index]}: </span>
            {price ? (
              <span className="font-signika text-base font-semibold tabular-nums">{formatOdd(price.odd)}</span>
            ) : (
              <>
                <span aria-hidden="true" className="font-signika text-base text-muted-foreground">
                  —
                </span>
                <span className="sr-only">sem odd</span>
              </>
            )}
          </span>
          {price ? (
            <span data-slot="team-game-house" className="max-w-full truncate text-xs leading-4" title={price.house}>
              <span className="sr-only">na </span>
              {price.house}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function TeamGameRow({ game, now }: { game: TeamGameItem; now: Date }) {
  const kickoff = new Date(game.kickoff);
  const valid = !Number.isNaN(kickoff.getTime());
  const score = game.status === "upcoming" ? null : (game.score ?? null);
  const best = game.best ?? null;
  const league = (
    <>
      <LeagueLogo src={game.league.logoUrl} size={16} />
      <span className="truncate" title={game.league.name}>
        {game.league.name}
      </span>
    </>
  );
  return (
    <li
      data-slot="team-game"
      data-status={game.status}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-card p-3 text-card-foreground"
    >
      <div className="flex h-6 min-w-0 items-center gap-2 text-xs text-muted-foreground">
        {valid ? (
          <time
            dateTime={game.kickoff}
            className="shrink-0 font-semibold whitespace-nowrap text-foreground tabular-nums"
          >
            {kickoffDay(kickoff, now)}
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            {formatTime(kickoff)}
          </time>
        ) : null}
        {game.status === "live" ? (
          <Badge variant="live" data-slot="team-game-live" className="shrink-0">
            Ao vivo
            {game.statusLabel ? <span className="tabular-nums">{` ${game.statusLabel}`}</span> : null}
          </Badge>
        ) : game.status === "finished" && game.statusLabel ? (
          <span data-slot="team-game-status" className="shrink-0 font-medium">
            {game.statusLabel}
          </span>
        ) : null}
        <span aria-hidden="true">·</span>
        {game.league.href ? (
          <a
            href={game.league.href}
            data-slot="team-game-league"
            className={cn("flex min-w-0 items-center gap-1.5", textLink)}
          >
            {league}
          </a>
        ) : (
          <span data-slot="team-game-league" className="flex min-w-0 items-center gap-1.5">
            {league}
          </span>
        )}
        {game.outcome ? <ResultBadge result={game.outcome} className="ml-auto" /> : null}
      </div>
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <p data-slot="team-game-teams" className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            <TeamLine team={game.home} />
            <span className="sr-only"> x </span>
            <TeamLine team={game.away} />
          </p>
          {score ? (
            <p
              data-slot="team-game-score"
              className="flex shrink-0 flex-col items-end gap-1 pr-1 font-signika text-base font-semibold tabular-nums"
            >
              <span aria-hidden="true" className="flex h-6 items-center">
                {goals(score.home)}
              </span>
              <span aria-hidden="true" className="flex h-6 items-center">
                {goals(score.away)}
              </span>
              <span className="sr-only">
                {score.home === null && score.away === null
                  ? "Placar indisponível"
                  : `Placar: ${goals(score.home)} a ${goals(score.away)}`}
              </span>
            </p>
          ) : null}
        </div>
        {best ? <Prices game={{ ...game, best }} /> : null}
      </div>
      <div className="flex min-h-6 min-w-0 items-center justify-between gap-2 text-xs text-muted-foreground">
        {!best ? (
          <span data-slot="team-game-no-odds">{game.status === "finished" ? NO_CLOSING_ODDS : NO_ODDS_YET}</span>
        ) : game.closing ? (
          // The list of prices is already named so for screen readers.
          <span data-slot="team-game-closing" aria-hidden="true">
            {CLOSING_ODDS}
          </span>
        ) : (
          <span />
        )}
        {game.href ? (
          <a
            href={game.href}
            data-slot="team-game-link"
            className={cn(
              "inline-flex min-h-6 shrink-0 items-center gap-0.5 text-sm font-semibold text-primary hover:underline",
              focusRing,
            )}
          >
            {GAME_LINK}
            <span className="sr-only">{` de ${game.home.name} x ${game.away.name}`}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** A team's (or a competition's) games: day and time in Brasília, teams, score, result and the best 1 / X / 2 prices. */
export function TeamGames({ title, games, emptyText = "Nenhum jogo", now, className, ...props }: TeamGamesProps) {
  const headingId = React.useId();
  return (
    <section
      data-slot="team-games"
      aria-labelledby={headingId}
      className={cn("flex min-w-0 flex-col gap-3", className)}
      {...props}
    >
      <h2 id={headingId} className="font-display text-lg leading-7 font-bold">
        {title}
      </h2>
      {games.length === 0 ? (
        <p
          data-slot="team-games-empty"
          className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-foreground"
        >
          {emptyText}
        </p>
      ) : (
        <ul className="flex min-w-0 flex-col gap-2">
          {games.map((game) => (
            <TeamGameRow key={game.id} game={game} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

export type TeamGamesSkeletonProps = Omit<React.ComponentProps<"div">, "children" | "title"> & {
  /** The section's heading, shown as it will be (it is known before the games are). */
  title?: string;
  /** How many rows to hold the place of. */
  rows?: number;
};

/** A loading placeholder for TeamGames: the heading when given, and rows the size of an upcoming game's. */
export function TeamGamesSkeleton({ title, rows = 3, className, ...props }: TeamGamesSkeletonProps) {
  return (
    <div data-slot="team-games-skeleton" className={cn("flex min-w-0 flex-col gap-3", className)} {...props}>
      {title ? <h2 className="font-display text-lg leading-7 font-bold">{title}</h2> : null}
      <div aria-hidden="true" className="flex flex-col gap-2">
        {Array.from({ length: rows }, (_, i) => (
          <div
            key={i}
            data-slot="team-game-skeleton"
            className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3"
          >
            <div className="flex h-6 items-center gap-2">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="size-4 rounded-full" />
              <Skeleton className="h-3 w-28" />
            </div>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                {[0, 1].map((line) => (
                  <div key={line} className="flex h-6 items-center gap-2">
                    <Skeleton className="size-5 shrink-0 rounded-full" />
                    <Skeleton className="h-3.5 w-28 max-w-full" />
                  </div>
                ))}
              </div>
              <div className="grid grid-cols-3 gap-1.5 sm:w-84 sm:shrink-0">
                {[0, 1, 2].map((cell) => (
                  <Skeleton key={cell} className="h-12 w-full" />
                ))}
              </div>
            </div>
            <div className="flex h-6 items-center justify-between">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-3.5 w-32" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
