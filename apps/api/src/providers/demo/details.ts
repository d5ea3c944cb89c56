/**
 * A match's details: lineups, the minute-by-minute events and the statistics. Like the score, they are drawn
 * once per match (from the plan: its goals, periods and key) as a fixed story, and reading them at an instant
 * only cuts the story at the minute reached (`storyMinuteAt`). So a goal event exists exactly when the score
 * counts the goal, cards and substitutions never disappear, and statistics only grow.
 *
 * Conventions follow API-Football: events "Goal" (Normal Goal / Penalty / Own Goal / Missed Penalty), "Card"
 * (Yellow Card / Red Card; a second booking is a "Yellow Card" then a "Red Card"), "subst" (Substitution n,
 * `player` leaving and `assist` coming on), "Var" (Goal cancelled / Penalty confirmed / Goal confirmed); an
 * own goal counts for the team credited with it and names the opponent who scored it; statistics send null
 * for a zero count.
 */

import type { ProviderTeam } from "../types.ts";
import type {
  ProviderEvent,
  ProviderLineup,
  ProviderLineupPlayer,
  ProviderStatistic,
  ProviderTeamStatistics,
} from "../details.ts";
import type { DemoClub } from "./catalog.ts";
import type { Position, SquadPlayer } from "./people.ts";
import { clubCountry, drawFormation, refereeFor, squadOf } from "./people.ts";
import type { Rng } from "./random.ts";
import { poisson, rng, unit, weightedIndex } from "./random.ts";
import type { MatchPlan, Period } from "./simulation.ts";

/** An event with the minute after kick-off (real time, breaks included) at which it happens. */
export interface TimedEvent {
  at: number;
  event: ProviderEvent;
}

interface SideModel {
  team: ProviderTeam;
  /** Per 90 minutes of play. */
  saved: number;
  off: number;
  blocked: number;
  fouls: number;
  corners: number;
  offsides: number;
  /** Passes per minute at 100% possession, and the share completed. */
  passRate: number;
  accuracy: number;
  insideShare: number;
  phase: number;
}

export interface MatchStory {
  plan: MatchPlan;
  referee: string;
  lineups: [ProviderLineup, ProviderLineup];
  /** In the order they happen. */
  events: TimedEvent[];
  sides: [SideModel, SideModel];
  /** The home side's possession (%) in each 15-minute block of play. */
  possession: number[];
}

// ---------------------------------------------------------------------------------------------------------
// Time

function runningPeriods(plan: MatchPlan): Period[] {
  return plan.periods.filter((p) => p.running);
}

/** Minutes of play (stoppage included, breaks excluded) up to `minute` after kick-off. */
export function playedAt(plan: MatchPlan, minute: number): number {
  let played = 0;
  for (const p of runningPeriods(plan)) played += Math.max(0, Math.min(minute, p.end) - p.start);
  return played;
}

/** The minute after kick-off when `played` minutes of play have gone (inside a playing period). */
function realAt(plan: MatchPlan, played: number): number {
  let left = played;
  const periods = runningPeriods(plan);
  for (const p of periods) {
    const length = p.end - p.start;
    if (left < length) return p.start + left;
    left -= length;
  }
  const last = periods[periods.length - 1];
  return last === undefined ? 0 : last.end - 0.01;
}

function periodAt(plan: MatchPlan, at: number): Period | undefined {
  const periods = runningPeriods(plan);
  return periods.find((p) => at >= p.start && at < p.end) ?? periods.filter((p) => p.start <= at).at(-1);
}

/** "45+2'" as API-Football writes it: the minute counted like the fixture's `elapsed`, capped, plus extra. */
export function displayTime(plan: MatchPlan, at: number): { elapsed: number; extra: number | null } {
  const period = periodAt(plan, at);
  if (period === undefined) return { elapsed: 1, extra: null };
  const minute = period.elapsedFrom + Math.floor(at - period.start);
  return minute > period.elapsedTo
    ? { elapsed: period.elapsedTo, extra: minute - period.elapsedTo }
    : { elapsed: minute, extra: null };
}

// ---------------------------------------------------------------------------------------------------------
// Lineups

/** Substitutes named on the team sheet, by country (England and Germany name nine). */
const BENCH_SIZE: Partial<Record<string, number>> = { Inglaterra: 9, Alemanha: 9, França: 9, Escócia: 9, Holanda: 9 };

interface SideSheet {
  lineup: ProviderLineup;
  xi: SquadPlayer[];
  bench: SquadPlayer[];
}

