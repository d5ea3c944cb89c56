import * as React from "react";

/** Auto-scroll speed, in CSS pixels per animation frame (spec 9). */
export const LEAGUE_STRIP_SPEED = 0.5;
/** How much farther the strip moves than the pointer that drags it (spec 9). */
export const LEAGUE_STRIP_DRAG_MULTIPLIER = 1.5;
/** How long auto-scroll stays paused after a drag is released, in ms (spec 9). */
export const LEAGUE_STRIP_PAUSE_AFTER_DRAG_MS = 10_000;
/** Pointer travel below which a press is still a click, not a drag. */
export const LEAGUE_STRIP_DRAG_THRESHOLD_PX = 4;

/** Brings a scroll offset back into one copy of the list, [0, loopWidth), in either direction. */
export function wrapOffset(offset: number, loopWidth: number): number {
  if (!(loopWidth > 0)) return Math.max(0, offset);
  const wrapped = offset % loopWidth;
  return wrapped < 0 ? wrapped + loopWidth : wrapped;
}

/** The offset while dragging: the content follows the pointer (left drag scrolls right), amplified. */
export function dragOffset(
  startOffset: number,
  startX: number,
  x: number,
  multiplier: number = LEAGUE_STRIP_DRAG_MULTIPLIER,
): number {
  return startOffset - (x - startX) * multiplier;
}

/** Whether the pointer has travelled far enough for the press to be a drag. */
export function isDrag(startX: number, x: number, threshold: number = LEAGUE_STRIP_DRAG_THRESHOLD_PX): boolean {
  return Math.abs(x - startX) >= threshold;
}

/** The instant auto-scroll may start again after a drag released at `releasedAt`. */
export function resumeAt(releasedAt: number, pauseAfterDragMs: number = LEAGUE_STRIP_PAUSE_AFTER_DRAG_MS): number {
  return releasedAt + pauseAfterDragMs;
}

/** Everything that holds the strip still; any one of them stops it. */
export type AutoScrollHolds = {
  /** The pointer is over the strip. */
  hovered: boolean;
  /** A chip has keyboard focus. */
  keyboardFocus: boolean;
  /** A drag is in progress. */
  dragging: boolean;
  /** `performance.now()` before which a released drag keeps it paused. */
  pausedUntil: number;
};

/**
 * The offset of the next animation frame, or null when the strip holds still this frame. Pure, so the
 * spec's timing is testable without waiting for real frames.
 */
export function nextAutoScrollOffset(
  offset: number,
  loopWidth: number,
  now: number,
  holds: AutoScrollHolds,
  speed: number = LEAGUE_STRIP_SPEED,
): number | null {
  if (!(loopWidth > 0) || speed === 0) return null;
  if (holds.hovered || holds.keyboardFocus || holds.dragging || now < holds.pausedUntil) return null;
  return wrapOffset(offset + speed, loopWidth);
}

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function readReducedMotion(): boolean {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return false;
  return window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * The visitor's `prefers-reduced-motion: reduce`, live. False on the server: nothing moves before
 * hydration anyway, and the first client effect reads the real value.
 */
export function usePrefersReducedMotion(): boolean {
  return React.useSyncExternalStore(subscribeReducedMotion, readReducedMotion, () => false);
}
