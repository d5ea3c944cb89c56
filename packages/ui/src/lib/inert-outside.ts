import * as React from "react";

/**
 * While a modal window is open, everything else on the page is `inert`: out of reach of focus, pointer and
 * assistive technology, as the modal pattern means (Radix marks it `aria-hidden`, and blocks pointer events on
 * <body>, but the page's links and buttons stayed in the tree). It also tells checkers like axe that the page
 * behind the backdrop is not being read: they measured its colour contrast through the backdrop.
 * Returns the clean-up, which restores exactly what it changed.
 */
export function inertOutside(node: Element): () => void {
  const body = node.ownerDocument.body;
  let layer: Element = node;
  while (layer.parentElement && layer.parentElement !== body) layer = layer.parentElement;
  if (layer.parentElement !== body) return () => {};
  const changed: Element[] = [];
  for (const sibling of Array.from(body.children)) {
    if (
      sibling === layer ||
      sibling.hasAttribute("inert") ||
      sibling.tagName === "SCRIPT" ||
      sibling.tagName === "STYLE"
    )
      continue;
    sibling.setAttribute("inert", "");
    changed.push(sibling);
  }
  return () => {
    for (const sibling of changed) sibling.removeAttribute("inert");
  };
}

/** A ref for a modal's content element that makes the rest of the page inert while the element is mounted. */
export function useInertOutside<T extends Element>(ref?: React.Ref<T>): React.RefCallback<T> {
  const cleanup = React.useRef<(() => void) | null>(null);
  const outer = React.useRef(ref);
  outer.current = ref;
  return React.useCallback((node: T | null) => {
    cleanup.current?.();
    cleanup.current = node ? inertOutside(node) : null;
    const forward = outer.current;
    if (typeof forward === "function") forward(node);
    else if (forward) forward.current = node;
  }, []);
}
