import * as React from "react";

import { cn } from "../lib/cn.ts";

/** How a finished match's prices are named: its closing line. */
export const CLOSING_ODDS = "Odds de fechamento";

/** Says that a finished match's prices are its closing line. */
export function ClosingNote({ className, ...props }: Omit<React.ComponentProps<"p">, "children">) {
  return (
    <p data-slot="closing-note" className={cn("text-sm text-muted-foreground", className)} {...props}>
      <strong className="font-semibold text-foreground">{CLOSING_ODDS}</strong>: o último preço de cada casa antes do
      início do jogo.
    </p>
  );
}
