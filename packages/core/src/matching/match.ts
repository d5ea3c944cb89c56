/**
 * Attaches odds sources' events to our fixtures. An event is matched only when we are sure: both teams known to be
 * the fixture's (as home and away), kick-off within minutes, no rival fixture nearly as good, and no other event
 * claiming the same fixture with a better case. Anything less goes to the review queue; a wrong match is worse than
 * none, and a game of the same teams on another day is never a candidate.
 */
import { type AliasIndex, type TeamAlias } from "./alias-index.ts";
import { competitionHint, type CompetitionHint, type FixtureLeague } from "./competitions.ts";
import { competitionMarkers } from "./names.ts";
import { TEAM_LEVEL } from "./similarity.ts";
import { createTeamComparer, type PreparedTeam, type TeamHow, type TeamVerdict } from "./teams.ts";

export type FixtureId = number | string;

/** An odds source's event (see `fromOddsApiEvent` for The Odds API's shape). */
export interface SourceEvent {
  /** The source's own id, passed through untouched. */
  id?: string;
  home: string;
  away: string;
  /** Kick-off, ISO-8601 with a zone ("2026-11-28T20:00:00Z"); without one the event is invalid. */
  kickoff: string;
  /** The Odds API's sport key ("soccer_spain_la_liga") or the source's competition name. */
  competition?: string | null;
}

export interface FixtureTeam {
  /** Our team id, for aliases learned per team. */
  id?: number | string | null;
  name: string;
}

/** One of our fixtures; a `ProviderFixture` fits as is. */
export interface MatchFixture {
  id: FixtureId;
  /** Kick-off, ISO-8601 with a zone; a fixture without one is left out. */
  kickoff: string;
  home: string | FixtureTeam;
  away: string | FixtureTeam;
  league?: FixtureLeague | null;
}

export interface MatchOptions {
  /** Kick-off difference a sure match may have (default 15 minutes). */
  sureMinutes?: number;
  /** Kick-off difference a review candidate may have (default 180 minutes); nothing further is looked at. */
  reviewMinutes?: number;
  /** Candidates listed for review (default 3). */
  maxCandidates?: number;
  /** A rival fixture within this much of the best score sends the event to review (default 0.1). */
  closeMargin?: number;
}

/**
 * Why a candidate scored as it did. `home:`/`away:` are the event's teams (matched to the fixture's other side
 * when "swapped"); `kickoff:` is the fixture's kick-off minus the event's, in minutes. The other codes say why a
 * candidate is not automatic.
 */
export type MatchReason =
  | `${"home" | "away"}:${Exclude<TeamHow, "none">}`
  | `kickoff:${string}`
  | "competition:same"
  | "competition:different"
  | "swapped"
  | "kickoff-off"
  | "team-uncertain"
  | "close-candidate"
  | "fixture-claimed";

export interface MatchCandidate {
  fixtureId: FixtureId;
  /** 0–1: teams, kick-off distance, orientation and competition together. */
  score: number;
  reasons: MatchReason[];
}

/**
 * - "invalid-event": no kick-off instant (ISO-8601 with a zone) or a team name missing;
 * - "no-fixture-near-kickoff": no fixture at all within the review window;
 * - "one-team-only": a fixture near kick-off has one of the teams, not the other;
 * - "teams-not-found": fixtures near kick-off, none with these teams.
 */
export type UnmatchedReason = "invalid-event" | "no-fixture-near-kickoff" | "one-team-only" | "teams-not-found";

export type EventMatch =
  | { status: "matched"; fixtureId: FixtureId; score: number; reasons: MatchReason[] }
  | { status: "review"; candidates: MatchCandidate[] }
  | { status: "unmatched"; reason: UnmatchedReason };

const MINUTE = 60_000;
const BUCKET = 60 * MINUTE;

interface PreparedFixture {
  fixture: MatchFixture;
  time: number;
  home: PreparedTeam;
  away: PreparedTeam;
}

interface Candidate extends MatchCandidate {
  fixtureIndex: number;
  minutes: number;
  sure: boolean;
}

/**
 * An instant from ISO-8601 with a zone ("Z" or "+01:00"); NaN otherwise. Without a zone `Date.parse` would read the
 * machine's local time, and a guessed zone could attach a quote to the wrong game.
 */
function parseInstant(iso: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(iso.trim())
    ? Date.parse(iso.trim())
    : Number.NaN;
}

