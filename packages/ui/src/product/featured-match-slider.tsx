import * as React from "react";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, SearchX } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { IconButton } from "../primitives/icon-button.tsx";
import type { LeagueId } from "./league-strip.tsx";
import { usePrefersReducedMotion } from "./league-strip-motion.ts";
import { MatchStatusIcon, matchStatusLabels, type MatchStatus } from "./match-icons.tsx";
import { OddsButton } from "./odds-button.tsx";
import type { OddsRowProps, OddsRowScore, OddsRowTeam } from "./odds-row.tsx";
import { FeaturedMatchSliderLoading } from "./featured-match-skeleton.tsx";
import { isPlainLeftClick } from "../lib/events.ts";
import { LeagueLogo, TeamCrest } from "./crest.tsx";

export type FeaturedMatch = {
  /** The match's id (the slide's key). */
  id: string | number;
  /** The competition: its id (for the league filter), name and logo (a trophy when missing or broken). */
  league: { id: LeagueId; name: string; logoUrl?: string | null };
  /** Home team. */
  home: OddsRowTeam;
  /** Away team. */
  away: OddsRowTeam;
  /** 'clock' not started, 'live' in play, 'check' finished. */
  status: MatchStatus;
  /** Where a live match is: '1º tempo', 'Intervalo', "67'"; shown beside the live marker. */
  statusLabel?: string;
  /** Kick-off time, 'HH:MM'. */
  time: string;
  /** The kick-off day as the page words it ('Hoje', '23/11'), under the time. */
  dateLabel?: string;
  /** Goals; shown instead of the time once the match has started. */
  score?: OddsRowScore | null;
  /** Best odds for home win, draw and away win; null where no house offers one. */
  odds: OddsRowProps["odds"];
  /** Where the match's page is. */
  href: string;
};

export type FeaturedMatchSliderProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The featured matches, one slide each, already filtered by the active league. */
  matches: readonly FeaturedMatch[];
  /** Shows the placeholder while the matches are still being fetched. */
  loading?: boolean;
  /** How long the placeholder shows after mounting, in ms (default 1000: docs/product.md#featured-matches-slider). */
  loadingMs?: number;
  /** The heading over the slider. */
  title?: string;
  /** The text shown when there is no match to feature. */
  emptyText?: string;
  /**
   * Called on a plain left click of a match link (not ctrl/cmd/shift/alt or middle click); call
   * `event.preventDefault()` in it to route client-side.
   */
  onNavigate?: (event: React.MouseEvent<HTMLAnchorElement>, match: FeaturedMatch) => void;
};

const OUTCOME_FALLBACKS = ["home", "Empate", "away"] as const;

function goals(value: number | null): string {
  return value === null ? "–" : String(value);
}

function Crest({ team }: { team: OddsRowTeam }) {
  return <TeamCrest src={team.logoUrl} size={40} draggable={false} />;
}

function TeamBlock({ team, className }: { team: OddsRowTeam; className: string }) {
  return (
    <span className={cn("flex min-w-0 flex-col items-center gap-1", className)}>
      <Crest team={team} />
      <span className="h-5 max-w-full truncate text-sm leading-5 font-medium" title={team.name}>
        {team.name}
      </span>
    </span>
  );
}

function MatchCentre({ match }: { match: FeaturedMatch }) {
  const started = match.status !== "clock" && match.score != null;
  return (
    <span
      data-slot="featured-match-centre"
      className="col-start-2 row-start-1 flex min-w-16 flex-col items-center gap-1"
    >
      {started && match.score ? (
        <span className="h-8 font-signika text-2xl leading-8 font-semibold tabular-nums">
          <span aria-hidden="true">
            {goals(match.score.home)} <span className="text-muted-foreground">-</span> {goals(match.score.away)}
          </span>
          <span className="sr-only">
            {match.score.home === null && match.score.away === null
              ? " placar indisponível"
              : ` placar ${goals(match.score.home)} a ${goals(match.score.away)}`}
          </span>
        </span>
      ) : (
        <span className="h-8 font-signika text-2xl leading-8 font-semibold tabular-nums">
          <span className="sr-only"> às </span>
          {match.time}
        </span>
      )}
      <span
        data-slot="featured-match-status"
        className={cn(
          "flex h-4 items-center gap-1 text-xs leading-4 whitespace-nowrap",
          match.status === "live" ? "font-semibold text-foreground" : "text-muted-foreground",
        )}
      >
        <span className="sr-only"> </span>
        {match.status === "clock" ? (
          (match.dateLabel ?? null)
        ) : (
          <>
            {/* The icon speaks 'Ao vivo' only when the visible text is a minute or a half. */}
            <MatchStatusIcon
              status={match.status}
              label={match.status === "live" && match.statusLabel ? undefined : ""}
              className="size-4"
            />
            <span>{match.statusLabel ?? matchStatusLabels[match.status]}</span>
          </>
        )}
      </span>
    </span>
  );
}

