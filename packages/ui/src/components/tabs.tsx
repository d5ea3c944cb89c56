import * as React from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "../lib/cn.ts";
import { Badge } from "./badge.tsx";

export type TabsProps = React.ComponentProps<typeof TabsPrimitive.Root>;

/**
 * Tab set; `value` / `defaultValue` / `onValueChange` work controlled or uncontrolled.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-3", className)} {...props} />;
}

export const tabsListVariants = cva("inline-flex w-fit items-center text-muted-foreground", {
  variants: {
    variant: {
      segmented: "h-11 gap-1 rounded-lg bg-muted p-1",
      line: "h-11 gap-4 border-b border-border",
    },
  },
  defaultVariants: { variant: "segmented" },
});

export type TabsListProps = React.ComponentProps<typeof TabsPrimitive.List> &
  VariantProps<typeof tabsListVariants>;

/** The row of tab triggers. */
export function TabsList({ className, variant, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-variant={variant ?? "segmented"}
      className={cn(tabsListVariants({ variant }), "group/tabs-list", className)}
      {...props}
    />
  );
}

export const tabsTriggerVariants = cva([
  "group/tab inline-flex h-full min-w-0 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap text-sm font-medium sm:gap-2",
  "transition-colors outline-none",
  "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
  "disabled:pointer-events-none disabled:opacity-50",
  "hover:text-foreground",
  // segmented: filled pill for the active tab
  "group-data-[variant=segmented]/tabs-list:rounded-md group-data-[variant=segmented]/tabs-list:px-2 sm:group-data-[variant=segmented]/tabs-list:px-3",
  "group-data-[variant=segmented]/tabs-list:data-[state=active]:bg-primary group-data-[variant=segmented]/tabs-list:data-[state=active]:text-primary-foreground",
  // line: underline for the active tab
  "group-data-[variant=line]/tabs-list:-mb-px group-data-[variant=line]/tabs-list:border-b-2 group-data-[variant=line]/tabs-list:border-transparent group-data-[variant=line]/tabs-list:px-1",
  "group-data-[variant=line]/tabs-list:data-[state=active]:border-primary group-data-[variant=line]/tabs-list:data-[state=active]:text-foreground",
]);

/** "1 jogo", "3 jogos". */
function defaultCountLabel(count: number): string {
  return count === 1 ? "1 jogo" : `${count} jogos`;
}

export type TabsTriggerProps = React.ComponentProps<typeof TabsPrimitive.Trigger> & {
  /** Number shown in a count badge beside the label; omitted when undefined. */
  count?: number;
  /** Words read after the label for the count, e.g. `3` → "3 jogos" (name becomes "Ao Vivo, 3 jogos"). */
  countLabel?: (count: number) => string;
};

/**
 * A tab; with `count` it carries a count badge whose meaning is spelled out for screen readers
 * ("Ao Vivo, 3 jogos"). With a plain-text label the name is set exactly through `aria-label`;
 * with richer children a visually hidden suffix carries the count instead.
 */
export function TabsTrigger({ className, children, count, countLabel = defaultCountLabel, ...props }: TabsTriggerProps) {
  const hasCount = count !== undefined;
  const plainLabel = typeof children === "string" || typeof children === "number" ? String(children) : null;
  const ariaLabel = hasCount && plainLabel !== null ? `${plainLabel}, ${countLabel(count)}` : undefined;
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      aria-label={ariaLabel}
      className={cn(tabsTriggerVariants(), className)}
      {...props}
    >
      {children}
      {hasCount ? (
        <>
          {/* Keeps the visible text "Ao Vivo 3" tokenised as words, matching the name (WCAG 2.5.3). */}{" "}
          <Badge
            variant="count"
            data-slot="tabs-trigger-count"
            aria-hidden="true"
            className="group-data-[state=active]/tab:bg-primary-foreground group-data-[state=active]/tab:text-primary group-data-[variant=line]/tabs-list:group-data-[state=active]/tab:bg-primary group-data-[variant=line]/tabs-list:group-data-[state=active]/tab:text-primary-foreground"
          >
            {count}
          </Badge>
          {ariaLabel === undefined ? <span className="sr-only">, {countLabel(count)}</span> : null}
        </>
      ) : null}
    </TabsPrimitive.Trigger>
  );
}

export type TabsContentProps = React.ComponentProps<typeof TabsPrimitive.Content>;

/** The panel shown for the active tab. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    />
  );
}
