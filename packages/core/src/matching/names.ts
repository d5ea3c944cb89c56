/**
 * Team names as odds sources and fixture providers spell them, reduced to comparable parts: "Atlético-MG",
 * "Atletico MG" and "Clube Atlético Mineiro" fold to the same words, a Brazilian state or a country code becomes a
 * qualifier ("Botafogo-SP" is not "Botafogo"), and a women's, youth or reserve side keeps a marker, so it can never
 * pass for the senior team.
 */
import { foldText } from "../search.ts";

/** Women's, youth and reserve sides are other teams than the senior one of the same club. */
export interface TeamMarkers {
  women: boolean;
  /** "u20" for an under-20 side; "youth" when the age is not given (Primavera, "Youth"); null for a senior side. */
  youth: string | null;
  /** A reserve side: "B", "II", "Jong …", "Reserves", "Castilla". */
  reserve: boolean;
}

export interface ParsedTeamName {
  /** The name as given. */
  raw: string;
  /** Every word but the markers, folded, in order, qualifier last: the key of an exact variant ("fc barcelona"). */
  full: string;
  /** The distinctive words: club forms, linking words and founding years dropped, synonyms applied. */
  core: readonly string[];
  /** `core` joined by spaces ("atletico madrid"). */
  coreKey: string;
  /** A Brazilian state ("mg") or a country code ("uru") that tells homonyms apart; null when the name has none. */
  qualifier: string | null;
  markers: TeamMarkers;
  /** What `normalizeTeamName` returns: core words, then " /qualifier", then " #marker"s. */
  key: string;
}

/** Brazilian states, written after a club's name ("Atlético-MG", "Botafogo/SP", "América (RN)"). */
export const BRAZILIAN_STATES: ReadonlySet<string> = new Set(
  "ac al ap am ba ce df es go ma mt ms mg pa pb pr pe pi rj rn rs ro rr sc se sp to".split(" "),
);
/** State codes that are also club forms ("Ceará SC" is Sporting Club): a state only after a hyphen, slash, bracket. */
const STATES_ONLY_MARKED: ReadonlySet<string> = new Set(["ac", "sc", "se"]);

/** Country codes Brazilian media writes in brackets after a homonym: "Nacional (URU)", "Everton (CHI)". */
export const COUNTRY_CODES: ReadonlySet<string> = new Set(
  (
    "arg bol bra chi col ecu par per uru ven mex usa can crc hon gua slv pan jam " +
    "eng sco wal nir irl esp por ita fra ger ale ned hol bel sui aut den nor swe fin isl pol cze svk svn cro srb " +
    "bih mne mkd alb gre cyp tur bul rou hun ukr rus blr mda geo arm aze kaz isr egy mar tun alg rsa ksa qat uae " +
    "jpn kor chn aus ind irn"
  ).split(" "),
);

/** Words that say what kind of club it is, not which: dropped from the core (never down to nothing). */
export const CLUB_FORM_WORDS: ReadonlySet<string> = new Set(
  (
    "fc afc cf sc ec cr ac se ca cd ud sd rcd rc ad sad ss ssc ssd as us acf asd sv vfb vfl tsg tsv fsv bsc sl gd cs " +
    "sk fk bk if ik ff ifk ogc sco aj kv krc rsc sbv nk hnk gnk ofk pfc " +
    "club clube clubes futebol futbol football calcio balompie esporte esportivo esportiva sport sociedade " +
    "associacao asociacion associazione societa sportiva polisportiva regatas stade aa uc cfc usl bv ev"
  ).split(" "),
);

/** Linking words ("Vasco da Gama", "Brighton and Hove Albion", "The Strongest"). */
export const LINKING_WORDS: ReadonlySet<string> = new Set(
  "de da do dos das del di du des e y and et und the of von".split(" "),
);

/**
 * One spelling per word for exonyms, transliterations and common abbreviations, applied to the core:
 * "Bayern de Munique", "Bayern München" and "Bayern Munich" share their words.
 */
export const WORD_SYNONYMS: Readonly<Record<string, string>> = {
  munchen: "munich",
  muenchen: "munich",
  munique: "munich",
  koeln: "koln",
  cologne: "koln",
  colonia: "koln",
  milano: "milan",
  milao: "milan",
  wien: "vienna",
  viena: "vienna",
  praha: "prague",
  praga: "prague",
  warszawa: "warsaw",
  varsovia: "warsaw",
  atenas: "athens",
  athina: "athens",
  lisboa: "lisbon",
  madri: "madrid",
  beograd: "belgrade",
  belgrado: "belgrade",
  kiev: "kyiv",
  kiew: "kyiv",
  moskva: "moscow",
  moscou: "moscow",
  bucuresti: "bucharest",
  bucareste: "bucharest",
  napoles: "napoli",
  naples: "napoli",
  marselha: "marseille",
  hamburgo: "hamburg",
  hamburger: "hamburg",
  nuremberg: "nurnberg",
  nuernberg: "nurnberg",
  nuremberga: "nurnberg",
  duesseldorf: "dusseldorf",
  moenchengladbach: "monchengladbach",
  fuerth: "furth",
  muenster: "munster",
  zuerich: "zurich",
  bruges: "brugge",
  utd: "united",
  st: "saint",
  sankt: "saint",
  ste: "saint",
  man: "manchester",
  nottm: "nottingham",
  sheff: "sheffield",
  atl: "atletico",
  dep: "deportivo",
};

