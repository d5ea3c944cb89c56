/** The parts of a mouse event (React's or the DOM's) that say which button and modifiers were used. */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A plain primary click: the one a link may handle itself (navigate in place). A middle click or one with a
 * modifier (new tab, new window, download) is the browser's business.
 */
export function isPlainLeftClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
