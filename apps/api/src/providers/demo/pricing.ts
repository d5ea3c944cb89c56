/**
 * 1X2 prices. A match's fair probabilities come from the two clubs' expected goals (independent Poisson
 * scores, conditioned on the current score and the time left when the match is in play); each house then
 * shades them with its own slowly wandering view and adds its margin.
 */

import { manyMarketProbabilities, parseMarketId, type GoalExpectancy, type Market } from "@placar/core/markets";
import type { ProviderMarketOdds, ProviderOdds } from "../types.ts";
import type { DemoCompetition } from "./catalog.ts";
import { DEMO_HOUSES, type DemoHouse } from "./houses.ts";
import { hash, valueNoise } from "./random.ts";

/** [home, draw, away], summing to 1. */
export type Outcomes = [number, number, number];

const MIN_PRICE = 1.01;
const MAX_GOALS = 12;

function poissonTable(rate: number): number[] {
  const table: number[] = [];
  let p = Math.exp(-rate);
  for (let k = 0; k <= MAX_GOALS; k++) {
    table.push(p);
    p = (p * rate) / (k + 1);
  }
  return table;
}

/**
 * Probability of each final result given the goals still to come (Poisson with the given rates) on top of
 * the current score.
 */
export function outcomeProbabilities(homeRate: number, awayRate: number, homeGoals = 0, awayGoals = 0): Outcomes {
  const home = poissonTable(homeRate);
  const away = poissonTable(awayRate);
  let win = 0;
  let draw = 0;
  let loss = 0;
  for (let x = 0; x <= MAX_GOALS; x++) {
    const px = home[x] ?? 0;
    for (let y = 0; y <= MAX_GOALS; y++) {
      const p = px * (away[y] ?? 0);
      const diff = homeGoals + x - (awayGoals + y);
      if (diff > 0) win += p;
      else if (diff === 0) draw += p;
      else loss += p;
    }
  }
  const total = win + draw + loss;
  return [win / total, draw / total, loss / total];
}

/**
 * Implied probabilities summing to exactly 1 + margin, proportional to `weights` except where a price would
 * leave [MIN_PRICE, maxPrice]: those are pinned at the bound and the rest share what is left. This keeps
 * every house's overround at its margin even when one outcome is all but certain late in a match.
 */
function impliedWithMargin(weights: readonly number[], margin: number, maxPrice: number): number[] {
  const hi = 1 / MIN_PRICE;
  const lo = 1 / maxPrice;
  const n = weights.length;
  const pinned: number[] = new Array<number>(n).fill(Number.NaN);
  const out: number[] = new Array<number>(n).fill(0);
  // Each pass pins at least one more outcome or stops, so n + 1 passes always settle. Prices too short are
  // pinned before prices too long: pinning a favourite hands probability to the others, which may lift an
  // outsider back above the floor, so deciding both at once would over-pin.
  for (let pass = 0; pass <= n; pass++) {
    let free = 0;
    let freeCount = 0;
    let left = 1 + margin;
    for (let i = 0; i < n; i++) {
      const pin = pinned[i] ?? Number.NaN;
      if (Number.isNaN(pin)) {
        free += weights[i] ?? 0;
        freeCount += 1;
      } else left -= pin;
    }
    let tooShort = false;
    let tooLong = false;
    for (let i = 0; i < n; i++) {
      const pin = pinned[i] ?? Number.NaN;
      // Outcomes that can no longer happen (weight 0) share what is left equally.
      const q = !Number.isNaN(pin) ? pin : free > 0 ? ((weights[i] ?? 0) / free) * left : left / freeCount;
      out[i] = q;
      if (Number.isNaN(pin)) {
        if (q > hi) tooShort = true;
        else if (q < lo) tooLong = true;
      }
    }
    if (!tooShort && !tooLong) break;
    for (let i = 0; i < n; i++) {
      if (!Number.isNaN(pinned[i] ?? Number.NaN)) continue;
      const q = out[i] ?? 0;
      if (tooShort && q > hi) pinned[i] = hi;
      else if (!tooShort && q < lo) pinned[i] = lo;
    }
  }
  return out;
}

function toPrice(implied: number, maxPrice: number): number {
  const price = Math.round((1 / implied) * 100) / 100;
  return Math.min(maxPrice, Math.max(MIN_PRICE, price));
}

