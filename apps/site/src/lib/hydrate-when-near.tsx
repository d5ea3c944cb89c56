import { Suspense, use, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";

/**
 * Hydration on demand for what the first screen does not show (docs/decisions/0003-home-hydration.md, "Hydrated
 * when near").
 *
 * The server renders the children as usual, so the first HTML holds them for search engines, screen readers, find
 * in page and visitors without scripts. In the browser, a box that was in that HTML stays server HTML, not hydrated,
 * until the first of:
 * - it comes within `margin` of the viewport (an IntersectionObserver on what the wrapper holds);
 * - the visitor presses, clicks, types or focuses inside it (a capture listener on the document, which runs before
 *   React's own on the root: React then hydrates the box at once; a link inside it works as a link meanwhile);
 * - the box is given new children (selective hydration: React hydrates it with the old ones first, then applies
 *   the change; without the release it would throw the server HTML away and render it again);
 * - `releaseWaitingBoxes()` is called: the entry calls it on every change of the router's state. React marks every
 *   box still waiting as changed whenever any context above it changes (it cannot know what the server HTML reads),
 *   and a navigation changes the router's contexts: a shut box would hold that navigation's transition forever.
 *
 * Until then the box costs nothing at hydration: React meets a suspended boundary and moves on. A box mounted after
 * hydration (a client navigation, a new tab's list) renders at once. A wrapper `div` without a box of its own
 * (`display: contents`) marks where the box is.
 */
export function HydrateWhenNear({
  children,
  margin = "50% 0px",
}: {
  children: ReactNode;
  /** The observer's root margin: how far from the viewport the box starts hydrating. */
  margin?: string;
}) {
  // The wrapper carries its id in the HTML. When the render that creates the gate finds that element in the page,
  // this wrapper is hydrating server HTML; a wrapper mounted in the browser has an id of the browser's form (`_r_…`,
  // the server's is `_R_…`) that no element has yet. (A `useSyncExternalStore` whose server snapshot differs from the
  // browser's tells the same, but React then re-renders every such wrapper synchronously right after hydration: one
  // long task of the load.)
  const id = useId();
  // On the server nothing waits: the HTML holds the children.
  const [gate] = useState(() => createGate(typeof document === "undefined" || !document.getElementById(id)));
  const ref = useRef<HTMLDivElement>(null);
  const lastChildren = useRef(children);
  if (lastChildren.current !== children) {
    // New children for a box still waiting: hydrate it now (with the old ones, then the change). Releasing a gate
    // is idempotent, so a render React discards does no harm.
    lastChildren.current = children;
    gate.release();
  }
  useEffect(() => {
    const element = ref.current;
    if (gate.released || !element) return;
    // Shut with nothing of the server's inside: React rendered this wrapper afresh after all (a hydration error in a
    // box around it), so there is no server HTML to keep, only an empty box.
    if (element.children.length === 0) return gate.release();
    // The wrapper has no box of its own (display: contents): the observer watches what it holds. One observer per
    // margin serves every wrapper (about 33 on the home): one observer to create and to run each frame, not one each.
    const observer = sharedObserver(margin);
    const children = [...element.children];
    for (const child of children) observer.observe(child);
    waiting.set(element, gate);
    listenForIntent();
    const stop = () => {
      for (const child of children) observer.unobserve(child);
      waiting.delete(element);
    };
    void gate.promise.then(stop);
    return stop;
  }, [gate, margin]);
  // The same element while the children are the same: a re-render of the wrapper alone must not reach the waiting
  // boundary as new props, which would make React give up its server HTML and render it afresh (showing nothing
  // while the gate is shut).
  const boundary = useMemo(
    () => (
      <Suspense>
        <Gate gate={gate} />
        {children}
      </Suspense>
    ),
    [gate, children],
  );
  return (
    // No box of its own, so the layout is the children's as if it were not there (and the browser reports no layout
    // shift for it: a box of its own around a `content-visibility: auto` section moved as the rows above it were
    // first laid out, CLS 0.13 on a phone).
    <div ref={ref} id={id} className="contents">
      {boundary}
    </div>
  );
}

interface HydrationGate {
  released: boolean;
  promise: Promise<void>;
  release: () => void;
}

function createGate(released: boolean): HydrationGate {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  const gate: HydrationGate = {
    released,
    promise,
    release() {
      gate.released = true;
      resolve();
    },
  };
  if (released) resolve();
  return gate;
}

/** Suspends its boundary until the gate opens. Rendered first, so nothing after it hydrates before. */
function Gate({ gate }: { gate: HydrationGate }) {
  if (!gate.released) use(gate.promise);
  return null;
}

const observers = new Map<string, IntersectionObserver>();

/** The observer of every wrapper with this margin; an element it watches is a child of the wrapper it opens. */
function sharedObserver(margin: string): IntersectionObserver {
  let observer = observers.get(margin);
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const wrapper = entry.target.parentElement;
          if (entry.isIntersecting && wrapper) waiting.get(wrapper)?.release();
        }
      },
      { rootMargin: margin },
    );
    observers.set(margin, observer);
  }
  return observer;
}

/** The boxes still waiting, by wrapper element. */
const waiting = new Map<Element, HydrationGate>();
/** The events that show intent: React replays none of them into a box it could not hydrate. */
const INTENT_EVENTS = ["pointerdown", "mousedown", "touchstart", "keydown", "focusin", "click"] as const;
let listening = false;

/** Opens every box still waiting (see above): they hydrate at once, before the change that called this renders. */
export function releaseWaitingBoxes(): void {
  for (const gate of waiting.values()) gate.release();
}

function releaseAround(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [element, gate] of waiting) if (element.contains(target)) gate.release();
}

function listenForIntent() {
  if (listening) return;
  listening = true;
  for (const type of INTENT_EVENTS) document.addEventListener(type, releaseAround, { capture: true, passive: true });
}
