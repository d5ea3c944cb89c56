import * as React from "react";
import { MapPin, Trophy } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { Badge } from "../primitives/badge.tsx";
import { FallbackImage } from "../primitives/fallback-image.tsx";
import { SoccerBallIcon } from "./match-icons.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";
import { defaultRenderLink, type NavLinkProps } from "./nav-link.tsx";

export type MatchHeaderTeam = {
  /** The team's name. */
  name: string;
  /** The crest; a ball icon is shown when missing or broken. */
  logoUrl?: string | null;
  /** The team's page: crest and name link to it. */
  href?: string;
};

export type MatchHeaderProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The competition; its logo falls back to a trophy icon; with `href`, its name links to its page. */
  league: { name: string; logoUrl?: string | null; href?: string };
  /** Home team. */
  home: MatchHeaderTeam;
  /** Away team. */
  away: MatchHeaderTeam;
  /** Kick-off time, 'HH:MM' (already in the Brazilian time zone). */
  time: string;
  /** Kick-off date, 'DD/MM/YYYY'. */
  date: string;
  /** Goals; shown instead of the kick-off time when set (live or finished). */
  score?: { home: number | null; away: number | null } | null;
  /** Whether the match is being played now: shows the 'Ao vivo' badge. */
  live?: boolean;
  /** Minutes played, shown in the live badge ("67'"). */
  elapsed?: number | null;
  /**
   * How the match ended ('Encerrado', 'Encerrado após prorrogação', 'Encerrado nos pênaltis': core's
   * `finishedStatusLabel`): shown as a label beside the date, in place of the live badge.
   */
  finishedLabel?: string | null;
  /** Stadium and city, when known. */
  venue?: { name: string; city?: string | null } | null;
  /** Heading level of the teams line (the page's title is usually h1). */
  headingLevel?: 1 | 2 | 3;
  /** Shown under the home team, outside the heading (a FollowButton). */
  homeAction?: React.ReactNode;
  /** Shown under the away team, outside the heading (a FollowButton). */
  awayAction?: React.ReactNode;
  /** Renders the team and league links (a router's Link); a plain <a> by default. */
  renderLink?: (props: NavLinkProps) => React.ReactNode;
};

const crestBox = "size-12 shrink-0 sm:size-16";

function Crest({ team }: { team: MatchHeaderTeam }) {
  return (
    <FallbackImage
      src={team.logoUrl}
      alt=""
      width={64}
      height={64}
      decoding="async"
      className={cn(crestBox, "object-contain")}
      fallback={
        <SoccerBallIcon
          data-slot="team-crest-fallback"
          aria-hidden="true"
          className={cn(crestBox, "p-1 text-muted-foreground")}
        />
      }
    />
  );
}

function goals(value: number | null): string {
  return value === null ? "–" : String(value);
}

const linkClassName =
  "rounded-md underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card";

/** One side: crest and name, both a link to the team's page when it has one. */
function TeamSide({
  team,
  slot,
  renderLink,
}: {
  team: MatchHeaderTeam;
  slot: string;
  renderLink: (props: NavLinkProps) => React.ReactNode;
}) {
  const content = (
    <>
      <Crest team={team} />
      <span
        className="line-clamp-2 min-h-10 font-display text-base leading-5 font-semibold break-words sm:min-h-12 sm:text-lg sm:leading-6"
        title={team.name}
      >
        {team.name}
      </span>
    </>
  );
  const column = "flex min-w-0 flex-col items-center gap-2 text-center";
  if (!team.href) {
    return (
      <span data-slot={slot} className={column}>
        {content}
      </span>
    );
  }
  return (
    <span data-slot={slot} className="flex min-w-0 flex-col items-center">
      {renderLink({ href: team.href, className: cn(column, "max-w-full", linkClassName), children: content })}
    </span>
  );
}

