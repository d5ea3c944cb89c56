import { addDays, businessDate } from "@placar/core/dates";
import { compareLeagues } from "@placar/core/leagues";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import { matchBannerPath } from "../data/article-banner.ts";
import { demoArticle } from "../data/article-demo.ts";
import { articles, seedMarkers } from "../db/articles-schema.ts";
import type { Db } from "../db/client.ts";
import type { ProviderStanding } from "../providers/details.ts";
import type { ArticleService } from "./articles.ts";
import { sanitizeArticleHtml } from "./articles-html.ts";
import type { FootballService } from "./football.ts";
import type { StoredFixture } from "./football-store.ts";
import type { MatchDetailsService } from "./match-details.ts";

/** The marker of the demo articles' seed (articles-schema.ts `seed_markers`). */
export const DEMO_ARTICLES_MARKER = "demo-articles";

/** Articles per day, from today on: the home's latest-news box shows four, the list pages by ten. */
const PER_DAY = [3, 3, 2];
/** A match about to start is no subject for a preview. */
const MIN_LEAD_MS = 45 * 60_000;

export interface SeedDeps {
  db: Db;
  clock: Clock;
  football: FootballService;
  matches: MatchDetailsService;
  articles: ArticleService;
  log: FastifyBaseLogger;
}

/** Not-started matches of a day, the competitions a Brazilian reader follows first, one per competition, no club twice. */
function pickMatches(day: readonly StoredFixture[], want: number, now: Date, clubs: Set<number>): StoredFixture[] {
  const candidates = day
    .filter((f) => f.status === "NS" && f.kickoff.getTime() - now.getTime() >= MIN_LEAD_MS && f.odds.length > 0)
    .sort((a, b) => compareLeagues(a.league, b.league) || a.kickoff.getTime() - b.kickoff.getTime());
  const picked: StoredFixture[] = [];
  const leaguesUsed = new Set<number>();
  for (const f of candidates) {
    if (picked.length >= want) break;
    if (leaguesUsed.has(f.league.id) || clubs.has(f.home.id) || clubs.has(f.away.id)) continue;
    picked.push(f);
    leaguesUsed.add(f.league.id);
    clubs.add(f.home.id).add(f.away.id);
  }
  return picked;
}

async function tableRows(
  matches: MatchDetailsService,
  f: StoredFixture,
): Promise<{ home: ProviderStanding | null; away: ProviderStanding | null }> {
  const rows = await matches
    .standings(f.league.id, f.league.season)
    .then((s) => s.rows)
    .catch(() => [] as ProviderStanding[]);
  return {
    home: rows.find((r) => r.team.id === f.home.id) ?? null,
    away: rows.find((r) => r.team.id === f.away.id) ?? null,
  };
}

/**
 * First start on the demo provider: a handful of analysis articles about the coming days' matches, so a newcomer
 * sees a living site. Runs once per database, whatever happens to the articles afterwards (the marker is kept);
 * several instances starting together insert them once (the marker's primary key decides). Returns how many
 * articles were written.
 */
export async function seedDemoArticles(deps: SeedDeps): Promise<number> {
  const { db, clock, football, matches, log } = deps;
  const [done] = await db
    .select({ name: seedMarkers.name })
    .from(seedMarkers)
    .where(eq(seedMarkers.name, DEMO_ARTICLES_MARKER));
  if (done) return 0;

  const now = clock.now();
  const today = businessDate(now);
  const clubs = new Set<number>();
  const picks: StoredFixture[] = [];
  let carry = 0;
  for (const [i, quota] of PER_DAY.entries()) {
    // A late start leaves few matches today: the following days make up for them.
    const got = pickMatches(await football.day(addDays(today, i)), quota + carry, now, clubs);
    carry = quota + carry - got.length;
    picks.push(...got);
  }
  if (picks.length === 0) {
    log.warn("demo: nenhum jogo por começar para as análises de demonstração; tentará de novo no próximo início");
    return 0;
  }

  const rows: Array<typeof articles.$inferInsert> = [];
  for (const [n, f] of picks.entries()) {
    const table = await tableRows(matches, f);
    const text = demoArticle(
      {
        afbFixtureId: f.afbFixtureId,
        kickoff: f.kickoff,
        league: f.league,
        home: f.home,
        away: f.away,
        venue: f.venue,
        odds: f.odds,
        homeRow: table.home,
        awayRow: table.away,
      },
      n,
    );
    // Published a few minutes apart; the first pick (today's, the most followed competition) is written last,
    // so it heads the list (newest first) and the home's news box.
    const at = new Date(now.getTime() - n * 7 * 60_000);
    rows.push({
      title: text.title,
      subtitle: text.subtitle,
      author: text.author,
      date: today,
      message: sanitizeArticleHtml(text.message),
      image: matchBannerPath(f.afbFixtureId),
      gameId: f.id,
      afbFixtureId: f.afbFixtureId,
      leagueName: f.league.name,
      createdAt: at,
      updatedAt: at,
    });
  }
  rows.reverse();

  const written = await db.transaction(async (tx) => {
    const marked = await tx
      .insert(seedMarkers)
      .values({ name: DEMO_ARTICLES_MARKER, appliedAt: now })
      .onConflictDoNothing()
      .returning();
    if (marked.length === 0) return 0;
    await tx.insert(articles).values(rows);
    return rows.length;
  });
  if (written > 0) {
    deps.articles.invalidate();
    log.info({ articles: written }, "demo: análises de demonstração criadas");
  }
  return written;
}
