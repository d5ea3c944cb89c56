import * as React from "react";
import { Check, ChevronDown, ChevronUp, ExternalLink, Gift } from "lucide-react";
import { REGISTER_AT_HOUSE, SHOW_LESS, SHOW_MORE } from "@placar/core/messages";

import { cn } from "../lib/cn.ts";
import { Badge } from "../primitives/badge.tsx";
import { Button } from "../primitives/button.tsx";
import { FallbackImage } from "../primitives/fallback-image.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";
import { useControllableState } from "../primitives/use-controllable-state.ts";

/**
 * A betting house as GET /api/houses/ serves it. Declared here rather than imported because `ui` does not
 * depend on api-client; the API's objects are assignable to it as they are.
 */
export type BettingHouseView = {
  id: number;
  /** The house's name, as in the odds' `bet`. */
  house: string;
  slug: string;
  /** Logo address (an SVG of the name on the brand colour); the name on `color` is shown when missing or broken. */
  logo?: string | null;
  /** Brand colour (hex). */
  color: string;
  /** Text colour with AA contrast on `color`. */
  textColor: string;
  /** Affiliate link; always opened in a new tab with rel="sponsored noopener noreferrer". */
  link: string;
  /** The offers box's promo bullets. */
  promos: readonly string[];
  /** The betting guide's description. */
  description: string;
  /** Position in the guide (1 = best rated). */
  ranking: number;
  /** The guide's review label ('Excelente', 'Muito bom', …). */
  review: string;
  /** Rating out of 5. */
  rating: number;
};

/** Affiliate links are advertising: Brazilian rules and search engines both ask for `sponsored`. */
export const SPONSORED_REL = "sponsored noopener noreferrer";

export type HouseLogoProps = {
  /** The house whose logo (or, failing it, name on the brand colour) is shown. */
  house: Pick<BettingHouseView, "house" | "logo" | "color" | "textColor">;
  /** Sizes the logo box; the fallback keeps the same box so nothing moves when an image fails. */
  className?: string;
};

/** The house's logo, decorative because the name is always written beside it. */
export function HouseLogo({ house, className }: HouseLogoProps) {
  const box = cn("h-8 w-[6.5rem] shrink-0 rounded-md", className);
  const fallback = (
    <span
      data-slot="house-logo-fallback"
      aria-hidden="true"
      className={cn(
        box,
        "inline-flex items-center justify-center overflow-hidden px-1.5 font-display text-xs font-bold whitespace-nowrap",
      )}
      style={{ backgroundColor: house.color, color: house.textColor }}
    >
      <span className="truncate">{house.house}</span>
    </span>
  );
  return (
    <FallbackImage
      data-slot="house-logo"
      src={house.logo}
      alt=""
      width={104}
      height={32}
      loading="lazy"
      decoding="async"
      className={cn(box, "object-contain")}
      fallback={fallback}
    />
  );
}

export type ResponsibleNoticeProps = React.ComponentProps<"p">;