/** The formation's lines ("4-2-3-1" → [4, 2, 3, 1]). */
export function formationLines(formation: string): number[] {
  return formation.split("-").map(Number);
}

function roleOfLine(line: number, lines: number): Position {
  if (line === 0) return "D";
  return line === lines - 1 ? "F" : "M";
}

const NEIGHBOURS: Record<Position, readonly Position[]> = { G: [], D: ["M", "F"], M: ["D", "F"], F: ["M", "D"] };

function toLineupPlayer(p: SquadPlayer, grid: string | null): ProviderLineupPlayer {
  return { id: p.id, name: p.name, number: p.number, pos: p.pos, grid };
}

const MAX_ABSENT = 4;

function teamSheet(seed: number, plan: MatchPlan, club: DemoClub, side: number): SideSheet {
  const squad = squadOf(seed, club);
  const key = plan.match.key;
  const random = rng(key, side, 0x11e);
  const formation = random() < 0.75 ? squad.formation : drawFormation(random());
  const lines = formationLines(formation);
  // About one player in ten is injured, suspended or rested (four at most, so that a full bench is named); the
  // rest line up by depth, with some rotation.
  const absence = (p: SquadPlayer) => unit(key, p.id, 0xa7);
  const absent = new Set(
    squad.players
      .filter((p) => absence(p) < 0.1)
      .sort((a, b) => absence(a) - absence(b))
      .slice(0, MAX_ABSENT)
      .map((p) => p.id),
  );
  const available = squad.players.filter((p) => !absent.has(p.id));
  const score = new Map(available.map((p) => [p.id, p.depth + random() * 2.5]));
  const byScore = (a: SquadPlayer, b: SquadPlayer) => (score.get(a.id) ?? 0) - (score.get(b.id) ?? 0);
  const used = new Set<number>();
  const take = (pos: Position, n: number): SquadPlayer[] => {
    const out: SquadPlayer[] = [];
    for (const candidates of [[pos], NEIGHBOURS[pos]]) {
      const pool = available.filter((p) => candidates.includes(p.pos) && !used.has(p.id)).sort(byScore);
      for (const p of pool) {
        if (out.length >= n) break;
        out.push(p);
        used.add(p.id);
      }
    }
    return out;
  };
  const goalkeeper = take("G", 1)[0] ?? squad.players[0];
  const xi: SquadPlayer[] = [];
  const startXI: ProviderLineupPlayer[] = [];
  if (goalkeeper !== undefined) {
    used.add(goalkeeper.id);
    xi.push(goalkeeper);
    startXI.push(toLineupPlayer(goalkeeper, "1:1"));
  }
  // Fill the lines attack-last so that forwards are not taken by midfield borrowing before their own line.
  const perLine: SquadPlayer[][] = lines.map(() => []);
  const order = lines
    .map((_, i) => i)
    .sort((a, b) => rolePriority(roleOfLine(a, lines.length)) - rolePriority(roleOfLine(b, lines.length)));
  for (const i of order) perLine[i] = take(roleOfLine(i, lines.length), lines[i] ?? 0);
  perLine.forEach((players, i) => {
    const n = players.length;
    // API-Football lists each row from its highest column down.
    players.forEach((p, k) => {
      xi.push(p);
      startXI.push(toLineupPlayer(p, `${i + 2}:${n - k}`));
    });
  });
  const benchSize = BENCH_SIZE[clubCountry(club.id)] ?? 12;
  const bench: SquadPlayer[] = [];
  // A substitute goalkeeper is always named, even a third choice who was otherwise rested.
  const spareKeeper = squad.players
    .filter((p) => p.pos === "G" && !used.has(p.id))
    .sort((a, b) => a.depth - b.depth)[0];
  if (spareKeeper !== undefined) bench.push(spareKeeper);
  for (const p of available.filter((q) => q.pos !== "G" && !used.has(q.id)).sort(byScore)) {
    if (bench.length >= benchSize) break;
    bench.push(p);
  }
  return {
    lineup: {
      team: { id: club.id, name: club.name, logo: null },
      formation,
      coach: squad.coach,
      startXI,
      substitutes: bench.map((p) => toLineupPlayer(p, null)),
    },
    xi,
    bench,
  };
}

function rolePriority(pos: Position): number {
  return pos === "D" ? 0 : pos === "F" ? 1 : 2;
}

// ---------------------------------------------------------------------------------------------------------
// Events

type RawKind = "goal" | "sub" | "yellow" | "red" | "missed" | "cancelled";

