/**
 * Real prices: the odds sources' quotes merged into a day's provider fixtures during the ingest.
 *
 * Several sources may run together (The Odds API and the house feeds): each is polled and merged in turn, in the
 * order given, so a later source's price of a house replaces an earlier one's. For a day within the horizon, a
 * source's events of that business day are matched to the day's
 * fixtures (`matchEvents`, with the seed aliases plus those learned from the review queue). A sure match's quotes
 * pass the price sanity rules (core's `checkQuotes`) and then replace the provider's price of the same house (or add
 * the house); what fails is counted and logged, never shown. A price held as an outlier waits in `odds_held_quotes`
 * until the same prices are read again minutes later or an admin confirms them (`HeldQuotes`). A doubtful event is
 * kept in `odds_event_matches` for an admin, whose decision is applied at every later ingest of that day. Any failure here leaves the provider's
 * prices as they were: the ingest never fails because of the source.
 */

import { addDays, businessDate, daysBetween } from "@placar/core/dates";
import { buildAliasIndex, type AliasIndex, type TeamAlias } from "@placar/core/matching/alias-index";
import { DEFAULT_TEAM_ALIASES } from "@placar/core/matching/aliases";
import { matchEvents, type MatchFixture } from "@placar/core/matching/match";
import { holdLifted, holdOutcome, type HoldOutcome } from "@placar/core/matching/held";
import { checkQuotes, type SanityQuote, type SanityVerdict } from "@placar/core/matching/sanity";
import { isInGroup } from "@placar/core/status";
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  oddsEventMatches,
  oddsSourceMerges,
  oddsSourceStatus,
  teamAliases,
  type StoredCandidate,
} from "../db/odds-matching-schema.ts";
import type { OddsSource, SourceEvent, SourceEventCalls, SourceQuote, SourceStatus } from "../odds-sources/types.ts";
import { checkMarketQuotes, parseMarketId, type MarketSanityQuote } from "@placar/core/markets";
import type { ProviderFixture, ProviderOdds } from "../providers/types.ts";
import { HttpError } from "../http-error.ts";
import {
  HeldQuotes,
  holdKey,
  marketHoldKey,
  marketHoldOutcome,
  type HoldSeen,
  type MarketHoldState,
} from "./held-quotes.ts";

/** Days before today still merged (yesterday's late matches). */
const PAST_DAYS = 1;
/** Days after today merged; The Odds API lists events up to a few weeks ahead, the site pages a week. */
const AHEAD_DAYS = 7;
/** A doubtful event still undecided this long after its kick-off leaves the queue: its prices no longer matter. */
const REVIEW_KEEP_MS = 24 * 3_600_000;
/** Log lines about held or rejected quotes per merge, at most. */
const LOG_SAMPLE = 10;

export type MatchStatus = "review" | "confirmed" | "rejected";

/** What the last merge of a day found, for `/api/health`. */
export interface DayMergeCounts {
  /** Source events of that day. */
  events: number;
  /** Attached to a fixture by the matcher. */
  matched: number;
  /** Attached because an admin confirmed the fixture. */
  confirmed: number;
  /** Doubtful: waiting in (or refused from) the review queue. */
  review: number;
  /** No fixture found for them. */
  unmatched: number;
  /** Quotes shown. */
  accepted: number;
  /** Quotes held as outliers. */
  held: number;
  /** Quotes rejected (price out of range, overround). */
  rejected: number;
  /** Quotes dropped because the source's confirmation is too old. */
  stale: number;
  /** Houses with at least one stale quote. */
  staleHouses: string[];
}

