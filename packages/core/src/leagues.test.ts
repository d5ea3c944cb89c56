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

  it("orders other competitions as a pt-BR collator does: accents and case ignored, ties as written", () => {
    const names = [
      "Úrvalsdeild",
      "Ligue 2",
      "Liga MX",
      "Ásia Liga",
      "liga amadora",
      "Eliteserien",
      "Ekstraklasa",
      "Érsekújvár Kupa",
      "2. Bundesliga",
      "A-League",
      "Çaykur Lig",
      "Liga de Ascenso",
    ];
    const leagues = names.map((name, i) => ({ id: 5000 + i, name }));
    const collator = new Intl.Collator("pt-BR");
    expect([...leagues].sort(compareLeagues).map((l) => l.name)).toEqual(
      [...names].sort((a, b) => collator.compare(a, b)),
    );
  });
});
