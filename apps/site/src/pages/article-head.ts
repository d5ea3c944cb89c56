import type { GetArticleData } from "@placar/api-client/queries";
import { formatDateTime } from "@placar/core/dates";
import { DEFAULT_SOCIAL_IMAGE, SITE_NAME, truncateDescription, type HeadData } from "../lib/head.ts";
import { href } from "@placar/core/routes";

/** The article as the head needs it: everything but the body and the prices. */
export type ArticleHeadInfo = Omit<GetArticleData, "message" | "odds">;

export interface ArticleHeadSource {
  /** Known when the page was loaded with the article (always on the server). */
  article: ArticleHeadInfo | null;
  notFound: boolean;
}

/**
 * The article's social preview: its image, except that a generated match banner (`/api/images/matches/{id}.svg`)
 * is shown through its PNG twin, which the API renders at 1200×630: social networks do not read SVG. Paths: the
 * head writes them out with its one origin (lib/head.ts), as it does the canonical.
 */
function socialImage(image: string | null): { url: string; width?: number; height?: number } {
  if (!image)
    return { url: DEFAULT_SOCIAL_IMAGE.url, width: DEFAULT_SOCIAL_IMAGE.width, height: DEFAULT_SOCIAL_IMAGE.height };
  const banner = /^(\/api\/images\/matches\/\d+)\.svg$/.exec(image);
  if (banner) return { url: `${banner[1]}.png`, width: 1200, height: 630 };
  return { url: image };
}

/**
 * The article page's head (docs/product.md#article-page, #seo): title, the subtitle as description (157 characters plus
 * '...'), keywords, Open Graph as an article with its banner, the canonical address with the API's slug, and
 * NewsArticle structured data about the match.
 */
export function articleHead(data: unknown): HeadData {
  const d = data as ArticleHeadSource | undefined;
  const a = d?.article;
  if (!d || !a) return { title: d?.notFound ? "Notícia não encontrada — Placar" : "Estatísticas e análises — Placar" };
  const g = a.game;
  const match = `${g.home_team} x ${g.away_team}`;
  const kickoff = new Date(g.kickoff);
  const canonicalPath = href.article(a.id, a.slug);
  const description = truncateDescription(
    a.subtitle.trim() ||
      `${match} pela ${a.league} em ${formatDateTime(kickoff)}: análise, estatísticas e as melhores odds das casas licenciadas.`,
  );
  const social = socialImage(a.image);
  return {
    title: `${a.title} | ${SITE_NAME}`,
    description,
    keywords: [match, g.home_team, g.away_team, a.league, "análise", "estatísticas do jogo"],
    canonicalPath,
    type: "article",
    image: a.image ? { ...social, alt: a.title } : undefined,
    jsonLd: {
      "@type": "NewsArticle",
      headline: a.title,
      description,
      image: [social.url],
      datePublished: a.created_at,
      dateModified: a.updated_at,
      inLanguage: "pt-BR",
      articleSection: a.league,
      author: a.author.trim()
        ? { "@type": "Person", name: a.author.trim() }
        : { "@type": "Organization", name: SITE_NAME, url: "/" },
      publisher: { "@type": "Organization", name: SITE_NAME, url: "/" },
      mainEntityOfPage: { "@type": "WebPage", "@id": canonicalPath },
      about: {
        "@type": "SportsEvent",
        name: match,
        startDate: g.kickoff,
        sport: "Futebol",
        url: href.match(g.afb_fixture_id),
        homeTeam: { "@type": "SportsTeam", name: g.home_team },
        awayTeam: { "@type": "SportsTeam", name: g.away_team },
        superEvent: { "@type": "SportsEvent", name: g.league.name },
      },
    },
  };
}
