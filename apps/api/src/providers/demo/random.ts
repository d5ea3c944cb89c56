/**
 * Seeded randomness for the demo simulation. Every draw is a pure function of integer keys, so any part of
 * the simulated world (a week's pairings, one match's goals, one house's price at one 15-minute bucket) can be
 * recomputed on its own without replaying the rest: that is what makes the provider deterministic and fast.
 */

import { hash, mix } from "../../data/hash.ts";

export { hash };

/** A uniform number in [0, 1) determined by the keys. */
export function unit(...parts: readonly number[]): number {
  return hash(...parts) / 4294967296;
}

/** A stream of uniforms in [0, 1): mulberry32, seeded from the keys. */
export type Rng = () => number;

export function rng(...parts: readonly number[]): Rng {
  let a = hash(...parts);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max]. */
export function intBetween(random: Rng, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Fisher–Yates, in place. */
export function shuffle<T>(random: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
  return items;
}

/** Index drawn in proportion to non-negative weights (the last index when all weights are zero). */
export function weightedIndex(u: number, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  let target = u * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i] ?? 0;
    if (target < 0) return i;
  }
  return weights.length - 1;
}

/** Knuth's Poisson sampler; fine for the small rates of football goals. */
export function poisson(random: Rng, rate: number): number {
  const limit = Math.exp(-rate);
  let k = 0;
  let p = random();
  while (p > limit) {
    k += 1;
    p *= random();
  }
  return k;
}

/**
 * Smooth value noise in [-1, 1]: random values at integer knots, eased between them. Used for prices that
 * must drift slowly (a 15-minute bucket moves only a little from the previous one) yet be computable for any
 * bucket directly. `stream` is a hash of whatever identifies the noise (see `hash`).
 */
export function valueNoise(x: number, stream: number): number {
  const knot = Math.floor(x);
  const f = x - knot;
  const eased = f * f * (3 - 2 * f);
  const a = hash2(stream, knot) / 2147483648 - 1;
  const b = hash2(stream, knot + 1) / 2147483648 - 1;
  return a + (b - a) * eased;
}

/** `hash(a, b)` for two 32-bit integers, without the argument array (hot paths). */
export function hash2(a: number, b: number): number {
  return mix(mix(a ^ 0x27d4eb2f) ^ (b | 0));
}