export interface RealPricesHealth {
  name: string;
  lastSuccessAt: string | null;
  lastError: { at: string; message: string } | null;
  quotaRemaining: number | null;
  quotaUsed: number | null;
  pausedUntil: string | null;
  pauseMessage: string | null;
  /** Sum of the last merge of every day within the horizon. */
  matched: number;
  confirmed: number;
  unmatched: number;
  /** Events waiting for an admin (the queue in the database). */
  waitingReview: number;
  held: number;
  rejected: number;
  stale: number;
  staleHouses: string[];
  lastMergeAt: string | null;
  /** A credit-charging source's plan (The Odds API): its month and each competition's next call. */
  plan: {
    monthly: number;
    spentThisMonth: number;
    remaining: number | null;
    costPerCall: number;
    projection: number;
    competitions: Array<{
      competition: string;
      nextCallAt: string | null;
      reason: string | null;
      events: number | null;
    }>;
  } | null;
  /** The business day's per-event calls (The Odds API's THEODDSAPI_EVENT_MARKETS); null when none are asked for. */
  eventCalls: SourceEventCalls | null;
}

export interface ReviewCandidateView {
  fixtureId: number;
  score: number;
  reasons: string[];
}

export interface OddsMatchRow {
  id: number;
  source: string;
  eventId: string;
  sportKey: string;
  competition: string | null;
  home: string;
  away: string;
  commenceTime: Date;
  date: string;
  status: MatchStatus;
  candidates: StoredCandidate[];
  fixtureId: number | null;
  decidedAt: Date | null;
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

function emptyCounts(): DayMergeCounts {
  return {
    events: 0,
    matched: 0,
    confirmed: 0,
    review: 0,
    unmatched: 0,
    accepted: 0,
    held: 0,
    rejected: 0,
    stale: 0,
    staleHouses: [],
  };
}

function asMatchFixture(f: ProviderFixture): MatchFixture {
  return {
    id: f.id,
    kickoff: f.kickoff,
    home: { id: f.home.id, name: f.home.name },
    away: { id: f.away.id, name: f.away.name },
    league: { id: f.league.id, name: f.league.name, country: f.league.country },
  };
}

export class RealPricesService {
  /** The last merge of each day (by business date), per source. */
  private aliasCache: { key: string; index: AliasIndex } | null = null;
  /** The sources, merged in this order. */
  readonly sources: readonly OddsSource[];
  /** The prices held as outliers, and the admins' decisions on them. */
  readonly held: HeldQuotes;

  constructor(
    private readonly db: Db,
    sources: OddsSource | readonly OddsSource[],
    /**
     * The houses the sources may price besides those a source knows itself (`houseKeys`): the values of the
     * bookmaker map, which an admin may change.
     */
    private readonly sourceHouses: ReadonlySet<string> | (() => ReadonlySet<string>),
    private readonly log: Logger,
    /** Oldest source confirmation shown, before kick-off and while live (ODDS_MAX_AGE_MINUTES, …_LIVE_MINUTES). */
    private readonly maxAgeMs: { upcoming: number; live: number } = { upcoming: 60 * 60_000, live: 3 * 60_000 },
  ) {
    this.sources = Array.isArray(sources) ? [...(sources as readonly OddsSource[])] : [sources as OddsSource];
    this.held = new HeldQuotes(db);
  }

  /** The houses the sources may price now. */
  get houses(): ReadonlySet<string> {
    const base = typeof this.sourceHouses === "function" ? this.sourceHouses() : this.sourceHouses;
    const own = this.sources.flatMap((s) => [...(s.houseKeys?.() ?? [])]);
    return own.length === 0 ? base : new Set([...base, ...own]);
  }

  /** The sources that have something to poll now (a house feed without houses has not). */
  async enabledSources(): Promise<OddsSource[]> {
    const out: OddsSource[] = [];
    for (const s of this.sources) {
      if (s.enabled === undefined || (await s.enabled())) out.push(s);
    }
    return out;
  }

  /** Whether any source is configured (the review queue's `configured`). */
  async configured(): Promise<boolean> {
    return (await this.enabledSources()).length > 0;
  }

  /** Whether the ingest of `date` asks the source (yesterday to a week ahead). */
  covers(date: string, now: Date): boolean {
    const offset = daysBetween(businessDate(now), date);
    return offset >= -PAST_DAYS && offset <= AHEAD_DAYS;
  }

