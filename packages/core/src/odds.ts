/**
 * Best odds across betting houses (docs/product.md#odds-display): the best odd of a result is the highest usable
 * price, and odds are laid out in triples (home, draw labelled 'Empate', away).
 */

/** One price from one house, as in Game.odds: `option` is the home team name, 'Empate' or the away team name. */
export interface Odd {
  bet: string;
  option: string;
  odd: number;
  /**
   * The price the movement arrow compares with, when it differs (the API's `previous`; docs/product.md#price-arrows).
   */
  previous?: number;
}

export const DRAW_LABEL = "Empate";

export interface BestOdd {
  /** The slot's label: the home team name, 'Empate' or the away team name, as passed to `bestOdds`. */
  option: string;
  odd: number;
  /** The betting house offering it. */
  bet: string;
  /** That house's reference price for the option, when it differs (the arrow: opening, or a live move's start). */
  previous?: number;
}

export type OddsTriple = [BestOdd | null, BestOdd | null, BestOdd | null];

/** 0 = home, 1 = draw, 2 = away. */
export type OptionSlot = 0 | 1 | 2;

// Providers and admins do not always agree on case or stray spaces ("Flamengo " vs "flamengo").
// Plain `toLowerCase` on purpose: Portuguese has no locale-specific case rules (only Turkish, Azeri and
// Lithuanian do), and the locale-aware form costs about twenty times as much on a day of 300 matches.
function normalize(s: string): string {
  return s.trim().toLowerCase();
}

const DRAW_KEY = normalize(DRAW_LABEL);

/** The slot finder for one match: the team names are normalized once, not once per price. */
function slotFinder(home: string, away: string): (option: string) => OptionSlot | null {
  const h = normalize(home);
  const a = normalize(away);
  return (option) => {
    const o = normalize(option);
    if (o === "") return null;
    if (o === DRAW_KEY) return 1;
    if (o === h) return 0;
    if (o === a) return 2;
    return null;
  };
}

/**
 * Which slot of the triple an option belongs to, or null when it names none of them.
 * The draw label wins over team names, and home wins over away if a feed gives both teams the same name.
 */
export function optionSlot(option: string, home: string, away: string): OptionSlot | null {
  return slotFinder(home, away)(option);
}

/** A price a bettor can actually take: finite and above 1 (an odd of 1 or less never pays a profit). */
export function isUsableOdd(n: number): boolean {
  return Number.isFinite(n) && n > 1;
}

/**
 * The highest odd per option across all houses, laid out home / Empate / away.
 * A tie keeps the first house seen; unusable prices are ignored; null when no house prices that option.
 */
export function bestOdds(odds: readonly Odd[], home: string, away: string): OddsTriple {
  const labels = [home, DRAW_LABEL, away] as const;
  const best: OddsTriple = [null, null, null];
  const slotOf = slotFinder(home, away);
  for (const o of odds) {
    if (!isUsableOdd(o.odd)) continue;
    const slot = slotOf(o.option);
    if (slot === null) continue;
    const current = best[slot];
    if (current === null || o.odd > current.odd) {
      best[slot] =
        o.previous === undefined
          ? { option: labels[slot], odd: o.odd, bet: o.bet }
          : { option: labels[slot], odd: o.odd, bet: o.bet, previous: o.previous };
    }
  }
  return best;
}

export interface HouseOdds {
  bet: string;
  home: number | null;
  draw: number | null;
  away: number | null;
}

/**
 * One row per betting house, in first-seen order, with that house's highest price per option
 * (a house occasionally appears twice for an option when a feed repeats a market).
 * Houses with no usable price for any of the three options are left out: an all-empty row says nothing.
 */
export function bestOddsByHouse(odds: readonly Odd[], home: string, away: string): HouseOdds[] {
  const rows = new Map<string, HouseOdds>();
  const keys = ["home", "draw", "away"] as const;
  const slotOf = slotFinder(home, away);
  for (const o of odds) {
    if (!isUsableOdd(o.odd)) continue;
    const slot = slotOf(o.option);
    if (slot === null) continue;
    let row = rows.get(o.bet);
    if (row === undefined) {
      row = { bet: o.bet, home: null, draw: null, away: null };
      rows.set(o.bet, row);
    }
    const key = keys[slot];
    const current = row[key];
    if (current === null || o.odd > current) row[key] = o.odd;
  }
  return [...rows.values()];
}

/**
 * A finished match's line per house, from the odds of its closing line (each with `previous`, the opening, when it
 * differs): the opening and closing [home, draw, away] of every house that priced all three.
 */
export function closingLineRows(
  odds: readonly Odd[],
  home: string,
  away: string,
): Array<{ house: string; opening: [number, number, number]; closing: [number, number, number] }> {
  const closing = bestOddsByHouse(odds, home, away);
  const opening = new Map(
    bestOddsByHouse(
      odds.map((o) => ({ ...o, odd: o.previous ?? o.odd })),
      home,
      away,
    ).map((r) => [r.bet, r]),
  );
  return closing.flatMap((c) => {
    const o = opening.get(c.bet);
    if (c.home === null || c.draw === null || c.away === null || !o) return [];
    if (o.home === null || o.draw === null || o.away === null) return [];
    return [{ house: c.bet, opening: [o.home, o.draw, o.away], closing: [c.home, c.draw, c.away] }];
  });
}

// ── Numbers as Brazilians write them (docs/product.md#number-format) ───────────────────────────────────────

/**
 * A number in pt-BR: a decimal comma, `digits` decimals, a dot between thousands ("2,10", "1.250,00", "94,8"). The one
 * place the site writes a price, a percentage or a multiplier (odds buttons, tables, held quotes, payouts, fair odds,
 * alerts, notifications, e-mails, screen-reader text): they were "2.10" in some places and "2,10" in others (issue 43).
 * Rounds half up on the decimal value the number stands for: 1.005 is stored as 1.00499…, which toFixed(2) cuts down.
 * "—" when not a number.
 */
export function formatDecimal(n: number, digits: number): string {
  if (!Number.isFinite(n)) return "—";
  const scale = 10 ** digits;
  const rounded = Math.round(Number((Math.abs(n) * scale).toPrecision(12)));
  const [whole = "0", fraction] = (rounded / scale).toFixed(digits).split(".");
  const sign = n < 0 && rounded !== 0 ? "-" : "";
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${sign}${grouped}${fraction !== undefined ? `,${fraction}` : ""}`;
}

/** A decimal odd with two places and the pt-BR comma: 2.1 → "2,10". "—" when not a number. */
export function formatOdd(n: number): string {
  return formatDecimal(n, 2);
}

/** A ratio as a multiplier, one decimal: 5.67 → "5,7×" (how far a held price is from the others'). */
export function formatMultiplier(ratio: number, digits = 1): string {
  return Number.isFinite(ratio) ? `${formatDecimal(ratio, digits)}×` : "—";
}

/**
 * The house margin of a 1X2 market: the sum of the implied probabilities minus 1
 * (0 is a fair book, 0.05 a 5% margin, negative an arbitrage across houses). NaN when any price is unusable.
 */
export function overround(home: number, draw: number, away: number): number {
  if (!isUsableOdd(home) || !isUsableOdd(draw) || !isUsableOdd(away)) return Number.NaN;
  return 1 / home + 1 / draw + 1 / away - 1;
}
