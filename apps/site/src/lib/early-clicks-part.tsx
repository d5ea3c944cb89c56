import { Suspense, useEffect, useId, type ReactNode } from "react";
import { EARLY_CLICKS_PART, partHydrated } from "../early-clicks.ts";

/**
 * The attributes of a lazy part's wrapper (an element both the server and the browser render, with an id from
 * `useId`): the page's boot script holds back the clicks on its buttons until the part has hydrated
 * (src/early-clicks.ts). Render `PartHydrated` with the same id last inside the part's own Suspense boundary: the
 * innermost one around its lazy code, since an outer boundary can hydrate while an inner one still waits.
 */
export function earlyClicksPart(id: string): { id: string; [EARLY_CLICKS_PART]: "" } {
  return { id, [EARLY_CLICKS_PART]: "" };
}

/**
 * Rendered last inside a lazy part's Suspense boundary: its effect runs once the part has hydrated (or mounted, after
 * a client navigation), and replays the clicks held for the part meanwhile.
 */
export function PartHydrated({ partId }: { partId: string }) {
  useEffect(() => {
    const part = document.getElementById(partId);
    if (part) partHydrated(part);
  }, [partId]);
  return null;
}

/**
 * A lazy component's boundary (`fallback` while its code loads after a client navigation; on the first page the
 * server's HTML stays) that keeps the clicks made on its buttons before it hydrates, for when it has. Its wrapper has
 * no box of its own (`display: contents`).
 */
export function LazyPart({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <div {...earlyClicksPart(id)} className="contents">
      <Suspense fallback={fallback}>
        {children}
        <PartHydrated partId={id} />
      </Suspense>
    </div>
  );
}
