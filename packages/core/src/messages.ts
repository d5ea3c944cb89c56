/**
 * The product's pt-BR copy, character for character as docs/product.md gives it (screen by screen), so the
 * server's error `detail`, the forms and the tests all show the same text. Capitalisation and punctuation
 * differ between some pairs on purpose (they differ in docs/product.md too): do not "fix" them.
 */

// ── Register (docs/product.md#register, checked in this order) ───────────────────────────────────────────
export const REGISTER_EMPTY = "Preencha todos os campos.";
export const REGISTER_PASSWORD_SHORT = "A senha precisa conter no mínimo 8 caracteres!";
export const REGISTER_PASSWORD_MISMATCH = "As senhas não coincidem!";
export const REGISTER_PHONE = "Informe um telefone válido!";
export const REGISTER_EMAIL = "Informe um e-mail válido!";
export const REGISTER_UNDERAGE = "Menores de idade não podem realizar cadastro!";
// Three checks added after the original six (docs/product.md#differences-from-the-original-specification, 5), worded in
// the same style.
export const REGISTER_CPF = "Informe um CPF válido!";
export const REGISTER_PASSWORD_LONG = "A senha pode ter no máximo 128 caracteres.";
export const REGISTER_BIRTHDATE = "Informe uma data de nascimento válida!";

// ── Login and recovery (docs/product.md#login-area, #password-recovery) ──────────────────────────────────
export const LOGIN_FAILED = "Login ou senha incorretos!";
/**
 * An addition (docs/product.md#differences-from-the-original-specification, 6): told only after the right password (a
 * deactivated account is no secret to its owner).
 */
export const ACCOUNT_INACTIVE = "Sua conta está desativada. Fale com a administração do Placar para reativá-la.";
export const RECOVERY_SENT = "Email enviado com sucesso!";

// ── Reset password (docs/product.md#password-reset) ──────────────────────────────────────────────────────
export const RESET_PASSWORD_SHORT = "A senha precisa ter no mínimo 8 caracteres!";
export const RESET_PASSWORD_MISMATCH = "Senhas diferentes!";
export const RESET_PASSWORD_SUCCESS = "Senha Alterada com sucesso!";
export const RESET_PASSWORD_TITLE = "Recuperar Senha";
export const RESET_PASSWORD_SUBMIT = "ENVIAR";

// ── Change password (docs/product.md#profile) ────────────────────────────────────────────────────────────
export const CHANGE_PASSWORD_SUCCESS = "Senha alterada com sucesso!";
export const CHANGE_PASSWORD_FAILED = "Erro ao alterar senha";
export const CHANGE_PASSWORD_SUBMIT = "Alterar senha";

// ── User manager (docs/product.md#user-manager) ──────────────────────────────────────────────────────────
export const ADMIN_FORM_INVALID = "Por favor, preencha todos os campos!";
export const USER_CREATED = "Usuário criado com sucesso!";
export const USER_EDITED = "Usuário editado com sucesso!";
/** Shown when a create/edit failure carries no server message (English in the original, kept as is). */
export const USER_SAVE_FAILED = "Error occurred";
export const USER_DELETED = "Usuário excluído com sucesso!";
export const USER_DELETE_FAILED = "Erro ao tentar deletar usuário";
export const USER_DELETE_CONFIRM_TITLE = "Atenção!";
export const USER_DELETE_CONFIRM_TEXT = "Tem certeza que deseja excluir esse usuário?";
export const CONFIRM_YES = "Sim";
export const CONFIRM_CANCEL = "Cancelar";
export const USER_NEW = "Novo usuário";
/** Role label of a non-admin user (docs/product.md#roles-and-access). */
export const ROLE_DEFAULT = "Padrão";

// ── Load failures (docs/product.md#messages-by-situation) ────────────────────────────────────────────────
export const ARTICLE_LOAD_FAILED = "Não foi possível carregar a notícia devido a um erro de conexão ou CORS.";
export const FIXTURE_LOAD_FAILED = "Não foi possível carregar o jogo devido a um erro de conexão ou CORS.";

// ── Day games panel (docs/product.md#day-games-panel) ────────────────────────────────────────────────────
export const GAMES_HEADING = "Melhores Odds para Apostar Hoje";
export const NO_GAMES = "Nenhum jogo encontrado";
export const NO_DATA = "Sem dados";
export const TODAY = "Hoje";
export const ALL_LEAGUES = "Todas";
export const TAB_LIVE = "Ao Vivo";
export const TAB_FINISHED = "Finalizado";
export const TAB_UPCOMING = "Próximo";
export const COLUMN_HOME = "Casa";
export const COLUMN_DRAW = "X";
export const COLUMN_AWAY = "Fora";
export const leagueSectionTitle = (league: string): string => `Jogos da Liga ${league}`;

