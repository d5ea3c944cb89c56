import { useEffect, useRef, useState } from "react";
import { unwrap } from "@placar/api-client/client";
import type { SearchData } from "@placar/api-client/queries";
import { SITE_SEARCH_MAX_LENGTH } from "@placar/core/search-basics";
import { SiteSearch, type SearchGroupsView, type SiteSearchStatus } from "@placar/ui/product/site-search";
import { useApi } from "../lib/api-context.tsx";
import { useDebounced } from "../lib/use-debounced.ts";

/** Typing pauses before the header's search asks the server (shorter than the admin searches: it answers as you type). */
const HEADER_SEARCH_DEBOUNCE_MS = 150;
/** An answer is reused for this long when the same words are typed again. */
const SEARCH_FRESH_MS = 60_000;

function toGroups(data: SearchData): SearchGroupsView {
  const named = (h: SearchData["teams"][number]) => ({ id: h.id, label: h.name, path: h.path, detail: h.detail });
  return {
    teams: data.teams.map((h) => ({ ...named(h), image: { kind: "team" as const, src: h.logo } })),
    leagues: data.leagues.map((h) => ({ ...named(h), image: { kind: "league" as const, src: h.logo } })),
    games: data.games.map(named),
    articles: data.articles.map((a) => ({ id: a.id, label: a.title, path: a.path, detail: a.detail })),
  };
}

/** The answers of this page, by the words asked, with when they arrived. */
const answers = new Map<string, { data: SearchData; at: number }>();

/**
 * The header's search: what is typed, the request through the api-client, and the page a chosen hit opens
 * (`navigate`: the router's on a page of the app, a plain page load on the home's island). No query cache: it is
 * one of the home's islands, whose script loads neither the router nor React Query.
 */
export function HeaderSearch({ navigate }: { navigate: (path: string) => void }) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const typed = query.trim().slice(0, SITE_SEARCH_MAX_LENGTH);
  const settled = useDebounced(typed, HEADER_SEARCH_DEBOUNCE_MS);
  // The last answer stays on screen while the next one loads, so the list does not blink at every key.
  const [shown, setShown] = useState<SearchData | null>(null);
  const [failed, setFailed] = useState(false);
  const [fetching, setFetching] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef("");
  useEffect(() => {
    latest.current = settled;
    if (!open || settled === "") return;
    const cached = answers.get(settled);
    if (cached && Date.now() - cached.at < SEARCH_FRESH_MS) {
      setShown(cached.data);
      setFailed(false);
      return;
    }
    const controller = new AbortController();
    setFetching(true);
    api
      .GET("/api/search/", { params: { query: { q: settled } }, signal: controller.signal })
      .then(unwrap)
      .then(
        (data) => {
          answers.set(settled, { data, at: Date.now() });
          if (latest.current !== settled) return;
          setShown(data);
          setFailed(false);
          setFetching(false);
        },
        () => {
          if (controller.signal.aborted || latest.current !== settled) return;
          setFailed(true);
          setFetching(false);
        },
      );
    return () => controller.abort();
  }, [api, open, settled, attempt]);
  const waiting = typed !== settled || fetching;
  const status: SiteSearchStatus =
    typed === "" ? "idle" : failed && !waiting ? "error" : waiting || !shown ? "loading" : "success";
  return (
    <SiteSearch
      open={open}
      onOpenChange={setOpen}
      query={query}
      onQueryChange={setQuery}
      status={status}
      groups={typed !== "" && shown ? toGroups(shown) : null}
      onSelect={(hit) => navigate(hit.path)}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}
