import { describe, expect, it } from "vitest";
import { pagePolicy } from "./page-policy.ts";

describe("pagePolicy", () => {
  it("keys the home by the day and the parameters it reads, dropping tracking ones, in a stable order", () => {
    const a = pagePolicy("/?utm_source=x&aba=ao-vivo&fbclid=1&dia=2026-11-21", "2026-11-21");
    expect(a).toEqual({
      cache: true,
      key: "2026-11-21 /?dia=2026-11-21&aba=ao-vivo",
      url: "/?dia=2026-11-21&aba=ao-vivo",
      tags: ["board"],
    });
    expect(pagePolicy("/?dia=2026-11-21&aba=ao-vivo", "2026-11-21").key).toBe(a.key);
    expect(pagePolicy("/", "2026-11-22").key).toBe("2026-11-22 /");
    // The league filter is in the address too (issue 41): keyed like the live page's `?liga=`.
    expect(pagePolicy("/?liga=71&aba=proximo", "2026-11-21").key).toBe("2026-11-21 /?aba=proximo&liga=71");
    expect(pagePolicy("/?liga=brasileirao", "2026-11-21")).toMatchObject({ cache: false, redirect: "/" });
  });

  it("tags each page with the data that invalidates it", () => {
    expect(pagePolicy("/estatisticasJogo/123?slug=a-b", "2026-11-21")).toMatchObject({
      url: "/estatisticasJogo/123",
      tags: ["fixture:123"],
    });
    expect(pagePolicy("/estatisticas/8?slug=x", "2026-11-21").tags).toEqual(["articles", "board"]);
    expect(pagePolicy("/estatisticas", "2026-11-21").tags).toEqual(["articles"]);
    expect(pagePolicy("/odds-ao-vivo?utm_medium=y", "2026-11-21")).toMatchObject({
      url: "/odds-ao-vivo",
      tags: ["board"],
    });
    expect(pagePolicy("/analise?jogo=9&z=1", "2026-11-21")).toMatchObject({ url: "/analise?jogo=9", tags: ["board"] });
    expect(pagePolicy("/guia-apostas", "2026-11-21").tags).toEqual([]);
  });

  it("keys a club's and a competition's page by their slug and the season, tagged with the board", () => {
    expect(pagePolicy("/times/flamengo-1001?utm_source=x", "2026-11-21")).toEqual({
      cache: true,
      key: "2026-11-21 /times/flamengo-1001",
      url: "/times/flamengo-1001",
      tags: ["board"],
    });
    expect(pagePolicy("/ligas/brasileirao-serie-a-71?temporada=2025", "2026-11-21")).toMatchObject({
      url: "/ligas/brasileirao-serie-a-71?temporada=2025",
      tags: ["board"],
    });
    // A season outside the page's choice is sent to the page without it; a slug without an id is not a page.
    expect(pagePolicy("/ligas/brasileirao-serie-a-71?temporada=1990", "2026-11-21")).toMatchObject({
      redirect: "/ligas/brasileirao-serie-a-71",
    });
    expect(pagePolicy("/times/flamengo", "2026-11-21").url).toBe("/times/0");
    expect(pagePolicy(`/times/${"a".repeat(50)}-1`, "2026-11-21").url).toBe("/times/0");
  });

  it("keys the match and analysis pages by their market, and sends 1X2's or an unknown market to the plain page", () => {
    const today = "2026-11-21";
    expect(pagePolicy("/estatisticasJogo/123?slug=a-b&mercado=ambas-marcam", today)).toEqual({
      cache: true,
      key: "2026-11-21 /estatisticasJogo/123?mercado=ambas-marcam",
      url: "/estatisticasJogo/123?mercado=ambas-marcam",
      tags: ["fixture:123"],
    });
    expect(pagePolicy("/estatisticasJogo/123?mercado=gols-2-5", today).key).not.toBe(
      pagePolicy("/estatisticasJogo/123", today).key,
    );
    expect(pagePolicy("/analise?mercado=dupla-chance&jogo=9", today)).toMatchObject({
      cache: true,
      url: "/analise?jogo=9&mercado=dupla-chance",
      tags: ["board"],
    });
    // 1X2 is the page without the parameter; a market the site does not compare is not a page.
    expect(pagePolicy("/estatisticasJogo/123?mercado=resultado", today)).toMatchObject({
      cache: false,
      redirect: "/estatisticasJogo/123",
    });
    expect(pagePolicy("/estatisticasJogo/123?mercado=escanteios&slug=x", today).redirect).toBe("/estatisticasJogo/123");
    expect(pagePolicy("/analise?jogo=9&mercado=gols-4-5", today).redirect).toBe("/analise?jogo=9");
    // Other pages do not read it: it is dropped like any made-up parameter.
    expect(pagePolicy("/odds-ao-vivo?mercado=ambas-marcam", today).url).toBe("/odds-ao-vivo");
  });

  it("keys the home by its market after its other state, and sends 1X2's or an unknown market to the home without it", () => {
    const today = "2026-11-21";
    expect(pagePolicy("/?mercado=ambas-marcam&liga=71&aba=proximo&utm_source=x", today)).toEqual({
      cache: true,
      key: "2026-11-21 /?aba=proximo&liga=71&mercado=ambas-marcam",
      url: "/?aba=proximo&liga=71&mercado=ambas-marcam",
      tags: ["board"],
    });
    expect(pagePolicy("/?mercado=gols-2-5", today).key).not.toBe(pagePolicy("/", today).key);
    expect(pagePolicy("/?mercado=resultado", today)).toMatchObject({ cache: false, redirect: "/" });
    expect(pagePolicy("/?dia=2026-11-22&mercado=escanteios", today).redirect).toBe("/?dia=2026-11-22");
    expect(pagePolicy("/?mercado=gols-4-5&aba=ao-vivo", today).redirect).toBe("/?aba=ao-vivo");
  });

  it("never keeps the recovery page, whose address carries a one-time token", () => {
    expect(pagePolicy("/reset-password-confirm?email=a@b.c&token=t", "2026-11-21")).toMatchObject({
      cache: false,
      key: "",
    });
  });

  it("never keeps the alerts' unsubscribe page, whose address carries a signed token", () => {
    expect(pagePolicy("/cancelar-alertas?token=abc", "2026-11-21")).toMatchObject({ cache: false, key: "" });
  });

  it("sends an invalid or out-of-window value to the address without it, and never renders it", () => {
    const today = "2026-11-21";
    expect(pagePolicy("/?dia=zz1", today)).toEqual({ cache: false, key: "", url: "/", tags: [], redirect: "/" });
    expect(pagePolicy("/?dia=2026-02-30&aba=proximo", today).redirect).toBe("/?aba=proximo");
    expect(pagePolicy("/?dia=2026-11-20&aba=todas", today).redirect).toBe("/?dia=2026-11-20");
    expect(pagePolicy("/?dia=", today).redirect).toBe("/");
    // A year each way is kept; a day further away goes to today.
    expect(pagePolicy("/?dia=2025-11-19", today).redirect).toBe("/");
    expect(pagePolicy("/?dia=2025-11-19", today).cache).toBe(false);
    expect(pagePolicy("/?dia=2025-11-20", today)).toMatchObject({ cache: true, key: "2026-11-21 /?dia=2025-11-20" });
    expect(pagePolicy("/?dia=2027-11-22", today).redirect).toBeUndefined();
    expect(pagePolicy("/?dia=2027-11-23", today).redirect).toBe("/");
    expect(pagePolicy("/analise?jogo=9e3", today).redirect).toBe("/analise");
    expect(pagePolicy("/analise?jogo=009", today).redirect).toBe("/analise");
    // The live page's league filter (docs/product.md#live-odds): an id, or the page without it.
    expect(pagePolicy("/odds-ao-vivo?liga=71", today)).toMatchObject({ cache: true, url: "/odds-ao-vivo?liga=71" });
    expect(pagePolicy("/odds-ao-vivo?liga=todas", today).redirect).toBe("/odds-ao-vivo");
  });

  it("keys every address of no page, and every malformed id, as one not-found page each", () => {
    const today = "2026-11-21";
    const a = pagePolicy("/zz1", today);
    expect(a).toEqual({ cache: true, key: "2026-11-21 notFound", url: "/pagina-nao-encontrada", tags: [] });
    expect(pagePolicy("/zz2/x?y=1", today).key).toBe(a.key);
    expect(pagePolicy("/estatisticasJogo/abc", today)).toMatchObject({
      key: "2026-11-21 /estatisticasJogo/0",
      url: "/estatisticasJogo/0",
    });
    expect(pagePolicy("/estatisticasJogo/00123", today).url).toBe("/estatisticasJogo/0");
    expect(pagePolicy("/estatisticas/99999999999", today).url).toBe("/estatisticas/0");
    expect(pagePolicy("/estatisticas/12", today).url).toBe("/estatisticas/12");
  });

  it("writes the path as the route table does: case and a trailing slash make no other key", () => {
    const today = "2026-11-21";
    expect(pagePolicy("/GUIA-APOSTAS/", today)).toMatchObject({
      key: "2026-11-21 /guia-apostas",
      url: "/guia-apostas",
    });
    expect(pagePolicy("/ESTATISTICASJOGO/5?slug=x", today)).toMatchObject({
      url: "/estatisticasJogo/5",
      tags: ["fixture:5"],
    });
  });
});