  /**
   * The day's fixtures with the source's accepted prices merged in (a house's price from the source replaces the
   * provider's for that house). Never throws: on any failure the provider's fixtures come back untouched.
   */
  async merge(date: string, items: readonly ProviderFixture[], now: Date): Promise<ProviderFixture[]> {
    if (!this.covers(date, now) || items.length === 0) return [...items];
    let merged = [...items];
    // One source failing leaves what the others merged. A source with nothing to poll (a house feed without
    // houses) is skipped: it would only write empty figures.
    for (const source of await this.enabledSources()) {
      try {
        merged = await this.mergeSource(source, date, merged, now);
      } catch (err) {
        this.log.warn({ err, date, source: source.name }, "real prices: merge failed; provider prices kept");
      }
    }
    try {
      await this.held.prune(addDays(businessDate(now), -PAST_DAYS));
    } catch (err) {
      this.log.warn({ err }, "real prices: old held prices not pruned");
    }
    return merged;
  }

  private async mergeSource(
    source: OddsSource,
    date: string,
    items: readonly ProviderFixture[],
    now: Date,
  ): Promise<ProviderFixture[]> {
    const all = await source.poll(now);
    const events = all.filter((e) => businessDate(new Date(e.commenceTime)) === date);
    const counts = emptyCounts();
    counts.events = events.length;
    // Nothing from this source (a house feed without houses, the demo): nothing to read or write.
    if (all.length === 0) {
      await this.record(source, date, counts, now);
      return [...items];
    }
    const byId = new Map(items.map((f) => [f.id, f]));
    const decisions = await this.decisions(source.name, events);
    const open = events.filter((e) => !decisions.has(e.eventId));
    // The matcher gives a fixture to one event at most: each group (a house feed's house) is matched on its own.
    const fixtures = items.map(asMatchFixture);
    const aliases = await this.aliases();
    const results: Array<ReturnType<typeof matchEvents>[number] | undefined> = new Array(open.length);
    const groups = new Map<string, number[]>();
    open.forEach((e, i) => {
      const key = e.group ?? "";
      groups.set(key, [...(groups.get(key) ?? []), i]);
    });
    for (const indexes of groups.values()) {
      const found = matchEvents(
        indexes.map((i) => {
          const e = open[i] as SourceEvent;
          return { id: e.eventId, home: e.home, away: e.away, kickoff: e.commenceTime, competition: e.sportKey };
        }),
        fixtures,
        aliases,
      );
      indexes.forEach((i, j) => (results[i] = found[j]));
    }

    /** Provider fixture id → the events whose quotes it takes (at most one per group: a house feed's house). */
    const attached = new Map<number, SourceEvent[]>();
    const attach = (fixtureId: number, event: SourceEvent): boolean => {
      const fixture = byId.get(fixtureId);
      // Never a fixture of another day, whatever the matcher or an admin said.
      if (!fixture || fixture.kickoff === "" || businessDate(new Date(fixture.kickoff)) !== date) return false;
      const already = attached.get(fixtureId) ?? [];
      if (already.some((e) => e.group === event.group)) return false;
      attached.set(fixtureId, [...already, event]);
      return true;
    };
    for (const event of events) {
      const decision = decisions.get(event.eventId);
      if (decision === undefined) continue;
      if (decision.status === "confirmed" && decision.fixtureId !== null && attach(decision.fixtureId, event)) {
        counts.confirmed += 1;
      } else if (decision.status === "review") counts.review += 1;
      else counts.unmatched += 1;
    }
    const reviews: Array<{ event: SourceEvent; candidates: StoredCandidate[] }> = [];
    open.forEach((event, i) => {
      const result = results[i];
      if (result?.status === "matched") {
        if (attach(Number(result.fixtureId), event)) counts.matched += 1;
        else counts.unmatched += 1;
      } else if (result?.status === "review") {
        counts.review += 1;
        reviews.push({
          event,
          candidates: result.candidates.map((c) => ({
            fixtureId: Number(c.fixtureId),
            score: c.score,
            reasons: c.reasons,
          })),
        });
      } else counts.unmatched += 1;
    });
    await this.storeReviews(date, reviews, now);
    await this.db
      .delete(oddsEventMatches)
      .where(
        and(
          eq(oddsEventMatches.status, "review"),
          lt(oddsEventMatches.commenceTime, new Date(now.getTime() - REVIEW_KEEP_MS)),
        ),
      );
    // Events once doubtful that now match on their own (an alias learned since) leave the queue.
    const settled = open.filter((_, i) => results[i]?.status === "matched").map((e) => e.eventId);
    if (settled.length > 0) {
      await this.db
        .delete(oddsEventMatches)
        .where(
          and(
            eq(oddsEventMatches.source, source.name),
            eq(oddsEventMatches.status, "review"),
            inArray(oddsEventMatches.eventId, settled),
          ),
        );
    }

    const staleHouses = new Set<string>();
    const logged: object[] = [];
    const holds = await this.held.forDay(source.name, date);
    const marketHolds = await this.held.marketsForDay(source.name, date);
    const seen: HoldSeen[] = [];
    const mergeEvent = (fixture: ProviderFixture, event: SourceEvent): ProviderFixture => {
      // A suspended market: the house's price leaves the game, whoever gave it.
      const withdrawn = new Set(event.withdrawn ?? []);
      if (withdrawn.size > 0) fixture = { ...fixture, odds: fixture.odds.filter((o) => !withdrawn.has(o.house)) };
      if (event.quotes.length === 0) return fixture;
      const replaced = new Set(event.quotes.map((q) => q.house));
      const others = fixture.odds.filter((o) => !replaced.has(o.house));
      const judge = (released?: (q: SanityQuote) => boolean) =>
        checkQuotes(event.quotes, others, {
          now: now.getTime(),
          live: isInGroup(fixture.status, "live"),
          fetchedAt: event.fetchedAt,
          staleUpcomingMs: this.maxAgeMs.upcoming,
          staleLiveMs: this.maxAgeMs.live,
          released,
        });
      const first = judge();
      // An outlier read again minutes later, or confirmed by an admin, is judged again without the outlier rule.
      const readAt = new Date(event.fetchedAt);
      const outcomes = new Map<SanityQuote, HoldOutcome>();
      event.quotes.forEach((q, i) => {
        if (first[i]?.status !== "held") return;
        outcomes.set(q, holdOutcome(holds.get(holdKey(event.eventId, q.house)), q, readAt.getTime()));
      });
      const lifted = [...outcomes.values()].some(holdLifted);
      const verdicts = lifted ? judge((q) => holdLifted(outcomes.get(q) ?? "new")) : first;
      event.quotes.forEach((q, i) => {
        const held = first[i];
        const outcome = outcomes.get(q);
        if (held?.status !== "held" || outcome === undefined) return;
        // A hold lifts only when the price then passes every other rule.
        const kept = outcome === "second-read" && verdicts[i]?.status !== "accepted" ? "held" : outcome;
        seen.push({
          source: source.name,
          eventId: event.eventId,
          house: q.house,
          fixtureId: fixture.id,
          date,
          market: "1x2",
          prices: { home: q.home, draw: q.draw, away: q.away },
          medians: held.medians,
          others: held.others,
          readAt,
          outcome: kept,
        });
      });
      const accepted: ProviderOdds[] = [];
      event.quotes.forEach((q, i) => {
        const verdict = verdicts[i] as SanityVerdict;
        if (verdict.status === "accepted") {
          accepted.push(toProviderOdds(q, event));
          counts.accepted += 1;
          return;
        }
        counts[verdict.status] += 1;
        if (verdict.status === "stale") staleHouses.add(q.house);
        if (verdict.status !== "stale" && logged.length < LOG_SAMPLE) {
          logged.push({
            event: event.eventId,
            fixture: fixture.id,
            house: q.house,
            verdict: verdict.reason,
            detail: verdict.detail,
          });
        }
      });
      if (accepted.length === 0) return fixture;
      const mine = new Set(accepted.map((o) => o.house));
      return { ...fixture, odds: [...fixture.odds.filter((o) => !mine.has(o.house)), ...accepted] };
    };
    const merged = items.map((fixture) => {
      const events = attached.get(fixture.id);
      if (events === undefined || isInGroup(fixture.status, "finished")) return fixture;
      return events.reduce(
        (f, event) =>
          this.mergeMarkets(source.name, mergeEvent(f, event), event, now, counts, logged, {
            date,
            holds: marketHolds,
            seen,
          }),
        fixture,
      );
    });
    counts.staleHouses = [...staleHouses].sort();
    await this.held.record(seen, now);
    if (logged.length > 0) {
      this.log.warn(
        { date, source: source.name, held: counts.held, rejected: counts.rejected, sample: logged },
        "real prices: quotes held or rejected by the sanity rules, not shown",
      );
    }
    await this.record(source, date, counts, now);
    this.log.info({ date, source: source.name, ...counts }, "real prices: merged");
    return merged;
  }

