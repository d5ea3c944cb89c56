import * as React from "react";
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

export type AvatarProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof avatarVariants> & {
    /** The person's name: the image's alternative text and the source of the initials. */
    name: string;
    /** Picture address; while it loads, or when missing or broken, the initials are shown. */
    src?: string | null;
    /** Hides the avatar from screen readers when the name is already written beside it. */
    decorative?: boolean;
  };

/**
 * The picture's address once it has loaded, read off-screen (`new Image()`); null until then, or without one. The
 * initials stay until it has, so a slow or broken picture never shows as a broken image. Before the effect runs (the
 * server's HTML, the hydration) it is null, like a picture that has not arrived yet.
 */
function useLoadedPicture(src: string | null | undefined): string | null {
  const [loaded, setLoaded] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!src) return;
    let current = true;
    const picture = new window.Image();
    picture.onload = () => {
      if (current) setLoaded(src);
    };
    picture.src = src;
    if (picture.complete && picture.naturalWidth > 0) setLoaded(src);
    return () => {
      current = false;
      picture.onload = null;
    };
  }, [src]);
  return src && loaded === src ? src : null;
}

/**
 * A round picture of a user that falls back to their initials. Written out rather than Radix's Avatar, which brought
 * four packages into the first script of every page for the header's account button
 * (docs/decisions/0002-first-html-first-paint.md).
 */
export function Avatar({ className, size, name, src, decorative = false, ...props }: AvatarProps) {
  const label = decorative ? undefined : name;
  const picture = useLoadedPicture(src);
  return (
    <span
      data-slot="avatar"
      data-size={size ?? "default"}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {picture ? (
        <img
          data-slot="avatar-image"
          src={picture}
          alt={label ?? ""}
          className="aspect-square size-full object-cover"
        />
      ) : (
        <span
          data-slot="avatar-fallback"
          role={label ? "img" : undefined}
          aria-label={label}
          aria-hidden={label ? undefined : true}
          className="flex size-full items-center justify-center bg-secondary font-display font-semibold text-secondary-foreground"
        >
          <span aria-hidden="true">{initials(name)}</span>
        </span>
      )}
    </span>
  );
}
