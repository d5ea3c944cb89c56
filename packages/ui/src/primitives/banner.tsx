import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, X } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { useControllableState } from "./use-controllable-state.ts";

/** How long banners stay up: messages 3 s, the login error 5 s (docs/product.md#timings-and-limits). */
export const BANNER_DURATION = { message: 3000, loginError: 5000 } as const;

export const bannerVariants = cva(
  [
    "flex w-full items-start gap-3 rounded-md border px-4 py-3 text-sm font-medium shadow-sm",
    "[&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        success: "border-success bg-success text-success-foreground",
        error: "border-error bg-error text-error-foreground",
        info: "border-info bg-info text-info-foreground",
      },
    },
    defaultVariants: { variant: "info" },
  },
);

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info } as const;

export type BannerProps = React.ComponentProps<"div"> &
  VariantProps<typeof bannerVariants> & {
    /** Whether the banner is shown (controlled); pair with `onOpenChange` or `onClose`. */
    open?: boolean;
    /** Whether the banner starts shown (uncontrolled); true by default. */
    defaultOpen?: boolean;
    /** Called with the new state when the banner shows or hides. */
    onOpenChange?: (open: boolean) => void;
    /** Called when the banner closes itself: after `duration`, or through its close button. */
    onClose?: () => void;
    /** Milliseconds after which the banner closes itself; stays up when omitted. */
    duration?: number;
    /** Shows a 'Fechar' button. */
    dismissible?: boolean;
  };

/**
 * A message after an action: success and info are announced politely (role="status"), an error at
 * once (role="alert"). With `duration` it closes itself, as the site's 3 s and 5 s banners do
 * (docs/product.md#timings-and-limits).
 */
export function Banner({
  className,
  variant,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  onClose,
  duration,
  dismissible = false,
  role,
  children,
  ...props
}: BannerProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const kind = variant ?? "info";
  const Icon = ICONS[kind];

  const closeRef = React.useRef<() => void>(() => undefined);
  closeRef.current = () => {
    setOpen(false);
    onClose?.();
  };

  // The timer restarts whenever the banner is shown again or its duration changes.
  React.useEffect(() => {
    if (!open || duration === undefined) return;
    const timer = window.setTimeout(() => closeRef.current(), duration);
    return () => window.clearTimeout(timer);
  }, [open, duration]);

  if (!open) return null;
  return (
    <div
      data-slot="banner"
      data-variant={kind}
      data-state="open"
      role={role ?? (kind === "error" ? "alert" : "status")}
      className={cn(bannerVariants({ variant }), className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      <div data-slot="banner-message" className="min-w-0 flex-1 break-words">
        {children}
      </div>
      {dismissible ? (
        <button
          type="button"
          data-slot="banner-close"
          aria-label="Fechar"
          onClick={() => closeRef.current()}
          className="-my-1 -mr-2 inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-md outline-none hover:bg-black/15 focus-visible:ring-2 focus-visible:ring-current"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
