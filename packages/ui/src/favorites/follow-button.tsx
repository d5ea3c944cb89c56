import type * as React from "react";
import { Star } from "lucide-react";

import { followLabel, unfollowLabel } from "@placar/core/messages";
import { cn } from "../lib/cn.ts";

export type FollowButtonProps = Omit<
  React.ComponentProps<"button">,
  "aria-label" | "aria-pressed" | "children" | "onClick" | "type"
> & {
  /** The team's or league's name, as shown beside the star ("Grêmio"). */
  name: string;
  /** Whether the user follows it now. */
  followed: boolean;
  /** Called with the new state when the user presses the star. */
  onFollowedChange?: (followed: boolean) => void;
};

/**
 * The look of a small round ghost IconButton, written out: the home renders a star beside each of the day's leagues
 * (40-odd on a busy day) in its first HTML, and the generic button's classes (variants, loading and busy states a
 * star never has) came to about 1 KB per star. What every star shares is one class (`.star-button` in globals.css);
 * the hover colours stay utilities, after the star's own colour.
 */
const STAR_BUTTON = "star-button hover:bg-accent hover:text-accent-foreground";

/**
 * The star that follows a team or a league (docs/product.md#favourites): a toggle button (`aria-pressed`), filled
 * while followed. Its name stays 'Seguir {name}' in both states, as the WAI-ARIA toggle pattern asks (a screen reader
 * says "Seguir Grêmio, pressionado"; a name that flipped would contradict the pressed state). The tooltip says what a
 * press will do: 'Seguir {name}' or 'Deixar de seguir {name}'.
 */
export function FollowButton({ name, followed, onFollowedChange, className, ...props }: FollowButtonProps) {
  return (
    <button
      type="button"
      data-slot="follow-button"
      data-state={followed ? "on" : "off"}
      aria-label={followLabel(name)}
      aria-pressed={followed}
      title={followed ? unfollowLabel(name) : followLabel(name)}
      className={cn(STAR_BUTTON, followed ? "text-amber-600 dark:text-amber-400" : "text-muted-foreground", className)}
      onClick={() => onFollowedChange?.(!followed)}
      {...props}
    >
      <Star aria-hidden="true" fill={followed ? "currentColor" : "none"} className="pointer-events-none size-4" />
    </button>
  );
}
