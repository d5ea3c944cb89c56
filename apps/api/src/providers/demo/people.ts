/**
 * The people of the demo world: every club's squad (25 players with plausible names for its country, unique
 * shirt numbers, a preferred formation and a coach) and the referees. All of it is a pure function of
 * (seed, club) or (seed, match), computed on first use and kept, so a club fields the same squad every week.
 */

import type { DemoClub, DemoCompetition } from "./catalog.ts";
import { DEMO_CLUBS, DEMO_COMPETITIONS, WOMEN_CLUB_IDS } from "./catalog.ts";
import { hash, intBetween, rng, shuffle, unit, weightedIndex } from "./random.ts";
import type { Rng } from "./random.ts";

export type Position = "G" | "D" | "M" | "F";

export interface SquadPlayer {
  /** Club id × 100 + squad index: unique across the world. */
  id: number;
  name: string;
  number: number;
  pos: Position;
  /** 0 = the first choice at the position, then in order. */
  depth: number;
}

export interface Squad {
  club: DemoClub;
  /** Name-pool key of the club's country ("br", "en", …). */
  pool: PoolKey;
  players: SquadPlayer[];
  formation: string;
  coach: string;
}

interface NamePool {
  first: readonly string[];
  /** Women's first names, for the women's sides and the referees of their competitions. */
  women: readonly string[];
  last: readonly string[];
  /** Single-name nicknames (Brazil). */
  nick?: readonly string[];
  womenNick?: readonly string[];
  /** Chinese and Korean names are written family name first. */
  familyFirst?: boolean;
}

const w = (text: string): string[] => text.trim().split(/\s*,\s*/);

