import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState, type MouseEvent } from "react";
import { useLoaderData, useNavigate } from "react-router-dom";
import { ApiError, unwrap, type ApiClient } from "@placar/api-client/client";
import type { ListArticlesData } from "@placar/api-client/queries";
import { ArticleGrid, type ArticleGridItem } from "@placar/ui/product/article-grid";
import { Button } from "@placar/ui/primitives/button";
import { LoadMore } from "@placar/ui/product/load-more";
import { siteNow } from "../lib/clock.ts";
import { useApi } from "../lib/api-context.tsx";
import type { HeadData } from "../lib/head.ts";
import { href } from "@placar/core/routes";
import type { RouteDeps } from "../route-types.ts";

/** docs/product.md#timings-and-limits: the article list pages by 10. */
const PAGE_SIZE = 10;
const AGE_TICK_MS = 60_000;
const EMPTY_PAGE: ListArticlesData = { results: [], count: 0, total_pages: 0 };

export const ARTICLES_LOAD_FAILED = "Não foi possível carregar as estatísticas agora.";

/**
 * One page of the list call. A 404 is an empty page (docs/product.md#messages-by-situation), so
 * the list simply ends; any other failure is thrown to the query, which keeps what was already loaded.
 */
async function fetchArticlesPage(api: ApiClient, page: number, signal: AbortSignal): Promise<ListArticlesData> {
  try {
    return unwrap(
      await api.GET("/api/avodds_app/blog/", { params: { query: { page, page_size: PAGE_SIZE } }, signal }),
    );
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return EMPTY_PAGE;
    throw err;
  }
}

/** The statistics list, paged by 10 for 'Carregar mais'; the first page is fetched by the server. */
export function articlesQuery(api: ApiClient) {
  return infiniteQueryOptions({
    queryKey: ["listArticles", "infinite", { query: { page_size: PAGE_SIZE } }] as const,
    queryFn: ({ pageParam, signal }) => fetchArticlesPage(api, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (lastPage < last.total_pages ? lastPage + 1 : undefined),
  });
}

interface ArticlesData {
  /** The clock the cards' ages are computed against on the first render (the same on server and hydration). */
  now: string;
  /** The server could not load the first page: the first HTML says so, and the browser tries again. */
  failed: boolean;
}

export function articlesLoader(deps: RouteDeps) {
  return async (): Promise<ArticlesData> => {
    const options = articlesQuery(deps.api);
    const load = deps.queryClient.prefetchInfiniteQuery(options);
    if (deps.awaitData) await load;
    return {
      now: deps.now().toISOString(),
      failed: deps.awaitData && deps.queryClient.getQueryState(options.queryKey)?.status === "error",
    };
  };
}

/** A list that failed on the server is not an empty list: crawlers are told to come back (503), not to index it. */
export function articlesStatus(data: unknown): number {
  return (data as ArticlesData | undefined)?.failed ? 503 : 200;
}

export function articlesHead(): HeadData {
  return {
    title: "Estatísticas e análises de futebol | Placar",
    description:
      "Análises e estatísticas dos jogos de futebol escritas pela equipe do Placar, com as melhores odds de cada partida.",
    keywords: ["estatísticas de futebol", "análises de jogos", "prévias de futebol"],
    canonicalPath: href.articles(),
  };
}

type ArticleSummary = ListArticlesData["results"][number];

function toGridItem(a: ArticleSummary): ArticleGridItem {
  return {
    id: a.id,
    title: a.title,
    subtitle: a.subtitle,
    imageUrl: a.image,
    home: { name: a.game.home_team, logoUrl: a.game.home_image_url },
    away: { name: a.game.away_team, logoUrl: a.game.away_image_url },
    publishedAt: a.created_at,
    author: a.author,
    href: href.article(a.id, a.slug),
  };
}

export function ArticlesPage() {
  const data = useLoaderData<ArticlesData>();
  const api = useApi();
  const navigate = useNavigate();
  const query = useInfiniteQuery(articlesQuery(api));
  const [now, setNow] = useState(() => new Date(data.now));

  // Ages ("há 5 minutos") keep up with the clock once the page is live; the first render keeps the server's.
  useEffect(() => {
    setNow(siteNow());
    const id = setInterval(() => setNow(siteNow()), AGE_TICK_MS);
    return () => clearInterval(id);
  }, []);

  // docs/product.md#messages-by-situation: list failures are logged; the page stays usable and offers to try again.
  useEffect(() => {
    if (query.error) console.error("Falha ao carregar a lista de estatísticas:", query.error);
  }, [query.error]);

  // Offset pages shift when an article is published between two clicks: never show one twice.
  const articles = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages ?? [])
      .flatMap((p) => p.results)
      .filter((a) => !seen.has(a.id) && seen.add(a.id))
      .map(toGridItem);
  }, [query.data]);

  const firstPageFailed = !query.data && (query.isError || data.failed);

  return (
    <section aria-labelledby="titulo-estatisticas" className="mx-auto flex max-w-screen-2xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 id="titulo-estatisticas" className="font-display text-2xl font-bold">
          Estatísticas
        </h1>
        <p className="text-muted-foreground">
          Análises dos jogos com estatísticas, contexto das equipes e as melhores odds de cada partida.
        </p>
      </div>
      {firstPageFailed ? (
        <div
          role="status"
          className="flex flex-col items-center gap-3 rounded-lg border border-border bg-card px-4 py-10 text-center"
        >
          <p className="text-sm">{ARTICLES_LOAD_FAILED} Verifique sua conexão e tente de novo em instantes.</p>
          <Button variant="outline" aria-busy={query.isFetching || undefined} onClick={() => void query.refetch()}>
            {query.isFetching ? "Carregando..." : "Tentar de novo"}
          </Button>
        </div>
      ) : (
        <>
          <ArticleGrid
            articles={articles}
            now={now}
            loading={query.isPending}
            onNavigate={(event: MouseEvent<HTMLAnchorElement>, article) => {
              event.preventDefault();
              void navigate(article.href);
            }}
          />
          {articles.length > 0 ? (
            <LoadMore
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              error={query.isFetchNextPageError}
              onLoadMore={() => void query.fetchNextPage()}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
