import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Trophy } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { FallbackImage } from "../primitives/fallback-image.tsx";
import { PlainAnchor, type AnchorComponent, type AnchorProps } from "./nav-link.tsx";

export const leagueChipVariants = cva(
  // The shape, type and focus ring every chip shares are one class (`.league-chip` in globals.css): the strip
  // repeats a chip per league of the day in the first HTML. The colours of each state stay utilities.
  "group/chip league-chip",
  {
    variants: {
      isActive: {
        true: "border-primary bg-primary text-primary-foreground",
        false:
          "border-border bg-secondary text-secondary-foreground hover:border-primary hover:bg-accent hover:text-accent-foreground",
      },
    },
    defaultVariants: { isActive: false },
  },
);

export type LeagueChipProps = Omit<React.ComponentProps<"button">, "children"> &
  VariantProps<typeof leagueChipVariants> & {
    /** The league's name, shown and spoken. */
    label: string;
    /** Whether this league is the active filter (announced through `aria-pressed`). */
    isActive?: boolean;
    /** The league's logo; a trophy is shown when it is broken. Omit it to show no image at all ('Todas'). */
    imageUrl?: string | null;
  };

/** One league filter: a toggle button with the league's logo and name. */
export function LeagueChip({ label, isActive = false, imageUrl, className, type, ...props }: LeagueChipProps) {
  return (
    <button
      type={type ?? "button"}
      data-slot="league-chip"
      data-state={isActive ? "on" : "off"}
      aria-pressed={isActive}
      className={cn(leagueChipVariants({ isActive }), className)}
      {...props}
    >
      <LeagueChipContent label={label} imageUrl={imageUrl} />
    </button>
  );
}

export type LeagueChipLinkProps = AnchorProps &
  Pick<LeagueChipProps, "label" | "isActive" | "imageUrl"> & {
    /** Renders the link (a router's link for client navigation); a plain <a> by default. */
    linkAs?: AnchorComponent;
  };

/**
 * One league filter as a link to the address of that filter (the active one's link goes back to every league): the
 * same look as the toggle, `aria-current` instead of `aria-pressed`.
 */
export function LeagueChipLink({
  label,
  isActive = false,
  imageUrl,
  className,
  linkAs: Link = PlainAnchor,
  ...props
}: LeagueChipLinkProps) {
  return (
    <Link
      data-slot="league-chip"
      data-state={isActive ? "on" : "off"}
      aria-current={isActive ? "true" : undefined}
      // A native link drag would hijack the strip's own pointer drag.
      draggable={false}
      className={cn(leagueChipVariants({ isActive }), className)}
      {...props}
    >
      <LeagueChipContent label={label} imageUrl={imageUrl} />
    </Link>
  );
}

function LeagueChipContent({ label, imageUrl }: { label: string; imageUrl?: string | null }) {
  return (
    <>
      {imageUrl !== undefined ? (
        <FallbackImage
          src={imageUrl}
          fallback={
            <Trophy
              data-slot="league-chip-fallback"
              aria-hidden="true"
              className="size-5 shrink-0 text-best group-data-[state=on]/chip:text-current"
            />
          }
          alt=""
          width={20}
          height={20}
          loading="lazy"
          decoding="async"
          // A native image drag would hijack the strip's own pointer drag.
          draggable={false}
          className="size-5 shrink-0 object-contain"
        />
      ) : null}
      <span>{label}</span>
    </>
  );
}
