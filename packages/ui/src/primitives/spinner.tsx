import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircle } from "lucide-react";

import { cn } from "../lib/cn.ts";

export const spinnerVariants = cva("inline-flex items-center gap-2 text-muted-foreground", {
  variants: {
    size: {
      sm: "text-xs [&>svg]:size-4",
      default: "text-sm [&>svg]:size-6",
      lg: "text-base [&>svg]:size-10",
    },
  },
  defaultVariants: { size: "default" },
});

export type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, read by screen readers; 'Carregando…' by default. */
    label?: string;
    /** Shows the label beside the spinner instead of only to screen readers. */
    showLabel?: boolean;
  };

/** A turning loader that announces itself as a status ('Carregando…'). */
export function Spinner({ className, size, label = "Carregando…", showLabel = false, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      data-size={size ?? "default"}
      role="status"
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className="animate-spin text-primary motion-reduce:animate-none" />
      <span data-slot="spinner-label" className={showLabel ? undefined : "sr-only"}>
        {label}
      </span>
    </span>
  );
}
