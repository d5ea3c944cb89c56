import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircle } from "lucide-react";

import { cn } from "../lib/cn.ts";

export const buttonVariants = cva(
  [
    "relative inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium",
    "transition-colors select-none outline-none",
    "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    "disabled:pointer-events-none data-[disabled]:pointer-events-none",
    // A busy button keeps full colour: it is working, not unavailable.
    "disabled:not-aria-busy:opacity-50 data-[disabled]:not-aria-busy:opacity-50",
    "aria-busy:cursor-progress",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    // An icon-only button swaps its icon for the spinner instead of showing both.
    "data-[loading]:data-[size=icon]:[&>svg:not([data-slot=button-spinner])]:hidden",
  ],
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-accent hover:text-accent-foreground",
        outline: "border border-input bg-transparent text-foreground hover:bg-accent hover:text-accent-foreground",
        ghost: "bg-transparent text-foreground hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
      },
      size: {
        sm: "h-8 gap-1.5 px-3 text-xs",
        default: "h-10 px-4 text-sm",
        lg: "h-11 px-6 text-base",
        icon: "size-10 p-0",
      },
    },
    compoundVariants: [{ variant: "link", class: "h-auto px-0" }],
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a router link) with the button's look instead of a `<button>`. */
    asChild?: boolean;
    /** Shows a spinner, sets `aria-busy` and blocks activation while an action is running. */
    loading?: boolean;
  };

/** The action button of the design system; links come in through `asChild`. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  const inactive = Boolean(disabled || loading);
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      data-size={size ?? "default"}
      data-disabled={inactive ? "" : undefined}
      data-loading={loading ? "" : undefined}
      aria-busy={loading || undefined}
      // A <button> can be disabled natively; a slotted link can only announce it.
      {...(asChild
        ? { "aria-disabled": inactive || undefined, tabIndex: inactive ? -1 : undefined }
        : { type: type ?? "button", disabled: inactive })}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {loading ? (
        <LoaderCircle
          data-slot="button-spinner"
          aria-hidden="true"
          className="animate-spin motion-reduce:animate-none"
        />
      ) : null}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Comp>
  );
}
