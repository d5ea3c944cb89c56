import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { searchOptions, type SearchData } from "@placar/api-client/queries";
import { SITE_SEARCH_MAX_LENGTH } from "@placar/core/search-basics";
import { SiteSearch, type SearchGroupsView, type SiteSearchStatus } from "@placar/ui/product/site-search";
import { useApi } from "../lib/api-context.tsx";
import { useDebounced } from "../lib/use-debounced.ts";

/** Typing pauses before the header's search asks the server (shorter than the admin searches: it answers as you type). */
const HEADER_SEARCH_DEBOUNCE_MS = 150;

function toGroups(data: SearchData): SearchGroupsView {
  const named = (h: SearchData["teams"][number]) => ({ id: h.id, label: h.name, path: h.path, detail: h.detail });
  return {
    teams: data.teams.map((h) => ({ ...named(h), image: { kind: "team" as const, src: h.logo } })),
    leagues: data.leagues.map((h) => ({ ...named(h), image: { kind: "league" as const, src: h.logo } })),
    games: data.games.map(named),
    articles: data.articles.map((a) => ({ id: a.id, label: a.title, path: a.path, detail: a.detail })),
  };
}

/** The header's search: what is typed, the request through the api-client, and the page a chosen hit opens. */
export function HeaderSearch() {
  const api = useApi();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const typed = query.trim().slice(0, SITE_SEARCH_MAX_LENGTH);
  const settled = useDebounced(typed, HEADER_SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    ...searchOptions(api, { params: { query: { q: settled } } }),
    enabled: open && settled !== "",
    // The last answer stays on screen while the next one loads, so the list does not blink at every key.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  const waiting = typed !== settled || search.isFetching;
  const status: SiteSearchStatus =
    typed === "" ? "idle" : search.isError && !waiting ? "error" : waiting || !search.data ? "loading" : "success";
  return (
    <SiteSearch
      open={open}
      onOpenChange={setOpen}
      query={query}
      onQueryChange={setQuery}
      status={status}
      groups={typed !== "" && search.data ? toGroups(search.data) : null}
      onSelect={(hit) => void navigate(hit.path)}
      onRetry={() => void search.refetch()}
    />
  );
}
