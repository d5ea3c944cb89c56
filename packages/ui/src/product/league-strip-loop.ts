import * as React from "react";

import {
  animationTimeFor,
  autoScrollDuration,
  isAutoScrollHeld,
  offsetAt,
  usePrefersReducedMotion,
  wrapOffset,
  type AutoScrollHolds,
} from "./league-strip-motion.ts";

/** Gap between chips, in px; also ends each copy of the list so that the loop's seam looks like any other gap. */
const GAP_PX = 8;
/** How long before the auto-scroll would show the end of the list the loop's copy is rendered (ms). */
const COPY_LEAD_MS = 10_000;

/** What a running loop animation was started with, to read its offset back. */
type LoopAnimation = { animation: Animation; loopWidth: number; duration: number };
/** The loop auto-scroll may run, when nothing holds it. */
type LoopMotion = { loopWidth: number; duration: number };

/** The strip's loop: what the component renders from it, and what its gestures (league-strip-gestures.ts) drive. */
export type StripLoop = {
  viewportRef: React.RefObject<HTMLDivElement | null>;
  listRef: React.RefObject<HTMLDivElement | null>;
  trackRef: React.RefObject<HTMLDivElement | null>;
  /** Width of one copy of the list (gap included); 0 while the chips fit and nothing needs to loop. */
  loopWidth: number;
  loopable: boolean;
  /** Whether the loop's second copy of the chips is rendered. */
  copyWanted: boolean;
  /** Renders the loop's copy now: the visitor may bring it into view at any moment. */
  wantCopy: () => void;
  /** The visitor reached for the strip: it may be scrolled, and the copy may come into view. */
  touched: () => void;
  /** What holds the strip still; call `updateMotion` after changing one. */
  holdsRef: React.RefObject<AutoScrollHolds>;
  /** Runs or stops the loop to match the holds. */
  updateMotion: () => void;
  /** The offset shown now (how far the strip has moved into the loop). */
  visibleOffset: () => number;
  /** Moves the strip to `offset`, as scrollLeft. */
  applyOffset: (offset: number) => void;
  /** Whether the loop animation is running now. */
  looping: () => boolean;
  /** Takes the user's (or browser's) scrolling as the offset, the loop wrapping it into one copy. */
  followScroll: (scrollLeft: number) => void;
  onScroll: (event: React.UIEvent<HTMLDivElement>) => void;
};

/*
 * The loop's second copy of the chips is rendered only once it may come into view: when the visitor reaches for
 * the strip (pointer, wheel, scroll, focus, key) or when the auto-scroll gets within COPY_LEAD_MS of the list's
 * end. Until then the strip shows the list alone, as the server rendered it. On a phone the end of a busy day's
 * list is minutes of auto-scroll away, and rendering forty-odd more chips (and starting their crests' requests)
 * while the page hydrates was one of its longer tasks on a slow phone.
 */
function useLoopCopy() {
  const [copyWanted, setCopyWanted] = React.useState(false);
  const copyWantedRef = React.useRef(false);
  const copyTimerRef = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wantCopy = React.useCallback(() => {
    clearTimeout(copyTimerRef.current);
    if (copyWantedRef.current) return;
    copyWantedRef.current = true;
    React.startTransition(() => setCopyWanted(true));
  }, []);
  React.useEffect(() => () => clearTimeout(copyTimerRef.current), []);
  /** The loop started: render the copy `ms` from now, unless it is already wanted. */
  const wantCopyIn = React.useCallback(
    (ms: number) => {
      if (copyWantedRef.current) return;
      clearTimeout(copyTimerRef.current);
      copyTimerRef.current = setTimeout(wantCopy, Math.max(0, ms));
    },
    [wantCopy],
  );
  /** Held still, the strip does not reach its end by itself; the copy's timer starts again with the loop. */
  const stopCopyTimer = React.useCallback(() => clearTimeout(copyTimerRef.current), []);
  return { copyWanted, wantCopy, wantCopyIn, stopCopyTimer };
}

