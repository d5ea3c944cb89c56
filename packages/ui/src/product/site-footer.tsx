import * as React from "react";

import { cn } from "../lib/cn.ts";

/** A video channel's play-button mark, drawn on a 24-unit grid. */
export function YouTubeIcon(props: React.ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.75 15.02V8.98L15.5 12l-5.75 3.02Z" />
    </svg>
  );
}

/** A photo-sharing profile's camera mark, drawn on a 24-unit grid. */
export function InstagramIcon(props: React.ComponentProps<"svg">) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <rect x="2" y="2" width="20" height="20" rx="5.5" />
      <circle cx="12" cy="12" r="4.5" />
      <circle cx="17.6" cy="6.4" r="0.6" fill="currentColor" />
    </svg>
  );
}

export type SiteFooterProps = Omit<React.ComponentProps<"footer">, "children"> & {
  /** The video channel's address. */
  youtubeHref: string;
  /** The photo-sharing profile's address. */
  instagramHref: string;
  /** Copyright year. */
  year?: number;
  /** The site's own pages linked from the footer ('Jogo responsável', 'Privacidade'). */
  links?: readonly { href: string; label: string }[];
};

const socialClass = cn(
  "inline-flex size-11 items-center justify-center rounded-full border border-border text-foreground outline-none transition-colors",
  "hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
);

/**
 * The site's footer: social links, the 18+ notice with the responsible-gambling message Brazilian
 * betting publicity rules ask for, and the copyright line.
 */
export function SiteFooter({
  youtubeHref,
  instagramHref,
  year = 2025,
  links = [],
  className,
  ...props
}: SiteFooterProps) {
  return (
    <footer
      data-slot="site-footer"
      className={cn("border-t border-border bg-card text-card-foreground", className)}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-2xl items-start gap-3">
          <span
            data-slot="site-footer-age"
            role="img"
            aria-label="Proibido para menores de 18 anos"
            className="flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-error font-signika text-sm font-bold text-foreground"
          >
            <span aria-hidden="true">18+</span>
          </span>
          <p data-slot="site-footer-responsible" className="text-sm leading-relaxed text-muted-foreground">
            <strong className="font-semibold text-foreground">Aposte com responsabilidade.</strong> Apostas são
            proibidas para menores de 18 anos, envolvem risco de perda e não são fonte de renda. Defina limites de tempo
            e de dinheiro e, se sentir que perdeu o controle, pare e procure ajuda.
          </p>
        </div>
        <nav aria-label="Redes sociais">
          <ul className="flex gap-3">
            <li>
              <a
                href={youtubeHref}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="YouTube"
                className={socialClass}
              >
                <YouTubeIcon aria-hidden="true" className="size-5" />
              </a>
            </li>
            <li>
              <a
                href={instagramHref}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Instagram"
                className={socialClass}
              >
                <InstagramIcon aria-hidden="true" className="size-5" />
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 text-xs text-muted-foreground">
          <p>© {year} Placar</p>
          {links.length > 0 ? (
            <nav aria-label="Institucional">
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className="inline-flex min-h-6 items-center rounded-sm text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
