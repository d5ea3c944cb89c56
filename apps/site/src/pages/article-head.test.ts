import { describe, expect, it } from "vitest";
import { headTags } from "../lib/head.ts";
import { articleHead, type ArticleHeadInfo } from "./article-head.ts";

const ORIGIN = "https://placar.example";

function article(over: Partial<ArticleHeadInfo> = {}): ArticleHeadInfo {
  return {
    id: 8,
    slug: "futebol-2026-11-21-gremio-x-flamengo",
    title: "Grêmio x Flamengo: forma e números",
    subtitle: "",
    author: "",
    date: "2026-11-21",
    league: "Brasileirão Série A",
    image: null,
    created_at: "2026-11-20T12:00:00.000Z",
    updated_at: "2026-11-20T13:00:00.000Z",
    game: {
      id: 3,
      afb_fixture_id: 1234,
      afb_team_home_id: 130,
      afb_team_away_id: 127,
      home_team: "Grêmio",
      away_team: "Flamengo",
      home_image_url: null,
      away_image_url: null,
      image: null,
      date: "2026-11-21",
      hour: 19,
      minute: 0,
      kickoff: "2026-11-21T22:00:00.000Z",
      status: "NS",
      link: "",
      league: { id: 71, name: "Brasileirão Série A", image_url: null },
    },
    ...over,
  };
}

describe("articleHead", () => {
  it("describes a loaded article: title, canonical with the slug, and a match description in São Paulo time", () => {
    const head = articleHead({ article: article(), notFound: false });
    expect(head.title).toBe("Grêmio x Flamengo: forma e números | Placar");
    expect(head.canonicalPath).toBe("/estatisticas/8?slug=futebol-2026-11-21-gremio-x-flamengo");
    expect(head.type).toBe("article");
    // 22:00 UTC is 19:00 in São Paulo, whatever this machine's zone (the project runs tests far from both).
    expect(head.description).toBe(
      "Grêmio x Flamengo pela Brasileirão Série A em 21/11/2026 às 19:00: análise, estatísticas e as melhores odds das casas licenciadas.",
    );
    expect(head.image).toBeUndefined();
    expect(head.jsonLd).toMatchObject({
      "@type": "NewsArticle",
      author: { "@type": "Organization", name: "Placar" },
      mainEntityOfPage: { "@id": "/estatisticas/8?slug=futebol-2026-11-21-gremio-x-flamengo" },
      about: {
        name: "Grêmio x Flamengo",
        url: "/estatisticasJogo/1234",
        startDate: "2026-11-21T22:00:00.000Z",
      },
    });
  });

  it("prefers the subtitle, names the author, and shows a generated match banner through its PNG twin", () => {
    const head = articleHead({
      article: article({ subtitle: "  Quem chega melhor  ", author: " Ana ", image: "/api/images/matches/1234.svg" }),
      notFound: false,
    });
    expect(head.description).toBe("Quem chega melhor");
    expect(head.image).toEqual({
      url: "/api/images/matches/1234.png",
      width: 1200,
      height: 630,
      alt: "Grêmio x Flamengo: forma e números",
    });
    expect(head.jsonLd).toMatchObject({
      author: { "@type": "Person", name: "Ana" },
      image: ["/api/images/matches/1234.png"],
    });
  });

  it("gives paths only: every address of the head comes from the one origin the head is rendered with", () => {
    // The browser renders it after a client-side navigation, where the page's own host may differ from PUBLIC_URL
    // (http://127.0.0.1:3000 against the default http://localhost:3000): the canonical's origin wins everywhere.
    for (const image of [null, "/api/images/matches/1234.svg", "/media/capa.png"]) {
      const tags = headTags(articleHead({ article: article({ image }), notFound: false }), ORIGIN);
      const text = JSON.stringify(tags);
      const origins = [...text.matchAll(/https?:\/\/[^/"\\]+/g)].map((m) => m[0]);
      expect(new Set(origins), String(image)).toEqual(new Set(["https://schema.org", ORIGIN]));
      const attr = (key: string, name: string) =>
        tags.find((t) => t.attrs[key] === name)?.attrs[key === "rel" ? "href" : "content"];
      expect(attr("rel", "canonical")).toBe(`${ORIGIN}/estatisticas/8?slug=futebol-2026-11-21-gremio-x-flamengo`);
      expect(attr("property", "og:image")).toBe(
        `${ORIGIN}${image === null ? "/og-image.png" : image.replace(/\.svg$/, ".png")}`,
      );
      expect(attr("name", "twitter:image")).toBe(attr("property", "og:image"));
    }
  });

  it("says 'not found' for a missing article and falls back to the section's title for anything else", () => {
    expect(articleHead({ article: null, notFound: true })).toEqual({
      title: "Notícia não encontrada — Placar",
    });
    expect(articleHead(undefined)).toEqual({ title: "Estatísticas e análises — Placar" });
    expect(articleHead({ article: null, notFound: false }).canonicalPath).toBeUndefined();
  });
});
