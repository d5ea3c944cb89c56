import type * as React from "react";

import { cn } from "../lib/cn.ts";

/** A result from a team's point of view: vitória, empate, derrota. */
export type FormResult = "V" | "E" | "D";

const RESULTS: Record<FormResult, { word: string; spoken: string; className: string }> = {
  V: { word: "vitória", spoken: "Vitória", className: "bg-success text-success-foreground" },
  E: { word: "empate", spoken: "Empate", className: "bg-muted-foreground text-background" },
  D: { word: "derrota", spoken: "Derrota", className: "bg-error text-error-foreground" },
};

/** The words a screen reader says for the badges, oldest result first. */
export function formLabel(results: readonly FormResult[]): string {
  const words = results.map((r) => RESULTS[r].word);
  return words.length === 1
    ? `Forma no último jogo: ${words.join("")}`
    : `Forma nos últimos ${words.length} jogos: ${words.join(", ")}, do mais antigo ao mais recente`;
}

const badgeClassName =
  "inline-flex size-6 shrink-0 items-center justify-center rounded-sm text-xs leading-none font-bold select-none";

export type ResultBadgeProps = Omit<React.ComponentProps<"span">, "children"> & {
  result: FormResult;
};

/**
 * One result as a small square: the letter on a colour (green V, grey E, red D), and the word for screen readers,
 * so neither colour nor a single letter carries the meaning alone.
 */
export function ResultBadge({ result, className, ...props }: ResultBadgeProps) {
  const r = RESULTS[result];
  return (
    <span
      data-slot="result-badge"
      data-result={result}
      className={cn(badgeClassName, r.className, className)}
      {...props}
    >
      <span aria-hidden="true">{result}</span>
      <span className="sr-only">{r.spoken}</span>
    </span>
  );
}

export type FormBadgesProps = Omit<React.ComponentProps<"div">, "children" | "results"> & {
  /** The last results, oldest first: the newest is the last badge, on the right. */
  results: readonly FormResult[];
};

/** A team's recent form as a row of V / E / D badges, read out as one sentence; 'Sem jogos recentes' when empty. */
export function FormBadges({ results, className, ...props }: FormBadgesProps) {
  if (results.length === 0) {
    return (
      <div data-slot="form-badges-empty" className={cn("text-sm text-muted-foreground", className)} {...props}>
        Sem jogos recentes
      </div>
    );
  }
  return (
    <div
      data-slot="form-badges"
      role="img"
      aria-label={formLabel(results)}
      className={cn("flex items-center gap-1", className)}
      {...props}
    >
      {results.map((result, index) => (
        // The position is the identity: the same result can come twice.
        <span
          key={index}
          aria-hidden="true"
          data-result={result}
          className={cn(badgeClassName, RESULTS[result].className)}
        >
          {result}
        </span>
      ))}
    </div>
  );
}
