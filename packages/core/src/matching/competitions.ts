/**
 * The competition as a hint: an odds source's sport key or league name against a fixture's league. Agreement raises
 * a candidate's score; a known disagreement holds an otherwise sure match for review; not knowing changes little.
 */
import { foldName } from "./names.ts";

export type CompetitionHint = "same" | "different" | "unknown";

export interface FixtureLeague {
  /** API-Football's league id (the demo uses the same ids). */
  id?: number | string | null;
  name: string;
  country?: string | null;
}

/** The Odds API v4 soccer sport keys and API-Football's id of the same competition. */
export const ODDS_API_SPORT_LEAGUES: Readonly<Record<string, number>> = {
  soccer_brazil_campeonato: 71,
  soccer_brazil_serie_b: 72,
  soccer_brazil_copa_do_brasil: 73,
  soccer_conmebol_copa_libertadores: 13,
  soccer_conmebol_copa_sudamericana: 11,
  soccer_argentina_primera_division: 128,
  soccer_chile_campeonato: 265,
  soccer_uruguay_primera_division: 268,
  soccer_mexico_ligamx: 262,
  soccer_usa_mls: 253,
  soccer_epl: 39,
  soccer_efl_champ: 40,
  soccer_england_league1: 41,
  soccer_england_league2: 42,
  soccer_fa_cup: 45,
  soccer_england_efl_cup: 48,
  soccer_spain_la_liga: 140,
  soccer_spain_segunda_division: 141,
  soccer_spain_copa_del_rey: 143,
  soccer_italy_serie_a: 135,
  soccer_italy_serie_b: 136,
  soccer_italy_coppa_italia: 137,
  soccer_germany_bundesliga: 78,
  soccer_germany_bundesliga2: 79,
  soccer_germany_liga3: 80,
  soccer_germany_dfb_pokal: 81,
  soccer_france_ligue_one: 61,
  soccer_france_ligue_two: 62,
  soccer_france_coupe_de_france: 66,
  soccer_portugal_primeira_liga: 94,
  soccer_netherlands_eredivisie: 88,
  soccer_belgium_first_div: 144,
  soccer_spl: 179,
  soccer_turkey_super_league: 203,
  soccer_greece_super_league: 197,
  soccer_austria_bundesliga: 218,
  soccer_switzerland_superleague: 207,
  soccer_denmark_superliga: 119,
  soccer_poland_ekstraklasa: 106,
  soccer_norway_eliteserien: 103,
  soccer_sweden_allsvenskan: 113,
  soccer_russia_premier_league: 235,
  soccer_saudi_arabia_pro_league: 307,
  soccer_uefa_champs_league: 2,
  soccer_uefa_europa_league: 3,
  soccer_uefa_europa_conference_league: 848,
  soccer_fifa_world_cup: 1,
  soccer_uefa_european_championship: 4,
  soccer_conmebol_copa_america: 9,
};

const KNOWN_LEAGUE_IDS: ReadonlySet<string> = new Set(Object.values(ODDS_API_SPORT_LEAGUES).map(String));

/** Words too common in competition names to tell two apart. */
const COMMON_WORDS: ReadonlySet<string> = new Set(
  "soccer football futebol liga league serie a b division primera de da do the".split(" "),
);

function words(text: string): string[] {
  return foldName(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * "same" when the sport key names the fixture's league id, or every distinctive word of the league's name is in the
 * event's competition ("Premier League" in "English Premier League"); "different" only when the sport key names
 * another league we know the id of; otherwise "unknown".
 */
export function competitionHint(
  competition: string | null | undefined,
  league: FixtureLeague | null | undefined,
): CompetitionHint {
  if (!competition || !league) return "unknown";
  const expected = ODDS_API_SPORT_LEAGUES[competition.trim().toLowerCase()];
  const leagueId = league.id === null || league.id === undefined ? null : String(league.id);
  if (expected !== undefined && leagueId !== null) {
    if (String(expected) === leagueId) return "same";
    return KNOWN_LEAGUE_IDS.has(leagueId) ? "different" : "unknown";
  }
  const have = new Set(words(competition));
  const need = words(league.name).filter((w) => !COMMON_WORDS.has(w));
  return need.length > 0 && need.every((w) => have.has(w)) ? "same" : "unknown";
}
