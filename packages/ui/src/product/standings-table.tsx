import * as React from "react";

import { cn } from "../lib/cn.ts";
import { Skeleton } from "../primitives/skeleton.tsx";
import { TeamCrest } from "./crest.tsx";

type Split = {
  played: number;
  win: number;
  draw: number;
  lose: number;
  goals: { for: number; against: number };
};

/** One row of a league table as the provider sends it. */
export type StandingsRow = {
  /** Position. */
  rank: number;
  /** The team. */
  team: { id: number; name: string; logo: string | null };
  /** Points. */
  points: number;
  /** Goal difference. */
  goalsDiff: number;
  /** Last results, oldest first, as 'W' / 'D' / 'L' letters ("WWDLW"). */
  form: string | null;
  /** The zone this position leads to ("Promotion - Libertadores", "Relegation", …). */
  description: string | null;
  /** Totals over every match. */
  all: Split;
};

export type StandingsTableProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The rows, in rank order. */
  rows: readonly StandingsRow[];
  /** Team ids to highlight (the two teams of the match). */
  highlightTeamIds?: readonly number[];
  /** The table's caption, e.g. 'Classificação · Brasileirão Série A 2025'. */
  caption: string;
  /** Shown when there are no rows. */
  emptyText?: string;
  /** Makes each team's name a link to its page; without it the names are plain text. */
  teamHref?: (team: { id: number; name: string }) => string;
};

export type StandingsZone = "champion" | "continental" | "qualifier" | "secondary" | "relegation" | "other";

/** Which colour band a provider `description` belongs to. */
export function standingsZone(description: string | null): StandingsZone | null {
  if (!description) return null;
  const d = description.toLowerCase();
  if (/relegation|rebaixamento/.test(d)) return "relegation";
  if (/qualif|pré-|pre-|play-?off|prévia/.test(d)) return "qualifier";
  if (/sul-?americana|sudamericana|europa|conference/.test(d)) return "secondary";
  if (/libertadores|champions|promotion|acesso|promoção/.test(d)) return "continental";
  return "other";
}

const zoneBar: Record<StandingsZone, string> = {
  champion: "bg-best",
  continental: "bg-success",
  qualifier: "bg-info",
  secondary: "bg-best",
  relegation: "bg-error",
  other: "bg-muted-foreground",
};

const ZONE_LABELS: Record<string, string> = {
  "promotion - libertadores": "Libertadores",
  "promotion - libertadores (group stage)": "Libertadores (fase de grupos)",
  "promotion - libertadores (qualification)": "Pré-Libertadores",
  "promotion - copa sudamericana": "Sul-Americana",
  "promotion - copa sudamericana (group stage)": "Sul-Americana",
  "promotion - champions league (group stage)": "Champions League",
  "promotion - champions league (league phase)": "Champions League",
  "promotion - europa league (group stage)": "Europa League",
  "promotion - europa league (league phase)": "Europa League",
  "promotion - conference league (qualification)": "Conference League (qualificação)",
  promotion: "Acesso",
  relegation: "Rebaixamento",
};

/** The pt-BR name of a zone, or the provider's words when unknown. */
export function zoneLabel(description: string): string {
  return ZONE_LABELS[description.toLowerCase()] ?? description;
}

const FORM: Record<string, { letter: string; word: string; className: string }> = {
  W: { letter: "V", word: "Vitória", className: "bg-success text-success-foreground" },
  D: { letter: "E", word: "Empate", className: "bg-secondary text-secondary-foreground ring-1 ring-border" },
  L: { letter: "D", word: "Derrota", className: "bg-error text-error-foreground" },
};

function FormChips({ form }: { form: string | null }) {
  const last = (form ?? "")
    .toUpperCase()
    .replace(/[^WDL]/g, "")
    .slice(-5)
    .split("")
    .filter(Boolean);
  if (last.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <span data-slot="standings-form" className="flex gap-0.5">
      {last.map((result, index) => {
        const f = FORM[result] ?? FORM["D"]!;
        return (
          <span
            key={index}
            className={cn("flex size-5 items-center justify-center rounded-sm text-[0.6875rem] font-bold", f.className)}
          >
            <span aria-hidden="true">{f.letter}</span>
            <span className="sr-only">{f.word}</span>
          </span>
        );
      })}
    </span>
  );
}

const headers = [
  ["P", "Pontos"],
  ["J", "Jogos"],
  ["V", "Vitórias"],
  ["E", "Empates"],
  ["D", "Derrotas"],
  ["GP", "Gols pró"],
  ["GC", "Gols contra"],
  ["SG", "Saldo de gols"],
] as const;

const stickyRank = "sticky left-0 z-10 w-10 min-w-10";
const stickyTeam = "sticky left-10 z-10 w-36 min-w-36 max-w-36 sm:w-52 sm:min-w-52 sm:max-w-52";
const numCell = "px-1.5 py-2 text-center tabular-nums";

/**
 * A league table: rank with its zone colour, crest and team, points, games, wins, draws, losses, goals
 * for and against, goal difference and the last five results. Scrolls sideways on small screens with
 * rank and team kept in place.
 */
