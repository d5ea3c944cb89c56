// Story data for the admin components: users of the user manager, games to link news to, and an article.
import type { NewsGameOption } from "./news-form-dialog-game-picker.tsx";
import type { UserTableRow } from "./user-table.tsx";

/** The business date the stories pretend it is (São Paulo). */
export const TODAY = "2025-11-21";

const FIRST_NAMES = [
  "Ana",
  "Bruno",
  "Carla",
  "Diego",
  "Eduarda",
  "Felipe",
  "Gabriela",
  "Henrique",
  "Isabela",
  "João",
  "Karina",
  "Lucas",
];
const LAST_NAMES = [
  "Souza",
  "Oliveira",
  "Santos",
  "Pereira",
  "Lima",
  "Costa",
  "Ferreira",
  "Almeida",
  "Ribeiro",
  "Carvalho",
];
// Valid CPFs (check digits computed), so edit stories never trip the validation on untouched fields.
const CPFS = ["52998224725", "11144477735", "39053344705", "15350946056", "86288366757", "71428793860", "07068093868"];

/** 37 users in the order the server returns them (e-mail ascending). */
export const USERS: UserTableRow[] = Array.from({ length: 37 }, (_, i) => {
  const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
  const last = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
  const email = `${first.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")}.${last.toLowerCase()}${i}@example.com`;
  return {
    id: i + 2,
    name: `${first} ${last}`,
    email,
    cpf: CPFS[i % CPFS.length]!,
    phone:
      i % 3 === 0
        ? `21${String(33330000 + i * 17).padStart(8, "0")}`
        : `119${String(87650000 + i * 13).padStart(8, "0")}`,
    admin: i % 9 === 0,
    active: i % 5 !== 3,
  };
}).sort((a, b) => a.email.localeCompare(b.email));

/** The first admin created on first start has no CPF. */
export const FIRST_ADMIN: UserTableRow = {
  id: 1,
  name: "Administrador",
  email: "admin@placar.local",
  cpf: null,
  phone: "",
  admin: true,
  active: true,
};

export const LONG_NAME_USER: UserTableRow = {
  id: 99,
  name: "Maria Eduarda Albuquerque de Vasconcelos Cavalcanti Bittencourt",
  email: "maria.eduarda.albuquerque.vasconcelos.cavalcanti@exemplo-muito-longo.com.br",
  cpf: "52998224725",
  phone: "11987654321",
  admin: false,
  active: true,
};

/** Games from today on, as the news form offers them. */
export const GAMES: NewsGameOption[] = [
  { id: 501, home: "Flamengo", away: "Palmeiras", date: "2025-11-23", time: "16:00", league: "Brasileirão Série A" },
  { id: 502, home: "Corinthians", away: "São Paulo", date: "2025-11-23", time: "18:30", league: "Brasileirão Série A" },
  { id: 503, home: "Grêmio", away: "Internacional", date: "2025-11-22", time: "21:00", league: "Brasileirão Série A" },
  { id: 504, home: "Athletico-PR", away: "Coritiba", date: "2025-11-24", time: "19:00", league: "Brasileirão Série B" },
  { id: 505, home: "Real Madrid", away: "Barcelona", date: "2025-11-22", time: "17:00", league: "La Liga" },
  { id: 506, home: "Manchester City", away: "Liverpool", date: "2025-11-22", time: "14:30", league: "Premier League" },
  { id: 507, home: "Boca Juniors", away: "River Plate", date: "2025-11-25", time: "21:30", league: "Libertadores" },
  { id: 508, home: "Atlético Mineiro", away: "Cruzeiro", date: "2025-11-26", time: "20:00", league: "Copa do Brasil" },
];

/** A square SVG banner as a data URL, so that no story touches the network. */
export const ARTICLE_IMAGE =
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#0f5132"/><circle cx="320" cy="180" r="70" fill="none" stroke="#fff" stroke-width="6"/><line x1="320" y1="0" x2="320" y2="360" stroke="#fff" stroke-width="6"/><rect x="0" y="110" width="80" height="140" fill="none" stroke="#fff" stroke-width="6"/><rect x="560" y="110" width="80" height="140" fill="none" stroke="#fff" stroke-width="6"/></svg>`,
  );

export const ARTICLE_HTML =
  "<h1>Clássico decisivo no Maracanã</h1><p>O <strong>Flamengo</strong> recebe o <em>Palmeiras</em> em jogo que pode definir o título.</p>" +
  '<h2>Desfalques</h2><ul><li><p>Flamengo: sem o lateral-direito</p></li><li><p>Palmeiras: <span style="color: #f5b82e;">goleiro titular em dúvida</span></p></li></ul>' +
  '<p><span style="font-family: Barlow;">As odds seguem equilibradas nas sete casas.</span> Aposte com responsabilidade.</p>';

export const ARTICLE = {
  id: 42,
  title: "Flamengo x Palmeiras: análise do clássico",
  subtitle: "Mandante tem a melhor campanha em casa; visitante chega com desfalques",
  author: "Redação Placar",
  date: "2025-11-20",
  game: GAMES[0]!,
  imageUrl: ARTICLE_IMAGE,
  message: ARTICLE_HTML,
};
