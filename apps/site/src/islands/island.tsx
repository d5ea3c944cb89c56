import { createContext, StrictMode, use, useEffect, type ReactNode } from "react";
import type { ApiClient } from "@placar/api-client/client";
import { ApiProvider } from "../lib/api-context.tsx";
import type { IslandName, IslandProps } from "./registry.ts";

/**
 * The home's islands (docs/decisions/0012-home-islands.md): the parts of `/` that need script are separate React
 * roots. The server renders the page without them, each in an empty element of its own (`<Island>`), then renders
 * each island alone (`renderIslands` in entry-server.tsx) into its element and writes its props into the page's data
 * block; the browser's small entry (`entry-islands.tsx`) hydrates each element with the same component and props.
 * Everything else of the page (footer, guide, news, offers) is server HTML that no script touches.
 */
export interface IslandEntry {
  name: IslandName;
  props: unknown;
}

/** What the server's render of an island page collects: each island's id, component name and props. */
export interface IslandCollector {
  islands: Record<string, IslandEntry>;
}

export const IslandsContext = createContext<IslandCollector | null>(null);

/** Whether this render is the server's of an island page (`/`). */
export function useIslandPage(): boolean {
  return use(IslandsContext) !== null;
}

/** The element an island is rendered and hydrated in: no box of its own, so the layout is its content's. */
export function islandElement(id: string, inner = ""): string {
  return `<div data-island="${id}" class="contents">${inner}</div>`;
}

/**
 * An island's place in the server's HTML (rendered only on the server, for an island page): its props must be
 * JSON, as they travel in the page's data block.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const collector = use(IslandsContext);
  if (!collector) throw new Error(`Ilha ${name} fora de uma página de ilhas`);
  const id = `${name}${Object.keys(collector.islands).length}`;
  collector.islands[id] = { name, props };
  return <div data-island={id} className="contents" />;
}

/** The providers of every island root, the same on the server and in the browser. */
export function IslandRoot({
  api,
  onHydrated,
  children,
}: {
  api: ApiClient;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <ApiProvider client={api}>
        {children}
        <Hydrated onHydrated={onHydrated} />
      </ApiProvider>
    </StrictMode>
  );
}

function Hydrated({ onHydrated }: { onHydrated: (() => void) | undefined }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}
