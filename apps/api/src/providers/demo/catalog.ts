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
}

/**
 * A league plays one round a week spread over its weekend days, and sometimes a second, midweek round.
 * Weekend and midweek days are at least two days apart (a club never plays on consecutive days).
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

const BR_SERIE_A = roster(1690, 110, `
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
`);

const BR_SERIE_B = roster(1560, 70, `
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
`);

const BR_SERIE_C = roster(1460, 55, `
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
`);

const EN_PREMIER = roster(1860, 150, `
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
`);

const EN_CHAMPIONSHIP = roster(1640, 75, `
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
`);

const EN_LEAGUE_ONE = roster(1520, 60, `
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
`);

const ES_LALIGA = roster(1800, 170, `
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
`);

const ES_SEGUNDA = roster(1590, 60, `
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
`);

const IT_SERIE_A = roster(1780, 150, `
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
`);

const IT_SERIE_B = roster(1580, 55, `
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
`);

const DE_BUNDESLIGA = roster(1770, 160, `
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
`);

const DE_ZWEITE = roster(1590, 55, `
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
`);

const FR_LIGUE_1 = roster(1720, 150, `
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
`);

const FR_LIGUE_2 = roster(1560, 55, `
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
`);

const PT_PRIMEIRA = roster(1640, 170, `
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
`);

const NL_EREDIVISIE = roster(1630, 150, `
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
`);

const BE_PRO_LEAGUE = roster(1610, 120, `
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
`);

const SC_PREMIERSHIP = roster(1560, 150, `
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
`);

const TR_SUPER_LIG = roster(1600, 130, `
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
`);

const GR_SUPER_LEAGUE = roster(1580, 120, `
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
`);

const AT_BUNDESLIGA = roster(1570, 100, `
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
`);

const CH_SUPER_LEAGUE = roster(1570, 100, `
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
`);

const DK_SUPERLIGA = roster(1560, 100, `
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
`);

const CZ_FIRST_LEAGUE = roster(1550, 100, `
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
`);

// Clubs that only appear in UEFA competitions here (their leagues are not simulated).
roster(1560, 70, `
  4102; Dinamo Zagreb; Estádio Maksimir; Zagreb
  4103; Estrela Vermelha; Estádio Rajko Mitić; Belgrado
  4104; Ferencváros; Groupama Aréna; Budapeste
  4105; Qarabağ; Estádio Tofiq Bahramov; Baku
  4107; Maccabi Tel Aviv; Estádio Bloomfield; Tel Aviv
  4108; FCSB; Arena Națională; Bucareste
  4109; Ludogorets; Huvepharma Arena; Razgrad
  4110; Pafos; Estádio Stelios Kyriakides; Pafos
  4112; Kairat; Estádio Central; Almaty
`);

// Clubs that only appear in the Conference League here.
roster(1480, 70, `
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
`);

const NL_EERSTE_DIVISIE = roster(1480, 55, `
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
`);

const PT_LIGA_2 = roster(1490, 55, `
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
`);

const PL_EKSTRAKLASA = roster(1520, 80, `
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
`);

const NO_ELITESERIEN = roster(1520, 90, `
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
`);

const SE_ALLSVENSKAN = roster(1510, 80, `
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
`);

const EG_PREMIER = roster(1480, 100, `
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
`);

const AR_LIGA = roster(1610, 100, `
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
`);

const CO_PRIMERA = roster(1550, 90, `
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
`);

const CL_PRIMERA = roster(1520, 90, `
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
`);

const UY_PRIMERA = roster(1520, 90, `
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
`);

const EC_LIGAPRO = roster(1520, 90, `
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
`);

const PE_LIGA_1 = roster(1500, 90, `
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
`);

const PY_PRIMERA = roster(1520, 80, `
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
`);

// Bolivian and Venezuelan clubs appear here only in CONMEBOL competitions.
roster(1460, 70, `
  5701; Bolívar; Estadio Hernando Siles; La Paz
  5702; The Strongest; Estadio Hernando Siles; La Paz
  5703; Always Ready; Estadio Municipal de El Alto; El Alto
  5704; Deportivo Táchira; Estadio Polideportivo de Pueblo Nuevo; San Cristóbal
  5706; Carabobo; Estadio Misael Delgado; Valencia
  5707; San Antonio Bulo Bulo; Estadio Carlos Villegas; Entre Ríos
  5708; Universidad Central; Estadio Olímpico de la UCV; Caracas
  5709; Academia Puerto Cabello; Estadio La Bombonerita; Puerto Cabello
`);

const US_MLS = roster(1540, 80, `
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
`);

const MX_LIGA_MX = roster(1560, 90, `
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
`);

const SA_PRO_LEAGUE = roster(1560, 120, `
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
`);


// Added for volume: more second and third tiers, Eastern Europe, the Gulf and North Africa.

const EN_LEAGUE_TWO = roster(1440, 50, `
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
`);

const DE_DRITTE = roster(1500, 55, `
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
`);

const TR_FIRST_LEAGUE = roster(1480, 55, `
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
`);

const SC_CHAMPIONSHIP = roster(1420, 40, `
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
`);

const RU_PREMIER = roster(1580, 100, `
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
`);

const RO_LIGA_1 = roster(1500, 70, `
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
`);

const RS_SUPERLIGA = roster(1470, 70, `
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
`);


const QA_STARS = roster(1460, 70, `
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
`);

const AE_PRO_LEAGUE = roster(1450, 70, `
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
`);

const MA_BOTOLA = roster(1450, 70, `
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
`);

// ---------------------------------------------------------------------------------------------------------
// Rhythms and kick-off times

const MIDWEEK_WED = (chance: number) => ({ chance, days: { wed: 1 } });

function league(
  def: Omit<DemoLeague, "format" | "seasonStartMonth"> & { seasonStartMonth?: number },
): DemoLeague {
  return { format: "league", seasonStartMonth: 7, ...def };
}

function cup(def: Omit<DemoCup, "format" | "seasonStartMonth"> & { seasonStartMonth?: number }): DemoCup {
  return { format: "cup", seasonStartMonth: 7, ...def };
}

const SP = "America/Sao_Paulo";
const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const EUROPEAN_SEASON = [8, 9, 10, 11, 12, 1, 2, 3, 4, 5];
const SOUTH_AMERICAN_SEASON = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const BR_WEEKEND_SLOTS = ["11:00", "16:00", "16:00", "17:30", "18:30", "19:00", "19:30", "20:30", "21:00"];
const CONMEBOL_SLOTS = ["19:00", "19:30", "21:00", "21:30", "21:30"];

/**
 * Every simulated competition, in priority order: when a club is drawn by two competitions within a day of
 * each other, the earlier one keeps the match (continental cups, then national cups, then leagues).
 */
