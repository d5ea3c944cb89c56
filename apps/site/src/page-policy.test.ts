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

  it("never keeps the recovery page, whose address carries a one-time token", () => {
    expect(pagePolicy("/reset-password-confirm?email=a@b.c&token=t", "2026-11-21")).toMatchObject({
      cache: false,
      key: "",
    });
  });

  it("never keeps the alerts' unsubscribe page, whose address carries a signed token", () => {
    expect(pagePolicy("/cancelar-alertas?token=abc", "2026-11-21")).toMatchObject({ cache: false, key: "" });
  });
});
