import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "../lib/cn.ts";

export const cardVariants = cva("flex flex-col rounded-lg border text-card-foreground", {
  variants: {
    variant: {
      default: "border-border bg-card shadow-sm",
      muted: "border-transparent bg-muted",
      outline: "border-border bg-transparent",
    },
  },
  defaultVariants: { variant: "default" },
});

export type CardProps = React.ComponentProps<"div"> & VariantProps<typeof cardVariants>;

/** A framed box for one piece of content (a news item, a betting house, a form). */
export function Card({ className, variant, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      data-variant={variant ?? "default"}
      className={cn(cardVariants({ variant }), className)}
      {...props}
    />
  );
}

export type CardHeaderProps = React.ComponentProps<"div">;

/** Title, description and an optional action at the top. */
export function CardHeader({ className, ...props }: CardHeaderProps) {
  return (
    <div
      data-slot="card-header"
      className={cn("flex flex-col gap-1 px-4 pt-4 sm:px-5 sm:pt-5", className)}
      {...props}
    />
  );
}

export type CardTitleProps = React.ComponentProps<"h3">;

/** The card's heading; an `<h3>` unless rendered through another element with `className`. */
export function CardTitle({ className, children, ...props }: CardTitleProps) {
  return (
    <h3
      data-slot="card-title"
      className={cn("font-display text-lg leading-tight font-semibold break-words", className)}
      {...props}
    >
      {children}
    </h3>
  );
}

export type CardDescriptionProps = React.ComponentProps<"p">;

/** A secondary line under the title. */
export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export type CardContentProps = React.ComponentProps<"div">;

/** The body. */
export function CardContent({ className, ...props }: CardContentProps) {
  return <div data-slot="card-content" className={cn("flex-1 px-4 py-4 text-sm sm:px-5", className)} {...props} />;
}

export type CardFooterProps = React.ComponentProps<"div">;

/** Actions at the bottom. */
export function CardFooter({ className, ...props }: CardFooterProps) {
  return (
    <div
      data-slot="card-footer"
      className={cn("flex flex-wrap items-center gap-2 border-t border-border px-4 py-3 sm:px-5", className)}
      {...props}
    />
  );
}