const POOLS = {
  br: {
    first:
      w(`Gabriel, Lucas, Matheus, Pedro, João, Rafael, Bruno, Felipe, Gustavo, Thiago, Vinícius, Guilherme, Rodrigo,
      Diego, André, Caio, Vitor, Leonardo, Marcos, Igor, Fabrício, Éverton, Wesley, Luan, Renan, Danilo, Alex, Henrique,
      Murilo, Douglas, Yago, Kaio, Arthur, Davi, Samuel, Fernando, Jean, Lucas Gabriel, João Victor, Matheus Henrique`),
    women:
      w(`Ana, Beatriz, Larissa, Gabriela, Camila, Fernanda, Juliana, Letícia, Mariana, Aline, Bruna, Tainara, Kerolin, Ludmila,
      Adriana, Thaís, Jaqueline, Rafaelle, Andressa, Tamires, Giovanna, Yasmin, Lorena, Isabela, Maria Eduarda, Ana Clara,
      Vitória, Luana`),
    womenNick:
      w(`Debinha, Formiga, Bia, Gabi, Duda, Geyse, Marta, Yaya, Mileninha, Dudinha, Jheniffer, Kathellen, Angelina, Lelê,
      Tarciane, Cristiane`),
    last: w(`Silva, Santos, Oliveira, Souza, Lima, Pereira, Costa, Rodrigues, Almeida, Nascimento, Carvalho, Gomes, Ribeiro,
      Martins, Rocha, Barbosa, Araújo, Cardoso, Teixeira, Moura, Fernandes, Batista, Freitas, Vieira, Monteiro, Mendes,
      Pires, Cavalcanti, Farias, Moreira, Bezerra, Tavares, Macedo, Sampaio`),
    nick: w(`Pedrinho, Juninho, Dudu, Léo, Gui, Biel, Nenê, Fabinho, Luizinho, Thiaguinho, Carlinhos, Marquinhos, Jorginho,
      Vitinho, Rafinha, Renatinho, Willian, Wendel, Raniel, Zé Vitor, Zé Gabriel, Kaiki, Lucão, Patrick, Jadson, Rômulo,
      Cuiabano, Paulinho, Robinho, Matheusinho, Everaldo, Alisson, Ederson, Talles, Chiquinho, Gilberto`),
  },
  pt: {
    first:
      w(`João, Diogo, Rúben, Tiago, Bernardo, Gonçalo, Rafael, André, Francisco, Pedro, Nuno, Ricardo, Bruno, Miguel,
      Rodrigo, Fábio, Hugo, Tomás, Duarte, Martim, Afonso, Samuel, Vasco, Renato, Gil`),
    women:
      w(`Ana, Carolina, Inês, Beatriz, Mariana, Joana, Catarina, Sofia, Jéssica, Dolores, Diana, Andreia, Tatiana, Kika,
      Francisca, Matilde, Leonor, Marta, Rita, Sílvia`),
    last: w(`Silva, Santos, Ferreira, Pereira, Costa, Carvalho, Gomes, Martins, Sousa, Fernandes, Gonçalves, Lopes, Marques,
      Neves, Mendes, Pinto, Correia, Moreira, Cardoso, Teixeira, Ramos, Dias, Nunes, Leão, Vieira, Esteves, Quaresma`),
  },
  es: {
    first: w(`Álvaro, Pablo, Sergio, Javier, Alejandro, Daniel, Iker, Unai, Mikel, Adrián, Carlos, David, Jorge, Raúl,
      Marcos, Rubén, Óscar, Hugo, Gonzalo, Iván, Aitor, Víctor, Borja, Dani, Nacho, Jon, Asier, Fran`),
    women:
      w(`Alexia, Aitana, Irene, Laia, Mapi, Olga, Patri, Salma, Claudia, Lucía, María, Paula, Marta, Ona, Jana, Cata, Teresa,
      Esther, Athenea, Maite, Amaiur, Leire, Nerea, Carmen, Alba`),
    last: w(`García, Fernández, González, Rodríguez, López, Martínez, Sánchez, Pérez, Gómez, Martín, Jiménez, Ruiz,
      Hernández, Díaz, Moreno, Muñoz, Álvarez, Romero, Navarro, Torres, Domínguez, Gil, Vázquez, Serrano, Ramos, Molina,
      Ortega, Iglesias, Castro, Herrera, Aguirre, Etxeberria`),
  },
  latam: {
    first: w(`Juan, Santiago, Matías, Facundo, Nicolás, Agustín, Franco, Lautaro, Gonzalo, Tomás, Emiliano, Ezequiel,
      Maximiliano, Rodrigo, Sebastián, Cristian, Brian, Kevin, Jhon, Luis, Andrés, Diego, Felipe, Jorge, Carlos, Édison,
      Wilmar, Yeferson, Érick, Alexis, Jesús, Alan, Óscar, Ángel`),
    women:
      w(`Valentina, Camila, Florencia, Agustina, Catalina, Daniela, Mayra, Linda, Yoreli, Leicy, Manuela, Sofía, Micaela,
      Estefanía, Gabriela, Romina, Lorena, Karen, Yamila, Dahiana, Jenifer, Rocío, Milagros, Belén`),
    last: w(`González, Rodríguez, Gómez, Fernández, López, Díaz, Martínez, Pérez, Romero, Sosa, Benítez, Acosta, Medina,
      Herrera, Suárez, Aguirre, Giménez, Rojas, Molina, Castro, Ortiz, Núñez, Vargas, Cabrera, Ramírez, Flores, Torres,
      Quintero, Mosquera, Valencia, Arias, Paredes, Villalba, Cáceres, Salazar, Guerrero`),
  },
  en: {
    first: w(`James, Harry, Jack, Oliver, George, Charlie, Thomas, Joe, Callum, Lewis, Ryan, Jordan, Ben, Luke, Connor,
      Kieran, Reece, Jamie, Daniel, Matt, Adam, Kyle, Josh, Tyler, Liam, Sam, Scott, Aaron, Declan, Mason, Brandon`),
    women:
      w(`Lucy, Leah, Millie, Georgia, Alessia, Chloe, Ella, Lauren, Beth, Rachel, Jess, Keira, Hannah, Mary, Niamh, Grace, Katie,
      Esme, Freya, Jill, Steph, Amy, Emily, Sophie, Olivia, Megan, Abbie`),
    last: w(`Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Robinson, Wright, Thompson, Evans, Walker,
      White, Roberts, Green, Hall, Wood, Jackson, Clarke, Hughes, Edwards, Turner, Cooper, Hill, Ward, Morris, Moore,
      Harrison, Barnes, Murray, Campbell, Stewart, Kelly`),
  },
  it: {
    first: w(`Alessandro, Lorenzo, Matteo, Federico, Andrea, Davide, Riccardo, Nicolò, Giacomo, Simone, Marco, Luca,
      Francesco, Gianluca, Stefano, Manuel, Mattia, Filippo, Tommaso, Daniele, Samuele, Gabriele`),
    women:
      w(`Cristiana, Sara, Martina, Manuela, Valentina, Barbara, Elisa, Laura, Lisa, Arianna, Giulia, Chiara, Federica,
      Benedetta, Cecilia, Elena, Alice, Aurora, Michela, Francesca, Lucia, Sofia, Emma`),
    last: w(`Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti, De Luca,
      Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, Barbieri, Fontana, Santoro, Mariani, Rinaldi, Caruso, Ferrara,
      Galli, Martini, Leone`),
  },
  de: {
    first: w(`Lukas, Leon, Jonas, Maximilian, Felix, Niklas, Tim, Julian, Florian, Tobias, Jan, Kevin, Marco, Philipp,
      Moritz, Paul, Finn, Luca, Nico, David, Fabian, Dominik, Sebastian, Marvin, Robin, Yannick`),
    women:
      w(`Lena, Lea, Alexandra, Giulia, Klara, Svenja, Linda, Kathrin, Sara, Laura, Nicole, Marina, Jule, Felicitas, Janina,
      Chantal, Anna, Merle, Vivien, Carlotta, Lina, Selina, Pia`),
    last: w(`Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Koch, Richter, Klein,
      Wolf, Schröder, Neumann, Schwarz, Zimmermann, Braun, Krüger, Hofmann, Hartmann, Lange, Werner, Krause, Lehmann,
      Köhler, Huber, Kaiser, Frank`),
  },
  fr: {
    first:
      w(`Lucas, Hugo, Théo, Nathan, Enzo, Mathis, Maxime, Antoine, Clément, Romain, Julien, Adrien, Florian, Bastien,
      Quentin, Alexis, Benjamin, Jordan, Moussa, Ibrahima, Mamadou, Youssouf, Amine, Rayan, Warren, Kévin, Baptiste`),
    women:
      w(`Wendie, Eugénie, Kadidiatou, Amandine, Griedge, Sakina, Grace, Selma, Delphine, Clara, Sandy, Kenza, Maëlle, Léa, Manon,
      Chloé, Inès, Elisa, Perle, Melchie, Estelle, Océane, Naomie`),
    last: w(`Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Simon, Laurent, Lefebvre,
      Michel, Garcia, David, Bertrand, Roux, Vincent, Fournier, Morel, Girard, Diallo, Traoré, Camara, Koné, Sissoko,
      Mendy, Cissé, Diarra, Fofana, Bamba`),
  },
  nl: {
    first:
      w(`Daan, Sem, Thijs, Jesse, Bram, Luuk, Ruben, Jordy, Tim, Stijn, Joey, Bart, Wout, Jelle, Kenneth, Milan, Sven,
      Jasper, Teun, Lars, Dylan, Quinten, Arne, Hans`),
    women:
      w(`Lieke, Vivianne, Jill, Daniëlle, Sherida, Jackie, Dominique, Victoria, Esmee, Lineth, Kerstin, Romée, Wieke, Caitlin,
      Damaris, Lize, Fenna, Marisa, Sanne, Femke, Tessa, Janou`),
    last: w(`de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Visser, Smit, Meijer, de Boer, Mulder, de Groot, Bos,
      Vos, Peters, Hendriks, van Leeuwen, Dekker, Brouwer, de Wit, Dijkstra, Smits, de Graaf, van der Meer, Janssens,
      Peeters, Maes, Jacobs, Mertens, Willems, Claes, Goossens, Wouters, De Smet`),
  },
  tr: {
    first:
      w(`Emre, Burak, Mert, Arda, Kerem, Ozan, Cenk, Hakan, Yusuf, Oğuz, Berkay, Kaan, Furkan, Serdar, Ahmet, Mehmet,
      Ali, Barış, Enes, Umut, Cengiz, Okay, İrfan, Salih`),
    women: w(
      `Elif, Zeynep, Ece, Büşra, Dilara, Melike, Derya, İpek, Selin, Kader, Fatma, Emine, Sevgi, Yağmur, Gizem, Ebru`,
    ),
    last: w(`Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Yıldırım, Öztürk, Aydın, Özdemir, Arslan, Doğan, Kılıç, Aslan, Çetin,
      Kara, Koç, Kurt, Özkan, Şimşek, Polat, Korkmaz, Akgün, Erdoğan`),
  },
  gr: {
    first:
      w(`Giorgos, Dimitris, Kostas, Nikos, Giannis, Christos, Panagiotis, Vasilis, Thanasis, Sotiris, Andreas, Manolis,
      Stelios, Fotis, Michalis, Lazaros, Petros, Konstantinos, Tasos, Charalambos`),
    women:
      w(`Maria, Eleni, Katerina, Georgia, Dimitra, Sofia, Anastasia, Vasiliki, Christina, Ioanna, Despoina, Athina, Konstantina,
      Panagiota`),
    last: w(`Papadopoulos, Georgiou, Nikolaou, Pappas, Oikonomou, Vlachos, Karagiannis, Papadakis, Christodoulou,
      Athanasiou, Konstantinou, Dimitriou, Alexiou, Makris, Ioannou, Antoniou, Stavropoulos, Kostopoulos, Pavlidis,
      Galanopoulos, Theodorou, Kyriakou`),
  },
  nordic: {
    first:
      w(`Mads, Rasmus, Jonas, Mikkel, Kasper, Oliver, Emil, Magnus, Anders, Henrik, Erik, Sander, Kristoffer, Fredrik,
      Viktor, Gustav, Oscar, Elias, Isak, Filip, Sebastian, Jesper, Andreas, Tobias`),
    women:
      w(`Ada, Caroline, Guro, Ingrid, Maren, Frida, Tuva, Pernille, Sofie, Nadia, Stina, Fridolina, Hanna, Kosovare, Magdalena,
      Filippa, Amanda, Julia, Signe, Emma, Karen`),
    last: w(`Nielsen, Jensen, Hansen, Pedersen, Andersen, Larsen, Sørensen, Rasmussen, Christensen, Johansson, Andersson,
      Karlsson, Nilsson, Eriksson, Larsson, Olsen, Berg, Haugen, Johansen, Lindqvist, Holm, Dahl, Strand, Lund, Svensson,
      Bakke`),
  },
  slavic: {
    first:
      w(`Jakub, Tomáš, Jan, Ondřej, Lukáš, Adam, Matěj, Filip, David, Martin, Kamil, Piotr, Michał, Bartosz, Mateusz,
      Krzysztof, Paweł, Patryk, Dominik, Marek, Łukasz, Szymon`),
    women:
      w(`Kateřina, Tereza, Klára, Lucie, Barbora, Eva, Anna, Ewa, Natalia, Weronika, Aleksandra, Paulina, Martyna, Klaudia,
      Zuzanna, Agnieszka`),
    last: w(`Novák, Svoboda, Dvořák, Černý, Procházka, Kučera, Veselý, Horák, Němec, Pokorný, Král, Nowak, Kowalski,
      Wiśniewski, Wójcik, Kowalczyk, Kamiński, Zieliński, Szymański, Woźniak, Dąbrowski, Kozłowski, Mazur, Krawczyk`),
  },
  balkan: {
    first:
      w(`Luka, Marko, Ivan, Stefan, Nikola, Filip, Josip, Mario, Ante, Dario, Petar, Milan, Aleksandar, Nemanja, Dušan,
      Mateo, Toni, Bruno, Lovro, Amir, Edin, Arber, Ardit, Besart`),
    women:
      w(`Ana, Marija, Ivana, Petra, Jelena, Mirela, Dragana, Milica, Tijana, Lea, Maja, Sara, Katarina, Nina, Iva, Tea, Jovana,
      Ema, Lana, Aleksandra`),
    last: w(`Horvat, Kovačević, Babić, Marić, Jurić, Petrović, Jovanović, Nikolić, Marković, Đorđević, Stojanović, Ilić,
      Pavlović, Milošević, Kovač, Vlašić, Hodžić, Begić, Krasniqi, Berisha, Gashi, Hoxha, Mitrović, Radić`),
  },
  east: {
    first:
      w(`Andrei, Alexandru, Ionuț, Răzvan, Bogdan, Dmytro, Oleksandr, Mykola, Artem, Vitaliy, Denys, Serhiy, Georgi,
      Dávid, Bence, Ádám, Dániel, Levente, Yerlan, Ruslan, Tigran, Aram, Ivaylo, Kiril`),
    women:
      w(`Elena, Andreea, Ioana, Cristina, Olha, Daryna, Yana, Tetiana, Anna, Dóra, Zsanett, Fanni, Viktória, Réka, Nikoleta,
      Gergana, Alina, Irina, Mariia, Diana`),
    last: w(`Popescu, Ionescu, Stan, Dumitru, Radu, Nagy, Kovács, Tóth, Szabó, Horváth, Kovalenko, Bondarenko, Tkachenko,
      Kravchenko, Melnyk, Shevchuk, Petrov, Georgiev, Dimitrov, Iliev, Abdullayev, Hovhannisyan, Seitkali, Muradov`),
  },
  il: {
    first: w(`Omer, Itay, Eran, Dor, Yonatan, Shon, Liel, Gavriel, Idan, Tal, Eden, Oz, Roy, Ilay`),
    women: w(`Noa, Shira, Yael, Maya, Tamar, Hila, Lihi, Sapir, Moran, Orly, Dana, Keren`),
    last: w(
      `Cohen, Levi, Mizrahi, Peretz, Biton, Dahan, Avraham, Friedman, Azulay, Malka, Katz, Golan, Shalom, Baribo`,
    ),
  },
  arab: {
    first: w(`Mohamed, Ahmed, Mahmoud, Omar, Ali, Hassan, Youssef, Karim, Mostafa, Abdullah, Salem, Fahad, Saud, Nawaf,
      Sultan, Khalid, Faisal, Hamza, Ayman, Tarek, Amr, Ibrahim, Yasser, Hamad`),
    women: w(`Fatma, Nour, Salma, Mariam, Sara, Aya, Hana, Yasmin, Lina, Amira, Dina, Layla, Rana, Farah, Huda, Noura`),
    last: w(`Hassan, Ibrahim, Abdelaziz, El-Sayed, Fathy, Hamdi, Ashour, Gaber, Al-Dawsari, Al-Shahrani, Al-Faraj, Al-Ghannam,
      Al-Bulaihi, Al-Malki, Al-Amri, Al-Harbi, Al-Otaibi, Al-Qahtani, Al-Shehri, Benali, Bouzid, Amrani, Haddad, Mansour`),
  },
  jp: {
    first: w(`Takumi, Daichi, Kaoru, Ritsu, Yuki, Kento, Sho, Shota, Hiroki, Yuto, Ryota, Kaito, Kota, Daiki, Koki, Ryo,
      Takuma, Yuma, Sota, Haruto`),
    women: w(`Saki, Hina, Yui, Mina, Aoba, Riko, Momoko, Fuka, Mana, Yuka, Nanami, Moeka, Kiko, Honoka, Risa`),
    last: w(`Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi, Kato, Yoshida, Yamada, Sasaki,
      Matsumoto, Inoue, Kimura, Hayashi, Shimizu, Mori, Ikeda`),
  },
  kr: {
    first:
      w(`Jun-ho, Min-seok, Ji-hoon, Hyun-woo, Dong-hyun, Sung-min, Jae-won, Tae-hwan, Young-gwon, Kyung-won, Seung-woo,
      Woo-young, Sang-ho, Chang-hoon, Jin-su, Min-kyu`),
    women: w(`Ji-so, So-yun, Min-a, Seo-yeon, Ji-yun, Ga-eun, Hye-ri, Soo-jin, Eun-ji, Ye-jin, Hyo-ju, Yu-ri`),
    last: w(`Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Lim, Han, Oh, Seo, Shin, Kwon, Hwang`),
    familyFirst: true,
  },
  cn: {
    first: w(
      `Wei, Lei, Tao, Jun, Hao, Yang, Peng, Bin, Xin, Jie, Chen, Long, Yu, Kai, Bo, Yi, Liang, Ming, Shihao, Yuning`,
    ),
    women: w(`Shanshan, Jiali, Wenwen, Xiaoxu, Yaping, Jingxia, Qiaozhu, Lingwei, Shuang, Mengyu, Ying, Lina`),
    last: w(`Wang, Li, Zhang, Liu, Chen, Yang, Huang, Zhao, Wu, Zhou, Xu, Sun, Ma, Zhu, Hu, Guo, He, Gao, Lin, Luo`),
    familyFirst: true,
  },
} satisfies Record<string, NamePool>;