/**
 * Words that name a kind of club more than a club ("Atlético", "Real", "Inter", "America"): a name made only of them
 * is ambiguous, and sharing them says nothing.
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  (
    "atletico athletico atletica athletic america sporting sportivo real racing deportivo deportes deportiva inter " +
    "nacional union uniao universidad universitario universitatea independiente juventud central " +
    "united city town county rovers wanderers albion hotspur olympique olympic dynamo dinamo lokomotiv " +
    "red star bull santa san sao saint unidos unido"
  ).split(" "),
);

/** Words a longer name may add without naming another club: "Leeds" and "Leeds United", "Tottenham Hotspur". */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  "united city town county hotspur wanderers rovers athletic albion".split(" "),
);

const WOMEN_WORDS: ReadonlySet<string> = new Set(
  (
    "women womens woman ladies feminino feminina femenino femenina feminine feminin femminile frauen damen dames " +
    "fem wfc"
  ).split(" "),
);
const YOUTH_WORDS: ReadonlySet<string> = new Set(["youth", "primavera", "juvenil", "juniores"]);
const AGE_PREFIXES: ReadonlySet<string> = new Set(["u", "sub", "under"]);
const RESERVE_WORDS: ReadonlySet<string> = new Set(["reserves", "reserve", "castilla"]);
/** Senior clubs whose name ends in "II": "Willem II", "Juan Pablo II College". */
const NAMES_ENDING_IN_II: ReadonlySet<string> = new Set(["willem", "pablo"]);

