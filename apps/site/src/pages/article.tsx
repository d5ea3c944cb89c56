import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from "react-router-dom";
import { ApiError } from "@placar/api-client/client";
import { getArticleOptions, getHousesOptions, type GetArticleData } from "@placar/api-client/queries";
import { formatDate, formatTime } from "@placar/core/dates";
import { ARTICLE_LOAD_FAILED } from "@placar/core/messages";
import { isLive } from "@placar/core/status";
import { finishedStatusLabel } from "@placar/core/finished-label";
import { ArticleImage } from "@placar/ui/product/article-card";
import { Button } from "@placar/ui/primitives/button";
import { MatchHeader, MatchHeaderSkeleton } from "@placar/ui/product/match-header";
import { OddsByHouse, OddsByHouseSkeleton } from "@placar/ui/product/odds-by-house";
import { Skeleton } from "@placar/ui/primitives/skeleton";
import { useApi } from "../lib/api-context.tsx";
import { applyHead } from "../lib/head.ts";
import { href } from "@placar/core/routes";
import type { RouteDeps } from "../route-types.ts";
import { articleHead, type ArticleHeadInfo, type ArticleHeadSource } from "./article-head.ts";
import { RouterLink } from "./auth-shared.tsx";
import { HOUSES_STALE_MS, REFRESH_MS } from "../lib/refresh.ts";

export { articleHead };

interface ArticleData extends ArticleHeadSource {
  id: number;
  /** The server could not load the article: the first HTML shows the failure, and the browser tries again. */
  failed: boolean;
}

function articleQuery(api: RouteDeps["api"], id: number) {
  return getArticleOptions(api, { params: { path: { id } } });
}

/** The article without its body and prices: those are in the query cache already, no need to ship them twice. */
function headInfo({ message: _message, odds: _odds, ...rest }: GetArticleData): ArticleHeadInfo {
  return rest;
}

function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404;
}

export function articleLoader(deps: RouteDeps) {
  return async ({ params }: LoaderFunctionArgs): Promise<ArticleData> => {
    const id = Number(params.id);
    if (!/^\d{1,10}$/.test(params.id ?? "") || id <= 0 || id > 2_147_483_647)
      return { id: 0, article: null, notFound: true, failed: false };
    const options = articleQuery(deps.api, id);
    // In the browser the page renders at once with skeletons; on the server the first HTML carries the article.
    if (!deps.awaitData) {
      const cached = deps.queryClient.getQueryData(options.queryKey);
      if (!cached) void deps.queryClient.prefetchQuery(options);
      return { id, article: cached ? headInfo(cached) : null, notFound: false, failed: false };
    }
    try {
      const [article] = await Promise.all([
        deps.queryClient.fetchQuery(options),
        deps.queryClient.prefetchQuery(getHousesOptions(deps.api)),
      ]);
      return { id, article: headInfo(article), notFound: false, failed: false };
    } catch (err) {
      return { id, article: null, notFound: isNotFound(err), failed: !isNotFound(err) };
    }
  };
}

export function articleStatus(data: unknown): number {
  const d = data as ArticleData | undefined;
  return d?.notFound ? 404 : d?.failed ? 503 : 200;
}

/** "2026-11-21" → "21/11/2026" (the article's day is already Brazilian). */
function brDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return y && m && d ? `${d}/${m}/${y}` : isoDate;
}