/** The loop's width, measured whenever the viewport or the list changes size (0 while the chips fit). */
function useLoopWidth(
  viewportRef: React.RefObject<HTMLDivElement | null>,
  listRef: React.RefObject<HTMLDivElement | null>,
  loading: boolean,
) {
  const [loopWidth, setLoopWidth] = React.useState(0);
  const viewportWidthRef = React.useRef(0);
  React.useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const list = listRef.current;
    if (!viewport || !list) return;
    // Measured in the ResizeObserver's callbacks only, its first one included: they run once layout is done, so
    // reading the widths forces no style or layout pass (a read here, while the page hydrates, cost a full one).
    // A transition: the page re-renders for the new loop width in small slices.
    const measure = () => {
      const viewportWidth = viewport.clientWidth;
      viewportWidthRef.current = viewportWidth;
      const width = list.offsetWidth;
      const next = width - GAP_PX > viewportWidth ? width : 0;
      React.startTransition(() => setLoopWidth(next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    observer.observe(list);
    return () => observer.disconnect();
  }, [viewportRef, listRef, loading]);
  return { loopWidth, viewportWidthRef };
}

/**
 * The strip's loop: it measures whether the chips overflow, scrolls them by itself while nothing holds it, and
 * follows the visitor's scrolling. Placeholders (`loading`) never move, nor does anything for reduced motion.
 */
export function useStripLoop({ loading, autoPlay, speed }: { loading: boolean; autoPlay: boolean; speed: number }) {
  const reducedMotion = usePrefersReducedMotion();
  const viewportRef = React.useRef<HTMLDivElement>(null);
  const listRef = React.useRef<HTMLDivElement>(null);
  const trackRef = React.useRef<HTMLDivElement>(null);
  const { copyWanted, wantCopy, wantCopyIn, stopCopyTimer } = useLoopCopy();
  const { loopWidth, viewportWidthRef } = useLoopWidth(viewportRef, listRef, loading);
  const loopable = loopWidth > 0;
  /**
   * The visible offset (how far the strip has moved into the loop). While the loop animation runs it is
   * the offset the animation started from, and `visibleOffset()` reads the live one from the animation
   * (no frame loop keeps it up to date); whenever the strip holds still it is exact.
   */
  const offsetRef = React.useRef(0);
  const animationRef = React.useRef<LoopAnimation | null>(null);
  const motionRef = React.useRef<LoopMotion | null>(null);
  const resumeTimerRef = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const holdsRef = React.useRef<AutoScrollHolds>({
    hovered: false,
    keyboardFocus: false,
    dragging: false,
    pausedUntil: 0,
  });

  /**
   * Whether the viewport may be scrolled away from 0: we scrolled it, or the visitor (or the browser, for them) may
   * have. Until then scrollLeft is 0 without asking: reading or writing it forces a style and layout pass when the
   * page changed since the last frame, as it has when the loop first starts (the commit that marked it loopable).
   */
  const maybeScrolledRef = React.useRef(false);

  const touched = () => {
    maybeScrolledRef.current = true;
    wantCopy();
  };

  const applyOffset = React.useCallback((offset: number) => {
    offsetRef.current = offset;
    if (!viewportRef.current) return;
    maybeScrolledRef.current = true;
    viewportRef.current.scrollLeft = offset;
  }, []);

  /*
   * Auto-scroll runs on the compositor: while nothing holds the strip, the track carries a Web Animations
   * loop (translateX 0 → -loopWidth, linear, endless) and the viewport sits at scrollLeft 0, so looping
   * costs no main-thread work at all — no frame loop, no scroll events, no layout. Whenever something
   * holds the strip (hover, keyboard focus, drag, the pause after a drag) the animation's position is
   * folded into scrollLeft and the animation cancelled, so dragging, wheel and touch scrolling and focus
   * scrolling all work on the plain scroll model; when the holds end it starts again from scrollLeft.
   * Both hand-overs happen in one task, so no frame shows a jump.
   */
  const visibleOffset = React.useCallback((): number => {
    const running = animationRef.current;
    if (!running) return offsetRef.current;
    const time = running.animation.currentTime;
    const animated = offsetAt(typeof time === "number" ? time : 0, running.duration, running.loopWidth);
    // scrollLeft is 0 while the loop animates, unless the browser scrolled meanwhile: Chromium scrolls a
    // focused chip into view *before* the focus event that stops the loop, and counts the transform.
    return wrapOffset(animated + (viewportRef.current?.scrollLeft ?? 0), running.loopWidth);
  }, []);

  /** Stops the loop animation where it is: the same position, now as scrollLeft. */
  const stopAnimation = React.useCallback(() => {
    const running = animationRef.current;
    if (!running) return;
    stopCopyTimer();
    const offset = visibleOffset();
    animationRef.current = null;
    running.animation.cancel();
    applyOffset(offset);
  }, [applyOffset, visibleOffset, stopCopyTimer]);

  const startAnimation = React.useCallback(
    (motion: LoopMotion) => {
      const viewport = viewportRef.current;
      const track = trackRef.current;
      if (!viewport || !track || typeof track.animate !== "function") return;
      // A wheel or focus scroll whose scroll event has not been dispatched yet still counts.
      const maybeScrolled = maybeScrolledRef.current;
      if (maybeScrolled && Math.abs(viewport.scrollLeft - offsetRef.current) >= 1)
        offsetRef.current = viewport.scrollLeft;
      const offset = wrapOffset(offsetRef.current, motion.loopWidth);
      const animation = track.animate(
        [{ transform: "translateX(0)" }, { transform: `translateX(${-motion.loopWidth}px)` }],
        { duration: motion.duration, iterations: Infinity, easing: "linear" },
      );
      animation.currentTime = animationTimeFor(offset, motion.duration, motion.loopWidth);
      offsetRef.current = offset;
      if (maybeScrolled) viewport.scrollLeft = 0;
      maybeScrolledRef.current = false;
      animationRef.current = { animation, ...motion };
      // The time until the list's end reaches the viewport's right edge, less a margin for the copy to render.
      const untilEnd = ((motion.loopWidth - viewportWidthRef.current - offset) / motion.loopWidth) * motion.duration;
      wantCopyIn(untilEnd - COPY_LEAD_MS);
    },
    [viewportWidthRef, wantCopyIn],
  );

  /** Runs or stops the loop to match the holds; call it whenever one of them changes. */
  const updateMotion = React.useCallback(
    function update() {
      clearTimeout(resumeTimerRef.current);
      const motion = motionRef.current;
      const holds = holdsRef.current;
      const now = performance.now();
      if (motion && !isAutoScrollHeld(holds, now)) {
        if (!animationRef.current) startAnimation(motion);
        return;
      }
      stopAnimation();
      // The pause after a drag ends by itself: a timer looks again then, rather than a frame loop watching the clock.
      if (motion && holds.pausedUntil > now) resumeTimerRef.current = setTimeout(update, holds.pausedUntil - now);
    },
    [startAnimation, stopAnimation],
  );

  React.useLayoutEffect(() => {
    // A new loop width: fold the old loop in before the paint (the effect below starts the new one).
    stopAnimation();
    const offset = loopable ? wrapOffset(offsetRef.current, loopWidth) : 0;
    // Unchanged (always so on mount, where a new scroller starts at 0), writing scrollLeft would only force a
    // style and layout pass inside the commit (a full one while the page hydrates); a scroll of the browser's
    // that its event has not reported yet is followed when it does (onScroll).
    if (offset !== offsetRef.current) applyOffset(offset);
  }, [applyOffset, stopAnimation, loopable, loopWidth]);

  React.useEffect(() => {
    const duration = autoScrollDuration(loopWidth, speed);
    // Placeholders never move (the last loop width may outlive the chips while they reload).
    const canLoop = autoPlay && !reducedMotion && loopable && !loading && Number.isFinite(duration);
    motionRef.current = canLoop ? { loopWidth, duration } : null;
    updateMotion();
    return () => {
      motionRef.current = null;
      clearTimeout(resumeTimerRef.current);
      stopAnimation();
    };
  }, [stopAnimation, updateMotion, autoPlay, reducedMotion, loopable, loading, loopWidth, speed]);

  const followScroll = (scrollLeft: number) => {
    // Our own writes land within a pixel (fractional offsets are rounded); anything else is the user's
    // wheel, touch or focus scrolling, which the loop must follow.
    if (Math.abs(scrollLeft - offsetRef.current) < 1) return;
    applyOffset(loopable && scrollLeft >= loopWidth ? scrollLeft - loopWidth : scrollLeft);
  };

  const onScroll = (event: React.UIEvent<HTMLDivElement>) => {
    touched();
    const scrollLeft = event.currentTarget.scrollLeft;
    const running = animationRef.current;
    if (running) {
      // While the loop animates, scrollLeft stays 0; anything else is the browser's scrolling (a tap's
      // focus bringing its chip into view, find in page): fold it into the loop and go on from there.
      if (scrollLeft < 1) return;
      stopAnimation();
      updateMotion();
      return;
    }
    followScroll(scrollLeft);
  };

  const loop: StripLoop = {
    viewportRef,
    listRef,
    trackRef,
    loopWidth,
    loopable,
    copyWanted,
    wantCopy,
    touched,
    holdsRef,
    updateMotion,
    visibleOffset,
    applyOffset,
    looping: () => animationRef.current !== null,
    followScroll,
    onScroll,
  };
  return loop;
}
