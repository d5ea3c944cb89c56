import * as React from "react";
import { Clock, ExternalLink } from "lucide-react";

import { formatPercent } from "@placar/core/market";
import { outcomeCount, type Market } from "@placar/core/markets";

import { cn } from "../lib/cn.ts";
import { Button } from "../primitives/button.tsx";
import { OddsButton } from "./odds-button.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";
import { ONE_X_TWO, marketPayout, outcomeHeadings, spokenMarket } from "./market-view.ts";

/**
 * One odd as the API sends it: the house (`bet`), the outcome (`option`) and the decimal odd. In a market other
 * than 1X2 the option is the outcome's name as core's `outcomeLabels` writes it ('Sim', 'Mais de 2,5', …).
 */
export type HouseOdd = { bet: string; option: string; odd: number };

/** A betting house's branding and affiliate link. */
export type HouseBrand = {
  /** The house's name, as in the odds' `bet`. */
  house: string;
  /** Brand colour (hex). */
  color: string;
  /** Text colour with AA contrast on `color`. */
  textColor: string;
  /** Affiliate link, opened in a new tab with rel="sponsored". */
  link: string;
  /** Logo address; the name on the brand colour is shown when missing or broken. */
  logoUrl?: string | null;
};

const SPONSORED = "sponsored noopener noreferrer";

/**
 * The house's name in readable type (12 px, 14 px from `sm` up) on its brand colour. Not the logo: inside a table
 * column the logo's wordmark shrinks to 6 or 7 px, and a bettor must tell at a glance which house gives which price
 * (docs/product.md#odds-display).
 */
export function HouseMark({
  brand,
  name,
  className,
}: {
  brand: HouseBrand | undefined;
  name: string;
  className?: string;
}) {
  return (
    <span
      data-slot="house-mark"
      title={name}
      className={cn(
        "block h-6 w-fit max-w-full truncate rounded-md px-2 text-xs leading-6 font-bold sm:h-7 sm:text-sm sm:leading-7",
        !brand && "bg-secondary text-secondary-foreground",
        className,
      )}
      style={brand ? { backgroundColor: brand.color, color: brand.textColor } : undefined}
    >
      {name}
    </span>
  );
}

/**
 * A house's name under a price, in readable type: a long one-word name breaks where its words join
 * ('BetPonto' over 'Bet') rather than being cut in a narrow column.
 */
function HouseUnder({ name }: { name: string | null }) {
  if (!name) return null;
  const parts = name.split(/(?<=[a-zà-ú])(?=[A-ZÀ-Ú])/);
  return (
    <span
      aria-hidden="true"
      data-slot="odds-by-house-best-house"
      className="mt-1 line-clamp-2 min-h-8 text-xs leading-4 font-medium break-words text-foreground sm:min-h-4"
    >
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </React.Fragment>
      ))}
    </span>
  );
}

/** 'Retorno 95,3%' under a house (or the best combination); nothing when a price is missing. */
function PayoutNote({ share }: { share: number }) {
  if (!Number.isFinite(share)) return null;
  return (
    <span
      data-slot="odds-by-house-payout"
      className="mt-1 block text-[0.6875rem] leading-3 font-normal text-muted-foreground"
    >
      Retorno {formatPercent(share)}
    </span>
  );
}

/** How old a house's price is, when it is no longer fresh ('há 12 min'), said in full to screen readers. */
function AgeNote({ age }: { age: string }) {
  return (
    <span
      data-slot="odds-by-house-age"
      className="mt-0.5 flex items-center gap-1 text-[0.6875rem] leading-3 font-normal text-muted-foreground"
    >
      <Clock aria-hidden="true" className="size-3 shrink-0" />
      <span>
        <span className="sr-only">Preço conferido </span>
        {age}
      </span>
    </span>
  );
}

