import * as React from "react";

import { cn } from "../lib/cn.ts";
import { Skeleton } from "../primitives/skeleton.tsx";

export type LineupPlayer = {
  /** The player's name as the provider sends it. */
  name: string;
  /** Shirt number, when known. */
  number: number | null;
  /** Position letter (G, D, M, F), when known. */
  pos?: string | null;
  /** Place on the pitch, 'row:col' (row 1 = goalkeeper); null for substitutes. */
  grid?: string | null;
};

export type LineupTeam = {
  /** The team's name. */
  name: string;
  /** Formation, e.g. '4-3-3'. */
  formation: string | null;
  /** Coach's name. */
  coach: string | null;
  /** The eleven starters. */
  startXI: readonly LineupPlayer[];
  /** The bench. */
  substitutes: readonly LineupPlayer[];
};

export type LineupPitchProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** Home line-up, drawn on the top half attacking down; null when not announced. */
  home: LineupTeam | null;
  /** Away line-up, drawn mirrored on the bottom half; null when not announced. */
  away: LineupTeam | null;
  /** Shown when neither line-up is known yet. */
  emptyText?: string;
};

/** 'Giorgian de Arrascaeta' → 'Arrascaeta'; 'G. Arrascaeta' and short names stay whole. */
export function shortPlayerName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= 12) return trimmed;
  const words = trimmed.split(/\s+/);
  return words[words.length - 1] ?? trimmed;
}

type Placed = { player: LineupPlayer; x: number; y: number };

function parseGrid(grid: string | null | undefined): [number, number] | null {
  const match = grid ? /^(\d+):(\d+)$/.exec(grid.trim()) : null;
  if (!match) return null;
  return [Number(match[1]), Number(match[2])];
}

/** Positions (percent of the whole pitch) of a team's starters that have a valid grid. */
function place(
  players: readonly LineupPlayer[],
  side: "home" | "away",
): { placed: Placed[]; unplaced: LineupPlayer[] } {
  const withGrid = players.map((player) => ({ player, grid: parseGrid(player.grid) }));
  const rows = Math.max(1, ...withGrid.map((p) => p.grid?.[0] ?? 1));
  const colsInRow = new Map<number, number>();
  for (const p of withGrid) if (p.grid) colsInRow.set(p.grid[0], Math.max(colsInRow.get(p.grid[0]) ?? 0, p.grid[1]));
  const placed: Placed[] = [];
  const unplaced: LineupPlayer[] = [];
  for (const { player, grid } of withGrid) {
    if (!grid) {
      unplaced.push(player);
      continue;
    }
    const [row, col] = grid;
    const cols = colsInRow.get(row) ?? 1;
    // Row 1 sits by the team's own goal; the last row stops short of the halfway line.
    const depth = 6 + ((row - 1) * 36) / Math.max(rows - 1, 1);
    const across = ((col - 0.5) / cols) * 100;
    placed.push(side === "home" ? { player, x: 100 - across, y: depth } : { player, x: across, y: 100 - depth });
  }
  return { placed, unplaced };
}

const discClass = {
  home: "bg-white text-[#0b1322] ring-[#0b1322]",
  away: "bg-[#0b1322] text-white ring-white",
} as const;

