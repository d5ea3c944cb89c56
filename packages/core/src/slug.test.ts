import { describe, expect, it } from "vitest";
import { SLUG_FALLBACK, articleSlug, matchSlug, slugify } from "./slug.ts";

describe("slugify", () => {
  it.each<[ReadonlyArray<string | number | null | undefined>, string]>([
    [["São Paulo", "Grêmio"], "sao-paulo-gremio"],
    [["Atlético-MG x Vasco da Gama"], "atletico-mg-x-vasco-da-gama"],
    [["  --Copa   do Brasil!!  "], "copa-do-brasil"],
    [["Ceará", "Avaí", "Criciúma", "Goiás", "Paraná"], "ceara-avai-criciuma-goias-parana"],
    [["AÇÃO ÇÉU"], "acao-ceu"],
    [
      ["Borussia Mönchengladbach", "Malmö", "Brøndby", "Łódź", "Straßburg"],
      "borussia-monchengladbach-malmo-brondby-lodz-strassburg",
    ],
    [["2026-11-20", 2026, 7], "2026-11-20-2026-7"],
    [["a", null, undefined, "b"], "a-b"],
    [["a", "", "b"], "a-b"],
    [["Flamengo 🔥 Palmeiras"], "flamengo-palmeiras"],
    [["C.R. Vasco da Gama / RJ"], "c-r-vasco-da-gama-rj"],
  ])("%j → %s", (parts, slug) => {
    expect(slugify(parts)).toBe(slug);
  });

  it("produces only lowercase alphanumerics separated by single hyphens", () => {
    const slug = slugify(["  Título: «Análise» — Jogo #1 (ao vivo)!  ", "Ñandú", "ÆØÅ"]);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slug).toBe("titulo-analise-jogo-1-ao-vivo-nandu-aeoa");
  });

  it("falls back when nothing alphanumeric is left", () => {
    expect(SLUG_FALLBACK).toBe("noticia");
    expect(slugify([])).toBe("noticia");
    expect(slugify([null, undefined, "", "  ", "!!!", "🔥"])).toBe("noticia");
    expect(slugify(["—"], "jogo")).toBe("jogo");
  });
});

describe("articleSlug ('futebol', date, league, title, home, away)", () => {
  it("builds the article address slug in the documented order", () => {
    expect(
      articleSlug({
        date: "2026-11-20",
        league: "Brasileirão Série A",
        title: "Palpite: Flamengo x Palmeiras",
        home: "Flamengo",
        away: "Palmeiras",
      }),
    ).toBe("futebol-2026-11-20-brasileirao-serie-a-palpite-flamengo-x-palmeiras-flamengo-palmeiras");
  });

  it("skips missing parts", () => {
    expect(articleSlug({ title: "Estatísticas do clássico", league: null, home: undefined, away: "Santos" })).toBe(
      "futebol-estatisticas-do-classico-santos",
    );
  });

  it("is 'noticia' when the article gives nothing to slug", () => {
    expect(articleSlug({})).toBe("noticia");
    expect(articleSlug({ date: null, league: "", title: "  ", home: "?!", away: null })).toBe("noticia");
  });
});

describe("matchSlug (date, 'futebol', 'ao-vivo' when live, league, home, away)", () => {
  const m = { date: "2026-11-20", league: "Copa Libertadores", home: "Grêmio", away: "Nacional" };

  it("marks live matches", () => {
    expect(matchSlug({ ...m, live: true })).toBe("2026-11-20-futebol-ao-vivo-copa-libertadores-gremio-nacional");
  });

  it("omits the live marker otherwise", () => {
    expect(matchSlug({ ...m, live: false })).toBe("2026-11-20-futebol-copa-libertadores-gremio-nacional");
    expect(matchSlug(m)).toBe("2026-11-20-futebol-copa-libertadores-gremio-nacional");
  });

  it("skips missing parts and falls back to 'noticia' with no match data", () => {
    expect(matchSlug({ home: "Bahia", away: "Vitória" })).toBe("futebol-bahia-vitoria");
    expect(matchSlug({})).toBe("noticia");
    expect(matchSlug({ live: true, league: null })).toBe("noticia");
  });
});
