import * as React from "react";
import { ArrowDown, ArrowUp, MonitorPlay } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { SoccerBallIcon } from "./match-icons.tsx";
import { Skeleton } from "../primitives/skeleton.tsx";

/** One event as the provider sends it (API-Football's shape). */
export type MatchEvent = {
  /** The team the event belongs to; null when the provider does not say. */
  team: { id: number; name: string } | null;
  /** Minute played and stoppage-time minutes ("45+2'"). */
  time: { elapsed: number | null; extra: number | null };
  /** "Goal", "Card", "subst" or "Var"; other types are shown as given. */
  type: string;
  /** "Normal Goal", "Own Goal", "Penalty", "Missed Penalty", "Yellow Card", "Red Card", "Goal cancelled", … */
  detail: string | null;
  /** The scorer or booked player; for a substitution, the player leaving. */
  player: { name: string } | null;
  /** The assist; for a substitution, the player coming on. */
  assist: { name: string } | null;
  /** Free text from the provider. */
  comments?: string | null;
};

export type EventTimelineProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The events, oldest first. */
  events: readonly MatchEvent[];
  /** The home team's id: its events sit on the left, everything else on the right. */
  homeTeamId: number;
  /** Shown when there is no event yet. */
  emptyText?: string;
};

/** "45+2'", "90'", or "–" when the minute is unknown. */
export function formatMinute(time: MatchEvent["time"]): string {
  if (time.elapsed === null) return "–";
  return time.extra ? `${time.elapsed}+${time.extra}'` : `${time.elapsed}'`;
}

type Kind = "goal" | "own-goal" | "missed-penalty" | "yellow" | "second-yellow" | "red" | "subst" | "var" | "other";

function kindOf(event: MatchEvent): Kind {
  const type = event.type.toLowerCase();
  const detail = (event.detail ?? "").toLowerCase();
  if (type === "goal") {
    if (detail.includes("own")) return "own-goal";
    if (detail.includes("missed")) return "missed-penalty";
    return "goal";
  }
  if (type === "card") {
    if (detail.includes("second")) return "second-yellow";
    if (detail.includes("red")) return "red";
    return "yellow";
  }
  if (type === "subst") return "subst";
  if (type === "var") return "var";
  return "other";
}

const VAR_DETAILS: Record<string, string> = {
  "goal cancelled": "gol anulado",
  "goal disallowed": "gol anulado",
  "goal confirmed": "gol confirmado",
  "penalty confirmed": "pênalti confirmado",
  "penalty cancelled": "pênalti cancelado",
  "card upgrade": "cartão alterado",
};

function describe(kind: Kind, event: MatchEvent): string {
  const who = event.player?.name;
  switch (kind) {
    case "goal":
      return (event.detail ?? "").toLowerCase() === "penalty" ? "Gol de pênalti" : "Gol";
    case "own-goal":
      return "Gol contra";
    case "missed-penalty":
      return "Pênalti perdido";
    case "yellow":
      return "Cartão amarelo";
    case "second-yellow":
      return "Segundo amarelo, expulsão";
    case "red":
      return "Cartão vermelho";
    case "subst":
      return "Substituição";
    case "var": {
      const what = VAR_DETAILS[(event.detail ?? "").toLowerCase()] ?? event.detail ?? "revisão";
      return `VAR: ${what}`;
    }
    default:
      return [event.type, event.detail].filter(Boolean).join(": ") || (who ?? "Evento");
  }
}

function EventIcon({ kind }: { kind: Kind }) {
  const box = "flex size-6 shrink-0 items-center justify-center";
  switch (kind) {
    case "goal":
    case "own-goal":
      return (
        <span aria-hidden="true" className={box}>
          <SoccerBallIcon className={cn("size-5", kind === "own-goal" ? "text-error" : "text-foreground")} />
        </span>
      );
    case "missed-penalty":
      return (
        <span aria-hidden="true" className={cn(box, "relative")}>
          <SoccerBallIcon className="size-5 text-muted-foreground" />
          <span className="absolute h-0.5 w-6 rotate-45 bg-error" />
        </span>
      );
    case "yellow":
      return (
        <span aria-hidden="true" className={box}>
          <span className="h-4 w-3 rounded-[2px] bg-[#f5c518]" />
        </span>
      );
    case "red":
      return (
        <span aria-hidden="true" className={box}>
          <span className="h-4 w-3 rounded-[2px] bg-[#e02424]" />
        </span>
      );
    case "second-yellow":
      return (
        <span aria-hidden="true" className={cn(box, "relative")}>
          <span className="absolute top-0.5 left-1 h-4 w-3 rounded-[2px] bg-[#f5c518]" />
          <span className="absolute top-1.5 left-2.5 h-4 w-3 rounded-[2px] bg-[#e02424]" />
        </span>
      );
    case "subst":
      return (
        <span aria-hidden="true" className={cn(box, "gap-0")}>
          <ArrowUp className="size-3.5 text-success" />
          <ArrowDown className="-ml-1 size-3.5 text-error" />
        </span>
      );
    case "var":
      return (
        <span aria-hidden="true" className={box}>
          <MonitorPlay className="size-4 text-info" />
        </span>
      );
    default:
      return (
        <span
          aria-hidden="true"
          className={cn(box, "before:size-1.5 before:rounded-full before:bg-muted-foreground")}
        />
      );
  }
}

