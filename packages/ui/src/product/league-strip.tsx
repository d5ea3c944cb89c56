import type * as React from "react";

import { cn } from "../lib/cn.ts";
import { LeagueStripChips } from "./league-strip-chips.tsx";
import { moveChipFocus, useLeagueFilter, type LeagueId, type LeagueStripChip } from "./league-strip-filter.ts";
import { useStripGestures } from "./league-strip-gestures.ts";
import { useStripLoop } from "./league-strip-loop.ts";
import {
  LEAGUE_STRIP_DRAG_MULTIPLIER,
  LEAGUE_STRIP_PAUSE_AFTER_DRAG_MS,
  LEAGUE_STRIP_SPEED,
} from "./league-strip-motion.ts";
import { Skeleton } from "../primitives/skeleton.tsx";
import type { AnchorComponent } from "./nav-link.tsx";

export type { LeagueId, LeagueStripChip } from "./league-strip-filter.ts";

export type LeagueStripProps = Omit<React.ComponentProps<"div">, "children" | "defaultValue" | "onChange"> & {
  /** The leagues, in order; 'Todas' is added in front of them. */
  chips: readonly LeagueStripChip[];
  /** The active league's id, or null for 'Todas' (controlled). */
  value?: LeagueId | null;
  /** The league active at start, or null for 'Todas' (uncontrolled; default null). */
  defaultValue?: LeagueId | null;
  /** Called with the newly active league's id, or null when the filter returns to 'Todas'. */
  onValueChange?: (value: LeagueId | null) => void;
  /** Whether the strip scrolls by itself (default true); false starts it still, e.g. for screenshots. */
  autoPlay?: boolean;
  /** Auto-scroll speed in pixels per frame of a 60 Hz display (default 0.5, i.e. 30 px/s at any frame rate). */
  speed?: number;
  /** How much farther the strip moves than the dragging pointer (default 1.5). */
  dragMultiplier?: number;
  /** How long auto-scroll stays paused after a drag is released, in ms (default 10000). */
  pauseAfterDragMs?: number;
  /** Shows placeholder chips while the leagues load. */
  loading?: boolean;
  /**
   * Makes the chips links to these addresses (`null`: 'Todas'), the filter then in the page's address: they work
   * before any script runs. The page renders the `value` its address asks for.
   */
  hrefFor?: (id: LeagueId | null) => string;
  /** Renders the chip links (a router's link for client navigation); a plain <a> by default. */
  linkAs?: AnchorComponent;
};

/**
 * The header's league filter: 'Todas' and one chip per league in a strip that loops by itself, can be
 * dragged (auto-scroll then pauses), and is a keyboard toolbar (Tab reaches it, arrows move between
 * chips). It holds still while hovered or keyboard-focused, and never moves for reduced motion.
 *
 * The parts: the filter's state and keys (league-strip-filter.ts), the chips (league-strip-chips.tsx), the loop
 * (league-strip-loop.ts, on the pure motion of league-strip-motion.ts) and what the visitor does to it
 * (league-strip-gestures.ts).
 */
export function LeagueStrip({
  chips,
  value,
  defaultValue = null,
  onValueChange,
  autoPlay = true,
  speed = LEAGUE_STRIP_SPEED,
  dragMultiplier = LEAGUE_STRIP_DRAG_MULTIPLIER,
  pauseAfterDragMs = LEAGUE_STRIP_PAUSE_AFTER_DRAG_MS,
  loading = false,
  hrefFor,
  linkAs,
  className,
  "aria-label": ariaLabel = "Filtrar por liga",
  ...props
}: LeagueStripProps) {
  const filter = useLeagueFilter(chips, value, defaultValue, onValueChange);
  const loop = useStripLoop({ loading, autoPlay, speed });
  const { dragging, handlers } = useStripGestures(loop, { dragMultiplier, pauseAfterDragMs });
  const { loopable } = loop;

  return (
    <div
      role="toolbar"
      aria-label={ariaLabel}
      aria-orientation="horizontal"
      aria-busy={loading || undefined}
      data-slot="league-strip"
      data-loop={loopable ? "" : undefined}
      className={cn("relative min-w-0", className)}
      {...props}
    >
      {/* Dragging with a mouse is an extra; keyboard and touch scroll it natively and every chip is a button or a link. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={loop.viewportRef}
        data-slot="league-strip-viewport"
        data-dragging={dragging ? "" : undefined}
        className={cn(
          "overflow-x-auto overflow-y-hidden py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
          // Vertical swipes still scroll the page; horizontal ones are the strip's drag.
          "touch-pan-y select-none",
          loopable &&
            "cursor-grab data-[dragging]:cursor-grabbing [mask-image:linear-gradient(to_right,transparent,#000_1rem,#000_calc(100%-1rem),transparent)]",
        )}
        onScroll={loop.onScroll}
        onPointerDown={handlers.onPointerDown}
        onPointerMove={handlers.onPointerMove}
        onPointerUp={handlers.onPointerUp}
        onPointerCancel={handlers.onPointerCancel}
        onPointerEnter={handlers.onPointerEnter}
        onPointerLeave={handlers.onPointerLeave}
        onWheel={handlers.onWheel}
        onFocus={handlers.onFocus}
        onBlur={handlers.onBlur}
        onClickCapture={handlers.onClickCapture}
        onKeyDown={(event) => {
          loop.touched();
          moveChipFocus(event, loop.listRef.current);
        }}
      >
        <div ref={loop.trackRef} data-slot="league-strip-track" className="flex w-max px-1">
          {loading ? (
            <div data-slot="league-strip-loading" className="flex gap-2">
              {["w-16", "w-28", "w-24", "w-32", "w-20", "w-28"].map((width, index) => (
                <Skeleton key={index} className={cn("h-9 rounded-full", width)} />
              ))}
            </div>
          ) : (
            <>
              <div ref={loop.listRef} data-slot="league-strip-list" className="flex gap-2 pr-2">
                <LeagueStripChips chips={chips} filter={filter} copy={false} hrefFor={hrefFor} linkAs={linkAs} />
              </div>
              {loopable && loop.copyWanted ? (
                // The second copy only makes the loop seamless: screen readers and Tab skip it, a click works.
                <div data-slot="league-strip-clone" aria-hidden="true" className="flex gap-2 pr-2">
                  <LeagueStripChips chips={chips} filter={filter} copy hrefFor={hrefFor} linkAs={linkAs} />
                </div>
              ) : null}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
