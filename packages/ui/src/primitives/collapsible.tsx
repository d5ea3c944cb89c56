import * as React from "react";
import { Collapsible as CollapsiblePrimitive } from "radix-ui";
import { ChevronDown } from "lucide-react";

import { cn } from "../lib/cn.ts";

export type CollapsibleProps = React.ComponentProps<typeof CollapsiblePrimitive.Root> & {
  /** Whether the section is expanded (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the section starts expanded (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new state when the user expands or collapses the section. */
  onOpenChange?: (open: boolean) => void;
  /** Blocks expanding and collapsing. */
  disabled?: boolean;
};

/** A section whose content a trigger shows and hides; state is on `data-state` (open | closed). */
export function Collapsible({ className, ...props }: CollapsibleProps) {
  return (
    <CollapsiblePrimitive.Root
      data-slot="collapsible"
      className={cn("rounded-lg border border-border bg-card text-card-foreground", className)}
      {...props}
    />
  );
}

export type CollapsibleTriggerProps = React.ComponentProps<typeof CollapsiblePrimitive.Trigger> & {
  /** Hides the chevron that turns when the section opens. */
  hideChevron?: boolean;
};

/**
 * The full-width button that toggles the section; wrap it in a heading of the right level.
 * With `asChild` the child element is used as is, without the chevron.
 */
export function CollapsibleTrigger({
  className,
  children,
  hideChevron = false,
  asChild,
  ...props
}: CollapsibleTriggerProps) {
  if (asChild) {
    return (
      <CollapsiblePrimitive.Trigger data-slot="collapsible-trigger" asChild {...props}>
        {children}
      </CollapsiblePrimitive.Trigger>
    );
  }
  return (
    <CollapsiblePrimitive.Trigger
      data-slot="collapsible-trigger"
      className={cn(
        "group/collapsible-trigger flex w-full min-w-0 cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-left",
        "font-display text-sm font-semibold tracking-wide sm:text-base",
        "outline-none hover:text-primary",
        "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        "disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:text-inherit",
        className,
      )}
      {...props}
    >
      <span className="min-w-0 flex-1">{children}</span>
      {hideChevron ? null : (
        <ChevronDown
          data-slot="collapsible-chevron"
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground group-data-[state=open]/collapsible-trigger:rotate-180 motion-safe:transition-transform"
        />
      )}
    </CollapsiblePrimitive.Trigger>
  );
}

export type CollapsibleContentProps = React.ComponentProps<typeof CollapsiblePrimitive.Content>;

/** The part that is shown while the section is open. */
export function CollapsibleContent({ className, ...props }: CollapsibleContentProps) {
  return (
    <CollapsiblePrimitive.Content
      data-slot="collapsible-content"
      className={cn("border-t border-border px-3 py-3 text-sm", className)}
      {...props}
    />
  );
}