/**
 * The players' names and what happened, wrapped rather than cut: each side is a third of a phone's width, where a
 * cut left 'Giorgian de Arr…' (docs/product.md#match-page).
 */
function Details({ kind, event }: { kind: Kind; event: MatchEvent }) {
  if (kind === "subst") {
    return (
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="break-words">
          <span className="sr-only">Entra: </span>
          {/* One text node, arrow and space: split in two they are shaped apart and the arrow moves a pixel. */}
          <span aria-hidden="true" className="text-success">
            {"↑ "}
          </span>
          {event.assist?.name ?? "—"}
        </span>
        <span className="break-words text-muted-foreground">
          <span className="sr-only">, sai: </span>
          <span aria-hidden="true" className="text-error">
            {"↓ "}
          </span>
          {event.player?.name ?? "—"}
        </span>
      </span>
    );
  }
  const label = describe(kind, event);
  return (
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="font-medium break-words">{event.player?.name ?? label}</span>
      <span className="break-words text-muted-foreground">
        {event.player ? label : null}
        {kind === "goal" && event.assist ? `${event.player ? " · " : ""}assist.: ${event.assist.name}` : null}
      </span>
    </span>
  );
}

/**
 * Goals, cards, substitutions and VAR decisions in minute order, the home team's on the left and the
 * away team's on the right, each with an icon and its meaning in words.
 */
export function EventTimeline({
  events,
  homeTeamId,
  emptyText = "Nenhum evento até agora",
  className,
  ...props
}: EventTimelineProps) {
  if (events.length === 0) {
    return (
      <div
        data-slot="event-timeline-empty"
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
  return (
    <div data-slot="event-timeline" className={cn("relative", className)} {...props}>
      <span aria-hidden="true" className="absolute inset-y-0 left-1/2 w-px -translate-x-1/2 bg-border" />
      <ol className="relative flex flex-col gap-1">
        {events.map((event, index) => {
          const kind = kindOf(event);
          const side = event.team?.id === homeTeamId ? "home" : "away";
          const minute = formatMinute(event.time);
          return (
            <li
              key={index}
              data-slot="event-timeline-item"
              data-kind={kind}
              data-side={side}
              className="grid min-h-10 grid-cols-[minmax(0,1fr)_3.25rem_minmax(0,1fr)] items-center gap-2 text-sm"
            >
              <span className="sr-only">
                {`${minute.replace("'", " min")}, ${describe(kind, event)}${event.team ? `, ${event.team.name}` : ""}: `}
              </span>
              <span
                aria-hidden={side === "away" ? true : undefined}
                className={cn("flex min-w-0 items-center justify-end gap-2 text-right", side === "away" && "invisible")}
              >
                {side === "home" ? (
                  <>
                    <Details kind={kind} event={event} />
                    <EventIcon kind={kind} />
                  </>
                ) : null}
              </span>
              <span
                aria-hidden="true"
                className="z-10 mx-auto rounded-full border border-border bg-card px-1.5 py-0.5 font-signika text-xs font-semibold tabular-nums"
              >
                {minute}
              </span>
              <span
                className={cn("flex min-w-0 items-center gap-2", side === "home" && "invisible")}
                aria-hidden={side === "home" ? true : undefined}
              >
                {side === "away" ? (
                  <>
                    <EventIcon kind={kind} />
                    <Details kind={kind} event={event} />
                  </>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** A loading placeholder with the size of an EventTimeline of `rows` events. */
export function EventTimelineSkeleton({
  rows = 6,
  className,
  ...props
}: React.ComponentProps<"div"> & { rows?: number }) {
  return (
    <div
      data-slot="event-timeline-skeleton"
      aria-hidden="true"
      className={cn("flex flex-col gap-1", className)}
      {...props}
    >
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="grid h-10 grid-cols-[minmax(0,1fr)_3.25rem_minmax(0,1fr)] items-center gap-2">
          <div className="flex justify-end">{i % 2 === 0 ? <Skeleton className="h-8 w-32 max-w-full" /> : null}</div>
          <Skeleton className="mx-auto h-5 w-10 rounded-full" />
          <div>{i % 2 === 1 ? <Skeleton className="h-8 w-32 max-w-full" /> : null}</div>
        </div>
      ))}
    </div>
  );
}
