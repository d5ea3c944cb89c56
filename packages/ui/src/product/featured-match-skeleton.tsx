import * as React from "react";

import { cn } from "../lib/cn.ts";
import { Skeleton } from "../primitives/skeleton.tsx";

// Kept apart from the slider so that a page can show the slider's placeholder before Embla and the slider's
// code have loaded (the 1 s placeholder of docs/product.md#featured-matches-slider), with the very same markup and
// size.

/** A loading placeholder with exactly a FeaturedMatchCard's size. */
export function FeaturedMatchCardSkeleton({ className, ...props }: React.ComponentProps<"div">) {
  const team = (
    <span className="flex flex-col items-center gap-1">
      <Skeleton className="size-10 rounded-full" />
      <span className="flex h-5 items-center">
        <Skeleton className="h-3 w-20" />
      </span>
    </span>
  );
  return (
    <div
      data-slot="featured-match-skeleton"
      aria-hidden="true"
      className={cn("flex flex-col gap-3 rounded-lg border border-border bg-card p-3", className)}
      {...props}
    >
      <div className="flex h-5 items-center gap-2">
        <Skeleton className="size-4 rounded-full" />
        <Skeleton className="h-3 w-32" />
      </div>
      <div className="-mx-1 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-2 p-1">
        {team}
        <span className="flex min-w-16 flex-col items-center gap-1">
          <span className="flex h-8 items-center">
            <Skeleton className="h-6 w-14" />
          </span>
          <Skeleton className="h-4 w-10" />
        </span>
        {team}
      </div>
      <div className="grid grid-cols-3 gap-1.5">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    </div>
  );
}

/** The slider's loading block: a card placeholder plus the bullets' height, announced to screen readers. */
export function FeaturedMatchSliderLoading() {
  return (
    <div data-slot="featured-match-slider-loading" className="flex flex-col gap-3">
      <FeaturedMatchCardSkeleton />
      {/* Where the bullets will be, so they do not push the page down when they appear. */}
      <div className="h-6" />
      <span className="sr-only" role="status">
        Carregando jogos em destaque
      </span>
    </div>
  );
}

/** The whole slider as it looks while loading: its heading and the loading block. */
export function FeaturedMatchSliderShell({
  title = "Jogos em destaque",
  className,
  ...props
}: Omit<React.ComponentProps<"section">, "children" | "title"> & { title?: string }) {
  const titleId = React.useId();
  return (
    <section
      data-slot="featured-match-slider"
      aria-labelledby={titleId}
      aria-busy
      className={cn("flex min-w-0 flex-col gap-3", className)}
      {...props}
    >
      <div className="flex h-8 items-center justify-between gap-2">
        <h2 id={titleId} className="truncate font-display text-lg leading-tight font-semibold">
          {title}
        </h2>
      </div>
      <FeaturedMatchSliderLoading />
    </section>
  );
}
