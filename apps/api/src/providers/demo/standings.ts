/**
 * League tables computed from the simulated results: every match of the competition's season (its window,
 * see `DemoLeague.window`) that is over at `now`, ranked by points, goal difference, goals scored, wins and
 * name. Suspended, postponed and cancelled matches do not count until their replay is played (`league-rounds.ts`),
 * so clubs may have a game in hand for a while, and every club ends the season with its 2 × (n − 1) games.
 */

import type { ProviderStanding, ProviderStandingSplit } from "../details.ts";
import type { DemoClub, DemoCompetition, DemoLeague } from "./catalog.ts";
import { DEMO_COMPETITIONS } from "./catalog.ts";
import { groupsOf, seasonDays } from "./league-rounds.ts";
import { scheduleCompetition } from "./schedule.ts";
import type { MatchPlan } from "./simulation.ts";
import { finalResultAt, planMatch } from "./simulation.ts";

/** [from rank, to rank, note]; negative ranks count from the bottom (-1 = last). First match wins. */
type Zone = readonly [number, number, string];

const CL = "Champions League - Fase de liga";
const CLQ = "Champions League - Qualificação";
const EL = "Europa League - Fase de liga";
const ECLQ = "Conference League - Qualificação";
const REL = "Rebaixamento";
const REL_PLAYOFF = "Playoff de rebaixamento";
const SOUTH_AMERICA: readonly Zone[] = [
  [1, 3, "Libertadores"],
  [4, 7, "Sul-Americana"],
  [-2, -1, REL],
];
const SECOND_TIER: readonly Zone[] = [
  [1, 2, "Acesso"],
  [3, 6, "Playoffs de acesso"],
  [-3, -1, REL],
];
const MID_EUROPE: readonly Zone[] = [
  [1, 1, CL],
  [2, 2, CLQ],
  [3, 3, EL],
  [4, 4, ECLQ],
  [-2, -1, REL],
];

