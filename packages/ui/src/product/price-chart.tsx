import * as React from "react";
import { formatTime } from "@placar/core/dates";
import { formatOdd } from "@placar/core/odds";

import { cn } from "../lib/cn.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../primitives/tabs.tsx";

/** One house's price of one outcome over time, oldest first; each point holds until the next. */
export type PriceSeries = {
  house: string;
  /** The house's brand colour (hex). */
  color: string;
  points: readonly { at: string; odd: number }[];
};

export type PriceChartProps = Omit<React.ComponentProps<"section">, "children"> & {
  /**
   * The outcomes' names, one tab each: home team, 'Empate', away team in 1X2; in another market core's
   * `outcomeLabels` ('Sim', 'Não'), two or three.
   */
  outcomes: readonly string[];
  /** For each outcome, in the same order, every house's series. */
  series: readonly (readonly PriceSeries[])[];
  /**
   * The market's name when it is not 1X2 (core's marketLabel): it names the tabs and is said before each outcome
   * ("Ambas marcam: Sim; odds de 3 casas …").
   */
  marketName?: string;
  /** Where the lines end (ISO): now, for a game still priced. */
  until: string;
  /** The heading level of the title (3 by default). */
  headingLevel?: 2 | 3;
};

const WIDTH = 1000;
const HEIGHT = 400;

/** The step path of one series in the chart's box (a price holds until it changes). */
function stepPath(
  points: readonly { t: number; odd: number }[],
  x: (t: number) => number,
  y: (odd: number) => number,
  end: number,
): string {
  let d = "";
  points.forEach((p, i) => {
    const px = x(p.t);
    const py = y(p.odd);
    d += i === 0 ? `M${px.toFixed(1)},${py.toFixed(1)}` : `H${px.toFixed(1)}V${py.toFixed(1)}`;
  });
  return `${d}H${x(end).toFixed(1)}`;
}

