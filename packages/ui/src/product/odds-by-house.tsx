import * as React from "react";
import { Clock, ExternalLink } from "lucide-react";

import { formatPercent, payout } from "@placar/core/market";

import { cn } from "../lib/cn.ts";
import { Button } from "../primitives/button.tsx";
import { OddsButton } from "./odds-button.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";

/** One odd as the API sends it: the house (`bet`), the outcome (`option`) and the decimal odd. */
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
  /** Home team's name, as in the odds' `option`. */
  home: string;
  /** Away team's name, as in the odds' `option`. */
  away: string;
  /** The match's odds, every house and outcome. */
  odds: readonly HouseOdd[];
  /** Branding and links of the known houses, in the order to list them. */
  houses: readonly HouseBrand[];
  /** The table's caption. */
  caption?: string;
  /** Shown when no house has odds for the match. */
  emptyText?: string;
  /**
   * Shows each house's payout ('Retorno 95,3%': the share of the stakes it pays back, 1 / Σ 1/odd) under its mark,
   * and a last row 'Melhor combinação' with the best price of each outcome and their payout. On by default.
   */
  showPayout?: boolean;
  /** Per house, the prices its arrows compare with ([home, draw, away]: the opening, or a few minutes ago live). */
  previous?: ReadonlyMap<string, readonly [number, number, number]>;
  /** Per house, how old its price is when no longer fresh ('há 12 min', core's freshnessLabel); fresh ones are absent. */
  ages?: ReadonlyMap<string, string>;
};

/**
 * A 1X2 table: one row per betting house with its home, 'Empate' and away odds, the best of each column
 * highlighted, and a 'Registrar' link to the house.
 */
export function OddsByHouse({
  home,
  away,
  odds,
  houses,
  caption = "Odds por casa de apostas",
  emptyText = "Nenhuma casa oferece odds para este jogo ainda",
  showPayout = true,
  previous,
  ages,
  className,
  ...props
}: OddsByHouseProps) {
  const options = [home, "Empate", away] as const;
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
        {emptyText}
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
  const combinedPayout = payout(best);
  return (
    <div
      data-slot="odds-by-house"
      className={cn("relative overflow-x-auto rounded-lg border border-border bg-card", className)}
      {...props}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 py-2 text-left font-display text-base font-semibold">{caption}</caption>
        <thead>
          <tr className="border-y border-border text-xs text-muted-foreground">
            <th scope="col" className="px-2 py-2 text-left font-medium sm:px-3">
              Casa
            </th>
            {options.map((option, i) => (
              <th key={i} scope="col" className="max-w-20 truncate px-1 py-2 text-center font-medium" title={option}>
                {option}
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
                {showPayout ? <PayoutNote share={payout(row.values)} /> : null}
                {ages?.get(row.name) ? <AgeNote age={ages.get(row.name)!} /> : null}
              </th>
              {row.values.map((value, column) => (
                <td key={column} className="px-1 py-2 text-center">
                  <OddsButton
                    odd={value}
                    label={options[column] ?? "Empate"}
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

/** A loading placeholder with the size of an OddsByHouse of `rows` houses. */
export function OddsByHouseSkeleton({
  rows = 7,
  showPayout = true,
  className,
  ...props
}: React.ComponentProps<"div"> & { rows?: number; showPayout?: boolean }) {
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
            {[0, 1, 2].map((j) => (
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
            {[0, 1, 2].map((j) => (
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
            <ul className="grid grid-cols-3 gap-1.5">
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
                    house={null}
                    best={item.odd === bestByOption.get(item.option)}
                    layout="responsive"
                  />
                </li>
              ))}
            </ul>
            {items.length === 3 ? <PayoutNote share={payout(items.map((item) => item.odd))} /> : null}
          </section>
        );
      })}
    </div>
  );
}