const ZONES: Partial<Record<number, readonly Zone[]>> = {
  71: [
    [1, 4, "Libertadores - Fase de grupos"],
    [5, 6, "Libertadores - Qualificação"],
    [7, 12, "Sul-Americana"],
    [-4, -1, "Rebaixamento - Série B"],
  ],
  72: [
    [1, 4, "Acesso - Série A"],
    [-4, -1, "Rebaixamento - Série C"],
  ],
  75: [
    [1, 8, "Segunda fase"],
    [-4, -1, "Rebaixamento - Série D"],
  ],
  39: [
    [1, 4, CL],
    [5, 5, EL],
    [6, 6, ECLQ],
    [-3, -1, "Rebaixamento - Championship"],
  ],
  40: [
    [1, 2, "Acesso - Premier League"],
    [3, 6, "Playoffs de acesso"],
    [-3, -1, "Rebaixamento - League One"],
  ],
  41: [
    [1, 2, "Acesso - Championship"],
    [3, 6, "Playoffs de acesso"],
    [-4, -1, "Rebaixamento - League Two"],
  ],
  42: [
    [1, 3, "Acesso - League One"],
    [4, 7, "Playoffs de acesso"],
    [-2, -1, "Rebaixamento - National League"],
  ],
  140: [
    [1, 4, CL],
    [5, 5, EL],
    [6, 6, ECLQ],
    [-3, -1, "Rebaixamento - Segunda División"],
  ],
  141: [
    [1, 2, "Acesso - La Liga"],
    [3, 6, "Playoffs de acesso"],
    [-4, -1, "Rebaixamento - Primera Federación"],
  ],
  135: [
    [1, 4, CL],
    [5, 5, EL],
    [6, 6, ECLQ],
    [-3, -1, "Rebaixamento - Serie B"],
  ],
  136: [
    [1, 2, "Acesso - Serie A"],
    [3, 8, "Playoffs de acesso"],
    [16, 17, "Playout"],
    [-3, -1, "Rebaixamento - Serie C"],
  ],
  78: [
    [1, 4, CL],
    [5, 5, EL],
    [6, 6, ECLQ],
    [16, 16, REL_PLAYOFF],
    [-2, -1, "Rebaixamento - 2. Bundesliga"],
  ],
  79: [
    [1, 2, "Acesso - Bundesliga"],
    [3, 3, "Playoff de acesso"],
    [16, 16, REL_PLAYOFF],
    [-2, -1, "Rebaixamento - 3. Liga"],
  ],
  80: [
    [1, 2, "Acesso - 2. Bundesliga"],
    [3, 3, "Playoff de acesso"],
    [-4, -1, REL],
  ],
  61: [
    [1, 3, CL],
    [4, 4, CLQ],
    [5, 5, EL],
    [6, 6, ECLQ],
    [16, 16, REL_PLAYOFF],
    [-2, -1, "Rebaixamento - Ligue 2"],
  ],
  62: [
    [1, 2, "Acesso - Ligue 1"],
    [3, 5, "Playoffs de acesso"],
    [16, 16, REL_PLAYOFF],
    [-2, -1, "Rebaixamento - National"],
  ],
  94: [
    [1, 1, CL],
    [2, 2, CLQ],
    [3, 3, EL],
    [4, 4, ECLQ],
    [16, 16, REL_PLAYOFF],
    [-2, -1, "Rebaixamento - Liga Portugal 2"],
  ],
  88: [
    [1, 1, CL],
    [2, 2, CLQ],
    [3, 3, EL],
    [4, 4, ECLQ],
    [5, 8, "Playoff europeu"],
    [16, 16, REL_PLAYOFF],
    [-2, -1, "Rebaixamento - Eerste Divisie"],
  ],
  144: [
    [1, 6, "Playoff do título"],
    [7, 12, "Playoff europeu"],
    [13, 16, REL_PLAYOFF],
  ],
  179: [
    [1, 6, "Grupo do título"],
    [7, 12, "Grupo do rebaixamento"],
  ],
  203: [
    [1, 1, CL],
    [2, 2, CLQ],
    [3, 3, EL],
    [4, 4, ECLQ],
    [-4, -1, REL],
  ],
  197: [
    [1, 4, "Playoff do título"],
    [5, 8, "Playoff europeu"],
    [9, 14, "Playout"],
  ],
  218: [
    [1, 6, "Grupo do título"],
    [7, 12, "Grupo do rebaixamento"],
  ],
  207: [
    [1, 6, "Grupo do título"],
    [7, 12, "Grupo do rebaixamento"],
  ],
  119: [
    [1, 6, "Grupo do título"],
    [7, 12, "Grupo do rebaixamento"],
  ],
  345: [
    [1, 6, "Playoff do título"],
    [7, 10, "Playoffs"],
    [11, 13, "Grupo do rebaixamento"],
    [14, 16, REL],
  ],
  106: MID_EUROPE,
  103: MID_EUROPE,
  113: MID_EUROPE,
  89: [
    [1, 2, "Acesso - Eredivisie"],
    [3, 8, "Playoffs de acesso"],
  ],
  95: [
    [1, 2, "Acesso - Primeira Liga"],
    [3, 3, "Playoff de acesso"],
    [-2, -1, REL],
  ],
  233: [
    [1, 2, "CAF Champions League"],
    [3, 3, "Copa das Confederações da CAF"],
    [-3, -1, REL],
  ],
  128: [
    [1, 2, "Libertadores - Fase de grupos"],
    [3, 4, "Libertadores - Qualificação"],
    [5, 10, "Sul-Americana"],
    [-2, -1, REL],
  ],
  239: [
    [1, 8, "Quadrangulares"],
    [-2, -1, REL],
  ],
  265: SOUTH_AMERICA,
  268: SOUTH_AMERICA,
  242: [
    [1, 3, "Libertadores"],
    [4, 7, "Sul-Americana"],
    [-2, -1, REL],
  ],
  281: SOUTH_AMERICA,
  250: SOUTH_AMERICA,
  253: [[1, 18, "Playoffs"]],
  262: [
    [1, 6, "Liguilla"],
    [7, 10, "Play-in"],
  ],
  307: [
    [1, 3, "AFC Champions League Elite"],
    [-3, -1, REL],
  ],
};

