import * as React from "react";

import { cn } from "../lib/cn.ts";
import { Skeleton } from "../primitives/skeleton.tsx";

/** One statistic as the provider sends it: a count, a "55%" string, a decimal string, or null. */
export type StatValue = number | string | null;

export type StatTeam = {
  /** The team's name. */
  name: string;
  /** The provider's statistics for this team, in the provider's order. */
  statistics: readonly { type: string; value: StatValue }[];
};

/** pt-BR labels of API-Football's statistic types; unknown types are shown as given. */
export const statLabels: Record<string, string> = {
  "Ball Possession": "Posse de bola",
  "Total Shots": "Finalizações",
  "Shots on Goal": "Chutes no gol",
  "Shots off Goal": "Chutes para fora",
  "Blocked Shots": "Chutes bloqueados",
  "Shots insidebox": "Chutes dentro da área",
  "Shots outsidebox": "Chutes de fora da área",
  "Corner Kicks": "Escanteios",
  Fouls: "Faltas",
  Offsides: "Impedimentos",
  "Yellow Cards": "Cartões amarelos",
  "Red Cards": "Cartões vermelhos",
  "Goalkeeper Saves": "Defesas do goleiro",
  "Total passes": "Passes",
  "Passes accurate": "Passes certos",
  "Passes %": "Precisão de passes",
  expected_goals: "Gols esperados (xG)",
  goals_prevented: "Gols evitados",
};

/** Counting statistics that API-Football sends as null when nothing happened: shown as '0'. */
const ZERO_WHEN_NULL = new Set([
  "Total Shots",
  "Shots on Goal",
  "Shots off Goal",
  "Blocked Shots",
  "Shots insidebox",
  "Shots outsidebox",
  "Corner Kicks",
  "Fouls",
  "Offsides",
  "Yellow Cards",
  "Red Cards",
  "Goalkeeper Saves",
  "Total passes",
  "Passes accurate",
]);

/** The label for a provider type: the pt-BR one when known, otherwise the type itself. */
export function statLabel(type: string): string {
  return statLabels[type] ?? type;
}

function display(type: string, value: StatValue): string {
  if (value === null || value === "") return ZERO_WHEN_NULL.has(type) ? "0" : "—";
  if (typeof value === "number") return String(value).replace(".", ",");
  return value.replace(/^(\d+)\.(\d+)/, "$1,$2");
}

function numeric(value: StatValue): number {
  if (value === null) return 0;
  const n = typeof value === "number" ? value : Number.parseFloat(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export type StatComparisonProps = Omit<React.ComponentProps<"table">, "children"> & {
  /** Home team and its statistics (left side). */
  home: StatTeam;
  /** Away team and its statistics (right side). */
  away: StatTeam;
  /** The table's caption. */
  caption?: string;
  /** Shows the caption on screen (it is always read by screen readers). */
  showCaption?: boolean;
  /** Shown when neither team has statistics yet. */
  emptyText?: string;
};

const cellSide = "w-14 py-2 align-top font-signika text-base font-semibold tabular-nums sm:w-20";

/**
 * Both teams' statistics as a table (home value, statistic, away value), each row with a pair of bars
 * growing out from the middle; the bars only illustrate the written values.
 */
export function StatComparison({
  home,
  away,
  caption = "Estatísticas da partida",
  showCaption = false,
  emptyText = "Estatísticas ainda não disponíveis",
  className,
  ...props
}: StatComparisonProps) {
  const types = React.useMemo(() => {
    const seen = new Set<string>();
    for (const s of home.statistics) seen.add(s.type);
    for (const s of away.statistics) seen.add(s.type);
    return [...seen];
  }, [home.statistics, away.statistics]);

  if (types.length === 0) {
    return (
      <div
        data-slot="stat-comparison-empty"
        className={cn(
          "flex min-h-32 items-center justify-center rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground",
          className,
        )}
      >
        {emptyText}
      </div>
    );
  }

  const valueOf = (team: StatTeam, type: string): StatValue =>
    team.statistics.find((s) => s.type === type)?.value ?? null;

  return (
    <table data-slot="stat-comparison" className={cn("w-full border-collapse text-sm", className)} {...props}>
      <caption className={cn(showCaption ? "pb-2 text-left font-display text-base font-semibold" : "sr-only")}>
        {caption}
      </caption>
      <thead>
        <tr className="text-xs text-muted-foreground">
          <th scope="col" className="truncate pb-1 text-left font-medium">
            {home.name}
          </th>
          <th scope="col" className="pb-1 font-medium">
            <span className="sr-only">Estatística</span>
          </th>
          <th scope="col" className="truncate pb-1 text-right font-medium">
            {away.name}
          </th>
        </tr>
      </thead>
      <tbody>
        {types.map((type) => {
          const h = valueOf(home, type);
          const a = valueOf(away, type);
          const hn = numeric(h);
          const an = numeric(a);
          const total = hn + an;
          const hShare = total > 0 ? (hn / total) * 100 : 0;
          const aShare = total > 0 ? (an / total) * 100 : 0;
          return (
            <tr
              key={type}
              data-slot="stat-comparison-row"
              data-type={type}
              className="border-t border-border first:border-t-0"
            >
              <td data-slot="stat-comparison-home" className={cn(cellSide, "text-left")}>
                {display(type, h)}
              </td>
              <th scope="row" className="px-2 py-2 text-center font-normal">
                <span className="block text-muted-foreground">{statLabel(type)}</span>
                <span aria-hidden="true" className="mt-1.5 flex h-1.5 gap-1">
                  <span className="flex flex-1 justify-end overflow-hidden rounded-full bg-muted">
                    <span
                      data-slot="stat-comparison-bar-home"
                      className={cn("h-full rounded-full", hn >= an && hn > 0 ? "bg-primary" : "bg-muted-foreground")}
                      style={{ width: `${hShare}%` }}
                    />
                  </span>
                  <span className="flex flex-1 justify-start overflow-hidden rounded-full bg-muted">
                    <span
                      data-slot="stat-comparison-bar-away"
                      className={cn("h-full rounded-full", an >= hn && an > 0 ? "bg-info" : "bg-muted-foreground")}
                      style={{ width: `${aShare}%` }}
                    />
                  </span>
                </span>
              </th>
              <td data-slot="stat-comparison-away" className={cn(cellSide, "text-right")}>
                {display(type, a)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A loading placeholder with the size of a StatComparison of `rows` statistics. */
export function StatComparisonSkeleton({
  rows = 8,
  className,
  ...props
}: React.ComponentProps<"div"> & { rows?: number }) {
  return (
    <div data-slot="stat-comparison-skeleton" aria-hidden="true" className={cn("w-full text-sm", className)} {...props}>
      <div className="flex h-5 items-start justify-between pb-1">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-3 w-20" />
      </div>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={cn("flex items-start gap-2 py-2", i > 0 && "border-t border-border")}>
          <div className="flex h-6 w-14 items-center sm:w-20">
            <Skeleton className="h-4 w-8" />
          </div>
          <div className="flex flex-1 flex-col items-center">
            <div className="flex h-5 items-center">
              <Skeleton className="h-3 w-28" />
            </div>
            <Skeleton className="mt-1.5 h-1.5 w-full" />
          </div>
          <div className="flex h-6 w-14 items-center justify-end sm:w-20">
            <Skeleton className="h-4 w-8" />
          </div>
        </div>
      ))}
    </div>
  );
}
