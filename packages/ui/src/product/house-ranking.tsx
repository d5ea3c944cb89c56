import * as React from "react";
import { Check, Star } from "lucide-react";
import { VISIT_SITE } from "@placar/core/messages";
import { formatDecimal } from "@placar/core/odds";

import { cn } from "../lib/cn.ts";
import { Badge } from "../primitives/badge.tsx";
import { Card, CardFooter } from "../primitives/card.tsx";
import { AffiliateLink, HouseLogo, ResponsibleNotice, type BettingHouseView } from "./offers-box.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";

/** What one ranked house needs: the API's house objects fit as they are. */
export type HouseRankingHouse = Pick<
  BettingHouseView,
  "id" | "house" | "logo" | "color" | "textColor" | "link" | "description" | "ranking" | "review" | "rating"
> &
  Partial<Pick<BettingHouseView, "promos">>;

export type HouseRankingProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The houses; shown by `ranking`, best first, whatever order they come in. */
  houses: readonly HouseRankingHouse[];
  /** Level of each house's heading: 2 under the page's <h1> (default), 3 inside another section. */
  headingLevel?: 2 | 3;
  /** Lists each house's promotions under its description. */
  showPromos?: boolean;
  /** Shows placeholders while the houses load. */
  loading?: boolean;
};

/** "4,8": ratings are written the Brazilian way. */
export function formatRating(rating: number): string {
  return formatDecimal(rating, 1);
}

function Review({ house }: { house: HouseRankingHouse }) {
  const rating = formatRating(house.rating);
  return (
    <p data-slot="house-ranking-review" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="text-xs font-medium text-muted-foreground">Análise Placar:</span>
      <Badge variant="secondary">{house.review}</Badge>
      <span className="inline-flex items-center gap-1 font-signika font-semibold tabular-nums">
        <Star aria-hidden="true" className="size-4 fill-best text-best" />
        <span aria-hidden="true">{rating}</span>
        <span className="sr-only">, nota {rating} de 5</span>
      </span>
    </p>
  );
}

function RankedHouse({
  house,
  headingLevel,
  showPromos,
}: {
  house: HouseRankingHouse;
  headingLevel: 2 | 3;
  showPromos: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const promos = showPromos ? (house.promos ?? []) : [];
  return (
    <li data-slot="house-ranking-item" data-ranking={house.ranking}>
      <Card className="overflow-hidden">
        <div className="flex gap-3 p-4 sm:gap-4 sm:p-5">
          <span
            data-slot="house-ranking-position"
            className="w-9 shrink-0 pt-0.5 font-display text-2xl leading-none font-bold text-muted-foreground tabular-nums sm:w-11 sm:text-3xl"
          >
            <span aria-hidden="true">{house.ranking}º</span>
            <span className="sr-only">{house.ranking}º lugar:</span>
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <HouseLogo house={house} className="h-9 w-[7.5rem]" />
              <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
                <Heading className="font-display text-lg leading-tight font-semibold break-words">
                  {house.house}
                </Heading>
                <Review house={house} />
              </div>
            </div>
            <p className="text-sm leading-relaxed">{house.description}</p>
            {promos.length > 0 ? (
              <ul
                aria-label={`Ofertas da ${house.house}`}
                className="flex flex-col gap-1 text-sm text-muted-foreground"
              >
                {promos.map((promo) => (
                  <li key={promo} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span className="min-w-0 break-words">{promo}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <CardFooter className="justify-end">
          <AffiliateLink
            house={house}
            label={VISIT_SITE}
            preposition="da"
            size="default"
            className="w-full sm:w-auto"
          />
        </CardFooter>
      </Card>
    </li>
  );
}

function RankedHouseSkeleton() {
  return (
    <li>
      <Card className="overflow-hidden">
        <div className="flex gap-3 p-4 sm:gap-4 sm:p-5">
          <Skeleton className="h-7 w-9 shrink-0 sm:w-11" />
          <div className="flex min-w-0 flex-1 flex-col gap-3">
            <div className="flex items-center gap-3">
              <Skeleton className="h-9 w-[7.5rem]" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-4 w-40" />
              </div>
            </div>
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-10/12" />
          </div>
        </div>
        <CardFooter className="justify-end">
          <Skeleton className="h-10 w-full sm:w-36" />
        </CardFooter>
      </Card>
    </li>
  );
}

/**
 * The betting guide's ranking: each house with its position, logo, review ('Análise Placar', label and
 * rating), description, promotions and a 'Visitar site' affiliate link, then the 18+ notice.
 */
export function HouseRanking({
  houses,
  headingLevel = 2,
  showPromos = true,
  loading = false,
  className,
  ...props
}: HouseRankingProps) {
  const ranked = React.useMemo(() => [...houses].sort((a, b) => a.ranking - b.ranking), [houses]);

  let body: React.ReactNode;
  if (loading) {
    body = (
      <ol data-slot="house-ranking-loading" aria-hidden="true" className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <RankedHouseSkeleton key={i} />
        ))}
      </ol>
    );
  } else if (ranked.length === 0) {
    body = (
      <p
        data-slot="house-ranking-empty"
        className="rounded-lg border border-border bg-card p-6 text-center text-sm text-muted-foreground"
      >
        Nenhuma casa de apostas disponível no momento.
      </p>
    );
  } else {
    body = (
      <ol data-slot="house-ranking-list" aria-label="Ranking das casas de apostas" className="flex flex-col gap-3">
        {ranked.map((house) => (
          <RankedHouse key={house.id} house={house} headingLevel={headingLevel} showPromos={showPromos} />
        ))}
      </ol>
    );
  }

  return (
    <div
      data-slot="house-ranking"
      aria-busy={loading || undefined}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      {body}
      <ResponsibleNotice>
        Jogue com responsabilidade: apostas envolvem risco de perda e não são fonte de renda. Links de parceiros
        (publicidade).
      </ResponsibleNotice>
    </div>
  );
}