/** Zones for leagues added later, by tier: top flights relegate, second tiers also promote. */
export function zoneFor(league: DemoLeague, rank: number, size: number): string | null {
  const zones = ZONES[league.id] ?? (league.tier === 2 ? SECOND_TIER : [[-2, -1, REL] as const]);
  for (const [from, to, note] of zones) {
    const a = from < 0 ? size + from + 1 : from;
    const b = to < 0 ? size + to + 1 : to;
    if (rank >= a && rank <= b) return note;
  }
  return null;
}

interface Tally {
  club: DemoClub;
  all: ProviderStandingSplit;
  home: ProviderStandingSplit;
  away: ProviderStandingSplit;
  /** Results in the order played. */
  results: string[];
}

const emptySplit = (): ProviderStandingSplit => ({
  played: 0,
  win: 0,
  draw: 0,
  lose: 0,
  goals: { for: 0, against: 0 },
});

function record(split: ProviderStandingSplit, scored: number, conceded: number): void {
  split.played += 1;
  if (scored > conceded) split.win += 1;
  else if (scored === conceded) split.draw += 1;
  else split.lose += 1;
  split.goals.for += scored;
  split.goals.against += conceded;
}

const points = (s: ProviderStandingSplit) => 3 * s.win + s.draw;
const diff = (s: ProviderStandingSplit) => s.goals.for - s.goals.against;
const collator = new Intl.Collator("pt-BR");

/** The table at `now` from the season's plans (in kick-off order). */
export function tableAt(league: DemoLeague, plans: readonly MatchPlan[], now: number): ProviderStanding[] {
  const rows = new Map<number, Tally>(
    league.clubs.map((club) => [
      club.id,
      { club, all: emptySplit(), home: emptySplit(), away: emptySplit(), results: [] },
    ]),
  );
  for (const plan of plans) {
    if (plan.match.kickoff > now) break;
    const result = finalResultAt(plan, now);
    if (result === null) continue;
    const home = rows.get(plan.match.home.id);
    const away = rows.get(plan.match.away.id);
    if (home === undefined || away === undefined) continue;
    record(home.all, result.home, result.away);
    record(home.home, result.home, result.away);
    record(away.all, result.away, result.home);
    record(away.away, result.away, result.home);
    const outcome = Math.sign(result.home - result.away);
    home.results.push(outcome > 0 ? "W" : outcome === 0 ? "D" : "L");
    away.results.push(outcome < 0 ? "W" : outcome === 0 ? "D" : "L");
  }
  // A league split into groups has one table per group, named as API-Football names them ("Serie C: Girone A").
  const groups = groupsOf(league);
  return groups.flatMap((clubs, g) => {
    const sorted = clubs
      .flatMap((club) => rows.get(club.id) ?? [])
      .sort(
        (a, b) =>
          points(b.all) - points(a.all) ||
          diff(b.all) - diff(a.all) ||
          b.all.goals.for - a.all.goals.for ||
          b.all.win - a.all.win ||
          collator.compare(a.club.name, b.club.name),
      );
    const group = groups.length > 1 ? `${league.name}: ${league.groups?.[g] ?? ""}` : league.name;
    return sorted.map((row, i) => ({
      rank: i + 1,
      team: { id: row.club.id, name: row.club.name, logo: null },
      points: points(row.all),
      goalsDiff: diff(row.all),
      group,
      // As API-Football sends it: the latest result first ("LDWWW" = lost the last match).
      form: row.results.length === 0 ? null : row.results.slice(-5).reverse().join(""),
      description: zoneFor(league, i + 1, sorted.length),
      all: row.all,
      home: row.home,
      away: row.away,
    }));
  });
}

/** Every match of the competition's season kicked off on days up to `lastDay`, planned, in kick-off order. */
export function seasonPlans(seed: number, league: DemoCompetition, season: number, lastDay: number): MatchPlan[] {
  const index = DEMO_COMPETITIONS.indexOf(league);
  if (index < 0) return [];
  const { fromDay, toDay } = seasonDays(league, season);
  const matches = scheduleCompetition(seed, index, fromDay, Math.min(toDay, lastDay));
  return matches
    .map((m) => planMatch(seed, m))
    .sort((a, b) => a.match.kickoff - b.match.kickoff || a.match.fixtureId - b.match.fixtureId);
}