export type FeaturedMatchCardProps = Omit<React.ComponentProps<"article">, "children"> & {
  /** The match shown. */
  match: FeaturedMatch;
  /** See `FeaturedMatchSliderProps.onNavigate`. */
  onNavigate?: FeaturedMatchSliderProps["onNavigate"];
};

/** One featured match: league, both teams, time or score, and the three best odds with their houses. */
export function FeaturedMatchCard({ match, onNavigate, className, ...props }: FeaturedMatchCardProps) {
  return (
    <article
      data-slot="featured-match"
      data-status={match.status}
      aria-label={`${match.home.name} x ${match.away.name}`}
      className={cn("flex flex-col gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground", className)}
      {...props}
    >
      <div
        data-slot="featured-match-league"
        className="flex h-5 min-w-0 items-center gap-2 text-xs text-muted-foreground"
      >
        <LeagueLogo src={match.league.logoUrl} size={16} draggable={false} />
        <span className="truncate font-medium" title={match.league.name}>
          {match.league.name}
        </span>
      </div>
      <a
        data-slot="featured-match-link"
        href={match.href}
        draggable={false}
        onClick={(event) => {
          if (onNavigate && isPlainLeftClick(event)) onNavigate(event, match);
        }}
        className={cn(
          "-mx-1 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-2 rounded-md p-1",
          "transition-colors outline-none hover:bg-accent",
          "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card",
        )}
      >
        <TeamBlock team={match.home} className="col-start-1 row-start-1" />
        <span className="sr-only"> x </span>
        <TeamBlock team={match.away} className="col-start-3 row-start-1" />
        <MatchCentre match={match} />
      </a>
      <div data-slot="featured-match-odds" className="grid grid-cols-3 gap-1.5">
        {match.odds.map((best, index) => {
          const fallback = OUTCOME_FALLBACKS[index] ?? "Empate";
          const label =
            best?.label ?? (fallback === "home" ? match.home.name : fallback === "away" ? match.away.name : fallback);
          return (
            <OddsButton
              key={index}
              odd={best?.odd ?? null}
              label={label}
              house={best?.house ?? null}
              href={best?.href}
              best={best?.best ?? false}
              previous={best?.previous}
              draggable={false}
              className="w-full"
            />
          );
        })}
      </div>
    </article>
  );
}

function useInitialPlaceholder(loadingMs: number): boolean {
  const [showing, setShowing] = React.useState(loadingMs > 0);
  React.useEffect(() => {
    if (loadingMs <= 0) {
      setShowing(false);
      return;
    }
    setShowing(true);
    // A transition: the slides replace the placeholder in small slices. A plain update from a timer renders in
    // one task, every slide and odds button at once (a 100 ms task on a phone, a second after the page is up).
    const timer = setTimeout(() => React.startTransition(() => setShowing(false)), loadingMs);
    return () => clearTimeout(timer);
  }, [loadingMs]);
  return showing;
}

/**
 * The home page's featured matches: one match per view with 10px between slides, previous/next
 * arrows and one bullet per match. Slides out of view are inert, so Tab and screen readers only meet
 * the match on screen. A placeholder shows for `loadingMs` after mounting and while `loading`.
 */
