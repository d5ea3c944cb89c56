import * as React from "react";

/** A component whose code is fetched only when asked for, once, and then kept. */
export type LazyPart<C> = {
  /** Starts (or joins) the fetch; resolves with the component. A failed fetch can be retried. */
  load: () => Promise<C>;
  /** The component once fetched, else null. */
  current: () => C | null;
};

/** Wraps a dynamic `import()` of one component; call at module level so every user shares the fetch. */
export function lazyPart<C>(importer: () => Promise<C>): LazyPart<C> {
  let pending: Promise<C> | null = null;
  let value: C | null = null;
  return {
    load() {
      pending ??= importer().then(
        (component) => (value = component),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
  };
}

/**
 * The part's component (null until fetched) and a `load` to call on the first sign of intent (hover, focus,
 * touch) or when the page is idle. Unlike React.lazy + Suspense, whatever stands in meanwhile stays mounted
 * until the swap, so a placeholder keeps its focus and its click.
 */
export function useLazyPart<C>(part: LazyPart<C>): [C | null, () => void] {
  // Never fetched before hydration (only events and effects call `load`), so the server and the first client
  // render agree on null.
  const [component, setComponent] = React.useState<C | null>(part.current);
  const mounted = React.useRef(true);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = React.useCallback(() => {
    part.load().then(
      // A component is a function: wrap it so React does not call it as an updater.
      (c) => mounted.current && setComponent(() => c),
      // The placeholder stays usable; the next hover, focus or click tries again.
      () => undefined,
    );
  }, [part]);
  return [component, load];
}

/** Runs `task` when the browser is idle (or soon, where it cannot tell); returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