function TeamOnPitch({ team, side }: { team: LineupTeam; side: "home" | "away" }) {
  const { placed } = place(team.startXI, side);
  return (
    <ul
      aria-label={`Titulares: ${team.name}`}
      data-slot="lineup-pitch-team"
      data-side={side}
      className="absolute inset-0"
    >
      {placed.map(({ player, x, y }, index) => (
        <li
          key={`${player.name}-${index}`}
          data-slot="lineup-pitch-player"
          className="absolute flex w-16 -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-0.5 sm:w-20"
          style={{ left: `${x}%`, top: `${y}%` }}
        >
          <span
            className={cn(
              "flex size-6 items-center justify-center rounded-full font-signika text-xs font-bold tabular-nums shadow ring-1 sm:size-7",
              discClass[side],
            )}
          >
            <span className="sr-only">Camisa </span>
            {player.number ?? "–"}
          </span>
          <span
            className="max-w-full truncate rounded-sm bg-[#0b3d20] px-1 text-[0.6875rem] leading-4 font-medium text-white"
            title={player.name}
          >
            <span className="sr-only">{player.name}</span>
            <span aria-hidden="true">{shortPlayerName(player.name)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function PitchLines() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 68 105"
      preserveAspectRatio="none"
      className="absolute inset-0 size-full"
      fill="none"
      stroke="rgb(255 255 255 / 0.45)"
      strokeWidth="0.4"
    >
      <rect x="1.5" y="1.5" width="65" height="102" />
      <line x1="1.5" y1="52.5" x2="66.5" y2="52.5" />
      <circle cx="34" cy="52.5" r="9.15" />
      <rect x="13.84" y="1.5" width="40.32" height="16.5" />
      <rect x="24.84" y="1.5" width="18.32" height="5.5" />
      <rect x="13.84" y="87" width="40.32" height="16.5" />
      <rect x="24.84" y="98" width="18.32" height="5.5" />
      <circle cx="34" cy="52.5" r="0.6" fill="rgb(255 255 255 / 0.45)" />
    </svg>
  );
}

const pitchClass =
  "relative mx-auto aspect-[68/105] w-full max-w-md overflow-hidden rounded-lg bg-[repeating-linear-gradient(180deg,#176b38_0,#176b38_10%,#1a733d_10%,#1a733d_20%)]";

function TeamCaption({ team, side }: { team: LineupTeam; side: "home" | "away" }) {
  return (
    <div data-slot="lineup-pitch-caption" data-side={side} className="flex min-w-0 flex-col gap-0.5 text-sm">
      <span className="flex min-w-0 items-baseline gap-2">
        <span className="truncate font-display font-semibold" title={team.name}>
          {team.name}
        </span>
        {team.formation ? (
          <span className="shrink-0 font-signika tabular-nums text-muted-foreground">
            <span className="sr-only">formação </span>
            {team.formation}
          </span>
        ) : null}
      </span>
      <span className="truncate text-muted-foreground">Técnico: {team.coach ?? "—"}</span>
    </div>
  );
}

function Bench({ team }: { team: LineupTeam }) {
  const { unplaced } = place(team.startXI, "home");
  const id = React.useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p id={id} className="truncate text-xs font-semibold text-muted-foreground">
        Reservas: {team.name}
      </p>
      {team.substitutes.length === 0 && unplaced.length === 0 ? (
        <p className="text-sm text-muted-foreground">Sem reservas informados</p>
      ) : (
        <ul aria-labelledby={id} data-slot="lineup-pitch-bench" className="flex flex-col gap-0.5 text-sm">
          {team.substitutes.map((player, index) => (
            <li key={`${player.name}-${index}`} className="flex min-w-0 gap-2">
              <span className="w-6 shrink-0 text-right font-signika tabular-nums text-muted-foreground">
                <span className="sr-only">Camisa </span>
                {player.number ?? "–"}
              </span>
              <span className="truncate">{player.name}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Both starting elevens on one pitch (home on top, away mirrored at the bottom) with formation and
 * coach, and the benches below. Players are a list per team, so the drawing reads as text too.
 */
export function LineupPitch({
  home,
  away,
  emptyText = "Escalações ainda não divulgadas",
  className,
  ...props
}: LineupPitchProps) {
  const hasHome = Boolean(home && home.startXI.length > 0);
  const hasAway = Boolean(away && away.startXI.length > 0);
  if (!hasHome && !hasAway) {
    return (
      <section
        data-slot="lineup-pitch"
        data-state="empty"
        aria-label="Escalações"
        className={cn("flex flex-col gap-3", className)}
        {...props}
      >
        <div className={cn(pitchClass, "flex items-center justify-center opacity-80")}>
          <PitchLines />
          <p className="relative rounded-md bg-[#0b3d20] px-3 py-2 text-sm font-medium text-white">{emptyText}</p>
        </div>
      </section>
    );
  }
  return (
    <section
      data-slot="lineup-pitch"
      aria-label="Escalações"
      className={cn("flex flex-col gap-3", className)}
      {...props}
    >
      <div className="mx-auto flex w-full max-w-md flex-col gap-3">
        {home && hasHome ? <TeamCaption team={home} side="home" /> : null}
        <div data-slot="lineup-pitch-field" className={pitchClass}>
          <PitchLines />
          {home && hasHome ? <TeamOnPitch team={home} side="home" /> : null}
          {away && hasAway ? <TeamOnPitch team={away} side="away" /> : null}
        </div>
        {away && hasAway ? <TeamCaption team={away} side="away" /> : null}
      </div>
      <div className="mx-auto grid w-full max-w-md grid-cols-2 gap-4">
        {home && hasHome ? <Bench team={home} /> : <div />}
        {away && hasAway ? <Bench team={away} /> : <div />}
      </div>
    </section>
  );
}

/** A loading placeholder: the pitch at its final size with both captions. */
export function LineupPitchSkeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="lineup-pitch-skeleton"
      aria-hidden="true"
      className={cn("flex flex-col gap-3", className)}
      {...props}
    >
      <div className="mx-auto flex w-full max-w-md flex-col gap-3">
        <div className="flex flex-col gap-1.5 py-0.5">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3.5 w-40" />
        </div>
        <Skeleton className="aspect-[68/105] w-full rounded-lg" />
        <div className="flex flex-col gap-1.5 py-0.5">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3.5 w-40" />
        </div>
      </div>
    </div>
  );
}