export function FeaturedMatchSlider({
  matches,
  loading = false,
  loadingMs = 1000,
  title = "Jogos em destaque",
  emptyText = "Nenhum jogo em destaque para esta liga",
  onNavigate,
  className,
  ...props
}: FeaturedMatchSliderProps) {
  const titleId = React.useId();
  const placeholder = useInitialPlaceholder(loadingMs);
  const busy = loading || placeholder;
  const showSlides = !busy && matches.length > 0;
  const reducedMotion = usePrefersReducedMotion();
  const [emblaRef, api] = useEmblaCarousel({ align: "start", containScroll: "trimSnaps", duration: 25 });
  const viewportRef = React.useRef<HTMLDivElement | null>(null);
  const pendingIndexRef = React.useRef<number | null>(null);
  const reducedMotionRef = React.useRef(reducedMotion);
  reducedMotionRef.current = reducedMotion;

  // Embla measures the slides as it starts. Started in the commit that mounts them, that read forces a style
  // and layout pass over the whole page inside the commit's task; started after the frame that first lays them
  // out, it reads a clean layout. A press before then starts it at once (goTo).
  React.useEffect(() => {
    const viewport = viewportRef.current;
    if (!showSlides || !viewport) return;
    // A ResizeObserver's first callback comes once layout is done, before that frame is painted.
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      emblaRef(viewport);
    });
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      emblaRef(null);
    };
  }, [showSlides, emblaRef]);
  // What the carousel last said, with the carousel that said it. The render that first has `api` comes before the
  // effect below has read it: the state is then the previous carousel's (or none), and the arrows keep their
  // before-start values instead of turning disabled for a frame. A press in that frame was lost (the Keyboard Only
  // story pressed Enter on 'Próximo jogo' while it was disabled, and its slide never came).
  const [reading, setReading] = React.useState<{
    api: NonNullable<typeof api>;
    selected: number;
    canPrev: boolean;
    canNext: boolean;
  } | null>(null);
  const synced = api && reading?.api === api ? reading : null;

  React.useEffect(() => {
    if (!api) return;
    const sync = () =>
      setReading({
        api,
        selected: api.selectedScrollSnap(),
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    sync();
    api.on("select", sync).on("reInit", sync);
    // A press that came before the carousel had started.
    const pending = pendingIndexRef.current;
    pendingIndexRef.current = null;
    if (pending !== null) api.scrollTo(pending, reducedMotionRef.current);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  // A new league filter starts again from its first match (a carousel that has just started is there already).
  const idsKey = matches.map((match) => match.id).join("|");
  const measuredIdsRef = React.useRef<{ api: typeof api; idsKey: string } | null>(null);
  React.useEffect(() => {
    if (!api) return;
    const measured = measuredIdsRef.current;
    measuredIdsRef.current = { api, idsKey };
    if (measured?.api !== api) return;
    api.reInit();
    api.scrollTo(0, true);
  }, [api, idsKey]);

  const count = matches.length;
  // Before the carousel has started (or been read) it shows the first slide: back is off, forward is on when there
  // are more.
  const current = Math.min(synced ? synced.selected : 0, Math.max(count - 1, 0));
  const prevEnabled = synced ? synced.canPrev : false;
  const nextEnabled = synced ? synced.canNext : count > 1;
  /** Goes to a slide; pressed in the frame before the carousel has started, it starts it and goes there then. */
  const goTo = (index: number) => {
    if (api) {
      api.scrollTo(index, reducedMotion);
      return;
    }
    pendingIndexRef.current = index;
    emblaRef(viewportRef.current);
  };

  return (
    <section
      data-slot="featured-match-slider"
      aria-labelledby={titleId}
      aria-roledescription="carrossel"
      aria-busy={busy || undefined}
      className={cn("flex min-w-0 flex-col gap-3", className)}
      {...props}
    >
      <div className="flex h-8 items-center justify-between gap-2">
        <h2 id={titleId} className="truncate font-display text-lg leading-tight font-semibold">
          {title}
        </h2>
        {showSlides && count > 1 ? (
          <div data-slot="featured-match-slider-arrows" className="flex shrink-0 items-center gap-1">
            <IconButton
              aria-label="Jogo anterior"
              variant="outline"
              size="sm"
              shape="round"
              disabled={!prevEnabled}
              onClick={() => (synced && api ? api.scrollPrev(reducedMotion) : goTo(current - 1))}
            >
              <ChevronLeft aria-hidden="true" />
            </IconButton>
            <IconButton
              aria-label="Próximo jogo"
              variant="outline"
              size="sm"
              shape="round"
              disabled={!nextEnabled}
              onClick={() => (synced && api ? api.scrollNext(reducedMotion) : goTo(current + 1))}
            >
              <ChevronRight aria-hidden="true" />
            </IconButton>
          </div>
        ) : null}
      </div>

      {busy ? (
        <FeaturedMatchSliderLoading />
      ) : count === 0 ? (
        <div
          data-slot="featured-match-slider-empty"
          className="flex flex-col items-center justify-center gap-2 rounded-lg border border-border bg-card px-4 py-10 text-center text-muted-foreground"
        >
          <SearchX aria-hidden="true" className="size-8" />
          <p className="text-sm font-medium">{emptyText}</p>
        </div>
      ) : (
        <>
          <div ref={viewportRef} data-slot="featured-match-slider-viewport" className="overflow-hidden">
            <div data-slot="featured-match-slider-container" aria-live="polite" className="-ml-[10px] flex touch-pan-y">
              {matches.map((match, index) => (
                <div
                  key={match.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} de ${count}`}
                  data-slot="featured-match-slide"
                  data-state={index === current ? "active" : "inactive"}
                  inert={index !== current}
                  className="min-w-0 shrink-0 grow-0 basis-full pl-[10px]"
                >
                  <FeaturedMatchCard match={match} onNavigate={onNavigate} />
                </div>
              ))}
            </div>
          </div>
          {count > 1 ? (
            <div data-slot="featured-match-slider-dots" className="flex flex-wrap items-center justify-center gap-0.5">
              {matches.map((match, index) => (
                <button
                  key={match.id}
                  type="button"
                  aria-label={`Ir para o jogo ${index + 1}`}
                  aria-current={index === current ? "true" : undefined}
                  onClick={() => goTo(index)}
                  className={cn(
                    "group/dot flex size-6 cursor-pointer items-center justify-center rounded-full outline-none",
                    "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "block h-2 rounded-full transition-all motion-reduce:transition-none",
                      index === current ? "w-5 bg-primary" : "w-2 bg-input group-hover/dot:bg-muted-foreground",
                    )}
                  />
                </button>
              ))}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
