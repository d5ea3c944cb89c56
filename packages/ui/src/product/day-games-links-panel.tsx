import * as React from "react";
import { ChevronLeft, ChevronRight, SearchX } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { Button } from "../primitives/button.tsx";
import { LeagueSection } from "./league-section.tsx";
import { ClosingNote } from "./closing-line.tsx";
import { OddsRow, OddsRowSkeleton, type OddsRowProps } from "./odds-row.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";
import { tabsListVariants, tabsTriggerVariants } from "../primitives/tabs-variants.ts";
import { Badge } from "../primitives/badge.tsx";
import { PlainAnchor, type AnchorComponent } from "./nav-link.tsx";
import { GAMES_HEADING, TAB_FINISHED, TAB_LIVE, TAB_UPCOMING } from "@placar/core/messages";

export type DayGamesTab = "live" | "finished" | "upcoming";

/** Tabs in the order docs/product.md#day-games-panel lists them, with their pt-BR titles. */
export const dayGamesTabs: ReadonlyArray<{ value: DayGamesTab; title: string }> = [
  { value: "live", title: TAB_LIVE },
  { value: "finished", title: TAB_FINISHED },
  { value: "upcoming", title: TAB_UPCOMING },
];

/** How many league sections start open. */
export const OPEN_LEAGUES_BY_DEFAULT = 4;

export type DayGamesLeague = {
  /** Stable key of the league (keeps a section's open state across refreshes). */
  id: string | number;
  /** The league's name, shown as 'Jogos da Liga {name}' ('{name}' alone on a phone). */
  name: string;
  /** The league's logo; a trophy is shown when missing or broken. */
  imageUrl?: string | null;
  /** The league's page: the section's title links to it (the rows' team names stay text: a row is one link). */
  href?: string;
  /** The league's matches for the selected day and tab. */
  rows: ReadonlyArray<OddsRowProps & { id: string | number }>;
  /** Shown beside the league's title (its FollowButton). */
  action?: React.ReactNode;
};

export type DayGamesPanelProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The heading, which says the day ('Melhores Odds para Apostar Hoje' by default). */
  heading?: string;
  /** Full date label, e.g. 'Hoje - 14:05' or '21/11 - 14:05'. */
  dateLabel: string;
  /** Short form shown on small screens, e.g. '21/11 : 14:05'. */
  shortDateLabel: string;
  /** Called when the previous-day arrow is activated. */
  onPrevDay?: (event: React.MouseEvent<HTMLElement>) => void;
  /** Called when the next-day arrow is activated. */
  onNextDay?: (event: React.MouseEvent<HTMLElement>) => void;
  /** Makes the previous-day arrow a link to this address. */
  prevHref?: string;
  /** Makes the next-day arrow a link to this address. */
  nextHref?: string;
  /** The selected tab (controlled); pair with `onTabChange`. */
  tab?: DayGamesTab;
  /** The tab selected first when `tab` is not controlled. */
  defaultTab?: DayGamesTab;
  /** Called with the tab the user selects. */
  onTabChange?: (tab: DayGamesTab) => void;
  /**
   * Makes the tabs links to these addresses (the page's state in its address): they work before any script runs.
   * The page then renders the `tab` its address asks for; `onTabChange` is not called.
   */
  tabHref?: (tab: DayGamesTab) => string;
  /** Renders the tab links (a router's link for client navigation); a plain <a> by default. */
  linkAs?: AnchorComponent;
  /** Count badge of each tab, over the whole day. */
  counts: Record<DayGamesTab, number>;
  /** The selected tab's leagues, in display order. */
  leagues: ReadonlyArray<DayGamesLeague>;
  /** Shows placeholder rows of the final size while data loads. */
  loading?: boolean;
  /** Controls shown above the tabs (the 'Meus jogos' filter). */
  toolbar?: React.ReactNode;
  /** What the empty list says instead of 'Nenhum jogo encontrado'. */
  emptyMessage?: string;
  /**
   * The headings over the rows' odds in another market than 1X2 (two for a two-way market: 'Sim' / 'Não'); the
   * sections' Casa / X / Fora by default.
   */
  columns?: readonly string[];
};

/**
 * A boundary per league: over server HTML, React hydrates each one in a render and commit of its own, at low
 * priority, after the rest of the page, so no single task commits every row of the day (on a slow phone that one
 * commit was the longest task of the home's load). Nothing inside suspends: no fallback.
 */