interface Raw {
  at: number;
  kind: RawKind;
  side: number;
  /** For goals: index into plan.goals. */
  goal?: number;
}

interface SideState {
  team: number;
  onPitch: SquadPlayer[];
  bench: SquadPlayer[];
  booked: Set<number>;
  /** Substitutes already brought on: they are not taken off again. */
  cameOn: Set<number>;
  subs: number;
}

function pickWeighted(
  random: Rng,
  players: readonly SquadPlayer[],
  weight: (p: SquadPlayer) => number,
): SquadPlayer | undefined {
  if (players.length === 0) return undefined;
  const weights = players.map(weight);
  if (weights.every((x) => x <= 0)) return undefined;
  return players[weightedIndex(random(), weights)];
}

const SCORER: Record<Position, number> = { G: 0, D: 1, M: 3, F: 6 };
const ASSIST: Record<Position, number> = { G: 0.05, D: 1.5, M: 4, F: 3 };
const BOOKING: Record<Position, number> = { G: 0.15, D: 3, M: 3, F: 1.5 };
const SUB_OFF: Record<Position, number> = { G: 0, D: 1, M: 2.5, F: 3 };
const CARD_REASONS = [
  "Foul",
  "Foul",
  "Foul",
  "Foul",
  "Argument",
  "Holding",
  "Time wasting",
  "Tripping",
  "Handball",
  "Roughing",
];
const RED_REASONS = ["Professional foul last man", "Serious foul", "Violent conduct", "Foul"];

function subTimes(random: Rng, plan: MatchPlan): number[] {
  const second = plan.periods.find((p) => p.status === "2H");
  const first = plan.periods.find((p) => p.status === "1H");
  if (second === undefined || first === undefined) return [];
  const count = [3, 4, 5][weightedIndex(random(), [0.12, 0.28, 0.6])] ?? 5;
  const at2H = (elapsed: number) => Math.min(second.end - 0.01, second.start + (elapsed - 46) + random() * 0.9);
  const windows = [at2H(57 + random() * 13), at2H(68 + random() * 12), at2H(78 + random() * 11)];
  const times: number[] = [];
  if (random() < 0.06) times.push(first.start + 15 + random() * 28); // an injury before the break
  if (random() < 0.2) times.push(second.start); // at half-time: shown as 46'
  let w = 0;
  while (times.length < count) {
    const slot = windows[Math.min(w, windows.length - 1)] ?? second.end - 1;
    times.push(slot);
    if (times.length < count && random() < 0.55) times.push(slot);
    w += 1;
  }
  return times.slice(0, count);
}

