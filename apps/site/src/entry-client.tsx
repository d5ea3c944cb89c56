import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { createApiClient } from "@placar/api-client/client";
import { AppProviders, createQueryClient } from "./app-providers.tsx";
import { siteNow, syncClock } from "./lib/clock.ts";
import { createRoutes } from "./routes.tsx";
import "./styles.css";

declare global {
  interface Window {
    __PLACAR__?: { now: string; queries: DehydratedState };
  }
}

const boot = window.__PLACAR__;
if (boot) syncClock(boot.now);
const queryClient = createQueryClient();
// The cache is filled before the router starts, so the first render matches the server's HTML.
if (boot) hydrate(queryClient, boot.queries);
const api = createApiClient();
const router = createBrowserRouter(createRoutes({ queryClient, api, now: siteNow, awaitData: false }));

hydrateRoot(
  document.getElementById("root")!,
  <StrictMode>
    <AppProviders queryClient={queryClient} api={api}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
