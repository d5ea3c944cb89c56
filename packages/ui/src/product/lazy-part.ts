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
      // A component is a function: wrap it so React does not call it as an updater. The swap is a transition: a
      // plain update renders the whole part in one task (React does not slice it), and the stand-in keeps working
      // until the part has rendered.
      (c) => {
        if (mounted.current) React.startTransition(() => setComponent(() => c));
      },
      // The placeholder stays usable; the next hover, focus or click tries again.
      () => undefined,
    );
  }, [part]);
  return [component, load];
}
