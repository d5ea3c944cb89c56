import { startTransition, useCallback, useState } from "react";
import type { DayGamesLeague, DayGamesPanelProps } from "@placar/ui/product/day-games-panel";
import { whenIdle } from "@placar/ui/lib/when-idle";

/**
 * The home's closed league sections, left out of its first HTML (docs/decisions/0003-home-hydration.md, "Closed
 * sections built when needed"): on a busy day about thirty sections, a third of the page's elements, that nobody sees
 * at first on a phone. The panel shows their titles in boxes of their height (`deferClosed`) until the first of:
 * - the list of titles comes within half a screen of the viewport (scrolling down, find in page). The observer
 *   starts once `ready` has resolved and the browser is then idle: on a wide screen the list is that near from the
 *   start, and rendering the sections earlier would hold back the hydration of what is still server HTML (a chip
 *   clicked there meanwhile would answer only after it);
 * - focus enters the panel (the keyboard's path: the sections are there before Tab leaves the open ones);
 * - the visitor clicks a title (a screen reader's activation): that section then opens.
 *
 * The sections then replace the titles, in a transition, and stay for the rest of the visit (another tab or day
 * renders all of its sections). Until then they cost the load nothing: not parsed, laid out or hydrated.
 */
export function useDeferredSections(
  /** What the page waits for before watching (its first screen's lazy boxes hydrated). */
  ready: () => Promise<unknown>,
): Pick<DayGamesPanelProps, "deferClosed" | "deferredRef" | "onDeferredClick" | "openLeagueId" | "onFocus"> {
  const [shown, setShown] = useState<{ openLeagueId?: DayGamesLeague["id"] } | null>(null);
  const show = useCallback(() => startTransition(() => setShown((s) => s ?? {})), []);
  // A callback ref: each tab mounts a list of its own, and the observer follows it.
  const deferredRef = useCallback(
    (list: HTMLUListElement | null) => {
      if (!list) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) show();
        },
        { rootMargin: "50% 0px" },
      );
      let cancel = () => {};
      let done = false;
      void ready().then(() => {
        if (!done) cancel = whenIdle(() => observer.observe(list));
      });
      return () => {
        done = true;
        cancel();
        observer.disconnect();
      };
    },
    [show, ready],
  );
  const onDeferredClick = useCallback((openLeagueId: DayGamesLeague["id"]) => setShown({ openLeagueId }), []);
  if (shown) return { deferClosed: false, openLeagueId: shown.openLeagueId };
  return { deferClosed: true, deferredRef, onDeferredClick, onFocus: show };
}