export const DEMO_COMPETITIONS: readonly DemoCompetition[] = [
  cup({
    id: 2,
    name: "UEFA Champions League",
    country: "Mundo",
    clubs: entrants(
      "Liverpool", "Arsenal", "Manchester City", "Chelsea", "Newcastle", "Tottenham",
      "Real Madrid", "Barcelona", "Atlético de Madrid", "Athletic Club", "Villarreal",
      "Inter de Milão", "Napoli", "Juventus", "Atalanta",
      "Bayern de Munique", "Bayer Leverkusen", "Borussia Dortmund", "Eintracht Frankfurt",
      "Paris Saint-Germain", "Olympique de Marseille", "Monaco",
      "Benfica", "Sporting", "PSV", "Ajax", "Club Brugge", "Union Saint-Gilloise",
      "Galatasaray", "Olympiacos", "Copenhagen", "Slavia Praga", "Bodø/Glimt", "Qarabağ", "Kairat", "Pafos",
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
      "Roma", "Bologna", "Aston Villa", "Nottingham Forest", "Porto", "Braga", "Lyon", "Nice", "Lille",
      "SC Freiburg", "VfB Stuttgart", "Real Betis", "Celta de Vigo", "Fenerbahçe", "Feyenoord",
      "Go Ahead Eagles", "Utrecht", "Celtic", "Rangers", "Genk", "Ferencváros", "Dinamo Zagreb",
      "Estrela Vermelha", "FCSB", "PAOK", "Panathinaikos", "Red Bull Salzburg", "Sturm Graz", "Young Boys",
      "Basel", "Midtjylland", "Viktoria Plzeň", "Ludogorets", "Maccabi Tel Aviv", "Malmö", "Brann",
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
      "Fiorentina", "Crystal Palace", "Rayo Vallecano", "Mainz 05", "Strasbourg", "AZ", "Sparta Praga",
      "Rapid Viena", "AEK Atenas", "Samsunspor", "Lausanne-Sport", "Sigma Olomouc", "Aberdeen",
      "Shakhtar Donetsk", "Legia Varsóvia", "Lech Poznań", "Dynamo Kyiv", "Raków Częstochowa", "Jagiellonia",
      "Rijeka", "Omonia", "AEK Larnaca", "Slovan Bratislava", "Universitatea Craiova", "Häcken", "Celje",
      "Shamrock Rovers", "Zrinjski Mostar", "Noah", "KuPS", "Shkëndija", "Drita", "Shelbourne", "Breiðablik",
      "Hamrun Spartans", "Lincoln Red Imps",
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
      "Flamengo", "Palmeiras", "Botafogo", "Fortaleza", "Internacional", "São Paulo", "Bahia",
      "River Plate", "Vélez Sarsfield", "Racing Club", "Estudiantes", "Talleres", "Central Córdoba",
      "Peñarol", "Nacional (URU)", "Atlético Nacional", "Atlético Bucaramanga", "Colo-Colo",
      "Olimpia", "Libertad", "Cerro Porteño", "LDU Quito", "Independiente del Valle", "Barcelona SC",
      "Universitario", "Sporting Cristal", "Alianza Lima", "Bolívar", "San Antonio Bulo Bulo",
      "Deportivo Táchira", "Carabobo", "Universidad Católica",
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
      "Atlético Mineiro", "Cruzeiro", "Grêmio", "Fluminense", "Vasco da Gama", "Vitória", "Corinthians",
      "Bragantino", "Lanús", "Independiente", "Godoy Cruz", "Defensa y Justicia", "Huracán", "Unión",
      "Defensor Sporting", "Racing (URU)", "América de Cali", "Once Caldas", "Millonarios",
      "Universidad de Chile", "Palestino", "Everton (CHI)", "Guaraní", "Nacional (PAR)", "Emelec",
      "Mushuc Runa", "Melgar", "Cienciano", "The Strongest", "Always Ready", "Academia Puerto Cabello",
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
      "Bahia", "Vitória", "Fortaleza", "Ceará", "Sport Recife", "CRB", "Náutico", "ABC", "Botafogo-PB",
      "Confiança", "CSA", "Itabaiana", "Retrô", "Floresta",
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
  cup({
    id: 66,
    name: "Copa da França",
    country: "França",
    clubs: [...FR_LIGUE_1, ...FR_LIGUE_2],
    days: { tue: 0.3, wed: 0.4, thu: 0.3 },
    chance: 0.2,
    matches: 6,
    activeMonths: [11, 12, 1, 2, 3, 4, 5],
    knockoutMonths: ALL_YEAR,
    legs: 1,
    tieBreak: "penalties",
    kickoffs: { timeZone: "Europe/Paris", weekend: ["21:00"], weekday: ["18:00", "21:00"] },
  }),
  cup({
    id: 96,
    name: "Taça de Portugal",
    country: "Portugal",
    clubs: PT_PRIMEIRA,
    days: { tue: 0.3, wed: 0.4, thu: 0.3 },
    chance: 0.2,
    matches: 4,
    activeMonths: [10, 11, 12, 1, 2, 3, 4, 5],
    knockoutMonths: ALL_YEAR,
    legs: 1,
    tieBreak: "extra-time",
    kickoffs: { timeZone: "Europe/Lisbon", weekend: ["20:45"], weekday: ["18:45", "20:45"] },
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
    midweek: { chance: 0.5, days: { wed: 0.6, thu: 0.4 } },
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
    midweek: MIDWEEK_WED(0.55),
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
    kickoffs: { timeZone: SP, weekend: ["15:00", "16:00", "17:00", "18:00", "19:00", "19:30"], weekday: ["19:00", "20:00", "21:00"] },
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
    midweek: { chance: 0.6, days: { tue: 0.7, wed: 0.3 } },
    kickoffs: { timeZone: "Europe/London", weekend: ["12:30", "15:00", "15:00", "15:00", "15:00"], weekday: ["19:45", "19:45", "20:00"] },
  }),
  league({
    id: 41,
    window: { from: 801, to: 503 },
    name: "League One",
    country: "Inglaterra",
    clubs: EN_LEAGUE_ONE,
    weekend: { fri: 0.1, sat: 0.7, sun: 0.2 },
    midweek: { chance: 0.55, days: { tue: 0.8, wed: 0.2 } },
    kickoffs: { timeZone: "Europe/London", weekend: ["12:30", "15:00", "15:00", "15:00"], weekday: ["19:45", "19:45", "20:00"] },
  }),
  league({
    id: 140,
    window: { from: 815, to: 524 },
    name: "La Liga",
    country: "Espanha",
    clubs: ES_LALIGA,
    weekend: { fri: 0.12, sat: 0.35, sun: 0.4, mon: 0.13 },
    midweek: MIDWEEK_WED(0.2),
    kickoffs: { timeZone: "Europe/Madrid", weekend: ["14:00", "16:15", "18:30", "21:00"], weekday: ["19:00", "20:00", "21:00", "21:30"] },
  }),
  league({
    id: 141,
    window: { from: 815, to: 531 },
    name: "Segunda División",
    country: "Espanha",
    clubs: ES_SEGUNDA,
    weekend: { fri: 0.2, sat: 0.35, sun: 0.3, mon: 0.15 },
    midweek: MIDWEEK_WED(0.3),
    kickoffs: { timeZone: "Europe/Madrid", weekend: ["14:00", "16:15", "18:30", "20:30"], weekday: ["19:00", "20:30", "21:30"] },
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
    kickoffs: { timeZone: "Europe/Paris", weekend: ["15:00", "17:00", "17:15", "19:00", "20:45", "21:00"], weekday: ["19:00", "21:00"] },
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
    kickoffs: { timeZone: "Europe/Amsterdam", weekend: ["14:30", "16:45", "18:45", "20:00", "21:00"], weekday: ["18:45", "20:00"] },
  }),
  league({
    id: 144,
    window: { from: 725, to: 517, breaks: [[1229, 115]] },
    name: "Jupiler Pro League",
    country: "Bélgica",
    clubs: BE_PRO_LEAGUE,
    weekend: { fri: 0.2, sat: 0.35, sun: 0.45 },
    midweek: { chance: 0.1, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: { timeZone: "Europe/Brussels", weekend: ["13:30", "16:00", "18:15", "20:45"], weekday: ["18:30", "20:45"] },
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
    kickoffs: { timeZone: "Europe/Athens", weekend: ["16:00", "17:30", "19:00", "20:00", "21:30"], weekday: ["19:00", "20:30"] },
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
    kickoffs: { timeZone: "Europe/Amsterdam", weekend: ["14:30", "16:45", "20:00"], weekday: ["18:45", "20:00", "20:00", "20:00"] },
  }),
  league({
    id: 95,
    window: { from: 808, to: 517 },
    name: "Liga Portugal 2",
    country: "Portugal",
    clubs: PT_LIGA_2,
    weekend: { fri: 0.15, sat: 0.25, sun: 0.35, mon: 0.25 },
    midweek: MIDWEEK_WED(0.15),
    kickoffs: { timeZone: "Europe/Lisbon", weekend: ["11:00", "14:00", "15:30", "18:00"], weekday: ["14:00", "18:00", "20:15"] },
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
    midweek: { chance: 0.6, days: { wed: 0.5, thu: 0.5 } },
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
    midweek: { chance: 0.3, days: { wed: 0.5, thu: 0.5 } },
    kickoffs: { timeZone: "America/Bogota", weekend: ["14:00", "16:15", "18:15", "20:15"], weekday: ["18:00", "20:00"] },
  }),
  league({
    id: 265,
    window: { from: 215, to: 1207 },
    name: "Primera División Chile",
    country: "Chile",
    seasonStartMonth: 1,
    clubs: CL_PRIMERA,
    weekend: { fri: 0.25, sat: 0.35, sun: 0.4 },
    midweek: { chance: 0.3, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: { timeZone: "America/Santiago", weekend: ["12:00", "15:00", "17:30", "20:00"], weekday: ["18:00", "20:00"] },
  }),
  league({
    id: 268,
    window: { from: 201, to: 1130 },
    name: "Primera División Uruguai",
    country: "Uruguai",
    seasonStartMonth: 1,
    clubs: UY_PRIMERA,
    weekend: { fri: 0.25, sat: 0.35, sun: 0.4 },
    midweek: { chance: 0.3, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: { timeZone: "America/Montevideo", weekend: ["10:00", "12:30", "15:00", "17:30", "19:00"], weekday: ["19:00", "20:00"] },
  }),
  league({
    id: 242,
    window: { from: 215, to: 1207 },
    name: "LigaPro Equador",
    country: "Equador",
    seasonStartMonth: 1,
    clubs: EC_LIGAPRO,
    weekend: { sat: 0.35, sun: 0.4, mon: 0.25 },
    midweek: { chance: 0.3, days: { wed: 0.5, thu: 0.5 } },
    kickoffs: { timeZone: "America/Guayaquil", weekend: ["13:00", "15:30", "18:00", "19:30"], weekday: ["17:00", "19:00"] },
  }),
  league({
    id: 281,
    window: { from: 201, to: 1123 },
    name: "Liga 1 Peru",
    country: "Peru",
    seasonStartMonth: 1,
    clubs: PE_LIGA_1,
    weekend: { sat: 0.35, sun: 0.4, mon: 0.25 },
    midweek: { chance: 0.3, days: { wed: 0.5, thu: 0.5 } },
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
    midweek: { chance: 0.3, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: { timeZone: "America/Asuncion", weekend: ["13:15", "15:30", "18:00", "20:15"], weekday: ["18:00", "20:30"] },
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
    kickoffs: { timeZone: "America/Mexico_City", weekend: ["12:00", "17:00", "18:00", "19:00", "20:00"], weekday: ["18:00", "19:00", "20:00"] },
  }),
  league({
    id: 307,
    window: { from: 828, to: 525 },
    name: "Saudi Pro League",
    country: "Arábia Saudita",
    clubs: SA_PRO_LEAGUE,
    weekend: { thu: 0.3, fri: 0.4, sat: 0.3 },
    midweek: { chance: 0.25, days: { mon: 1 } },
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
    midweek: { chance: 0.55, days: { tue: 0.85, wed: 0.15 } },
    kickoffs: { timeZone: "Europe/London", weekend: ["12:30", "15:00", "15:00", "15:00"], weekday: ["19:00", "19:45", "19:45"] },
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
    kickoffs: { timeZone: "Europe/Istanbul", weekend: ["13:30", "16:00", "19:00"], weekday: ["14:30", "16:00", "19:00"] },
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
    kickoffs: { timeZone: "Europe/Bucharest", weekend: ["15:00", "17:30", "20:00", "21:00"], weekday: ["18:30", "21:00"] },
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
    weekend: { thu: 0.3, fri: 0.35, sat: 0.35 },
    midweek: { chance: 0.2, days: { mon: 0.5, tue: 0.5 } },
    kickoffs: { timeZone: "Asia/Qatar", weekend: ["16:30", "17:00", "19:30", "20:00"], weekday: ["17:00", "19:30"] },
  }),
  league({
    id: 301,
    name: "UAE Pro League",
    country: "Emirados Árabes",
    window: { from: 822, to: 525 },
    clubs: AE_PRO_LEAGUE,
    weekend: { thu: 0.3, fri: 0.35, sat: 0.35 },
    midweek: { chance: 0.2, days: { mon: 0.5, tue: 0.5 } },
    kickoffs: { timeZone: "Asia/Dubai", weekend: ["17:00", "17:30", "20:00", "20:30"], weekday: ["17:30", "20:30"] },
  }),
  league({
    id: 200,
    name: "Botola Pro",
    country: "Marrocos",
    window: { from: 905, to: 610 },
    clubs: MA_BOTOLA,
    weekend: { fri: 0.3, sat: 0.35, sun: 0.35 },
    midweek: { chance: 0.3, days: { tue: 0.5, wed: 0.5 } },
    kickoffs: { timeZone: "Africa/Casablanca", weekend: ["15:00", "17:00", "19:00", "21:00"], weekday: ["17:00", "19:00", "21:00"] },
  }),
];

/** Every club by id (including clubs that only play in cups). */
export const DEMO_CLUBS: ReadonlyMap<number, DemoClub> = clubsById;
