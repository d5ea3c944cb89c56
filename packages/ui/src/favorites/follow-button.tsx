import { Star } from "lucide-react";

import { followLabel, unfollowLabel } from "@placar/core/messages";
import { cn } from "../lib/cn.ts";
import { IconButton, type IconButtonProps } from "../primitives/icon-button.tsx";

export type FollowButtonProps = Omit<IconButtonProps, "aria-label" | "aria-pressed" | "children" | "onClick"> & {
  /** The team's or league's name, as shown beside the star ("Grêmio"). */
  name: string;
  /** Whether the user follows it now. */
  followed: boolean;
  /** Called with the new state when the user presses the star. */
  onFollowedChange?: (followed: boolean) => void;
};

/**
 * The star that follows a team or a league (docs/product.md#favourites): a toggle button (`aria-pressed`), filled
 * while followed. Its name stays 'Seguir {name}' in both states, as the WAI-ARIA toggle pattern asks (a screen reader
 * says "Seguir Grêmio, pressionado"; a name that flipped would contradict the pressed state). The tooltip says what a
 * press will do: 'Seguir {name}' or 'Deixar de seguir {name}'.
 */
export function FollowButton({
  name,
  followed,
  onFollowedChange,
  className,
  size = "sm",
  shape = "round",
  ...props
}: FollowButtonProps) {
  return (
    <IconButton
      data-slot="follow-button"
      data-state={followed ? "on" : "off"}
      aria-label={followLabel(name)}
      aria-pressed={followed}
      title={followed ? unfollowLabel(name) : followLabel(name)}
      size={size}
      shape={shape}
      className={cn(followed ? "text-amber-600 dark:text-amber-400" : "text-muted-foreground", className)}
      onClick={() => onFollowedChange?.(!followed)}
      {...props}
    >
      <Star aria-hidden="true" fill={followed ? "currentColor" : "none"} />
    </IconButton>
  );
}