export type PoolKey = keyof typeof POOLS;

const allPools: readonly NamePool[] = Object.values(POOLS);
/** Every given name (first name or nickname) a woman of the demo world can have. */
export const WOMEN_GIVEN_NAMES: ReadonlySet<string> = new Set(
  allPools.flatMap((p) => [...p.women, ...(p.womenNick ?? [])]),
);
/** Every given name a man of the demo world can have. */
export const MEN_GIVEN_NAMES: ReadonlySet<string> = new Set(allPools.flatMap((p) => [...p.first, ...(p.nick ?? [])]));

const COUNTRY_POOLS: Record<string, PoolKey> = {
  Brasil: "br",
  Portugal: "pt",
  Espanha: "es",
  Inglaterra: "en",
  Escócia: "en",
  "Estados Unidos": "en",
  Austrália: "en",
  Irlanda: "en",
  Itália: "it",
  Alemanha: "de",
  Áustria: "de",
  Suíça: "de",
  França: "fr",
  Holanda: "nl",
  Bélgica: "nl",
  Turquia: "tr",
  Grécia: "gr",
  Chipre: "gr",
  Dinamarca: "nordic",
  Noruega: "nordic",
  Suécia: "nordic",
  Finlândia: "nordic",
  Islândia: "nordic",
  "República Tcheca": "slavic",
  Polônia: "slavic",
  Eslováquia: "slavic",
  Croácia: "balkan",
  Sérvia: "balkan",
  Eslovênia: "balkan",
  "Bósnia e Herzegovina": "balkan",
  "Macedônia do Norte": "balkan",
  Kosovo: "balkan",
  Romênia: "east",
  Hungria: "east",
  Ucrânia: "east",
  Rússia: "east",
  Bulgária: "east",
  Armênia: "east",
  Cazaquistão: "east",
  Azerbaijão: "east",
  Israel: "il",
  Egito: "arab",
  "Arábia Saudita": "arab",
  Catar: "arab",
  "Emirados Árabes": "arab",
  Marrocos: "arab",
  Argélia: "arab",
  Tunísia: "arab",
  Irã: "arab",
  "África do Sul": "en",
  Japão: "jp",
  "Coreia do Sul": "kr",
  China: "cn",
  Malta: "en",
  Gibraltar: "en",
};