/**
 * Every house's prices for fair probabilities `fair`, as seen in 15-minute bucket `bucket`. Each house's view
 * wanders smoothly (knots every two hours), so consecutive buckets differ by a tick or two, not a jump. None for a
 * competition the houses do not price.
 */
export function housePrices(
  competition: Pick<DemoCompetition, "unpriced">,
  fair: Outcomes,
  seed: number,
  matchKey: number,
  bucket: number,
): ProviderOdds[] {
  if (competition.unpriced === true) return [];
  const match = hash(seed, matchKey, 0x0dd5);
  return DEMO_HOUSES.map((house, h) => {
    const shaded = fair.map((p, k) => p * Math.exp(house.noise * valueNoise(bucket / 8, match + h * 3 + k)));
    const sum = shaded.reduce((a, b) => a + b, 0);
    const implied = impliedWithMargin(
      shaded.map((p) => p / sum),
      house.margin,
      house.maxPrice,
    );
    return {
      house: house.name,
      home: toPrice(implied[0] ?? 1, house.maxPrice),
      draw: toPrice(implied[1] ?? 1, house.maxPrice),
      away: toPrice(implied[2] ?? 1, house.maxPrice),
    };
  });
}

/** Every market some demo house quotes (id and market), priced once per game. */
const QUOTED = [...new Set(DEMO_HOUSES.flatMap((h) => h.markets))].flatMap((id) => {
  const market = parseMarketId(id);
  return market === null ? [] : [{ id, market }];
});
const QUOTED_MARKETS: readonly Market[] = QUOTED.map((q) => q.market);
/** Each house's markets with their place in QUOTED (what `manyMarketProbabilities` answers). */
const HOUSE_MARKETS = DEMO_HOUSES.map((house) =>
  house.markets.flatMap((id) => {
    const index = QUOTED.findIndex((q) => q.id === id);
    const quoted = QUOTED[index];
    return quoted === undefined ? [] : [{ id, market: quoted.market, index }];
  }),
);

/** A two-way book is tighter than the house's 1X2 (about 85% of its margin), as the houses price them. */
const TWO_WAY_MARGIN_SHARE = 0.85;

/**
 * Every house's prices in the markets it quotes (`DemoHouse.markets`), from the same goal expectancy as its 1X2:
 * `expectancy` the goals still to come on top of `base`, the score now. Each house shades each market with its own
 * wandering view (as for 1X2, other knots) and adds its margin: Σ 1/price = 1 + 85% of its 1X2 margin for the
 * two-way markets, 2 × (1 + margin) for double chance (each outcome covers two results). In play, a house takes a
 * market off once one outcome's probability passes its `closesAbove`. Indexed as `DEMO_HOUSES`; empty lists for a
 * competition the houses do not price.
 */
export function houseMarketPrices(
  competition: Pick<DemoCompetition, "unpriced">,
  expectancy: GoalExpectancy,
  base: { home: number; away: number },
  seed: number,
  matchKey: number,
  bucket: number,
  inPlay: boolean,
): ProviderMarketOdds[][] {
  if (competition.unpriced === true) return DEMO_HOUSES.map(() => []);
  const match = hash(seed, matchKey, 0x3a7c);
  const probabilities = manyMarketProbabilities(expectancy, QUOTED_MARKETS, base);
  return HOUSE_MARKETS.map((quoted, h) => {
    const house = DEMO_HOUSES[h] as DemoHouse;
    const out: ProviderMarketOdds[] = [];
    quoted.forEach(({ id, market, index }, k) => {
      const fair = probabilities[index] as number[];
      let top = 0;
      for (const p of fair) if (p > top) top = p;
      if (inPlay && top > house.closesAbove) return;
      const shaded: number[] = [];
      let sum = 0;
      for (let o = 0; o < fair.length; o++) {
        const p = (fair[o] as number) * Math.exp(house.noise * valueNoise(bucket / 8, match + h * 41 + k * 7 + o));
        shaded.push(p);
        sum += p;
      }
      for (let o = 0; o < shaded.length; o++) shaded[o] = (shaded[o] as number) / sum;
      const margin = market.key === "double_chance" ? 1 + 2 * house.margin : house.margin * TWO_WAY_MARGIN_SHARE;
      const implied = impliedWithMargin(shaded, margin, house.maxPrice);
      out.push({ house: house.name, market: id, prices: implied.map((q) => toPrice(q, house.maxPrice)) });
    });
    return out;
  });
}
