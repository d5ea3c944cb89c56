import { describe, expect, it } from "vitest";
import * as alertMessages from "./messages-alerts.ts";
import * as houseMessages from "./messages-houses.ts";
import * as publicMessages from "./messages.ts";

// The copy is one set split in modules by where it is shown (messages.ts is in the first script of every page).
const messages = { ...publicMessages, ...houseMessages, ...alertMessages };

// The exact copy of docs/product.md, keyed by constant. A change here must be a deliberate change of product copy.
const EXPECTED: Record<string, string> = {
  REGISTER_EMPTY: "Preencha todos os campos.",
  REGISTER_PASSWORD_SHORT: "A senha precisa conter no mínimo 8 caracteres!",
  REGISTER_PASSWORD_MISMATCH: "As senhas não coincidem!",
  REGISTER_PHONE: "Informe um telefone válido!",
  REGISTER_EMAIL: "Informe um e-mail válido!",
  REGISTER_UNDERAGE: "Menores de idade não podem realizar cadastro!",
  REGISTER_CPF: "Informe um CPF válido!",
  REGISTER_PASSWORD_LONG: "A senha pode ter no máximo 128 caracteres.",
  REGISTER_BIRTHDATE: "Informe uma data de nascimento válida!",
  LOGIN_FAILED: "Login ou senha incorretos!",
  RECOVERY_SENT: "Email enviado com sucesso!",
  RESET_PASSWORD_SHORT: "A senha precisa ter no mínimo 8 caracteres!",
  RESET_PASSWORD_MISMATCH: "Senhas diferentes!",
  RESET_PASSWORD_SUCCESS: "Senha Alterada com sucesso!",
  RESET_PASSWORD_TITLE: "Recuperar Senha",
  RESET_PASSWORD_SUBMIT: "ENVIAR",
  CHANGE_PASSWORD_SUCCESS: "Senha alterada com sucesso!",
  CHANGE_PASSWORD_FAILED: "Erro ao alterar senha",
  CHANGE_PASSWORD_SUBMIT: "Alterar senha",
  ADMIN_FORM_INVALID: "Por favor, preencha todos os campos!",
  USER_CREATED: "Usuário criado com sucesso!",
  USER_EDITED: "Usuário editado com sucesso!",
  USER_SAVE_FAILED: "Error occurred",
  USER_DELETED: "Usuário excluído com sucesso!",
  USER_DELETE_FAILED: "Erro ao tentar deletar usuário",
  USER_DELETE_CONFIRM_TITLE: "Atenção!",
  USER_DELETE_CONFIRM_TEXT: "Tem certeza que deseja excluir esse usuário?",
  CONFIRM_YES: "Sim",
  CONFIRM_CANCEL: "Cancelar",
  USER_NEW: "Novo usuário",
  ROLE_DEFAULT: "Padrão",
  ARTICLE_LOAD_FAILED: "Não foi possível carregar a notícia devido a um erro de conexão ou CORS.",
  FIXTURE_LOAD_FAILED: "Não foi possível carregar o jogo devido a um erro de conexão ou CORS.",
  GAMES_HEADING: "Melhores Odds para Apostar Hoje",
  NO_GAMES: "Nenhum jogo encontrado",
  NO_DATA: "Sem dados",
  TODAY: "Hoje",
  ALL_LEAGUES: "Todas",
  TAB_LIVE: "Ao Vivo",
  TAB_FINISHED: "Finalizado",
  TAB_UPCOMING: "Próximo",
  COLUMN_HOME: "Casa",
  COLUMN_DRAW: "X",
  COLUMN_AWAY: "Fora",
  LOAD_MORE: "Carregar mais",
  LOADING_MORE: "Carregando mais estatísticas...",
  NO_MORE: "Não há mais estatísticas",
  READ_MORE: "Ver Mais",
  NAV_SCOREBOARD: "Placar",
  NAV_LIVE: "Ao Vivo",
  NAV_GUIDE: "Guia de Apostas",
  NAV_COMMUNITY: "Comunidade",
  NAV_STATISTICS: "Estatísticas",
  SIGN_IN: "Entrar",
  MENU_PROFILE: "Perfil",
  MENU_SIGN_OUT: "Sair",
  MENU_MANAGE_NEWS: "Gerenciar Estatísticas",
  MENU_MANAGE_USERS: "Gerenciar Usuários",
  MENU_MANAGE_ODDS_MATCHES: "Pareamento de eventos",
  SHOW_MORE: "Ver mais",
  SHOW_LESS: "Ver menos",
  REGISTER_AT_HOUSE: "Registrar",
  VISIT_SITE: "Visitar site",
  BACK: "Voltar",
  OVERVIEW_TAB: "Visão Geral",
  NEWS_EDIT: "Editar Notícia",
  NEWS_NEW: "Nova Notícia",
  // Added to the original specification (docs/product.md#differences-from-the-original-specification, 6).
  ACCOUNT_INACTIVE: "Sua conta está desativada. Fale com a administração do Placar para reativá-la.",
  // The site search (issue 15).
  SEARCH_EMPTY: "Digite algo para buscar.",
  SEARCH_TOO_LONG: "Busca longa demais (máximo 80 caracteres)",
  SEARCH_LABEL: "Buscar",
  SEARCH_PLACEHOLDER: "Buscar times, ligas, jogos e notícias",
  SEARCH_LOADING: "Buscando…",
  SEARCH_HINT: "Digite o nome de um time, liga, jogo ou notícia.",
  SEARCH_RETRY: "Tentar novamente",
  SEARCH_CLOSE: "Fechar busca",
  SEARCH_FAILED: "Não foi possível buscar agora. Tente novamente.",
  SEARCH_GROUP_TEAMS: "Times",
  SEARCH_GROUP_LEAGUES: "Ligas",
  SEARCH_GROUP_GAMES: "Jogos",
  SEARCH_GROUP_ARTICLES: "Notícias",
  FAVORITE_TEAMS_LIMIT: "Você já segue 50 times, o máximo. Deixe de seguir algum para seguir outro.",
  FAVORITE_LEAGUES_LIMIT: "Você já segue 50 campeonatos, o máximo. Deixe de seguir algum para seguir outro.",
  FAVORITE_TEAM_NOT_FOUND: "Time não encontrado.",
  FAVORITE_LEAGUE_NOT_FOUND: "Campeonato não encontrado.",
  FAVORITES_FAILED: "Não foi possível salvar agora. Verifique sua conexão e tente novamente.",
  MY_GAMES: "Meus jogos",
  MY_GAMES_EMPTY:
    "Você ainda não segue nenhum time ou campeonato. Toque na estrela ao lado de um time ou campeonato para ver os jogos dele aqui.",
  MY_GAMES_NONE_TODAY: "Nenhum jogo dos times e campeonatos que você segue neste dia.",
  MENU_MANAGE_HOUSES: "Casas",
  HOUSES_TITLE: "Casas de apostas",
  HOUSE_NEW: "Nova casa",
  HOUSE_EDIT: "Editar casa",
  HOUSE_SAVE: "Salvar",
  HOUSE_SAVED: "Casa salva com sucesso!",
  HOUSE_SAVE_FAILED: "Não foi possível salvar a casa. Tente novamente.",
  HOUSE_LOAD_FAILED: "Não foi possível carregar as casas. Tente novamente.",
  HOUSES_EMPTY: "Nenhuma casa cadastrada.",
  HOUSE_ACTIVE: "Ativa",
  HOUSE_INACTIVE: "Inativa",
  HOUSE_FIELD_NAME: "Nome",
  HOUSE_FIELD_LOGO: "Logotipo",
  HOUSE_FIELD_COLOR: "Cor da marca",
  HOUSE_FIELD_TEXT_COLOR: "Cor do texto",
  HOUSE_FIELD_AFFILIATE: "Link de afiliado",
  HOUSE_FIELD_LICENCE: "Licença SPA/MF",
  HOUSE_FIELD_DOMAIN: "Domínio .bet.br",
  HOUSE_FIELD_ACTIVE: "Ativa (aparece no site)",
  HOUSE_FIELD_SOURCE_KEYS: "Chaves das fontes de odds",
  HOUSE_FIELD_SOURCE_KEYS_HINT: "Separadas por vírgula, ex.: betano, pinnacle",
  HOUSE_NAME_REQUIRED: "Informe o nome da casa.",
  HOUSE_NAME_TOO_LONG: "O nome pode ter no máximo 40 caracteres.",
  HOUSE_NAME_TAKEN: "Já existe uma casa com esse nome.",
  HOUSE_LICENCE_INVALID: "Informe a portaria de autorização no formato “Portaria SPA/MF nº 1.234/2024”.",
  HOUSE_DOMAIN_INVALID: "O domínio precisa terminar em .bet.br (só casas licenciadas no Brasil).",
  HOUSE_AFFILIATE_INVALID: "O link de afiliado precisa ser https e apontar para o domínio da casa.",
  HOUSE_COLOR_INVALID: "Use uma cor no formato #rrggbb.",
  HOUSE_SOURCE_KEY_INVALID: "Chaves das fontes: use letras minúsculas, números, “_” ou “-”, separadas por vírgula.",
  HOUSE_SOURCE_KEY_TAKEN: "Essa chave de fonte já alimenta outra casa.",
  HOUSE_FIELD_FEED_URL: "URL do feed de odds",
  HOUSE_FIELD_FEED_URL_HINT:
    "Opcional: endereço http(s) do feed da casa, consultado a cada minuto (formato em docs/odds-feed.md).",
  HOUSE_FEED_URL_INVALID: "Informe um endereço http:// ou https:// válido, sem usuário e senha.",
  HOUSE_FEED_URL_INTERNAL:
    "O feed precisa estar num endereço público da internet: endereços internos (localhost, rede privada, link-local) não são lidos.",
  HOUSE_FEED_URL_NOT_FOUND: "Esse endereço não existe (o nome não foi encontrado no DNS); confira a URL do feed.",
  HOUSE_FEED_URL_DNS_FAILED:
    "Não foi possível verificar o endereço do feed agora (falha de DNS); tente salvar de novo em instantes.",
  HOUSE_FEED_SECRET_TITLE: "Segredo de envio do feed",
  HOUSE_FEED_SECRET_NONE: "Sem segredo: envios da casa são recusados.",
  HOUSE_FEED_SECRET_SET: "Segredo criado em",
  HOUSE_FEED_SECRET_ROTATE: "Gerar novo segredo",
  HOUSE_FEED_SECRET_ROTATE_HINT:
    "Um novo segredo substitui o anterior na hora: os envios assinados com o antigo passam a ser recusados.",
  HOUSE_FEED_SECRET_SHOWN:
    "Copie o segredo agora e entregue-o à casa por um canal seguro: ele não será mostrado de novo.",
  HOUSE_FEED_SECRET_FAILED: "Não foi possível gerar o segredo. Tente novamente.",
  HOUSE_NOT_FOUND: "Casa de apostas não encontrada.",
  HOUSE_LOGO_INVALID: "O logotipo precisa ser uma imagem JPG, PNG, WebP, AVIF ou GIF.",
  ALERTS_LIMIT: "Você já tem 20 alertas ativos, o máximo. Apague algum para criar outro.",
  ALERT_TARGET_INVALID: "Informe uma odd válida, como 2,10.",
  ALERT_TARGET_TOO_LOW: "A odd do alerta precisa ser maior que 1,01.",
  ALERT_HOUSE_NOT_QUOTED: "Esta casa não tem odds para este jogo.",
  ALERT_GAME_FINISHED: "Este jogo já terminou: não é possível criar alertas para ele.",
  ALERT_NOT_FOUND: "Alerta não encontrado.",
  ALERT_CONSENT:
    "Guardamos o jogo, a casa, o resultado e a odd que você escolheu, e avisamos uma única vez, por e-mail e nas notificações, quando a odd chegar lá. Você pode apagar o alerta ou cancelar os e-mails quando quiser.",
  UNSUBSCRIBE_DONE: "Pronto: você não receberá mais e-mails de alertas do Placar.",
  PRICE_ALERT_CREATE: "Criar alerta de preço",
  PRICE_ALERT_CREATED: "Alerta criado. Avisaremos por e-mail e nas notificações quando a odd chegar lá.",
  PRICE_ALERT_SIGN_IN: "Entre na sua conta para criar alertas de preço.",
  NOTIFICATIONS_TITLE: "Notificações",
  NOTIFICATIONS_EMPTY: "Nenhuma notificação por enquanto. Crie um alerta de preço na página de um jogo.",
  ALERT_SETTINGS_FAILED: "Não foi possível salvar a escolha agora. Tente novamente.",
  NOTIFICATIONS_FAILED: "Não foi possível carregar as notificações. Tente novamente.",
  UNSUBSCRIBE_CONFIRM: "Cancelar e-mails de alertas",
  UNSUBSCRIBE_INVALID: "Link de cancelamento inválido ou incompleto.",
  ALERT_MARKET_UNKNOWN: "Mercado desconhecido.",
  ALERT_OUTCOME_UNKNOWN: "Resultado inexistente neste mercado.",
  ALERT_OUTCOME_HOME: "vitória do mandante",
  ALERT_OUTCOME_DRAW: "empate",
  ALERT_OUTCOME_AWAY: "vitória do visitante",
  ALERT_MAIL_NO_NAME: "olá",
  ALERT_MAIL_SENT_ONCE: "Este alerta foi enviado uma única vez.",
  ALERT_MAIL_EACH_SENT_ONCE: "Cada um destes alertas foi enviado uma única vez.",
  ALERT_MAIL_SEE_GAME_TEXT: "Veja o jogo e as odds",
  ALERT_MAIL_SEE_GAME: "Ver o jogo e as odds",
  ALERT_MAIL_UNSUBSCRIBE_TEXT: "Para não receber mais e-mails de alertas do Placar, abra:",
  ALERT_MAIL_UNSUBSCRIBE_HTML: "Não quer mais receber e-mails de alertas?",
  ALERT_MAIL_SIGNATURE: "Equipe Placar",
};

