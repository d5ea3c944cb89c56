// Event-matching bench: `node --import tsx scripts/bench-matching.mjs`.
// Builds 1,000 fixtures and 5,000 odds-source events (seeded, so every run sees the same data) from the labelled
// name pairs, with decoys (same teams another day, women's sides, swapped home/away, kick-off moved by hours),
// times matchEvents (median of 5 after a warm-up) and scores the labelled set. One line out; exit 1 when the run
// takes over 1 s, the labelled precision is under 100%, or any event is matched to a fixture it does not belong to.
import { readFileSync } from "node:fs";
import { DEFAULT_TEAM_ALIASES } from "../packages/core/src/matching/aliases.ts";
import { evaluateLabelled } from "../packages/core/src/matching/labelled.ts";
import { matchEvents } from "../packages/core/src/matching/match.ts";
import { rng } from "../apps/api/src/providers/demo/random.ts";

const FIXTURES = 1000;
const EVENTS = 5000;
const RUNS = 5;
const LIMIT_MS = 1000;

const labelledPath = new URL("../packages/core/src/matching/labelled-names.json", import.meta.url);
const labelled = JSON.parse(readFileSync(labelledPath, "utf8"));

// The demo's seeded generator (mulberry32): every run sees the same data.
const rand = rng(20261128);
const pick = (list) => list[Math.floor(rand() * list.length)];

// Clubs: spellings joined by the positive pairs (source spellings on the left, fixture spellings on the right).
const parent = new Map();
const find = (x) => {
  while (parent.get(x) !== x) x = parent.get(x);
  return x;
};
const union = (a, b) => {
  for (const x of [a, b]) if (!parent.has(x)) parent.set(x, x);
  parent.set(find(a), find(b));
};
const sides = new Map();
for (const [source, fixture] of labelled.positive) {
  union(`s:${source}`, `f:${fixture}`);
}
for (const key of parent.keys()) {
  const root = find(key);
  if (!sides.has(root)) sides.set(root, { source: [], fixture: [] });
  const club = sides.get(root);
  if (key.startsWith("s:")) club.source.push(key.slice(2));
  else club.fixture.push(key.slice(2));
}
const clubs = [...sides.values()].filter((c) => c.source.length > 0 && c.fixture.length > 0);

const LEAGUES = [
  { id: 71, name: "Brasileirão Série A", country: "Brasil", key: "soccer_brazil_campeonato" },
  { id: 72, name: "Brasileirão Série B", country: "Brasil", key: "soccer_brazil_serie_b" },
  { id: 39, name: "Premier League", country: "Inglaterra", key: "soccer_epl" },
  { id: 140, name: "La Liga", country: "Espanha", key: "soccer_spain_la_liga" },
  { id: 135, name: "Serie A", country: "Itália", key: "soccer_italy_serie_a" },
  { id: 78, name: "Bundesliga", country: "Alemanha", key: "soccer_germany_bundesliga" },
  { id: 13, name: "CONMEBOL Libertadores", country: "World", key: "soccer_conmebol_copa_libertadores" },
];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const start = Date.parse("2026-11-23T00:00:00Z");
const iso = (t) => new Date(t).toISOString();

// Fixtures: 7 days, quarter-hour slots from 12:00 to 23:45 UTC; never the same pair twice within two days.
const fixtures = [];
const pairTimes = new Map();
const pairKey = (a, b) => (a < b ? `${a}|${b}` : `${b}|${a}`);
while (fixtures.length < FIXTURES) {
  const h = Math.floor(rand() * clubs.length);
  const a = Math.floor(rand() * clubs.length);
  if (h === a) continue;
  const time = start + Math.floor(rand() * 7) * DAY + (12 * 60 + Math.floor(rand() * 48) * 15) * MINUTE;
  const times = pairTimes.get(pairKey(h, a)) ?? [];
  if (times.some((t) => Math.abs(t - time) < 2 * DAY)) continue;
  pairTimes.set(pairKey(h, a), [...times, time]);
  const league = pick(LEAGUES);
  fixtures.push({
    id: 100000 + fixtures.length,
    kickoff: iso(time),
    time,
    h,
    a,
    home: { id: 5000 + h, name: pick(clubs[h].fixture) },
    away: { id: 5000 + a, name: pick(clubs[a].fixture) },
    league: { id: league.id, name: league.name, country: league.country },
    sportKey: league.key,
  });
}