/** The top of a match page: competition, both teams, kick-off or score, live minute and venue. */
export function MatchHeader({
  league,
  home,
  away,
  time,
  date,
  score,
  live = false,
  elapsed,
  finishedLabel,
  venue,
  headingLevel = 1,
  homeAction,
  awayAction,
  renderLink = defaultRenderLink,
  className,
  ...props
}: MatchHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  const scoreShown = score != null;
  const venueText = venue ? [venue.name, venue.city].filter(Boolean).join(", ") : null;
  return (
    <section
      data-slot="match-header"
      data-state={finishedLabel ? "finished" : live ? "live" : scoreShown ? "score" : "scheduled"}
      aria-label={`${home.name} x ${away.name}`}
      className={cn(
        "flex flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground sm:p-6",
        className,
      )}
      {...props}
    >
      <div
        data-slot="match-header-league"
        className="flex min-w-0 items-center justify-center gap-2 text-sm text-muted-foreground"
      >
        <FallbackImage
          src={league.logoUrl}
          alt=""
          width={20}
          height={20}
          className="size-5 shrink-0 object-contain"
          fallback={<Trophy data-slot="league-logo-fallback" aria-hidden="true" className="size-5 shrink-0" />}
        />
        {league.href ? (
          renderLink({
            href: league.href,
            className: cn("truncate font-medium", linkClassName),
            children: league.name,
          })
        ) : (
          <span className="truncate font-medium" title={league.name}>
            {league.name}
          </span>
        )}
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-2 sm:gap-4">
        <Heading className="contents">
          <TeamSide team={home} slot="match-header-home" renderLink={renderLink} />
          <span className="sr-only"> x </span>
          <span
            data-slot="match-header-centre"
            className="flex min-w-20 flex-col items-center gap-1 pt-2 sm:min-w-28 sm:pt-3"
          >
            {scoreShown ? (
              <span
                data-slot="match-header-score"
                className="font-signika text-3xl leading-none font-bold tabular-nums sm:text-4xl"
              >
                <span aria-hidden="true">
                  {goals(score.home)} <span className="text-muted-foreground">-</span> {goals(score.away)}
                </span>
                <span className="sr-only">
                  {score.home === null && score.away === null
                    ? ", placar indisponível"
                    : `, placar ${goals(score.home)} a ${goals(score.away)}`}
                </span>
              </span>
            ) : (
              <span
                data-slot="match-header-time"
                className="font-signika text-2xl leading-none font-semibold tabular-nums sm:text-3xl"
              >
                <span className="sr-only">, às </span>
                {time}
              </span>
            )}
          </span>
          <span className="sr-only"> x </span>
          <TeamSide team={away} slot="match-header-away" renderLink={renderLink} />
        </Heading>
        {homeAction || awayAction ? (
          // A row of its own, after the heading: a button inside it would become part of the page title's name.
          <>
            <span data-slot="match-header-home-action" className="-mt-1 flex justify-center">
              {homeAction}
            </span>
            <span aria-hidden="true" />
            <span data-slot="match-header-away-action" className="-mt-1 flex justify-center">
              {awayAction}
            </span>
          </>
        ) : null}
      </div>
      <div className="flex flex-col items-center justify-center gap-x-3 gap-y-1 text-sm text-muted-foreground sm:flex-row">
        <span className="flex h-5 items-center gap-3">
          {finishedLabel ? (
            <Badge variant="secondary" data-slot="match-header-finished">
              {finishedLabel}
            </Badge>
          ) : live ? (
            <Badge variant="live" data-slot="match-header-live">
              Ao vivo
              {elapsed != null ? <span className="tabular-nums">{` ${elapsed}'`}</span> : null}
            </Badge>
          ) : null}
          <span data-slot="match-header-kickoff" className="tabular-nums">
            {scoreShown ? `${date} · ${time}` : date}
          </span>
        </span>
        {venueText ? (
          <span data-slot="match-header-venue" className="flex h-5 max-w-full min-w-0 items-center gap-1">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Local: </span>
            <span className="truncate">{venueText}</span>
          </span>
        ) : null}
      </div>
    </section>
  );
}

/** A loading placeholder with a MatchHeader's size (one-line team names, with a venue). */
export function MatchHeaderSkeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="match-header-skeleton"
      aria-hidden="true"
      className={cn("flex flex-col gap-4 rounded-lg border border-border bg-card p-4 sm:p-6", className)}
      {...props}
    >
      <div className="flex h-5 items-center justify-center gap-2">
        <Skeleton className="size-5 rounded-full" />
        <Skeleton className="h-3.5 w-40" />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-2 sm:gap-4">
        {[0, 1, 2].map((i) =>
          i === 1 ? (
            <div key={i} className="flex min-w-20 justify-center pt-2 sm:min-w-28 sm:pt-3">
              <Skeleton className="h-6 w-16 sm:h-[1.875rem]" />
            </div>
          ) : (
            <div key={i} className="flex flex-col items-center gap-2">
              <Skeleton className={cn(crestBox, "rounded-full")} />
              <div className="flex h-10 items-start pt-0.5 sm:h-12 sm:pt-1">
                <Skeleton className="h-4 w-24 max-w-full" />
              </div>
            </div>
          ),
        )}
      </div>
      <div className="flex flex-col items-center justify-center gap-x-3 gap-y-1 sm:flex-row">
        <div className="flex h-5 items-center">
          <Skeleton className="h-3.5 w-20" />
        </div>
        <div className="flex h-5 items-center">
          <Skeleton className="h-3.5 w-36" />
        </div>
      </div>
    </div>
  );
}