/** The "18+" notice with the responsible-gambling line every piece of betting publicity carries. */
export function ResponsibleNotice({ className, children, ...props }: ResponsibleNoticeProps) {
  return (
    <p
      data-slot="responsible-notice"
      className={cn("flex items-center gap-2 text-xs text-muted-foreground", className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="inline-flex h-6 shrink-0 items-center rounded-full border-2 border-error px-1.5 font-signika text-xs font-semibold text-foreground"
      >
        18+
      </span>
      <span className="sr-only">Proibido para menores de 18 anos.</span>
      <span>{children ?? "Jogue com responsabilidade."}</span>
    </p>
  );
}

export type AffiliateLinkProps = Omit<React.ComponentProps<"a">, "href" | "children" | "target" | "rel"> & {
  /** The house the link leads to. */
  house: Pick<BettingHouseView, "house" | "link">;
  /** The visible label; 'Registrar' by default. */
  label?: string;
  /** Joins the label to the house's name in the spoken name: 'Registrar na …', 'Visitar site da …'. */
  preposition?: "na" | "da";
  /** Size of the button look. */
  size?: "sm" | "default";
};

/** An affiliate link with a button's look; its name says where it goes and that a new tab opens. */
export function AffiliateLink({
  house,
  label = REGISTER_AT_HOUSE,
  preposition = "na",
  size = "sm",
  className,
  ...props
}: AffiliateLinkProps) {
  return (
    <Button asChild size={size} className={className}>
      <a data-slot="affiliate-link" href={house.link} target="_blank" rel={SPONSORED_REL} {...props}>
        {label}
        <span className="sr-only">
          {" "}
          {preposition} {house.house} (abre em nova aba)
        </span>
        <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  );
}

/** What one offer needs: the API's house objects fit as they are. */
export type OffersBoxHouse = Pick<
  BettingHouseView,
  "id" | "house" | "logo" | "color" | "textColor" | "link" | "promos"
>;

export type OffersBoxProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The houses, best ranked first (as GET /api/houses/ orders them). */
  houses: readonly OffersBoxHouse[];
  /** How many houses show before 'Ver mais'; 3 by default. */
  visibleCount?: number;
  /** Whether every house is shown (controlled); pair with `onExpandedChange`. */
  expanded?: boolean;
  /** Whether every house starts shown (uncontrolled). */
  defaultExpanded?: boolean;
  /** Called with the new state when 'Ver mais' or 'Ver menos' is pressed. */
  onExpandedChange?: (expanded: boolean) => void;
  /** Shows placeholders while the houses load. */
  loading?: boolean;
  /** The box's heading; 'Melhores ofertas' by default. */
  title?: string;
};

function OfferItem({ house }: { house: OffersBoxHouse }) {
  return (
    <li data-slot="offers-box-item" className="flex flex-col gap-3 rounded-lg border border-border bg-background p-3">
      <div className="flex items-center gap-3">
        <HouseLogo house={house} />
        <h3 className="min-w-0 flex-1 font-display text-base leading-tight font-semibold break-words">{house.house}</h3>
      </div>
      {house.promos.length > 0 ? (
        <ul
          data-slot="offers-box-promos"
          aria-label={`Ofertas da ${house.house}`}
          className="flex flex-col gap-1.5 text-sm"
        >
          {house.promos.map((promo) => (
            <li key={promo} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span className="min-w-0 break-words">{promo}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <AffiliateLink house={house} className="w-full" />
    </li>
  );
}

function OfferItemSkeleton() {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-background p-3">
      <div className="flex items-center gap-3">
        <Skeleton className="h-8 w-[6.5rem]" />
        <Skeleton className="h-4 w-24" />
      </div>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-3.5 w-11/12" />
        <Skeleton className="h-3.5 w-9/12" />
        <Skeleton className="h-3.5 w-10/12" />
      </div>
      <Skeleton className="h-8 w-full" />
    </li>
  );
}

/**
 * The home page's best-offers box: the first houses with their promotions and a 'Registrar' affiliate link
 * each, 'Ver mais' / 'Ver menos' for the rest, and the 18+ notice. The copy states offers, never urges a bet.
 */
export function OffersBox({
  houses,
  visibleCount = 3,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  loading = false,
  title = "Melhores ofertas",
  className,
  ...props
}: OffersBoxProps) {
  const [expanded, setExpanded] = useControllableState(expandedProp, defaultExpanded, onExpandedChange);
  const headingId = React.useId();
  const listId = React.useId();
  const collapsible = houses.length > visibleCount;
  const shown = expanded || !collapsible ? houses : houses.slice(0, visibleCount);

  let body: React.ReactNode;
  if (loading) {
    body = (
      <ul data-slot="offers-box-loading" aria-hidden="true" className="flex flex-col gap-3">
        {Array.from({ length: visibleCount }, (_, i) => (
          <OfferItemSkeleton key={i} />
        ))}
      </ul>
    );
  } else if (houses.length === 0) {
    body = (
      <p data-slot="offers-box-empty" className="py-6 text-center text-sm text-muted-foreground">
        Nenhuma oferta disponível no momento.
      </p>
    );
  } else {
    body = (
      <>
        <ul id={listId} data-slot="offers-box-list" className="flex flex-col gap-3">
          {shown.map((house) => (
            <OfferItem key={house.id} house={house} />
          ))}
        </ul>
        {collapsible ? (
          <Button
            data-slot="offers-box-toggle"
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
            className="self-center"
          >
            {expanded ? SHOW_LESS : SHOW_MORE}
            {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section
      data-slot="offers-box"
      data-state={expanded ? "expanded" : "collapsed"}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-border bg-card p-3 text-card-foreground sm:p-4",
        className,
      )}
      {...props}
    >
      <header className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 font-display text-lg leading-tight font-bold">
          <Gift aria-hidden="true" className="size-5 text-primary" />
          {title}
        </h2>
        <Badge variant="outline" className="font-medium text-muted-foreground">
          Publicidade
        </Badge>
      </header>
      {body}
      <ResponsibleNotice className="border-t border-border pt-3" />
    </section>
  );
}
