import * as React from "react";
import { ChevronDown, LayoutGrid } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { Button } from "../primitives/button.tsx";
import type { LeagueId, LeagueStripChip } from "./league-strip-filter.ts";
import { Skeleton } from "../primitives/skeleton.tsx";
import { useControllableState } from "../primitives/use-controllable-state.ts";
import { LeagueLogo } from "./crest.tsx";
import { ALL_LEAGUES } from "@placar/core/messages";
import { PlainAnchor, type AnchorComponent } from "./nav-link.tsx";

export type LeagueListProps = Omit<React.ComponentProps<"section">, "children" | "defaultValue" | "onChange"> & {
  /** The leagues, in order (same shape as the strip's chips); 'Todas' is added in front of them. */
  leagues: readonly LeagueStripChip[];
  /** The active league's id, or null for 'Todas' (controlled). */
  value?: LeagueId | null;
  /** The league active at start, or null for 'Todas' (uncontrolled; default null). */
  defaultValue?: LeagueId | null;
  /** Called with the newly active league's id, or null when the filter returns to 'Todas'. */
  onValueChange?: (value: LeagueId | null) => void;
  /** How many leagues show before 'Ver mais' (default 7). */
  visibleCount?: number;
  /** Whether every league shows (controlled). */
  expanded?: boolean;
  /** Whether every league shows at start (uncontrolled; default false). */
  defaultExpanded?: boolean;
  /** Called when 'Ver mais' / 'Ver menos' is pressed. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Shows placeholder rows while the leagues load. */
  loading?: boolean;
  /** The box's heading. */
  title?: string;
  /** Shown after a league's item, outside its button (a FollowButton). */
  renderAction?: (league: LeagueStripChip) => React.ReactNode;
  /**
   * Makes the items links to these addresses (`null`: 'Todas'), the filter then in the page's address: they work
   * before any script runs. The page renders the `value` its address asks for.
   */
  hrefFor?: (id: LeagueId | null) => string;
  /** Renders the item links (a router's link for client navigation); a plain <a> by default. */
  linkAs?: AnchorComponent;
};

const itemClassName = [
  "relative flex h-10 w-full min-w-0 cursor-pointer items-center gap-3 rounded-md px-2 text-left text-sm",
  "transition-colors outline-none hover:bg-accent hover:text-accent-foreground",
  "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card",
  // The active league: a tinted row with a bar on its left edge, not colour alone.
  "data-[state=on]:bg-accent data-[state=on]:font-semibold data-[state=on]:text-accent-foreground",
  "before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-full before:bg-primary before:opacity-0 data-[state=on]:before:opacity-100",
].join(" ");

type ItemProps = {
  label: string;
  isActive: boolean;
  icon: React.ReactNode;
  onClick: () => void;
  action?: React.ReactNode;
  /** Makes the item a link to this address (`aria-current` when active) instead of a toggle button. */
  href?: string;
  linkAs?: AnchorComponent;
};

function LeagueListItem({ label, isActive, icon, onClick, action, href, linkAs: Link = PlainAnchor }: ItemProps) {
  const content = (
    <>
      {icon}
      <span className="min-w-0 flex-1 truncate" title={label}>
        {label}
      </span>
    </>
  );
  return (
    <li className={action ? "flex min-w-0 items-center gap-1" : "min-w-0"}>
      {href !== undefined ? (
        <Link
          href={href}
          data-slot="league-list-item"
          data-state={isActive ? "on" : "off"}
          aria-current={isActive ? "true" : undefined}
          className={itemClassName}
        >
          {content}
        </Link>
      ) : (
        <button
          type="button"
          data-slot="league-list-item"
          data-state={isActive ? "on" : "off"}
          aria-pressed={isActive}
          onClick={onClick}
          className={itemClassName}
        >
          {content}
        </button>
      )}
      {action}
    </li>
  );
}

/**
 * The home page's league list: 'Todas' (clears the filter), then the first `visibleCount` leagues, with
 * 'Ver mais' / 'Ver menos' to show them all. Each is a toggle: pressing the active league again clears
 * the filter, as the header's strip does.
 */
export function LeagueList({
  leagues,
  value,
  defaultValue = null,
  onValueChange,
  visibleCount = 7,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  loading = false,
  title = "Ligas",
  renderAction,
  hrefFor,
  linkAs,
  className,
  ...props
}: LeagueListProps) {
  const [active, setActive] = useControllableState<LeagueId | null>(value, defaultValue, onValueChange);
  const [expanded, setExpanded] = useControllableState(expandedProp, defaultExpanded, onExpandedChange);
  const titleId = React.useId();
  const listId = React.useId();
  const collapsible = leagues.length > visibleCount;
  const shown = expanded || !collapsible ? leagues : leagues.slice(0, visibleCount);

  return (
    <section
      data-slot="league-list"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={cn(
        "flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-card p-2 text-card-foreground",
        className,
      )}
      {...props}
    >
      <h2 id={titleId} className="px-2 py-1.5 font-display text-base leading-tight font-semibold">
        {title}
      </h2>
      {loading ? (
        <div data-slot="league-list-loading" className="flex flex-col gap-0.5">
          {["w-16", "w-32", "w-28", "w-36", "w-24", "w-32", "w-20", "w-28"].map((width, index) => (
            <div key={index} className="flex h-10 items-center gap-3 px-2">
              <Skeleton className="size-5 shrink-0 rounded-full" />
              <Skeleton className={cn("h-3", width)} />
            </div>
          ))}
        </div>
      ) : (
        <>
          <ul id={listId} data-slot="league-list-items" className="flex flex-col gap-0.5">
            <LeagueListItem
              label={ALL_LEAGUES}
              isActive={active === null}
              icon={<LayoutGrid aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />}
              onClick={() => setActive(null)}
              href={hrefFor?.(null)}
              linkAs={linkAs}
            />
            {shown.map((league) => {
              const isActive = Object.is(league.id, active);
              return (
                <LeagueListItem
                  key={league.id}
                  label={league.label}
                  isActive={isActive}
                  icon={<LeagueLogo src={league.imageUrl} size={20} />}
                  onClick={() => setActive(isActive ? null : league.id)}
                  action={renderAction?.(league)}
                  href={hrefFor?.(league.id)}
                  linkAs={linkAs}
                />
              );
            })}
          </ul>
          {leagues.length === 0 ? (
            <p data-slot="league-list-empty" className="px-2 py-3 text-sm text-muted-foreground">
              Nenhuma liga disponível no momento.
            </p>
          ) : null}
          {collapsible ? (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded(!expanded)}
              className="w-full justify-center"
            >
              {expanded ? "Ver menos" : "Ver mais"}
              <ChevronDown
                aria-hidden="true"
                className={cn("transition-transform motion-reduce:transition-none", expanded && "rotate-180")}
              />
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
