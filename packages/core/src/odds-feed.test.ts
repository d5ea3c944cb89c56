import { describe, expect, it } from "vitest";
import committed from "../../../docs/odds-feed.schema.json" with { type: "json" };
import { describeOddsFeedIssues, oddsFeedJsonSchema, parseOddsFeed } from "./odds-feed.ts";

const valid = {
  version: 1,
  house: { slug: "bateu-bet", name: "Bateu Bet" },
  generatedAt: "2026-05-16T18:04:00Z",
  events: [
    {
      id: "bb-9001",
      competition: "Brasileirão Série A",
      home: "São Paulo",
      away: "Grêmio",
      kickoff: "2026-05-16T21:30:00Z",
      markets: { "1x2": { home: 2.1, draw: 3.3, away: 3.6, updatedAt: "2026-05-16T18:03:30Z" } },
    },
    {
      id: "bb-9002",
      competition: "Brasileirão Série A",
      home: "Flamengo",
      away: "Palmeiras",
      kickoff: "2026-05-17T21:30:00-03:00",
      markets: { "1x2": { suspended: true } },
    },
  ],
};

describe("the house feed format", () => {
  it("docs/odds-feed.schema.json is what the zod schema generates (run pnpm --filter @placar/api odds-feed-schema)", () => {
    expect(committed as unknown).toEqual(oddsFeedJsonSchema());
  });

  it("accepts an open and a suspended market, accents kept", () => {
    const parsed = parseOddsFeed(valid);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.document.events[0]?.home).toBe("São Paulo");
  });

  it("names the field at fault", () => {
    const bad = structuredClone(valid) as { events: Array<Record<string, unknown>> };
    bad.events[0]!["markets"] = { "1x2": { home: 0.9, draw: 3.3, away: 3.6 } };
    const parsed = parseOddsFeed(bad);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.issues.some((i) => i.path.startsWith("events[0].markets.1x2"))).toBe(true);
      expect(describeOddsFeedIssues(parsed.issues)).toMatch(/^Documento do feed inválido: events\[0\]/);
    }
  });

  it("refuses another version, a kick-off without its offset, a repeated id and equal teams", () => {
    expect(parseOddsFeed({ ...valid, version: 2 }).ok).toBe(false);
    const noOffset = structuredClone(valid);
    noOffset.events[0]!.kickoff = "2026-05-16T21:30:00";
    expect(parseOddsFeed(noOffset).ok).toBe(false);
    const repeated = structuredClone(valid);
    repeated.events[1]!.id = "bb-9001";
    expect(parseOddsFeed(repeated)).toMatchObject({ ok: false, issues: [{ path: "events[1].id" }] });
    const same = structuredClone(valid);
    same.events[0]!.away = "São Paulo";
    expect(parseOddsFeed(same).ok).toBe(false);
  });
});
