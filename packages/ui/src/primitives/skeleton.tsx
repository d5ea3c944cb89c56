import * as React from "react";

import { cn } from "../lib/cn.ts";

export type SkeletonProps = React.ComponentProps<"div">;

/** A placeholder block shown while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-accent motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