function buildEvents(seed: number, plan: MatchPlan, sheets: [SideSheet, SideSheet]): TimedEvent[] {
  const random = rng(seed, plan.match.key, 0xe7e);
  const totalPlay = playedAt(plan, plan.end);
  const inPlay = (u: number) => realAt(plan, Math.min(totalPlay - 0.01, u * totalPlay));
  const raw: Raw[] = plan.goals.map((g, i) => ({ at: g.at, kind: "goal" as const, side: g.home ? 0 : 1, goal: i }));
  const strict = 0.75 + random() * 0.6;
  for (const side of [0, 1]) {
    for (const at of subTimes(random, plan)) raw.push({ at, kind: "sub", side });
    const yellows = poisson(random, 2 * strict * (side === 1 ? 1.1 : 1));
    for (let i = 0; i < yellows; i++) raw.push({ at: inPlay(Math.sqrt(random())), kind: "yellow", side });
    if (random() < 0.045) raw.push({ at: inPlay(0.1 + random() * 0.9), kind: "red", side });
    if (random() < 0.06) raw.push({ at: inPlay(random()), kind: "missed", side });
  }
  if (random() < 0.12) raw.push({ at: inPlay(random()), kind: "cancelled", side: random() < 0.5 ? 0 : 1 });
  raw.sort((a, b) => a.at - b.at);

  const teams = sheets.map((s) => s.lineup.team.id);
  const states: SideState[] = sheets.map((s, i) => ({
    team: teams[i] ?? 0,
    onPitch: [...s.xi],
    bench: [...s.bench],
    booked: new Set<number>(),
    cameOn: new Set<number>(),
    subs: 0,
  }));
  const out: TimedEvent[] = [];
  const emit = (
    at: number,
    side: number,
    type: string,
    detail: string,
    player: string | null,
    assist: string | null,
    comments: string | null = null,
  ) => {
    const time = displayTime(plan, at);
    out.push({ at, event: { teamId: states[side]?.team ?? null, time, type, detail, player, assist, comments } });
  };
  const periodBounds = (at: number) => {
    const p = periodAt(plan, at);
    return p === undefined ? { start: at, end: at } : { start: p.start, end: p.end };
  };
  const taker = (state: SideState) =>
    [...state.onPitch]
      .filter((p) => p.pos === "F" || p.pos === "M")
      .sort((a, b) => (a.pos === b.pos ? a.depth - b.depth : a.pos === "F" ? -1 : 1))[0] ??
    state.onPitch.find((p) => p.pos !== "G");
  const penaltyReview = (at: number, side: number, player: SquadPlayer | undefined) => {
    if (random() >= 0.35) return;
    const { start } = periodBounds(at);
    emit(Math.max(start, at - 1 - random() * 1.5), side, "Var", "Penalty confirmed", player?.name ?? null, null);
  };

  for (const item of raw) {
    const state = states[item.side];
    const other = states[1 - item.side];
    if (state === undefined || other === undefined) continue;
    switch (item.kind) {
      case "goal": {
        const u = random();
        if (u < 0.04) {
          const scorer = pickWeighted(random, other.onPitch, (p) => (p.pos === "D" ? 4 : p.pos === "G" ? 0.2 : 1));
          emit(item.at, item.side, "Goal", "Own Goal", scorer?.name ?? null, null);
        } else if (u < 0.13) {
          const scorer = taker(state);
          penaltyReview(item.at, item.side, scorer);
          emit(item.at, item.side, "Goal", "Penalty", scorer?.name ?? null, null);
        } else {
          const scorer = pickWeighted(random, state.onPitch, (p) => SCORER[p.pos]);
          const mates = state.onPitch.filter((p) => p.id !== scorer?.id);
          const assist = random() < 0.72 ? pickWeighted(random, mates, (p) => ASSIST[p.pos]) : undefined;
          emit(item.at, item.side, "Goal", "Normal Goal", scorer?.name ?? null, assist?.name ?? null);
          if (random() < 0.06) {
            const { end } = periodBounds(item.at);
            emit(
              Math.min(end - 0.01, item.at + 0.8 + random()),
              item.side,
              "Var",
              "Goal confirmed",
              scorer?.name ?? null,
              null,
            );
          }
        }
        break;
      }
      case "missed": {
        const scorer = taker(state);
        penaltyReview(item.at, item.side, scorer);
        emit(item.at, item.side, "Goal", "Missed Penalty", scorer?.name ?? null, null);
        break;
      }
      case "cancelled": {
        const scorer = pickWeighted(random, state.onPitch, (p) => SCORER[p.pos]);
        emit(item.at, item.side, "Var", "Goal cancelled", scorer?.name ?? null, null);
        break;
      }
      case "yellow": {
        const player = pickWeighted(random, state.onPitch, (p) => BOOKING[p.pos] * (state.booked.has(p.id) ? 0.35 : 1));
        if (player === undefined) break;
        const reason = CARD_REASONS[Math.floor(random() * CARD_REASONS.length)] ?? "Foul";
        emit(item.at, item.side, "Card", "Yellow Card", player.name, null, reason);
        if (state.booked.has(player.id)) {
          emit(item.at, item.side, "Card", "Red Card", player.name, null, reason);
          state.onPitch = state.onPitch.filter((p) => p.id !== player.id);
        } else state.booked.add(player.id);
        break;
      }
      case "red": {
        const player = pickWeighted(random, state.onPitch, (p) => (p.pos === "G" ? 0 : BOOKING[p.pos]));
        if (player === undefined) break;
        emit(
          item.at,
          item.side,
          "Card",
          "Red Card",
          player.name,
          null,
          RED_REASONS[Math.floor(random() * RED_REASONS.length)] ?? "Foul",
        );
        state.onPitch = state.onPitch.filter((p) => p.id !== player.id);
        break;
      }
      case "sub": {
        if (state.subs >= 5) break;
        const off = pickWeighted(random, state.onPitch, (p) =>
          state.cameOn.has(p.id) ? 0 : SUB_OFF[p.pos] * (state.booked.has(p.id) ? 1.6 : 1),
        );
        if (off === undefined) break;
        const on = pickWeighted(random, state.bench, (p) => (p.pos === "G" ? 0 : p.pos === off.pos ? 4 : 1));
        if (on === undefined) break;
        state.subs += 1;
        state.cameOn.add(on.id);
        state.onPitch = state.onPitch.map((p) => (p.id === off.id ? on : p));
        state.bench = state.bench.filter((p) => p.id !== on.id);
        emit(item.at, item.side, "subst", `Substitution ${state.subs}`, off.name, on.name);
        break;
      }
    }
  }
  out.push(...shootoutEvents(plan, states));
  return out.sort((a, b) => a.at - b.at);
}

