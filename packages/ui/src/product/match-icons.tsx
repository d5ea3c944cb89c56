import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { CircleCheck, Clock, createLucideIcon } from "lucide-react";

import { cn } from "../lib/cn.ts";

/**
 * Lucide has no association-football ball, so this one is drawn on Lucide's 24-unit grid with its
 * stroke conventions: a pentagon in the middle and five seams out to the rim.
 */
export const SoccerBallIcon = createLucideIcon("soccer-ball", [
  ["circle", { cx: "12", cy: "12", r: "10", key: "rim" }],
  ["path", { d: "m12 7 4.76 3.45-1.82 5.6H9.06l-1.82-5.6Z", key: "pentagon" }],
  ["path", { d: "M12 7V2", key: "seam-top" }],
  ["path", { d: "m16.76 10.45 4.75-1.54", key: "seam-right" }],
  ["path", { d: "m14.94 16.05 2.94 4.04", key: "seam-bottom-right" }],
  ["path", { d: "m9.06 16.05-2.94 4.04", key: "seam-bottom-left" }],
  ["path", { d: "M7.24 10.45 2.49 8.91", key: "seam-left" }],
]);

/** Which status a row's icon shows: not started, finished, or anything live. */
export type MatchStatus = "clock" | "check" | "live";

/** What a screen reader says for each status icon. */
export const matchStatusLabels: Record<MatchStatus, string> = {
  clock: "Não iniciado",
  check: "Encerrado",
  live: "Ao vivo",
};

export const matchStatusIconVariants = cva("relative inline-flex size-5 shrink-0 items-center justify-center", {
  variants: {
    status: {
      clock: "text-muted-foreground",
      check: "text-success",
      live: "text-live",
    },
  },
  defaultVariants: { status: "clock" },
});

export type MatchStatusIconProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof matchStatusIconVariants> & {
    /** Overrides the spoken label (defaults to 'Não iniciado', 'Encerrado' or 'Ao vivo'). */
    label?: string;
  };

/** Clock before kick-off, check when finished, a red pulsing dot while live; each with a spoken label. */
export function MatchStatusIcon({ status, label, className, ...props }: MatchStatusIconProps) {
  const value: MatchStatus = status ?? "clock";
  return (
    <span
      data-slot="match-status-icon"
      data-status={value}
      className={cn(matchStatusIconVariants({ status: value }), className)}
      {...props}
    >
      {value === "clock" ? <Clock aria-hidden="true" className="size-4" /> : null}
      {value === "check" ? <CircleCheck aria-hidden="true" className="size-4" /> : null}
      {value === "live" ? (
        <span aria-hidden="true" className="relative flex size-2.5">
          <span className="absolute inline-flex size-full animate-live-pulse rounded-full bg-live opacity-75 motion-reduce:hidden" />
          <span className="relative inline-flex size-2.5 rounded-full bg-live" />
        </span>
      ) : null}
      <span className="sr-only">{label ?? matchStatusLabels[value]}</span>
    </span>
  );
}