export function ArticlePage() {
  const data = useLoaderData<ArticleData>();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useQuery({
    ...articleQuery(api, data.id),
    enabled: !data.notFound,
    // The odds beside the text move; the text itself is cached by the server.
    refetchInterval: REFRESH_MS,
    retry: (n, err) => !isNotFound(err) && n < 2,
  });
  const houses = useQuery({ ...getHousesOptions(api), staleTime: HOUSES_STALE_MS });
  const a = query.data;

  // docs/product.md#article-page: the address gains the article's slug (replace, not push), whatever slug it came with.
  useEffect(() => {
    if (!a) return;
    const params = new URLSearchParams(location.search);
    if (params.get("slug") === a.slug) return;
    params.set("slug", a.slug);
    void navigate(
      { pathname: location.pathname, search: `?${params}`, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [a, location.pathname, location.search, location.hash, navigate]);

  // Reached client-side before the article was cached: the layout set a generic head, so name the article now.
  const headPending = !data.article && !!a;
  useEffect(() => {
    if (headPending && a) applyHead(articleHead({ article: headInfo(a), notFound: false }));
  }, [headPending, a]);

  if (data.notFound || isNotFound(query.error)) {
    return (
      <section className="mx-auto max-w-xl py-16 text-center">
        <p className="font-display text-6xl font-bold text-primary">404</p>
        <h1 className="mt-4 font-display text-2xl font-bold">Notícia não encontrada</h1>
        <p className="mt-2 text-muted-foreground">Esta análise não existe ou foi retirada do ar.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={href.articles()}>Ver todas as estatísticas</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={href.home()}>Ver os jogos de hoje</Link>
          </Button>
        </div>
      </section>
    );
  }
  if (!a && (data.failed || query.isError)) {
    return (
      <div className="mx-auto mt-10 flex max-w-xl flex-col items-center gap-4 rounded-lg border border-border bg-card p-6 text-center">
        <p role="alert">{ARTICLE_LOAD_FAILED}</p>
        <Button variant="outline" aria-busy={query.isFetching || undefined} onClick={() => void query.refetch()}>
          {query.isFetching ? "Carregando..." : "Tentar de novo"}
        </Button>
      </div>
    );
  }
  if (!a) return <ArticleSkeleton />;

  const kickoff = new Date(a.game.kickoff);
  const houseBrands = houses.data?.results.map((h) => ({
    house: h.house,
    color: h.color,
    textColor: h.textColor,
    link: h.link,
    logoUrl: h.logo,
  }));
  return (
    <article aria-labelledby="titulo-noticia" className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-medium text-primary">
          <Link
            to={href.articles()}
            className="underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Estatísticas
          </Link>
          <span aria-hidden="true" className="px-1.5 text-muted-foreground">
            ›
          </span>
          <span className="text-muted-foreground">{a.league}</span>
        </p>
        <h1 id="titulo-noticia" className="font-display text-3xl leading-tight font-bold break-words sm:text-4xl">
          {a.title}
        </h1>
        {a.subtitle ? <p className="text-lg leading-relaxed text-muted-foreground">{a.subtitle}</p> : null}
        <p className="text-sm text-muted-foreground">
          {a.author ? (
            <>
              Por <span className="font-medium text-foreground">{a.author}</span> ·{" "}
            </>
          ) : null}
          <time dateTime={a.created_at}>{brDate(a.date)}</time>
        </p>
      </header>
      <ArticleImage src={a.image} priority className="aspect-[1200/630] w-full rounded-lg" />
      <MatchHeader
        headingLevel={2}
        league={{
          name: a.game.league.name,
          logoUrl: a.game.league.image_url,
          href: href.league(a.game.league.id, a.game.league.name),
        }}
        home={{
          name: a.game.home_team,
          logoUrl: a.game.home_image_url,
          href: href.team(a.game.afb_team_home_id, a.game.home_team),
        }}
        away={{
          name: a.game.away_team,
          logoUrl: a.game.away_image_url,
          href: href.team(a.game.afb_team_away_id, a.game.away_team),
        }}
        renderLink={RouterLink}
        time={formatTime(kickoff)}
        date={formatDate(kickoff)}
        live={isLive(a.game.status)}
        finishedLabel={finishedStatusLabel(a.game.status)}
      />
      {/* Sanitized by the server on every write (apps/api/src/services/articles-html.ts): only the editor's tags. */}
      <div data-slot="article-body" className="article-prose" dangerouslySetInnerHTML={{ __html: a.message }} />
      <section aria-labelledby="sec-odds-noticia" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="sec-odds-noticia" className="font-display text-xl font-bold">
            Melhores odds por casa
          </h2>
          <Link
            to={href.match(a.game.afb_fixture_id)}
            className="text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            Ver estatísticas do jogo
          </Link>
        </div>
        {houseBrands ? (
          <OddsByHouse
            home={a.game.home_team}
            away={a.game.away_team}
            odds={a.odds}
            houses={houseBrands}
            caption={`Odds de ${a.game.home_team} x ${a.game.away_team}`}
          />
        ) : (
          <OddsByHouseSkeleton />
        )}
        <p className="text-xs text-muted-foreground">
          Odds sujeitas a alteração pelas casas. Aposte com responsabilidade: proibido para menores de 18 anos.
        </p>
      </section>
    </article>
  );
}

/** The article's shape while it loads (client-side navigation): heading, banner, match and text lines. */
function ArticleSkeleton() {
  return (
    <div aria-busy="true" aria-label="Carregando a notícia" className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-4 w-48" />
      </div>
      <Skeleton className="aspect-[1200/630] w-full rounded-lg" />
      <MatchHeaderSkeleton />
      <div className="flex flex-col gap-2">
        {["w-full", "w-11/12", "w-full", "w-4/5", "w-full", "w-3/5"].map((w, i) => (
          <Skeleton key={i} className={`h-4 ${w}`} />
        ))}
      </div>
      <OddsByHouseSkeleton />
    </div>
  );
}
