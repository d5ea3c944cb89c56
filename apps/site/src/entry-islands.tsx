import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { createApiClient } from "@placar/api-client/client";
import { primeZoneOffsets } from "@placar/core/dates";
import { whenIdle } from "@placar/ui/lib/when-idle";
import { syncClock } from "./lib/clock.ts";
import { IslandRoot, type IslandEntry } from "./islands/island.tsx";
import type { IslandName } from "./islands/registry.ts";
import { DayIsland } from "./islands/day-island.tsx";
import { HeaderIsland } from "./islands/header-island.tsx";

// The home's script (docs/decisions/0012-home-islands.md): React and the islands, without the router or React
// Query. Each island is a root of its own, hydrated from the server's HTML with its props from the page's data block
// (a JSON block, not an inline script: the Content-Security-Policy allows no inline script but the static loader).
const stateBlock = document.getElementById("placar-state");
const boot = stateBlock?.textContent
  ? (JSON.parse(stateBlock.textContent) as NonNullable<Window["__PLACAR__"]> & {
      islands: Record<string, IslandEntry>;
    })
  : undefined;
window.__PLACAR__ = boot;
if (boot) syncClock(boot.now);
if (boot?.zone) primeZoneOffsets(boot.zone.timeZone, boot.zone.runs);

type AnyIsland = ComponentType<object>;

/** The islands of the first script: the header (menus, search, theme, the signed-in user) and the day's games. */
const AT_START: Partial<Record<IslandName, AnyIsland>> = {
  header: HeaderIsland as AnyIsland,
  day: DayIsland as AnyIsland,
};

/**
 * The others load when the browser is first idle: until then the strip's and the list's chips are links, the slider
 * its placeholder, and the notice (empty in the first HTML) waits.
 */
const LATER: Record<Exclude<IslandName, "header" | "day">, () => Promise<AnyIsland>> = {
  strip: () => import("./islands/league-islands.tsx").then((m) => m.LeagueStripIsland as AnyIsland),
  leagues: () => import("./islands/league-islands.tsx").then((m) => m.LeagueListIsland as AnyIsland),
  slider: () => import("./islands/slider-island.tsx").then((m) => m.SliderIsland as AnyIsland),
  notice: () => import("./islands/notice-island.tsx").then((m) => m.NoticeIsland as AnyIsland),
};

const api = createApiClient();
const elements = [...document.querySelectorAll<HTMLElement>("[data-island]")];
let waiting = elements.length;
// The page's mark once every island has hydrated (`html[data-hydrated]`): journeys wait for it before they press
// what only script handles. Before then the page's links work as links.
const hydrated = () => {
  if (--waiting === 0) document.documentElement.setAttribute("data-hydrated", "");
};

function hydrate(element: HTMLElement, id: string, entry: IslandEntry, Component: AnyIsland) {
  let done = false;
  const onHydrated = () => {
    if (done) return;
    done = true;
    hydrated();
  };
  // As a transition, hydration is time-sliced: a busy day's panel hydrates in small tasks.
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot api={api} onHydrated={onHydrated}>
        <Component {...(entry.props as object)} />
      </IslandRoot>,
      { identifierPrefix: `${id}-` },
    );
  });
}

const later: Array<() => void> = [];
for (const element of elements) {
  const id = element.dataset.island!;
  const entry = boot?.islands[id];
  const now = entry && AT_START[entry.name];
  if (!entry) hydrated();
  else if (now) hydrate(element, id, entry, now);
  else {
    const load = LATER[entry.name as keyof typeof LATER];
    const start = () => void load().then((Component) => hydrate(element, id, entry, Component));
    later.push(() => (shown(element) ? start() : whenShown(element, start)));
  }
}
whenIdle(() => later.forEach((start) => start()));

/**
 * Whether the island is laid out (the left list is hidden on phones: its HTML alone serves there). One with no HTML
 * (the notice) counts as shown.
 */
function shown(element: HTMLElement): boolean {
  // Descendants, not children: a wrapper without a box of its own (display: contents) has no rects.
  const all = [...element.querySelectorAll("*")];
  return all.length === 0 || all.some((e) => e.getClientRects().length > 0);
}

/**
 * Starts a hidden island once the window grows to show it, its HTML meanwhile (links) counted as hydrated: nothing
 * waits for an island nobody sees.
 */
function whenShown(element: HTMLElement, start: () => void) {
  hydrated();
  const onResize = () => {
    if (!shown(element)) return;
    window.removeEventListener("resize", onResize);
    waiting++;
    start();
  };
  window.addEventListener("resize", onResize);
}
