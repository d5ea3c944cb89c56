/**
 * The API-Football v3 provider (`DATA_PROVIDER=api-football`). The day's fixture list is the call that
 * matters and is always made; 1X2 odds are fetched per fixture afterwards, only for the houses we list, only
 * while the budget allows, live and soon-starting matches first, and kept between calls so that a fixture
 * not refreshed this time keeps the prices it had. Failures are thrown (ApiFootballError), never turned into
 * an empty day: the ingest keeps what it holds and marks it stale.
 */

import { BUSINESS_TZ, businessDate, isIsoDate } from "@placar/core/dates";
import type {
  FootballProvider,
  PollOptions,
  PollPlan,
  ProviderFailure,
  ProviderFixture,
  ProviderMarketOdds,
  ProviderOdds,
  ProviderStatus,
} from "../types.ts";
import type { ApiFootballClientOptions } from "./client.ts";
import { ApiFootballClient } from "./client.ts";
import type { ApiFootballErrorKind } from "./errors.ts";
import { ApiFootballError, isApiFootballError } from "./errors.ts";
import type { OnInvalid } from "./parse.ts";
import { parseFixtureDetails, parseFixtures, parseMarketOdds, parseOdds, parseStandings } from "./parse.ts";
import { planPolling } from "./polling.ts";
import type { ApiFootballBudget } from "./budget.ts";
import type { ProviderFixtureDetail, ProviderStanding } from "../details.ts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** `/fixtures?ids=` takes at most 20 ids. */
export const MAX_IDS_PER_REQUEST = 20;
const ODDS_CACHE_LIMIT = 5_000;
/** Share of the daily limit the team and league pages leave to the fixture polls. */
const PAGE_RESERVE = 0.3;

export interface ApiFootballProviderOptions extends ApiFootballClientOptions {
  /**
   * Provider bookmaker id → house name (docs/product.md#betting-houses). Empty (the default): no odds are fetched at
   * all.
   */
  bookmakers?: ReadonlyMap<number, string>;
  /** Share of the daily budget that odds may spend (default 0.5); the rest stays for the fixture polls. */
  oddsShare?: number;
  /** Most odds requests in one `fixturesByDate` call (default 5), so that one poll cannot drain the minute. */
  maxOddsRequestsPerCall?: number;
  /** Told about every item of an answer that could not be read (and was skipped). */
  onInvalid?: OnInvalid;
  /** A ready client (tests); otherwise one is built from these options. */
  client?: ApiFootballClient;
}

/** The provider's last outcome, for health reporting and for marking served data as stale. */
export interface ApiFootballStatus extends ProviderStatus {
  /** The last failure still standing: cleared by the next success of the same call. */
  lastError: (ProviderFailure & { kind: ApiFootballErrorKind | "unknown" }) | null;
  lastFailure: (ProviderFailure & { kind: ApiFootballErrorKind | "unknown" }) | null;
  budget: ApiFootballBudget;
}

interface CachedOdds {
  odds: ProviderOdds[];
  /** The same answer's books in the other markets (Goals Over/Under, Both Teams Score, Double Chance, Home/Away). */
  markets?: ProviderMarketOdds[];
  fetchedAt: number;
}

