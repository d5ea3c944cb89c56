import { describe, expect, it } from "vitest";
import {
  competitionMarkers,
  markersCompatible,
  normalizeTeamName,
  parseTeamName,
  withCompetitionMarkers,
} from "./names.ts";

describe("normalizeTeamName", () => {
  it.each([
    ["Atlético Madrid", "atletico madrid"],
    ["Atletico de Madrid", "atletico madrid"],
    ["Club Atlético de Madrid", "atletico madrid"],
    ["Clube Atlético Mineiro", "atletico mineiro"],
    ["SE Palmeiras", "palmeiras"],
    ["Sociedade Esportiva Palmeiras", "palmeiras"],
    ["Esporte Clube Bahia", "bahia"],
    ["Vasco da Gama", "vasco gama"],
    ["Brighton & Hove Albion", "brighton hove albion"],
    ["Brighton and Hove Albion", "brighton hove albion"],
    ["Newell's Old Boys", "newells old boys"],
    ["D.C. United", "dc united"],
    ["Paris Saint-Germain", "paris saint germain"],
    ["PARIS ST GERMAIN", "paris saint germain"],
    ["1. FC Köln", "koln"],
    ["FC Cologne", "koln"],
    ["Bayern München", "bayern munich"],
    ["Bayern de Munique", "bayern munich"],
    ["Inter de Milão", "inter milan"],
    ["FSV Mainz 05", "mainz"],
    ["1860 München", "1860 munich"],
    ["Man Utd", "manchester united"],
    ["Nott'm Forest", "nottingham forest"],
    ["Bodø/Glimt", "bodo glimt"],
    ["Preußen Münster", "preussen munster"],
    ["Real Sociedad", "real sociedad"],
    ["The Strongest", "strongest"],
  ])("%s → %s", (name, key) => {
    expect(normalizeTeamName(name)).toBe(key);
  });

  it("keeps 'Sport' where it is the whole name, and drops it as a club form beside a place", () => {
    expect(normalizeTeamName("Sport")).toBe("sport");
    expect(normalizeTeamName("Sport Recife")).toBe("recife");
    expect(normalizeTeamName("Sport Club do Recife")).toBe("recife");
    expect(normalizeTeamName("Sporting CP")).toBe("sporting cp");
  });

  it("never reduces a name to nothing", () => {
    expect(normalizeTeamName("FC")).toBe("fc");
    expect(normalizeTeamName("Club de Futebol")).toBe("club de futebol");
    expect(normalizeTeamName("AC")).toBe("ac");
    expect(normalizeTeamName("")).toBe("");
  });

  it("keeps a Brazilian state as a qualifier, however it is written", () => {
    for (const name of ["Atlético-MG", "Atletico MG", "Atlético/MG", "Atlético (MG)", "ATLETICO-mg"]) {
      expect(normalizeTeamName(name)).toBe("atletico /mg");
    }
    expect(parseTeamName("Botafogo-SP").qualifier).toBe("sp");
    expect(parseTeamName("Botafogo").qualifier).toBeNull();
    expect(parseTeamName("Chapecoense-sc").qualifier).toBe("sc");
    expect(parseTeamName("Athletico-PR").full).toBe("athletico pr");
  });

  it("does not take a club form for a state: 'Ceará SC' is Ceará Sporting Club", () => {
    expect(normalizeTeamName("Ceará SC")).toBe("ceara");
    expect(parseTeamName("Ceará SC").qualifier).toBeNull();
    expect(normalizeTeamName("Avaí FC")).toBe("avai");
  });

  it("keeps a bracketed country code as a qualifier", () => {
    expect(normalizeTeamName("Nacional (URU)")).toBe("nacional /uru");
    expect(normalizeTeamName("Everton (CHI)")).toBe("everton /chi");
    expect(normalizeTeamName("Liverpool (Montevideo)")).toBe("liverpool montevideo");
  });

  it("keeps women's, youth and reserve markers", () => {
    expect(normalizeTeamName("Corinthians W")).toBe("corinthians #women");
    expect(normalizeTeamName("Corinthians Feminino")).toBe("corinthians #women");
    expect(normalizeTeamName("Arsenal Women")).toBe("arsenal #women");
    expect(normalizeTeamName("Arsenal (W)")).toBe("arsenal #women");
    expect(normalizeTeamName("Palmeiras U20")).toBe("palmeiras #u20");
    expect(normalizeTeamName("Palmeiras Sub-20")).toBe("palmeiras #u20");
    expect(normalizeTeamName("Palmeiras U-20")).toBe("palmeiras #u20");
    expect(normalizeTeamName("Brazil Under 17")).toBe("brazil #u17");
    expect(normalizeTeamName("Inter Primavera")).toBe("inter #youth");
    expect(normalizeTeamName("Benfica B")).toBe("benfica #b");
    expect(normalizeTeamName("Bayern München II")).toBe("bayern munich #b");
    expect(normalizeTeamName("Jong Ajax")).toBe("ajax #b");
    expect(normalizeTeamName("Real Madrid Castilla")).toBe("real madrid #b");
    expect(normalizeTeamName("Flamengo-RJ Sub-20")).toBe("flamengo /rj #u20");
  });

  it("does not take a name's own 'II' or 'Juniors' for a marker", () => {
    expect(normalizeTeamName("Willem II")).toBe("willem ii");
    expect(normalizeTeamName("Juan Pablo II College")).toBe("juan pablo ii college");
    expect(normalizeTeamName("Boca Juniors")).toBe("boca juniors");
    expect(normalizeTeamName("Argentinos Juniors")).toBe("argentinos juniors");
  });
});

describe("markers", () => {
  it("never lets a women's, youth or reserve side pass for the senior team", () => {
    const senior = parseTeamName("Flamengo").markers;
    for (const other of ["Flamengo W", "Flamengo U20", "Flamengo B", "Flamengo Primavera"]) {
      expect(markersCompatible(senior, parseTeamName(other).markers)).toBe(false);
    }
    expect(markersCompatible(parseTeamName("Arsenal W").markers, parseTeamName("Arsenal Women").markers)).toBe(true);
    expect(markersCompatible(parseTeamName("Arsenal U21").markers, parseTeamName("Arsenal U19").markers)).toBe(false);
    expect(markersCompatible(parseTeamName("Inter Youth").markers, parseTeamName("Inter U19").markers)).toBe(true);
  });

  it("reads a competition's markers from its name or sport key", () => {
    expect(competitionMarkers("soccer_fifa_world_cup_womens").women).toBe(true);
    expect(competitionMarkers("Serie A Feminina").women).toBe(true);
    expect(competitionMarkers("Women's Super League").women).toBe(true);
    expect(competitionMarkers("Brasileirão Sub-20").youth).toBe("u20");
    expect(competitionMarkers("UEFA Youth League").youth).toBe("youth");
    expect(competitionMarkers("Copa São Paulo de Futebol Júnior").youth).toBe("youth");
    expect(competitionMarkers("soccer_epl")).toEqual({ women: false, youth: null, reserve: false });
    expect(competitionMarkers(null)).toEqual({ women: false, youth: null, reserve: false });
  });

  it("adds a competition's markers to a team's own", () => {
    const team = parseTeamName("Arsenal").markers;
    expect(withCompetitionMarkers(team, competitionMarkers("Women's Super League")).women).toBe(true);
    expect(
      withCompetitionMarkers(parseTeamName("Arsenal U19").markers, competitionMarkers("UEFA Youth League")).youth,
    ).toBe("u19");
  });
});
