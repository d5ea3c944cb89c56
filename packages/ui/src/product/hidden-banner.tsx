import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { ExternalLink, MessagesSquare, X } from "lucide-react";
import { COMMUNITY_ADULTS_ONLY, COMMUNITY_JOIN } from "@placar/core/messages-community";

import { cn } from "../lib/cn.ts";
import { Button } from "../primitives/button.tsx";
import { useControllableState } from "../primitives/use-controllable-state.ts";

export const hiddenBannerVariants = cva(
  [
    "flex items-start gap-3 rounded-xl border border-border bg-popover p-4 text-popover-foreground shadow-xl",
    // Slides up into place when it appears; still, for visitors who ask for reduced motion.
    "transition-[translate,opacity] duration-300 ease-out starting:translate-y-4 starting:opacity-0",
    "motion-reduce:transition-none",
  ],
  {
    variants: {
      placement: {
        /** In the page's flow, where the page puts it. */
        inline: "w-full",
        /** Floating over the page's bottom-right corner (full width, minus a margin, on phones). */
        floating: "fixed inset-x-3 bottom-3 z-40 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[24rem]",
      },
    },
    defaultVariants: { placement: "floating" },
  },
);

export type HiddenBannerProps = Omit<React.ComponentProps<"section">, "children" | "title"> &
  VariantProps<typeof hiddenBannerVariants> & {
    /** The group's invitation link, opened in a new tab. */
    href: string;
    /** Whether the banner is shown (controlled); pair with `onOpenChange`. */
    open?: boolean;
    /** Whether the banner starts shown (uncontrolled); hidden by default. */
    defaultOpen?: boolean;
    /** Called with the new state when the banner appears (after `delayMs`) or is dismissed. */
    onOpenChange?: (open: boolean) => void;
    /** Milliseconds after mounting before the banner asks to appear; never on its own when omitted. */
    delayMs?: number;
    /** The invitation's headline. */
    title?: string;
    /** One line on what the group offers. */
    description?: string;
    /** The link's label. */
    actionLabel?: string;
  };

/**
 * The invitation to Placar's free messaging group. It starts hidden and slides in after `delayMs` (or when
 * `open` turns true); 'Fechar convite' dismisses it for good on this page, a pending delay included. It never
 * takes focus: it is an invitation, not an interruption.
 */
export function HiddenBanner({
  href,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  delayMs,
  title = "Participe do nosso grupo gratuito de palpites e estatísticas",
  description = "Receba as análises do Placar e as estatísticas dos principais jogos do dia. É grátis e você sai quando quiser.",
  actionLabel = COMMUNITY_JOIN,
  placement,
  className,
  ...props
}: HiddenBannerProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const dismissed = React.useRef(false);
  const setOpenRef = React.useRef(setOpen);
  setOpenRef.current = setOpen;
  const headingId = React.useId();

  // A dismissed invitation stays dismissed, even if the delay ends (or restarts) afterwards.
  React.useEffect(() => {
    if (delayMs === undefined) return;
    const timer = window.setTimeout(() => {
      if (!dismissed.current) setOpenRef.current(true);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  if (!open) return null;
  return (
    <section
      data-slot="hidden-banner"
      data-state="open"
      data-placement={placement ?? "floating"}
      aria-labelledby={headingId}
      className={cn(hiddenBannerVariants({ placement }), className)}
      {...props}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        <MessagesSquare aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p id={headingId} className="font-display text-base leading-tight font-semibold break-words">
          {title}
        </p>
        <p className="text-sm text-muted-foreground">{description}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 pt-1">
          <Button asChild size="sm">
            <a data-slot="hidden-banner-link" href={href} target="_blank" rel="noopener noreferrer">
              {actionLabel}
              <span className="sr-only"> (abre em nova aba)</span>
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
          <span className="text-xs text-muted-foreground">{COMMUNITY_ADULTS_ONLY}</span>
        </div>
      </div>
      <button
        type="button"
        data-slot="hidden-banner-close"
        aria-label="Fechar convite"
        onClick={() => {
          dismissed.current = true;
          setOpen(false);
        }}
        className={cn(
          "-mt-1 -mr-1 inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground",
          "outline-none hover:bg-accent hover:text-accent-foreground",
          "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-popover",
        )}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}