  /**
   * The event's books in the markets beyond 1X2 merged into the fixture, under the 1X2's sanity rules per market
   * (core/markets' checkMarketQuotes: range, age, outliers against the other houses' median, the market's book
   * bounds): an accepted book replaces the same house's book of that market; a suspended one leaves. An outlier is
   * held as the 1X2's are (`odds_held_quotes`, read before the day's books are judged): until the same prices are read
   * again at least five minutes later or an admin confirms them; a dismissed book never shows.
   */
  private mergeMarkets(
    sourceName: string,
    fixture: ProviderFixture,
    event: SourceEvent,
    now: Date,
    counts: DayMergeCounts,
    logged: object[],
    held: { date: string; holds: ReadonlyMap<string, MarketHoldState>; seen: HoldSeen[] },
  ): ProviderFixture {
    const withdrawn = new Set(event.withdrawnMarkets ?? []);
    const quotes = event.marketQuotes ?? [];
    if (withdrawn.size === 0 && quotes.length === 0) return fixture;
    let markets = (fixture.markets ?? []).filter((q) => !withdrawn.has(`${q.house}\n${q.market}`));
    const byMarket = new Map<string, typeof quotes>();
    for (const q of quotes) byMarket.set(q.market, [...(byMarket.get(q.market) ?? []), q]);
    const readAt = Date.parse(event.fetchedAt);
    for (const [id, list] of byMarket) {
      const market = parseMarketId(id);
      if (market === null || market.key === "1x2") continue;
      const replaced = new Set(list.map((q) => q.house));
      const others = markets.filter((q) => q.market === id && !replaced.has(q.house));
      const judge = (released?: (q: MarketSanityQuote) => boolean) =>
        checkMarketQuotes(market, list, others, {
          now: now.getTime(),
          live: isInGroup(fixture.status, "live"),
          fetchedAt: event.fetchedAt,
          staleUpcomingMs: this.maxAgeMs.upcoming,
          staleLiveMs: this.maxAgeMs.live,
          released,
        });
      const first = judge();
      // As for the 1X2: a held book read again minutes later, or confirmed by an admin, is judged without the outlier
      // rule; a dismissed one stays held.
      const outcomes = new Map<MarketSanityQuote, HoldOutcome>();
      list.forEach((q, i) => {
        if (first[i]?.status !== "held") return;
        outcomes.set(q, marketHoldOutcome(held.holds.get(marketHoldKey(event.eventId, q.house, id)), q.prices, readAt));
      });
      const lifted = [...outcomes.values()].some(holdLifted);
      const verdicts = lifted ? judge((q) => holdLifted(outcomes.get(q) ?? "new")) : first;
      list.forEach((q, i) => {
        const verdict = first[i];
        const outcome = outcomes.get(q);
        if (verdict?.status !== "held" || outcome === undefined) return;
        // A hold lifts only when the book then passes every other rule.
        const kept = outcome === "second-read" && verdicts[i]?.status !== "accepted" ? "held" : outcome;
        held.seen.push({
          source: sourceName,
          eventId: event.eventId,
          house: q.house,
          fixtureId: fixture.id,
          date: held.date,
          market: id,
          prices: [...q.prices],
          medians: verdict.medians,
          others: verdict.others,
          readAt: new Date(readAt),
          outcome: kept,
        });
      });
      const accepted: NonNullable<ProviderFixture["markets"]> = [];
      list.forEach((q, i) => {
        const verdict = verdicts[i]!;
        if (verdict.status === "accepted") {
          accepted.push({
            house: q.house,
            market: id,
            prices: [...q.prices],
            checkedAt: q.lastUpdate ?? event.fetchedAt,
          });
          counts.accepted += 1;
          return;
        }
        counts[verdict.status] += 1;
        if (verdict.status !== "stale" && logged.length < LOG_SAMPLE)
          logged.push({
            event: event.eventId,
            fixture: fixture.id,
            house: q.house,
            market: id,
            verdict: verdict.reason,
          });
      });
      if (accepted.length === 0) continue;
      const mine = new Set(accepted.map((q) => q.house));
      markets = [...markets.filter((q) => q.market !== id || !mine.has(q.house)), ...accepted];
    }
    return { ...fixture, markets };
  }