/** Countries of the clubs that only play cups here (their leagues are not simulated). */
const CUP_ONLY_COUNTRIES: Record<number, string> = {
  4102: "Croácia",
  4103: "Sérvia",
  4104: "Hungria",
  4105: "Azerbaijão",
  4107: "Israel",
  4108: "Romênia",
  4109: "Bulgária",
  4110: "Chipre",
  4112: "Cazaquistão",
  4201: "Ucrânia",
  4204: "Ucrânia",
  4207: "Croácia",
  4208: "Chipre",
  4209: "Chipre",
  4210: "Eslováquia",
  4211: "Romênia",
  4213: "Eslovênia",
  4214: "Irlanda",
  4215: "Bósnia e Herzegovina",
  4216: "Armênia",
  4217: "Finlândia",
  4218: "Macedônia do Norte",
  4219: "Kosovo",
  4220: "Irlanda",
  4221: "Islândia",
  4222: "Malta",
  4223: "Gibraltar",
};

/** The country a club belongs to: its league's, else the cup-only table's, else its first competition's. */
let countryByClub: Map<number, string> | null = null;
export function clubCountry(clubId: number): string {
  if (countryByClub === null) {
    const map = new Map<number, string>();
    const leaguesFirst = [...DEMO_COMPETITIONS].sort((a, b) =>
      a.format === b.format ? 0 : a.format === "league" ? -1 : 1,
    );
    for (const competition of leaguesFirst) {
      for (const club of competition.clubs) {
        if (map.has(club.id)) continue;
        const own = CUP_ONLY_COUNTRIES[club.id];
        map.set(
          club.id,
          own ??
            (competition.format === "league" || competition.country !== "Mundo"
              ? competition.country
              : southAmericanGuess(club)),
        );
      }
    }
    countryByClub = map;
  }
  return countryByClub.get(clubId) ?? "Mundo";
}