type Tier = 0 | 1 | 2 | 3;

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class ApiFootballProvider implements FootballProvider {
  readonly name = "api-football" as const;
  readonly finishedOddsAreClosing = true;
  readonly #client: ApiFootballClient;
  readonly #houses: ReadonlyMap<number, string>;
  readonly #oddsShare: number;
  readonly #maxOddsPerCall: number;
  readonly #onInvalid: OnInvalid | undefined;
  readonly #odds = new Map<number, CachedOdds>();
  #oddsDay = "";
  #oddsSpentToday = 0;
  #lastSuccessAt: string | null = null;
  #lastError: ApiFootballStatus["lastError"] = null;
  #lastFailure: ApiFootballStatus["lastFailure"] = null;

  constructor(options: ApiFootballProviderOptions) {
    this.#client = options.client ?? new ApiFootballClient(options);
    this.#houses = options.bookmakers ?? new Map();
    this.#oddsShare = Math.min(1, Math.max(0, options.oddsShare ?? 0.5));
    this.#maxOddsPerCall = Math.max(0, Math.floor(options.maxOddsRequestsPerCall ?? 5));
    this.#onInvalid = options.onInvalid;
  }

  budget(): ApiFootballBudget {
    return this.#client.budget();
  }

  status(): ApiFootballStatus {
    return {
      lastSuccessAt: this.#lastSuccessAt,
      lastError: this.#lastError,
      lastFailure: this.#lastFailure,
      budget: this.budget(),
    };
  }

  /** The next poll interval for these fixtures given the budget left now (see polling.ts). */
  nextPoll(fixtures: readonly ProviderFixture[], now: Date, options?: PollOptions): PollPlan {
    return planPolling(fixtures, now, this.budget(), options);
  }

  async fixturesByDate(date: string, now: Date): Promise<ProviderFixture[]> {
    if (!isIsoDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
    const envelope = await this.#call("fixtures", now, () =>
      this.#client.get("/fixtures", { date, timezone: BUSINESS_TZ }),
    );
    // The timezone parameter already makes the provider cut the day in São Paulo; the filter keeps the
    // contract even if it ever did not.
    const fixtures = parseFixtures(envelope.response, this.#onInvalid).filter(
      (f) => businessDate(new Date(f.kickoff)) === date,
    );
    if (this.#houses.size > 0) await this.#refreshOdds(fixtures, now);
    return fixtures.map((f) => this.#withOdds(f));
  }

  /** A fixture with the prices last fetched for it: the 1X2 in `odds`, the other markets in `markets` when any. */
  #withOdds(f: ProviderFixture): ProviderFixture {
    const cached = this.#odds.get(f.id);
    const markets = cached?.markets ?? [];
    return { ...f, odds: cached?.odds ?? [], ...(markets.length > 0 ? { markets } : {}) };
  }

  /** Events, lineups and statistics of the given fixtures, 20 ids per request, in the provider's order. */
  async fixtureDetails(ids: readonly number[], now: Date = new Date()): Promise<ProviderFixtureDetail[]> {
    const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
    const out: ProviderFixtureDetail[] = [];
    for (const group of chunk(unique, MAX_IDS_PER_REQUEST)) {
      const envelope = await this.#call("fixtureDetails", now, () =>
        this.#client.get("/fixtures", { ids: group.join("-") }),
      );
      out.push(...parseFixtureDetails(envelope.response, this.#onInvalid));
    }
    return out;
  }

  /** Every row of the competition's tables for the season. */
  async standings(league: number, season: number, now: Date = new Date()): Promise<ProviderStanding[]> {
    const envelope = await this.#call("standings", now, () => this.#client.get("/standings", { league, season }));
    return parseStandings(envelope.response, this.#onInvalid);
  }

  /** The club's fixtures of the season in every competition (`/fixtures?team=&season=`: one request). */
  async teamSeason(teamId: number, season: number, now: Date = new Date()): Promise<ProviderFixture[]> {
    return this.#season("teamSeason", { team: teamId, season }, now);
  }

  /** The competition's fixtures of the season (`/fixtures?league=&season=`: one request). */
  async leagueSeason(leagueId: number, season: number, now: Date = new Date()): Promise<ProviderFixture[]> {
    return this.#season("leagueSeason", { league: leagueId, season }, now);
  }

  /**
   * A page's season list, never out of the share of the day kept for the fixture polls: pages are asked for by
   * visitors (and crawlers), so they may spend only what is left above PAGE_RESERVE of the day's limit.
   */
  async #season(name: string, query: { team?: number; league?: number; season: number }, now: Date) {
    const budget = this.budget();
    if (budget.dayRemaining <= Math.max(2, Math.ceil(budget.dayLimit * PAGE_RESERVE)) || budget.minuteRemaining <= 1)
      throw new ApiFootballError("quota", "O orçamento de requisições do dia está reservado para a lista de jogos.", {
        endpoint: "/fixtures",
      });
    const envelope = await this.#call(name, now, () =>
      this.#client.get("/fixtures", { ...query, timezone: BUSINESS_TZ }),
    );
    return parseFixtures(envelope.response, this.#onInvalid)
      .map((f) => this.#withOdds(f))
      .sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id - b.id);
  }

  async #call<T>(name: string, now: Date, run: () => Promise<T>): Promise<T> {
    try {
      const result = await run();
      this.#lastSuccessAt = now.toISOString();
      if (this.#lastError?.call === name) this.#lastError = null;
      return result;
    } catch (err) {
      this.#lastError = {
        call: name,
        kind: isApiFootballError(err) ? err.kind : "unknown",
        message: err instanceof Error ? err.message : String(err),
        at: now.toISOString(),
      };
      this.#lastFailure = this.#lastError;
      throw err;
    }
  }

  /**
   * Refreshes stale odds in priority order while the odds' share of the budget, the day's remainder (one poll
   * of the fixture list is always kept) and the minute allow. Live matches first, then by kick-off.
   */
  async #refreshOdds(fixtures: readonly ProviderFixture[], now: Date): Promise<void> {
    const t = now.getTime();
    const today = businessDate(now);
    if (today !== this.#oddsDay) {
      this.#oddsDay = today;
      this.#oddsSpentToday = 0;
    }
    this.#pruneOdds(t);

    const tierOf = (f: ProviderFixture): Tier => {
      if (f.status === "NS" || f.status === "TBA") return Date.parse(f.kickoff) - t <= 3 * HOUR_MS ? 1 : 2;
      if (["1H", "HT", "2H", "ET", "BT", "P", "PEN_LIVE", "BREAK"].includes(f.status)) return 0;
      return 3;
    };
    // How long fetched prices stay good: /odds is refreshed by the provider every few hours, more often near kick-off.
    const ttl: Record<Tier, number> = {
      0: 15 * MINUTE_MS,
      1: 30 * MINUTE_MS,
      2: 3 * HOUR_MS,
      3: Number.POSITIVE_INFINITY,
    };
    const queue = fixtures
      .map((f) => ({ f, tier: tierOf(f), kickoff: Date.parse(f.kickoff) }))
      .filter(({ f, tier }) => {
        const cached = this.#odds.get(f.id);
        return cached === undefined || t - cached.fetchedAt >= ttl[tier];
      })
      .sort((a, b) => a.tier - b.tier || Math.abs(a.kickoff - t) - Math.abs(b.kickoff - t) || a.f.id - b.f.id);

    const onlyBookmaker = this.#houses.size === 1 ? [...this.#houses.keys()][0] : undefined;
    let spent = 0;
    for (const { f } of queue) {
      const budget = this.#client.budget();
      const oddsAllowance = Math.floor(budget.dayLimit * this.#oddsShare);
      if (spent >= this.#maxOddsPerCall || this.#oddsSpentToday >= oddsAllowance) break;
      // Keep one request of the day and of the minute for the next poll of the fixture list.
      if (budget.dayRemaining <= 1 || budget.minuteRemaining <= 1) break;
      spent += 1;
      this.#oddsSpentToday += 1;
      try {
        const envelope = await this.#call("odds", now, () =>
          this.#client.get("/odds", { fixture: f.id, bookmaker: onlyBookmaker }),
        );
        const odds = parseOdds(envelope.response, this.#houses, this.#onInvalid).get(f.id) ?? [];
        const markets = parseMarketOdds(envelope.response, this.#houses).get(f.id) ?? [];
        this.#odds.set(f.id, { odds, markets, fetchedAt: t });
      } catch (err) {
        // A refusal for this fixture (plan, bad parameter): do not ask again before its prices would go stale.
        if (isApiFootballError(err) && (err.kind === "plan" || err.kind === "other")) {
          const previous = this.#odds.get(f.id);
          this.#odds.set(f.id, { odds: previous?.odds ?? [], markets: previous?.markets ?? [], fetchedAt: t });
          continue;
        }
        // Budget, quota, outage: the fixture list is good, the odds keep what they had.
        break;
      }
    }
  }

  #pruneOdds(t: number): void {
    for (const [id, cached] of this.#odds) if (t - cached.fetchedAt > 3 * 24 * HOUR_MS) this.#odds.delete(id);
    while (this.#odds.size > ODDS_CACHE_LIMIT) {
      const oldest = this.#odds.keys().next();
      if (oldest.done === true) break;
      this.#odds.delete(oldest.value);
    }
  }
}