  /**
   * Keeps what a merge found, and the source's status after its poll, in the database: `/api/health` on any
   * instance reads them (only the ingest leader merges). Never throws: health figures are not worth an ingest.
   */
  private async record(source: OddsSource, date: string, counts: DayMergeCounts, now: Date): Promise<void> {
    try {
      const today = businessDate(now);
      await this.db
        .insert(oddsSourceMerges)
        .values({ source: source.name, date, counts: { ...counts }, mergedAt: now })
        .onConflictDoUpdate({
          target: [oddsSourceMerges.source, oddsSourceMerges.date],
          set: { counts: { ...counts }, mergedAt: now },
        });
      await this.db
        .insert(oddsSourceStatus)
        .values({ source: source.name, status: { ...source.status() }, updatedAt: now })
        .onConflictDoUpdate({
          target: oddsSourceStatus.source,
          set: { status: { ...source.status() }, updatedAt: now },
        });
      await this.db
        .delete(oddsSourceMerges)
        .where(and(eq(oddsSourceMerges.source, source.name), lt(oddsSourceMerges.date, addDays(today, -PAST_DAYS))));
    } catch (err) {
      this.log.warn({ err, date, source: source.name }, "real prices: merge figures not stored");
    }
  }

  /** The stored decisions about these events (review, confirmed, rejected), by event id. */
  private async decisions(
    sourceName: string,
    events: readonly SourceEvent[],
  ): Promise<Map<string, { status: MatchStatus; fixtureId: number | null }>> {
    const out = new Map<string, { status: MatchStatus; fixtureId: number | null }>();
    if (events.length === 0) return out;
    const ids = events.map((e) => e.eventId);
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await this.db
        .select({
          eventId: oddsEventMatches.eventId,
          status: oddsEventMatches.status,
          fixtureId: oddsEventMatches.fixtureId,
        })
        .from(oddsEventMatches)
        .where(and(eq(oddsEventMatches.source, sourceName), inArray(oddsEventMatches.eventId, ids.slice(i, i + 1000))));
      // A review row is asked again: an alias learned since may now make it sure.
      for (const r of rows) {
        if (r.status !== "review") out.set(r.eventId, { status: r.status as MatchStatus, fixtureId: r.fixtureId });
      }
    }
    return out;
  }

