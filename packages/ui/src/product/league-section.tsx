import * as React from "react";
import { ChevronDown } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { oddsColumnClassName, oddsColumnsClassName, oddsTwoColumnsClassName } from "./odds-row.tsx";
import { useControllableState } from "../primitives/use-controllable-state.ts";
import { LeagueLogo } from "./crest.tsx";
import { COLUMN_AWAY, COLUMN_DRAW, COLUMN_HOME, NO_DATA } from "@placar/core/messages";

/** Column headings over the three odds, in row order. */
const ODDS_COLUMNS = [COLUMN_HOME, COLUMN_DRAW, COLUMN_AWAY] as const;

export type LeagueSectionProps = Omit<React.ComponentProps<"div">, "title"> & {
  /** The league's name; the title reads 'Jogos da Liga {league}' ('{league}' alone on a phone). */
  league: string;
  /** The league's logo; a trophy icon is shown when missing or broken. */
  imageUrl?: string | null;
  /** The league's page: the title (logo and name) links to it, and the chevron beside it opens and closes. */
  href?: string;
  /** Whether the section is expanded (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the section starts expanded (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new state when the user expands or collapses the section. */
  onOpenChange?: (open: boolean) => void;
  /** Shown beside the title, outside the disclosure button (a FollowButton). */
  action?: React.ReactNode;
  /** The section's rows (OddsRow); 'Sem dados' is shown when there are none. */
  children?: React.ReactNode;
  /** The headings over the odds in another market than 1X2 (two or three: 'Sim' / 'Não'); Casa / X / Fora by default. */
  columns?: readonly string[];
};

/**
 * The title's words: on a phone the league's name alone (the prefix took the width and cut 'Brasileirão Série A' and
 * 'Série B' to the same 'Jogos da Liga Brasileirão S…'), the prefix still said to screen readers.
 */
export function LeagueTitleText({ league }: { league: string }) {
  return (
    <span className="truncate">
      <span className="max-sm:sr-only">Jogos da Liga</span> {league}
    </span>
  );
}

/**
 * A collapsible league with its Casa / X / Fora header (shown only while open) and one row per match: a disclosure
 * button (`aria-expanded`, named 'Jogos da Liga {league}': the chevron and the rest of the title's line) and the rows
 * mounted only while open. With `href`, the title is a link to the league's page.
 *
 * A plain disclosure rather than Radix Collapsible: a day has thirty or more sections, and each Collapsible's
 * Presence reads computed styles and sets state while the page hydrates, which made one long synchronous
 * re-render of every section on the home page's first load. The sections do not animate, so nothing is lost.
 */
export function LeagueSection({
  league,
  imageUrl,
  href,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  action,
  className,
  children,
  columns = ODDS_COLUMNS,
  ...props
}: LeagueSectionProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const contentId = React.useId();
  const state = open ? "open" : "closed";
  const rows = open ? React.Children.toArray(children) : [];
  // The title, a link to the league's page when there is one; the button beside it (the chevron and the rest of the
  // line) opens and closes, outside the heading so the heading's name stays the title's; then the action (the star).
  const title = (
    <div className="flex min-w-0 items-center gap-1 sm:flex-1">
      {/* Without `href` an <a> that is no link (no role, no Tab stop): one element either way. */}
      <h3 className="min-w-0">
        <a href={href} className="league-section-title">
          <LeagueLogo src={imageUrl} size={20} />
          <LeagueTitleText league={league} />
        </a>
      </h3>
      <button
        type="button"
        data-slot="league-section-trigger"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        aria-label={`Jogos da Liga ${league}`}
        onClick={() => setOpen(!open)}
        // One class for what every section's button shares (`.league-section-trigger` in globals.css): a busy
        // day has thirty-odd sections in the first HTML.
        className="league-section-trigger"
      >
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]/section:rotate-180 motion-reduce:transition-none"
        />
      </button>
      {action}
    </div>
  );
  return (
    <div
      data-slot="league-section"
      data-state={state}
      className={cn(
        "group/section overflow-hidden rounded-lg border border-border bg-card text-card-foreground",
        className,
      )}
      {...props}
    >
      <div
        data-slot="league-section-header"
        className="flex flex-col gap-1 bg-muted px-2 py-1.5 sm:flex-row sm:items-center sm:gap-3 sm:px-3"
      >
        {title}
        {/*
          Only while open: a closed section has no column to head. Hidden from screen readers: every odd's own name
          already says which outcome it is.
        */}
        {open ? (
          <div
            data-slot="league-section-columns"
            aria-hidden="true"
            className={cn(
              columns.length === 2 ? oddsTwoColumnsClassName : oddsColumnsClassName,
              "text-xs font-medium text-muted-foreground",
            )}
          >
            {columns.map((column) => (
              <span key={column} className={oddsColumnClassName}>
                {column}
              </span>
            ))}
          </div>
        ) : null}
      </div>
      {open ? (
        <div id={contentId} data-slot="league-section-content" data-state="open">
          {rows.length > 0 ? (
            <ul className="divide-y divide-border">
              {rows.map((row, index) => (
                <li key={React.isValidElement(row) && row.key != null ? row.key : index}>{row}</li>
              ))}
            </ul>
          ) : (
            <p className="px-3 py-4 text-center text-sm text-muted-foreground">{NO_DATA}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
