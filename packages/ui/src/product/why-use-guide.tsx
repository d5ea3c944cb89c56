import * as React from "react";
import type { LucideIcon } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { Button } from "../primitives/button.tsx";

/** One section of the guide. */
export type WhyUseGuideSection = {
  /** Stable key, also the end of the section heading's id. */
  id: string;
  /** The short label of its scroll-to button. */
  navLabel: string;
  /** The section's heading. */
  title: string;
  /** Its text, one string per paragraph. */
  paragraphs: readonly string[];
  /** A decorative icon beside the heading. */
  icon?: LucideIcon;
};

/** The guide's copy; `why-use-guide.content.ts` holds Placar's. */
export type WhyUseGuideContent = {
  /** The guide's heading. */
  title: string;
  /** A line under the heading. */
  intro?: string;
  /** The sections, in reading order. */
  sections: readonly WhyUseGuideSection[];
};

export type WhyUseGuideProps = Omit<React.ComponentProps<"section">, "children" | "title"> & WhyUseGuideContent;

/** Smooth unless the visitor asked the system for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  const reduce = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  return reduce ? "auto" : "smooth";
}

/**
 * The home page's 'why use Placar' guide: a row of scroll-to buttons, one per section, then the sections.
 * A button scrolls its section's heading into view (smoothly, unless reduced motion is asked for) and moves
 * keyboard focus to it, so reading continues from there.
 */
export function WhyUseGuide({ title, intro, sections, className, ...props }: WhyUseGuideProps) {
  const baseId = React.useId();
  const headingId = `${baseId}-titulo`;
  const sectionHeadingId = (id: string) => `${baseId}-${id}`;

  const goTo = (id: string) => {
    const heading = document.getElementById(sectionHeadingId(id));
    if (!heading) return;
    heading.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    // Focus without a second, instant scroll that would cut the smooth one short.
    heading.focus({ preventScroll: true });
  };

  return (
    <section
      data-slot="why-use-guide"
      aria-labelledby={headingId}
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground sm:p-6",
        className,
      )}
      {...props}
    >
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="font-display text-xl leading-tight font-bold sm:text-2xl">
          {title}
        </h2>
        {intro ? <p className="text-sm text-muted-foreground">{intro}</p> : null}
      </header>
      <nav aria-label="Seções do guia">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <Button
                data-slot="why-use-guide-nav-button"
                variant="secondary"
                size="sm"
                onClick={() => goTo(section.id)}
              >
                <span aria-hidden="true" className="font-signika text-primary tabular-nums">
                  {index + 1}
                </span>
                {section.navLabel}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <ol className="flex flex-col gap-5">
        {sections.map((section, index) => {
          const Icon = section.icon;
          return (
            <li key={section.id} data-slot="why-use-guide-section" className="flex gap-3 sm:gap-4">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                {Icon ? (
                  <Icon aria-hidden="true" className="size-5" />
                ) : (
                  <span aria-hidden="true" className="font-signika text-sm font-semibold">
                    {index + 1}
                  </span>
                )}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <h3
                  id={sectionHeadingId(section.id)}
                  tabIndex={-1}
                  // Clear of the sticky site header (h-16) when scrolled to.
                  className="scroll-mt-20 rounded-sm font-display text-lg leading-snug font-semibold break-words outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card"
                >
                  {section.title}
                </h3>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="text-sm leading-relaxed text-muted-foreground">
                    {paragraph}
                  </p>
                ))}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
