import { describe, expect, it } from "vitest";
import { compareLeagues } from "./leagues.ts";

describe("compareLeagues", () => {
  it("puts Brazilian, then South American, then European competitions first, the rest by name", () => {
    const leagues = [
      { id: 999, name: "Liga Zeta" },
      { id: 39, name: "Premier League" },
      { id: 13, name: "CONMEBOL Libertadores" },
      { id: 998, name: "Ásia Liga" },
      { id: 71, name: "Brasileirão Série A" },
      { id: 72, name: "Brasileirão Série B" },
    ];
    expect([...leagues].sort(compareLeagues).map((l) => l.id)).toEqual([71, 13, 72, 39, 998, 999]);
  });
});