  /** Seed aliases plus the learned ones; the index is rebuilt only when the learned list changed. */
  private async aliases(): Promise<AliasIndex> {
    const learned = await this.db
      .select({ teamId: teamAliases.teamId, variant: teamAliases.variant })
      .from(teamAliases)
      .orderBy(asc(teamAliases.teamId), asc(teamAliases.variant));
    const key = learned.map((a) => `${a.teamId}\u0001${a.variant}`).join("\u0002");
    if (this.aliasCache?.key === key) return this.aliasCache.index;
    const list: TeamAlias[] = [
      ...DEFAULT_TEAM_ALIASES,
      ...learned.map((a) => ({ teamId: a.teamId, variant: a.variant })),
    ];
    const index = buildAliasIndex(list);
    this.aliasCache = { key, index };
    return index;
  }

  /** Upserts the doubtful events (one row per source and event id); a decided row is never reopened. */
  private async storeReviews(
    date: string,
    reviews: ReadonlyArray<{ event: SourceEvent; candidates: StoredCandidate[] }>,
    now: Date,
  ): Promise<void> {
    for (const { event, candidates } of reviews) {
      await this.db
        .insert(oddsEventMatches)
        .values({
          source: event.source,
          eventId: event.eventId,
          sportKey: event.sportKey,
          competition: event.competition,
          home: event.home,
          away: event.away,
          commenceTime: new Date(event.commenceTime),
          date,
          status: "review",
          candidates,
          firstSeenAt: now,
          lastSeenAt: now,
        })
        .onConflictDoUpdate({
          target: [oddsEventMatches.source, oddsEventMatches.eventId],
          set: {
            sportKey: sql`excluded.sport_key`,
            competition: sql`excluded.competition`,
            home: sql`excluded.home`,
            away: sql`excluded.away`,
            commenceTime: sql`excluded.commence_time`,
            date: sql`excluded.date`,
            candidates: sql`excluded.candidates`,
            lastSeenAt: sql`excluded.last_seen_at`,
          },
          setWhere: eq(oddsEventMatches.status, "review"),
        });
    }
  }

