import { describe, expect, it } from "vitest";
import { escapeHtml, headTags, renderHead, truncateDescription } from "./head.ts";

describe("head", () => {
  it("cuts descriptions to 160 characters, 157 plus '...', after folding whitespace", () => {
    expect(truncateDescription("  Odds   de\nfutebol ")).toBe("Odds de futebol");
    const long = "a".repeat(200);
    expect(truncateDescription(long)).toBe(`${"a".repeat(157)}...`);
    expect(truncateDescription("b".repeat(160))).toBe("b".repeat(160));
  });

  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;",
    );
  });

  it("renders a canonical page: title escaped, canonical and og:url absolute, the site's keywords after the page's", () => {
    const html = renderHead(
      {
        title: "Grêmio <x> Flamengo",
        description: "Análise",
        canonicalPath: "/estatisticas/8?slug=a",
        keywords: ["grêmio"],
      },
      "https://placar.example",
    );
    expect(html).toContain("<title>Grêmio &lt;x&gt; Flamengo</title>");
    expect(html).toContain('<link rel="canonical" href="https://placar.example/estatisticas/8?slug=a" data-head />');
    expect(html).toContain(
      '<meta property="og:url" content="https://placar.example/estatisticas/8?slug=a" data-head />',
    );
    expect(html).toMatch(/<meta name="keywords" content="grêmio, odds de futebol, [^"]+" data-head \/>/);
    expect(html).not.toContain("noindex");
  });

  it("marks a page without an address noindex and gives it no canonical", () => {
    const tags = headTags({ title: "Página não encontrada" }, "https://placar.example");
    expect(tags).toContainEqual({ tag: "meta", attrs: { name: "robots", content: "noindex" } });
    expect(tags.some((t) => t.tag === "link")).toBe(false);
  });

  it("writes every site path of the head with its one origin: canonical, social image and JSON-LD addresses", () => {
    const tags = headTags(
      {
        title: "Flamengo",
        canonicalPath: "/times/flamengo-127",
        image: { url: "/api/images/teams/127.png", alt: "Escudo" },
        jsonLd: {
          "@type": "SportsTeam",
          name: "Flamengo",
          url: "/times/flamengo-127",
          logo: "/api/images/teams/127.png",
          description: "/ não é um endereço aqui",
          memberOf: [{ "@type": "SportsOrganization", name: "Brasileirão", url: "/ligas/brasileirao-71" }],
          sameAs: ["https://www.flamengo.com.br"],
          image: ["//cdn.example/x.png", "/media/a.png"],
        },
      },
      "http://localhost:3000",
    );
    const attr = (key: string, name: string) => tags.find((t) => t.attrs[key] === name)?.attrs;
    expect(attr("rel", "canonical")?.href).toBe("http://localhost:3000/times/flamengo-127");
    expect(attr("property", "og:image")?.content).toBe("http://localhost:3000/api/images/teams/127.png");
    expect(attr("name", "twitter:image")?.content).toBe("http://localhost:3000/api/images/teams/127.png");
    const script = tags.find((t) => t.tag === "script");
    expect(JSON.parse(script && "text" in script ? script.text : "{}")).toEqual({
      "@context": "https://schema.org",
      "@type": "SportsTeam",
      name: "Flamengo",
      url: "http://localhost:3000/times/flamengo-127",
      logo: "http://localhost:3000/api/images/teams/127.png",
      description: "/ não é um endereço aqui",
      memberOf: [
        { "@type": "SportsOrganization", name: "Brasileirão", url: "http://localhost:3000/ligas/brasileirao-71" },
      ],
      sameAs: ["https://www.flamengo.com.br"],
      image: ["//cdn.example/x.png", "http://localhost:3000/media/a.png"],
    });
  });

  it("keeps JSON-LD from closing its script: '<' is escaped inside the JSON", () => {
    const tags = headTags(
      {
        title: "t",
        canonicalPath: "/",
        jsonLd: { "@type": "NewsArticle", headline: "</script><script>alert(1)</script>" },
      },
      "https://p.example",
    );
    const script = tags.find((t) => t.tag === "script");
    expect(script && "text" in script ? script.text : "").not.toContain("</script>");
    expect(JSON.parse(script && "text" in script ? script.text : "{}").headline).toBe(
      "</script><script>alert(1)</script>",
    );
  });
});
