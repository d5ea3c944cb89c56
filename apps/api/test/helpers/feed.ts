import { signFeed } from "../../src/services/house-feed.ts";

/** The signature headers of a house's push of `body` at `at` (docs/odds-feed.md: timestamp and HMAC). */
export function signedFeed(secret: string, body: string, at: Date): Record<string, string> {
  const ts = String(Math.floor(at.getTime() / 1000));
  return { "x-placar-timestamp": ts, "x-placar-signature": signFeed(secret, ts, body) };
}

/**
 * HanzBet's feed document of São Paulo x Grêmio (16 May 2026, 18:30 in São Paulo), read at `at`: a 1X2 near the other
 * houses' and these markets (`btts`, `totals`…, as docs/odds-feed.md names them).
 */
export function hanzbetSaoPauloGremio(markets: Record<string, unknown>, at: string): string {
  return JSON.stringify({
    version: 1,
    house: { slug: "hanzbet", name: "HanzBet" },
    generatedAt: at,
    events: [
      {
        id: "hz-1001",
        competition: "Brasileirão Série A",
        home: "São Paulo",
        away: "Grêmio",
        kickoff: "2026-05-16T18:30:00-03:00",
        updatedAt: at,
        markets: { "1x2": { home: 2.05, draw: 3.2, away: 3.7 }, ...markets },
      },
    ],
  });
}
