import { addDays, businessDate, formatTime } from "@placar/core/dates";
import { isInGroup } from "@placar/core/status";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import type { DayFixture, Game } from "../schemas/football.ts";
import type { FootballProvider } from "../providers/types.ts";
import {
  dayIngestedAt,
  fixtureDate,
  oddsList,
  pruneOddsHistory,
  readDay,
  readOddsHistory,
  recordOddsHistory,
  writeDay,
  type StoredFixture,
} from "./football-store.ts";
import { Snapshot } from "./snapshot.ts";
import type { LiveBus } from "../live/bus.ts";
import { diffDay } from "../live/diff.ts";
import type { Leadership } from "../live/leader.ts";

/** How far from today a visitor may page the day panel and still trigger an on-demand fetch. */
const ON_DEMAND_WINDOW_DAYS = 7;


/** A day's rows and the answers built from them, kept until the day changes. */
interface DayView {
  at: number;
  day: StoredFixture[];
  games?: Snapshot;
  fixtures?: Snapshot;
  live?: Snapshot;
}

export interface IngestStatus {
  lastSuccessAt: string | null;
  lastError: string | null;
  lastDurationMs: number | null;
  nextRunAt: string | null;
  /** Whether this instance holds the ingestion lock. */
  leader: boolean;
}

/**
 * The football read model: ingests provider days into the database and serves the spec's day views.
 * A day's views are built once per ingest and kept in memory, so hot reads never query the database.
 */
export class FootballService {
  private readonly views = new Map<string, DayView>();
  private readonly inflight = new Map<string, Promise<void>>();
  /** How long price history is kept (ODDS_HISTORY_DAYS). */
  oddsHistoryRetentionMs = 14 * 86_400_000;
  readonly status: IngestStatus = { lastSuccessAt: null, lastError: null, lastDurationMs: null, nextRunAt: null, leader: false };
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    private readonly provider: FootballProvider,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly bus: LiveBus,
    private readonly leadership: Leadership,
    /** How long a view may be served before it is re-read from the database (another instance may have ingested). */
    private readonly viewTtlMs = 60_000,
  ) {
    // Another instance ingested this day: our view is stale, rebuild it from the database on next read.
    this.unsubscribe = bus.subscribe((e) => {
      if (e.origin !== bus.instanceId) this.views.delete(e.date);
    });
  }

  /** Stops listening to the bus (the app's onClose). */
  stop(): void {
    this.unsubscribe();
  }

  today(): string {
    return businessDate(this.clock.now());
  }

  /** Pulls one day from the provider and upserts it; concurrent calls for the same day share one pull. */
  ingestDay(date: string): Promise<void> {
    const running = this.inflight.get(date);
    if (running) return running;
    const job = (async () => {
      const started = performance.now();
      const now = this.clock.now();
      try {
        const items = await this.provider.fixturesByDate(date, now);
        const before = this.views.get(date)?.day ?? (await readDay(this.db, date));
        await writeDay(this.db, date, this.provider.name, items, now);
        // Rebuild the view now, so readers of this day never wait on the database.
        const after = await readDay(this.db, date);
        this.views.set(date, { at: Date.now(), day: after });
        const events = diffDay(date, before, after);
        await recordOddsHistory(this.db, before, after, now);
        if (events.length > 0) await this.bus.publish(events);
        const ms = Math.round(performance.now() - started);
        this.status.lastSuccessAt = now.toISOString();
        this.status.lastDurationMs = ms;
        this.status.lastError = null;
        this.log.info({ date, provider: this.provider.name, fixtures: items.length, events: events.length, ms }, "ingest: day written");
      } catch (err) {
        this.status.lastError = err instanceof Error ? err.message : String(err);
        this.log.error({ err, date, provider: this.provider.name }, "ingest: day failed");
        throw err;
      } finally {
        this.inflight.delete(date);
      }
    })();
    this.inflight.set(date, job);
    return job;
  }

  /** Loads a day's view, fetching the day first when it was never ingested and lies near today. */
  private async view(date: string): Promise<DayView> {
    const cached = this.views.get(date);
    if (cached && Date.now() - cached.at < this.viewTtlMs) return cached;
    const today = this.today();
    const near = Math.abs(daysBetween(today, date)) <= ON_DEMAND_WINDOW_DAYS;
    if (near && !(await dayIngestedAt(this.db, date))) {
      await this.ingestDay(date).catch(() => undefined);
      const fresh = this.views.get(date);
      if (fresh) return fresh;
    }
    const view: DayView = { at: Date.now(), day: await readDay(this.db, date) };
    this.views.set(date, view);
    return view;
  }

  async day(date: string): Promise<StoredFixture[]> {
    return (await this.view(date)).day;
  }

  /** The whole day as the spec's games list, serialized once per change (page 1 of the default size). */
  async gamesSnapshot(date: string): Promise<Snapshot> {
    const view = await this.view(date);
    if (!view.games) {
      const results = view.day.map(toGame);
      view.games = new Snapshot({ results, count: results.length, total_pages: results.length > 0 ? 1 : 0 });
    }
    return view.games;
  }

  /** Games from today on (today and the next days near it), in kick-off order: the league list and slider. */
  async upcomingGames(days = 2): Promise<Game[]> {
    const today = this.today();
    const out: Game[] = [];
    for (let i = 0; i < days; i++) out.push(...(await this.day(addDays(today, i))).map(toGame));
    return out;
  }

  /** One stored fixture by the provider's fixture id, from its day's view; null when unknown. */
  async storedFixture(afbFixtureId: number): Promise<StoredFixture | null> {
    for (const view of this.views.values()) {
      const hit = view.day.find((f) => f.afbFixtureId === afbFixtureId);
      if (hit) return hit;
    }
    const date = await fixtureDate(this.db, afbFixtureId);
    if (!date) return null;
    return (await this.day(date)).find((f) => f.afbFixtureId === afbFixtureId) ?? null;
  }

  /** Every recorded price change of a fixture, oldest first. */
  oddsHistory(afbFixtureId: number) {
    return readOddsHistory(this.db, afbFixtureId);
  }

  /** One game by the provider's fixture id; null when unknown. */
  async gameByFixtureId(afbFixtureId: number): Promise<Game | null> {
    const f = await this.storedFixture(afbFixtureId);
    return f ? toGame(f) : null;
  }

  /** The `fixtures/?date=[&live=]` answer, serialized once per change. */
  async fixturesSnapshot(date: string, liveOnly: boolean): Promise<Snapshot> {
    const view = await this.view(date);
    if (liveOnly) return (view.live ??= new Snapshot(groupByLeague(view.day, true)));
    return (view.fixtures ??= new Snapshot(groupByLeague(view.day, false)));
  }

  async gamesByDate(date: string): Promise<Game[]> {
    return (await this.day(date)).map(toGame);
  }

  /** The spec's `fixtures/?date=` view: fixtures grouped by league name, kick-off order inside each. */
  async fixturesByDate(date: string, liveOnly: boolean): Promise<Record<string, DayFixture[]>> {
    return groupByLeague(await this.day(date), liveOnly);
  }

  /** Re-ingests today (and yesterday while its matches may still be running) on a fixed interval. */
  startSchedule(intervalSeconds: number): () => void {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const tick = async () => {
      this.status.leader = await this.leadership.tryAcquire().catch(() => false);
      if (this.status.leader) {
        await pruneOddsHistory(this.db, new Date(this.clock.now().getTime() - this.oddsHistoryRetentionMs)).catch((err: unknown) =>
          this.log.warn({ err }, "odds history: prune failed"),
        );
        const today = this.today();
        const dates = [today];
        if (formatTime(this.clock.now()) < "04:00") dates.push(addDays(today, -1));
        for (const d of dates) await this.ingestDay(d).catch(() => undefined);
      }
      if (stopped) return;
      this.status.nextRunAt = new Date(this.clock.now().getTime() + intervalSeconds * 1000).toISOString();
      timer = setTimeout(tick, intervalSeconds * 1000);
      timer.unref();
    };
    void tick();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      void this.leadership.release();
    };
  }
}

