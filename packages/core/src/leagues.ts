/**
 * Display order of competitions for a Brazilian bettor: national competitions first, then South American
 * cups, then the big European leagues and cups; everything else after, by name. Keys are API-Football
 * league ids (the demo uses the same ids).
 */
export const LEAGUE_PRIORITY: readonly number[] = [
  71, // Brasileirão Série A
  73, // Copa do Brasil
  13, // CONMEBOL Libertadores
  11, // CONMEBOL Sul-Americana
  72, // Brasileirão Série B
  2, // UEFA Champions League
  39, // Premier League
  140, // La Liga
  135, // Serie A
  78, // Bundesliga
  61, // Ligue 1
  3, // UEFA Europa League
  848, // UEFA Conference League
  75, // Brasileirão Série C
  94, // Primeira Liga
  128, // Liga Profesional Argentina
  88, // Eredivisie
];

const rank = new Map(LEAGUE_PRIORITY.map((id, i) => [id, i]));

// One collator for every comparison: `localeCompare` with a locale argument builds one per call, which made sorting
// a day's leagues take tens of milliseconds in the browser. Created on first use, not when the module loads.
let collator: Intl.Collator | undefined;

/** Sort comparator: priority list first, then alphabetical (pt-BR) by name. */
export function compareLeagues(a: { id: number | string; name: string }, b: { id: number | string; name: string }): number {
  const ra = rank.get(Number(a.id)) ?? Number.POSITIVE_INFINITY;
  const rb = rank.get(Number(b.id)) ?? Number.POSITIVE_INFINITY;
  if (ra !== rb) return ra < rb ? -1 : 1;
  collator ??= new Intl.Collator("pt-BR");
  return collator.compare(a.name, b.name);
}