function SuspenseBoundary({ children }: { children: React.ReactNode }) {
  return <React.Suspense>{children}</React.Suspense>;
}

function DayArrow({
  direction,
  href,
  onClick,
}: {
  direction: "prev" | "next";
  href: string | undefined;
  onClick: ((event: React.MouseEvent<HTMLElement>) => void) | undefined;
}) {
  const label = direction === "prev" ? "Dia anterior" : "Próximo dia";
  const Icon = direction === "prev" ? ChevronLeft : ChevronRight;
  const slot = direction === "prev" ? "day-games-prev" : "day-games-next";
  if (href !== undefined) {
    return (
      <Button asChild variant="outline" size="icon" data-slot={slot}>
        <a href={href} aria-label={label} onClick={onClick}>
          <Icon aria-hidden="true" />
        </a>
      </Button>
    );
  }
  return (
    <Button variant="outline" size="icon" data-slot={slot} aria-label={label} onClick={onClick}>
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** The loading sections, with as many price columns as the market the rows will show (two in a two-way market). */
function LeaguesSkeleton({ columns }: { columns: 2 | 3 }) {
  return (
    <div data-slot="day-games-loading" className="flex flex-col gap-3">
      {[4, 3].map((rows, section) => (
        <div key={section} className="overflow-hidden rounded-lg border border-border bg-card">
          <div className="flex h-10 items-center gap-2 bg-muted px-2 sm:px-3">
            <Skeleton className="size-5 rounded-full" />
            <Skeleton className="h-3.5 w-48 max-w-[50%]" />
          </div>
          <div className="divide-y divide-border">
            {Array.from({ length: rows }, (_, row) => (
              <OddsRowSkeleton key={row} columns={columns} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

// Memoized: a re-render of the panel for its labels (a new minute) leaves the day's rows alone.
const LeagueList = React.memo(function LeagueList({
  leagues,
  emptyMessage = "Nenhum jogo encontrado",
  columns,
}: Pick<DayGamesPanelProps, "leagues" | "emptyMessage" | "columns">) {
  if (leagues.length === 0) {
    return (
      <div
        data-slot="day-games-empty"
        className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground"
      >
        <SearchX aria-hidden="true" className="size-8" />
        <p className="max-w-sm text-sm font-medium">{emptyMessage}</p>
      </div>
    );
  }
  return (
    <div data-slot="day-games-leagues" className="flex flex-col gap-3">
      {leagues.map((league, index) => {
        const open = index < OPEN_LEAGUES_BY_DEFAULT;
        return (
          // The key changes when a section crosses into the first four (followed leagues move up after hydration), so
          // it opens there like the others; a section that stays on its side keeps its open state.
          <SuspenseBoundary key={`${league.id}${open ? ":top" : ""}`}>
            <LeagueSection
              league={league.name}
              imageUrl={league.imageUrl}
              href={league.href}
              defaultOpen={open}
              action={league.action}
              columns={columns}
            >
              {league.rows.map(({ id, ...row }) => (
                <OddsRow key={id} {...row} />
              ))}
            </LeagueSection>
          </SuspenseBoundary>
        );
      })}
    </div>
  );
});

/** What every tab's body gets, whether the tabs are links or buttons. */
export type TabBodyProps = { loading: boolean } & React.ComponentProps<typeof LeagueList>;

/** A tab's content: the closing-line note on 'Finalizado', the leagues, or placeholders while they load. */
export function TabBody({ tab, loading, leagues, ...list }: { tab: DayGamesTab } & TabBodyProps) {
  return (
    <div data-slot="day-games-tab-body">
      {!loading && tab === "finished" && leagues.some((l) => l.rows.some((r) => r.closing)) ? (
        <ClosingNote className="mb-3" />
      ) : null}
      {loading ? (
        <>
          <p role="status" className="sr-only">
            Carregando jogos…
          </p>
          <LeaguesSkeleton columns={list.columns?.length === 2 ? 2 : 3} />
        </>
      ) : (
        <LeagueList leagues={leagues} {...list} />
      )}
    </div>
  );
}

/**
 * The tabs as links (`tabHref`): the same look as the tab list, a `nav` whose current link is the tab shown. Each is
 * named with its count ("Ao Vivo, 3 jogos"), as a tab is.
 */
function TabLinks({
  tab,
  counts,
  tabHref,
  linkAs: Link = PlainAnchor,
}: {
  tab: DayGamesTab;
  counts: Record<DayGamesTab, number>;
  tabHref: (tab: DayGamesTab) => string;
  linkAs?: AnchorComponent;
}) {
  return (
    <nav
      aria-label="Situação dos jogos"
      data-slot="tabs-list"
      data-variant="segmented"
      className={cn(tabsListVariants(), "group/tabs-list w-full max-[420px]:h-auto sm:w-fit")}
    >
      {dayGamesTabs.map(({ value, title }) => {
        const current = value === tab;
        return (
          <Link
            key={value}
            href={tabHref(value)}
            aria-current={current ? "page" : undefined}
            aria-label={`${title}, ${counts[value] === 1 ? "1 jogo" : `${counts[value]} jogos`}`}
            data-slot="tabs-trigger"
            data-state={current ? "active" : "inactive"}
            className={cn(
              tabsTriggerVariants(),
              "flex-1 max-[420px]:flex-col max-[420px]:gap-0.5 max-[420px]:py-1 sm:flex-none",
            )}
          >
            {title}{" "}
            <Badge
              variant="count"
              data-slot="tabs-trigger-count"
              aria-hidden="true"
              className="font-medium group-data-[state=active]/tab:bg-primary-foreground group-data-[state=active]/tab:text-primary"
            >
              {counts[value]}
            </Badge>
          </Link>
        );
      })}
    </nav>
  );
}

/** The panel around its tabs: the heading, the day switcher, the toolbar and the skip link with its landing. */
export function DayGamesPanelFrame({
  heading = GAMES_HEADING,
  dateLabel,
  shortDateLabel,
  onPrevDay,
  onNextDay,
  prevHref,
  nextHref,
  tab: _tab,
  defaultTab: _defaultTab,
  onTabChange: _onTabChange,
  tabHref: _tabHref,
  linkAs: _linkAs,
  counts: _counts,
  leagues,
  loading = false,
  toolbar,
  emptyMessage,
  columns,
  className,
  tabs,
  ...props
}: DayGamesPanelProps & {
  /** The tabs and the shown tab's body, given what every tab's body gets. */
  tabs: (body: TabBodyProps) => React.ReactNode;
}) {
  const headingId = React.useId();
  // What every tab's body gets, whether the tabs are links or buttons.
  const bodyProps = { loading, leagues, emptyMessage, columns };
  return (
    <section
      data-slot="day-games-panel"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-border bg-card p-3 text-card-foreground sm:p-4",
        className,
      )}
      {...props}
    >
      {/*
        Shown when focused, first in the panel: a day's sections (each with its toggle and star), rows and prices are a
        hundred Tab presses or more. It jumps to the panel's end (tabindex -1), so the next Tab reaches what follows
        the panel (the side column on the home): docs/product.md#day-games-panel.
      */}
      <a href="#fim-dos-jogos" className="skip-link">
        Pular a lista de jogos
      </a>
      <header data-slot="day-games-header" className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-display text-xl font-bold leading-tight sm:text-2xl">
          {heading}
        </h2>
        <div data-slot="day-games-date" className="flex w-full items-center justify-between gap-2 sm:w-auto">
          <DayArrow direction="prev" href={prevHref} onClick={onPrevDay} />
          <p
            aria-live="polite"
            className="min-w-28 text-center font-signika text-sm font-semibold tabular-nums sm:min-w-32 sm:text-base"
          >
            <span className="hidden sm:inline">{dateLabel}</span>
            <span className="sm:hidden">{shortDateLabel}</span>
          </p>
          <DayArrow direction="next" href={nextHref} onClick={onNextDay} />
        </div>
      </header>
      {toolbar}
      {tabs(bodyProps)}
      {/* The skip link's landing (one panel per page): focusable, not a Tab stop, so the next Tab goes on after it. */}
      <span id="fim-dos-jogos" tabIndex={-1} className="-mt-4" />
    </section>
  );
}

/**
 * The day panel with its tabs as links only (`tabHref`): what a page whose state is in its address needs (the home's
 * island), without the tabs' own code (DayGamesPanel draws the same with buttons when there is no `tabHref`).
 */
export function DayGamesLinksPanel(props: DayGamesPanelProps & { tabHref: (tab: DayGamesTab) => string }) {
  const current = props.tab ?? props.defaultTab ?? "upcoming";
  return (
    <DayGamesPanelFrame
      {...props}
      tabs={(body) => (
        <>
          <TabLinks tab={current} counts={props.counts} tabHref={props.tabHref} linkAs={props.linkAs} />
          <TabBody tab={current} {...body} />
        </>
      )}
    />
  );
}