// ── Statistics list (docs/product.md#article-list) ───────────────────────────────────────────────────────
export const LOAD_MORE = "Carregar mais";
export const LOADING_MORE = "Carregando mais estatísticas...";
export const NO_MORE = "Não há mais estatísticas";
/** The article card's link (capital M), unlike the sidebar toggle SHOW_MORE. */
export const READ_MORE = "Ver Mais";

// ── Navigation and shared labels (docs/product.md#header) ────────────────────────────────────────────────
export const NAV_SCOREBOARD = "Placar";
export const NAV_LIVE = "Ao Vivo";
export const NAV_GUIDE = "Guia de Apostas";
export const NAV_COMMUNITY = "Comunidade";
export const NAV_STATISTICS = "Estatísticas";
export const SIGN_IN = "Entrar";
export const MENU_PROFILE = "Perfil";
export const MENU_SIGN_OUT = "Sair";
export const MENU_MANAGE_NEWS = "Gerenciar Estatísticas";
export const MENU_MANAGE_USERS = "Gerenciar Usuários";
/**
 * The odds source's review queue (issue 12; docs/product.md#event-matching-pareamento-de-eventos), an added admin
 * screen.
 */
export const MENU_MANAGE_ODDS_MATCHES = "Pareamento de eventos";
export const SHOW_MORE = "Ver mais";
export const SHOW_LESS = "Ver menos";
export const REGISTER_AT_HOUSE = "Registrar";
export const VISIT_SITE = "Visitar site";
export const BACK = "Voltar";
export const OVERVIEW_TAB = "Visão Geral";
export const NEWS_EDIT = "Editar Notícia";
export const NEWS_NEW = "Nova Notícia";

// ── Site search (issue 15) ───────────────────────────────────────────────────────────────────────────────
export const SEARCH_EMPTY = "Digite algo para buscar.";
/** Also the game search's limit (the news form); both accept 80 characters. */
export const SEARCH_TOO_LONG = "Busca longa demais (máximo 80 caracteres)";
export const SEARCH_LABEL = "Buscar";
export const SEARCH_PLACEHOLDER = "Buscar times, ligas, jogos e notícias";
export const SEARCH_LOADING = "Buscando…";
export const SEARCH_HINT = "Digite o nome de um time, liga, jogo ou notícia.";
export const SEARCH_RETRY = "Tentar novamente";
export const SEARCH_CLOSE = "Fechar busca";
export const SEARCH_FAILED = "Não foi possível buscar agora. Tente novamente.";
export const SEARCH_GROUP_TEAMS = "Times";
export const SEARCH_GROUP_LEAGUES = "Ligas";
export const SEARCH_GROUP_GAMES = "Jogos";
export const SEARCH_GROUP_ARTICLES = "Notícias";
export const searchNoResults = (query: string): string => `Nenhum resultado para “${query}”`;
export const searchResultCount = (n: number): string =>
  n === 0 ? "Nenhum resultado" : n === 1 ? "1 resultado" : `${n} resultados`;

// ── Favourites (docs/product.md#favourites) ──────────────────────────────────────────────────────────────
/** Most teams, and most leagues, one account (or one browser) can follow. */
export const FAVORITES_MAX = 50;
export const FAVORITE_TEAMS_LIMIT = `Você já segue ${FAVORITES_MAX} times, o máximo. Deixe de seguir algum para seguir outro.`;
export const FAVORITE_LEAGUES_LIMIT = `Você já segue ${FAVORITES_MAX} campeonatos, o máximo. Deixe de seguir algum para seguir outro.`;
export const FAVORITE_TEAM_NOT_FOUND = "Time não encontrado.";
export const FAVORITE_LEAGUE_NOT_FOUND = "Campeonato não encontrado.";
export const FAVORITES_FAILED = "Não foi possível salvar agora. Verifique sua conexão e tente novamente.";
export const followLabel = (name: string) => `Seguir ${name}`;
export const unfollowLabel = (name: string) => `Deixar de seguir ${name}`;
export const MY_GAMES = "Meus jogos";
export const MY_GAMES_EMPTY =
  "Você ainda não segue nenhum time ou campeonato. Toque na estrela ao lado de um time ou campeonato para ver os jogos dele aqui.";
export const MY_GAMES_NONE_TODAY = "Nenhum jogo dos times e campeonatos que você segue neste dia.";