/** How API-Football marks the kicks of a shoot-out, which are not goals of the match. */
export const SHOOTOUT_COMMENT = "Penalty Shootout";

/**
 * A shoot-out's kicks as API-Football lists them: "Goal" events ("Penalty" or "Missed Penalty") with the comment
 * "Penalty Shootout", at the last minute played. Each side's takers are the players left on the pitch, forwards
 * first and the goalkeeper last, in turn.
 */
function shootoutEvents(plan: MatchPlan, states: readonly SideState[]): TimedEvent[] {
  const minute = plan.periods.find((p) => p.status === "P")?.elapsedFrom ?? 120;
  const ORDER: Record<Position, number> = { F: 0, M: 1, D: 2, G: 3 };
  const takers = states.map((state) =>
    [...state.onPitch].sort((a, b) => ORDER[a.pos] - ORDER[b.pos] || a.depth - b.depth),
  );
  const turns = [0, 0];
  return plan.shootout.map((kick) => {
    const side = kick.home ? 0 : 1;
    const list = takers[side] ?? [];
    const turn = turns[side] ?? 0;
    turns[side] = turn + 1;
    const player = list.length > 0 ? list[turn % list.length] : undefined;
    return {
      at: kick.at,
      event: {
        teamId: states[side]?.team ?? null,
        time: { elapsed: minute, extra: null },
        type: "Goal",
        detail: kick.scored ? "Penalty" : "Missed Penalty",
        player: player?.name ?? null,
        assist: null,
        comments: SHOOTOUT_COMMENT,
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Statistics

function sideModel(seed: number, plan: MatchPlan, side: number, club: DemoClub): SideModel {
  const random = rng(seed, plan.match.key, side, 0x57a7);
  const own = side === 0 ? plan.homeRate : plan.awayRate;
  const share = own / (plan.homeRate + plan.awayRate);
  const noise = () => Math.exp((random() - 0.5) * 0.5);
  return {
    team: { id: club.id, name: club.name, logo: null },
    saved: (1.6 + 4 * share) * noise(),
    off: (2.5 + 6 * share) * noise(),
    blocked: (1 + 4 * share) * noise(),
    fouls: (9 + 6 * (1 - share)) * noise(),
    corners: (1.5 + 7 * share) * noise(),
    offsides: (0.4 + 3 * share) * noise(),
    passRate: 9.2 * (0.85 + 0.3 * random()) * (0.9 + 0.2 * share),
    accuracy: 0.7 + 0.1 * share + 0.08 * random(),
    insideShare: 0.52 + 0.2 * random(),
    phase: random() * Math.PI * 2,
  };
}

/** Cumulative intensity of play: grows with the minutes, in waves (never backwards). */
function intensity(played: number, phase: number): number {
  return Math.max(0, played + 4 * (Math.sin((2 * Math.PI * played) / 45 + phase) - Math.sin(phase)));
}

function possessionBlocks(seed: number, plan: MatchPlan): number[] {
  const random = rng(seed, plan.match.key, 0x9055);
  const share = plan.homeRate / (plan.homeRate + plan.awayRate);
  const base = 50 + (share - 0.5) * 45 + (random() - 0.5) * 10;
  const blocks = Math.ceil(playedAt(plan, plan.end) / 15) + 1;
  return Array.from({ length: blocks }, () => Math.min(78, Math.max(22, base + (random() - 0.5) * 16)));
}

const count = (n: number): number | null => (n > 0 ? n : null);

/** Both teams' statistics with the story cut at `minute` (minutes after kick-off). */
export function statisticsAt(story: MatchStory, minute: number): ProviderTeamStatistics[] {
  const { plan } = story;
  const played = playedAt(plan, minute);
  // A shoot-out's kicks are not shots of the match.
  const events = story.events.filter((e) => e.at <= minute && e.event.comments !== SHOOTOUT_COMMENT);
  const teamIds = story.sides.map((s) => s.team.id);
  const tally = (side: number, test: (e: ProviderEvent) => boolean) =>
    events.filter((e) => e.event.teamId === teamIds[side] && test(e.event)).length;

  // Possession and passes follow the 15-minute blocks of play.
  let homeWeighted = 0;
  const passesBy = [0, 0];
  for (let k = 0; k * 15 < played; k++) {
    const overlap = Math.min(15, played - k * 15);
    const home = story.possession[k] ?? 50;
    homeWeighted += home * overlap;
    passesBy[0] = (passesBy[0] ?? 0) + (story.sides[0].passRate * home * overlap) / 100;
    passesBy[1] = (passesBy[1] ?? 0) + (story.sides[1].passRate * (100 - home) * overlap) / 100;
  }
  const homePossession = played > 0 ? Math.round(homeWeighted / played) : 50;

  const saved = story.sides.map((m) => Math.floor((m.saved / 90) * intensity(played, m.phase)));
  return story.sides.map((m, side) => {
    const I = intensity(played, m.phase + 1);
    const goals = tally(side, (e) => e.type === "Goal" && (e.detail === "Normal Goal" || e.detail === "Penalty"));
    const penalties = tally(
      side,
      (e) => e.type === "Goal" && (e.detail === "Penalty" || e.detail === "Missed Penalty"),
    );
    const onGoal = goals + (saved[side] ?? 0);
    const off = Math.floor((m.off / 90) * I);
    const blocked = Math.floor((m.blocked / 90) * intensity(played, m.phase + 2));
    const total = onGoal + off + blocked;
    const inside = Math.min(total, Math.max(goals, Math.round(total * m.insideShare)));
    const passes = Math.floor(passesBy[side] ?? 0);
    const accurate = Math.round(passes * m.accuracy);
    const penaltyGoals = tally(side, (e) => e.type === "Goal" && e.detail === "Penalty");
    const xg =
      0.3 * (goals - penaltyGoals) + 0.09 * (saved[side] ?? 0) + 0.05 * off + 0.035 * blocked + 0.76 * penalties;
    const possession = side === 0 ? homePossession : 100 - homePossession;
    const statistics: ProviderStatistic[] = [
      { type: "Shots on Goal", value: count(onGoal) },
      { type: "Shots off Goal", value: count(off) },
      { type: "Total Shots", value: count(total) },
      { type: "Blocked Shots", value: count(blocked) },
      { type: "Shots insidebox", value: count(inside) },
      { type: "Shots outsidebox", value: count(total - inside) },
      { type: "Fouls", value: count(Math.floor((m.fouls / 90) * intensity(played, m.phase + 3))) },
      { type: "Corner Kicks", value: count(Math.floor((m.corners / 90) * intensity(played, m.phase + 4))) },
      { type: "Offsides", value: count(Math.floor((m.offsides / 90) * intensity(played, m.phase + 5))) },
      { type: "Ball Possession", value: `${possession}%` },
      { type: "Yellow Cards", value: count(tally(side, (e) => e.type === "Card" && e.detail === "Yellow Card")) },
      { type: "Red Cards", value: count(tally(side, (e) => e.type === "Card" && e.detail === "Red Card")) },
      { type: "Goalkeeper Saves", value: count(saved[1 - side] ?? 0) },
      { type: "Total passes", value: count(passes) },
      { type: "Passes accurate", value: count(accurate) },
      { type: "Passes %", value: passes > 0 ? `${Math.round((accurate / passes) * 100)}%` : null },
      { type: "expected_goals", value: xg.toFixed(2) },
    ];
    return { team: m.team, statistics };
  });
}

// ---------------------------------------------------------------------------------------------------------

/** The whole story of a match's details. Pure in (seed, plan). */
export function matchStory(seed: number, plan: MatchPlan): MatchStory {
  const { home, away } = plan.match;
  const sheets: [SideSheet, SideSheet] = [teamSheet(seed, plan, home, 0), teamSheet(seed, plan, away, 1)];
  return {
    plan,
    referee: refereeFor(seed, plan.match.competition, plan.match.key),
    lineups: [sheets[0].lineup, sheets[1].lineup],
    events: buildEvents(seed, plan, sheets),
    sides: [sideModel(seed, plan, 0, home), sideModel(seed, plan, 1, away)],
    possession: possessionBlocks(seed, plan),
  };
}

/** The events that have happened by `minute` (minutes after kick-off). */
export function eventsAt(story: MatchStory, minute: number): ProviderEvent[] {
  const out: ProviderEvent[] = [];
  for (const e of story.events) {
    if (e.at > minute) break;
    out.push({ ...e.event, time: { ...e.event.time } });
  }
  return out;
}
