import * as React from "react";
import { Newspaper } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { ArticleImage, articleAge } from "./article-card.tsx";
import { isPlainLeftClick } from "../lib/events.ts";
import { Skeleton } from "../primitives/skeleton.tsx";

/** One news item of the home page's box. */
export type NewsListItem = {
  /** The article's id (the list's key). */
  id: string | number;
  /** The headline. */
  title: string;
  /** The standfirst; shown on the first, large item only. */
  subtitle?: string | null;
  /** Banner image; a placeholder is shown when missing or broken. */
  imageUrl?: string | null;
  /** The article page: /estatisticas/{id}?slug={slug}. */
  href: string;
  /** Publication instant; shown as 'há 2 horas' when the list has a `now`. */
  publishedAt?: string | Date | null;
};

export type NewsListProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The latest articles, newest first; only the first `limit` are shown. */
  items: readonly NewsListItem[];
  /** How many items show; 4 by default. */
  limit?: number;
  /** The clock ages are computed against; without it no age is shown. */
  now?: Date;
  /** Shows placeholders while the news loads. */
  loading?: boolean;
  /** The box's heading; 'Últimas notícias' by default. */
  title?: string;
  /**
   * Called on a plain left click of an item (not ctrl/cmd/shift/alt or middle click, so "open in new tab"
   * keeps working); call `event.preventDefault()` in it to route client-side.
   */
  onNavigate?: (event: React.MouseEvent<HTMLAnchorElement>, item: NewsListItem) => void;
};

// The title is the link; its ::after stretches over the whole item, so the item is one big target while
// the link's name stays the title alone (the block-link card pattern).
const linkClassName = cn(
  "outline-none after:absolute after:inset-0 after:rounded-md after:content-['']",
  "group-hover:text-primary group-hover:underline underline-offset-2",
  "focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-offset-2 focus-visible:after:ring-offset-card",
);

function ItemLink({
  item,
  onNavigate,
  describedBy,
  className,
}: {
  item: NewsListItem;
  onNavigate: NewsListProps["onNavigate"];
  describedBy: string | undefined;
  className: string;
}) {
  return (
    <a
      data-slot="news-list-link"
      href={item.href}
      aria-describedby={describedBy}
      onClick={(event) => {
        if (onNavigate && isPlainLeftClick(event)) onNavigate(event, item);
      }}
      className={cn(linkClassName, className)}
    >
      {item.title}
    </a>
  );
}

function useAge(item: NewsListItem, now: Date | undefined) {
  const id = React.useId();
  const age = now ? articleAge(item.publishedAt, now) : null;
  const node = age ? (
    <span id={id} data-slot="news-list-age" className="text-xs text-muted-foreground">
      {age}
    </span>
  ) : null;
  return { id: age ? id : undefined, node };
}

type ItemProps = { item: NewsListItem; now: Date | undefined; onNavigate: NewsListProps["onNavigate"] };

function LeadItem({ item, now, onNavigate }: ItemProps) {
  const subtitleId = React.useId();
  const age = useAge(item, now);
  const describedBy = [item.subtitle ? subtitleId : null, age.id].filter(Boolean).join(" ") || undefined;
  return (
    <li data-slot="news-list-lead" className="group relative flex flex-col gap-2">
      {/* Lazy like the others: the list sits below the first screen (the home's side column), and an eager image was
          preloaded with the page; as an SVG, its document was parsed, styled and laid out on the main thread during the
          load (a task of 7-19 ms in Lighthouse's trace). */}
      <ArticleImage src={item.imageUrl} className="aspect-video w-full rounded-md" />
      <ItemLink
        item={item}
        onNavigate={onNavigate}
        describedBy={describedBy}
        className="line-clamp-3 font-display text-lg leading-snug font-semibold break-words"
      />
      {item.subtitle ? (
        <p id={subtitleId} className="line-clamp-3 text-sm leading-relaxed break-words text-muted-foreground">
          {item.subtitle}
        </p>
      ) : null}
      {age.node}
    </li>
  );
}

function CompactItem({ item, now, onNavigate }: ItemProps) {
  const age = useAge(item, now);
  return (
    <li data-slot="news-list-item" className="group relative flex items-start gap-3">
      <ArticleImage src={item.imageUrl} className="aspect-[4/3] w-20 shrink-0 rounded-md" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <ItemLink
          item={item}
          onNavigate={onNavigate}
          describedBy={age.id}
          className="line-clamp-3 text-sm leading-snug font-medium break-words"
        />
        {age.node}
      </div>
    </li>
  );
}

function NewsListSkeleton({ count }: { count: number }) {
  return (
    <div data-slot="news-list-loading" aria-hidden="true" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Skeleton className="aspect-video w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-3 w-full" />
      </div>
      {Array.from({ length: Math.max(0, count - 1) }, (_, i) => (
        <div key={i} className="flex items-start gap-3">
          <Skeleton className="aspect-[4/3] w-20 shrink-0" />
          <div className="flex flex-1 flex-col gap-2 pt-1">
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The home page's latest-news box: the newest article large (image, title, subtitle), the next ones compact. */
export function NewsList({
  items,
  limit = 4,
  now,
  loading = false,
  title = "Últimas notícias",
  onNavigate,
  className,
  ...props
}: NewsListProps) {
  const headingId = React.useId();
  const shown = items.slice(0, limit);
  const [lead, ...rest] = shown;

  let body: React.ReactNode;
  if (loading) {
    body = <NewsListSkeleton count={limit} />;
  } else if (!lead) {
    body = (
      <div
        data-slot="news-list-empty"
        className="flex flex-col items-center gap-2 py-8 text-center text-muted-foreground"
      >
        <Newspaper aria-hidden="true" className="size-8" />
        <p className="text-sm font-medium">Nenhuma notícia publicada ainda</p>
      </div>
    );
  } else {
    body = (
      <ul data-slot="news-list-items" className="flex flex-col gap-4">
        <LeadItem item={lead} now={now} onNavigate={onNavigate} />
        {rest.map((item) => (
          <CompactItem key={item.id} item={item} now={now} onNavigate={onNavigate} />
        ))}
      </ul>
    );
  }

  return (
    <section
      data-slot="news-list"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-border bg-card p-3 text-card-foreground sm:p-4",
        className,
      )}
      {...props}
    >
      <h2 id={headingId} className="flex items-center gap-2 font-display text-lg leading-tight font-bold">
        <Newspaper aria-hidden="true" className="size-5 text-primary" />
        {title}
      </h2>
      {body}
    </section>
  );
}
