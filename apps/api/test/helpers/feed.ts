import { signFeed } from "../../src/services/house-feed.ts";

/** The signature headers of a house's push of `body` at `at` (docs/odds-feed.md: timestamp and HMAC). */
export function signedFeed(secret: string, body: string, at: Date): Record<string, string> {
  const ts = String(Math.floor(at.getTime() / 1000));
  return { "x-placar-timestamp": ts, "x-placar-signature": signFeed(secret, ts, body) };
}
