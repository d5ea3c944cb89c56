// Story-only helpers for overlays (Dialog, AlertDialog, DropdownMenu, Select).
//
// vitest.setup.ts screenshots the last element child of <body>. An open Radix overlay breaks that in two
// ways: its portal lands after the story, and Radix appends a zero-size focus-guard <span> after
// everything, so the setup picks the span and times out. Until the setup learns about portals, these
// stories portal into a frame inside the story and keep the story as the last child before screenshots.
import * as React from "react";

import { cn } from "../lib/cn.ts";

export type OverlayFrameProps = {
  /** Receives the element to portal into; rendered once that element exists. */
  children: (container: HTMLElement) => React.ReactNode;
  /** Sizes the frame, e.g. `h-96`. */
  className?: string;
};

/**
 * A box that is the containing block of fixed-position descendants (through `transform`), so an open
 * dialog's overlay covers the box and its window centres in it, as it would in the viewport.
 */
export function OverlayFrame({ children, className }: OverlayFrameProps) {
  const [container, setContainer] = React.useState<HTMLElement | null>(null);
  return (
    <div
      ref={setContainer}
      data-testid="overlay-frame"
      className={cn("relative h-96 w-full overflow-hidden [transform:translateZ(0)]", className)}
    >
      {container ? children(container) : null}
    </div>
  );
}

/**
 * Moves Radix's trailing focus guard in front of the story so the story (which now holds the open
 * overlay) is again the last child of <body> that vitest.setup.ts screenshots. Call it at the end of `play`.
 */
export function keepStoryLastForScreenshot(canvasElement: HTMLElement): void {
  const storyRoot = [...document.body.children].find((child) => child.contains(canvasElement));
  if (!storyRoot) return;
  for (const guard of document.body.querySelectorAll(":scope > [data-radix-focus-guard]")) {
    if (storyRoot.compareDocumentPosition(guard) & Node.DOCUMENT_POSITION_FOLLOWING) storyRoot.before(guard);
  }
}

/**
 * For stories that end with a Radix menu, listbox or alert dialog open. Radix marks everything outside the
 * open layer `aria-hidden` (the `aria-hidden` package's hideOthers) and traps focus instead of making it
 * `inert`; axe cannot see the trap. axe already waives `aria-hidden-focus` while a `role="dialog"` modal is
 * open, but not for `menu`, `listbox` or `alertdialog` (radix-ui/primitives#2459), nor for an overlay that
 * covers only this frame rather than the viewport. Every other rule stays on, and closed stories keep this one.
 */
export const OPEN_LAYER_A11Y = {
  a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
} as const;
