import { dehydrate } from "@tanstack/react-query";
import { StrictMode, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router-dom";
import { createApiClient } from "@placar/api-client/client";
import { BUSINESS_TZ, zoneOffsetRuns } from "@placar/core/dates";
import { AppProviders, createQueryClient } from "./app-providers.tsx";
import { renderHead, type HeadData } from "./lib/head.ts";
import { createRoutes, type RouteHandle } from "./routes.tsx";
import { DEFAULT_FEATURES } from "./lib/features.ts";
import type { RenderContext, RenderResult, SiteServerEntry } from "@placar/core/site-contract";
import { pagePolicy } from "./page-policy.ts";
import { islandElement, IslandRoot, IslandsContext, type IslandCollector } from "./islands/island.tsx";
import { ISLANDS } from "./islands/registry.ts";
import type { ApiClient } from "@placar/api-client/client";

export { pagePolicy };
export type { PagePolicy } from "@placar/core/site-contract";

export type { RenderContext, RenderResult } from "@placar/core/site-contract";

const DAY_MS = 86_400_000;

/** Serializes JSON for an inline data block: no `</script>` break-out, no U+2028 surprises. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * What React Router's StaticRouterProvider would put in its own inline script (`window.__staticRouterHydrationData`),
 * carried in the page's JSON data block instead; errors serialized the way React Router reads them back.
 */
function routerHydrationData(context: StaticHandlerContext) {
  let errors: Record<string, unknown> | null = null;
  if (context.errors) {
    errors = {};
    for (const [key, val] of Object.entries(context.errors)) {
      if (isRouteErrorResponse(val)) errors[key] = { ...val, __type: "RouteErrorResponse" };
      else if (val instanceof Error)
        errors[key] = {
          message: val.message,
          __type: "Error",
          ...(val.name !== "Error" ? { __subType: val.name } : {}),
        };
      else errors[key] = val;
    }
  }
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

export async function render(ctx: RenderContext): Promise<RenderResult> {
  const queryClient = createQueryClient();
  const api = createApiClient({ baseUrl: ctx.origin, fetch: ctx.fetch, getToken: () => null });
  const features = ctx.features ?? DEFAULT_FEATURES;
  const routes = createRoutes({ queryClient, api, now: () => new Date(ctx.now), awaitData: true, features });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(ctx.url, ctx.origin)));
  if (context instanceof Response) {
    return { status: context.status, html: "", redirect: context.headers.get("location") ?? "/" };
  }

  let head: HeadData = { title: "Placar" };
  let status = context.statusCode;
  for (const match of context.matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.head) head = handle.head(context.loaderData[match.route.id]);
    if (handle?.status)
      status = typeof handle.status === "function" ? handle.status(context.loaderData[match.route.id]) : handle.status;
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  // The home is a page of islands (docs/decisions/0012-home-islands.md): its parts that need script are rendered
  // apart and hydrated by a small entry of their own; the rest of its HTML is never hydrated.
  const islands: IslandCollector | null = context.matches.some((m) => m.route.id === "home") ? { islands: {} } : null;
  let app = renderToString(
    <StrictMode>
      <IslandsContext value={islands}>
        <AppProviders queryClient={queryClient} api={api}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </IslandsContext>
    </StrictMode>,
  );
  if (islands) app = renderIslands(app, islands, api);
  // São Paulo's offsets around today, from the server's tz database: the browser's first render then needs no
  // Intl time-zone data of its own (loading it is a long task on a phone, in the middle of hydration).
  const nowMs = Date.parse(ctx.now);
  const zone = { timeZone: BUSINESS_TZ, runs: zoneOffsetRuns(BUSINESS_TZ, nowMs - 3 * DAY_MS, nowMs + 10 * DAY_MS) };
  // A data block (never executed): the Content-Security-Policy allows no inline script but the static loader.
  // The islands' page carries their props instead of the app's query cache and router state.
  const boot = islands
    ? { now: ctx.now, zone, features, islands: islands.islands }
    : { now: ctx.now, zone, queries: dehydrate(queryClient), features, router: routerHydrationData(context) };
  const state = `<script type="application/json" id="placar-state">${inlineJson(boot)}</script>`;
  let template = ctx.template;
  if (islands) template = withIslandScripts(template);
  const html = template
    .replace("<!--app-head-->", renderHead(head, ctx.origin))
    .replace("<!--app-html-->", app)
    .replace("<!--app-state-->", state);
  return { status, html };
}

/** Renders each island alone into its element, with the id prefix the browser hydrates it with. */
function renderIslands(app: string, collector: IslandCollector, api: ApiClient): string {
  let html = app;
  for (const [id, { name, props }] of Object.entries(collector.islands)) {
    const Component = ISLANDS[name] as ComponentType<object>;
    const inner = renderToString(
      <IslandRoot api={api}>
        <Component {...(props as object)} />
      </IslandRoot>,
      { identifierPrefix: `${id}-` },
    );
    html = html.replace(islandElement(id), () => islandElement(id, inner));
  }
  return html;
}

const SCRIPT_LIST = /(<script type="application\/json" id="placar-scripts">)([^<]*)(<\/script>)/;

/**
 * The template lists the app's scripts and, beside them, the islands' (apps/site/vite.config.ts): an islands' page
 * loads the latter instead (the loader reads `entry` and `preload`).
 */
function withIslandScripts(template: string): string {
  return template.replace(SCRIPT_LIST, (_whole, open: string, json: string, close: string) => {
    const list = JSON.parse(json) as { islands?: { entry: string; preload: string[] } };
    // Without it the home would load the app's script, whose home route reloads the page: fail loudly instead.
    if (!list.islands) throw new Error("the template lists no islands' script: build apps/site in full (pnpm build)");
    return `${open}${JSON.stringify(list.islands)}${close}`;
  });
}

// The API server calls this module through @placar/core/site-contract: a change of either side that breaks the
// contract fails the typecheck here.
void ({ render, pagePolicy } satisfies SiteServerEntry);
