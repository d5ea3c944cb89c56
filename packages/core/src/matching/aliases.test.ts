import { describe, expect, it } from "vitest";
import { buildAliasIndex } from "./alias-index.ts";
import { DEFAULT_TEAM_ALIASES, expandAliasRows } from "./aliases.ts";
import { BRAZIL_ALIAS_ROWS } from "./aliases-brazil.ts";
import { GENERIC_WORDS, markerKey, parseTeamName } from "./names.ts";
import { compareTeamNames, createTeamComparer } from "./teams.ts";

const index = buildAliasIndex(DEFAULT_TEAM_ALIASES);
const same = (a: string, b: string) => compareTeamNames(a, b, index);

describe("expandAliasRows", () => {
  it("adds the state variant of a Brazilian club, once", () => {
    expect(expandAliasRows(["Cuiabá @MT | Cuiaba"])).toEqual([
      { canonical: "Cuiabá", variant: "Cuiabá" },
      { canonical: "Cuiabá", variant: "Cuiabá-MT" },
      { canonical: "Cuiabá", variant: "Cuiaba" },
    ]);
    expect(expandAliasRows(["Operário-PR @PR"])).toEqual([{ canonical: "Operário-PR", variant: "Operário-PR" }]);
  });
});

describe("DEFAULT_TEAM_ALIASES", () => {
  it("gives no exact spelling to two clubs", () => {
    const owners = new Map<string, Set<string>>();
    for (const alias of DEFAULT_TEAM_ALIASES) {
      if (!("canonical" in alias)) continue;
      const parsed = parseTeamName(alias.variant);
      const key = `${parsed.full}${markerKey(parsed.markers)}`;
      const set = owners.get(key) ?? new Set<string>();
      set.add(parseTeamName(alias.canonical).full);
      owners.set(key, set);
    }
    const shared = [...owners].filter(([, set]) => set.size > 1).map(([key, set]) => `${key}: ${[...set].join(", ")}`);
    expect(shared).toEqual([]);
  });

  it("gives every Brazilian club its state", () => {
    const states = BRAZIL_ALIAS_ROWS.map((row) => row.split("|")[0]?.trim() ?? "")
      .map((head) => head.replace(/\s+@[A-Z]{2}$/, ""))
      .map((canonical) => [canonical, index.entities.find((e) => e.canonical === canonical)?.qualifier ?? null]);
    expect(states.filter(([, q]) => q === null)).toEqual([]);
    expect(states.length).toBeGreaterThan(80);
  });

  it("knows a name of generic words alone only as spelled", () => {
    const spelled = index.entities
      .flatMap((entity) => entity.names)
      .filter((name) => name.qualifier === null && name.core.every((w) => GENERIC_WORDS.has(w)))
      .map((name) => name.full);
    // Each is what its club is called by at least one provider; "Atlético", "America", "Nacional", "Real" are not.
    expect([...new Set(spelled)].sort()).toEqual([
      "athletic club",
      "atl nacional",
      "atletico nacional",
      "ca independiente",
      "club america",
      "club universitario de deportes",
      "independiente",
      "inter",
      "racing club",
      "real sporting",
      "red star",
      "red star fc",
      "sporting",
      "union",
      "universitario",
      "universitario de deportes",
    ]);
    for (const name of ["America", "Atletico", "Racing", "Real", "Nacional", "Deportivo", "Universidad"]) {
      expect(same(name, name).score, name).toBeLessThan(0.9);
    }
    expect(same("Club America", "Club América")).toMatchObject({ how: "alias" });
  });

  it("knows the spellings the brief names", () => {
    const groups = [
      ["Atlético Madrid", "Atletico Madrid", "Atl. Madrid", "Atlético de Madrid"],
      ["Inter", "Inter Milan", "Internazionale", "Inter de Milão"],
      ["Athletico Paranaense", "Athletico-PR", "Atlético-PR", "Atletico Paranaense"],
      ["Red Bull Bragantino", "Bragantino", "RB Bragantino"],
      ["Vasco da Gama", "Vasco", "Vasco DA Gama"],
      ["Atlético Mineiro", "Atletico-MG", "Atlético-MG", "Atletico Mineiro"],
      ["Paris Saint Germain", "PSG", "Paris Saint-Germain"],
      ["Manchester United", "Man United", "Man Utd"],
      ["Wolverhampton Wanderers", "Wolves"],
      ["Bayern Munich", "Bayern München", "FC Bayern", "Bayern de Munique"],
      ["Sporting CP", "Sporting Lisbon", "Sporting"],
    ];
    for (const [first = "", ...others] of groups) {
      for (const other of others) expect(same(first, other), `${first} ~ ${other}`).toMatchObject({ how: "alias" });
    }
  });
});

describe("team comparison with the seed", () => {
  it("never takes one known club for another", () => {
    const pairs = [
      ["Atlético Mineiro", "Atlético Goianiense"],
      ["Atletico-MG", "Atletico-GO"],
      ["Internacional", "Inter"],
      ["Sport Recife", "Sporting CP"],
      ["Botafogo", "Botafogo-SP"],
      ["América-MG", "América de Cali"],
      ["Manchester City", "Manchester United"],
      ["Real Madrid", "Real Sociedad"],
      ["Barcelona", "Barcelona SC"],
      ["Grêmio", "Grêmio Novorizontino"],
      ["Vasco da Gama", "Gama"],
    ];
    for (const [a = "", b = ""] of pairs) expect(same(a, b).score, `${a} ~ ${b}`).toBe(0);
  });

  it("refuses a club of another state with the same name", () => {
    expect(same("Botafogo", "Botafogo-PB")).toMatchObject({ score: 0 });
    expect(same("Bragantino", "Bragantino-PA")).toMatchObject({ score: 0, note: "qualifier" });
    expect(same("Fluminense", "Fluminense-PI")).toMatchObject({ score: 0 });
    expect(same("Cuiabá-MT", "Cuiaba")).toMatchObject({ how: "alias" });
  });

  it("does not match 'Atlético' alone to any Atlético", () => {
    for (const club of ["Atlético Madrid", "Atlético Mineiro", "Atlético Goianiense", "Athletico Paranaense"]) {
      expect(same("Atlético", club).score, club).toBeLessThan(0.9);
      expect(same("Atletico", club).score, club).toBeLessThan(0.9);
    }
  });

  it("matches a women's or youth side to the same side of its club, never to the senior team", () => {
    expect(same("Corinthians W", "Corinthians Feminino")).toMatchObject({ how: "alias" });
    expect(same("Atletico-MG U20", "Atlético Mineiro Sub-20")).toMatchObject({ how: "alias" });
    expect(same("Corinthians", "Corinthians W")).toMatchObject({ score: 0, note: "marker" });
    expect(same("Palmeiras", "Palmeiras U20")).toMatchObject({ score: 0, note: "marker" });
    expect(same("Benfica", "Benfica B")).toMatchObject({ score: 0, note: "marker" });
  });

  it("takes learned aliases by canonical name and by team id", () => {
    const learned = buildAliasIndex([
      ...DEFAULT_TEAM_ALIASES,
      { canonical: "Flamengo", variant: "Mengo FC" },
      { teamId: 1017, variant: "Vozão" },
    ]);
    expect(compareTeamNames("Mengo FC", "Flamengo", learned)).toMatchObject({ how: "alias" });
    const teams = createTeamComparer(learned);
    expect(teams.compare(teams.prepare("Vozão"), teams.prepare("Ceará", 1017))).toMatchObject({ how: "alias" });
    expect(teams.compare(teams.prepare("Vozão"), teams.prepare("Ceará", 1018)).score).toBe(0);
  });
});
