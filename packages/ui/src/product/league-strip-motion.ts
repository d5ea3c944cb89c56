import * as React from "react";

/**
 * Auto-scroll speed, in CSS pixels per animation frame of a 60 Hz display (0.5 px per frame at 60 fps:
 * docs/product.md#league-strip-and-league-list).
 * The strip runs on a compositor animation, which is timed in milliseconds rather than frames, so the
 * speed becomes `speed * LEAGUE_STRIP_REFERENCE_FPS` px/s (30 px/s by default) on every display.
 */
export const LEAGUE_STRIP_SPEED = 0.5;
/**
 * The frame rate the per-frame speed refers to (docs/product.md#league-strip-and-league-list: 60 fps; the usual
 * display; rAF ran at it before).
 */
export const LEAGUE_STRIP_REFERENCE_FPS = 60;
/** How much farther the strip moves than the pointer that drags it (docs/product.md#league-strip-and-league-list). */
export const LEAGUE_STRIP_DRAG_MULTIPLIER = 1.5;
/** How long auto-scroll stays paused after a drag is released, in ms (docs/product.md#league-strip-and-league-list). */
export const LEAGUE_STRIP_PAUSE_AFTER_DRAG_MS = 10_000;
/** Pointer travel below which a press is still a click, not a drag. */
export const LEAGUE_STRIP_DRAG_THRESHOLD_PX = 4;

/** Brings a scroll offset back into one copy of the list, [0, loopWidth), in either direction. */
export function wrapOffset(offset: number, loopWidth: number): number {
  if (!(loopWidth > 0)) return Math.max(0, offset);
  const wrapped = offset % loopWidth;
  // A tiny negative remainder plus loopWidth can round to loopWidth itself: wrap that to 0 as well.
  return wrapped < 0 ? (wrapped + loopWidth) % loopWidth : wrapped;
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

/** Whether anything holds the strip still at `now`. Pure, so the strip's timing is testable without waiting. */
export function isAutoScrollHeld(holds: AutoScrollHolds, now: number): boolean {
  return holds.hovered || holds.keyboardFocus || holds.dragging || now < holds.pausedUntil;
}

/** Auto-scroll speed in px/s for a speed given in px per 60 Hz frame. */
export function autoScrollPixelsPerSecond(speed: number = LEAGUE_STRIP_SPEED): number {
  return speed * LEAGUE_STRIP_REFERENCE_FPS;
}

/**
 * How long one loop (one copy of the list, `loopWidth` px) takes, in ms; Infinity when the strip cannot
 * move (no loop, or no positive speed).
 */
export function autoScrollDuration(loopWidth: number, speed: number = LEAGUE_STRIP_SPEED): number {
  const pixelsPerSecond = autoScrollPixelsPerSecond(speed);
  if (!(loopWidth > 0) || !(pixelsPerSecond > 0)) return Infinity;
  return (loopWidth / pixelsPerSecond) * 1000;
}

/**
 * The visible offset of a loop animation (translateX 0 → -loopWidth over `duration` ms, repeated) at its
 * `currentTime`, in [0, loopWidth).
 */
export function offsetAt(currentTime: number, duration: number, loopWidth: number): number {
  if (!(loopWidth > 0) || !(duration > 0) || !Number.isFinite(duration) || !Number.isFinite(currentTime)) return 0;
  const time = currentTime % duration;
  return wrapOffset(((time < 0 ? time + duration : time) / duration) * loopWidth, loopWidth);
}

/** The loop animation's `currentTime` at which it shows `offset` (the inverse of `offsetAt`), in [0, duration). */
export function animationTimeFor(offset: number, duration: number, loopWidth: number): number {
  if (!(loopWidth > 0) || !(duration > 0) || !Number.isFinite(duration)) return 0;
  return (wrapOffset(offset, loopWidth) / loopWidth) * duration;
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
