import { Star } from "lucide-react";

import { MY_GAMES } from "@placar/core/messages";
import { Button, type ButtonProps } from "../primitives/button.tsx";

export type MyGamesToggleProps = Omit<ButtonProps, "children" | "onClick" | "aria-pressed"> & {
  /** Whether only the followed teams' and leagues' games are shown. */
  pressed: boolean;
  onPressedChange?: (pressed: boolean) => void;
};

/** The home's 'Meus jogos' filter (docs/product.md#favourites): a toggle button over the day's games. */
export function MyGamesToggle({ pressed, onPressedChange, className, ...props }: MyGamesToggleProps) {
  return (
    <Button
      data-slot="my-games-toggle"
      variant={pressed ? "default" : "outline"}
      size="sm"
      aria-pressed={pressed}
      onClick={() => onPressedChange?.(!pressed)}
      className={className}
      {...props}
    >
      <Star aria-hidden="true" fill={pressed ? "currentColor" : "none"} />
      {MY_GAMES}
    </Button>
  );
}
