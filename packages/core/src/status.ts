/**
 * Fixture status codes and the three tabs of the day games panel (docs/product.md#fixture-status-groups).
 */

/** Every status code the product knows, in its own spelling (note the mixed-case "Deleted"). */
export const STATUS_CODES = [
  "1H",
  "2H",
  "HT",
  "ET",
  "P",
  "BT",
  "AET",
  "PEN_LIVE",
  "BREAK",
  "FT",
  "FT_PEN",
  "NS",
  "CANCL",
  "POSTP",
  "INT",
  "ABAN",
  "SUSP",
  "TBA",
  "AWARDED",
  "DELAYED",
  "WO",
  "AU",
  "Deleted",
] as const;

export type StatusCode = (typeof STATUS_CODES)[number];

/** The three tabs: Ao Vivo, Finalizado, Próximo. */
export type StatusGroup = "live" | "finished" | "upcoming";

export const STATUS_GROUP_NAMES = ["live", "finished", "upcoming"] as const satisfies readonly StatusGroup[];

/**
 * The table of docs/product.md#fixture-status-groups, verbatim. "other" has no tab. AET is deliberately in both
 * "live" and "finished", so the match shows under both tabs and counts in both badges.
 */
export const STATUS_GROUPS: Record<StatusGroup | "other", readonly StatusCode[]> = {
  live: ["1H", "2H", "HT", "ET", "P", "BT", "AET", "PEN_LIVE", "BREAK"],
  finished: ["FT", "AET", "FT_PEN"],
  upcoming: ["NS"],
  other: ["CANCL", "POSTP", "INT", "ABAN", "SUSP", "TBA", "AWARDED", "DELAYED", "WO", "AU", "Deleted"],
};

/** Tab labels exactly as docs/product.md#fixture-status-groups writes them. */
export const STATUS_GROUP_LABELS: Record<StatusGroup, string> = {
  live: "Ao Vivo",
  finished: "Finalizado",
  upcoming: "Próximo",
};

const groupSets: Record<StatusGroup, ReadonlySet<string>> = {
  live: new Set(STATUS_GROUPS.live),
  finished: new Set(STATUS_GROUPS.finished),
  upcoming: new Set(STATUS_GROUPS.upcoming),
};

const knownCodes: ReadonlySet<string> = new Set(STATUS_CODES);

export function isStatusCode(code: string): code is StatusCode {
  return knownCodes.has(code);
}

/** Codes are compared exactly (case-sensitive), as docs/product.md#fixture-status-groups spells them. */
export function isInGroup(code: string, group: StatusGroup): boolean {
  return groupSets[group].has(code);
}

/** The tabs a code appears under: none for "other" and unknown codes, two for AET. */
export function groupsOf(code: string): StatusGroup[] {
  return STATUS_GROUP_NAMES.filter((group) => isInGroup(code, group));
}

/** Badge counts over the whole day's data; an AET match counts in both live and finished. */
export function countByGroup(codes: Iterable<string>): Record<StatusGroup, number> {
  const counts: Record<StatusGroup, number> = { live: 0, finished: 0, upcoming: 0 };
  for (const code of codes) {
    for (const group of groupsOf(code)) counts[group] += 1;
  }
  return counts;
}

/** The items under one tab, in their original order. */
export function filterByGroup<T>(items: readonly T[], group: StatusGroup, statusOf: (item: T) => string): T[] {
  return items.filter((item) => isInGroup(statusOf(item), group));
}

export function isLive(code: string): boolean {
  return isInGroup(code, "live");
}

export function isFinished(code: string): boolean {
  return isInGroup(code, "finished");
}

export function isNotStarted(code: string): boolean {
  return isInGroup(code, "upcoming");
}

export type RowIcon = "clock" | "check" | "live";

/**
 * The status icon of a game row (docs/product.md#fixture-status-groups): NS a clock; FT, AET and FT_PEN a check;
 * anything else the red live marker. AET and FT_PEN get the check, unlike in the original specification
 * (docs/product.md#differences-from-the-original-specification, 3), because they are final results (the match is
 * over, the score will not change), and a red live marker on a finished match would tell the bettor it can still be
 * bet on in play. AET is also in the live list only so that it stays visible under Ao Vivo right after the whistle.
 */
export function rowIcon(code: string): RowIcon {
  if (isNotStarted(code)) return "clock";
  if (isFinished(code)) return "check";
  return "live";
}

/** The `fixture.status.short` codes of API-Football v3 that the adapter maps. */
export const API_FOOTBALL_STATUS_CODES = [
  "TBD",
  "NS",
  "1H",
  "HT",
  "2H",
  "ET",
  "BT",
  "P",
  "SUSP",
  "INT",
  "LIVE",
  "FT",
  "AET",
  "PEN",
  "PST",
  "CANC",
  "ABD",
  "AWD",
  "WO",
] as const;

export type ApiFootballStatusCode = (typeof API_FOOTBALL_STATUS_CODES)[number];

const API_FOOTBALL_TO_STATUS: Record<ApiFootballStatusCode, StatusCode> = {
  TBD: "TBA",
  NS: "NS",
  "1H": "1H",
  HT: "HT",
  "2H": "2H",
  ET: "ET",
  BT: "BT",
  P: "P",
  SUSP: "SUSP",
  INT: "INT",
  // API-Football sends LIVE for a match in progress whose period it does not know (rare, low-tier
  // competitions). It is certainly being played, so it must land under Ao Vivo; "1H" is the least
  // specific live code we have, and the next poll usually replaces it with the real period.
  LIVE: "1H",
  FT: "FT",
  AET: "AET",
  PEN: "FT_PEN",
  PST: "POSTP",
  CANC: "CANCL",
  ABD: "ABAN",
  AWD: "AWARDED",
  WO: "WO",
};

/**
 * Maps API-Football's `fixture.status.short` onto the product's codes (docs/product.md#fixture-status-groups). Never
 * throws: a code the provider adds later becomes "TBA" (no tab) rather than breaking ingestion or showing a wrong
 * live/finished state.
 */
export function mapApiFootballStatus(short: string): StatusCode {
  return Object.hasOwn(API_FOOTBALL_TO_STATUS, short) ? API_FOOTBALL_TO_STATUS[short as ApiFootballStatusCode] : "TBA";
}

/**
 * Where a live match is: the minute when the feed gives it, the phase otherwise; breaks and shoot-outs by name,
 * since their clock says nothing useful.
 */
export function liveStatusLabel(short: string, elapsed: number | null): string | undefined {
  switch (short) {
    case "HT":
    case "BREAK":
    case "BT":
      return "Intervalo";
    case "P":
    case "PEN_LIVE":
      return "Pênaltis";
    case "1H":
      return elapsed != null ? `${elapsed}'` : "1º tempo";
    case "2H":
      return elapsed != null ? `${elapsed}'` : "2º tempo";
    case "ET":
      return elapsed != null ? `${elapsed}'` : "Prorrogação";
    default:
      // AET (in the Ao Vivo tab too) and anything else: the card's own label ('Encerrado', 'Ao vivo').
      return undefined;
  }
}