function teamOf(side: string | FixtureTeam): FixtureTeam {
  return typeof side === "string" ? { name: side } : side;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

function kickoffReason(minutes: number): MatchReason {
  const m = Math.round(minutes);
  return `kickoff:${m > 0 ? "+" : ""}${m}min`;
}

/** Index of the first element of the sorted `times` that is ≥ `t`. */
function lowerBound(times: Float64Array, t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] ?? 0) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function teamsSure(home: TeamVerdict, away: TeamVerdict): boolean {
  const [low, high] = home.score <= away.score ? [home, away] : [away, home];
  return high.score >= TEAM_LEVEL.sure && low.score >= TEAM_LEVEL.close;
}

/**
 * Matches each event to at most one fixture; the answer is in the events' order.
 * `aliases` is the alias list (the seed `DEFAULT_TEAM_ALIASES` plus learned ones) or an index built from it once.
 */
export function matchEvents(
  events: readonly SourceEvent[],
  fixtures: readonly MatchFixture[],
  aliases: readonly TeamAlias[] | AliasIndex,
  options: MatchOptions = {},
): EventMatch[] {
  const sureMinutes = options.sureMinutes ?? 15;
  const reviewMinutes = Math.max(options.reviewMinutes ?? 180, sureMinutes);
  const maxCandidates = options.maxCandidates ?? 3;
  const closeMargin = options.closeMargin ?? 0.1;
  const window = reviewMinutes * MINUTE;
  const teams = createTeamComparer(aliases);

  // Fixtures by hour of kick-off, then by block key (entity, distinctive word, its first letters).
  const prepared: PreparedFixture[] = [];
  const buckets = new Map<number, Map<string, number[]>>();
  for (const fixture of fixtures) {
    const time = parseInstant(fixture.kickoff);
    if (!Number.isFinite(time)) continue;
    const marks = competitionMarkers(fixture.league?.name);
    const home = teamOf(fixture.home);
    const away = teamOf(fixture.away);
    const entry: PreparedFixture = {
      fixture,
      time,
      home: teams.prepare(home.name, home.id, marks),
      away: teams.prepare(away.name, away.id, marks),
    };
    const index = prepared.push(entry) - 1;
    const bucketKey = Math.floor(time / BUCKET);
    let bucket = buckets.get(bucketKey);
    if (bucket === undefined) buckets.set(bucketKey, (bucket = new Map()));
    for (const key of new Set([...entry.home.blockKeys, ...entry.away.blockKeys])) {
      const list = bucket.get(key);
      if (list === undefined) bucket.set(key, [index]);
      else list.push(index);
    }
  }
  const sortedTimes = Float64Array.from(prepared.map((p) => p.time)).sort();
  const seen = new Int32Array(prepared.length).fill(-1);
  const hints = new Map<string, CompetitionHint>();

  function hintFor(competition: string | null | undefined, league: FixtureLeague | null | undefined): CompetitionHint {
    if (!competition || !league) return "unknown";
    const key = `${competition}\u0001${league.id ?? ""}\u0001${league.name}`;
    let hint = hints.get(key);
    if (hint === undefined) hints.set(key, (hint = competitionHint(competition, league)));
    return hint;
  }

  function candidatesFor(eventIndex: number, time: number, home: PreparedTeam, away: PreparedTeam): number[] {
    const found: number[] = [];
    const keys = new Set([...home.blockKeys, ...away.blockKeys]);
    for (let b = Math.floor((time - window) / BUCKET); b <= Math.floor((time + window) / BUCKET); b++) {
      const bucket = buckets.get(b);
      if (bucket === undefined) continue;
      for (const key of keys) {
        for (const f of bucket.get(key) ?? []) {
          if (seen[f] === eventIndex) continue;
          seen[f] = eventIndex;
          if (Math.abs((prepared[f]?.time ?? Number.NaN) - time) <= window) found.push(f);
        }
      }
    }
    return found;
  }

  function evaluate(event: SourceEvent, time: number, home: PreparedTeam, away: PreparedTeam, f: number) {
    const fx = prepared[f];
    if (fx === undefined) return { kind: "none" as const };
    const direct = [teams.compare(home, fx.home), teams.compare(away, fx.away)] as const;
    const crossed = [teams.compare(home, fx.away), teams.compare(away, fx.home)] as const;
    const directMin = Math.min(direct[0].score, direct[1].score);
    const crossedMin = Math.min(crossed[0].score, crossed[1].score);
    if (Math.max(directMin, crossedMin) < TEAM_LEVEL.partial) {
      const oneTeam = [...direct, ...crossed].some((v) => v.score >= TEAM_LEVEL.close);
      return { kind: oneTeam ? ("one-team" as const) : ("none" as const) };
    }
    const swapped = crossedMin > directMin;
    const [h, a] = swapped ? crossed : direct;
    const minutes = (fx.time - time) / MINUTE;
    const distance = Math.abs(minutes);
    const hint = hintFor(event.competition, fx.fixture.league);
    // 1 within the sure tolerance, down to 0.7 at the edge of the review window.
    const beyond = Math.max(0, distance - sureMinutes) / (reviewMinutes - sureMinutes || 1);
    const timePart = 1 - 0.3 * beyond;
    const hintPart = hint === "same" ? 1 : hint === "unknown" ? 0.95 : 0.85;
    const score = round3(((h.score + a.score) / 2) * timePart * (swapped ? 0.8 : 1) * hintPart);
    const sureTeams = teamsSure(h, a);
    const reasons: MatchReason[] = [];
    if (h.how !== "none") reasons.push(`home:${h.how}`);
    if (a.how !== "none") reasons.push(`away:${a.how}`);
    reasons.push(kickoffReason(minutes));
    if (hint !== "unknown") reasons.push(`competition:${hint}`);
    if (swapped) reasons.push("swapped");
    if (distance > sureMinutes) reasons.push("kickoff-off");
    if (!sureTeams) reasons.push("team-uncertain");
    const candidate: Candidate = {
      fixtureId: fx.fixture.id,
      fixtureIndex: f,
      score,
      reasons,
      minutes,
      sure: !swapped && distance <= sureMinutes && sureTeams && hint !== "different",
    };
    return { kind: "candidate" as const, candidate };
  }

  const results: EventMatch[] = [];
  /** Every matched event's candidates (best first), to reopen it if it loses its fixture. */
  const kept = new Map<number, Candidate[]>();

  events.forEach((event, eventIndex) => {
    const time = parseInstant(event.kickoff);
    if (!Number.isFinite(time) || !event.home?.trim() || !event.away?.trim()) {
      results.push({ status: "unmatched", reason: "invalid-event" });
      return;
    }
    const marks = competitionMarkers(event.competition);
    const home = teams.prepare(event.home, null, marks);
    const away = teams.prepare(event.away, null, marks);
    const candidates: Candidate[] = [];
    let oneTeam = false;
    for (const f of candidatesFor(eventIndex, time, home, away)) {
      const result = evaluate(event, time, home, away, f);
      if (result.kind === "candidate") candidates.push(result.candidate);
      else if (result.kind === "one-team") oneTeam = true;
    }
    if (candidates.length === 0) {
      const first = lowerBound(sortedTimes, time - window);
      const anyNear = first < sortedTimes.length && (sortedTimes[first] ?? Number.POSITIVE_INFINITY) <= time + window;
      const reason: UnmatchedReason = oneTeam
        ? "one-team-only"
        : anyNear
          ? "teams-not-found"
          : "no-fixture-near-kickoff";
      results.push({ status: "unmatched", reason });
      return;
    }
    candidates.sort((x, y) => y.score - x.score || Math.abs(x.minutes) - Math.abs(y.minutes));
    const best = candidates[0] as Candidate;
    const rivals = candidates.slice(1).some((c) => c.sure || c.score >= best.score - closeMargin);
    if (best.sure && !rivals) {
      results.push({ status: "matched", fixtureId: best.fixtureId, score: best.score, reasons: best.reasons });
      kept.set(eventIndex, candidates.slice(0, maxCandidates));
      return;
    }
    if (best.sure) best.reasons.push("close-candidate");
    results.push({ status: "review", candidates: candidates.slice(0, maxCandidates).map(publicCandidate) });
  });

  // One fixture, one event: the best claim keeps it, the others go to review.
  const claims = new Map<number, number[]>();
  for (const [eventIndex, candidates] of kept) {
    const fixtureIndex = candidates[0]?.fixtureIndex ?? -1;
    const list = claims.get(fixtureIndex);
    if (list === undefined) claims.set(fixtureIndex, [eventIndex]);
    else list.push(eventIndex);
  }
  for (const eventIndexes of claims.values()) {
    if (eventIndexes.length < 2) continue;
    const ranked = eventIndexes
      .map((e) => ({ e, best: kept.get(e)?.[0] as Candidate }))
      .sort((x, y) => y.best.score - x.best.score || Math.abs(x.best.minutes) - Math.abs(y.best.minutes) || x.e - y.e);
    for (const { e } of ranked.slice(1)) {
      const candidates = (kept.get(e) ?? []).map(publicCandidate);
      const first = candidates[0];
      if (first) first.reasons.push("fixture-claimed");
      results[e] = { status: "review", candidates };
    }
  }
  return results;
}

function publicCandidate(c: Candidate): MatchCandidate {
  return { fixtureId: c.fixtureId, score: c.score, reasons: [...c.reasons] };
}
