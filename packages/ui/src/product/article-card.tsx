import * as React from "react";
import { ChevronRight, Newspaper } from "lucide-react";
import { relativeAge } from "@placar/core/dates";
import { READ_MORE } from "@placar/core/messages";

import { cn } from "../lib/cn.ts";
import { Button } from "../primitives/button.tsx";
import { FallbackImage } from "../primitives/fallback-image.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";
import { isPlainLeftClick } from "../lib/events.ts";
import { TeamCrest } from "./crest.tsx";

function toInstant(value: string | Date | null | undefined): Date | null {
  if (value == null || value === "") return null;
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/**
 * "há 2 horas" for a publication instant seen at `now` (pt-BR, core's rule), or null when the date is
 * missing or unreadable: a card loses its age rather than the page failing on one bad record.
 */
export function articleAge(publishedAt: string | Date | null | undefined, now: Date): string | null {
  const instant = toInstant(publishedAt);
  return instant ? relativeAge(instant, now) : null;
}

/** The card's byline: "há 2 horas · Por Ana Lima", either part alone when the other is missing. */
export function articleByline(age: string | null, author: string | null | undefined): string {
  const by = author?.trim() ? `Por ${author.trim()}` : null;
  return [age, by].filter(Boolean).join(" · ");
}

export type ArticleImageProps = {
  /** Image address; a newspaper placeholder is shown when missing or broken. */
  src?: string | null;
  /** Sizes the image box; the placeholder fills the same box. */
  className?: string;
  /** Whether the image is likely on screen at load (the first, large item): loads eagerly. */
  priority?: boolean;
};

/** An article's banner, decorative (the title says what it is), with a placeholder of the same size. */
export function ArticleImage({ src, className, priority = false }: ArticleImageProps) {
  const fallback = (
    <span
      data-slot="article-image-fallback"
      aria-hidden="true"
      className={cn("flex items-center justify-center bg-muted text-muted-foreground", className)}
    >
      <Newspaper className="size-1/4 max-h-12 max-w-12 min-h-5 min-w-5" />
    </span>
  );
  return (
    <FallbackImage
      data-slot="article-image"
      src={src}
      alt=""
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={cn("bg-muted object-cover", className)}
      fallback={fallback}
    />
  );
}

export type ArticleTeam = {
  /** The team's name. */
  name: string;
  /** The team's crest; a ball icon is shown when missing or broken. */
  logoUrl?: string | null;
};

function Crest({ team }: { team: ArticleTeam }) {
  return <TeamCrest src={team.logoUrl} size={20} />;
}

export type ArticleCardProps = Omit<React.ComponentProps<"article">, "children" | "title"> & {
  /** The article's title. */
  title: string;
  /** The standfirst, clamped to 4 lines. */
  subtitle?: string | null;
  /** Banner image; a placeholder is shown when missing or broken. */
  imageUrl?: string | null;
  /** The match's home team. */
  home: ArticleTeam;
  /** The match's away team. */
  away: ArticleTeam;
  /** Publication instant (ISO string or Date). */
  publishedAt?: string | Date | null;
  /** The clock the age is computed against (the server's, so server and browser print the same). */
  now: Date;
  /** Who wrote it. */
  author?: string | null;
  /** The article page: /estatisticas/{id}?slug={slug}. */
  href: string;
  /**
   * Called on a plain left click of 'Ver Mais' (not ctrl/cmd/shift/alt or middle click, so "open in new
   * tab" keeps working); call `event.preventDefault()` in it to route client-side.
   */
  onNavigate?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** Level of the title's heading; 3 by default (cards sit under a page's or section's <h2>). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * One statistics article in the list: banner, both teams' crests, title, a 4-line subtitle, age and
 * author, and 'Ver Mais' to the article page.
 */
export function ArticleCard({
  title,
  subtitle,
  imageUrl,
  home,
  away,
  publishedAt,
  now,
  author,
  href,
  onNavigate,
  headingLevel = 3,
  className,
  ...props
}: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  const instant = toInstant(publishedAt);
  const byline = articleByline(instant ? relativeAge(instant, now) : null, author);
  return (
    <article
      data-slot="article-card"
      className={cn(
        "flex h-full min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground",
        className,
      )}
      {...props}
    >
      <ArticleImage src={imageUrl} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <p
          data-slot="article-card-teams"
          className="flex min-w-0 items-center gap-1.5 text-xs font-medium text-muted-foreground"
        >
          <Crest team={home} />
          <span className="truncate" title={home.name}>
            {home.name}
          </span>
          <span aria-hidden="true" className="shrink-0">
            x
          </span>
          <span className="sr-only"> contra </span>
          <span className="truncate" title={away.name}>
            {away.name}
          </span>
          <Crest team={away} />
        </p>
        <Heading
          data-slot="article-card-title"
          className="line-clamp-3 font-display text-base leading-snug font-semibold break-words sm:text-lg"
        >
          {title}
        </Heading>
        {subtitle ? (
          <p
            data-slot="article-card-subtitle"
            className="line-clamp-4 text-sm leading-relaxed break-words text-muted-foreground"
          >
            {subtitle}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-3 pt-1">
          {byline ? (
            <p data-slot="article-card-byline" className="text-xs text-muted-foreground">
              {instant ? <time dateTime={instant.toISOString()}>{byline}</time> : byline}
            </p>
          ) : null}
          <Button asChild variant="outline" size="sm" className="self-start">
            <a
              data-slot="article-card-link"
              href={href}
              onClick={(event) => {
                if (onNavigate && isPlainLeftClick(event)) onNavigate(event);
              }}
            >
              {READ_MORE}
              {/* Words, not punctuation: the flex layout puts a space before this part in the spoken name. */}
              <span className="sr-only"> sobre {title}</span>
              <ChevronRight aria-hidden="true" />
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}

/** A loading placeholder with an ArticleCard's shape. */
export function ArticleCardSkeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="article-card-skeleton"
      aria-hidden="true"
      className={cn("flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card", className)}
      {...props}
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-11/12" />
        <Skeleton className="h-3 w-3/5" />
        <Skeleton className="mt-2 h-3 w-1/2" />
        <Skeleton className="h-8 w-24" />
      </div>
    </div>
  );
}