function groupByLeague(day: readonly StoredFixture[], liveOnly: boolean): Record<string, DayFixture[]> {
  const out: Record<string, DayFixture[]> = {};
  for (const f of day) {
    if (liveOnly && !isInGroup(f.status, "live")) continue;
    (out[f.league.name] ??= []).push(toDayFixture(f));
  }
  return out;
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function matchPath(f: Pick<StoredFixture, "afbFixtureId">): string {
  return `/estatisticasJogo/${f.afbFixtureId}`;
}

function toGame(f: StoredFixture): Game {
  const [hour, minute] = formatTime(f.kickoff).split(":").map(Number) as [number, number];
  return {
    id: f.id,
    date: f.date,
    hour,
    minute,
    kickoff: f.kickoff.toISOString(),
    status: f.status,
    home_team: f.home.name,
    away_team: f.away.name,
    afb_team_home_id: f.home.id,
    afb_team_away_id: f.away.id,
    afb_fixture_id: f.afbFixtureId,
    link: matchPath(f),
    league: { id: f.league.id, name: f.league.name, image_url: f.league.logo },
    odds: oddsList(f),
    home_image_url: f.home.logo,
    away_image_url: f.away.logo,
    image: null,
  };
}

function toDayFixture(f: StoredFixture): DayFixture {
  return {
    fixture: { id: f.afbFixtureId, date: f.kickoff.toISOString(), status: { short: f.status, elapsed: f.elapsed } },
    teams: { home: f.home, away: f.away },
    goals: f.goals,
    league: { id: f.league.id, logo: f.league.logo, name: f.league.name, season: f.league.season },
    odds: oddsList(f),
    link: matchPath(f),
  };
}