function bestOf(values: readonly (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length > 0 ? Math.max(...present) : null;
}

export type OddsByHouseProps = Omit<React.ComponentProps<"div">, "children"> & {
  /**
   * The market the odds are of (core's Market), 1X2 by default: its outcomes are the columns (core's
   * `outcomeLabels`, matched against the odds' `option`), two or three.
   */
  market?: Market;
  /** Home team's name, as in the odds' `option`. */
  home: string;
  /** Away team's name, as in the odds' `option`. */
  away: string;
  /** The match's odds, every house and outcome. */
  odds: readonly HouseOdd[];
  /** Branding and links of the known houses, in the order to list them. */
  houses: readonly HouseBrand[];
  /** The table's caption; 'Odds por casa de apostas' ('…: Ambas marcam' in another market) by default. */
  caption?: string;
  /** Shown when no house has odds for the match ('… odds de Ambas marcam …' in another market). */
  emptyText?: string;
  /**
   * Shows each house's payout ('Retorno 95,3%': the share of the stakes it pays back, 1 / Σ 1/odd) under its mark,
   * and a last row 'Melhor combinação' with the best price of each outcome and their payout. On by default.
   */
  showPayout?: boolean;
  /**
   * Per house, the prices its arrows compare with, one per outcome ([home, draw, away] in 1X2): the opening, or a
   * few minutes ago live.
   */
  previous?: ReadonlyMap<string, readonly (number | null)[]>;
  /** Per house, how old its price is when no longer fresh ('há 12 min', core's freshnessLabel); fresh ones are absent. */
  ages?: ReadonlyMap<string, string>;
};

/**
 * A market's table (1X2 by default): one row per betting house with its price of each outcome (home, 'Empate' and
 * away; 'Sim' and 'Não'; …), the best of each column highlighted, and a 'Registrar' link to the house.
 */
export function OddsByHouse({
  market = ONE_X_TWO,
  home,
  away,
  odds,
  houses,
  caption,
  emptyText,
  showPayout = true,
  previous,
  ages,
  className,
  ...props
}: OddsByHouseProps) {
  const headings = outcomeHeadings(market, home, away);
  const options = headings.map((h) => h.full);
  const marketName = spokenMarket(market);
  const empty = emptyText ?? `Nenhuma casa oferece odds ${marketName ? `de ${marketName} ` : ""}para este jogo ainda`;
  const names = [...houses.map((h) => h.house), ...odds.map((o) => o.bet)].filter(
    (name, index, all) => all.indexOf(name) === index && odds.some((o) => o.bet === name),
  );
  if (names.length === 0) {
    return (
      <div
        data-slot="odds-by-house-empty"
        className={cn(
          "flex min-h-24 items-center justify-center rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground",
          className,
        )}
        {...props}
      >
        {empty}
      </div>
    );
  }
  const table = names.map((name) => ({
    name,
    brand: houses.find((h) => h.house === name),
    values: options.map((option) => odds.find((o) => o.bet === name && o.option === option)?.odd ?? null),
  }));
  const best = options.map((_, column) => bestOf(table.map((row) => row.values[column] ?? null)));
  const bestHouses = options.map((_, column) =>
    best[column] == null ? null : (table.find((row) => row.values[column] === best[column])?.name ?? null),
  );
  const combinedPayout = marketPayout(market, best);
  return (
    <div
      data-slot="odds-by-house"
      className={cn("relative overflow-x-auto rounded-lg border border-border bg-card", className)}
      {...props}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 py-2 text-left font-display text-base font-semibold">
          {caption ?? (marketName ? `Odds por casa de apostas: ${marketName}` : "Odds por casa de apostas")}
        </caption>
        <thead>
          <tr className="border-y border-border text-xs text-muted-foreground">
            <th scope="col" className="px-2 py-2 text-left font-medium sm:px-3">
              Casa
            </th>
            {headings.map(({ full, short }, i) => (
              <th key={i} scope="col" className="max-w-20 truncate px-1 py-2 text-center font-medium" title={full}>
                {short === full ? (
                  full
                ) : (
                  <>
                    <span aria-hidden="true">{short}</span>
                    <span className="sr-only">{full}</span>
                  </>
                )}
              </th>
            ))}
            <th scope="col" className="px-2 py-2 font-medium sm:px-3">
              <span className="sr-only">Cadastro</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {table.map((row) => (
            <tr key={row.name} data-slot="odds-by-house-row" className="border-b border-border last:border-b-0">
              <th scope="row" className="max-w-28 px-2 py-2 text-left font-medium sm:max-w-none sm:px-3">
                <HouseMark brand={row.brand} name={row.name} />
                {showPayout ? <PayoutNote share={marketPayout(market, row.values)} /> : null}
                {ages?.get(row.name) ? <AgeNote age={ages.get(row.name)!} /> : null}
              </th>
              {row.values.map((value, column) => (
                <td key={column} className="px-1 py-2 text-center">
                  <OddsButton
                    odd={value}
                    label={options[column] ?? "Empate"}
                    marketName={marketName}
                    house={null}
                    best={value !== null && value === best[column]}
                    previous={previous?.get(row.name)?.[column]}
                    className="mx-auto flex h-11 w-14 sm:h-12 sm:w-20"
                  />
                </td>
              ))}
              <td className="px-2 py-2 text-right sm:px-3">
                {row.brand ? (
                  <Button asChild size="sm" variant="secondary" className="size-9 px-0 sm:size-auto sm:h-8 sm:px-3">
                    <a
                      href={row.brand.link}
                      target="_blank"
                      rel={SPONSORED}
                      aria-label={`Registrar na ${row.name} (abre em nova aba)`}
                    >
                      {/* On a phone the icon alone: the word would push the last column out of a 360 px screen. */}
                      <span className="hidden sm:inline">Registrar</span>
                      <ExternalLink aria-hidden="true" />
                    </a>
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
        {showPayout && table.length > 1 ? (
          <tfoot>
            <tr data-slot="odds-by-house-best" className="border-t-2 border-border bg-muted/40">
              <th scope="row" className="px-2 py-2 text-left text-xs font-semibold sm:px-3 sm:text-sm">
                Melhor combinação
                <PayoutNote share={combinedPayout} />
              </th>
              {best.map((value, column) => (
                <td key={column} className="px-1 py-2 text-center">
                  <OddsButton
                    odd={value}
                    label={options[column] ?? "Empate"}
                    marketName={marketName}
                    house={bestHouses[column] ?? null}
                    hideHouse
                    best={value !== null}
                    className="mx-auto flex h-11 w-14 sm:h-12 sm:w-20"
                  />
                  <HouseUnder name={bestHouses[column] ?? null} />
                </td>
              ))}
              <td />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** A loading placeholder with the size of an OddsByHouse of `rows` houses (`columns`: 2 for a two-way market). */
export function OddsByHouseSkeleton({
  rows = 7,
  showPayout = true,
  columns = 3,
  className,
  ...props
}: React.ComponentProps<"div"> & { rows?: number; showPayout?: boolean; columns?: 2 | 3 }) {
  const slots = columns === 2 ? [0, 1] : [0, 1, 2];
  return (
    <div
      data-slot="odds-by-house-skeleton"
      aria-hidden="true"
      className={cn("overflow-hidden rounded-lg border border-border bg-card", className)}
      {...props}
    >
      <div className="flex h-10 items-center px-3">
        <Skeleton className="h-4 w-48" />
      </div>
      <div className="h-[2.0625rem] border-y border-border" />
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          className={cn(
            "flex h-[3.8125rem] items-center gap-2 px-2 sm:h-[4.0625rem] sm:px-3",
            i > 0 && "border-t border-border",
          )}
        >
          <Skeleton className="h-6 w-20 sm:h-7 sm:w-24" />
          <div className="flex flex-1 justify-center gap-2">
            {slots.map((j) => (
              <Skeleton key={j} className="mx-auto flex h-11 w-14 sm:h-12 sm:w-20" />
            ))}
          </div>
          <Skeleton className="h-8 w-20" />
        </div>
      ))}
      {/* 'Melhor combinação', with the house written under each price (two lines kept for it on a phone) */}
      {showPayout && rows > 1 ? (
        <div className="flex h-[6.0625rem] items-center gap-2 border-t-2 border-border px-2 sm:h-[5.3125rem] sm:px-3">
          <Skeleton className="h-6 w-20 sm:h-7 sm:w-24" />
          <div className="flex flex-1 justify-center gap-2">
            {slots.map((j) => (
              <Skeleton key={j} className="mx-auto flex h-11 w-14 sm:h-12 sm:w-20" />
            ))}
          </div>
          <div className="w-20" />
        </div>
      ) : null}
    </div>
  );
}

export type OddsByBetTypeProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The market the odds are of (core's Market), 1X2 by default: its name is said before each outcome. */
  market?: Market;
  /** The odds, grouped by their `bet` (a house, or a market when the provider sends others). */
  odds: readonly HouseOdd[];
  /** Branding and links for groups that are betting houses. */
  houses?: readonly HouseBrand[];
  /** Shown when there are no odds. */
  emptyText?: string;
  /**
   * Shows each house's payout ('Retorno 95,3%': the share of the stakes it pays back, 1 / Σ 1/odd) under its mark,
   * and a last row 'Melhor combinação' with the best price of each outcome and their payout. On by default.
   */
  showPayout?: boolean;
};

/**
 * The analysis page's odds: one card per `bet` with its options, in the order received; the highest
 * odd of each option across the cards is highlighted.
 */
export function OddsByBetType({
  market = ONE_X_TWO,
  odds,
  houses = [],
  emptyText = "Nenhuma odd disponível para este jogo",
  className,
  ...props
}: OddsByBetTypeProps) {
  const groups = React.useMemo(() => {
    const map = new Map<string, HouseOdd[]>();
    for (const odd of odds) map.set(odd.bet, [...(map.get(odd.bet) ?? []), odd]);
    return [...map];
  }, [odds]);
  if (groups.length === 0) {
    return (
      <div
        data-slot="odds-by-bet-type-empty"
        className={cn(
          "flex min-h-24 items-center justify-center rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground",
          className,
        )}
        {...props}
      >
        {emptyText}
      </div>
    );
  }
  const marketName = spokenMarket(market);
  const count = outcomeCount(market);
  const bestByOption = new Map<string, number>();
  for (const o of odds) bestByOption.set(o.option, Math.max(bestByOption.get(o.option) ?? 0, o.odd));
  return (
    <div data-slot="odds-by-bet-type" className={cn("grid gap-3 sm:grid-cols-2", className)} {...props}>
      {groups.map(([bet, items]) => {
        const brand = houses.find((h) => h.house === bet);
        const headingId = `odds-group-${bet.replace(/\W+/g, "-")}`;
        return (
          <section
            key={bet}
            aria-labelledby={headingId}
            data-slot="odds-by-bet-type-group"
            className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 id={headingId} className="min-w-0 truncate font-display text-sm font-semibold">
                <HouseMark brand={brand} name={bet} />
              </h3>
              {brand ? (
                <Button asChild size="sm" variant="secondary">
                  <a
                    href={brand.link}
                    target="_blank"
                    rel={SPONSORED}
                    aria-label={`Registrar na ${bet} (abre em nova aba)`}
                  >
                    Registrar
                  </a>
                </Button>
              ) : null}
            </div>
            <ul className={cn("grid gap-1.5", count === 2 ? "grid-cols-2" : "grid-cols-3")}>
              {items.map((item) => (
                <li key={item.option} className="flex min-w-0 flex-col items-center gap-1">
                  <span
                    aria-hidden="true"
                    className="max-w-full truncate text-xs text-muted-foreground"
                    title={item.option}
                  >
                    {item.option}
                  </span>
                  <OddsButton
                    odd={item.odd}
                    label={item.option}
                    marketName={marketName}
                    house={null}
                    best={item.odd === bestByOption.get(item.option)}
                    layout="responsive"
                  />
                </li>
              ))}
            </ul>
            {items.length === count ? (
              <PayoutNote
                share={marketPayout(
                  market,
                  items.map((item) => item.odd),
                )}
              />
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
