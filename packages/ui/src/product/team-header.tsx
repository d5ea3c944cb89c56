import * as React from "react";
import { MapPin } from "lucide-react";

import { cn } from "../lib/cn.ts";
import { LeagueLogo, TeamCrest } from "./crest.tsx";

export type TeamHeaderProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The team's name: the page's `<h1>`. */
  name: string;
  /** The crest (a competition's logo); an icon is shown in its place when missing or broken. */
  logoUrl?: string | null;
  /** The team's country ("Brasil"), when known. */
  country: string | null;
  /** The competitions it plays in, linked to their pages. */
  competitions: readonly { name: string; href: string }[];
  /** Beside the name, outside the heading (the follow star). */
  action?: React.ReactNode;
  /** A competition's page uses the same header: its missing logo falls back to a trophy, not a ball. */
  logoKind?: "team" | "league";
};

const linkClassName = [
  "inline-flex max-w-full min-w-0 items-center rounded-full border border-border bg-muted px-2.5 py-1 text-xs font-medium",
  "transition-colors outline-none hover:border-primary hover:text-foreground",
  "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card",
].join(" ");

/**
 * The top of a team's page: crest, name, country and the competitions it plays in, with the follow star. A
 * competition's page uses it too (`logoKind="league"`, usually without competitions).
 */
export function TeamHeader({
  name,
  logoUrl,
  country,
  competitions,
  action,
  logoKind = "team",
  className,
  ...props
}: TeamHeaderProps) {
  const headingId = React.useId();
  return (
    <section
      data-slot="team-header"
      aria-labelledby={headingId}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground sm:p-6",
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 items-center gap-3 sm:gap-4">
        {/* The crest's sizes stop at 40 px (crest.tsx); a page title's crest is 56, then 64 from `sm` up. */}
        <span
          data-slot="team-header-crest"
          className="flex size-14 shrink-0 items-center justify-center *:size-14 sm:size-16 sm:*:size-16"
        >
          {logoKind === "league" ? <LeagueLogo src={logoUrl} size={40} /> : <TeamCrest src={logoUrl} size={40} />}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 id={headingId} className="font-display text-2xl leading-7 font-bold break-words sm:text-3xl sm:leading-9">
            {name}
          </h1>
          {country ? (
            <p data-slot="team-header-country" className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">País: </span>
              {country}
            </p>
          ) : null}
        </div>
        {action ? (
          <div data-slot="team-header-action" className="shrink-0 self-start">
            {action}
          </div>
        ) : null}
      </div>
      {competitions.length > 0 ? (
        <ul data-slot="team-header-competitions" aria-label="Campeonatos" className="flex flex-wrap gap-2">
          {competitions.map((competition) => (
            <li key={competition.href} className="max-w-full min-w-0">
              <a href={competition.href} className={linkClassName}>
                <span className="truncate" title={competition.name}>
                  {competition.name}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