/** Whether a pair has a fixture within `reach` of `time` (a decoy must not land on a real game). */
const nearFixture = (h, a, time, reach) =>
  (pairTimes.get(pairKey(h, a)) ?? []).some((t) => Math.abs(t - time) <= reach);

// Events, each with the fixture it really belongs to (null: none).
const events = [];
const truth = [];
const add = (event, fixtureId) => {
  events.push(event);
  truth.push(fixtureId);
};
const sourceEvent = (f, { home = f.h, away = f.a, shift = 0, women = false } = {}) => ({
  home: pick(clubs[home].source) + (women ? " W" : ""),
  away: pick(clubs[away].source) + (women ? " W" : ""),
  kickoff: iso(f.time + shift),
  competition: rand() < 0.7 ? f.sportKey : null,
});
for (const f of fixtures) {
  const roll = rand();
  if (roll < 0.85) add(sourceEvent(f, { shift: pick([0, 0, 0, 5, -5, 10, -10]) * MINUTE }), f.id);
  else if (roll < 0.9) add(sourceEvent(f, { home: f.a, away: f.h }), f.id);
  else if (roll < 0.95) add(sourceEvent(f, { shift: pick([-150, -90, 60, 120]) * MINUTE }), f.id);
}
while (events.length < EVENTS) {
  const f = pick(fixtures);
  const roll = rand();
  if (roll < 0.3) {
    // The same teams a day to a week away.
    const shift = (1 + Math.floor(rand() * 7)) * DAY * (rand() < 0.5 ? -1 : 1);
    if (nearFixture(f.h, f.a, f.time + shift, 4 * 60 * MINUTE)) continue;
    add(sourceEvent(f, { shift }), null);
  } else if (roll < 0.4) {
    // Their women's sides, same kick-off.
    add(sourceEvent(f, { women: true }), null);
  } else {
    // Two clubs that do not meet around then.
    const h = Math.floor(rand() * clubs.length);
    const a = Math.floor(rand() * clubs.length);
    const time = start + Math.floor(rand() * 9 * 24 * 4) * 15 * MINUTE - DAY;
    if (h === a || nearFixture(h, a, time, 4 * 60 * MINUTE)) continue;
    add({ home: pick(clubs[h].source), away: pick(clubs[a].source), kickoff: iso(time), competition: null }, null);
  }
}

const input = fixtures.map(({ id, kickoff, home, away, league }) => ({ id, kickoff, home, away, league }));
let results = matchEvents(events, input, DEFAULT_TEAM_ALIASES); // warm-up
const times = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  results = matchEvents(events, input, DEFAULT_TEAM_ALIASES);
  times.push(performance.now() - t0);
}
times.sort((x, y) => x - y);
const median = times[Math.floor(RUNS / 2)];

let matched = 0;
let wrong = 0;
let review = 0;
let unmatched = 0;
results.forEach((r, i) => {
  if (r.status === "matched") {
    matched++;
    if (r.fixtureId !== truth[i]) wrong++;
  } else if (r.status === "review") review++;
  else unmatched++;
});

const report = evaluateLabelled(labelled, DEFAULT_TEAM_ALIASES);
const n = (x) => x.toLocaleString("en-US");
const pct = (x) => `${(x * 100).toFixed(1)}%`;
console.log(
  `matching: ${n(EVENTS)} events × ${n(FIXTURES)} fixtures in ${Math.round(median)} ms (median of ${RUNS}); ` +
    `labelled set: precision ${pct(report.precision)}, recall ${pct(report.recall)} (${n(report.pairs)} pairs); ` +
    `events: ${n(matched)} matched (${wrong} wrong), ${n(review)} review, ${n(unmatched)} unmatched`,
);
if (median > LIMIT_MS || report.precision < 1 || wrong > 0) process.exit(1);
