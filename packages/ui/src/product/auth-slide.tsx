import * as React from "react";
import { ArrowRight } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { AUTH_HEADING_ATTR } from "./auth-form.tsx";
import { Button } from "../primitives/button.tsx";

export type AuthSlideProps = Omit<React.ComponentProps<"section">, "title"> & {
  /** The slide's title. */
  title: React.ReactNode;
  /** The slide's text. */
  text: React.ReactNode;
  /** The picture above the title (decorative: the title and text carry the meaning). */
  illustration: React.ReactNode;
  /** This slide's position, from 1. */
  step: number;
  /** How many slides there are. */
  total: number;
  /** Moves to the next slide ('Próximo'); not shown when `actions` are given. */
  onNext?: () => void;
  /** Label of the next button; 'Próximo' by default. */
  nextLabel?: string;
  /** Where the 'Pular' link leads (e.g. "#entrar"); the link is shown only with `skipHref` or `onSkip`. */
  skipHref?: string;
  /** Called on 'Pular' (call `preventDefault()` to stay on the page and switch steps yourself). */
  onSkip?: (event: React.MouseEvent<HTMLElement>) => void;
  /** Buttons that replace 'Próximo' (the last slide's login and register). */
  actions?: React.ReactNode;
};

const skipClass = cn(
  "inline-flex h-9 cursor-pointer items-center rounded-md px-3 text-sm font-medium text-muted-foreground underline-offset-4 outline-none",
  "hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring",
);

/** One presentation slide of the login area: picture, title, text, progress dots, 'Pular' and 'Próximo'. */
export function AuthSlide({
  title,
  text,
  illustration,
  step,
  total,
  onNext,
  nextLabel = "Próximo",
  skipHref,
  onSkip,
  actions,
  className,
  ...props
}: AuthSlideProps) {
  const titleId = React.useId();
  const hasSkip = skipHref !== undefined || onSkip !== undefined;
  return (
    <section
      data-slot="auth-slide"
      data-step={step}
      aria-labelledby={titleId}
      className={cn(
        "flex w-full max-w-md flex-col gap-6 rounded-xl border bg-card p-5 text-card-foreground shadow-lg sm:p-7",
        className,
      )}
      {...props}
    >
      <div className="-mx-2 -mt-2 flex min-h-9 items-center justify-between">
        <p data-slot="auth-slide-position" className="px-2 text-xs font-medium text-muted-foreground">
          {step} de {total}
        </p>
        {hasSkip ? (
          skipHref !== undefined ? (
            <a data-slot="auth-slide-skip" href={skipHref} onClick={onSkip} className={skipClass}>
              Pular
            </a>
          ) : (
            <button type="button" data-slot="auth-slide-skip" onClick={onSkip} className={skipClass}>
              Pular
            </button>
          )
        ) : null}
      </div>
      <div data-slot="auth-slide-illustration" aria-hidden="true" className="flex justify-center">
        {illustration}
      </div>
      <div className="flex flex-col gap-2 text-center">
        <h1
          id={titleId}
          tabIndex={-1}
          {...{ [AUTH_HEADING_ATTR]: "" }}
          className="font-display text-2xl font-bold tracking-tight outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <p className="text-muted-foreground">{text}</p>
      </div>
      <ol data-slot="auth-slide-dots" aria-hidden="true" className="flex justify-center gap-2">
        {Array.from({ length: total }, (_, i) => (
          <li
            key={i}
            data-state={i + 1 === step ? "active" : i + 1 < step ? "done" : "todo"}
            className="h-2 w-2 rounded-full bg-muted transition-[width,background-color] data-[state=active]:w-6 data-[state=active]:bg-primary data-[state=done]:bg-primary/60 motion-reduce:transition-none"
          />
        ))}
      </ol>
      {actions ? (
        <div data-slot="auth-slide-actions" className="flex flex-col gap-3 sm:flex-row [&>*]:flex-1">
          {actions}
        </div>
      ) : onNext ? (
        <Button size="lg" onClick={onNext} className="w-full">
          {nextLabel}
          <ArrowRight aria-hidden="true" />
        </Button>
      ) : null}
    </section>
  );
}