/** Letters folding leaves alone. */
const EXTRA_LETTERS: Readonly<Record<string, string>> = {
  ø: "o",
  ł: "l",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** Folded, with the letters NFD cannot take apart replaced. */
export function foldName(name: string): string {
  return foldText(name).replace(/[øłßæœđðþı]/g, (c) => EXTRA_LETTERS[c] ?? c);
}

function emptyMarkers(): TeamMarkers {
  return { women: false, youth: null, reserve: false };
}

/** Words of a folded text, apostrophes joined ("Newell's" → "newells"), dotted initials joined ("D.C." → "dc"). */
function words(text: string): string[] {
  return text
    .replace(/['’`´]/g, "")
    .replace(/&/g, " and ")
    .replace(/\b(?:[a-z0-9]\.){2,}/g, (m) => `${m.replace(/\./g, "")} `)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Notes a marker found anywhere in the name; answers how many words it took (0: not a marker). */
function takeMarkerWord(word: string, next: string | undefined, markers: TeamMarkers): number {
  if (WOMEN_WORDS.has(word)) {
    markers.women = true;
    return 1;
  }
  if (YOUTH_WORDS.has(word)) {
    markers.youth ??= "youth";
    return 1;
  }
  if (RESERVE_WORDS.has(word)) {
    markers.reserve = true;
    return 1;
  }
  const age = /^u(\d{2})$/.exec(word);
  if (age) {
    markers.youth = `u${age[1]}`;
    return 1;
  }
  if (AGE_PREFIXES.has(word) && next !== undefined && /^\d{2}$/.test(next)) {
    markers.youth = `u${next}`;
    return 2;
  }
  return 0;
}

/** Removes the marker words, noting them. Position matters for "W", "B", "II", "Res" (last) and "Jong" (first). */
function extractMarkers(tokens: string[], markers: TeamMarkers): string[] {
  const kept: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const taken = takeMarkerWord(tokens[i] ?? "", tokens[i + 1], markers);
    if (taken > 0) i += taken - 1;
    else kept.push(tokens[i] ?? "");
  }
  if (kept.length > 1 && kept[0] === "jong") {
    markers.reserve = true;
    kept.shift();
  }
  while (kept.length > 1) {
    const last = kept[kept.length - 1] ?? "";
    const before = kept[kept.length - 2] ?? "";
    if (last === "w") markers.women = true;
    else if (last === "b" || last === "res") markers.reserve = true;
    else if (last === "ii" && !NAMES_ENDING_IN_II.has(before)) markers.reserve = true;
    else break;
    kept.pop();
  }
  return kept;
}

function isYearLike(word: string): boolean {
  return /^\d{2}$/.test(word) || /^\d{4}$/.test(word);
}

/** The distinctive words; the whole name (synonyms applied) when nothing distinctive is left. */
function coreWords(tokens: readonly string[]): string[] {
  const core: string[] = [];
  tokens.forEach((word, i) => {
    if (CLUB_FORM_WORDS.has(word) || LINKING_WORDS.has(word)) return;
    // "Mainz 05", "Como 1907", but "1860 München" keeps its number: it is the name.
    if (isYearLike(word) && core.length > 0) return;
    // "1. FC Köln", "1. FSV Mainz 05"
    if (word === "1" && i === 0 && CLUB_FORM_WORDS.has(tokens[1] ?? "")) return;
    core.push(WORD_SYNONYMS[word] ?? word);
  });
  if (core.length > 0) return core;
  return tokens.map((word) => WORD_SYNONYMS[word] ?? word);
}

/** The markers as key suffixes, in a fixed order. */
export function markerKey(markers: TeamMarkers): string {
  return `${markers.women ? " #women" : ""}${markers.youth ? ` #${markers.youth}` : ""}${markers.reserve ? " #b" : ""}`;
}

/** Takes a team name apart. Never throws; an empty name gives empty words. */
export function parseTeamName(name: string): ParsedTeamName {
  const markers = emptyMarkers();
  let qualifier: string | null = null;
  let text = foldName(name);
  // Bracketed: "(MG)", "(URU)", "(W)"; anything else stays as words.
  text = text.replace(/\(([^()]*)\)/g, (_m, inner: string) => {
    const code = inner.trim();
    if (BRAZILIAN_STATES.has(code) || COUNTRY_CODES.has(code)) {
      qualifier = code;
      return " ";
    }
    if (code === "w") {
      markers.women = true;
      return " ";
    }
    return ` ${inner} `;
  });
  // "Atlético-MG", "Botafogo/SP", "Chapecoense-sc".
  text = text.replace(/\s*[-/]\s*([a-z]{2})(?=$|\s)/g, (m, code: string) => {
    if (!BRAZILIAN_STATES.has(code)) return m;
    qualifier = code;
    return " ";
  });
  let tokens = extractMarkers(words(text), markers);
  // "Atlético MG", "América RN": a bare state after the name.
  const last = tokens[tokens.length - 1];
  if (qualifier === null && tokens.length > 1 && last !== undefined && BRAZILIAN_STATES.has(last)) {
    if (!STATES_ONLY_MARKED.has(last)) {
      qualifier = last;
      tokens = tokens.slice(0, -1);
    }
  }
  const core = coreWords(tokens);
  const coreKey = core.join(" ");
  const q: string | null = qualifier;
  const full = q === null ? tokens.join(" ") : [...tokens, q].join(" ");
  const key = `${coreKey}${q === null ? "" : ` /${q}`}${markerKey(markers)}`;
  return { raw: name, full, core, coreKey, qualifier: q, markers, key };
}

/**
 * The canonical key of a team name: accents and case folded, punctuation gone, club forms ("FC", "Clube",
 * "Sport Club", "de") dropped, exonyms unified; a Brazilian state or bracketed country code kept as " /xx", and a
 * women's, youth or reserve side as " #women", " #u20", " #b".
 * "Clube Atlético Mineiro" → "atletico mineiro"; "Atlético-MG" → "atletico /mg";
 * "Corinthians W" → "corinthians #women".
 */
export function normalizeTeamName(name: string): string {
  return parseTeamName(name).key;
}

/** Whether two sides can be the same team as far as their markers go (an ageless youth side fits any age). */
export function markersCompatible(a: TeamMarkers, b: TeamMarkers): boolean {
  if (a.women !== b.women || a.reserve !== b.reserve) return false;
  if ((a.youth === null) !== (b.youth === null)) return false;
  return a.youth === b.youth || a.youth === "youth" || b.youth === "youth";
}

/** Adds the markers a competition implies ("Women's Super League", "U20", "Youth League") to a team's. */
export function withCompetitionMarkers(team: TeamMarkers, competition: TeamMarkers): TeamMarkers {
  if (!competition.women && competition.youth === null && !competition.reserve) return team;
  return {
    women: team.women || competition.women,
    youth: team.youth ?? competition.youth,
    reserve: team.reserve || competition.reserve,
  };
}

const COMPETITION_WOMEN: ReadonlySet<string> = new Set([...WOMEN_WORDS, "wsl", "nwsl"]);
const COMPETITION_YOUTH: ReadonlySet<string> = new Set([...YOUTH_WORDS, "junior", "juniors"]);

/**
 * The markers a competition's name or sport key implies: "soccer_fifa_world_cup_womens" and "Serie A Feminina"
 * are women's, "Copa São Paulo de Futebol Júnior" and "UEFA Youth League" youth, "Brasileirão Sub-20" under-20.
 */
export function competitionMarkers(competition: string | null | undefined): TeamMarkers {
  const markers = emptyMarkers();
  if (!competition) return markers;
  const tokens = foldName(competition)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  tokens.forEach((word, i) => {
    if (COMPETITION_WOMEN.has(word)) markers.women = true;
    else if (COMPETITION_YOUTH.has(word)) markers.youth ??= "youth";
    else {
      const age = /^u(\d{2})$/.exec(word);
      if (age) markers.youth = `u${age[1]}`;
      else if (AGE_PREFIXES.has(word) && /^\d{2}$/.test(tokens[i + 1] ?? "")) markers.youth = `u${tokens[i + 1]}`;
    }
  });
  return markers;
}