  /** The queue (or the decided rows), soonest kick-off first. */
  async list(status: MatchStatus, limit = 200): Promise<OddsMatchRow[]> {
    const rows = await this.db
      .select()
      .from(oddsEventMatches)
      .where(eq(oddsEventMatches.status, status))
      .orderBy(asc(oddsEventMatches.commenceTime), asc(oddsEventMatches.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, status: r.status as MatchStatus }));
  }

  async get(id: number): Promise<OddsMatchRow> {
    const [row] = await this.db.select().from(oddsEventMatches).where(eq(oddsEventMatches.id, id));
    if (!row) throw new HttpError(404, "not_found", "Evento da fonte de odds não encontrado.");
    return { ...row, status: row.status as MatchStatus };
  }

  /**
   * Records an admin's choice of fixture and learns the source's spellings as variants of that fixture's teams.
   * `fixture` is the chosen fixture as stored (the caller checked it belongs to the event's day).
   */
  async confirm(
    id: number,
    fixture: { afbFixtureId: number; date: string; home: { id: number }; away: { id: number } },
    userId: number,
    now: Date,
  ): Promise<OddsMatchRow> {
    const row = await this.get(id);
    if (row.status !== "review") {
      throw new HttpError(409, "already_decided", "Este evento já foi decidido; não está mais na fila de revisão.");
    }
    await this.db.transaction(async (tx) => {
      await tx
        .update(oddsEventMatches)
        .set({ status: "confirmed", fixtureId: fixture.afbFixtureId, decidedAt: now, decidedBy: userId })
        .where(eq(oddsEventMatches.id, id));
      await tx
        .insert(teamAliases)
        .values([
          { teamId: fixture.home.id, variant: row.home, source: row.source, createdAt: now },
          { teamId: fixture.away.id, variant: row.away, source: row.source, createdAt: now },
        ])
        .onConflictDoNothing();
    });
    this.log.info(
      { id, source: row.source, eventId: row.eventId, fixture: fixture.afbFixtureId, userId },
      "real prices: match confirmed, aliases learned",
    );
    return this.get(id);
  }

  async reject(id: number, userId: number, now: Date): Promise<OddsMatchRow> {
    const row = await this.get(id);
    if (row.status !== "review") {
      throw new HttpError(409, "already_decided", "Este evento já foi decidido; não está mais na fila de revisão.");
    }
    await this.db
      .update(oddsEventMatches)
      .set({ status: "rejected", decidedAt: now, decidedBy: userId })
      .where(eq(oddsEventMatches.id, id));
    this.log.info({ id, source: row.source, eventId: row.eventId, userId }, "real prices: match rejected");
    return this.get(id);
  }

  /** Each configured source's own status with what its merges found, for `/api/health`. */
  async health(now: Date): Promise<RealPricesHealth[]> {
    const out: RealPricesHealth[] = [];
    for (const source of await this.enabledSources()) out.push(await this.sourceHealth(source, now));
    return out;
  }

  private async sourceHealth(source: OddsSource, now: Date): Promise<RealPricesHealth> {
    // This instance's own reading when it polled the source (it is the one ingesting), else what the ingesting
    // instance last stored.
    const own: SourceStatus = source.status();
    const [stored] =
      own.lastPollAt === null
        ? await this.db.select().from(oddsSourceStatus).where(eq(oddsSourceStatus.source, source.name))
        : [];
    const s = stored ? (stored.status as unknown as SourceStatus) : own;
    const today = businessDate(now);
    const days = await this.db
      .select()
      .from(oddsSourceMerges)
      .where(and(eq(oddsSourceMerges.source, source.name), gte(oddsSourceMerges.date, addDays(today, -PAST_DAYS))));
    const sum = emptyCounts();
    const staleHouses = new Set<string>();
    let lastMergeAt: Date | null = null;
    for (const row of days) {
      const c = { ...emptyCounts(), ...(row.counts as Partial<DayMergeCounts>) };
      sum.matched += c.matched;
      sum.confirmed += c.confirmed;
      sum.unmatched += c.unmatched;
      sum.held += c.held;
      sum.rejected += c.rejected;
      sum.stale += c.stale;
      for (const h of c.staleHouses) staleHouses.add(h);
      if (lastMergeAt === null || row.mergedAt > lastMergeAt) lastMergeAt = row.mergedAt;
    }
    const [waiting] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(oddsEventMatches)
      .where(and(eq(oddsEventMatches.source, source.name), eq(oddsEventMatches.status, "review")));
    return {
      name: s.name,
      lastSuccessAt: s.lastSuccessAt,
      lastError: s.lastError && { at: s.lastError.at, message: s.lastError.message },
      quotaRemaining: s.quotaRemaining,
      quotaUsed: s.quotaUsed,
      pausedUntil: s.pausedUntil,
      pauseMessage: s.pauseMessage,
      matched: sum.matched,
      confirmed: sum.confirmed,
      unmatched: sum.unmatched,
      waitingReview: waiting?.n ?? 0,
      held: sum.held,
      rejected: sum.rejected,
      stale: sum.stale,
      staleHouses: [...staleHouses].sort(),
      lastMergeAt: lastMergeAt?.toISOString() ?? null,
      plan: s.credits
        ? {
            ...s.credits,
            competitions: s.sports.map((c) => ({
              competition: c.sportKey,
              nextCallAt: c.nextCallAt,
              reason: c.planReason ?? null,
              events: c.events,
            })),
          }
        : null,
      // A day the status read does not hold (another instance's, stored before midnight) counts nothing today.
      eventCalls:
        s.eventCalls === undefined
          ? null
          : s.eventCalls.date === today
            ? s.eventCalls
            : { ...s.eventCalls, date: today, sent: 0, skipped: 0, credits: 0, lastAt: null },
    };
  }
}

/** A source quote in the provider's shape: checkedAt is when the source last confirmed it. */
function toProviderOdds(q: SourceQuote, event: SourceEvent): ProviderOdds {
  return { house: q.house, home: q.home, draw: q.draw, away: q.away, checkedAt: q.lastUpdate ?? event.fetchedAt };
}
