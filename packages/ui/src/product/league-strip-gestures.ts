import * as React from "react";

import type { StripLoop } from "./league-strip-loop.ts";
import { dragOffset, isDrag, resumeAt, wrapOffset } from "./league-strip-motion.ts";

type DragState = { pointerId: number; startX: number; startOffset: number; active: boolean };

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
 * What the visitor does to the strip's viewport and how it holds the loop: a mouse over it and keyboard focus in it
 * hold it still; a drag (mouse or pen: touch scrolls natively) moves it `dragMultiplier` times the pointer's
 * travel, then pauses it `pauseAfterDragMs`, and the click that ends a drag picks no league.
 */
export function useStripGestures(
  loop: StripLoop,
  { dragMultiplier, pauseAfterDragMs }: { dragMultiplier: number; pauseAfterDragMs: number },
) {
  const { loopable, loopWidth, holdsRef, updateMotion, touched } = loop;
  const dragRef = React.useRef<DragState | null>(null);
  // Focus that a press brings is not keyboard focus, whatever :focus-visible says for scripted presses.
  const pressingRef = React.useRef(false);
  const suppressClickRef = React.useRef(false);
  const [dragging, setDragging] = React.useState(false);

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
      startOffset: loop.visibleOffset(),
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
    loop.applyOffset(wrapOffset(dragOffset(drag.startOffset, drag.startX, event.clientX, dragMultiplier), loopWidth));
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

  const onPointerEnter = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== "mouse") return;
    // A mouse over the strip may drag it at any moment.
    loop.wantCopy();
    holdsRef.current.hovered = true;
    updateMotion();
  };

  const onPointerLeave = () => {
    holdsRef.current.hovered = false;
    updateMotion();
  };

  const onFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    touched();
    const keyboardFocus = !pressingRef.current && isFocusVisible(event.target);
    const wasLooping = loop.looping();
    holdsRef.current.keyboardFocus = keyboardFocus;
    updateMotion();
    // The browser scrolled the chip into view before this event, while the track was translated and
    // scrollLeft could not go below 0, so a chip off the left edge stayed hidden: now that the loop
    // is folded into scrollLeft, bring it into view the way the browser would have.
    if (keyboardFocus && wasLooping && event.currentTarget instanceof HTMLElement) {
      revealInViewport(event.currentTarget, event.target);
      loop.followScroll(event.currentTarget.scrollLeft);
    }
  };

  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    holdsRef.current.keyboardFocus = false;
    updateMotion();
  };

  return {
    dragging,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: endDrag,
      onPointerCancel: endDrag,
      onPointerEnter,
      onPointerLeave,
      onWheel: touched,
      onFocus,
      onBlur,
      onClickCapture,
    },
  };
}