describe("messages", () => {
  it("exports every expected string exactly, and no untested string", () => {
    const strings = Object.fromEntries(Object.entries(messages).filter(([, v]) => typeof v === "string"));
    expect(strings).toEqual(EXPECTED);
  });

  it("has no stray whitespace and uses composed (NFC) accents, so equality checks hold", () => {
    for (const [name, text] of Object.entries(EXPECTED)) {
      expect(text.trim(), name).toBe(text);
      expect(text.normalize("NFC"), name).toBe(text);
    }
  });

  it("keeps the product's two different reset/change and register/reset wordings apart", () => {
    expect(messages.RESET_PASSWORD_SUCCESS).not.toBe(messages.CHANGE_PASSWORD_SUCCESS);
    expect(messages.REGISTER_PASSWORD_SHORT).not.toBe(messages.RESET_PASSWORD_SHORT);
    expect(messages.REGISTER_EMPTY).not.toBe(messages.ADMIN_FORM_INVALID);
  });

  it("counts search results in Portuguese", () => {
    expect([0, 1, 7].map(messages.searchResultCount)).toEqual(["Nenhum resultado", "1 resultado", "7 resultados"]);
    expect(messages.searchNoResults("zzz")).toBe("Nenhum resultado para “zzz”");
  });

  it("titles league sections 'Jogos da Liga {league}'", () => {
    expect(messages.leagueSectionTitle("Brasileirão Série A")).toBe("Jogos da Liga Brasileirão Série A");
  });
});
