import * as React from "react";
import { Newspaper } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { ArticleCard, ArticleCardSkeleton, type ArticleCardProps } from "./article-card.tsx";

/** One article of the grid: a card's content plus the key. */
export type ArticleGridItem = Pick<
  ArticleCardProps,
  "title" | "subtitle" | "imageUrl" | "home" | "away" | "publishedAt" | "author" | "href"
> & {
  /** The article's id (the grid's key). */
  id: string | number;
};

export type ArticleGridProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The articles loaded so far, newest first. */
  articles: readonly ArticleGridItem[];
  /** The clock the cards' ages are computed against. */
  now: Date;
  /** Shows placeholder cards instead of the articles (the first page is loading). */
  loading?: boolean;
  /** How many placeholder cards; the page size (10) by default. */
  skeletonCount?: number;
  /** Level of each card's title heading; 2 under the page's <h1> (default). */
  headingLevel?: ArticleCardProps["headingLevel"];
  /** What an empty grid says. */
  emptyMessage?: string;
  /**
   * Called on a plain left click of a card's 'Ver Mais' (modified clicks are left to the browser); call
   * `event.preventDefault()` in it to route client-side.
   */
  onNavigate?: (event: React.MouseEvent<HTMLAnchorElement>, article: ArticleGridItem) => void;
};

/**
 * Columns follow the grid's own width, not the window's, so the grid fits wherever a page puts it:
 * one column on a phone, a new one each time another ~210px card fits, up to five.
 */
export const articleGridColumnsClassName =
  "grid grid-cols-1 gap-4 @min-[28rem]:grid-cols-2 @min-[42rem]:grid-cols-3 @min-[56rem]:grid-cols-4 @min-[70rem]:grid-cols-5";

/** The statistics list: article cards in 1 to 5 columns by width, with loading and empty states. */
export function ArticleGrid({
  articles,
  now,
  loading = false,
  skeletonCount = 10,
  headingLevel = 2,
  emptyMessage = "Nenhuma estatística publicada ainda",
  onNavigate,
  className,
  ...props
}: ArticleGridProps) {
  let body: React.ReactNode;
  if (loading) {
    body = (
      <div data-slot="article-grid-loading" aria-hidden="true" className={articleGridColumnsClassName}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <ArticleCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (articles.length === 0) {
    body = (
      <div
        data-slot="article-grid-empty"
        className="flex flex-col items-center gap-2 rounded-lg border border-border bg-card py-12 text-center text-muted-foreground"
      >
        <Newspaper aria-hidden="true" className="size-8" />
        <p className="text-sm font-medium">{emptyMessage}</p>
      </div>
    );
  } else {
    body = (
      <ul data-slot="article-grid-list" className={articleGridColumnsClassName}>
        {articles.map(({ id, ...article }) => (
          <li key={id} className="min-w-0">
            <ArticleCard
              {...article}
              now={now}
              headingLevel={headingLevel}
              onNavigate={onNavigate ? (event) => onNavigate(event, { id, ...article }) : undefined}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div data-slot="article-grid" aria-busy={loading || undefined} className={cn("@container", className)} {...props}>
      {body}
    </div>
  );
}