function OutcomeChart({
  outcome,
  named,
  series,
  until,
}: {
  outcome: string;
  /** The outcome with its market's name ("Ambas marcam: Sim"); the outcome alone in 1X2. */
  named: string;
  series: readonly PriceSeries[];
  until: number;
}) {
  const parsed = series
    .map((s) => ({
      ...s,
      parsed: s.points
        .map((p) => ({ t: Date.parse(p.at), odd: p.odd }))
        .filter((p) => Number.isFinite(p.t) && Number.isFinite(p.odd)),
    }))
    .filter((s) => s.parsed.length > 0);
  if (parsed.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
        Ainda não há histórico de odds para {named}.
      </p>
    );
  }
  const times = parsed.flatMap((s) => s.parsed.map((p) => p.t));
  const odds = parsed.flatMap((s) => s.parsed.map((p) => p.odd));
  const start = Math.min(...times);
  const end = Math.max(until, ...times);
  const span = Math.max(end - start, 60_000);
  let low = Math.min(...odds);
  let high = Math.max(...odds);
  const pad = Math.max((high - low) * 0.1, 0.05);
  low = Math.max(1, low - pad);
  high += pad;
  const x = (t: number) => ((t - start) / span) * WIDTH;
  const y = (odd: number) => HEIGHT - ((odd - low) / (high - low)) * HEIGHT;
  const ticks = [0, 0.5, 1].map((f) => start + f * span);
  const levels = [high - pad, (high + low) / 2, low + pad];
  const summary =
    `${named}${named === outcome ? ":" : ";"} odds de ${parsed.length} ${parsed.length === 1 ? "casa" : "casas"} entre ${formatTime(new Date(start))} e ${formatTime(new Date(end))}, ` +
    `de ${formatOdd(Math.min(...odds))} a ${formatOdd(Math.max(...odds))}.`;
  return (
    <figure data-slot="price-chart-figure" className="flex flex-col gap-2">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div
          aria-hidden="true"
          className="flex h-48 flex-col justify-between py-0.5 text-right font-signika text-xs text-muted-foreground tabular-nums sm:h-56"
        >
          {distinctLabels(levels.map(formatOdd)).map((label, i) => (
            <span key={i}>{label}</span>
          ))}
        </div>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-48 w-full overflow-visible rounded-md border border-border bg-card sm:h-56"
        >
          {[0.25, 0.5, 0.75].map((f) => (
            <line
              key={f}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT * f}
              y2={HEIGHT * f}
              className="stroke-border"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {parsed.map((s) => (
            <path
              key={s.house}
              data-slot="price-chart-line"
              data-house={s.house}
              d={stepPath(s.parsed, x, y, end)}
              fill="none"
              stroke={s.color}
              strokeWidth={2}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        <div />
        <div
          aria-hidden="true"
          className="flex justify-between pt-1 font-signika text-xs text-muted-foreground tabular-nums"
        >
          {distinctLabels(ticks.map((t) => formatTime(new Date(t)))).map((label, i) => (
            <span key={i}>{label}</span>
          ))}
        </div>
      </div>
      <figcaption className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
        {parsed.map((s) => {
          const last = s.parsed[s.parsed.length - 1]!;
          return (
            <span key={s.house} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-0.5 w-4 rounded-full"
                style={{ backgroundColor: s.color }}
              />
              {s.house} <span className="font-signika font-semibold tabular-nums">{formatOdd(last.odd)}</span>
            </span>
          );
        })}
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring">
          Ver os dados em tabela
        </summary>
        <div className="relative mt-2 max-h-64 overflow-auto rounded-md border border-border">
          <table className="w-full border-collapse text-xs">
            <caption className="sr-only">Mudanças de odd de {named}, por casa</caption>
            <thead>
              <tr className="border-b border-border text-muted-foreground">
                <th scope="col" className="px-2 py-1 text-left font-medium">
                  Horário
                </th>
                <th scope="col" className="px-2 py-1 text-left font-medium">
                  Casa
                </th>
                <th scope="col" className="px-2 py-1 text-right font-medium">
                  Odd
                </th>
              </tr>
            </thead>
            <tbody>
              {parsed
                .flatMap((s) => s.parsed.map((p) => ({ house: s.house, ...p })))
                .sort((a, b) => a.t - b.t || a.house.localeCompare(b.house))
                .map((row, i) => (
                  <tr key={i} className="border-b border-border last:border-b-0">
                    <td className="px-2 py-1 tabular-nums">{formatTime(new Date(row.t))}</td>
                    <td className="px-2 py-1">{row.house}</td>
                    <td className="px-2 py-1 text-right font-signika tabular-nums">{formatOdd(row.odd)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/**
 * Each house's price of each outcome over time (from the odds history), one tab per outcome: step lines in the
 * houses' colours, a pt-BR time axis, a summary for screen readers and the same data as a table on request.
 */
export function PriceChart({
  outcomes,
  series,
  until,
  marketName,
  headingLevel = 3,
  className,
  ...props
}: PriceChartProps) {
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const end = Date.parse(until);
  const wrap = marketName !== undefined;
  return (
    <section
      data-slot="price-chart"
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-2", className)}
      {...props}
    >
      <Heading id={headingId} className="font-display text-lg font-bold">
        Evolução das odds
      </Heading>
      <Tabs defaultValue="0">
        <TabsList
          aria-label={marketName ?? "Resultado"}
          // Another market's outcomes can be long ("Flamengo ou empate"): on a phone the tabs share the width and
          // a name takes two lines rather than being cut to "Flamengo o…".
          className={wrap ? "h-auto min-h-11 w-full max-w-full sm:w-fit" : "max-w-full"}
        >
          {outcomes.map((outcome, i) => (
            <TabsTrigger
              key={i}
              value={String(i)}
              className={wrap ? "h-auto min-w-0 flex-1 self-stretch py-1 whitespace-normal sm:flex-none" : "min-w-0"}
            >
              <span className={wrap ? "line-clamp-2 text-center leading-tight" : "truncate"}>{outcome}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {outcomes.map((outcome, i) => (
          <TabsContent key={i} value={String(i)} className="mt-2">
            <OutcomeChart
              outcome={outcome}
              named={marketName ? `${marketName}: ${outcome}` : outcome}
              series={series[i] ?? []}
              until={Number.isFinite(end) ? end : Date.now()}
            />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

/**
 * Axis labels without repeats: a price that never moved would read '101.00' three times down the side, a span of a
 * minute '15:00 15:00 15:01'. A repeated label is left blank (its place kept); three equal ones keep the middle.
 */
function distinctLabels(labels: readonly string[]): string[] {
  if (labels.length === 3 && labels[0] === labels[2]) return ["", labels[1]!, ""];
  return labels.map((label, i) => (i > 0 && label === labels[i - 1] ? "" : label));
}
