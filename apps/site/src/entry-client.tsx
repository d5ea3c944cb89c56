import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router-dom";
import { createApiClient } from "@placar/api-client/client";
import { AppProviders, createQueryClient } from "./app-providers.tsx";
import { siteNow, syncClock } from "./lib/clock.ts";
import { primeZoneOffsets, type ZoneOffsetRun } from "@placar/core/dates";
import { createRoutes } from "./routes.tsx";
import { siteFeatures, type SiteFeatures } from "./lib/features.ts";
import "./styles.css";

// Zod probes `new Function` once to decide whether to compile its parsers; the Content-Security-Policy forbids eval,
// so the probe would be a reported violation on every page that validates a form. Interpreted parsers are plenty
// for a form. Zod 4 keeps its settings in this global object (shared by every copy of it, read at each parse), so
// setting it here costs the first bundle nothing: zod itself loads only with the form pages.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

declare global {
  interface Window {
    __PLACAR__?: {
      now: string;
      zone?: { timeZone: string; runs: ZoneOffsetRun[] };
      queries: DehydratedState;
      features?: SiteFeatures;
      router?: unknown;
    };
  }
}

// The page's state travels as a JSON data block, not an inline script: the Content-Security-Policy allows no inline
// script but the static loader (by its hash).
const stateBlock = document.getElementById("placar-state");
const boot: Window["__PLACAR__"] = stateBlock?.textContent ? JSON.parse(stateBlock.textContent) : undefined;
window.__PLACAR__ = boot;
// React Router reads its hydration data from this global (its own inline script is off on the server).
(window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = boot?.router;
if (boot) syncClock(boot.now);
if (boot?.zone) primeZoneOffsets(boot.zone.timeZone, boot.zone.runs);
const queryClient = createQueryClient();
// The cache is filled before the router starts, so the first render matches the server's HTML.
if (boot) hydrate(queryClient, boot.queries);
const api = createApiClient();
const routes = createRoutes({ queryClient, api, now: siteNow, awaitData: false, features: siteFeatures() });
// Lazy routes of the first page are loaded before hydration, so the first client render matches the server's.
await Promise.all(
  (matchRoutes(routes, window.location) ?? [])
    .filter((m) => m.route.lazy)
    .map(async (m) => {
      const resolved = await (m.route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(m.route, resolved, { lazy: undefined });
    }),
);
const router = createBrowserRouter(routes);

// As a transition, hydration is time-sliced: a long page hydrates in small tasks instead of one long task that would
// hold back the visitor's first tap (Lighthouse's total blocking time). The home (`/`) is not this app's: it has a
// script of its own, its islands (entry-islands.tsx).
startTransition(() => {
  hydrateRoot(
    document.getElementById("root")!,
    <StrictMode>
      <AppProviders queryClient={queryClient} api={api}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