/** Bolivian and Venezuelan clubs, the only cup-only clubs of CONMEBOL competitions. */
function southAmericanGuess(club: DemoClub): string {
  return club.id >= 5700 && club.id < 5800 ? "Bolívia" : "Mundo";
}

function poolOf(country: string): PoolKey {
  return COUNTRY_POOLS[country] ?? "latam";
}

/** Share of foreign players by country, and where they come from. */
const FOREIGN_SHARE: Partial<Record<string, number>> = {
  Inglaterra: 0.45,
  Portugal: 0.4,
  "Arábia Saudita": 0.35,
  "Estados Unidos": 0.4,
  Bélgica: 0.35,
  Holanda: 0.25,
  Turquia: 0.35,
  Grécia: 0.35,
  Brasil: 0.12,
  Argentina: 0.08,
  Catar: 0.35,
  "Emirados Árabes": 0.35,
  Japão: 0.1,
};
const FOREIGN_POOLS: readonly PoolKey[] = ["br", "latam", "fr", "pt", "es", "nl", "balkan", "nordic", "en", "de", "it"];
const FOREIGN_WEIGHTS = [5, 4, 4, 1, 2, 1, 2, 1, 1, 1, 1];

function pick<T>(random: Rng, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function personName(random: Rng, poolKey: PoolKey, nickname = true, women = false): string {
  const pool: NamePool = POOLS[poolKey];
  const nicks = women ? pool.womenNick : pool.nick;
  if (nickname && nicks !== undefined && random() < 0.3) return pick(random, nicks);
  const first = pick(random, women ? pool.women : pool.first);
  const last = pick(random, pool.last);
  return pool.familyFirst === true ? `${last} ${first}` : `${first} ${last}`;
}

const FORMATIONS = [
  "4-3-3",
  "4-4-2",
  "4-2-3-1",
  "3-5-2",
  "4-1-4-1",
  "3-4-3",
  "5-3-2",
  "4-4-1-1",
  "3-4-2-1",
  "4-3-1-2",
  "5-4-1",
];
const FORMATION_WEIGHTS = [20, 14, 22, 6, 7, 5, 3, 5, 4, 3, 2];

/** The formations a match may use, weighted as they appear in today's game. */
export function drawFormation(u: number): string {
  return FORMATIONS[weightedIndex(u, FORMATION_WEIGHTS)] ?? "4-3-3";
}

/** 3 goalkeepers, 8 defenders, 8 midfielders and 6 forwards. */
const SQUAD_SHAPE: readonly Position[] = [
  ..."GGG".split(""),
  ..."DDDDDDDD".split(""),
  ..."MMMMMMMM".split(""),
  ..."FFFFFF".split(""),
] as Position[];

const NUMBER_PREFERENCES: Record<Position, readonly number[]> = {
  G: [1, 12, 23, 31, 40, 13, 33, 22, 25, 99],
  D: [2, 3, 4, 5, 6, 13, 14, 15, 16, 22, 24, 26, 28, 34, 44, 66, 35, 33, 36],
  M: [5, 6, 8, 10, 14, 15, 16, 17, 18, 20, 21, 25, 27, 29, 30, 32, 35, 88, 80, 47],
  F: [7, 9, 10, 11, 19, 17, 18, 21, 27, 29, 30, 77, 90, 99, 70, 39],
};

const squads = new Map<string, Squad>();

/** The club's squad in this seed's world. */
export function squadOf(seed: number, club: DemoClub): Squad {
  const memo = `${seed}:${club.id}`;
  const known = squads.get(memo);
  if (known !== undefined) return known;
  const random = rng(seed, club.id, 0x5a0d);
  const country = clubCountry(club.id);
  const pool = poolOf(country);
  const foreignShare = FOREIGN_SHARE[country] ?? 0.2;
  const women = WOMEN_CLUB_IDS.has(club.id);
  const names = new Set<string>();
  const numbers = new Set<number>();
  const depthOf: Record<Position, number> = { G: 0, D: 0, M: 0, F: 0 };
  const players: SquadPlayer[] = SQUAD_SHAPE.map((pos, index) => {
    let name = "";
    for (let attempt = 0; attempt < 20 && (name === "" || names.has(name)); attempt++) {
      const from = random() < foreignShare ? (FOREIGN_POOLS[weightedIndex(random(), FOREIGN_WEIGHTS)] ?? pool) : pool;
      name = personName(random, from === pool || random() < 0.9 ? from : pool, true, women);
    }
    if (names.has(name)) name = `${name} ${index}`;
    names.add(name);
    const preferences = NUMBER_PREFERENCES[pos];
    let number = 0;
    for (let attempt = 0; attempt < 8 && (number === 0 || numbers.has(number)); attempt++) {
      number = attempt < 5 ? pick(random, preferences) : intBetween(random, 2, 99);
    }
    for (let n = 2; numbers.has(number) || number === 0; n++) number = n;
    numbers.add(number);
    return { id: club.id * 100 + index, name, number, pos, depth: depthOf[pos]++ };
  });
  const coachPool = random() < 0.75 ? pool : (FOREIGN_POOLS[weightedIndex(random(), FOREIGN_WEIGHTS)] ?? pool);
  const squad: Squad = {
    club,
    pool,
    players,
    formation: drawFormation(unit(seed, club.id, 0xf0e)),
    coach: personName(rng(seed, club.id, 0xc0a), coachPool, false, women),
  };
  squads.set(memo, squad);
  return squad;
}

/** Every club's squad is known up front (for tests and the lead's checks). */
export function allSquads(seed: number): Squad[] {
  return [...DEMO_CLUBS.values()].map((club) => squadOf(seed, club));
}

const COUNTRY_IN_ENGLISH_STYLE: Partial<Record<PoolKey, readonly string[]>> = {
  en: ["Inglaterra"],
  es: ["Espanha"],
  it: ["Itália"],
  de: ["Alemanha"],
  fr: ["França"],
  nl: ["Holanda"],
  pt: ["Portugal"],
  tr: ["Turquia"],
  gr: ["Grécia"],
  nordic: ["Dinamarca", "Noruega", "Suécia"],
  slavic: ["Polônia", "República Tcheca"],
  balkan: ["Croácia", "Sérvia", "Eslovênia"],
  east: ["Romênia", "Hungria", "Ucrânia"],
  br: ["Brasil"],
  latam: ["Argentina", "Colômbia", "Chile", "Uruguai", "Paraguai"],
};

/**
 * The match's referee. Domestic competitions use a referee of the country; continental ones name the
 * country after a comma, as API-Football does ("Anthony Taylor, England").
 */
export function refereeFor(seed: number, competition: DemoCompetition, matchKey: number): string {
  const random = rng(seed, matchKey, 0x4ef);
  // A league has a pool of about twenty referees, so the same names come back week after week.
  const slot = Math.floor(random() * 20);
  const women = competition.women === true;
  if (competition.country !== "Mundo") {
    return personName(rng(seed, competition.id, slot, 0x4ef), poolOf(competition.country), false, women);
  }
  const europe = competition.id === 2 || competition.id === 3 || competition.id === 848;
  const pools: readonly PoolKey[] = europe
    ? ["en", "es", "it", "de", "fr", "nl", "pt", "nordic", "slavic", "tr"]
    : ["br", "latam"];
  const pool = pools[hash(seed, competition.id, slot) % pools.length] ?? "en";
  const countries = COUNTRY_IN_ENGLISH_STYLE[pool] ?? ["Mundo"];
  const country = countries[hash(seed, competition.id, slot, 1) % countries.length] ?? "Mundo";
  return `${personName(rng(seed, competition.id, slot, 0x4ef), pool, false, women)}, ${country}`;
}

/** Shuffled copy (re-exported for the details module). */
export function shuffled<T>(random: Rng, items: readonly T[]): T[] {
  return shuffle(random, [...items]);
}
