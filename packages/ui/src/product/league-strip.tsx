import * as React from "react";

import { cn } from "../lib/cn.ts";
import { LeagueChip } from "./league-chip.tsx";
import {
  LEAGUE_STRIP_DRAG_MULTIPLIER,
  LEAGUE_STRIP_PAUSE_AFTER_DRAG_MS,
  LEAGUE_STRIP_SPEED,
  animationTimeFor,
  autoScrollDuration,
  dragOffset,
  isAutoScrollHeld,
  isDrag,
  offsetAt,
  resumeAt,
  usePrefersReducedMotion,
  wrapOffset,
  type AutoScrollHolds,
} from "./league-strip-motion.ts";
import { Skeleton } from "../primitives/skeleton.tsx";
import { useControllableState } from "../primitives/use-controllable-state.ts";
import { ALL_LEAGUES } from "@placar/core/messages";

/** A league's id as the data gives it. */
export type LeagueId = string | number;

export type LeagueStripChip = {
  /** The league's id, reported through `onValueChange`. */
  id: LeagueId;
  /** The league's name. */
  label: string;
  /** The league's logo; a trophy is shown when missing or broken. */
  imageUrl?: string | null;
};

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
};

const ALL_LABEL = ALL_LEAGUES;
/** Gap between chips, in px; also ends each copy of the list so that the loop's seam looks like any other gap. */
const GAP_PX = 8;
/** How long before the auto-scroll would show the end of the list the loop's copy is rendered (ms). */
const COPY_LEAD_MS = 10_000;

type DragState = { pointerId: number; startX: number; startOffset: number; active: boolean };
/** What a running loop animation was started with, to read its offset back. */
type LoopAnimation = { animation: Animation; loopWidth: number; duration: number };
/** The loop auto-scroll may run, when nothing holds it. */
type LoopMotion = { loopWidth: number; duration: number };

function isFocusVisible(element: EventTarget): boolean {
  if (!(element instanceof Element)) return false;
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}

/**
 * Scrolls the viewport so that `chip` is fully in view: not at all when it is, centred when it was out of
 * view, else the shortest way; as browsers scroll a focused element into view, but only in the strip.
 */
function revealInViewport(viewport: HTMLElement, chip: Element) {
  const port = viewport.getBoundingClientRect();
  const box = chip.getBoundingClientRect();
  if (box.left >= port.left && box.right <= port.right) return;
  const hidden = box.right <= port.left || box.left >= port.right;
  viewport.scrollLeft += hidden
    ? box.left + box.width / 2 - (port.left + port.width / 2)
    : box.left < port.left
      ? box.left - port.left
      : box.right - port.right;
}

