import * as React from "react";

import { cn } from "../lib/cn.ts";
import { AUTH_HEADING_ATTR } from "./auth-form.tsx";
import { SoccerBallIcon } from "./match-icons.tsx";

/** The login splash: 5 s, then the first slide (docs/product.md#login-area). */
export const AUTH_SPLASH_DURATION = 5000;

export type AuthSplashProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** Milliseconds before `onDone`; 5 s by default. */
  duration?: number;
  /** Called once when the splash has been shown for `duration`. */
  onDone?: () => void;
  /** The line under the logo. */
  tagline?: React.ReactNode;
};

/**
 * The logo splash that opens the login area. A bar fills over `duration` so the wait is visible; with
 * reduced motion the logo stays still and the bar shows full at once.
 */
export function AuthSplash({
  duration = AUTH_SPLASH_DURATION,
  onDone,
  tagline = "As melhores odds do futebol, lado a lado.",
  className,
  ...props
}: AuthSplashProps) {
  const onDoneRef = React.useRef(onDone);
  onDoneRef.current = onDone;
  React.useEffect(() => {
    const timer = window.setTimeout(() => onDoneRef.current?.(), duration);
    return () => window.clearTimeout(timer);
  }, [duration]);

  const titleId = React.useId();
  return (
    <section
      data-slot="auth-splash"
      aria-labelledby={titleId}
      className={cn(
        "flex min-h-80 w-full max-w-md flex-col items-center justify-center gap-5 px-6 py-10 text-center",
        className,
      )}
      {...props}
    >
      <span className="relative flex size-28 items-center justify-center rounded-full bg-card shadow-[0_0_60px_-10px] shadow-primary/60 ring-1 ring-border">
        <SoccerBallIcon
          aria-hidden="true"
          className="size-16 text-primary motion-safe:animate-[spin_6s_linear_infinite]"
        />
      </span>
      <div className="flex flex-col gap-1">
        <h1
          id={titleId}
          tabIndex={-1}
          {...{ [AUTH_HEADING_ATTR]: "" }}
          className="font-display text-5xl font-bold tracking-tight outline-none"
        >
          Placar
        </h1>
        <p className="text-muted-foreground">{tagline}</p>
      </div>
      <div aria-hidden="true" className="h-1 w-40 overflow-hidden rounded-full bg-muted">
        <div
          data-slot="auth-splash-progress"
          className="h-full w-full rounded-full bg-primary transition-[width] ease-linear starting:w-0 motion-reduce:transition-none"
          style={{ transitionDuration: `${duration}ms` }}
        />
      </div>
    </section>
  );
}
