import type * as React from "react";
import { Trophy } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { FallbackImage } from "../primitives/fallback-image.tsx";
import { SoccerBallIcon } from "./match-icons.tsx";

/** The square sizes the design uses for crests and league logos, in CSS pixels, and their Tailwind classes. */
const SIZES = { 16: "size-4", 20: "size-5", 24: "size-6", 40: "size-10" } as const;
export type CrestSize = keyof typeof SIZES;

type ImageProps = {
  /** The image; a missing (null/undefined) or broken one shows the fallback icon instead. */
  src: string | null | undefined;
  size: CrestSize;
  /** Off for images inside something dragged by pointer (the slider): a native image drag would take over. */
  draggable?: boolean;
};

/** A decorative square image (its name is written next to it), lazy, with `fallback` when missing or broken. */
function DecorativeImage({ src, size, draggable, fallback }: ImageProps & { fallback: React.ReactNode }) {
  return (
    <FallbackImage
      src={src}
      fallback={fallback}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      draggable={draggable}
      className={cn(SIZES[size], "shrink-0 object-contain")}
    />
  );
}

/** A team's crest, with a football in its place when the provider has none or it fails to load. */
export function TeamCrest(props: ImageProps) {
  const fallback = (
    <SoccerBallIcon
      data-slot="team-crest-fallback"
      aria-hidden="true"
      className={cn(SIZES[props.size], "shrink-0 text-muted-foreground")}
    />
  );
  return <DecorativeImage {...props} fallback={fallback} />;
}

/** A competition's logo, with a trophy when there is none or it fails to load. */
export function LeagueLogo(props: ImageProps) {
  const fallback = (
    <Trophy
      data-slot="league-image-fallback"
      aria-hidden="true"
      className={cn(SIZES[props.size], "shrink-0 text-best")}
    />
  );
  return <DecorativeImage {...props} fallback={fallback} />;
}
