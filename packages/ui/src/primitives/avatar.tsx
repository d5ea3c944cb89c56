import * as React from "react";
import { Avatar as AvatarPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "../lib/cn.ts";

export const avatarVariants = cva(
  "relative inline-flex shrink-0 overflow-hidden rounded-full bg-secondary align-middle select-none",
  {
    variants: {
      size: {
        sm: "size-8 text-xs",
        default: "size-10 text-sm",
        lg: "size-14 text-lg",
      },
    },
    defaultVariants: { size: "default" },
  },
);

/** 'Maria da Silva' → 'MS'; 'neymar' → 'N'; '' → '?'. The first and last words' initials, upper-cased. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? [...word][0] : ""))
    .join("")
    .toLocaleUpperCase("pt-BR");
}

export type AvatarProps = Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, "children"> &
  VariantProps<typeof avatarVariants> & {
    /** The person's name: the image's alternative text and the source of the initials. */
    name: string;
    /** Picture address; while it loads, or when missing or broken, the initials are shown. */
    src?: string | null;
    /** Hides the avatar from screen readers when the name is already written beside it. */
    decorative?: boolean;
  };

/** A round picture of a user that falls back to their initials. */
export function Avatar({ className, size, name, src, decorative = false, ...props }: AvatarProps) {
  const label = decorative ? undefined : name;
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size ?? "default"}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={label ?? ""}
          className="aspect-square size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        role={label ? "img" : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        className="flex size-full items-center justify-center bg-secondary font-display font-semibold text-secondary-foreground"
      >
        <span aria-hidden="true">{initials(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
