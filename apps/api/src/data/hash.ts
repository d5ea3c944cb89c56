/** Integer hashing shared by the demo's seeded randomness and the generated crests (both must be stable forever). */

/** A 32-bit hash of a list of integers (murmur3-style finalizer per part). Non-integers are floored. */
export function hash(...parts: readonly number[]): number {
  let h = 0x9e3779b9 ^ parts.length;
  for (const part of parts) {
    const whole = Math.floor(part);
    // Split so that seeds or day numbers beyond 32 bits still influence the result.
    const low = whole >>> 0;
    const high = Math.floor(whole / 4294967296) >>> 0;
    h = mix(h ^ low);
    h = mix(h ^ high ^ 0x85ebca6b);
  }
  return h >>> 0;
}

export function mix(value: number): number {
  let h = value;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
