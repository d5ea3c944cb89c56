/**
 * The demo world: real competitions and clubs with stable ids, each club's home ground, a hidden playing
 * strength, and each competition's rhythm (which days it plays, at what local times). Logos are null until
 * crests are added.
 *
 * Ids: competitions use API-Football's league ids. Club ids are the demo's own (blocks of 100 per league);
 * they never change once published, so rosters are append-only: add a club with a new id, never renumber.
 * Strength comes from the order of a roster (strongest first) and the league's level, on an Elo-like scale.
 * Club names are unique across the catalog (homonyms carry the country, as Brazilian media writes them:
 * "Nacional (URU)"), which lets cups list their entrants by name.
 */

export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
export const WEEKDAYS: readonly Weekday[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/** Relative weights of the days a round is spread over. */
export type DayWeights = Partial<Record<Weekday, number>>;

export interface DemoVenue {
  name: string;
  city: string;
}

export interface DemoClub {
  id: number;
  name: string;
  venue: DemoVenue;
  /** Hidden strength (Elo-like). Drives results and prices; never published. */
  rating: number;
}

/** Local kick-off times ("HH:MM", quarter hours) in the competition's own zone. */
export interface KickoffSlots {
  timeZone: string;
  /** Saturday and Sunday. */
  weekend: readonly string[];
  /** Monday to Friday. */
  weekday: readonly string[];
}

interface CompetitionBase {
  id: number;
  name: string;
  country: string;
  /** Month (1–12) a season starts in: 1 for calendar-year seasons, 7 for European August–May ones. */
  seasonStartMonth: number;
  clubs: readonly DemoClub[];
  kickoffs: KickoffSlots;
  /** A women's competition: its sides are the clubs' women's teams ("… Feminino"), with women's squads. */
  women?: true;
  /** The houses do not price it (a minor league): its matches are listed without odds. */
  unpriced?: true;
}

/**
 * A league plays a double round-robin a season (`league-rounds.ts`): its rounds are laid on this rhythm, a round over
 * the weekend days each week and, with `midweek.chance`, a midweek one, as many as the season needs. Weekend and
 * midweek days are at least two days apart (a club never plays on consecutive days).
 */
export interface DemoLeague extends CompetitionBase {
  format: "league";
  /**
   * The part of the year the league plays, as month × 100 + day ("from 815 to 524" is mid-August to late
   * May), with optional breaks inside it; no window means all year. Standings count the season's window.
   */
  window?: SeasonWindow;
  /** 1 for a top flight (the default), 2 for a second tier: decides the table's default zones. */
  tier?: 1 | 2 | 3;
  weekend: DayWeights;
  midweek: { chance: number; days: DayWeights } | null;
  /**
   * Names of the groups a large league is split into ("Girone A", …): the clubs, in order, are shared out
   * evenly, play only within their group and have a table per group. Absent: one table.
   */
  groups?: readonly string[];
}

export interface SeasonWindow {
  from: number;
  to: number;
  breaks?: ReadonlyArray<readonly [number, number]>;
}

/** A cup plays one matchday in the weeks it is active, with `matches` of its entrants drawn together. */
export interface DemoCup extends CompetitionBase {
  format: "cup";
  days: DayWeights;
  /** Chance that a week of an active month has a matchday. */
  chance: number;
  matches: number;
  activeMonths: readonly number[];
  /**
   * A cup with fixed rounds instead: it plays in the football weeks holding these dates (month × 100 + day),
   * every year, and in no other week (`activeMonths` and `chance` are then not used).
   */
  matchdays?: readonly number[];
  /** Months of the knockout phase, when a level match may need a tie-break. */
  knockoutMonths: readonly number[];
  /** Two-legged ties: only the second leg of a knockout tie is a decider. */
  legs: 1 | 2;
  /** How a level knockout decider is settled: 30 minutes of extra time then penalties, or penalties at once. */
  tieBreak: "extra-time" | "penalties";
}

export type DemoCompetition = DemoLeague | DemoCup;

const clubsByName = new Map<string, DemoClub>();
const clubsById = new Map<number, DemoClub>();

/**
 * Parses "id; name; venue; city" lines, strongest club first. Ratings run evenly from level + spread down to
 * level − spread.
 */
function roster(level: number, spread: number, rows: string): DemoClub[] {
  const lines = rows
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  return lines.map((line, index) => {
    const [id, name, venue, city] = line.split(";").map((field) => field.trim());
    if (id === undefined || name === undefined || venue === undefined || city === undefined || !/^\d+$/.test(id)) {
      throw new Error(`demo catalog: bad roster line ${JSON.stringify(line)}`);
    }
    const position = lines.length > 1 ? index / (lines.length - 1) : 0.5;
    const club: DemoClub = {
      id: Number(id),
      name,
      venue: { name: venue, city },
      rating: Math.round(level + spread * (1 - 2 * position)),
    };
    if (clubsById.has(club.id)) throw new Error(`demo catalog: duplicate club id ${club.id}`);
    if (clubsByName.has(club.name)) throw new Error(`demo catalog: duplicate club name ${club.name}`);
    clubsById.set(club.id, club);
    clubsByName.set(club.name, club);
    return club;
  });
}

function entrants(...names: string[]): DemoClub[] {
  return names.map((name) => {
    const club = clubsByName.get(name);
    if (club === undefined) throw new Error(`demo catalog: unknown club ${name}`);
    return club;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Rosters

const BR_SERIE_A = roster(
  1690,
  110,
  `
  1001; Flamengo; Estádio do Maracanã; Rio de Janeiro
  1002; Palmeiras; Allianz Parque; São Paulo
  1003; Botafogo; Estádio Nilton Santos; Rio de Janeiro
  1004; Cruzeiro; Mineirão; Belo Horizonte
  1005; Fluminense; Estádio do Maracanã; Rio de Janeiro
  1006; São Paulo; Estádio do Morumbi; São Paulo
  1007; Internacional; Estádio Beira-Rio; Porto Alegre
  1008; Atlético Mineiro; Arena MRV; Belo Horizonte
  1009; Bahia; Arena Fonte Nova; Salvador
  1010; Corinthians; Neo Química Arena; São Paulo
  1011; Grêmio; Arena do Grêmio; Porto Alegre
  1012; Bragantino; Estádio Nabi Abi Chedid; Bragança Paulista
  1013; Fortaleza; Arena Castelão; Fortaleza
  1014; Vasco da Gama; Estádio São Januário; Rio de Janeiro
  1015; Athletico Paranaense; Ligga Arena; Curitiba
  1016; Santos; Vila Belmiro; Santos
  1017; Ceará; Arena Castelão; Fortaleza
  1018; Vitória; Barradão; Salvador
  1019; Juventude; Estádio Alfredo Jaconi; Caxias do Sul
  1020; Sport Recife; Ilha do Retiro; Recife
`,
);

const BR_SERIE_B = roster(
  1560,
  70,
  `
  1101; Mirassol; Estádio José Maria de Campos Maia; Mirassol
  1102; Coritiba; Estádio Couto Pereira; Curitiba
  1103; Chapecoense; Arena Condá; Chapecó
  1104; Remo; Estádio Baenão; Belém
  1105; Goiás; Estádio da Serrinha; Goiânia
  1106; América Mineiro; Arena Independência; Belo Horizonte
  1107; Atlético Goianiense; Estádio Antônio Accioly; Goiânia
  1108; Cuiabá; Arena Pantanal; Cuiabá
  1109; Novorizontino; Estádio Jorge Ismael de Biasi; Novo Horizonte
  1110; Criciúma; Estádio Heriberto Hülse; Criciúma
  1111; Avaí; Estádio da Ressacada; Florianópolis
  1112; Vila Nova; Estádio Onésio Brasileiro Alvarenga; Goiânia
  1113; CRB; Estádio Rei Pelé; Maceió
  1114; Operário-PR; Estádio Germano Krüger; Ponta Grossa
  1115; Botafogo-SP; Estádio Santa Cruz; Ribeirão Preto
  1116; Ponte Preta; Estádio Moisés Lucarelli; Campinas
  1117; Guarani; Estádio Brinco de Ouro; Campinas
  1118; Náutico; Estádio dos Aflitos; Recife
  1119; Paysandu; Estádio da Curuzu; Belém
  1120; Londrina; Estádio do Café; Londrina
`,
);

const BR_SERIE_C = roster(
  1460,
  55,
  `
  1201; Figueirense; Estádio Orlando Scarpelli; Florianópolis
  1202; Amazonas; Arena da Amazônia; Manaus
  1203; Brusque; Estádio Augusto Bauer; Brusque
  1204; Ypiranga; Estádio Colosso da Lagoa; Erechim
  1205; Caxias; Estádio Centenário; Caxias do Sul
  1206; São Bernardo; Estádio Primeiro de Maio; São Bernardo do Campo
  1207; Ferroviária; Estádio Fonte Luminosa; Araraquara
  1208; Volta Redonda; Estádio Raulino de Oliveira; Volta Redonda
  1209; Athletic-MG; Estádio Joaquim Portugal; São João del-Rei
  1210; Botafogo-PB; Estádio Almeidão; João Pessoa
  1211; Confiança; Estádio Batistão; Aracaju
  1212; ABC; Estádio Frasqueirão; Natal
  1213; CSA; Estádio Rei Pelé; Maceió
  1214; Floresta; Estádio Presidente Vargas; Fortaleza
  1215; Ituano; Estádio Novelli Júnior; Itu
  1216; Tombense; Estádio Antônio Guimarães de Almeida; Tombos
  1217; Itabaiana; Estádio Etelvino Mendonça; Itabaiana
  1218; Maringá; Estádio Willie Davids; Maringá
  1219; Anápolis; Estádio Jonas Duarte; Anápolis
  1220; Retrô; Arena de Pernambuco; São Lourenço da Mata
`,
);

const EN_PREMIER = roster(
  1860,
  150,
  `
  2001; Liverpool; Anfield; Liverpool
  2002; Arsenal; Emirates Stadium; Londres
  2003; Manchester City; Etihad Stadium; Manchester
  2004; Chelsea; Stamford Bridge; Londres
  2005; Newcastle; St James' Park; Newcastle upon Tyne
  2006; Aston Villa; Villa Park; Birmingham
  2007; Tottenham; Tottenham Hotspur Stadium; Londres
  2008; Manchester United; Old Trafford; Manchester
  2009; Nottingham Forest; City Ground; Nottingham
  2010; Brighton; American Express Stadium; Brighton
  2011; Crystal Palace; Selhurst Park; Londres
  2012; Bournemouth; Vitality Stadium; Bournemouth
  2013; Brentford; Gtech Community Stadium; Londres
  2014; Fulham; Craven Cottage; Londres
  2015; Everton; Hill Dickinson Stadium; Liverpool
  2016; West Ham; London Stadium; Londres
  2017; Wolverhampton; Molineux Stadium; Wolverhampton
  2018; Leeds United; Elland Road; Leeds
  2019; Sunderland; Stadium of Light; Sunderland
  2020; Burnley; Turf Moor; Burnley
`,
);

const EN_CHAMPIONSHIP = roster(
  1640,
  75,
  `
  2101; Leicester City; King Power Stadium; Leicester
  2102; Ipswich Town; Portman Road; Ipswich
  2103; Southampton; St Mary's Stadium; Southampton
  2104; Sheffield United; Bramall Lane; Sheffield
  2105; Middlesbrough; Riverside Stadium; Middlesbrough
  2106; Coventry City; Coventry Building Society Arena; Coventry
  2107; West Bromwich Albion; The Hawthorns; West Bromwich
  2108; Norwich City; Carrow Road; Norwich
  2109; Bristol City; Ashton Gate; Bristol
  2110; Hull City; MKM Stadium; Kingston upon Hull
  2111; Millwall; The Den; Londres
  2112; Watford; Vicarage Road; Watford
  2113; Blackburn Rovers; Ewood Park; Blackburn
  2114; Preston North End; Deepdale; Preston
  2115; Stoke City; bet365 Stadium; Stoke-on-Trent
  2116; Queens Park Rangers; Loftus Road; Londres
  2117; Swansea City; Swansea.com Stadium; Swansea
  2118; Birmingham City; St Andrew's; Birmingham
  2119; Wrexham; Racecourse Ground; Wrexham
  2120; Derby County; Pride Park; Derby
  2121; Sheffield Wednesday; Hillsborough; Sheffield
  2122; Portsmouth; Fratton Park; Portsmouth
  2123; Oxford United; Kassam Stadium; Oxford
  2124; Charlton Athletic; The Valley; Londres
`,
);

const EN_LEAGUE_ONE = roster(
  1520,
  60,
  `
  2201; Cardiff City; Cardiff City Stadium; Cardiff
  2202; Luton Town; Kenilworth Road; Luton
  2203; Plymouth Argyle; Home Park; Plymouth
  2204; Huddersfield Town; John Smith's Stadium; Huddersfield
  2205; Bolton Wanderers; Toughsheet Community Stadium; Bolton
  2206; Stockport County; Edgeley Park; Stockport
  2207; Wigan Athletic; Brick Community Stadium; Wigan
  2208; Barnsley; Oakwell; Barnsley
  2209; Reading; Select Car Leasing Stadium; Reading
  2210; Peterborough United; Weston Homes Stadium; Peterborough
  2211; Blackpool; Bloomfield Road; Blackpool
  2212; Bradford City; Valley Parade; Bradford
  2213; Lincoln City; LNER Stadium; Lincoln
  2214; Wycombe Wanderers; Adams Park; High Wycombe
  2215; Mansfield Town; One Call Stadium; Mansfield
  2216; Leyton Orient; Brisbane Road; Londres
  2217; Rotherham United; New York Stadium; Rotherham
  2218; Exeter City; St James Park; Exeter
  2219; Burton Albion; Pirelli Stadium; Burton upon Trent
  2220; Northampton Town; Sixfields Stadium; Northampton
  2221; Doncaster Rovers; Eco-Power Stadium; Doncaster
  2222; Port Vale; Vale Park; Stoke-on-Trent
  2223; Stevenage; Lamex Stadium; Stevenage
  2224; AFC Wimbledon; Plough Lane; Londres
`,
);

const ES_LALIGA = roster(
  1800,
  170,
  `
  2301; Real Madrid; Estadio Santiago Bernabéu; Madri
  2302; Barcelona; Spotify Camp Nou; Barcelona
  2303; Atlético de Madrid; Riyadh Air Metropolitano; Madri
  2304; Athletic Club; San Mamés; Bilbao
  2305; Villarreal; Estadio de la Cerámica; Vila-real
  2306; Real Betis; Estadio Benito Villamarín; Sevilha
  2307; Real Sociedad; Reale Arena; San Sebastián
  2308; Celta de Vigo; Abanca-Balaídos; Vigo
  2309; Sevilla; Estadio Ramón Sánchez-Pizjuán; Sevilha
  2310; Osasuna; El Sadar; Pamplona
  2311; Rayo Vallecano; Estadio de Vallecas; Madri
  2312; Girona; Estadi Montilivi; Girona
  2313; Mallorca; Estadi Mallorca Son Moix; Palma
  2314; Valencia; Estadio de Mestalla; Valência
  2315; Getafe; Coliseum; Getafe
  2316; Espanyol; RCDE Stadium; Cornellà de Llobregat
  2317; Alavés; Mendizorroza; Vitoria-Gasteiz
  2318; Elche; Estadio Martínez Valero; Elche
  2319; Levante; Estadi Ciutat de València; Valência
  2320; Real Oviedo; Estadio Carlos Tartiere; Oviedo
`,
);

const ES_SEGUNDA = roster(
  1590,
  60,
  `
  2401; Las Palmas; Estadio de Gran Canaria; Las Palmas de Gran Canaria
  2402; Valladolid; Estadio José Zorrilla; Valladolid
  2403; Leganés; Estadio Municipal de Butarque; Leganés
  2404; Deportivo La Coruña; Estadio Abanca-Riazor; A Coruña
  2405; Málaga; La Rosaleda; Málaga
  2406; Racing Santander; El Sardinero; Santander
  2407; Almería; UD Almería Stadium; Almería
  2408; Sporting Gijón; El Molinón; Gijón
  2409; Granada; Nuevo Los Cármenes; Granada
  2410; Cádiz; Estadio Nuevo Mirandilla; Cádiz
  2411; Zaragoza; Ibercaja Estadio; Zaragoza
  2412; Eibar; Ipurua; Eibar
  2413; Huesca; El Alcoraz; Huesca
  2414; Mirandés; Estadio Municipal de Anduva; Miranda de Ebro
  2415; Burgos; Estadio Municipal de El Plantío; Burgos
  2416; Albacete; Estadio Carlos Belmonte; Albacete
  2417; Córdoba; Estadio Nuevo Arcángel; Córdoba
  2418; Castellón; Estadi Castàlia; Castellón de la Plana
  2419; Cultural Leonesa; Estadio Reino de León; León
  2420; Ceuta; Estadio Alfonso Murube; Ceuta
  2421; Andorra; Estadi Nacional; Andorra la Vella
  2422; Tenerife; Estadio Heliodoro Rodríguez López; Santa Cruz de Tenerife
`,
);

const IT_SERIE_A = roster(
  1780,
  150,
  `
  2501; Inter de Milão; Estádio San Siro; Milão
  2502; Napoli; Stadio Diego Armando Maradona; Nápoles
  2503; Juventus; Allianz Stadium; Turim
  2504; Milan; Estádio San Siro; Milão
  2505; Atalanta; Gewiss Stadium; Bérgamo
  2506; Roma; Stadio Olimpico; Roma
  2507; Como; Stadio Giuseppe Sinigaglia; Como
  2508; Lazio; Stadio Olimpico; Roma
  2509; Bologna; Stadio Renato Dall'Ara; Bolonha
  2510; Fiorentina; Stadio Artemio Franchi; Florença
  2511; Torino; Stadio Olimpico Grande Torino; Turim
  2512; Udinese; Bluenergy Stadium; Udine
  2513; Genoa; Stadio Luigi Ferraris; Gênova
  2514; Cagliari; Unipol Domus; Cagliari
  2515; Parma; Stadio Ennio Tardini; Parma
  2516; Sassuolo; Mapei Stadium; Reggio Emilia
  2517; Hellas Verona; Stadio Marcantonio Bentegodi; Verona
  2518; Lecce; Stadio Via del Mare; Lecce
  2519; Cremonese; Stadio Giovanni Zini; Cremona
  2520; Pisa; Arena Garibaldi; Pisa
`,
);

const IT_SERIE_B = roster(
  1580,
  55,
  `
  2601; Palermo; Stadio Renzo Barbera; Palermo
  2602; Venezia; Stadio Pier Luigi Penzo; Veneza
  2603; Monza; U-Power Stadium; Monza
  2604; Empoli; Stadio Carlo Castellani; Empoli
  2605; Sampdoria; Stadio Luigi Ferraris; Gênova
  2606; Spezia; Stadio Alberto Picco; La Spezia
  2607; Frosinone; Stadio Benito Stirpe; Frosinone
  2608; Modena; Stadio Alberto Braglia; Modena
  2609; Cesena; Orogel Stadium Dino Manuzzi; Cesena
  2610; Bari; Stadio San Nicola; Bari
  2611; Catanzaro; Stadio Nicola Ceravolo; Catanzaro
  2612; Südtirol; Stadio Druso; Bolzano
  2613; Reggiana; Mapei Stadium; Reggio Emilia
  2614; Juve Stabia; Stadio Romeo Menti; Castellammare di Stabia
  2615; Carrarese; Stadio dei Marmi; Carrara
  2616; Padova; Stadio Euganeo; Pádua
  2617; Mantova; Stadio Danilo Martelli; Mântua
  2618; Avellino; Stadio Partenio-Lombardi; Avellino
  2619; Virtus Entella; Stadio Comunale di Chiavari; Chiavari
  2620; Pescara; Stadio Adriatico; Pescara
`,
);

const DE_BUNDESLIGA = roster(
  1770,
  160,
  `
  2701; Bayern de Munique; Allianz Arena; Munique
  2702; Bayer Leverkusen; BayArena; Leverkusen
  2703; Borussia Dortmund; Signal Iduna Park; Dortmund
  2704; RB Leipzig; Red Bull Arena; Leipzig
  2705; Eintracht Frankfurt; Deutsche Bank Park; Frankfurt
  2706; VfB Stuttgart; MHPArena; Stuttgart
  2707; SC Freiburg; Europa-Park Stadion; Freiburg
  2708; Borussia Mönchengladbach; Borussia-Park; Mönchengladbach
  2709; Mainz 05; Mewa Arena; Mainz
  2710; Wolfsburg; Volkswagen Arena; Wolfsburg
  2711; Werder Bremen; Weserstadion; Bremen
  2712; Hoffenheim; PreZero Arena; Sinsheim
  2713; Union Berlin; Stadion An der Alten Försterei; Berlim
  2714; Augsburg; WWK Arena; Augsburg
  2715; Colônia; RheinEnergieStadion; Colônia
  2716; Hamburgo; Volksparkstadion; Hamburgo
  2717; St. Pauli; Millerntor-Stadion; Hamburgo
  2718; Heidenheim; Voith-Arena; Heidenheim an der Brenz
`,
);

const DE_ZWEITE = roster(
  1590,
  55,
  `
  2801; Schalke 04; Veltins-Arena; Gelsenkirchen
  2802; Hertha BSC; Olympiastadion; Berlim
  2803; Fortuna Düsseldorf; Merkur Spiel-Arena; Düsseldorf
  2804; Hannover 96; Heinz von Heyden Arena; Hannover
  2805; Kaiserslautern; Fritz-Walter-Stadion; Kaiserslautern
  2806; Nürnberg; Max-Morlock-Stadion; Nuremberg
  2807; Holstein Kiel; Holstein-Stadion; Kiel
  2808; VfL Bochum; Vonovia Ruhrstadion; Bochum
  2809; Darmstadt 98; Merck-Stadion am Böllenfalltor; Darmstadt
  2810; Karlsruher SC; BBBank Wildpark; Karlsruhe
  2811; Paderborn; Home Deluxe Arena; Paderborn
  2812; Magdeburg; Avnet Arena; Magdeburg
  2813; Greuther Fürth; Sportpark Ronhof Thomas Sommer; Fürth
  2814; Eintracht Braunschweig; Eintracht-Stadion; Braunschweig
  2815; Preußen Münster; Preußenstadion; Münster
  2816; Arminia Bielefeld; SchücoArena; Bielefeld
  2817; Dynamo Dresden; Rudolf-Harbig-Stadion; Dresden
  2818; Elversberg; Ursapharm-Arena an der Kaiserlinde; Spiesen-Elversberg
`,
);

const FR_LIGUE_1 = roster(
  1720,
  150,
  `
  2901; Paris Saint-Germain; Parc des Princes; Paris
  2902; Olympique de Marseille; Orange Vélodrome; Marselha
  2903; Monaco; Stade Louis II; Mônaco
  2904; Lille; Stade Pierre-Mauroy; Villeneuve-d'Ascq
  2905; Lyon; Groupama Stadium; Décines-Charpieu
  2906; Nice; Allianz Riviera; Nice
  2907; Lens; Stade Bollaert-Delelis; Lens
  2908; Strasbourg; Stade de la Meinau; Estrasburgo
  2909; Rennes; Roazhon Park; Rennes
  2910; Toulouse; Stadium de Toulouse; Toulouse
  2911; Brest; Stade Francis-Le Blé; Brest
  2912; Auxerre; Stade de l'Abbé-Deschamps; Auxerre
  2913; Nantes; Stade de la Beaujoire; Nantes
  2914; Angers; Stade Raymond-Kopa; Angers
  2915; Le Havre; Stade Océane; Le Havre
  2916; Lorient; Stade du Moustoir; Lorient
  2917; Paris FC; Stade Jean-Bouin; Paris
  2918; Metz; Stade Saint-Symphorien; Metz
`,
);

const FR_LIGUE_2 = roster(
  1560,
  55,
  `
  3001; Saint-Étienne; Stade Geoffroy-Guichard; Saint-Étienne
  3002; Montpellier; Stade de la Mosson; Montpellier
  3003; Reims; Stade Auguste-Delaune; Reims
  3004; Guingamp; Stade du Roudourou; Guingamp
  3005; Troyes; Stade de l'Aube; Troyes
  3006; Red Star; Stade Bauer; Saint-Ouen-sur-Seine
  3007; Annecy; Parc des Sports; Annecy
  3008; Dunkerque; Stade Marcel-Tribut; Dunquerque
  3009; Pau; Nouste Camp; Pau
  3010; Grenoble; Stade des Alpes; Grenoble
  3011; Amiens; Stade de la Licorne; Amiens
  3012; Bastia; Stade Armand-Cesari; Bastia
  3013; Laval; Stade Francis-Le Basser; Laval
  3014; Clermont; Stade Gabriel-Montpied; Clermont-Ferrand
  3015; Rodez; Stade Paul-Lignon; Rodez
  3016; Nancy; Stade Marcel-Picot; Nancy
  3017; Le Mans; MMArena; Le Mans
  3018; Boulogne; Stade de la Libération; Boulogne-sur-Mer
`,
);

const PT_PRIMEIRA = roster(
  1640,
  170,
  `
  3101; Benfica; Estádio da Luz; Lisboa
  3102; Porto; Estádio do Dragão; Porto
  3103; Sporting; Estádio José Alvalade; Lisboa
  3104; Braga; Estádio Municipal de Braga; Braga
  3105; Vitória de Guimarães; Estádio D. Afonso Henriques; Guimarães
  3106; Famalicão; Estádio Municipal 22 de Junho; Vila Nova de Famalicão
  3107; Gil Vicente; Estádio Cidade de Barcelos; Barcelos
  3108; Moreirense; Parque Comendador Joaquim de Almeida Freitas; Moreira de Cónegos
  3109; Estoril; Estádio António Coimbra da Mota; Estoril
  3110; Casa Pia; Estádio Municipal de Rio Maior; Rio Maior
  3111; Rio Ave; Estádio do Rio Ave; Vila do Conde
  3112; Santa Clara; Estádio de São Miguel; Ponta Delgada
  3113; Arouca; Estádio Municipal de Arouca; Arouca
  3114; Estrela da Amadora; Estádio José Gomes; Amadora
  3115; Nacional da Madeira; Estádio da Madeira; Funchal
  3116; Alverca; Complexo Desportivo do FC Alverca; Alverca do Ribatejo
  3117; Tondela; Estádio João Cardoso; Tondela
  3118; AVS; Estádio do Clube Desportivo das Aves; Vila das Aves
`,
);

const NL_EREDIVISIE = roster(
  1630,
  150,
  `
  3201; PSV; Philips Stadion; Eindhoven
  3202; Ajax; Johan Cruijff ArenA; Amsterdã
  3203; Feyenoord; De Kuip; Roterdã
  3204; AZ; AFAS Stadion; Alkmaar
  3205; Twente; De Grolsch Veste; Enschede
  3206; Utrecht; Stadion Galgenwaard; Utrecht
  3207; Go Ahead Eagles; De Adelaarshorst; Deventer
  3208; NEC; Goffertstadion; Nijmegen
  3209; Heerenveen; Abe Lenstra Stadion; Heerenveen
  3210; Groningen; Euroborg; Groningen
  3211; Sparta Rotterdam; Het Kasteel; Roterdã
  3212; Fortuna Sittard; Fortuna Sittard Stadion; Sittard
  3213; Heracles; Erve Asito; Almelo
  3214; NAC Breda; Rat Verlegh Stadion; Breda
  3215; PEC Zwolle; MAC³PARK Stadion; Zwolle
  3216; Excelsior; Van Donge & De Roo Stadion; Roterdã
  3217; Telstar; BUKO Stadion; Velsen
  3218; Volendam; Kras Stadion; Volendam
`,
);

const BE_PRO_LEAGUE = roster(
  1610,
  120,
  `
  3301; Club Brugge; Jan Breydelstadion; Bruges
  3302; Union Saint-Gilloise; Stade Joseph Marien; Bruxelas
  3303; Anderlecht; Lotto Park; Bruxelas
  3304; Genk; Cegeka Arena; Genk
  3305; Gent; Planet Group Arena; Gent
  3306; Antwerp; Bosuilstadion; Antuérpia
  3307; Standard Liège; Stade Maurice Dufrasne; Liège
  3308; Mechelen; AFAS Stadion Achter de Kazerne; Mechelen
  3309; Westerlo; Het Kuipje; Westerlo
  3310; Charleroi; Stade du Pays de Charleroi; Charleroi
  3311; Cercle Brugge; Jan Breydelstadion; Bruges
  3312; OH Leuven; Den Dreef; Leuven
  3313; Sint-Truiden; Stayen; Sint-Truiden
  3314; Dender; Van Roystadion; Denderleeuw
  3315; Zulte Waregem; Elindus Arena; Waregem
  3316; La Louvière; Stade du Tivoli; La Louvière
`,
);

const SC_PREMIERSHIP = roster(
  1560,
  150,
  `
  3401; Celtic; Celtic Park; Glasgow
  3402; Rangers; Ibrox Stadium; Glasgow
  3403; Hearts; Tynecastle Park; Edimburgo
  3404; Hibernian; Easter Road; Edimburgo
  3405; Aberdeen; Pittodrie Stadium; Aberdeen
  3406; Motherwell; Fir Park; Motherwell
  3407; Dundee United; Tannadice Park; Dundee
  3408; St Mirren; SMISA Stadium; Paisley
  3409; Kilmarnock; Rugby Park; Kilmarnock
  3410; Dundee; Dens Park; Dundee
  3411; Falkirk; Falkirk Stadium; Falkirk
  3412; Livingston; Almondvale Stadium; Livingston
`,
);

const TR_SUPER_LIG = roster(
  1600,
  130,
  `
  3501; Galatasaray; Rams Park; Istambul
  3502; Fenerbahçe; Estádio Şükrü Saracoğlu; Istambul
  3503; Beşiktaş; Tüpraş Stadyumu; Istambul
  3504; Trabzonspor; Papara Park; Trebizonda
  3505; Başakşehir; Başakşehir Fatih Terim Stadyumu; Istambul
  3506; Samsunspor; Samsun 19 Mayıs Stadyumu; Samsun
  3507; Göztepe; Gürsel Aksel Stadyumu; Esmirna
  3508; Eyüpspor; Recep Tayyip Erdoğan Stadyumu; Istambul
  3509; Kasımpaşa; Recep Tayyip Erdoğan Stadyumu; Istambul
  3510; Antalyaspor; Corendon Airlines Park; Antália
  3511; Alanyaspor; Alanya Oba Stadyumu; Alanya
  3512; Konyaspor; Konya Büyükşehir Stadyumu; Kônia
  3513; Kayserispor; RHG Enertürk Enerji Stadyumu; Kayseri
  3514; Gaziantep FK; Gaziantep Stadyumu; Gaziantep
  3515; Rizespor; Çaykur Didi Stadyumu; Rize
  3516; Kocaelispor; Kocaeli Stadyumu; Kocaeli
  3517; Gençlerbirliği; Eryaman Stadyumu; Ancara
  3518; Fatih Karagümrük; Atatürk Olimpiyat Stadyumu; Istambul
`,
);

const GR_SUPER_LEAGUE = roster(
  1580,
  120,
  `
  3601; Olympiacos; Estádio Georgios Karaiskakis; Pireu
  3602; PAOK; Estádio Toumba; Salônica
  3603; AEK Atenas; OPAP Arena; Atenas
  3604; Panathinaikos; Estádio Apostolos Nikolaidis; Atenas
  3605; Aris; Estádio Kleanthis Vikelidis; Salônica
  3606; Atromitos; Estádio Peristeri; Atenas
  3607; OFI; Estádio Theodoros Vardinogiannis; Heraklion
  3608; Asteras Tripolis; Estádio Theodoros Kolokotronis; Trípoli
  3609; Volos; Estádio Panthessaliko; Volos
  3610; Panetolikos; Estádio Panetolikos; Agrinio
  3611; Levadiakos; Estádio Levadia; Livadeia
  3612; Kifisia; Estádio Zirineio; Kifisia
  3613; AEL Larissa; AEL FC Arena; Larissa
  3614; Panserraikos; Estádio Municipal de Serres; Serres
`,
);

const AT_BUNDESLIGA = roster(
  1570,
  100,
  `
  3701; Red Bull Salzburg; Red Bull Arena; Salzburgo
  3702; Sturm Graz; Merkur Arena; Graz
  3703; Rapid Viena; Allianz Stadion; Viena
  3704; Austria Viena; Generali Arena; Viena
  3705; LASK; Raiffeisen Arena; Linz
  3706; Wolfsberger AC; Lavanttal-Arena; Wolfsberg
  3707; Hartberg; Profertil Arena; Hartberg
  3708; Rheindorf Altach; Cashpoint Arena; Altach
  3709; WSG Tirol; Tivoli Stadion Tirol; Innsbruck
  3710; Blau-Weiß Linz; Hofmann Personal Stadion; Linz
  3711; Grazer AK; Merkur Arena; Graz
  3712; Ried; Josko Arena; Ried im Innkreis
`,
);

const CH_SUPER_LEAGUE = roster(
  1570,
  100,
  `
  3801; Basel; St. Jakob-Park; Basileia
  3802; Young Boys; Stadion Wankdorf; Berna
  3803; Servette; Stade de Genève; Genebra
  3804; Lugano; Stadio di Cornaredo; Lugano
  3805; St. Gallen; Kybunpark; St. Gallen
  3806; Luzern; Swissporarena; Lucerna
  3807; Lausanne-Sport; Stade de la Tuilière; Lausanne
  3808; Zürich; Letzigrund; Zurique
  3809; Sion; Stade de Tourbillon; Sion
  3810; Thun; Stockhorn Arena; Thun
  3811; Grasshoppers; Letzigrund; Zurique
  3812; Winterthur; Schützenwiese; Winterthur
`,
);

const DK_SUPERLIGA = roster(
  1560,
  100,
  `
  3901; Copenhagen; Parken; Copenhague
  3902; Midtjylland; MCH Arena; Herning
  3903; Brøndby; Brøndby Stadion; Brøndby
  3904; AGF; Ceres Park; Aarhus
  3905; Nordsjælland; Right to Dream Park; Farum
  3906; Randers; Cepheus Park; Randers
  3907; Silkeborg; JYSK Park; Silkeborg
  3908; Viborg; Energi Viborg Arena; Viborg
  3909; OB; Nature Energy Park; Odense
  3910; Vejle; Vejle Stadion; Vejle
  3911; Sønderjyske; Sydbank Park; Haderslev
  3912; Fredericia; Monjasa Park; Fredericia
`,
);

const CZ_FIRST_LEAGUE = roster(
  1550,
  100,
  `
  4001; Slavia Praga; Fortuna Arena; Praga
  4002; Sparta Praga; epet ARENA; Praga
  4003; Viktoria Plzeň; Doosan Arena; Plzeň
  4004; Baník Ostrava; Městský stadion Ostrava; Ostrava
  4005; Sigma Olomouc; Andrův stadion; Olomouc
  4006; Jablonec; Stadion Střelnice; Jablonec nad Nisou
  4007; Slovan Liberec; Stadion u Nisy; Liberec
  4008; Hradec Králové; Malšovická aréna; Hradec Králové
  4009; Mladá Boleslav; Lokotrans Aréna; Mladá Boleslav
  4010; Slovácko; Městský fotbalový stadion Miroslava Valenty; Uherské Hradiště
  4011; Teplice; Stadion Na Stínadlech; Teplice
  4012; Bohemians 1905; Ďolíček; Praga
  4013; Karviná; Městský stadion Karviná; Karviná
  4014; Pardubice; CFIG Arena; Pardubice
  4015; Dukla Praga; Stadion Juliska; Praga
  4016; Zlín; Letná; Zlín
`,
);

// Clubs that only appear in UEFA competitions here (their leagues are not simulated).
roster(
  1560,
  70,
  `
  4102; Dinamo Zagreb; Estádio Maksimir; Zagreb
  4103; Estrela Vermelha; Estádio Rajko Mitić; Belgrado
  4104; Ferencváros; Groupama Aréna; Budapeste
  4105; Qarabağ; Estádio Tofiq Bahramov; Baku
  4107; Maccabi Tel Aviv; Estádio Bloomfield; Tel Aviv
  4108; FCSB; Arena Națională; Bucareste
  4109; Ludogorets; Huvepharma Arena; Razgrad
  4110; Pafos; Estádio Stelios Kyriakides; Pafos
  4112; Kairat; Estádio Central; Almaty
`,
);

// Clubs that only appear in the Conference League here.
roster(
  1480,
  70,
  `
  4201; Shakhtar Donetsk; Arena Lviv; Lviv
  4204; Dynamo Kyiv; Estádio Olímpico; Kiev
  4207; Rijeka; Stadion Rujevica; Rijeka
  4208; Omonia; GSP Stadium; Nicósia
  4209; AEK Larnaca; AEK Arena; Larnaca
  4210; Slovan Bratislava; Tehelné pole; Bratislava
  4211; Universitatea Craiova; Stadionul Ion Oblemenco; Craiova
  4213; Celje; Stadion Z'dežele; Celje
  4214; Shamrock Rovers; Tallaght Stadium; Dublin
  4215; Zrinjski Mostar; Stadion pod Bijelim Brijegom; Mostar
  4216; Noah; Estádio Republicano Vazgen Sargsyan; Yerevan
  4217; KuPS; Väre Areena; Kuopio
  4218; Shkëndija; Ecolog Arena; Tetovo
  4219; Drita; Estádio Fadil Vokrri; Pristina
  4220; Shelbourne; Tolka Park; Dublin
  4221; Breiðablik; Kópavogsvöllur; Kópavogur
  4222; Hamrun Spartans; Estádio Nacional de Ta' Qali; Ta' Qali
  4223; Lincoln Red Imps; Estádio Victoria; Gibraltar
`,
);

const NL_EERSTE_DIVISIE = roster(
  1480,
  55,
  `
  3251; Willem II; Koning Willem II Stadion; Tilburg
  3252; ADO Den Haag; Bingoal Stadion; Haia
  3253; Roda JC; Parkstad Limburg Stadion; Kerkrade
  3254; Cambuur; Kooi Stadion; Leeuwarden
  3255; De Graafschap; De Vijverberg; Doetinchem
  3256; Almere City; Yanmar Stadion; Almere
  3257; RKC Waalwijk; Mandemakers Stadion; Waalwijk
  3258; FC Emmen; De Oude Meerdijk; Emmen
  3259; FC Den Bosch; De Vliert; 's-Hertogenbosch
  3260; FC Dordrecht; M-Scores Stadion; Dordrecht
  3261; VVV-Venlo; Covebo Stadion De Koel; Venlo
  3262; Helmond Sport; GS Staalwerken Stadion; Helmond
  3263; FC Eindhoven; Jan Louwers Stadion; Eindhoven
  3264; TOP Oss; Frans Heesen Stadion; Oss
  3265; MVV Maastricht; Stadion De Geusselt; Maastricht
  3266; Jong Ajax; Sportpark De Toekomst; Amsterdã
  3267; Jong PSV; De Herdgang; Eindhoven
  3268; Jong AZ; AFAS Trainingscomplex; Wijdewormer
  3269; Jong Utrecht; Sportcomplex Zoudenbalch; Utrecht
  3270; Vitesse; GelreDome; Arnhem
`,
);

const PT_LIGA_2 = roster(
  1490,
  55,
  `
  3151; Marítimo; Estádio do Marítimo; Funchal
  3152; Académico de Viseu; Estádio do Fontelo; Viseu
  3153; Vizela; Estádio do FC Vizela; Vizela
  3154; Chaves; Estádio Municipal Eng. Manuel Branco Teixeira; Chaves
  3155; Paços de Ferreira; Estádio Capital do Móvel; Paços de Ferreira
  3156; Portimonense; Estádio Municipal de Portimão; Portimão
  3157; Farense; Estádio de São Luís; Faro
  3158; Torreense; Estádio Manuel Marques; Torres Vedras
  3159; Feirense; Estádio Marcolino de Castro; Santa Maria da Feira
  3160; Leixões; Estádio do Mar; Matosinhos
  3161; União de Leiria; Estádio Dr. Magalhães Pessoa; Leiria
  3162; Penafiel; Estádio Municipal 25 de Abril; Penafiel
  3163; Oliveirense; Estádio Carlos Osório; Oliveira de Azeméis
  3164; Felgueiras; Estádio Dr. Machado de Matos; Felgueiras
  3165; Lusitânia de Lourosa; Estádio do Lusitânia; Lourosa
  3166; Benfica B; Benfica Campus; Seixal
  3167; Porto B; Estádio Luís Filipe Menezes; Vila Nova de Gaia
  3168; Belenenses; Estádio do Restelo; Lisboa
`,
);

const PL_EKSTRAKLASA = roster(
  1520,
  80,
  `
  4301; Lech Poznań; Enea Stadion; Poznań
  4302; Raków Częstochowa; Estádio Municipal de Częstochowa; Częstochowa
  4303; Jagiellonia; Chorten Arena; Białystok
  4304; Legia Varsóvia; Estádio Marechal Józef Piłsudski; Varsóvia
  4305; Pogoń Szczecin; Stadion Miejski im. Floriana Krygiera; Szczecin
  4306; Górnik Zabrze; Arena Zabrze; Zabrze
  4307; Cracovia; Stadion Cracovii; Cracóvia
  4308; Zagłębie Lubin; KGHM Zagłębie Arena; Lubin
  4309; Widzew Łódź; Stadion Widzewa; Łódź
  4310; Korona Kielce; Exbud Arena; Kielce
  4311; Piast Gliwice; Stadion Miejski w Gliwicach; Gliwice
  4312; Motor Lublin; Motor Lublin Arena; Lublin
  4313; Lechia Gdańsk; Polsat Plus Arena Gdańsk; Gdańsk
  4314; GKS Katowice; Arena Katowice; Katowice
  4315; Radomiak Radom; Stadion im. Braci Czachorów; Radom
  4316; Wisła Płock; Orlen Stadion; Płock
  4317; Arka Gdynia; Stadion Miejski w Gdyni; Gdynia
  4318; Termalica Nieciecza; Stadion Bruk-Bet Termalica; Nieciecza
`,
);

const NO_ELITESERIEN = roster(
  1520,
  90,
  `
  4401; Bodø/Glimt; Aspmyra Stadion; Bodø
  4402; Brann; Brann Stadion; Bergen
  4403; Viking; SR-Bank Arena; Stavanger
  4404; Rosenborg; Lerkendal Stadion; Trondheim
  4405; Molde; Aker Stadion; Molde
  4406; Tromsø; Romssa Arena; Tromsø
  4407; Fredrikstad; Nye Fredrikstad Stadion; Fredrikstad
  4408; Sarpsborg 08; Sarpsborg Stadion; Sarpsborg
  4409; Vålerenga; Intility Arena; Oslo
  4410; Sandefjord; Release Arena; Sandefjord
  4411; KFUM Oslo; KFUM Arena; Oslo
  4412; HamKam; Briskeby Arena; Hamar
  4413; Kristiansund; Kristiansund Stadion; Kristiansund
  4414; Strømsgodset; Marienlyst Stadion; Drammen
  4415; Haugesund; Haugesund Sparebank Arena; Haugesund
  4416; Bryne; Bryne Stadion; Bryne
`,
);

const SE_ALLSVENSKAN = roster(
  1510,
  80,
  `
  4501; Malmö; Eleda Stadion; Malmö
  4502; Mjällby; Strandvallen; Hällevik
  4503; Hammarby; 3Arena; Estocolmo
  4504; AIK; Strawberry Arena; Solna
  4505; Häcken; Bravida Arena; Gotemburgo
  4506; Djurgården; 3Arena; Estocolmo
  4507; IFK Göteborg; Gamla Ullevi; Gotemburgo
  4508; Elfsborg; Borås Arena; Borås
  4509; GAIS; Gamla Ullevi; Gotemburgo
  4510; Sirius; Studenternas IP; Uppsala
  4511; Halmstad; Örjans Vall; Halmstad
  4512; Brommapojkarna; Grimsta IP; Estocolmo
  4513; IFK Norrköping; PlatinumCars Arena; Norrköping
  4514; Degerfors; Stora Valla; Degerfors
  4515; Värnamo; Finnvedsvallen; Värnamo
  4516; Östers IF; Visma Arena; Växjö
`,
);

const EG_PREMIER = roster(
  1480,
  100,
  `
  7101; Al Ahly; Estádio Internacional do Cairo; Cairo
  7102; Pyramids; Estádio 30 de Junho; Cairo
  7103; Zamalek; Estádio Internacional do Cairo; Cairo
  7104; Al Masry; Estádio de Port Said; Port Said
  7105; Ceramica Cleopatra; Estádio Al Salam; Cairo
  7106; Future FC; Estádio Al Salam; Cairo
  7107; ZED; Estádio Petrosport; Cairo
  7108; Smouha; Estádio Borg El Arab; Alexandria
  7109; ENPPI; Estádio Petrosport; Cairo
  7110; Al Ittihad Alexandria; Estádio de Alexandria; Alexandria
  7111; Pharco; Estádio Borg El Arab; Alexandria
  7112; El Gouna; Estádio El Gouna; El Gouna
  7113; Ismaily; Estádio de Ismaília; Ismaília
  7114; Talaea El Gaish; Estádio Gehaz El Reyada; Cairo
  7115; National Bank of Egypt; Estádio Al Salam; Cairo
  7116; Petrojet; Estádio de Suez; Suez
  7117; Ghazl El Mahalla; Estádio Ghazl El Mahalla; El Mahalla El Kubra
  7118; El Mokawloon; Estádio Osman Ahmed Osman; Cairo
`,
);

const AR_LIGA = roster(
  1610,
  100,
  `
  5001; River Plate; Estadio Monumental; Buenos Aires
  5002; Boca Juniors; La Bombonera; Buenos Aires
  5003; Racing Club; Estadio Presidente Perón; Avellaneda
  5004; Vélez Sarsfield; Estadio José Amalfitani; Buenos Aires
  5005; Estudiantes; Estadio Jorge Luis Hirschi; La Plata
  5006; Talleres; Estadio Mario Alberto Kempes; Córdoba
  5007; Independiente; Estadio Libertadores de América; Avellaneda
  5008; Rosario Central; Estadio Gigante de Arroyito; Rosario
  5009; Argentinos Juniors; Estadio Diego Armando Maradona; Buenos Aires
  5010; Lanús; Estadio Ciudad de Lanús; Lanús
  5011; Huracán; Estadio Tomás Adolfo Ducó; Buenos Aires
  5012; San Lorenzo; Estadio Pedro Bidegain; Buenos Aires
  5013; Defensa y Justicia; Estadio Norberto Tomaghello; Florencio Varela
  5014; Belgrano; Estadio Julio César Villagra; Córdoba
  5015; Godoy Cruz; Estadio Malvinas Argentinas; Mendoza
  5016; Tigre; Estadio José Dellagiovanna; Victoria
  5017; Platense; Estadio Ciudad de Vicente López; Vicente López
  5018; Newell's Old Boys; Estadio Marcelo Bielsa; Rosario
  5019; Unión; Estadio 15 de Abril; Santa Fe
  5020; Gimnasia La Plata; Estadio Juan Carmelo Zerillo; La Plata
  5021; Central Córdoba; Estadio Único Madre de Ciudades; Santiago del Estero
  5022; Instituto; Estadio Juan Domingo Perón; Córdoba
  5023; Barracas Central; Estadio Claudio Tapia; Buenos Aires
  5024; Banfield; Estadio Florencio Sola; Banfield
  5025; Atlético Tucumán; Estadio Monumental José Fierro; San Miguel de Tucumán
  5026; Independiente Rivadavia; Estadio Bautista Gargantini; Mendoza
  5027; Sarmiento; Estadio Eva Perón; Junín
  5028; Aldosivi; Estadio José María Minella; Mar del Plata
`,
);

const CO_PRIMERA = roster(
  1550,
  90,
  `
  5101; Atlético Nacional; Estadio Atanasio Girardot; Medellín
  5102; Junior; Estadio Metropolitano Roberto Meléndez; Barranquilla
  5103; Millonarios; Estadio El Campín; Bogotá
  5104; América de Cali; Estadio Olímpico Pascual Guerrero; Cali
  5105; Independiente Santa Fe; Estadio El Campín; Bogotá
  5106; Independiente Medellín; Estadio Atanasio Girardot; Medellín
  5107; Deportes Tolima; Estadio Manuel Murillo Toro; Ibagué
  5108; Once Caldas; Estadio Palogrande; Manizales
  5109; Atlético Bucaramanga; Estadio Américo Montanini; Bucaramanga
  5110; Deportivo Cali; Estadio Deportivo Cali; Palmira
  5111; Deportivo Pasto; Estadio Departamental Libertad; Pasto
  5112; Águilas Doradas; Estadio Alberto Grisales; Rionegro
  5113; Alianza FC; Estadio Armando Maestre Pavajeau; Valledupar
  5114; Internacional de Bogotá; Estadio Metropolitano de Techo; Bogotá
  5115; Deportivo Pereira; Estadio Hernán Ramírez Villegas; Pereira
  5116; Fortaleza CEIF; Estadio Metropolitano de Techo; Bogotá
  5117; Envigado; Estadio Polideportivo Sur; Envigado
  5118; Boyacá Chicó; Estadio La Independencia; Tunja
  5119; Llaneros; Estadio Bello Horizonte; Villavicencio
  5120; Unión Magdalena; Estadio Sierra Nevada; Santa Marta
`,
);

const CL_PRIMERA = roster(
  1520,
  90,
  `
  5201; Colo-Colo; Estadio Monumental David Arellano; Santiago
  5202; Universidad de Chile; Estadio Nacional; Santiago
  5203; Universidad Católica; Claro Arena; Santiago
  5204; Coquimbo Unido; Estadio Francisco Sánchez Rumoroso; Coquimbo
  5205; Palestino; Estadio Municipal de La Cisterna; Santiago
  5206; O'Higgins; Estadio El Teniente; Rancagua
  5207; Huachipato; Estadio Huachipato-CAP Acero; Talcahuano
  5208; Cobresal; Estadio El Cobre; El Salvador
  5209; Everton (CHI); Estadio Sausalito; Viña del Mar
  5210; Audax Italiano; Estadio Bicentenario de La Florida; Santiago
  5211; Unión La Calera; Estadio Nicolás Chahuán Nazar; La Calera
  5212; Ñublense; Estadio Nelson Oyarzún; Chillán
  5213; Deportes Iquique; Estadio Tierra de Campeones; Iquique
  5214; Deportes La Serena; Estadio La Portada; La Serena
  5215; Deportes Limache; Estadio Lucio Fariña; Quillota
  5216; Cobreloa; Estadio Zorros del Desierto; Calama
`,
);

const UY_PRIMERA = roster(
  1520,
  90,
  `
  5301; Peñarol; Estadio Campeón del Siglo; Montevidéu
  5302; Nacional (URU); Gran Parque Central; Montevidéu
  5303; Defensor Sporting; Estadio Luis Franzini; Montevidéu
  5304; Liverpool (URU); Estadio Belvedere; Montevidéu
  5305; Racing (URU); Estadio Osvaldo Roberto; Montevidéu
  5306; Danubio; Estadio Jardines del Hipódromo; Montevidéu
  5307; Boston River; Estadio Centenario; Montevidéu
  5308; Cerro Largo; Estadio Antonio Eleuterio Ubilla; Melo
  5309; Montevideo Wanderers; Parque Alfredo Víctor Viera; Montevidéu
  5310; Juventud; Estadio Parque Artigas; Las Piedras
  5311; Plaza Colonia; Estadio Profesor Alberto Suppici; Colonia del Sacramento
  5312; Progreso; Parque Abraham Paladino; Montevidéu
  5313; River Plate (URU); Estadio Federico Saroldi; Montevidéu
  5314; Cerro; Estadio Luis Tróccoli; Montevidéu
  5315; Montevideo City Torque; Estadio Centenario; Montevidéu
  5316; Miramar Misiones; Parque Luis Méndez Piana; Montevidéu
`,
);

const EC_LIGAPRO = roster(
  1520,
  90,
  `
  5401; Independiente del Valle; Estadio Banco Guayaquil; Sangolquí
  5402; LDU Quito; Estadio Rodrigo Paz Delgado; Quito
  5403; Barcelona SC; Estadio Monumental Isidro Romero Carbo; Guayaquil
  5404; Emelec; Estadio George Capwell; Guayaquil
  5405; Universidad Católica (ECU); Estadio Olímpico Atahualpa; Quito
  5406; Aucas; Estadio Gonzalo Pozo Ripalda; Quito
  5407; Orense; Estadio 9 de Mayo; Machala
  5408; Deportivo Cuenca; Estadio Alejandro Serrano Aguilar; Cuenca
  5409; Mushuc Runa; Estadio COAC Mushuc Runa; Ambato
  5410; El Nacional; Estadio Olímpico Atahualpa; Quito
  5411; Técnico Universitario; Estadio Bellavista; Ambato
  5412; Macará; Estadio Bellavista; Ambato
  5413; Delfín; Estadio Jocay; Manta
  5414; Libertad FC; Estadio Reina del Cisne; Loja
  5415; Manta FC; Estadio Jocay; Manta
  5416; Guayaquil City; Estadio Christian Benítez; Guayaquil
`,
);

const PE_LIGA_1 = roster(
  1500,
  90,
  `
  5501; Universitario; Estadio Monumental de Lima; Lima
  5502; Alianza Lima; Estadio Alejandro Villanueva; Lima
  5503; Sporting Cristal; Estadio Alberto Gallardo; Lima
  5504; Melgar; Estadio Monumental de la UNSA; Arequipa
  5505; Cienciano; Estadio Inca Garcilaso de la Vega; Cusco
  5506; Cusco FC; Estadio Inca Garcilaso de la Vega; Cusco
  5507; Deportivo Garcilaso; Estadio Inca Garcilaso de la Vega; Cusco
  5508; Sport Huancayo; Estadio Huancayo; Huancayo
  5509; ADT; Estadio Unión Tarma; Tarma
  5510; Alianza Atlético; Estadio Campeones del 36; Sullana
  5511; Atlético Grau; Estadio Municipal de Bernal; Piura
  5512; Los Chankas; Estadio Los Chankas; Andahuaylas
  5513; Comerciantes Unidos; Estadio Juan Maldonado Gamarra; Cutervo
  5514; Sport Boys; Estadio Miguel Grau; Callao
  5515; UTC; Estadio Héroes de San Ramón; Cajamarca
  5516; Juan Pablo II College; Estadio Juan Pablo II; Chongoyape
  5517; Ayacucho FC; Estadio Ciudad de Cumaná; Ayacucho
  5518; Alianza Universidad; Estadio Heraclio Tapia; Huánuco
`,
);

const PY_PRIMERA = roster(
  1520,
  80,
  `
  5601; Olimpia; Estadio Manuel Ferreira; Assunção
  5602; Cerro Porteño; Estadio General Pablo Rojas; Assunção
  5603; Libertad; Estadio Dr. Nicolás Leoz; Assunção
  5604; Guaraní; Estadio Rogelio Livieres; Assunção
  5605; Nacional (PAR); Estadio Arsenio Erico; Assunção
  5606; Sportivo Luqueño; Estadio Feliciano Cáceres; Luque
  5607; Sportivo Trinidense; Estadio Martín Torres; Assunção
  5608; 2 de Mayo; Estadio Río Parapití; Pedro Juan Caballero
  5609; Sportivo Ameliano; Estadio Ka'arendy; Juan León Mallorquín
  5610; General Caballero JLM; Estadio Ka'arendy; Juan León Mallorquín
  5611; Recoleta; Estadio Ka'a Poty; Assunção
  5612; Atlético Tembetary; Estadio Ypané; Ypané
`,
);

// Bolivian and Venezuelan clubs appear here only in CONMEBOL competitions.
roster(
  1460,
  70,
  `
  5701; Bolívar; Estadio Hernando Siles; La Paz
  5702; The Strongest; Estadio Hernando Siles; La Paz
  5703; Always Ready; Estadio Municipal de El Alto; El Alto
  5704; Deportivo Táchira; Estadio Polideportivo de Pueblo Nuevo; San Cristóbal
  5706; Carabobo; Estadio Misael Delgado; Valencia
  5707; San Antonio Bulo Bulo; Estadio Carlos Villegas; Entre Ríos
  5708; Universidad Central; Estadio Olímpico de la UCV; Caracas
  5709; Academia Puerto Cabello; Estadio La Bombonerita; Puerto Cabello
`,
);

const US_MLS = roster(
  1540,
  80,
  `
  6001; Inter Miami; Chase Stadium; Fort Lauderdale
  6002; Columbus Crew; Lower.com Field; Columbus
  6003; FC Cincinnati; TQL Stadium; Cincinnati
  6004; LAFC; BMO Stadium; Los Angeles
  6005; Philadelphia Union; Subaru Park; Chester
  6006; Vancouver Whitecaps; BC Place; Vancouver
  6007; Seattle Sounders; Lumen Field; Seattle
  6008; LA Galaxy; Dignity Health Sports Park; Carson
  6009; Orlando City; Inter&Co Stadium; Orlando
  6010; Minnesota United; Allianz Field; Saint Paul
  6011; Charlotte FC; Bank of America Stadium; Charlotte
  6012; San Diego FC; Snapdragon Stadium; San Diego
  6013; New York City FC; Yankee Stadium; Nova York
  6014; Nashville SC; Geodis Park; Nashville
  6015; New York Red Bulls; Sports Illustrated Stadium; Harrison
  6016; Atlanta United; Mercedes-Benz Stadium; Atlanta
  6017; Portland Timbers; Providence Park; Portland
  6018; Austin FC; Q2 Stadium; Austin
  6019; Real Salt Lake; America First Field; Sandy
  6020; Houston Dynamo; Shell Energy Stadium; Houston
  6021; Colorado Rapids; Dick's Sporting Goods Park; Commerce City
  6022; Chicago Fire; Soldier Field; Chicago
  6023; FC Dallas; Toyota Stadium; Frisco
  6024; New England Revolution; Gillette Stadium; Foxborough
  6025; D.C. United; Audi Field; Washington
  6026; Sporting Kansas City; Children's Mercy Park; Kansas City
  6027; St. Louis City; Energizer Park; St. Louis
  6028; San Jose Earthquakes; PayPal Park; San Jose
  6029; CF Montréal; Stade Saputo; Montreal
  6030; Toronto FC; BMO Field; Toronto
`,
);

const MX_LIGA_MX = roster(
  1560,
  90,
  `
  6101; Club América; Estadio Ciudad de los Deportes; Cidade do México
  6102; Toluca; Estadio Nemesio Díez; Toluca
  6103; Tigres UANL; Estadio Universitario; San Nicolás de los Garza
  6104; Cruz Azul; Estadio Olímpico Universitario; Cidade do México
  6105; Monterrey; Estadio BBVA; Guadalupe
  6106; Guadalajara; Estadio Akron; Zapopan
  6107; Pachuca; Estadio Hidalgo; Pachuca
  6108; Pumas UNAM; Estadio Olímpico Universitario; Cidade do México
  6109; León; Estadio León; León
  6110; Tijuana; Estadio Caliente; Tijuana
  6111; Santos Laguna; Estadio Corona; Torreón
  6112; Atlas; Estadio Jalisco; Guadalajara
  6113; Necaxa; Estadio Victoria; Aguascalientes
  6114; Juárez; Estadio Olímpico Benito Juárez; Ciudad Juárez
  6115; Atlético San Luis; Estadio Alfonso Lastras; San Luis Potosí
  6116; Querétaro; Estadio Corregidora; Querétaro
  6117; Puebla; Estadio Cuauhtémoc; Puebla
  6118; Mazatlán; Estadio El Encanto; Mazatlán
`,
);

const SA_PRO_LEAGUE = roster(
  1560,
  120,
  `
  7001; Al-Hilal; Kingdom Arena; Riad
  7002; Al-Nassr; Al-Awwal Park; Riad
  7003; Al-Ittihad; King Abdullah Sports City; Jidá
  7004; Al-Ahli; King Abdullah Sports City; Jidá
  7005; Al-Qadsiah; Prince Saud bin Jalawi Stadium; Khobar
  7006; Al-Ettifaq; EGO Stadium; Dammam
  7007; Al-Shabab; Al-Shabab Club Stadium; Riad
  7008; Al-Taawoun; Taawoun Club Stadium; Buraidá
  7009; Al-Fateh; Al-Fateh Club Stadium; Al-Hasa
  7010; Al-Khaleej; Prince Mohamed bin Fahd Stadium; Dammam
  7011; Al-Fayha; Al Majma'ah Sports City; Al Majma'ah
  7012; Al-Riyadh; Prince Faisal bin Fahd Stadium; Riad
  7013; Damac; Prince Sultan bin Abdulaziz Stadium; Abha
  7014; Al-Kholood; Al-Hazem Club Stadium; Ar Rass
  7015; Al-Okhdood; Prince Hathloul bin Abdulaziz Sport City; Najran
  7016; Al-Hazem; Al-Hazem Club Stadium; Ar Rass
  7017; Al-Najma; King Abdullah Sport City Stadium; Buraidá
  7018; Neom; King Khalid Sport City Stadium; Tabuk
`,
);

// Added for volume: more second and third tiers, Eastern Europe, the Gulf and North Africa.

const EN_LEAGUE_TWO = roster(
  1440,
  50,
  `
  4601; MK Dons; Stadium MK; Milton Keynes
  4602; Walsall; Bescot Stadium; Walsall
  4603; Notts County; Meadow Lane; Nottingham
  4604; Chesterfield; SMH Group Stadium; Chesterfield
  4605; Gillingham; Priestfield Stadium; Gillingham
  4606; Swindon Town; County Ground; Swindon
  4607; Salford City; Peninsula Stadium; Salford
  4608; Grimsby Town; Blundell Park; Cleethorpes
  4609; Bromley; Hayes Lane; Londres
  4610; Colchester United; JobServe Community Stadium; Colchester
  4611; Crewe Alexandra; Gresty Road; Crewe
  4612; Bristol Rovers; Memorial Stadium; Bristol
  4613; Fleetwood Town; Highbury Stadium; Fleetwood
  4614; Cheltenham Town; Whaddon Road; Cheltenham
  4615; Tranmere Rovers; Prenton Park; Birkenhead
  4616; Accrington Stanley; Wham Stadium; Accrington
  4617; Harrogate Town; Wetherby Road; Harrogate
  4618; Newport County; Rodney Parade; Newport
  4619; Barrow; Holker Street; Barrow-in-Furness
  4620; Crawley Town; Broadfield Stadium; Crawley
  4621; Cambridge United; Abbey Stadium; Cambridge
  4622; Shrewsbury Town; New Meadow; Shrewsbury
  4623; Oldham Athletic; Boundary Park; Oldham
  4624; Barnet; The Hive; Londres
`,
);

const DE_DRITTE = roster(
  1500,
  55,
  `
  4701; Energie Cottbus; Stadion der Freundschaft; Cottbus
  4702; MSV Duisburg; Schauinsland-Reisen-Arena; Duisburg
  4703; Hansa Rostock; Ostseestadion; Rostock
  4704; 1860 München; Städtisches Stadion an der Grünwalder Straße; Munique
  4705; Rot-Weiss Essen; Stadion an der Hafenstraße; Essen
  4706; Waldhof Mannheim; Carl-Benz-Stadion; Mannheim
  4707; Alemannia Aachen; Tivoli; Aachen
  4708; Erzgebirge Aue; Erzgebirgsstadion; Aue
  4709; Viktoria Köln; Sportpark Höhenberg; Colônia
  4710; SC Verl; Sportclub Arena; Verl
  4711; VfL Osnabrück; Stadion an der Bremer Brücke; Osnabrück
  4712; Wehen Wiesbaden; BRITA-Arena; Wiesbaden
  4713; Ingolstadt; Audi Sportpark; Ingolstadt
  4714; Jahn Regensburg; Jahnstadion; Regensburg
  4715; SSV Ulm; Donaustadion; Ulm
  4716; Saarbrücken; Ludwigspark; Saarbrücken
  4717; Stuttgarter Kickers; Gazi-Stadion auf der Waldau; Stuttgart
  4718; TSV Havelse; Wilhelm-Langrehr-Stadion; Garbsen
  4719; Schweinfurt 05; Sachs-Stadion; Schweinfurt
  4720; Hoffenheim II; Dietmar-Hopp-Stadion; Hoffenheim
`,
);

const TR_FIRST_LEAGUE = roster(
  1480,
  55,
  `
  6301; Amedspor; Estádio Diyarbakır; Diyarbakır
  6302; Erzurumspor; Estádio Kazım Karabekir; Erzurum
  6303; Bodrum; Estádio Bodrum İlçe; Bodrum
  6304; Pendikspor; Estádio Pendik; Istambul
  6305; Sakaryaspor; Estádio Atatürk de Sakarya; Sakarya
  6306; Bandırmaspor; Estádio 17 Eylül; Bandırma
  6307; Iğdır; Estádio Iğdır; Iğdır
  6308; Esenler Erokspor; Estádio Esenler; Istambul
  6309; Çorum; Estádio Yeni Çorum; Çorum
  6310; Keçiörengücü; Estádio Aktepe; Ancara
  6311; Manisa; Estádio Manisa 19 Mayıs; Manisa
  6312; Boluspor; Estádio Bolu Atatürk; Bolu
  6313; Ümraniyespor; Estádio Ümraniye; Istambul
  6314; Serik Belediyespor; Estádio Serik; Antália
  6315; Adana Demirspor; Estádio Novo de Adana; Adana
  6316; Hatayspor; Estádio Mersin; Mersin
  6317; Sivasspor; Estádio Novo 4 Eylül; Sivas
  6318; Sarıyer; Estádio Yusuf Ziya Öniş; Istambul
  6319; Van Spor; Estádio Van Atatürk; Van
  6320; İstanbulspor; Estádio Necmi Kadıoğlu; Istambul
`,
);

const SC_CHAMPIONSHIP = roster(
  1420,
  40,
  `
  6401; St Johnstone; McDiarmid Park; Perth
  6402; Dunfermline; East End Park; Dunfermline
  6403; Partick Thistle; Firhill Stadium; Glasgow
  6404; Raith Rovers; Stark's Park; Kirkcaldy
  6405; Ayr United; Somerset Park; Ayr
  6406; Greenock Morton; Cappielow Park; Greenock
  6407; Arbroath; Gayfield Park; Arbroath
  6408; Airdrieonians; Excelsior Stadium; Airdrie
  6409; Queen's Park; Lesser Hampden; Glasgow
  6410; Ross County; Victoria Park; Dingwall
`,
);

const RU_PREMIER = roster(
  1580,
  100,
  `
  6501; Zenit; Gazprom Arena; São Petersburgo
  6502; Krasnodar; Estádio Krasnodar; Krasnodar
  6503; Spartak Moscou; Lukoil Arena; Moscou
  6504; Lokomotiv Moscou; RZD Arena; Moscou
  6505; CSKA Moscou; VEB Arena; Moscou
  6506; Dynamo Moscou; VTB Arena; Moscou
  6507; Rubin Kazan; Ak Bars Arena; Kazan
  6508; Rostov; Rostov Arena; Rostov do Don
  6509; Baltika; Estádio Kaliningrado; Kaliningrado
  6510; Akhmat Grozny; Akhmat Arena; Grózni
  6511; Krylia Sovetov; Solidarnost Arena; Samara
  6512; Dynamo Makhachkala; Estádio Anzhi; Makhachkala
  6513; Akron Tolyatti; Estádio Metallurg; Samara
  6514; Orenburg; Estádio Gazovik; Orenburg
  6515; Nizhny Novgorod; Estádio Nizhny Novgorod; Nizhny Novgorod
  6516; Sochi; Estádio Fisht; Sochi
`,
);

const RO_LIGA_1 = roster(
  1500,
  70,
  `
  6601; CFR Cluj; Estádio Dr. Constantin Rădulescu; Cluj-Napoca
  6602; Rapid București; Estádio Giulești; Bucareste
  6603; Dinamo București; Arena Națională; Bucareste
  6604; Universitatea Cluj; Cluj Arena; Cluj-Napoca
  6605; Farul Constanța; Estádio Farul; Constança
  6606; Petrolul Ploiești; Estádio Ilie Oană; Ploiești
  6607; Oțelul Galați; Estádio Oțelul; Galați
  6608; UTA Arad; Estádio Francisc von Neuman; Arad
  6609; Hermannstadt; Estádio Municipal de Sibiu; Sibiu
  6610; Botoșani; Estádio Municipal de Botoșani; Botoșani
  6611; Unirea Slobozia; Estádio 1 Mai; Slobozia
  6612; Csíkszereda; Estádio Municipal de Miercurea Ciuc; Miercurea Ciuc
  6613; Metaloglobus; Estádio Clinceni; Bucareste
  6614; Argeș Pitești; Estádio Nicolae Dobrin; Pitești
`,
);

const RS_SUPERLIGA = roster(
  1470,
  70,
  `
  6801; Partizan; Estádio Partizan; Belgrado
  6802; TSC Bačka Topola; TSC Arena; Bačka Topola
  6803; Vojvodina; Estádio Karađorđe; Novi Sad
  6804; Čukarički; Estádio Čukarički; Belgrado
  6805; Radnički Niš; Estádio Čair; Niš
  6806; Novi Pazar; Estádio Gradski; Novi Pazar
  6807; OFK Beograd; Estádio Omladinski; Belgrado
  6808; Spartak Subotica; Estádio Gradski; Subotica
  6809; Železničar Pančevo; Estádio Gradski; Pančevo
  6810; Mladost Lučani; Estádio Mladost; Lučani
  6811; IMT; Estádio IMT; Belgrado
  6812; Radnik Surdulica; Estádio Gradski; Surdulica
  6813; Napredak; Estádio Mladost; Kruševac
  6814; Javor; Estádio Kraj Moravice; Ivanjica
  6815; Radnički Kragujevac; Estádio Čika Dača; Kragujevac
`,
);

const QA_STARS = roster(
  1460,
  70,
  `
  7301; Al-Sadd; Estádio Jassim bin Hamad; Doha
  7302; Al-Duhail; Estádio Abdullah bin Khalifa; Doha
  7303; Al-Rayyan; Estádio Ahmad bin Ali; Al Rayyan
  7304; Al-Gharafa; Estádio Thani bin Jassim; Al Rayyan
  7305; Al-Wakrah; Estádio Saoud bin Abdulrahman; Al Wakrah
  7306; Al-Arabi; Estádio Grand Hamad; Doha
  7307; Qatar SC; Estádio Suheim bin Hamad; Doha
  7308; Umm Salal; Estádio Khalifa International; Doha
  7309; Al-Shamal; Estádio Al-Shamal; Al Shamal
  7310; Al-Khor; Estádio Al-Khor; Al Khor
  7311; Al-Sailiya; Estádio Hamad bin Khalifa; Doha
  7312; Al-Shahania; Estádio Al-Janoub; Al Wakrah
`,
);

const AE_PRO_LEAGUE = roster(
  1450,
  70,
  `
  7401; Al-Ain; Estádio Hazza bin Zayed; Al Ain
  7402; Shabab Al-Ahli; Estádio Rashid; Dubai
  7403; Al-Wahda; Estádio Al-Nahyan; Abu Dhabi
  7404; Sharjah; Estádio de Sharjah; Sharjah
  7405; Al-Jazira; Estádio Mohammed bin Zayed; Abu Dhabi
  7406; Al-Nasr (UAE); Estádio Al-Maktoum; Dubai
  7407; Al-Wasl; Estádio Zabeel; Dubai
  7408; Baniyas; Estádio Baniyas; Abu Dhabi
  7409; Ajman; Estádio Rashid bin Saeed; Ajman
  7410; Khor Fakkan; Estádio Saqr bin Mohammad; Khor Fakkan
  7411; Kalba; Estádio Ittihad Kalba; Kalba
  7412; Al-Bataeh; Estádio Al-Bataeh; Sharjah
  7413; Dibba; Estádio Dibba Al-Fujairah; Dibba
  7414; Al-Dhafra; Estádio Hamdan bin Zayed; Madinat Zayed
`,
);

const MA_BOTOLA = roster(
  1450,
  70,
  `
  7701; Raja Casablanca; Estádio Mohammed V; Casablanca
  7702; Wydad Casablanca; Estádio Mohammed V; Casablanca
  7703; AS FAR; Estádio Príncipe Moulay Abdellah; Rabat
  7704; RS Berkane; Estádio Municipal de Berkane; Berkane
  7705; FUS Rabat; Estádio Moulay Hassan; Rabat
  7706; Maghreb Fès; Complexo Esportivo de Fès; Fès
  7707; Hassania Agadir; Estádio Adrar; Agadir
  7708; Ittihad Tanger; Estádio Ibn Batouta; Tânger
  7709; Difaâ El Jadida; Estádio El Abdi; El Jadida
  7710; Olympique Safi; Estádio El Massira; Safi
  7711; Renaissance Zemamra; Estádio Ahmed Choukri; Zemamra
  7712; COD Meknès; Estádio d'Honneur; Meknès
  7713; Kawkab Marrakech; Grand Stade de Marrakech; Marrakech
  7714; Union Touarga; Estádio Moulay Hassan; Rabat
  7715; Yacoub El Mansour; Estádio El Bachir; Mohammedia
  7716; Chabab Mohammédia; Estádio El Bachir; Mohammedia
`,
);

// Added for weekday volume: reserve, youth and women's sides of clubs above (their own ids, their own grounds
// where they have one), and more leagues that play through the week.

const FR_NATIONAL = roster(
  1440,
  50,
  `
  9101; Sochaux; Stade Auguste-Bonal; Montbéliard
  9102; Valenciennes; Stade du Hainaut; Valenciennes
  9103; Rouen; Stade Robert-Diochon; Rouen
  9104; Orléans; Stade de la Source; Orléans
  9106; Caen; Stade Michel d'Ornano; Caen
  9107; Aubagne; Stade de Lattre; Aubagne
  9108; Versailles; Stade Jean-Bouin (Versailles); Paris
  9109; Dijon; Stade Gaston-Gérard; Dijon
  9110; Quevilly-Rouen; Stade Robert-Diochon (QRM); Rouen
  9111; Concarneau; Stade Guy-Piriou; Concarneau
  9112; Bourg-en-Bresse; Stade Marcel-Verchère; Bourg-en-Bresse
  9113; Le Puy; Stade Charles-Massot; Le Puy-en-Velay
  9114; Villefranche; Stade Armand-Chouffet; Villefranche-sur-Saône
  9116; Paris 13 Atletico; Stade Charléty; Paris
  9117; Stade Briochin; Stade Fred-Aubert; Saint-Brieuc
`,
);

/**
 * The reserve, youth or women's side of each parent club: ids from `firstId` in the parents' order, the name
 * with `suffix`, and the ground given in `grounds` ("Parent; venue; city" lines) or else the parent's.
 */
function sides(
  firstId: number,
  level: number,
  spread: number,
  suffix: string,
  parents: readonly DemoClub[],
  grounds = "",
): DemoClub[] {
  const own = new Map(
    grounds
      .split("\n")
      .map((line) => line.split(";").map((field) => field.trim()))
      .filter((fields) => fields.length === 3)
      .map(([parent, venue, city]) => [parent ?? "", `${venue}; ${city}`]),
  );
  const rows = parents.map(
    (club, i) =>
      `${firstId + i}; ${club.name} ${suffix}; ${own.get(club.name) ?? `${club.venue.name}; ${club.venue.city}`}`,
  );
  return roster(level, spread, rows.join("\n"));
}

const EN_PL2 = sides(
  1401,
  1330,
  60,
  "Sub-21",
  [
    ...EN_PREMIER,
    ...entrants("Leicester City", "Southampton", "Blackburn Rovers", "Middlesbrough", "Norwich City", "Stoke City"),
  ],
  `
  Liverpool; AXA Training Centre; Kirkby
  Arsenal; Meadow Park; Borehamwood
  Manchester City; Joie Stadium; Manchester
  Chelsea; Kingsmeadow; Kingston upon Thames
  Newcastle; Kingston Park; Newcastle
  Tottenham; Hotspur Way; Enfield
  Manchester United; Leigh Sports Village; Leigh
  Everton; Walton Hall Park; Liverpool
  Brighton; Broadfield Stadium; Crawley
  West Ham; Chigwell Construction Stadium; Dagenham
  Wolverhampton; Aggborough; Kidderminster
  Leeds United; Thorp Arch; Wetherby
  Sunderland; Eppleton Colliery Welfare Ground; Hetton-le-Hole
  Fulham; Motspur Park; Londres
  Crystal Palace; VBS Community Stadium; Sutton
  Aston Villa; Bescot Stadium; Walsall
`,
);

const EN_WSL = sides(
  1501,
  1500,
  110,
  "Feminino",
  entrants(
    "Chelsea",
    "Arsenal",
    "Manchester City",
    "Manchester United",
    "Aston Villa",
    "Liverpool",
    "Tottenham",
    "Brighton",
    "West Ham",
    "Everton",
    "Leicester City",
  ),
  `
  Chelsea; Kingsmeadow; Kingston upon Thames
  Arsenal; Emirates Stadium; Londres
  Manchester City; Joie Stadium; Manchester
  Manchester United; Leigh Sports Village; Leigh
  Aston Villa; Villa Park; Birmingham
  Liverpool; St Helens Stadium; St Helens
  Tottenham; Brisbane Road; Londres
  Brighton; Broadfield Stadium; Crawley
  West Ham; Chigwell Construction Stadium; Dagenham
  Everton; Goodison Park; Liverpool
  Leicester City; Pirelli Stadium; Burton upon Trent
`,
);

const ES_LIGA_F = sides(
  1601,
  1480,
  120,
  "Feminino",
  entrants(
    "Barcelona",
    "Real Madrid",
    "Atlético de Madrid",
    "Athletic Club",
    "Real Sociedad",
    "Sevilla",
    "Levante",
    "Espanyol",
    "Valencia",
    "Granada",
    "Deportivo La Coruña",
    "Alavés",
    "Real Betis",
    "Osasuna",
  ),
  `
  Barcelona; Estadi Johan Cruyff; Sant Joan Despí
  Real Madrid; Estadio Alfredo Di Stéfano; Madri
  Atlético de Madrid; Centro Deportivo Alcalá de Henares; Alcalá de Henares
  Athletic Club; Lezama; Lezama
  Real Sociedad; Zubieta; Lasarte-Oria
  Sevilla; Estadio Jesús Navas; Sevilha
  Levante; Estadi Ciutat de València; Valência
  Espanyol; Ciutat Esportiva Dani Jarque; Sant Adrià de Besòs
  Valencia; Estadio Antonio Puchades; Paterna
  Deportivo La Coruña; Abegondo; Abegondo
`,
);

const DE_FRAUEN = sides(
  1701,
  1480,
  110,
  "Feminino",
  entrants(
    "Bayern de Munique",
    "Wolfsburg",
    "Eintracht Frankfurt",
    "Bayer Leverkusen",
    "Werder Bremen",
    "Hoffenheim",
    "SC Freiburg",
    "RB Leipzig",
    "Colônia",
    "Union Berlin",
    "Hamburgo",
  ),
  `
  Bayern de Munique; FC Bayern Campus; Munique
  Wolfsburg; AOK Stadion; Wolfsburg
  Eintracht Frankfurt; Stadion am Brentanobad; Frankfurt
  Bayer Leverkusen; Ulrich-Haberland-Stadion; Leverkusen
  Werder Bremen; Weserstadion Platz 11; Bremen
  Hoffenheim; Dietmar-Hopp-Stadion; Sinsheim
  SC Freiburg; Dreisamstadion; Freiburg
  RB Leipzig; Stadion am Bad; Markranstädt
  Colônia; Franz-Kremer-Stadion; Colônia
  Union Berlin; Stadion An der Alten Försterei; Berlim
  Hamburgo; Wolfgang-Meyer-Sportanlage; Hamburgo
`,
);

const FR_PREMIERE_LIGUE = sides(
  1801,
  1470,
  120,
  "Feminino",
  entrants(
    "Lyon",
    "Paris Saint-Germain",
    "Paris FC",
    "Montpellier",
    "Nantes",
    "Strasbourg",
    "Dijon",
    "Le Havre",
    "Saint-Étienne",
    "Olympique de Marseille",
    "Lens",
  ),
  `
  Lyon; Groupama OL Training Center; Décines-Charpieu
  Paris Saint-Germain; Campus PSG; Poissy
  Paris FC; Stade Robert-Bobin; Bondoufle
  Montpellier; Stade de Grammont; Montpellier
  Nantes; Stade Marcel-Saupin; Nantes
  Dijon; Stade Gaston-Gérard; Dijon
  Saint-Étienne; Stade Salif-Keita; Saint-Étienne
`,
);

const IT_SERIE_A_WOMEN = sides(
  1901,
  1460,
  110,
  "Feminino",
  entrants(
    "Juventus",
    "Roma",
    "Inter de Milão",
    "Fiorentina",
    "Milan",
    "Lazio",
    "Napoli",
    "Como",
    "Sassuolo",
    "Genoa",
    "Parma",
  ),
  `
  Juventus; Stadio Pozzo-La Marmora; Biella
  Roma; Stadio Tre Fontane; Roma
  Inter de Milão; Arena Civica; Milão
  Fiorentina; Stadio Curva Fiesole; Florença
  Milan; Stadio Vismara; Milão
  Lazio; Stadio Mirko Fersini; Formello
  Napoli; Stadio Arturo Collana; Nápoles
  Como; Stadio Ferruccio; Seregno
  Sassuolo; Stadio Enzo Ricci; Sassuolo
  Genoa; Stadio Pio XII; Genova
`,
);

const UEFA_YOUTH = sides(
  4801,
  1380,
  80,
  "Sub-19",
  entrants(
    "Real Madrid",
    "Barcelona",
    "Atlético de Madrid",
    "Athletic Club",
    "Liverpool",
    "Arsenal",
    "Manchester City",
    "Chelsea",
    "Tottenham",
    "Newcastle",
    "Inter de Milão",
    "Juventus",
    "Napoli",
    "Atalanta",
    "Bayern de Munique",
    "Borussia Dortmund",
    "Bayer Leverkusen",
    "Eintracht Frankfurt",
    "Paris Saint-Germain",
    "Monaco",
    "Olympique de Marseille",
    "Benfica",
    "Sporting",
    "PSV",
    "Ajax",
    "Club Brugge",
    "Galatasaray",
    "Olympiacos",
    "Copenhagen",
    "Slavia Praga",
    "Villarreal",
    "Union Saint-Gilloise",
    "Bodø/Glimt",
    "Qarabağ",
    "Kairat",
    "Pafos",
  ),
);

const EN_NATIONAL_LEAGUE = roster(
  1400,
  45,
  `
  7801; York City; LNER Community Stadium; York
  7802; Forest Green Rovers; The New Lawn; Nailsworth
  7803; Carlisle United; Brunton Park; Carlisle
  7804; Rochdale; Crown Oil Arena; Rochdale
  7805; Southend United; Roots Hall; Southend-on-Sea
  7806; Scunthorpe United; Glanford Park; Scunthorpe
  7807; Boston United; Jakemans Community Stadium; Boston
  7808; Hartlepool United; Victoria Park; Hartlepool
  7809; Sutton United; VBS Community Stadium; Sutton
  7810; Woking; Kingfield Stadium; Woking
  7811; Wealdstone; Grosvenor Vale; Ruislip
  7812; Halifax Town; The Shay; Halifax
  7813; Altrincham; Moss Lane; Altrincham
  7814; Solihull Moors; SportNation.bet Stadium; Solihull
  7815; Aldershot Town; Recreation Ground; Aldershot
  7816; Yeovil Town; Huish Park; Yeovil
  7817; Eastleigh; Silverlake Stadium; Eastleigh
  7818; Gateshead; Gateshead International Stadium; Gateshead
  7819; Braintree Town; Cressing Road; Braintree
  7820; Tamworth; The Lamb Ground; Tamworth
  7821; Morecambe; Mazuma Mobile Stadium; Morecambe
  7822; Brackley Town; St James Park; Brackley
  7823; Boreham Wood; Meadow Park Stadium; Borehamwood
  7824; Truro City; Truro Sports Hub; Truro
`,
);

const AR_PRIMERA_NACIONAL = [
  ...roster(
    1480,
    50,
    `
  7901; Gimnasia y Esgrima de Jujuy; Estadio 23 de Agosto; San Salvador de Jujuy
  7902; Estudiantes de Río Cuarto; Estadio Antonio Candini; Río Cuarto
  7903; Quilmes; Estadio Centenario; Quilmes
  7904; Chacarita Juniors; Estadio de Chacarita; Villa Maipú
  7905; Ferro Carril Oeste; Estadio Arquitecto Ricardo Etcheverri; Buenos Aires
  7906; Atlanta; Estadio Don León Kolbowski; Buenos Aires
  7907; Almirante Brown; Estadio Fragata Presidente Sarmiento; Isidro Casanova
  7908; San Martín de Tucumán; Estadio La Ciudadela; San Miguel de Tucumán
  7909; Colón; Estadio Brigadier López; Santa Fe
  7910; Temperley; Estadio Alfredo Beranger; Temperley
  7911; Deportivo Morón; Estadio Nuevo Francisco Urbano; Morón
  7912; Agropecuario; Estadio Ofelia Rosenzuaig; Carlos Casares
  7913; Chaco For Ever; Estadio Juan Alberto García; Resistencia
  7914; Nueva Chicago; Estadio República de Mataderos; Buenos Aires
  7915; All Boys; Estadio Islas Malvinas; Buenos Aires
  7916; Tristán Suárez; Estadio 20 de Octubre; Tristán Suárez
  7917; Deportivo Madryn; Estadio Abel Sastre; Puerto Madryn
  7918; Gimnasia y Tiro; Estadio El Gigante del Norte; Salta
  7919; Mitre; Estadio Doctores José y Antonio Castiglione; Santiago del Estero
  7920; Atlético Rafaela; Estadio Monumental de Barrio Alberdi; Rafaela
`,
  ),
  ...roster(
    1470,
    45,
    `
  7921; Almagro; Estadio Tres de Febrero; José Ingenieros
  7922; Arsenal de Sarandí; Estadio Julio Humberto Grondona; Sarandí
  7923; Patronato; Estadio Presbítero Bartolomé Grella; Paraná
  7924; San Telmo; Estadio Osvaldo Baletto; Isla Maciel
  7925; Defensores de Belgrano; Estadio Juan Pasquale; Buenos Aires
  7926; Güemes; Estadio Arturo Miranda; Santiago del Estero
  7927; Racing de Córdoba; Estadio Miguel Sancho; Córdoba
  7928; Los Andes; Estadio Eduardo Gallardón; Lomas de Zamora
  7929; Deportivo Maipú; Estadio Higinio Sperdutti; Maipú
  7930; Ciudad de Bolívar; Estadio Municipal Eva Perón; Bolívar
  7931; Central Norte; Estadio Dr. Luis Güemes; Salta
  7932; Alvarado; Estadio José María Minella; Mar del Plata
  7933; Estudiantes de Buenos Aires; Estadio Ciudad de Caseros; Caseros
  7934; Guillermo Brown; Estadio Raúl Conti; Puerto Madryn
`,
  ),
];

const MX_EXPANSION = roster(
  1440,
  50,
  `
  8001; Atlante; Estadio Ciudad de los Deportes; Cidade do México
  8002; Celaya; Estadio Miguel Alemán Valdés; Celaya
  8003; Leones Negros; Estadio Jalisco; Guadalajara
  8004; Tapatío; Estadio Akron; Zapopan
  8005; Mineros de Zacatecas; Estadio Carlos Vega Villalba; Zacatecas
  8006; Correcaminos; Estadio Marte R. Gómez; Ciudad Victoria
  8007; Venados; Estadio Carlos Iturralde; Mérida
  8008; Tepatitlán; Estadio Gregorio Tepa Gómez; Tepatitlán
  8009; Cancún; Estadio Andrés Quintana Roo; Cancún
  8010; Dorados de Sinaloa; Estadio Banorte; Culiacán
  8011; Tlaxcala; Estadio Tlahuicole; Tlaxcala
  8012; Irapuato; Estadio Sergio León Chávez; Irapuato
  8013; Morelia; Estadio Morelos; Morelia
  8014; Jaiba Brava; Estadio Tamaulipas; Tampico
  8015; Alebrijes de Oaxaca; Estadio Tecnológico de Oaxaca; Oaxaca
  8016; Tampico Madero; Estadio Tamaulipas Norte; Tampico
`,
);

const IN_SUPER_LEAGUE = roster(
  1380,
  60,
  `
  8101; Mohun Bagan; Salt Lake Stadium; Calcutá
  8102; FC Goa; Estádio Fatorda; Margão
  8103; Bengaluru; Estádio Sree Kanteerava; Bangalore
  8104; NorthEast United; Estádio Indira Gandhi; Guwahati
  8105; Jamshedpur; JRD Tata Sports Complex; Jamshedpur
  8106; Mumbai City; Mumbai Football Arena; Mumbai
  8107; East Bengal; Estádio Kishore Bharati; Calcutá
  8108; Kerala Blasters; Estádio Jawaharlal Nehru; Kochi
  8109; Odisha; Estádio Kalinga; Bhubaneswar
  8110; Punjab FC; Estádio Jawaharlal Nehru; Nova Délhi
  8111; Chennaiyin; Estádio Jawaharlal Nehru (Chennai); Chennai
  8112; Mohammedan; Estádio Kishore Bharati (Mohammedan); Calcutá
  8113; Inter Kashi; Estádio Jawaharlal Nehru (Kashi); Varanasi
`,
);

const IR_PRO_LEAGUE = roster(
  1450,
  70,
  `
  8201; Persepolis; Estádio Azadi; Teerã
  8202; Esteghlal; Estádio Azadi (Esteghlal); Teerã
  8203; Tractor; Estádio Yadegar-e Emam; Tabriz
  8204; Sepahan; Estádio Naghsh-e Jahan; Isfahan
  8205; Foolad; Estádio Foolad Arena; Ahvaz
  8206; Gol Gohar; Estádio Imam Ali; Sirjan
  8207; Zob Ahan; Estádio Fooladshahr; Fooladshahr
  8208; Chadormalou; Estádio Chadormalou; Ardakan
  8209; Malavan; Estádio Sirous Ghayeghran; Bandar-e Anzali
  8210; Aluminium Arak; Estádio Imam Khomeini; Arak
  8211; Esteghlal Khuzestan; Estádio Ghadir; Ahvaz
  8212; Kheybar; Estádio Takhti; Khorramabad
  8213; Shams Azar; Estádio Shahid Sadeghi; Qazvin
  8214; Paykan; Estádio Shahid Dastgerdi; Teerã
  8215; Mes Rafsanjan; Estádio Shohada Mes; Rafsanjan
  8216; Fajr Sepasi; Estádio Pars; Shiraz
`,
);

const ZA_PREMIERSHIP = roster(
  1440,
  70,
  `
  8301; Mamelodi Sundowns; Loftus Versfeld; Pretória
  8302; Orlando Pirates; Orlando Stadium; Soweto
  8303; Kaizer Chiefs; FNB Stadium; Joanesburgo
  8304; Stellenbosch; Danie Craven Stadium; Stellenbosch
  8305; Sekhukhune United; Peter Mokaba Stadium; Polokwane
  8306; TS Galaxy; Mbombela Stadium; Mbombela
  8307; AmaZulu; Moses Mabhida Stadium; Durban
  8308; Polokwane City; Old Peter Mokaba Stadium; Polokwane
  8309; Golden Arrows; King Zwelithini Stadium; Durban
  8310; Chippa United; Nelson Mandela Bay Stadium; Gqeberha
  8311; Richards Bay; King Zwelithini Stadium (Umlazi); Richards Bay
  8312; Marumo Gallants; Dr Molemela Stadium; Bloemfontein
  8313; Magesi; Seshego Stadium; Polokwane
  8314; Orbit College; Olympia Park; Rustenburg
  8315; Durban City; Chatsworth Stadium; Durban
  8316; Siwelele; Toyota Stadium; Bloemfontein
`,
);

const HR_HNL = roster(
  1480,
  60,
  `
  8401; Hajduk Split; Estádio Poljud; Split
  8402; Osijek; Opus Arena; Osijek
  8403; Lokomotiva Zagreb; Estádio Kranjčevićeva; Zagreb
  8404; Varaždin; Estádio Varteks; Varaždin
  8405; Slaven Belupo; Gradski stadion Koprivnica; Koprivnica
  8406; Istra 1961; Estádio Aldo Drosina; Pula
  8407; Gorica; Gradski stadion Velika Gorica; Velika Gorica
  8408; Vukovar 1991; Gradski stadion Borovo Naselje; Vukovar
`,
);

const IL_LIGAT_HAAL = roster(
  1480,
  70,
  `
  8501; Maccabi Haifa; Estádio Sammy Ofer; Haifa
  8502; Hapoel Be'er Sheva; Estádio Turner; Be'er Sheva
  8503; Beitar Jerusalém; Estádio Teddy; Jerusalém
  8504; Hapoel Tel Aviv; Estádio Bloomfield (Hapoel); Tel Aviv
  8505; Maccabi Netanya; Estádio de Netanya; Netanya
  8506; Hapoel Haifa; Estádio Sammy Ofer (Hapoel); Haifa
  8507; Bnei Sakhnin; Estádio Doha; Sakhnin
  8508; Hapoel Jerusalém; Estádio Teddy (Hapoel); Jerusalém
  8509; Maccabi Bnei Reineh; Estádio Green; Nof HaGalil
  8510; Ironi Kiryat Shmona; Estádio Municipal; Kiryat Shmona
  8511; Ironi Tiberias; Estádio Green (Tiberias); Nof HaGalil
  8512; Hapoel Petah Tikva; Estádio HaMoshava; Petah Tikva
  8513; Ashdod; Estádio Yud-Alef; Ashdod
`,
);

const UA_PREMIER = roster(
  1480,
  70,
  `
  8601; Polissya Zhytomyr; Estádio Central; Zhytomyr
  8602; Kryvbas; Estádio Metalurh; Kryvyi Rih
  8603; Oleksandriya; Estádio Nika; Oleksandriya
  8604; Zorya Luhansk; Estádio Slavutych Arena; Zaporizhzhia
  8605; Karpaty Lviv; Estádio Ukraina; Lviv
  8606; Rukh Lviv; Estádio Arena Lviv (Rukh); Lviv
  8607; Kolos Kovalivka; Estádio Kolos; Kovalivka
  8608; LNZ Cherkasy; Estádio Central (Cherkasy); Cherkasy
  8609; Veres Rivne; Estádio Avanhard; Rivne
  8610; Obolon Kyiv; Estádio Obolon Arena; Kiev
  8611; Metalist 1925; Estádio Dynamo (Metalist); Kharkiv
  8612; Kudrivka; Estádio Kudrivka; Kudrivka
  8613; Epitsentr; Estádio Epitsentr; Kamianets-Podilskyi
  8614; Poltava; Estádio Vorskla; Poltava
`,
);

const HU_NB1 = roster(
  1470,
  60,
  `
  8701; Puskás Akadémia; Pancho Aréna; Felcsút
  8702; Paks; Fehérvári úti Stadion; Paks
  8703; Győr; ETO Park; Győr
  8704; Debrecen; Nagyerdei Stadion; Debrecen
  8705; MTK Budapest; Hidegkuti Nándor Stadion; Budapeste
  8706; Újpest; Szusza Ferenc Stadion; Budapeste
  8707; Zalaegerszeg; ZTE Aréna; Zalaegerszeg
  8708; Diósgyőr; DVTK Stadion; Miskolc
  8709; Nyíregyháza; Városi Stadion; Nyíregyháza
  8710; Kisvárda; Várkerti Stadion; Kisvárda
  8711; Kazincbarcika; Kolorcity Aréna; Kazincbarcika
`,
);

const DZ_LIGUE_1 = roster(
  1430,
  60,
  `
  8801; MC Alger; Estádio Ali La Pointe; Argel
  8802; CR Belouizdad; Estádio 20 de Agosto; Argel
  8803; JS Kabylie; Estádio Hocine Aït Ahmed; Tizi Ouzou
  8804; USM Alger; Estádio Omar Hamadi; Argel
  8805; CS Constantine; Estádio Chahid Hamlaoui; Constantine
  8806; MC Oran; Estádio Miloud Hadefi; Orã
  8807; ES Sétif; Estádio 8 de Maio de 1945; Sétif
  8808; Paradou; Estádio Omar Benrabah; Dar El Beïda
  8809; ASO Chlef; Estádio Mohamed Boumezrag; Chlef
  8810; USM Khenchela; Estádio Amar Hamam; Khenchela
  8811; Olympique Akbou; Estádio Maghrebi; Akbou
  8812; JS Saoura; Estádio 20 de Agosto (Béchar); Béchar
  8813; ES Mostaganem; Estádio Mohamed Bensaïd; Mostaganem
  8814; MB Rouissat; Estádio 18 de Fevereiro; Ouargla
  8815; MC El Bayadh; Estádio Zakaria Medjdoub; El Bayadh
  8816; ES Ben Aknoun; Estádio OPOW; Ben Aknoun
`,
);

const TN_LIGUE_1 = roster(
  1430,
  60,
  `
  8901; Espérance de Tunis; Estádio Hammadi Agrebi; Radès
  8902; Club Africain; Estádio Hammadi Agrebi (Africain); Radès
  8903; Étoile du Sahel; Estádio Olímpico de Sousse; Sousse
  8904; CS Sfaxien; Estádio Taïeb Mhiri; Sfax
  8905; US Monastir; Estádio Mustapha Ben Jannet; Monastir
  8906; Stade Tunisien; Estádio Hédi Enneifer; Túnis
  8907; US Ben Guerdane; Estádio 7 de Março; Ben Guerdane
  8908; CA Bizertin; Estádio 15 de Outubro; Bizerte
  8909; JS Kairouan; Estádio Hamda Laouani; Kairouan
  8910; AS Soliman; Estádio Municipal de Soliman; Soliman
  8911; Olympique Béja; Estádio Boujemaa Kmiti; Béja
  8912; ES Métlaoui; Estádio Municipal de Métlaoui; Métlaoui
  8913; ES Zarzis; Estádio Abdessalem Kazouz; Zarzis
  8914; AS Marsa; Estádio Abdelaziz Chtioui; La Marsa
  8915; JS Omrane; Estádio Chedli Zouiten; Túnis
  8916; EGS Gafsa; Estádio Municipal de Gafsa; Gafsa
`,
);

const IT_SERIE_C = [
  ...roster(
    1460,
    50,
    `
  9001; Vicenza; Stadio Romeo Menti; Vicenza
  9006; Brescia; Stadio Mario Rigamonti; Brescia
  9021; Cittadella; Stadio Pier Cesare Tombolato; Cittadella
  9011; Lecco; Stadio Mario Rigamonti-Mario Ceppi; Lecco
  9012; Triestina; Stadio Nereo Rocco; Trieste
  9022; Novara; Stadio Silvio Piola; Novara
  9023; Inter U23; Arena Civica (Inter U23); Milão
  9024; Trento; Stadio Briamasco; Trento
  9025; Renate; Stadio Città di Meda; Meda
  9026; AlbinoLeffe; Stadio Città di Gorgonzola; Gorgonzola
  9027; Giana Erminio; Stadio Città di Gorgonzola (Giana); Gorgonzola
  9017; Alcione Milano; Arena Civica (Alcione); Milão
  9028; Arzignano; Stadio Tommaso Dal Molin; Arzignano
  9029; Pro Vercelli; Stadio Silvio Piola (Vercelli); Vercelli
  9019; Lumezzane; Stadio Tullio Saleri; Lumezzane
  9030; Virtus Verona; Stadio Olivieri; Verona
  9031; Dolomiti Bellunesi; Stadio Polisportivo; Belluno
  9032; Pergolettese; Stadio Giuseppe Voltini; Crema
  9033; Pro Patria; Stadio Carlo Speroni; Busto Arsizio
  9034; Ospitaletto; Stadio Gino Corioni; Bornato
`,
  ),
  ...roster(
    1450,
    50,
    `
  9010; Arezzo; Stadio Città di Arezzo; Arezzo
  9005; Ternana; Stadio Libero Liberati; Terni
  9009; Ascoli; Stadio Cino e Lillo Del Duca; Ascoli Piceno
  9013; Perugia; Stadio Renato Curi; Perúgia
  9035; Ravenna; Stadio Bruno Benelli; Ravenna
  9036; Juventus Next Gen; Stadio Giuseppe Moccagatta; Alessandria
  9037; Carpi; Stadio Sandro Cabassi; Carpi
  9038; Livorno; Stadio Armando Picchi; Livorno
  9020; Torres; Stadio Vanni Sanna; Sassari
  9039; Campobasso; Stadio Nuovo Romagnoli; Campobasso
  9040; Gubbio; Stadio Pietro Barbetti; Gubbio
  9041; Vis Pesaro; Stadio Tonino Benelli; Pesaro
  9042; Sambenedettese; Stadio Riviera delle Palme; San Benedetto del Tronto
  9043; Pineto; Stadio Mariani-Pavone; Pineto
  9044; Pianese; Stadio Comunale; Piancastagnaio
  9045; Pontedera; Stadio Ettore Mannucci; Pontedera
  9046; Rimini; Stadio Romeo Neri; Rimini
  9047; Forlì; Stadio Tullo Morgagni; Forlì
  9048; Guidonia Montecelio; Stadio Comunale Guidonia; Guidonia
  9049; Bra; Stadio Attilio Bravi; Bra
`,
  ),
  ...roster(
    1455,
    50,
    `
  9002; Catania; Stadio Angelo Massimino; Catânia
  9003; Benevento; Stadio Ciro Vigorito; Benevento
  9004; Salernitana; Stadio Arechi; Salerno
  9007; Cosenza; Stadio San Vito-Gigi Marulla; Cosenza
  9008; Crotone; Stadio Ezio Scida; Crotone
  9050; Audace Cerignola; Stadio Domenico Monterisi; Cerignola
  9051; Monopoli; Stadio Vito Simone Veneziani; Monopoli
  9016; Trapani; Stadio Provinciale; Trapani
  9052; Potenza; Stadio Alfredo Viviani; Potenza
  9014; Foggia; Stadio Pino Zaccheria; Foggia
  9015; Casertana; Stadio Alberto Pinto; Caserta
  9053; Atalanta U23; Stadio Comunale di Caravaggio; Caravaggio
  9054; Team Altamura; Stadio Tonino D'Angelo; Altamura
  9055; Picerno; Stadio Donato Curcio; Picerno
  9018; Giugliano; Stadio Alberto De Cristofaro; Giugliano in Campania
  9056; Latina; Stadio Domenico Francioni; Latina
  9057; Cavese; Stadio Simonetta Lamberti; Cava de' Tirreni
  9058; Sorrento; Stadio Italia; Sorrento
  9059; Siracusa; Stadio Nicola De Simone; Siracusa
  9060; Casarano; Stadio Giuseppe Capozza; Casarano
`,
  ),
];

const BO_PRIMERA = roster(
  1420,
  60,
  `
  9201; Blooming; Estadio Ramón Tahuichi Aguilera; Santa Cruz de la Sierra
  9202; Oriente Petrolero; Estadio Ramón Tahuichi Aguilera (Oriente); Santa Cruz de la Sierra
  9203; Jorge Wilstermann; Estadio Félix Capriles; Cochabamba
  9204; Aurora; Estadio Félix Capriles (Aurora); Cochabamba
  9205; Nacional Potosí; Estadio Víctor Agustín Ugarte; Potosí
  9206; Real Tomayapo; Estadio IV Centenario; Tarija
  9207; Guabirá; Estadio Gilberto Parada; Montero
  9208; GV San José; Estadio Jesús Bermúdez; Oruro
  9209; Independiente Petrolero; Estadio Olímpico Patria; Sucre
  9210; Universitario de Vinto; Estadio Municipal de Vinto; Vinto
  9211; ABB; Estadio Municipal de Villa Ingenio; El Alto
  9212; Real Oruro; Estadio Jesús Bermúdez (Real Oruro); Oruro
`,
);

const CR_PRIMERA = roster(
  1400,
  70,
  `
  9301; Saprissa; Estadio Ricardo Saprissa; San José
  9302; Alajuelense; Estadio Alejandro Morera Soto; Alajuela
  9303; Herediano; Estadio Carlos Alvarado; Heredia
  9304; Cartaginés; Estadio José Rafael Fello Meza; Cartago
  9305; Pérez Zeledón; Estadio Municipal de Pérez Zeledón; San Isidro de El General
  9306; San Carlos; Estadio Carlos Ugalde Álvarez; Ciudad Quesada
  9307; Puntarenas; Estadio Lito Pérez; Puntarenas
  9308; Sporting San José; Estadio Ernesto Rohrmoser; San José
  9309; Municipal Liberia; Estadio Edgardo Baltodano; Liberia
  9310; Guanacasteca; Estadio Chorotega; Nicoya
  9311; Santa Ana; Estadio Municipal de Santa Ana; Santa Ana
  9312; Guadalupe; Estadio Colleya Fonseca; Guadalupe
`,
);

const CO_PRIMERA_B = roster(
  1420,
  50,
  `
  9401; Cúcuta Deportivo; Estadio General Santander; Cúcuta
  9402; Real Cartagena; Estadio Jaime Morón León; Cartagena
  9403; Atlético Huila; Estadio Guillermo Plazas Alcid; Neiva
  9404; Deportes Quindío; Estadio Centenario de Armenia; Armenia
  9405; Jaguares de Córdoba; Estadio Jaraguay; Montería
  9406; Patriotas Boyacá; Estadio La Independencia (Patriotas); Tunja
  9407; Real Cundinamarca; Estadio Municipal de Sopó; Sopó
  9408; Bogotá FC; Estadio Metropolitano de Techo (Bogotá FC); Bogotá
  9409; Barranquilla FC; Estadio Romelio Martínez; Barranquilla
  9410; Real Santander; Estadio Villa Concha; Piedecuesta
  9411; Orsomarso; Estadio Francisco Rivera Escobar; Palmira
  9412; Tigres FC; Estadio Metropolitano de Techo (Tigres); Bogotá
  9413; Leones FC; Estadio Ditaires; Itagüí
  9414; Internacional de Palmira; Estadio Francisco Rivera Escobar (Palmira); Palmira
  9415; Real Soacha; Estadio Luis Carlos Galán Sarmiento; Soacha
  9416; Atlético FC; Estadio Pascual Guerrero (Atlético); Cali
`,
);

const VE_PRIMERA = roster(
  1400,
  60,
  `
  9501; Caracas FC; Estadio Olímpico de la UCV (Caracas); Caracas
  9502; Metropolitanos; Estadio Brígido Iriarte; Caracas
  9503; Monagas; Estadio Monumental de Maturín; Maturín
  9504; Deportivo La Guaira; Estadio Olímpico de la UCV (La Guaira); Caracas
  9505; Zamora (VEN); Estadio Agustín Tovar; Barinas
  9506; Portuguesa; Estadio General José Antonio Páez; Araure
  9507; Estudiantes de Mérida; Estadio Metropolitano de Mérida; Mérida
  9508; Rayo Zuliano; Estadio José Encarnación Romero; Maracaibo
  9509; Anzoátegui; Estadio José Antonio Anzoátegui; Puerto La Cruz
  9510; Mineros de Guayana; Estadio CTE Cachamay; Ciudad Guayana
`,
);

const ES_RFEF_1 = roster(
  1450,
  45,
  `
  9601; Real Madrid Castilla; Estadio Alfredo Di Stéfano (Castilla); Madri
  9602; Bilbao Athletic; Lezama (Bilbao Athletic); Lezama
  9603; Celta Fortuna; Estadio Municipal de Barreiro; Vigo
  9604; Ponferradina; Estadio El Toralín; Ponferrada
  9605; Lugo; Estadio Anxo Carro; Lugo
  9606; Pontevedra; Estadio Municipal de Pasarón; Pontevedra
  9607; Ourense CF; Estadio O Couto; Ourense
  9608; Arenteiro; Estadio Espiñedo; O Carballiño
  9609; Zamora; Estadio Ruta de la Plata; Zamora
  9610; Real Avilés; Estadio Román Suárez Puerta; Avilés
  9611; Osasuna Promesas; Tajonar; Pamplona
  9612; Barakaldo; Estadio Lasesarre; Barakaldo
  9613; Arenas Getxo; Campo Municipal de Gobela; Getxo
  9614; Mérida; Estadio Romano; Mérida
  9615; CD Guadalajara; Estadio Pedro Escartín; Guadalajara
  9616; Talavera de la Reina; Estadio El Prado; Talavera de la Reina
  9617; Unionistas de Salamanca; Estadio Reina Sofía; Salamanca
  9618; Cacereño; Estadio Príncipe Felipe; Cáceres
  9619; Real Valladolid Promesas; Anexos José Zorrilla; Valladolid
  9620; Racing Ferrol; Estadio A Malata; Ferrol
`,
);

const ES_RFEF_2 = roster(
  1450,
  45,
  `
  9701; Gimnàstic de Tarragona; Nou Estadi Costa Daurada; Tarragona
  9702; Sabadell; Estadi de la Nova Creu Alta; Sabadell
  9703; CE Europa; Nou Sardenya; Barcelona
  9704; Hércules; Estadio José Rico Pérez; Alicante
  9705; Alcorcón; Estadio Santo Domingo; Alcorcón
  9706; Antequera; Estadio El Maulí; Antequera
  9707; Algeciras; Estadio Nuevo Mirador; Algeciras
  9708; Ibiza; Estadio Municipal de Can Misses; Ibiza
  9709; Sevilla Atlético; Estadio Jesús Navas (Sevilla Atlético); Sevilha
  9710; Betis Deportivo; Estadio Luis del Sol; Sevilha
  9711; Juventud Torremolinos; Estadio El Pozuelo; Torremolinos
  9712; Teruel; Estadio Pinilla; Teruel
  9713; Tarazona; Estadio Municipal de Tarazona; Tarazona
  9714; Atlético Madrileño; Centro Deportivo Wanda Alcalá de Henares; Alcalá de Henares
  9715; Villarreal B; Ciudad Deportiva del Villarreal; Villarreal
  9716; Marbella; Estadio Municipal de Marbella; Marbella
  9717; Eldense; Estadio Nuevo Pepico Amat; Elda
  9718; Real Murcia; Estadio Enrique Roca; Múrcia
  9719; Alcoyano; Estadio El Collao; Alcoy
  9720; Sanluqueño; Estadio El Palmar; Sanlúcar de Barrameda
`,
);

const EN_NATIONAL_NORTH = roster(
  1360,
  40,
  `
  9801; Chester; Deva Stadium; Chester
  9802; Scarborough Athletic; Flamingo Land Stadium; Scarborough
  9803; Kidderminster Harriers; Aggborough Stadium; Kidderminster
  9804; Darlington; Blackwell Meadows; Darlington
  9805; Chorley; Victory Park; Chorley
  9806; Hereford; Edgar Street; Hereford
  9807; South Shields; 1st Cloud Arena; South Shields
  9808; Buxton; Silverlands; Buxton
  9809; Spennymoor Town; The Brewery Field; Spennymoor
  9810; King's Lynn Town; The Walks; King's Lynn
  9811; Southport; Haig Avenue; Southport
  9812; Alfreton Town; North Street; Alfreton
  9813; Curzon Ashton; Tameside Stadium; Ashton-under-Lyne
  9814; Radcliffe; Neuven Stadium; Radcliffe
  9815; Peterborough Sports; Lincoln Road; Peterborough
  9816; Oxford City; Court Place Farm; Oxford
  9817; Leamington; New Windmill Ground; Leamington Spa
  9818; Marine; Rossett Park; Crosby
  9819; Merthyr Town; Penydarren Park; Merthyr Tydfil
  9820; AFC Fylde; Mill Farm; Wesham
  9821; Bedford Town; The Eyrie; Bedford
  9822; Macclesfield; Leasing.com Stadium; Macclesfield
  9823; AFC Telford United; New Bucks Head; Telford
  9824; Worksop Town; Sandy Lane; Worksop
`,
);

const EN_NATIONAL_SOUTH = roster(
  1360,
  40,
  `
  9901; Torquay United; Plainmoor; Torquay
  9902; Worthing; Woodside Road; Worthing
  9903; Maidstone United; Gallagher Stadium; Maidstone
  9904; Hornchurch; Hornchurch Stadium; Upminster
  9905; Dorking Wanderers; Meadowbank; Dorking
  9906; Chelmsford City; Melbourne Stadium; Chelmsford
  9907; Weston-super-Mare; Optima Stadium; Weston-super-Mare
  9908; Bath City; Twerton Park; Bath
  9909; Salisbury; Raymond McEnhill Stadium; Salisbury
  9910; Farnborough; Cherrywood Road; Farnborough
  9911; Slough Town; Arbour Park; Slough
  9912; Hampton & Richmond Borough; Beveree Stadium; Hampton
  9913; Enfield Town; Queen Elizabeth II Stadium; Enfield
  9914; Chesham United; The Meadow; Chesham
  9915; Ebbsfleet United; Kuflink Stadium; Northfleet
  9916; Dagenham & Redbridge; Victoria Road; Dagenham
  9917; Eastbourne Borough; Priory Lane; Eastbourne
  9918; Tonbridge Angels; Longmead Stadium; Tonbridge
  9919; Hemel Hempstead Town; Vauxhall Road; Hemel Hempstead
  9920; Chippenham Town; Hardenhuish Park; Chippenham
  9921; Aveley; Parkside; Aveley
  9922; Horsham; The Camping World Community Stadium; Horsham
  9923; Maidenhead United; York Road; Maidenhead
  9924; AFC Totton; Testwood Stadium; Totton
`,
);

const AR_PRIMERA_B = roster(
  1400,
  40,
  `
  1301; Acassuso; Estadio de Acassuso; Boulogne
  1302; Argentino de Merlo; Estadio Juan Carlos Brieva; Merlo
  1303; Deportivo Armenio; Estadio Armenia; Ingeniero Maschwitz
  1304; Brown de Adrogué; Estadio Lorenzo Arandilla; Adrogué
  1305; Camioneros; Estadio Hugo Moyano; Esteban Echeverría
  1306; Colegiales; Estadio Libertarios Unidos; Munro
  1307; Comunicaciones; Estadio Alfredo Ramos; Buenos Aires
  1308; Dock Sud; Estadio de los Inmigrantes; Dock Sud
  1309; Excursionistas; Estadio Excursionistas; Buenos Aires
  1310; Fénix; Estadio Carlos Barraza; Pilar
  1311; Flandria; Estadio Carlos V; Jáuregui
  1312; Ituzaingó; Estadio Carlos Alberto Sacaan; Ituzaingó
  1313; JJ Urquiza; Estadio Ramón Roque Martín; Loma Hermosa
  1314; Sacachispas; Estadio Beto Larrosa; Buenos Aires
  1315; San Miguel; Estadio Malvinas Argentinas; Los Polvorines
  1316; Talleres de Remedios de Escalada; Estadio Talleres; Remedios de Escalada
  1317; UAI Urquiza; Estadio Monumental de Villa Lynch; Villa Lynch
  1318; Villa Dálmine; Estadio El Coliseo de Mitre y Puccini; Campana
  1319; Villa San Carlos; Estadio Genacio Sálice; Berisso
  1320; Midland; Estadio Ciudad de Libertad; Libertad
`,
);

const BE_CHALLENGER = roster(
  1460,
  45,
  `
  4901; Beerschot; Olympisch Stadion; Antuérpia
  4902; Lokeren; Daknamstadion; Lokeren
  4903; Lommel; Soevereinstadion; Lommel
  4904; Patro Eisden; Stadion Patro Eisden; Maasmechelen
  4905; RWD Molenbeek; Stade Edmond Machtens; Molenbeek
  4906; Kortrijk; Guldensporenstadion; Kortrijk
  4907; Beveren; Freethiel Stadion; Beveren
  4908; Seraing; Stade du Pairay; Seraing
  4909; Francs Borains; Stade Robert Urbain; Boussu
  4910; Eupen; Kehrweg-Stadion; Eupen
  4911; Olympic Charleroi; Stade de la Neuville; Charleroi
  4912; Lierse; Herman Vanderpoortenstadion; Lier
  4913; Jong Genk; Cegeka Arena (Jong Genk); Genk
  4914; Club NXT; Schiervelde Stadion; Roeselare
  4915; RFC Liège; Stade de Rocourt; Liège
  4916; Jong Gent; Planet Group Arena (Jong Gent); Gante
`,
);

const PL_I_LIGA = roster(
  1450,
  45,
  `
  5801; Wisła Kraków; Stadion Miejski im. Henryka Reymana; Cracóvia
  5802; Ruch Chorzów; Stadion Śląski; Chorzów
  5803; Śląsk Wrocław; Tarczyński Arena; Wrocław
  5804; Puszcza Niepołomice; Stadion Miejski; Niepołomice
  5805; Stal Mielec; Stadion Miejski w Mielcu; Mielec
  5806; Polonia Warszawa; Stadion Polonii; Varsóvia
  5807; Odra Opole; Stadion Miejski w Opolu; Opole
  5808; Miedź Legnica; Stadion im. Orła Białego; Legnica
  5809; Górnik Łęczna; Stadion Górnika; Łęczna
  5810; Pogoń Grodzisk Mazowiecki; Stadion Miejski; Grodzisk Mazowiecki
  5811; Wieczysta Kraków; Stadion Wieczystej; Cracóvia
  5812; Znicz Pruszków; Stadion Znicza; Pruszków
  5813; Chrobry Głogów; Stadion GOS; Głogów
  5814; Stal Rzeszów; Stadion Miejski w Rzeszowie; Rzeszów
  5815; Warta Poznań; Stadion Warty; Poznań
  5816; Polonia Bytom; Stadion im. Edwarda Szymkowiaka; Bytom
  5817; ŁKS Łódź; Stadion Miejski im. Władysława Króla; Łódź
  5818; GKS Tychy; Stadion Miejski w Tychach; Tychy
`,
);

const CH_CHALLENGE = roster(
  1430,
  40,
  `
  5901; Aarau; Stadion Brügglifeld; Aarau
  5902; Vaduz; Rheinpark Stadion; Vaduz
  5903; Yverdon-Sport; Stade Municipal; Yverdon-les-Bains
  5904; Neuchâtel Xamax; Stade de la Maladière; Neuchâtel
  5905; Wil; Sportpark Bergholz; Wil
  5906; Stade Lausanne-Ouchy; Stade de la Tuilière; Lausanne
  5907; Bellinzona; Stadio Comunale; Bellinzona
  5908; Etoile Carouge; Stade de la Fontenette; Carouge
  5909; Stade Nyonnais; Stade de Colovray; Nyon
  5910; Rapperswil-Jona; Stadion Grünfeld; Rapperswil-Jona
`,
);

const AT_ZWEITE = roster(
  1400,
  40,
  `
  6201; Admira Wacker; BSFZ-Arena; Maria Enzersdorf
  6202; Austria Lustenau; Planet Pure Stadion; Lustenau
  6203; Austria Salzburg; Max Aicher Stadion; Salzburg
  6204; Liefering; Untersberg-Arena; Grödig
  6205; Kapfenberg; Franz-Fekete-Stadion; Kapfenberg
  6206; St. Pölten; NV Arena; St. Pölten
  6207; Floridsdorfer AC; FAC-Platz; Viena
  6208; First Vienna; Hohe Warte; Viena
  6209; Amstetten; Ertl Glas Stadion; Amstetten
  6210; Bregenz; ImmoAgentur Stadion; Bregenz
  6211; Sturm Graz II; Trainingszentrum Messendorf; Graz
  6212; Rapid Viena II; Allianz Stadion (Rapid II); Viena
  6213; Leoben; Monte Schlacko Stadion; Leoben
  6214; Hertha Wels; Huber Arena; Wels
  6215; Schwarz-Weiß Bregenz; Casino Stadion; Bregenz
  6216; Stripfing; Sportplatz Stripfing; Stripfing
`,
);

const DK_FIRST_DIVISION = roster(
  1420,
  40,
  `
  6701; AaB; Aalborg Portland Park; Aalborg
  6702; Lyngby; Lyngby Stadion; Lyngby
  6703; Horsens; CASA Arena; Horsens
  6704; Esbjerg; Blue Water Arena; Esbjerg
  6705; Hvidovre; Pro Ventilation Arena; Hvidovre
  6706; Kolding; Autocentralen Park; Kolding
  6707; HB Køge; Capelli Sport Stadion; Køge
  6708; Hillerød; Hillerød Stadion; Hillerød
  6709; B.93; Østerbro Stadion; Copenhague
  6710; Hobro; DS Arena; Hobro
  6711; Aarhus Fremad; Riisvangen Stadion; Aarhus
  6712; Middelfart; Middelfart Stadion; Middelfart
`,
);

const HN_LIGA_NACIONAL = roster(
  1390,
  55,
  `
  6901; Olimpia (HON); Estadio Nacional Chelato Uclés; Tegucigalpa
  6902; Motagua; Estadio Nacional Chelato Uclés (Motagua); Tegucigalpa
  6903; Real España; Estadio Francisco Morazán; San Pedro Sula
  6904; Marathón; Estadio Yankel Rosenthal; San Pedro Sula
  6905; Olancho; Estadio Juan Ramón Brevé; Juticalpa
  6906; Génesis; Estadio Carlos Miranda; Comayagua
  6907; Victoria; Estadio Ceibeño; La Ceiba
  6908; Lobos UPNFM; Estadio Emilio Williams; Choluteca
  6909; Juticalpa; Estadio Juan Ramón Brevé (Juticalpa); Juticalpa
  6910; Platense (HON); Estadio Excélsior; Puerto Cortés
`,
);

// ---------------------------------------------------------------------------------------------------------
// Rhythms and kick-off times

const MIDWEEK_WED = (chance: number) => ({ chance, days: { wed: 1 } });

function league(def: Omit<DemoLeague, "format" | "seasonStartMonth"> & { seasonStartMonth?: number }): DemoLeague {
  return { format: "league", seasonStartMonth: 7, ...def };
}

function cup(def: Omit<DemoCup, "format" | "seasonStartMonth"> & { seasonStartMonth?: number }): DemoCup {
  return { format: "cup", seasonStartMonth: 7, ...def };
}

const SP = "America/Sao_Paulo";
const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const SOUTH_AMERICAN_SEASON = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const BR_WEEKEND_SLOTS = ["11:00", "16:00", "16:00", "17:30", "18:30", "19:00", "19:30", "20:30", "21:00"];
const CONMEBOL_SLOTS = ["19:00", "19:30", "21:00", "21:30", "21:30"];

/**
 * Every simulated competition, in priority order: when a club is drawn by two cups within a day of each other, the
 * earlier one keeps the match (continental cups, then national cups); league games make way for every cup.
 */
export const DEMO_COMPETITIONS: readonly DemoCompetition[] = [
  cup({
    id: 2,
    name: "UEFA Champions League",
    country: "Mundo",
    clubs: entrants(
      "Liverpool",
      "Arsenal",
      "Manchester City",
      "Chelsea",
      "Newcastle",
      "Tottenham",
      "Real Madrid",
      "Barcelona",
      "Atlético de Madrid",
      "Athletic Club",
      "Villarreal",
      "Inter de Milão",
      "Napoli",
      "Juventus",
      "Atalanta",
      "Bayern de Munique",
      "Bayer Leverkusen",
      "Borussia Dortmund",
      "Eintracht Frankfurt",
      "Paris Saint-Germain",
      "Olympique de Marseille",
      "Monaco",
      "Benfica",
      "Sporting",
      "PSV",
      "Ajax",
      "Club Brugge",
      "Union Saint-Gilloise",
      "Galatasaray",
      "Olympiacos",
      "Copenhagen",
      "Slavia Praga",
      "Bodø/Glimt",
      "Qarabağ",
      "Kairat",
      "Pafos",
    ),
    days: { tue: 0.5, wed: 0.5 },
    chance: 0.65,
    matches: 18,
    activeMonths: [9, 10, 11, 12, 1, 2, 3, 4, 5],
    knockoutMonths: [2, 3, 4, 5],
    legs: 2,
    tieBreak: "extra-time",
    kickoffs: { timeZone: "Europe/Paris", weekend: ["21:00"], weekday: ["18:45", "21:00", "21:00", "21:00"] },
  }),
  cup({
    id: 3,
    name: "UEFA Europa League",
    country: "Mundo",
    clubs: entrants(
      "Roma",
      "Bologna",
      "Aston Villa",
      "Nottingham Forest",
      "Porto",
      "Braga",
      "Lyon",
      "Nice",
      "Lille",
      "SC Freiburg",
      "VfB Stuttgart",
      "Real Betis",
      "Celta de Vigo",
      "Fenerbahçe",
      "Feyenoord",
      "Go Ahead Eagles",
      "Utrecht",
      "Celtic",
      "Rangers",
      "Genk",
      "Ferencváros",
      "Dinamo Zagreb",
      "Estrela Vermelha",
      "FCSB",
      "PAOK",
      "Panathinaikos",
      "Red Bull Salzburg",
      "Sturm Graz",
      "Young Boys",
      "Basel",
      "Midtjylland",
      "Viktoria Plzeň",
      "Ludogorets",
      "Maccabi Tel Aviv",
      "Malmö",
      "Brann",
    ),
    days: { thu: 1 },
    chance: 0.65,
    matches: 18,
    activeMonths: [9, 10, 11, 12, 1, 2, 3, 4, 5],
    knockoutMonths: [2, 3, 4, 5],
    legs: 2,
    tieBreak: "extra-time",
    kickoffs: { timeZone: "Europe/Paris", weekend: ["21:00"], weekday: ["18:45", "18:45", "21:00", "21:00"] },
  }),
  cup({
    id: 848,
    name: "UEFA Conference League",
    country: "Mundo",
    clubs: entrants(
      "Fiorentina",
      "Crystal Palace",
      "Rayo Vallecano",
      "Mainz 05",
      "Strasbourg",
      "AZ",
      "Sparta Praga",
      "Rapid Viena",
      "AEK Atenas",
      "Samsunspor",
      "Lausanne-Sport",
      "Sigma Olomouc",
      "Aberdeen",
      "Shakhtar Donetsk",
      "Legia Varsóvia",
      "Lech Poznań",
      "Dynamo Kyiv",
      "Raków Częstochowa",
      "Jagiellonia",
      "Rijeka",
      "Omonia",
      "AEK Larnaca",
      "Slovan Bratislava",
      "Universitatea Craiova",
      "Häcken",
      "Celje",
      "Shamrock Rovers",
      "Zrinjski Mostar",
      "Noah",
      "KuPS",
      "Shkëndija",
      "Drita",
      "Shelbourne",
      "Breiðablik",
      "Hamrun Spartans",
      "Lincoln Red Imps",
    ),
    days: { thu: 1 },
    chance: 0.65,
    matches: 18,
    activeMonths: [9, 10, 11, 12, 1, 2, 3, 4, 5],
    knockoutMonths: [2, 3, 4, 5],
    legs: 2,
    tieBreak: "extra-time",
    kickoffs: { timeZone: "Europe/Paris", weekend: ["21:00"], weekday: ["18:45", "18:45", "21:00", "21:00"] },
  }),
  cup({
    id: 13,
    name: "CONMEBOL Libertadores",
    country: "Mundo",
    seasonStartMonth: 1,
    clubs: entrants(
      "Flamengo",
      "Palmeiras",
      "Botafogo",
      "Fortaleza",
      "Internacional",
      "São Paulo",
      "Bahia",
      "River Plate",
      "Vélez Sarsfield",
      "Racing Club",
      "Estudiantes",
      "Talleres",
      "Central Córdoba",
      "Peñarol",
      "Nacional (URU)",
      "Atlético Nacional",
      "Atlético Bucaramanga",
      "Colo-Colo",
      "Olimpia",
      "Libertad",
      "Cerro Porteño",
      "LDU Quito",
      "Independiente del Valle",
      "Barcelona SC",
      "Universitario",
      "Sporting Cristal",
      "Alianza Lima",
      "Bolívar",
      "San Antonio Bulo Bulo",
      "Deportivo Táchira",
      "Carabobo",
      "Universidad Católica",
    ),
    days: { tue: 0.33, wed: 0.34, thu: 0.33 },
    chance: 0.55,
    matches: 16,
    activeMonths: SOUTH_AMERICAN_SEASON,
    knockoutMonths: [2, 3, 7, 8, 9, 10, 11],
    legs: 2,
    tieBreak: "penalties",
    kickoffs: { timeZone: SP, weekend: ["17:00", "19:00"], weekday: CONMEBOL_SLOTS },
  }),
  cup({
    id: 11,
    name: "CONMEBOL Sul-Americana",
    country: "Mundo",
    seasonStartMonth: 1,
    clubs: entrants(
      "Atlético Mineiro",
      "Cruzeiro",
      "Grêmio",
      "Fluminense",
      "Vasco da Gama",
      "Vitória",
      "Corinthians",
      "Bragantino",
      "Lanús",
      "Independiente",
      "Godoy Cruz",
      "Defensa y Justicia",
      "Huracán",
      "Unión",
      "Defensor Sporting",
      "Racing (URU)",
      "América de Cali",
      "Once Caldas",
      "Millonarios",
      "Universidad de Chile",
      "Palestino",
      "Everton (CHI)",
      "Guaraní",
      "Nacional (PAR)",
      "Emelec",
      "Mushuc Runa",
      "Melgar",
      "Cienciano",
      "The Strongest",
      "Always Ready",
      "Academia Puerto Cabello",
      "Universidad Central",
    ),
    days: { tue: 0.35, wed: 0.25, thu: 0.4 },
    chance: 0.55,
    matches: 16,
    activeMonths: SOUTH_AMERICAN_SEASON,
    knockoutMonths: [2, 3, 7, 8, 9, 10, 11],
    legs: 2,
    tieBreak: "penalties",
    kickoffs: { timeZone: SP, weekend: ["17:00", "19:00"], weekday: CONMEBOL_SLOTS },
  }),
  cup({
    id: 73,
    name: "Copa do Brasil",
    country: "Brasil",
    seasonStartMonth: 1,
    clubs: [...BR_SERIE_A, ...BR_SERIE_B, ...BR_SERIE_C],
    days: { tue: 0.2, wed: 0.5, thu: 0.3 },
    chance: 0.55,
    matches: 12,
    activeMonths: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    knockoutMonths: ALL_YEAR,
    legs: 2,
    tieBreak: "penalties",
    kickoffs: { timeZone: SP, weekend: ["16:00", "18:30"], weekday: ["19:00", "19:30", "20:00", "21:30"] },
  }),
  cup({
    id: 612,
    name: "Copa do Nordeste",
    country: "Brasil",
    seasonStartMonth: 1,
    clubs: entrants(
      "Bahia",
      "Vitória",
      "Fortaleza",
      "Ceará",
      "Sport Recife",
      "CRB",
      "Náutico",
      "ABC",
      "Botafogo-PB",
      "Confiança",
      "CSA",
      "Itabaiana",
      "Retrô",
      "Floresta",
    ),
    days: { tue: 0.3, wed: 0.4, thu: 0.3 },
    chance: 0.6,
    matches: 6,
    activeMonths: [1, 2, 3, 4, 5],
    knockoutMonths: [4, 5],
    legs: 1,
    tieBreak: "penalties",
    kickoffs: { timeZone: SP, weekend: ["16:00", "18:30"], weekday: ["19:00", "19:30", "20:00", "21:30"] },
  }),
  cup({
    id: 48,
    name: "EFL Cup",
    country: "Inglaterra",
    clubs: [...EN_PREMIER, ...EN_CHAMPIONSHIP, ...EN_LEAGUE_ONE],
    days: { tue: 0.5, wed: 0.5 },
    chance: 0.25,
    matches: 8,
    activeMonths: [8, 9, 10, 11, 12, 1, 2],
    knockoutMonths: ALL_YEAR,
    legs: 1,
    tieBreak: "penalties",
    kickoffs: { timeZone: "Europe/London", weekend: ["16:30"], weekday: ["19:30", "19:45", "20:00"] },
  }),
  cup({
    id: 143,
    name: "Copa do Rei",
    country: "Espanha",
    clubs: [...ES_LALIGA, ...ES_SEGUNDA],
    days: { tue: 0.3, wed: 0.4, thu: 0.3 },
    chance: 0.25,
    matches: 6,
    activeMonths: [10, 11, 12, 1, 2, 3, 4],
    knockoutMonths: ALL_YEAR,
    legs: 1,
    tieBreak: "extra-time",
    kickoffs: { timeZone: "Europe/Madrid", weekend: ["21:00"], weekday: ["19:00", "21:00", "21:30"] },
  }),
  cup({
    id: 137,
    name: "Coppa Italia",
    country: "Itália",
    clubs: [...IT_SERIE_A, ...IT_SERIE_B],
    days: { tue: 0.3, wed: 0.4, thu: 0.3 },
    chance: 0.25,
    matches: 6,
    activeMonths: [8, 9, 10, 11, 12, 1, 2, 3, 4, 5],
    knockoutMonths: ALL_YEAR,
    legs: 1,
    tieBreak: "extra-time",
    kickoffs: { timeZone: "Europe/Rome", weekend: ["21:00"], weekday: ["18:00", "21:00"] },
  }),
  cup({
    id: 81,
    name: "DFB-Pokal",
    country: "Alemanha",
    clubs: [...DE_BUNDESLIGA, ...DE_ZWEITE],
    days: { tue: 0.5, wed: 0.5 },
    chance: 0.2,
    matches: 8,
    activeMonths: [8, 9, 10, 11, 12, 1, 2, 3, 4, 5],
    knockoutMonths: ALL_YEAR,
    legs: 1,
    tieBreak: "extra-time",
    kickoffs: { timeZone: "Europe/Berlin", weekend: ["20:00"], weekday: ["18:00", "20:45"] },
  }),
  // The French and Portuguese cups play their rounds on weekends the leagues leave free, the afternoon ties
  // settled on the day: penalties at once in France, extra time first in Portugal (the demo's Saturday,
  // 2026-11-21, is a round of both, so it shows games finished after extra time and on penalties).
  cup({
    id: 66,
    name: "Copa da França",
    country: "França",
    clubs: [...FR_LIGUE_1, ...FR_LIGUE_2, ...FR_NATIONAL],
    days: { fri: 0.1, sat: 0.5, sun: 0.4 },
    chance: 1,
    matches: 20,
    activeMonths: [10, 11, 12, 1, 2, 3, 4, 5],
    matchdays: [1017, 1121, 1219, 116, 206, 306, 417, 522],
    knockoutMonths: ALL_YEAR,
    legs: 1,
    tieBreak: "penalties",
    kickoffs: {
      timeZone: "Europe/Paris",
      weekend: ["14:00", "14:30", "15:00", "16:00", "17:00", "18:00", "20:45"],
      weekday: ["18:30", "21:00"],
    },
  }),
  cup({
    id: 96,
    name: "Taça de Portugal",
    country: "Portugal",
    clubs: [...PT_PRIMEIRA, ...PT_LIGA_2],
    days: { fri: 0.1, sat: 0.6, sun: 0.3 },
    chance: 1,
    matches: 18,
    activeMonths: [9, 10, 11, 12, 1, 2, 3, 4, 5],
    matchdays: [919, 1017, 1121, 1219, 116, 213, 418, 523],
    knockoutMonths: ALL_YEAR,
    legs: 1,
    tieBreak: "extra-time",
    kickoffs: {
      timeZone: "Europe/Lisbon",
      weekend: ["11:00", "13:00", "14:00", "15:00", "15:00", "16:00", "18:00", "20:45"],
      weekday: ["19:00", "20:15", "20:45"],
    },
  }),
  cup({
    id: 181,
    name: "Copa da Escócia",
    country: "Escócia",
    clubs: [...SC_PREMIERSHIP, ...SC_CHAMPIONSHIP],
    days: { sat: 1 },
    chance: 1,
    matches: 11,
    activeMonths: [11, 1, 2, 3, 4, 5],
    matchdays: [1121, 116, 213, 313, 418, 523],
    knockoutMonths: ALL_YEAR,
    legs: 1,
    tieBreak: "extra-time",
    kickoffs: { timeZone: "Europe/London", weekend: ["12:15", "12:30", "15:00", "15:00", "15:00"], weekday: ["19:45"] },
  }),
  cup({
    id: 130,
    name: "Copa Argentina",
    country: "Argentina",
    seasonStartMonth: 1,
    clubs: AR_LIGA,
    days: { tue: 0.3, wed: 0.4, thu: 0.3 },
    chance: 0.25,
    matches: 4,
    activeMonths: SOUTH_AMERICAN_SEASON,
    knockoutMonths: ALL_YEAR,
    legs: 1,
    tieBreak: "penalties",
    kickoffs: { timeZone: "America/Argentina/Buenos_Aires", weekend: ["19:00"], weekday: ["17:00", "19:15", "21:30"] },
  }),

  league({
    id: 71,
    window: { from: 401, to: 1207 },
    name: "Brasileirão Série A",
    country: "Brasil",
    seasonStartMonth: 1,
    clubs: BR_SERIE_A,
    weekend: { sat: 0.3, sun: 0.5, mon: 0.2 },
    midweek: { chance: 0.65, days: { wed: 0.6, thu: 0.4 } },
    kickoffs: { timeZone: SP, weekend: BR_WEEKEND_SLOTS, weekday: ["19:00", "19:30", "20:00", "21:30", "21:30"] },
  }),
  league({
    id: 72,
    window: { from: 404, to: 1129 },
    name: "Brasileirão Série B",
    country: "Brasil",
    seasonStartMonth: 1,
    clubs: BR_SERIE_B,
    weekend: { fri: 0.3, sat: 0.3, sun: 0.15, mon: 0.25 },
    midweek: MIDWEEK_WED(0.7),
    kickoffs: {
      timeZone: SP,
      weekend: ["11:00", "15:30", "16:00", "17:00", "18:00", "19:00", "20:30"],
      weekday: ["16:00", "19:00", "19:30", "20:00", "21:30"],
    },
  }),
  league({
    id: 75,
    window: { from: 412, to: 1025 },
    name: "Brasileirão Série C",
    country: "Brasil",
    seasonStartMonth: 1,
    clubs: BR_SERIE_C,
    weekend: { sat: 0.35, sun: 0.4, mon: 0.25 },
    midweek: { chance: 0.4, days: { wed: 0.4, thu: 0.6 } },
    kickoffs: {
      timeZone: SP,
      weekend: ["15:00", "16:00", "17:00", "18:00", "19:00", "19:30"],
      weekday: ["19:00", "20:00", "21:00"],
    },
  }),
  league({
    id: 39,
    window: { from: 815, to: 524 },
    name: "Premier League",
    country: "Inglaterra",
    clubs: EN_PREMIER,
    weekend: { fri: 0.1, sat: 0.55, sun: 0.35 },
    midweek: { chance: 0.2, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: {
      timeZone: "Europe/London",
      weekend: ["12:30", "14:00", "15:00", "15:00", "15:00", "16:30", "17:30"],
      weekday: ["19:30", "20:00", "20:00"],
    },
  }),
  league({
    id: 40,
    window: { from: 808, to: 503 },
    name: "Championship",
    country: "Inglaterra",
    clubs: EN_CHAMPIONSHIP,
    weekend: { fri: 0.15, sat: 0.65, sun: 0.2 },
    midweek: { chance: 0.75, days: { tue: 0.7, wed: 0.3 } },
    kickoffs: {
      timeZone: "Europe/London",
      weekend: ["12:30", "15:00", "15:00", "15:00", "15:00"],
      weekday: ["19:45", "19:45", "20:00"],
    },
  }),
  league({
    id: 41,
    window: { from: 801, to: 503 },
    name: "League One",
    country: "Inglaterra",
    clubs: EN_LEAGUE_ONE,
    weekend: { fri: 0.1, sat: 0.7, sun: 0.2 },
    midweek: { chance: 0.7, days: { tue: 0.8, wed: 0.2 } },
    kickoffs: {
      timeZone: "Europe/London",
      weekend: ["12:30", "15:00", "15:00", "15:00"],
      weekday: ["19:45", "19:45", "20:00"],
    },
  }),
  league({
    id: 140,
    window: { from: 815, to: 524 },
    name: "La Liga",
    country: "Espanha",
    clubs: ES_LALIGA,
    weekend: { fri: 0.12, sat: 0.35, sun: 0.4, mon: 0.13 },
    midweek: MIDWEEK_WED(0.2),
    kickoffs: {
      timeZone: "Europe/Madrid",
      weekend: ["14:00", "16:15", "18:30", "21:00"],
      weekday: ["19:00", "20:00", "21:00", "21:30"],
    },
  }),
  league({
    id: 141,
    window: { from: 815, to: 531 },
    name: "Segunda División",
    country: "Espanha",
    clubs: ES_SEGUNDA,
    weekend: { fri: 0.2, sat: 0.35, sun: 0.3, mon: 0.15 },
    midweek: MIDWEEK_WED(0.3),
    kickoffs: {
      timeZone: "Europe/Madrid",
      weekend: ["14:00", "16:15", "18:30", "20:30"],
      weekday: ["19:00", "20:30", "21:30"],
    },
  }),
  league({
    id: 135,
    window: { from: 822, to: 524 },
    name: "Serie A",
    country: "Itália",
    clubs: IT_SERIE_A,
    weekend: { fri: 0.1, sat: 0.38, sun: 0.4, mon: 0.12 },
    midweek: MIDWEEK_WED(0.2),
    kickoffs: { timeZone: "Europe/Rome", weekend: ["15:00", "18:00", "20:45", "20:45"], weekday: ["18:30", "20:45"] },
  }),
  league({
    id: 136,
    window: { from: 822, to: 510 },
    name: "Serie B",
    country: "Itália",
    clubs: IT_SERIE_B,
    weekend: { fri: 0.25, sat: 0.4, sun: 0.3, mon: 0.05 },
    midweek: MIDWEEK_WED(0.3),
    kickoffs: { timeZone: "Europe/Rome", weekend: ["15:00", "17:15", "19:30"], weekday: ["19:00", "20:30"] },
  }),
  league({
    id: 78,
    window: { from: 822, to: 516, breaks: [[1221, 109]] },
    name: "Bundesliga",
    country: "Alemanha",
    clubs: DE_BUNDESLIGA,
    weekend: { fri: 0.12, sat: 0.55, sun: 0.33 },
    midweek: { chance: 0.1, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: {
      timeZone: "Europe/Berlin",
      weekend: ["15:30", "15:30", "15:30", "17:30", "18:30", "19:30"],
      weekday: ["18:30", "20:30", "20:30"],
    },
  }),
  league({
    id: 79,
    window: { from: 801, to: 517, breaks: [[1221, 116]] },
    name: "2. Bundesliga",
    country: "Alemanha",
    clubs: DE_ZWEITE,
    weekend: { fri: 0.33, sat: 0.34, sun: 0.33 },
    midweek: { chance: 0.15, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: { timeZone: "Europe/Berlin", weekend: ["13:00", "13:30", "13:30", "20:30"], weekday: ["18:30", "20:30"] },
  }),
  league({
    id: 61,
    window: { from: 815, to: 517, breaks: [[1221, 102]] },
    name: "Ligue 1",
    country: "França",
    clubs: FR_LIGUE_1,
    weekend: { fri: 0.12, sat: 0.38, sun: 0.5 },
    midweek: { chance: 0.1, days: { tue: 0.4, wed: 0.6 } },
    kickoffs: {
      timeZone: "Europe/Paris",
      weekend: ["15:00", "17:00", "17:15", "19:00", "20:45", "21:00"],
      weekday: ["19:00", "21:00"],
    },
  }),
  league({
    id: 62,
    window: { from: 801, to: 510, breaks: [[1221, 109]] },
    name: "Ligue 2",
    country: "França",
    clubs: FR_LIGUE_2,
    weekend: { fri: 0.55, sat: 0.35, sun: 0.1 },
    midweek: { chance: 0.2, days: { tue: 0.8, wed: 0.2 } },
    kickoffs: { timeZone: "Europe/Paris", weekend: ["15:00", "19:00", "20:00"], weekday: ["19:00", "20:00"] },
  }),
  league({
    id: 94,
    window: { from: 808, to: 517 },
    name: "Primeira Liga",
    country: "Portugal",
    clubs: PT_PRIMEIRA,
    weekend: { fri: 0.2, sat: 0.3, sun: 0.35, mon: 0.15 },
    midweek: MIDWEEK_WED(0.12),
    kickoffs: { timeZone: "Europe/Lisbon", weekend: ["15:30", "18:00", "20:30"], weekday: ["19:00", "20:15", "21:15"] },
  }),
  league({
    id: 88,
    window: { from: 808, to: 517, breaks: [[1222, 109]] },
    name: "Eredivisie",
    country: "Holanda",
    clubs: NL_EREDIVISIE,
    weekend: { fri: 0.2, sat: 0.35, sun: 0.45 },
    midweek: { chance: 0.1, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: {
      timeZone: "Europe/Amsterdam",
      weekend: ["14:30", "16:45", "18:45", "20:00", "21:00"],
      weekday: ["18:45", "20:00"],
    },
  }),
  league({
    id: 144,
    window: { from: 725, to: 517, breaks: [[1229, 115]] },
    name: "Jupiler Pro League",
    country: "Bélgica",
    clubs: BE_PRO_LEAGUE,
    weekend: { fri: 0.2, sat: 0.35, sun: 0.45 },
    midweek: { chance: 0.1, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: {
      timeZone: "Europe/Brussels",
      weekend: ["13:30", "16:00", "18:15", "20:45"],
      weekday: ["18:30", "20:45"],
    },
  }),
  league({
    id: 179,
    window: { from: 801, to: 517 },
    name: "Scottish Premiership",
    country: "Escócia",
    clubs: SC_PREMIERSHIP,
    weekend: { fri: 0.1, sat: 0.5, sun: 0.4 },
    midweek: { chance: 0.3, days: { tue: 0.4, wed: 0.6 } },
    kickoffs: { timeZone: "Europe/London", weekend: ["12:00", "12:30", "15:00", "15:00"], weekday: ["19:45"] },
  }),
  league({
    id: 203,
    window: { from: 808, to: 531 },
    name: "Süper Lig",
    country: "Turquia",
    clubs: TR_SUPER_LIG,
    weekend: { fri: 0.25, sat: 0.25, sun: 0.3, mon: 0.2 },
    midweek: MIDWEEK_WED(0.1),
    kickoffs: { timeZone: "Europe/Istanbul", weekend: ["14:30", "17:00", "20:00"], weekday: ["19:00", "20:00"] },
  }),
  league({
    id: 197,
    window: { from: 822, to: 517, breaks: [[1227, 103]] },
    name: "Super League Grécia",
    country: "Grécia",
    clubs: GR_SUPER_LEAGUE,
    weekend: { fri: 0.1, sat: 0.3, sun: 0.4, mon: 0.2 },
    midweek: MIDWEEK_WED(0.1),
    kickoffs: {
      timeZone: "Europe/Athens",
      weekend: ["16:00", "17:30", "19:00", "20:00", "21:30"],
      weekday: ["19:00", "20:30"],
    },
  }),
  league({
    id: 218,
    window: { from: 725, to: 524, breaks: [[1215, 131]] },
    name: "Bundesliga Áustria",
    country: "Áustria",
    clubs: AT_BUNDESLIGA,
    weekend: { sat: 0.5, sun: 0.5 },
    midweek: { chance: 0.1, days: { tue: 0.3, wed: 0.4, thu: 0.3 } },
    kickoffs: { timeZone: "Europe/Vienna", weekend: ["14:30", "17:00", "17:00"], weekday: ["18:30", "20:30"] },
  }),
  league({
    id: 207,
    window: { from: 718, to: 524, breaks: [[1222, 122]] },
    name: "Super League Suíça",
    country: "Suíça",
    clubs: CH_SUPER_LEAGUE,
    weekend: { sat: 0.5, sun: 0.5 },
    midweek: { chance: 0.15, days: { tue: 0.3, wed: 0.4, thu: 0.3 } },
    kickoffs: { timeZone: "Europe/Zurich", weekend: ["14:00", "16:00", "18:00", "20:30"], weekday: ["20:30"] },
  }),
  league({
    id: 119,
    window: { from: 718, to: 524, breaks: [[1210, 215]] },
    name: "Superliga Dinamarca",
    country: "Dinamarca",
    clubs: DK_SUPERLIGA,
    weekend: { fri: 0.25, sat: 0.2, sun: 0.35, mon: 0.2 },
    midweek: MIDWEEK_WED(0.1),
    kickoffs: { timeZone: "Europe/Copenhagen", weekend: ["14:00", "16:00", "18:00"], weekday: ["19:00"] },
  }),
  league({
    id: 345,
    window: { from: 718, to: 524, breaks: [[1222, 131]] },
    name: "Liga Tcheca",
    country: "República Tcheca",
    clubs: CZ_FIRST_LEAGUE,
    weekend: { fri: 0.2, sat: 0.35, sun: 0.35, mon: 0.1 },
    midweek: MIDWEEK_WED(0.1),
    kickoffs: { timeZone: "Europe/Prague", weekend: ["14:00", "16:00", "18:30"], weekday: ["18:00"] },
  }),
  league({
    id: 89,
    window: { from: 808, to: 501, breaks: [[1222, 109]] },
    name: "Eerste Divisie",
    country: "Holanda",
    clubs: NL_EERSTE_DIVISIE,
    weekend: { fri: 0.75, sat: 0.1, sun: 0.05, mon: 0.1 },
    midweek: MIDWEEK_WED(0.15),
    kickoffs: {
      timeZone: "Europe/Amsterdam",
      weekend: ["14:30", "16:45", "20:00"],
      weekday: ["18:45", "20:00", "20:00", "20:00"],
    },
  }),
  league({
    id: 95,
    window: { from: 808, to: 517 },
    name: "Liga Portugal 2",
    country: "Portugal",
    clubs: PT_LIGA_2,
    weekend: { fri: 0.15, sat: 0.25, sun: 0.35, mon: 0.25 },
    midweek: MIDWEEK_WED(0.15),
    kickoffs: {
      timeZone: "Europe/Lisbon",
      weekend: ["11:00", "14:00", "15:30", "18:00"],
      weekday: ["14:00", "18:00", "20:15"],
    },
  }),
  league({
    id: 106,
    window: { from: 718, to: 524, breaks: [[1215, 131]] },
    name: "Ekstraklasa",
    country: "Polônia",
    clubs: PL_EKSTRAKLASA,
    weekend: { fri: 0.3, sat: 0.3, sun: 0.3, mon: 0.1 },
    midweek: MIDWEEK_WED(0.1),
    kickoffs: { timeZone: "Europe/Warsaw", weekend: ["12:15", "14:45", "17:30", "20:15"], weekday: ["18:00", "20:30"] },
  }),
  league({
    id: 103,
    window: { from: 329, to: 1130 },
    name: "Eliteserien",
    country: "Noruega",
    clubs: NO_ELITESERIEN,
    weekend: { sat: 0.25, sun: 0.6, mon: 0.15 },
    midweek: { chance: 0.3, days: { wed: 0.6, thu: 0.4 } },
    kickoffs: { timeZone: "Europe/Oslo", weekend: ["15:00", "17:00", "19:15"], weekday: ["19:00", "19:15"] },
  }),
  league({
    id: 113,
    window: { from: 329, to: 1109 },
    name: "Allsvenskan",
    country: "Suécia",
    clubs: SE_ALLSVENSKAN,
    weekend: { sat: 0.3, sun: 0.45, mon: 0.25 },
    midweek: { chance: 0.25, days: { wed: 0.6, thu: 0.4 } },
    kickoffs: { timeZone: "Europe/Stockholm", weekend: ["13:00", "15:00", "17:30"], weekday: ["19:00"] },
  }),
  league({
    id: 233,
    window: { from: 815, to: 531 },
    name: "Premier League Egito",
    country: "Egito",
    clubs: EG_PREMIER,
    weekend: { sat: 0.3, sun: 0.35, mon: 0.35 },
    midweek: { chance: 0.75, days: { wed: 0.4, thu: 0.6 } },
    kickoffs: { timeZone: "Africa/Cairo", weekend: ["17:00", "20:00"], weekday: ["17:00", "20:00"] },
  }),
  league({
    id: 128,
    window: { from: 124, to: 1214 },
    name: "Liga Profesional Argentina",
    country: "Argentina",
    seasonStartMonth: 1,
    clubs: AR_LIGA,
    weekend: { fri: 0.2, sat: 0.3, sun: 0.3, mon: 0.2 },
    midweek: MIDWEEK_WED(0.35),
    kickoffs: {
      timeZone: "America/Argentina/Buenos_Aires",
      weekend: ["14:00", "15:00", "16:15", "17:00", "19:00", "19:15", "21:30", "22:00"],
      weekday: ["17:00", "19:00", "21:15"],
    },
  }),
  league({
    id: 239,
    window: { from: 120, to: 1214 },
    name: "Primera A Colômbia",
    country: "Colômbia",
    seasonStartMonth: 1,
    clubs: CO_PRIMERA,
    weekend: { sat: 0.35, sun: 0.4, mon: 0.25 },
    midweek: { chance: 0.5, days: { wed: 0.5, thu: 0.5 } },
    kickoffs: {
      timeZone: "America/Bogota",
      weekend: ["14:00", "16:15", "18:15", "20:15"],
      weekday: ["18:00", "20:00"],
    },
  }),
  league({
    id: 265,
    window: { from: 215, to: 1207 },
    name: "Primera División Chile",
    country: "Chile",
    seasonStartMonth: 1,
    clubs: CL_PRIMERA,
    weekend: { fri: 0.25, sat: 0.35, sun: 0.4 },
    midweek: { chance: 0.5, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: {
      timeZone: "America/Santiago",
      weekend: ["12:00", "15:00", "17:30", "20:00"],
      weekday: ["18:00", "20:00"],
    },
  }),
  league({
    id: 268,
    window: { from: 201, to: 1130 },
    name: "Primera División Uruguai",
    country: "Uruguai",
    seasonStartMonth: 1,
    clubs: UY_PRIMERA,
    weekend: { fri: 0.25, sat: 0.35, sun: 0.4 },
    midweek: { chance: 0.5, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: {
      timeZone: "America/Montevideo",
      weekend: ["10:00", "12:30", "15:00", "17:30", "19:00"],
      weekday: ["19:00", "20:00"],
    },
  }),
  league({
    id: 242,
    window: { from: 215, to: 1207 },
    name: "LigaPro Equador",
    country: "Equador",
    seasonStartMonth: 1,
    clubs: EC_LIGAPRO,
    weekend: { sat: 0.35, sun: 0.4, mon: 0.25 },
    midweek: { chance: 0.5, days: { wed: 0.5, thu: 0.5 } },
    kickoffs: {
      timeZone: "America/Guayaquil",
      weekend: ["13:00", "15:30", "18:00", "19:30"],
      weekday: ["17:00", "19:00"],
    },
  }),
  league({
    id: 281,
    window: { from: 201, to: 1123 },
    name: "Liga 1 Peru",
    country: "Peru",
    seasonStartMonth: 1,
    clubs: PE_LIGA_1,
    weekend: { sat: 0.35, sun: 0.4, mon: 0.25 },
    midweek: { chance: 0.5, days: { wed: 0.5, thu: 0.5 } },
    kickoffs: { timeZone: "America/Lima", weekend: ["13:00", "15:30", "18:00", "20:00"], weekday: ["18:00", "20:00"] },
  }),
  league({
    id: 250,
    window: { from: 125, to: 1207 },
    name: "Primera División Paraguai",
    country: "Paraguai",
    seasonStartMonth: 1,
    clubs: PY_PRIMERA,
    weekend: { fri: 0.25, sat: 0.35, sun: 0.4 },
    midweek: { chance: 0.5, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: {
      timeZone: "America/Asuncion",
      weekend: ["13:15", "15:30", "18:00", "20:15"],
      weekday: ["18:00", "20:30"],
    },
  }),
  league({
    id: 253,
    window: { from: 222, to: 1122 },
    name: "MLS",
    country: "Estados Unidos",
    seasonStartMonth: 1,
    clubs: US_MLS,
    weekend: { sat: 0.7, sun: 0.3 },
    midweek: { chance: 0.35, days: { wed: 0.7, thu: 0.3 } },
    kickoffs: {
      timeZone: "America/New_York",
      weekend: ["14:00", "16:30", "17:00", "19:00", "19:30", "19:30", "20:30"],
      weekday: ["19:00", "19:30", "20:30"],
    },
  }),
  league({
    id: 262,
    window: { from: 710, to: 525, breaks: [[1215, 109]] },
    name: "Liga MX",
    country: "México",
    clubs: MX_LIGA_MX,
    weekend: { fri: 0.3, sat: 0.4, sun: 0.3 },
    midweek: { chance: 0.25, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: {
      timeZone: "America/Mexico_City",
      weekend: ["12:00", "17:00", "18:00", "19:00", "20:00"],
      weekday: ["18:00", "19:00", "20:00"],
    },
  }),
  league({
    id: 307,
    window: { from: 828, to: 525 },
    name: "Saudi Pro League",
    country: "Arábia Saudita",
    clubs: SA_PRO_LEAGUE,
    weekend: { thu: 0.4, fri: 0.35, sat: 0.25 },
    midweek: { chance: 0.5, days: { mon: 1 } },
    kickoffs: {
      timeZone: "Asia/Riyadh",
      weekend: ["17:00", "18:30", "20:00", "21:00"],
      weekday: ["17:00", "18:30", "20:00", "21:00"],
    },
  }),
  league({
    id: 42,
    name: "League Two",
    country: "Inglaterra",
    tier: 2,
    window: { from: 801, to: 503 },
    clubs: EN_LEAGUE_TWO,
    weekend: { fri: 0.05, sat: 0.85, sun: 0.1 },
    midweek: { chance: 0.7, days: { tue: 0.85, wed: 0.15 } },
    kickoffs: {
      timeZone: "Europe/London",
      weekend: ["12:30", "15:00", "15:00", "15:00"],
      weekday: ["19:00", "19:45", "19:45"],
    },
  }),
  league({
    id: 80,
    name: "3. Liga",
    country: "Alemanha",
    tier: 2,
    window: { from: 801, to: 517, breaks: [[1221, 116]] },
    clubs: DE_DRITTE,
    weekend: { fri: 0.15, sat: 0.6, sun: 0.25 },
    midweek: { chance: 0.25, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: { timeZone: "Europe/Berlin", weekend: ["13:30", "14:00", "16:30", "19:00"], weekday: ["19:00"] },
  }),
  league({
    id: 204,
    name: "1. Lig",
    country: "Turquia",
    tier: 2,
    window: { from: 808, to: 517 },
    clubs: TR_FIRST_LEAGUE,
    weekend: { fri: 0.2, sat: 0.35, sun: 0.35, mon: 0.1 },
    midweek: MIDWEEK_WED(0.3),
    kickoffs: {
      timeZone: "Europe/Istanbul",
      weekend: ["13:30", "16:00", "19:00"],
      weekday: ["14:30", "16:00", "19:00"],
    },
  }),
  league({
    id: 180,
    name: "Scottish Championship",
    country: "Escócia",
    tier: 2,
    window: { from: 801, to: 503 },
    clubs: SC_CHAMPIONSHIP,
    weekend: { fri: 0.15, sat: 0.85 },
    midweek: { chance: 0.3, days: { tue: 0.7, wed: 0.3 } },
    kickoffs: { timeZone: "Europe/London", weekend: ["15:00", "15:00", "19:45"], weekday: ["19:45"] },
  }),
  league({
    id: 235,
    name: "Premier League Rússia",
    country: "Rússia",
    window: { from: 719, to: 530, breaks: [[1210, 228]] },
    clubs: RU_PREMIER,
    weekend: { fri: 0.15, sat: 0.35, sun: 0.4, mon: 0.1 },
    midweek: MIDWEEK_WED(0.1),
    kickoffs: { timeZone: "Europe/Moscow", weekend: ["14:00", "16:30", "19:00", "20:00"], weekday: ["19:00", "20:00"] },
  }),
  league({
    id: 283,
    name: "Liga I Romênia",
    country: "Romênia",
    window: { from: 711, to: 524, breaks: [[1222, 118]] },
    clubs: [...entrants("FCSB", "Universitatea Craiova"), ...RO_LIGA_1],
    weekend: { fri: 0.25, sat: 0.3, sun: 0.3, mon: 0.15 },
    midweek: MIDWEEK_WED(0.1),
    kickoffs: {
      timeZone: "Europe/Bucharest",
      weekend: ["15:00", "17:30", "20:00", "21:00"],
      weekday: ["18:30", "21:00"],
    },
  }),
  league({
    id: 286,
    name: "Superliga Sérvia",
    country: "Sérvia",
    window: { from: 718, to: 524, breaks: [[1222, 131]] },
    clubs: [...entrants("Estrela Vermelha"), ...RS_SUPERLIGA],
    weekend: { fri: 0.2, sat: 0.4, sun: 0.4 },
    midweek: { chance: 0.25, days: { wed: 1 } },
    kickoffs: { timeZone: "Europe/Belgrade", weekend: ["15:00", "17:00", "19:00"], weekday: ["17:00", "19:00"] },
  }),
  league({
    id: 305,
    name: "Qatar Stars League",
    country: "Catar",
    window: { from: 808, to: 520 },
    clubs: QA_STARS,
    weekend: { thu: 0.4, fri: 0.35, sat: 0.25 },
    midweek: { chance: 0.35, days: { mon: 1 } },
    kickoffs: { timeZone: "Asia/Qatar", weekend: ["16:30", "17:00", "19:30", "20:00"], weekday: ["17:00", "19:30"] },
  }),
  league({
    id: 301,
    name: "UAE Pro League",
    country: "Emirados Árabes",
    window: { from: 822, to: 525 },
    clubs: AE_PRO_LEAGUE,
    weekend: { thu: 0.4, fri: 0.35, sat: 0.25 },
    midweek: { chance: 0.35, days: { tue: 1 } },
    kickoffs: { timeZone: "Asia/Dubai", weekend: ["17:00", "17:30", "20:00", "20:30"], weekday: ["17:30", "20:30"] },
  }),
  league({
    id: 200,
    name: "Botola Pro",
    country: "Marrocos",
    window: { from: 905, to: 610 },
    clubs: MA_BOTOLA,
    weekend: { fri: 0.3, sat: 0.35, sun: 0.35 },
    midweek: { chance: 0.45, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: {
      timeZone: "Africa/Casablanca",
      weekend: ["15:00", "17:00", "19:00", "21:00"],
      weekday: ["17:00", "19:00", "21:00"],
    },
  }),

  // Appended after the original catalog so that fixture ids (which carry the catalog position) never move.
  league({
    id: 702,
    name: "Premier League 2",
    country: "Inglaterra",
    tier: 2,
    window: { from: 815, to: 510 },
    clubs: EN_PL2,
    weekend: { fri: 0.35, sat: 0.1, sun: 0.1, mon: 0.45 },
    midweek: { chance: 0.3, days: { wed: 1 } },
    kickoffs: {
      timeZone: "Europe/London",
      weekend: ["12:00", "13:00", "14:00"],
      weekday: ["13:00", "14:00", "18:00", "19:00"],
    },
  }),
  league({
    id: 44,
    women: true,
    name: "Women's Super League",
    country: "Inglaterra",
    window: { from: 905, to: 517, breaks: [[1215, 110]] },
    clubs: EN_WSL,
    weekend: { fri: 0.1, sat: 0.2, sun: 0.7 },
    midweek: { chance: 0.1, days: { wed: 1 } },
    kickoffs: { timeZone: "Europe/London", weekend: ["12:00", "12:30", "14:00", "18:45"], weekday: ["19:00"] },
  }),
  league({
    id: 142,
    women: true,
    name: "Liga F",
    country: "Espanha",
    window: { from: 905, to: 524, breaks: [[1222, 105]] },
    clubs: ES_LIGA_F,
    weekend: { fri: 0.1, sat: 0.35, sun: 0.4, mon: 0.15 },
    midweek: { chance: 0.15, days: { wed: 1 } },
    kickoffs: { timeZone: "Europe/Madrid", weekend: ["12:00", "16:00", "18:00"], weekday: ["16:00", "19:00"] },
  }),
  league({
    id: 82,
    women: true,
    name: "Frauen-Bundesliga",
    country: "Alemanha",
    window: { from: 829, to: 524, breaks: [[1215, 131]] },
    clubs: DE_FRAUEN,
    weekend: { fri: 0.2, sat: 0.2, sun: 0.6 },
    midweek: null,
    kickoffs: { timeZone: "Europe/Berlin", weekend: ["12:00", "14:00", "16:00"], weekday: ["18:00", "18:30"] },
  }),
  league({
    id: 64,
    women: true,
    name: "Première Ligue",
    country: "França",
    window: { from: 905, to: 524, breaks: [[1221, 116]] },
    clubs: FR_PREMIERE_LIGUE,
    weekend: { fri: 0.2, sat: 0.3, sun: 0.5 },
    midweek: null,
    kickoffs: { timeZone: "Europe/Paris", weekend: ["12:00", "14:30", "17:30"], weekday: ["19:00"] },
  }),
  league({
    id: 139,
    women: true,
    name: "Serie A Feminina",
    country: "Itália",
    window: { from: 830, to: 517, breaks: [[1221, 116]] },
    clubs: IT_SERIE_A_WOMEN,
    weekend: { sat: 0.45, sun: 0.55 },
    midweek: null,
    kickoffs: { timeZone: "Europe/Rome", weekend: ["12:30", "14:30", "15:00"], weekday: ["18:00"] },
  }),
  cup({
    id: 14,
    name: "UEFA Youth League",
    country: "Mundo",
    clubs: UEFA_YOUTH,
    days: { tue: 0.5, wed: 0.5 },
    chance: 0.65,
    matches: 18,
    activeMonths: [9, 10, 11, 12, 1, 2, 3, 4],
    knockoutMonths: [2, 3, 4],
    legs: 1,
    tieBreak: "penalties",
    kickoffs: { timeZone: "Europe/Paris", weekend: ["14:00"], weekday: ["12:00", "13:00", "14:00", "16:00"] },
  }),
  league({
    id: 43,
    name: "National League",
    country: "Inglaterra",
    tier: 3,
    window: { from: 809, to: 426 },
    clubs: EN_NATIONAL_LEAGUE,
    weekend: { fri: 0.05, sat: 0.9, sun: 0.05 },
    midweek: { chance: 0.7, days: { tue: 0.9, wed: 0.1 } },
    kickoffs: { timeZone: "Europe/London", weekend: ["12:30", "15:00", "15:00", "17:30"], weekday: ["19:45"] },
  }),
  league({
    id: 129,
    name: "Primera Nacional",
    country: "Argentina",
    tier: 2,
    seasonStartMonth: 1,
    window: { from: 201, to: 1130 },
    clubs: AR_PRIMERA_NACIONAL,
    groups: ["Zona A", "Zona B"],
    weekend: { fri: 0.2, sat: 0.25, sun: 0.3, mon: 0.25 },
    midweek: { chance: 0.4, days: { wed: 1 } },
    kickoffs: {
      timeZone: "America/Argentina/Buenos_Aires",
      weekend: ["15:30", "17:00", "19:00", "21:00"],
      weekday: ["15:30", "17:00", "19:00", "21:00"],
    },
  }),
  league({
    id: 263,
    name: "Liga de Expansión MX",
    country: "México",
    tier: 2,
    window: { from: 720, to: 520, breaks: [[1215, 109]] },
    clubs: MX_EXPANSION,
    weekend: { fri: 0.35, sat: 0.3, sun: 0.35 },
    midweek: { chance: 0.6, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: {
      timeZone: "America/Mexico_City",
      weekend: ["12:00", "16:00", "17:00", "19:00"],
      weekday: ["16:00", "17:00", "19:00"],
    },
  }),
  league({
    id: 323,
    name: "Indian Super League",
    country: "Índia",
    window: { from: 913, to: 430 },
    clubs: IN_SUPER_LEAGUE,
    weekend: { thu: 0.35, fri: 0.25, sat: 0.15, sun: 0.25 },
    midweek: { chance: 0.7, days: { tue: 1 } },
    kickoffs: { timeZone: "Asia/Kolkata", weekend: ["17:00", "19:30"], weekday: ["19:30"] },
  }),
  league({
    id: 290,
    name: "Persian Gulf Pro League",
    country: "Irã",
    window: { from: 808, to: 520 },
    clubs: IR_PRO_LEAGUE,
    weekend: { thu: 0.45, fri: 0.4, sat: 0.15 },
    midweek: { chance: 0.7, days: { tue: 1 } },
    kickoffs: {
      timeZone: "Asia/Tehran",
      weekend: ["15:30", "16:30", "17:00", "18:00"],
      weekday: ["15:30", "17:00", "18:00"],
    },
  }),
  league({
    id: 288,
    name: "Premiership África do Sul",
    country: "África do Sul",
    window: { from: 808, to: 524 },
    clubs: ZA_PREMIERSHIP,
    weekend: { fri: 0.2, sat: 0.35, sun: 0.45 },
    midweek: { chance: 0.6, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: {
      timeZone: "Africa/Johannesburg",
      weekend: ["15:00", "15:30", "17:30", "20:00"],
      weekday: ["17:30", "19:30"],
    },
  }),
  league({
    id: 210,
    name: "HNL",
    country: "Croácia",
    window: { from: 718, to: 524, breaks: [[1221, 125]] },
    clubs: [...entrants("Dinamo Zagreb", "Rijeka"), ...HR_HNL],
    weekend: { fri: 0.2, sat: 0.3, sun: 0.35, mon: 0.15 },
    midweek: { chance: 0.2, days: { wed: 1 } },
    kickoffs: { timeZone: "Europe/Zagreb", weekend: ["15:00", "17:45", "20:00"], weekday: ["17:00", "19:00"] },
  }),
  league({
    id: 383,
    name: "Ligat ha'Al",
    country: "Israel",
    window: { from: 822, to: 531 },
    clubs: [...entrants("Maccabi Tel Aviv"), ...IL_LIGAT_HAAL],
    weekend: { sat: 0.35, sun: 0.25, mon: 0.4 },
    midweek: { chance: 0.35, days: { wed: 0.3, thu: 0.7 } },
    kickoffs: { timeZone: "Asia/Jerusalem", weekend: ["17:00", "19:00", "20:30"], weekday: ["18:00", "19:30"] },
  }),
  league({
    id: 333,
    name: "Premier League Ucrânia",
    country: "Ucrânia",
    window: { from: 801, to: 531, breaks: [[1215, 228]] },
    clubs: [...entrants("Shakhtar Donetsk", "Dynamo Kyiv"), ...UA_PREMIER],
    weekend: { fri: 0.15, sat: 0.25, sun: 0.35, mon: 0.25 },
    midweek: { chance: 0.15, days: { wed: 1 } },
    kickoffs: { timeZone: "Europe/Kyiv", weekend: ["13:00", "15:30", "18:00"], weekday: ["15:30", "18:00"] },
  }),
  league({
    id: 271,
    name: "NB I",
    country: "Hungria",
    window: { from: 725, to: 524, breaks: [[1215, 131]] },
    clubs: [...entrants("Ferencváros"), ...HU_NB1],
    weekend: { fri: 0.2, sat: 0.3, sun: 0.5 },
    midweek: { chance: 0.15, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: { timeZone: "Europe/Budapest", weekend: ["14:30", "17:00", "19:45"], weekday: ["18:00", "20:00"] },
  }),
  league({
    id: 186,
    name: "Ligue 1 Argélia",
    country: "Argélia",
    window: { from: 822, to: 531 },
    clubs: DZ_LIGUE_1,
    weekend: { thu: 0.45, fri: 0.35, sat: 0.2 },
    midweek: { chance: 0.7, days: { mon: 1 } },
    kickoffs: {
      timeZone: "Africa/Algiers",
      weekend: ["16:00", "17:00", "18:00", "20:00"],
      weekday: ["16:00", "17:00", "18:00"],
    },
  }),
  league({
    id: 202,
    name: "Ligue 1 Tunísia",
    country: "Tunísia",
    window: { from: 808, to: 531 },
    clubs: TN_LIGUE_1,
    weekend: { sat: 0.3, sun: 0.4, mon: 0.3 },
    midweek: { chance: 0.6, days: { wed: 0.3, thu: 0.7 } },
    kickoffs: { timeZone: "Africa/Tunis", weekend: ["14:00", "15:00", "16:00"], weekday: ["14:00", "15:30"] },
  }),
  league({
    id: 138,
    name: "Serie C",
    country: "Itália",
    tier: 3,
    window: { from: 824, to: 503, breaks: [[1222, 109]] },
    clubs: IT_SERIE_C,
    groups: ["Girone A", "Girone B", "Girone C"],
    weekend: { fri: 0.05, sat: 0.2, sun: 0.45, mon: 0.3 },
    midweek: { chance: 0.3, days: { wed: 1 } },
    kickoffs: { timeZone: "Europe/Rome", weekend: ["12:30", "14:30", "17:30", "20:30"], weekday: ["18:00", "20:30"] },
  }),
  league({
    id: 63,
    name: "National",
    country: "França",
    tier: 3,
    window: { from: 808, to: 510, breaks: [[1221, 109]] },
    clubs: FR_NATIONAL,
    weekend: { fri: 0.7, sat: 0.2, sun: 0.1 },
    midweek: { chance: 0.2, days: { tue: 1 } },
    kickoffs: { timeZone: "Europe/Paris", weekend: ["15:00", "18:00", "19:30"], weekday: ["19:30"] },
  }),
  league({
    id: 344,
    name: "Primera División Bolívia",
    country: "Bolívia",
    seasonStartMonth: 1,
    window: { from: 215, to: 1214 },
    clubs: [...entrants("Bolívar", "The Strongest", "Always Ready", "San Antonio Bulo Bulo"), ...BO_PRIMERA],
    weekend: { sat: 0.25, sun: 0.4, mon: 0.35 },
    midweek: { chance: 0.75, days: { wed: 0.3, thu: 0.7 } },
    kickoffs: {
      timeZone: "America/La_Paz",
      weekend: ["13:00", "15:00", "17:30", "19:00"],
      weekday: ["15:00", "17:00", "19:00"],
    },
  }),
  league({
    id: 162,
    name: "Primera División Costa Rica",
    country: "Costa Rica",
    seasonStartMonth: 7,
    window: { from: 712, to: 521, breaks: [[1221, 110]] },
    clubs: CR_PRIMERA,
    weekend: { sat: 0.4, sun: 0.6 },
    midweek: { chance: 0.75, days: { wed: 0.3, thu: 0.7 } },
    kickoffs: {
      timeZone: "America/Costa_Rica",
      weekend: ["11:00", "15:00", "17:00", "19:00"],
      weekday: ["17:00", "19:00", "20:00"],
    },
  }),
  league({
    id: 240,
    name: "Primera B Colômbia",
    country: "Colômbia",
    tier: 2,
    seasonStartMonth: 1,
    window: { from: 201, to: 1207 },
    clubs: CO_PRIMERA_B,
    weekend: { sat: 0.25, sun: 0.4, mon: 0.35 },
    midweek: { chance: 0.75, days: { wed: 0.3, thu: 0.7 } },
    kickoffs: {
      timeZone: "America/Bogota",
      weekend: ["15:00", "15:30", "18:00", "19:00"],
      weekday: ["15:00", "15:30", "19:00"],
    },
  }),
  league({
    id: 299,
    name: "Liga FUTVE",
    country: "Venezuela",
    seasonStartMonth: 1,
    window: { from: 125, to: 1207 },
    clubs: [
      ...entrants("Deportivo Táchira", "Carabobo", "Academia Puerto Cabello", "Universidad Central"),
      ...VE_PRIMERA,
    ],
    weekend: { fri: 0.2, sat: 0.3, sun: 0.3, mon: 0.2 },
    midweek: { chance: 0.35, days: { wed: 1 } },
    kickoffs: { timeZone: "America/Caracas", weekend: ["15:00", "17:00", "19:00"], weekday: ["16:00", "19:00"] },
  }),
  league({
    id: 435,
    name: "Primera Federación - Grupo 1",
    country: "Espanha",
    tier: 3,
    window: { from: 830, to: 517, breaks: [[1222, 109]] },
    clubs: ES_RFEF_1,
    weekend: { sat: 0.25, sun: 0.75 },
    midweek: { chance: 0.1, days: { wed: 1 } },
    kickoffs: { timeZone: "Europe/Madrid", weekend: ["12:00", "16:00", "17:00", "18:00", "19:00"], weekday: ["19:00"] },
  }),
  league({
    id: 436,
    name: "Primera Federación - Grupo 2",
    country: "Espanha",
    tier: 3,
    window: { from: 830, to: 517, breaks: [[1222, 109]] },
    clubs: ES_RFEF_2,
    weekend: { sat: 0.25, sun: 0.75 },
    midweek: { chance: 0.1, days: { wed: 1 } },
    kickoffs: { timeZone: "Europe/Madrid", weekend: ["12:00", "16:00", "17:00", "18:00", "19:00"], weekday: ["19:00"] },
  }),
  league({
    id: 50,
    name: "National League North",
    country: "Inglaterra",
    tier: 3,
    // The one league the houses leave alone: its games are listed without prices.
    unpriced: true,
    window: { from: 809, to: 426 },
    clubs: EN_NATIONAL_NORTH,
    weekend: { sat: 0.95, sun: 0.05 },
    midweek: { chance: 0.7, days: { tue: 0.9, wed: 0.1 } },
    kickoffs: { timeZone: "Europe/London", weekend: ["15:00", "15:00", "17:30"], weekday: ["19:45"] },
  }),
  league({
    id: 51,
    name: "National League South",
    country: "Inglaterra",
    tier: 3,
    window: { from: 809, to: 426 },
    clubs: EN_NATIONAL_SOUTH,
    weekend: { sat: 0.95, sun: 0.05 },
    midweek: { chance: 0.7, days: { tue: 0.9, wed: 0.1 } },
    kickoffs: { timeZone: "Europe/London", weekend: ["15:00", "15:00", "17:30"], weekday: ["19:45"] },
  }),
  league({
    id: 131,
    name: "Primera B Metropolitana",
    country: "Argentina",
    tier: 3,
    seasonStartMonth: 1,
    window: { from: 208, to: 1130 },
    clubs: AR_PRIMERA_B,
    weekend: { sat: 0.4, sun: 0.2, mon: 0.4 },
    midweek: { chance: 0.5, days: { wed: 0.3, thu: 0.7 } },
    kickoffs: {
      timeZone: "America/Argentina/Buenos_Aires",
      weekend: ["15:30", "16:00", "17:00"],
      weekday: ["15:30", "16:00", "17:00"],
    },
  }),
  league({
    id: 145,
    name: "Challenger Pro League",
    country: "Bélgica",
    tier: 2,
    window: { from: 808, to: 426, breaks: [[1222, 116]] },
    clubs: BE_CHALLENGER,
    weekend: { fri: 0.25, sat: 0.25, sun: 0.5 },
    midweek: { chance: 0.15, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: { timeZone: "Europe/Brussels", weekend: ["14:00", "16:00", "20:00"], weekday: ["20:00"] },
  }),
  league({
    id: 107,
    name: "I Liga",
    country: "Polônia",
    tier: 2,
    window: { from: 718, to: 524, breaks: [[1215, 228]] },
    clubs: PL_I_LIGA,
    weekend: { fri: 0.25, sat: 0.2, sun: 0.35, mon: 0.2 },
    midweek: { chance: 0.2, days: { wed: 1 } },
    kickoffs: { timeZone: "Europe/Warsaw", weekend: ["12:45", "14:30", "17:30", "20:30"], weekday: ["17:30", "20:30"] },
  }),
  league({
    id: 208,
    name: "Challenge League",
    country: "Suíça",
    tier: 2,
    window: { from: 718, to: 524, breaks: [[1215, 131]] },
    clubs: CH_CHALLENGE,
    weekend: { fri: 0.35, sat: 0.25, sun: 0.4 },
    midweek: { chance: 0.15, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: { timeZone: "Europe/Zurich", weekend: ["14:15", "16:30", "19:30"], weekday: ["18:15", "20:15"] },
  }),
  league({
    id: 219,
    name: "2. Liga Áustria",
    country: "Áustria",
    tier: 2,
    window: { from: 725, to: 524, breaks: [[1205, 131]] },
    clubs: AT_ZWEITE,
    weekend: { fri: 0.45, sat: 0.1, sun: 0.45 },
    midweek: { chance: 0.1, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: { timeZone: "Europe/Vienna", weekend: ["10:30", "13:30", "14:30", "18:00"], weekday: ["18:00", "20:00"] },
  }),
  league({
    id: 120,
    name: "1. Division Dinamarca",
    country: "Dinamarca",
    tier: 2,
    window: { from: 725, to: 524, breaks: [[1207, 228]] },
    clubs: DK_FIRST_DIVISION,
    weekend: { fri: 0.3, sat: 0.3, sun: 0.4 },
    midweek: { chance: 0.15, days: { wed: 1 } },
    kickoffs: {
      timeZone: "Europe/Copenhagen",
      weekend: ["13:00", "14:00", "15:00", "18:00"],
      weekday: ["18:00", "19:00"],
    },
  }),
  league({
    id: 234,
    name: "Liga Nacional Honduras",
    country: "Honduras",
    window: { from: 725, to: 524, breaks: [[1215, 115]] },
    clubs: HN_LIGA_NACIONAL,
    weekend: { sat: 0.3, sun: 0.5, mon: 0.2 },
    midweek: { chance: 0.75, days: { wed: 0.3, thu: 0.7 } },
    kickoffs: {
      timeZone: "America/Tegucigalpa",
      weekend: ["15:00", "16:00", "18:00", "19:00"],
      weekday: ["17:00", "19:00", "19:30"],
    },
  }),
];

/** Every club by id (including clubs that only play in cups). */
export const DEMO_CLUBS: ReadonlyMap<number, DemoClub> = clubsById;

/** Ids of the clubs that play in women's competitions (their squads, coaches and referees are women). */
export const WOMEN_CLUB_IDS: ReadonlySet<number> = new Set(
  DEMO_COMPETITIONS.filter((c) => c.women === true).flatMap((c) => c.clubs.map((club) => club.id)),
);