/**
 * The header's league filter: 'Todas' and one chip per league in a strip that loops by itself, can be
 * dragged (auto-scroll then pauses), and is a keyboard toolbar (Tab reaches it, arrows move between
 * chips). It holds still while hovered or keyboard-focused, and never moves for reduced motion.
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
  className,
  "aria-label": ariaLabel = "Filtrar por liga",
  ...props
}: LeagueStripProps) {
  const [active, setActive] = useControllableState<LeagueId | null>(value, defaultValue, onValueChange);
  const reducedMotion = usePrefersReducedMotion();
  const viewportRef = React.useRef<HTMLDivElement>(null);
  const listRef = React.useRef<HTMLDivElement>(null);
  // Width of one copy of the list (gap included); 0 while the chips fit and nothing needs to loop.
  const [loopWidth, setLoopWidth] = React.useState(0);
  const loopable = loopWidth > 0;
  const trackRef = React.useRef<HTMLDivElement>(null);
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
  const dragRef = React.useRef<DragState | null>(null);
  // Focus that a press brings is not keyboard focus, whatever :focus-visible says for scripted presses.
  const pressingRef = React.useRef(false);
  const suppressClickRef = React.useRef(false);
  const [dragging, setDragging] = React.useState(false);
  const [focusedId, setFocusedId] = React.useState<LeagueId | null | undefined>(undefined);

  /**
   * Whether the viewport may be scrolled away from 0: we scrolled it, or the visitor (or the browser, for them) may
   * have. Until then scrollLeft is 0 without asking: reading or writing it forces a style and layout pass when the
   * page changed since the last frame, as it has when the loop first starts (the commit that marked it loopable).
   */
  const maybeScrolledRef = React.useRef(false);

  /*
   * The loop's second copy of the chips is rendered only once it may come into view: when the visitor reaches for
   * the strip (pointer, wheel, scroll, focus, key) or when the auto-scroll gets within COPY_LEAD_MS of the list's
   * end. Until then the strip shows the list alone, as the server rendered it. On a phone the end of a busy day's
   * list is minutes of auto-scroll away, and rendering forty-odd more chips (and starting their crests' requests)
   * while the page hydrates was one of its longer tasks on a slow phone.
   */
  const [copyWanted, setCopyWanted] = React.useState(false);
  const copyWantedRef = React.useRef(false);
  const copyTimerRef = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const viewportWidthRef = React.useRef(0);
  const wantCopy = React.useCallback(() => {
    clearTimeout(copyTimerRef.current);
    if (copyWantedRef.current) return;
    copyWantedRef.current = true;
    React.startTransition(() => setCopyWanted(true));
  }, []);
  React.useEffect(() => () => clearTimeout(copyTimerRef.current), []);

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
    // Held still, the strip does not reach its end by itself; the copy's timer starts again with the loop.
    clearTimeout(copyTimerRef.current);
    const offset = visibleOffset();
    animationRef.current = null;
    running.animation.cancel();
    applyOffset(offset);
  }, [applyOffset, visibleOffset]);

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
      if (!copyWantedRef.current) {
        // The time until the list's end reaches the viewport's right edge, less a margin for the copy to render.
        const untilEnd = ((motion.loopWidth - viewportWidthRef.current - offset) / motion.loopWidth) * motion.duration;
        clearTimeout(copyTimerRef.current);
        copyTimerRef.current = setTimeout(wantCopy, Math.max(0, untilEnd - COPY_LEAD_MS));
      }
    },
    [wantCopy],
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
  }, [loading]);

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

  /** Takes the user's (or browser's) scrolling as the offset, the loop wrapping it into one copy. */
  const followScroll = (scrollLeft: number) => {
    // Our own writes land within a pixel (fractional offsets are rounded); anything else is the user's
    // wheel, touch or focus scrolling, which the loop must follow.
    if (Math.abs(scrollLeft - offsetRef.current) < 1) return;
    applyOffset(loopable && scrollLeft >= loopWidth ? scrollLeft - loopWidth : scrollLeft);
  };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    touched();
    pressingRef.current = true;
    const released = () => {
      pressingRef.current = false;
      window.removeEventListener("pointerup", released, true);
      window.removeEventListener("pointercancel", released, true);
    };
    // On the window: the press may end anywhere, outside the strip too.
    window.addEventListener("pointerup", released, true);
    window.addEventListener("pointercancel", released, true);
    if (!loopable || event.button !== 0 || !event.isPrimary) return;
    dragRef.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startOffset: visibleOffset(),
      active: false,
    };
  };

  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    if (!drag.active) {
      if (!isDrag(drag.startX, event.clientX)) return;
      drag.active = true;
      holdsRef.current.dragging = true;
      updateMotion();
      setDragging(true);
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // A synthetic or already-released pointer cannot be captured; the drag still works while inside.
      }
    }
    applyOffset(wrapOffset(dragOffset(drag.startOffset, drag.startX, event.clientX, dragMultiplier), loopWidth));
  };

  const endDrag = (event: React.PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    dragRef.current = null;
    if (!drag.active) return;
    holdsRef.current.dragging = false;
    holdsRef.current.pausedUntil = resumeAt(performance.now(), pauseAfterDragMs);
    updateMotion();
    setDragging(false);
    // The browser follows a release with a click on the chip under the pointer: it must not pick a league.
    suppressClickRef.current = true;
    setTimeout(() => {
      suppressClickRef.current = false;
    }, 0);
  };

  const onClickCapture = (event: React.MouseEvent<HTMLDivElement>) => {
    if (!suppressClickRef.current) return;
    suppressClickRef.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    touched();
    const list = listRef.current;
    if (!list || event.altKey || event.ctrlKey || event.metaKey) return;
    const buttons = [...list.querySelectorAll<HTMLButtonElement>('[data-slot="league-chip"]')];
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    const last = buttons.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons[target]?.focus();
  };

  const choose = (id: LeagueId | null) => {
    // Clicking the active league again clears the filter.
    setActive(id === null || Object.is(id, active) ? null : id);
  };

  const ids: (LeagueId | null)[] = [null, ...chips.map((chip) => chip.id)];
  // One tab stop for the whole strip: the chip last focused, else the active one.
  const tabStop =
    focusedId !== undefined && ids.some((id) => Object.is(id, focusedId))
      ? focusedId
      : ids.some((id) => Object.is(id, active))
        ? active
        : null;

  const renderChips = (copy: boolean) => (
    <>
      <LeagueChip
        label={ALL_LABEL}
        isActive={active === null}
        tabIndex={copy || tabStop !== null ? -1 : 0}
        data-league-id=""
        onClick={() => choose(null)}
        onFocus={copy ? undefined : () => setFocusedId(null)}
      />
      {chips.map((chip) => {
        const isActive = Object.is(chip.id, active);
        return (
          <LeagueChip
            key={chip.id}
            label={chip.label}
            imageUrl={chip.imageUrl ?? null}
            isActive={isActive}
            tabIndex={!copy && Object.is(chip.id, tabStop) ? 0 : -1}
            data-league-id={String(chip.id)}
            onClick={() => choose(chip.id)}
            onFocus={copy ? undefined : () => setFocusedId(chip.id)}
          />
        );
      })}
    </>
  );

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
      {/* Dragging with a mouse is an extra; keyboard and touch scroll it natively and every chip is a button. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={viewportRef}
        data-slot="league-strip-viewport"
        data-dragging={dragging ? "" : undefined}
        className={cn(
          "overflow-x-auto overflow-y-hidden py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
          // Vertical swipes still scroll the page; horizontal ones are the strip's drag.
          "touch-pan-y select-none",
          loopable &&
            "cursor-grab data-[dragging]:cursor-grabbing [mask-image:linear-gradient(to_right,transparent,#000_1rem,#000_calc(100%-1rem),transparent)]",
        )}
        onScroll={onScroll}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onPointerEnter={(event) => {
          if (event.pointerType !== "mouse") return;
          // A mouse over the strip may drag it at any moment.
          wantCopy();
          holdsRef.current.hovered = true;
          updateMotion();
        }}
        onPointerLeave={() => {
          holdsRef.current.hovered = false;
          updateMotion();
        }}
        onWheel={touched}
        onFocus={(event) => {
          touched();
          const keyboardFocus = !pressingRef.current && isFocusVisible(event.target);
          const wasLooping = animationRef.current !== null;
          holdsRef.current.keyboardFocus = keyboardFocus;
          updateMotion();
          // The browser scrolled the chip into view before this event, while the track was translated and
          // scrollLeft could not go below 0, so a chip off the left edge stayed hidden: now that the loop
          // is folded into scrollLeft, bring it into view the way the browser would have.
          if (keyboardFocus && wasLooping && event.currentTarget instanceof HTMLElement) {
            revealInViewport(event.currentTarget, event.target);
            followScroll(event.currentTarget.scrollLeft);
          }
        }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget)) return;
          holdsRef.current.keyboardFocus = false;
          updateMotion();
        }}
        onClickCapture={onClickCapture}
        onKeyDown={onKeyDown}
      >
        <div ref={trackRef} data-slot="league-strip-track" className="flex w-max px-1">
          {loading ? (
            <div data-slot="league-strip-loading" className="flex gap-2">
              {["w-16", "w-28", "w-24", "w-32", "w-20", "w-28"].map((width, index) => (
                <Skeleton key={index} className={cn("h-9 rounded-full", width)} />
              ))}
            </div>
          ) : (
            <>
              <div ref={listRef} data-slot="league-strip-list" className="flex gap-2 pr-2">
                {renderChips(false)}
              </div>
              {loopable && copyWanted ? (
                // The second copy only makes the loop seamless: screen readers and Tab skip it, a click works.
                <div data-slot="league-strip-clone" aria-hidden="true" className="flex gap-2 pr-2">
                  {renderChips(true)}
                </div>
              ) : null}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
