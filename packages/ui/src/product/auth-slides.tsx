import * as React from "react";

import { cn } from "../lib/cn.ts";

/*
 * The login area's pictures are drawn here rather than loaded: no request, theme colours through the same
 * tokens as everything else, and nothing to fall back from. All are decorative (the slide's text says it).
 */

type IllustrationProps = React.ComponentProps<"svg">;

function Frame({ className, children, ...props }: IllustrationProps) {
  return (
    <svg
      viewBox="0 0 240 150"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn("h-36 w-auto max-w-full", className)}
      {...props}
    >
      {children}
    </svg>
  );
}

/** Three houses' odds side by side, the best one highlighted. */
export function OddsIllustration(props: IllustrationProps) {
  const rows = [
    { y: 38, odds: ["2,05", "3,20", "3,55"], best: -1 },
    { y: 72, odds: ["2,10", "3,25", "3,60"], best: 0 },
    { y: 106, odds: ["1,98", "3,30", "3,48"], best: -1 },
  ];
  return (
    <Frame {...props}>
      <rect x="20" y="8" width="200" height="134" rx="14" className="fill-muted stroke-border" strokeWidth="2" />
      {["Casa", "X", "Fora"].map((label, i) => (
        <text
          key={label}
          x={78 + i * 52}
          y="28"
          textAnchor="middle"
          className="fill-muted-foreground font-sans text-[10px] font-semibold"
        >
          {label}
        </text>
      ))}
      {rows.map((row) => (
        <g key={row.y}>
          <circle cx="40" cy={row.y + 12} r="8" className="fill-secondary stroke-border" strokeWidth="1.5" />
          {row.odds.map((odd, i) => {
            const best = i === row.best;
            return (
              <g key={odd}>
                <rect
                  x={56 + i * 52}
                  y={row.y}
                  width="44"
                  height="24"
                  rx="6"
                  className={best ? "fill-best" : "fill-card stroke-border"}
                  strokeWidth={best ? 0 : 1.5}
                />
                <text
                  x={78 + i * 52}
                  y={row.y + 16}
                  textAnchor="middle"
                  className={cn("font-sans text-[11px] font-bold", best ? "fill-best-foreground" : "fill-foreground")}
                >
                  {odd}
                </text>
              </g>
            );
          })}
        </g>
      ))}
    </Frame>
  );
}

/** A trophy with the '1.000+' competitions badge. */
export function CompetitionsIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <circle cx="120" cy="75" r="62" className="fill-muted" />
      <path
        d="M92 34h56v26c0 17-12.5 30-28 30s-28-13-28-30V34Z"
        className="fill-best stroke-best-foreground/40"
        strokeWidth="2"
      />
      <path
        d="M92 42H78c0 14 6 22 16 24M148 42h14c0 14-6 22-16 24"
        className="stroke-best"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <rect x="113" y="89" width="14" height="16" className="fill-best" />
      <rect x="98" y="104" width="44" height="10" rx="3" className="fill-secondary stroke-border" strokeWidth="1.5" />
      <rect x="150" y="92" width="74" height="30" rx="15" className="fill-primary" />
      <text x="187" y="112" textAnchor="middle" className="fill-primary-foreground font-display text-[15px] font-bold">
        1.000+
      </text>
      <circle cx="44" cy="46" r="12" className="fill-card stroke-border" strokeWidth="2" />
      <path d="m44 40 5.7 4.1-2.2 6.7h-7l-2.2-6.7Z" className="fill-foreground" />
      <circle cx="30" cy="104" r="8" className="fill-card stroke-border" strokeWidth="2" />
      <circle cx="200" cy="36" r="9" className="fill-card stroke-border" strokeWidth="2" />
    </Frame>
  );
}

