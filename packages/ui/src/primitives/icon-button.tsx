import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "../lib/cn.ts";
import { Button, type ButtonProps } from "./button.tsx";

export const iconButtonVariants = cva("p-0 [&_svg:not([class*='size-'])]:size-4", {
  variants: {
    size: {
      sm: "size-8",
      default: "size-10",
      lg: "size-11 [&_svg:not([class*='size-'])]:size-5",
    },
    shape: {
      square: "rounded-md",
      round: "rounded-full",
    },
  },
  defaultVariants: { size: "default", shape: "square" },
});

export type IconButtonProps = Omit<ButtonProps, "size" | "aria-label"> &
  VariantProps<typeof iconButtonVariants> & {
    /** What the button does, read by screen readers: an icon alone has no name. Required. */
    "aria-label": string;
    /** The icon (mark it `aria-hidden`). */
    children: React.ReactNode;
  };

/** A button showing only an icon; its name comes from the required `aria-label`. */
export function IconButton({ className, size, shape, variant = "ghost", ...props }: IconButtonProps) {
  return (
    <Button
      size="icon"
      variant={variant}
      data-slot="icon-button"
      className={cn(iconButtonVariants({ size, shape }), className)}
      {...props}
    />
  );
}