export function StandingsTable({
  rows,
  highlightTeamIds = [],
  caption,
  emptyText = "Classificação indisponível",
  teamHref,
  className,
  ...props
}: StandingsTableProps) {
  const captionId = React.useId();
  if (rows.length === 0) {
    return (
      <div
        data-slot="standings-table-empty"
        className={cn(
          "flex min-h-24 flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground",
          className,
        )}
        {...props}
      >
        <span className="font-medium text-foreground">{caption}</span>
        {emptyText}
      </div>
    );
  }
  const zones = new Map<string, StandingsZone>();
  for (const row of rows) {
    const zone = standingsZone(row.description);
    if (row.description && zone && !zones.has(zoneLabel(row.description))) zones.set(zoneLabel(row.description), zone);
  }
  return (
    <div data-slot="standings-table" className={cn("flex flex-col gap-2", className)} {...props}>
      <div
        role="region"
        aria-labelledby={captionId}
        // A scrollable region must take focus so that keyboard users can scroll it (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative overflow-x-auto rounded-lg border border-border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption id={captionId} className="px-3 py-2 text-left font-display text-base font-semibold">
            {caption}
          </caption>
          <thead>
            <tr className="border-y border-border text-xs text-muted-foreground">
              <th scope="col" className={cn(stickyRank, "bg-card py-2 text-center font-medium")}>
                <abbr title="Posição" className="no-underline">
                  #
                </abbr>
              </th>
              <th scope="col" className={cn(stickyTeam, "bg-card px-2 py-2 text-left font-medium")}>
                Time
              </th>
              {headers.map(([short, long]) => (
                <th key={short} scope="col" className="px-1.5 py-2 text-center font-medium">
                  <abbr title={long} className="no-underline">
                    {short}
                  </abbr>
                </th>
              ))}
              <th scope="col" className="px-2 py-2 text-left font-medium">
                Últimos 5
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const highlighted = highlightTeamIds.includes(row.team.id);
              const zone = standingsZone(row.description);
              const bg = highlighted ? "bg-accent" : "bg-card";
              return (
                <tr
                  key={row.team.id}
                  data-slot="standings-row"
                  data-highlighted={highlighted ? "" : undefined}
                  className={cn("border-b border-border last:border-b-0", bg)}
                >
                  <td className={cn(stickyRank, bg, "py-2 text-center font-semibold tabular-nums")}>
                    {zone ? (
                      <span
                        aria-hidden="true"
                        data-slot="standings-zone"
                        data-zone={zone}
                        className={cn("absolute inset-y-1 left-0 w-1 rounded-r-sm", zoneBar[zone])}
                      />
                    ) : null}
                    {row.rank}
                    {row.description ? <span className="sr-only">, {zoneLabel(row.description)}</span> : null}
                  </td>
                  <th scope="row" className={cn(stickyTeam, bg, "px-2 py-2 text-left font-medium")}>
                    <span className="flex min-w-0 items-center gap-2">
                      <TeamCrest src={row.team.logo} size={20} />
                      {teamHref ? (
                        <a
                          href={teamHref(row.team)}
                          title={row.team.name}
                          className="truncate rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          {row.team.name}
                        </a>
                      ) : (
                        <span className="truncate" title={row.team.name}>
                          {row.team.name}
                        </span>
                      )}
                      {highlighted ? <span className="sr-only"> (neste jogo)</span> : null}
                    </span>
                  </th>
                  <td className={cn(numCell, "font-bold")}>{row.points}</td>
                  <td className={numCell}>{row.all.played}</td>
                  <td className={numCell}>{row.all.win}</td>
                  <td className={numCell}>{row.all.draw}</td>
                  <td className={numCell}>{row.all.lose}</td>
                  <td className={numCell}>{row.all.goals.for}</td>
                  <td className={numCell}>{row.all.goals.against}</td>
                  <td className={numCell}>{row.goalsDiff > 0 ? `+${row.goalsDiff}` : row.goalsDiff}</td>
                  <td className="px-2 py-2">
                    <FormChips form={row.form} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {zones.size > 0 ? (
        <ul
          data-slot="standings-legend"
          aria-label="Legenda das zonas"
          className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground"
        >
          {[...zones].map(([label, zone]) => (
            <li key={label} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={cn("h-3 w-1 rounded-sm", zoneBar[zone])} />
              {label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A loading placeholder with the size of a StandingsTable of `rows` teams (legend not included). */
export function StandingsTableSkeleton({
  rows = 10,
  className,
  ...props
}: React.ComponentProps<"div"> & { rows?: number }) {
  return (
    <div
      data-slot="standings-table-skeleton"
      aria-hidden="true"
      className={cn("overflow-hidden rounded-lg border border-border bg-card", className)}
      {...props}
    >
      <div className="flex h-10 items-center px-3">
        <Skeleton className="h-4 w-56 max-w-full" />
      </div>
      <div className="h-8 border-y border-border" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={cn("flex h-[2.3125rem] items-center gap-3 px-3", i > 0 && "border-t border-border")}>
          <Skeleton className="h-3.5 w-4" />
          <Skeleton className="size-5 rounded-full" />
          <Skeleton className="h-3.5 w-28" />
          <Skeleton className="ml-auto h-3.5 w-1/2" />
        </div>
      ))}
    </div>
  );
}
