import { startTransition, useEffect, useId, useState } from "react";
import { whenIdle } from "@placar/ui/lib/when-idle";

/**
 * What a page leaves out of its first HTML and renders once it has loaded (docs/architecture.md, "Rendered after
 * the load"): answers `false` on the server and while the page hydrates, then `true` once the browser is idle after
 * hydration, set in a transition so that what it reveals renders in slices, not in one long task. A component
 * mounted later in the browser (a client-side navigation) gets `true` at once.
 *
 * The returned id goes on an element the component always renders. Finding that element in the page at the first
 * render tells hydration (the server's HTML is there, with the server's id) from a mount in the browser (the
 * browser's ids have another form), as `HydrateWhenNear` does.
 */
export function useAfterLoad(): [id: string, loaded: boolean] {
  const id = useId();
  const [loaded, setLoaded] = useState(() => typeof document !== "undefined" && !document.getElementById(id));
  useEffect(() => {
    if (loaded) return;
    return whenIdle(() => startTransition(() => setLoaded(true)));
  }, [loaded]);
  return [id, loaded];
}