/** A pitch with a match's statistics bars over it. */
export function StatsIllustration(props: IllustrationProps) {
  const bars = [
    { y: 44, home: 62, away: 38 },
    { y: 70, home: 45, away: 55 },
    { y: 96, home: 70, away: 30 },
  ];
  return (
    <Frame {...props}>
      <rect
        x="16"
        y="10"
        width="208"
        height="130"
        rx="12"
        className="fill-primary/15 stroke-primary/50"
        strokeWidth="2"
      />
      <line x1="120" y1="10" x2="120" y2="140" className="stroke-primary/40" strokeWidth="2" />
      <circle cx="120" cy="75" r="22" className="stroke-primary/40" strokeWidth="2" />
      <rect x="16" y="45" width="26" height="60" className="stroke-primary/40" strokeWidth="2" />
      <rect x="198" y="45" width="26" height="60" className="stroke-primary/40" strokeWidth="2" />
      {bars.map((bar) => (
        <g key={bar.y}>
          <rect x="50" y={bar.y} width="140" height="12" rx="6" className="fill-card" />
          <rect x={120 - bar.home} y={bar.y} width={bar.home} height="12" rx="6" className="fill-primary" />
          <rect x="120" y={bar.y} width={bar.away} height="12" rx="6" className="fill-info" />
        </g>
      ))}
    </Frame>
  );
}

/** An account card with a check: the last slide, where the visitor signs in or registers. */
export function WelcomeIllustration(props: IllustrationProps) {
  return (
    <Frame {...props}>
      <rect x="62" y="12" width="116" height="126" rx="14" className="fill-muted stroke-border" strokeWidth="2" />
      <circle cx="120" cy="56" r="22" className="fill-secondary stroke-border" strokeWidth="2" />
      <circle cx="120" cy="50" r="8" className="fill-muted-foreground" />
      <path d="M105 70c3-8 9-11 15-11s12 3 15 11" className="fill-muted-foreground" />
      <rect x="82" y="90" width="76" height="10" rx="5" className="fill-card" />
      <rect x="82" y="108" width="76" height="14" rx="7" className="fill-primary" />
      <circle cx="172" cy="32" r="16" className="fill-success" />
      <path
        d="m165 32 5 5 9-10"
        className="stroke-success-foreground"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Frame>
  );
}

export type AuthSlideContent = {
  /** Stable id (also the address hash when a page mirrors the step there). */
  id: string;
  title: string;
  text: string;
  Illustration: (props: IllustrationProps) => React.ReactNode;
};

/**
 * The presentation slides of the login area, in order. Worded for Brazil's rules on betting publicity: what the
 * product shows, no promise of winnings and no call to bet now; the age limit is stated.
 */
export const AUTH_SLIDES = [
  {
    id: "comparar",
    // No number here: the houses are managed data (docs/product.md#casas). `withHouseCount` adds the real one.
    title: "Compare as odds das casas",
    text: "Veja lado a lado as odds das casas de apostas licenciadas e encontre a melhor de cada resultado do jogo.",
    Illustration: OddsIllustration,
  },
  {
    id: "competicoes",
    title: "1.000+ competições",
    text: "Do Brasileirão à Champions League: placares ao vivo, estatísticas e escalações de mais de 1.000 competições.",
    Illustration: CompetitionsIllustration,
  },
  {
    id: "estatisticas",
    title: "Informação antes do palpite",
    text: "Estatísticas, classificação e análises de cada partida. Jogue com responsabilidade: proibido para menores de 18 anos.",
    Illustration: StatsIllustration,
  },
] as const satisfies readonly AuthSlideContent[];

/** The fourth slide, which offers login or registration. */
export const AUTH_WELCOME = {
  id: "bem-vindo",
  title: "Bem-vindo ao Placar",
  text: "Entre na sua conta ou crie a sua, gratuitamente.",
  Illustration: WelcomeIllustration,
} as const satisfies AuthSlideContent;

/**
 * The first slide with the number of houses the site compares today (the active houses of GET /api/houses/): 'Compare
 * as odds de 8 casas'. Without a count (not loaded yet, or failed), or with fewer than two houses, the words without
 * a number.
 */
export function withHouseCount(slide: AuthSlideContent, houseCount: number | null | undefined): AuthSlideContent {
  if (slide.id !== "comparar" || houseCount == null || houseCount < 2) return slide;
  return {
    ...slide,
    title: `Compare as odds de ${houseCount} casas`,
    text: `Veja lado a lado as odds de ${houseCount} casas de apostas licenciadas e encontre a melhor de cada resultado do jogo.`,
  };
}
