import { describe, expect, it } from "vitest";
import { idOfSlug } from "./club-slug.ts";
import { href, matchPage, privatePaths, sitemapPages } from "./routes.ts";

describe("href", () => {
  it("builds the home with only the parameters given, encoded", () => {
    expect(href.home()).toBe("/");
    expect(href.home({ dia: "2026-11-21" })).toBe("/?dia=2026-11-21");
    expect(href.home({ dia: "2026-11-21", aba: "ao-vivo" })).toBe("/?dia=2026-11-21&aba=ao-vivo");
    expect(href.home({ dia: undefined, aba: "proximo" })).toBe("/?aba=proximo");
  });

  it("puts slugs and ids in the query, encoded, and leaves them out when absent", () => {
    expect(href.article(8)).toBe("/estatisticas/8");
    expect(href.article(8, "grêmio x flamengo & cia")).toBe("/estatisticas/8?slug=gr%C3%AAmio+x+flamengo+%26+cia");
    expect(href.match(203373002, "a-b")).toBe("/estatisticasJogo/203373002?slug=a-b");
    expect(href.analysis()).toBe("/analise");
    expect(href.analysis(0)).toBe("/analise?jogo=0");
    expect(href.resetPassword({ email: "a+b@c.com", token: "x/y" })).toBe(
      "/reset-password-confirm?email=a%2Bb%40c.com&token=x%2Fy",
    );
    expect(href.notifications()).toBe("/notificacoes");
    expect(href.unsubscribe()).toBe("/cancelar-alertas");
    expect(href.unsubscribe("a.b/c")).toBe("/cancelar-alertas?token=a.b%2Fc");
  });
});

describe("team and league addresses", () => {
  it("write the name as a slug, then the id, and read the id back", () => {
    expect(href.team(127, "Flamengo")).toBe("/times/flamengo-127");
    expect(href.team(1062, "Atlético Mineiro")).toBe("/times/atletico-mineiro-1062");
    expect(href.league(71, "Brasileirão Série A")).toBe("/ligas/brasileirao-serie-a-71");
    expect(href.league(71)).toBe("/ligas/71");
    expect(idOfSlug("flamengo-127")).toBe(127);
    expect(idOfSlug("127")).toBe(127);
    expect(idOfSlug("fc-1860-munchen-39")).toBe(39);
    expect(idOfSlug("flamengo")).toBeNull();
    expect(idOfSlug("flamengo-0")).toBeNull();
    expect(matchPage("/times/flamengo-127")).toEqual({ id: "team", params: { slug: "flamengo-127" } });
    expect(matchPage("/ligas/brasileirao-serie-a-71/")).toEqual({
      id: "league",
      params: { slug: "brasileirao-serie-a-71" },
    });
  });
});

describe("privatePaths and sitemapPages", () => {
  it("disallows the private pages with their other spellings, and lists only public pages of their own", () => {
    expect(privatePaths()).toEqual(
      expect.arrayContaining(["/login", "/profile", "/Profile", "/reset-password-confirm", "/gerenciar-usuarios"]),
    );
    const listed = sitemapPages().map((p) => p.path);
    expect(listed[0]).toBe("/");
    expect(listed).toContain("/odds-ao-vivo");
    for (const p of listed) {
      expect(privatePaths()).not.toContain(p);
      expect(p).not.toContain(":");
    }
    expect(listed).not.toContain("/analise");
  });
});
