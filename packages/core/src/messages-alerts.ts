/**
 * The alerts' copy (price and kick-off alerts, notifications, unsubscribe), beside messages.ts and owned with it: a
 * module of its own so that the public pages' first script, which holds messages.ts whole, does not carry it.
 */

import { formatOdd } from "./odds.ts";

// ── Alerts (docs/product.md#alerts) ─────────────────────────────────────────────────────────────────────
/** Most price alerts waiting to fire that one account can have. */
export const ALERTS_MAX = 20;
export const ALERTS_LIMIT = `Você já tem ${ALERTS_MAX} alertas ativos, o máximo. Apague algum para criar outro.`;
export const ALERT_TARGET_INVALID = "Informe uma odd válida, como 2,10.";
export const ALERT_TARGET_TOO_LOW = "A odd do alerta precisa ser maior que 1,01.";
export const ALERT_HOUSE_NOT_QUOTED = "Esta casa não tem odds para este jogo.";
export const ALERT_GAME_FINISHED = "Este jogo já terminou: não é possível criar alertas para ele.";
export const ALERT_NOT_FOUND = "Alerta não encontrado.";
export const ALERT_CONSENT =
  "Guardamos o jogo, a casa, o resultado e a odd que você escolheu, e avisamos uma única vez, por e-mail e nas notificações, quando a odd chegar lá. Você pode apagar o alerta ou cancelar os e-mails quando quiser.";
export const UNSUBSCRIBE_DONE = "Pronto: você não receberá mais e-mails de alertas do Placar.";
export const PRICE_ALERT_CREATE = "Criar alerta de preço";
export const PRICE_ALERT_CREATED = "Alerta criado. Avisaremos por e-mail e nas notificações quando a odd chegar lá.";
export const PRICE_ALERT_SIGN_IN = "Entre na sua conta para criar alertas de preço.";
export const NOTIFICATIONS_TITLE = "Notificações";
export const NOTIFICATIONS_EMPTY = "Nenhuma notificação por enquanto. Crie um alerta de preço na página de um jogo.";
export const ALERT_SETTINGS_FAILED = "Não foi possível salvar a escolha agora. Tente novamente.";
export const NOTIFICATIONS_FAILED = "Não foi possível carregar as notificações. Tente novamente.";
export const UNSUBSCRIBE_CONFIRM = "Cancelar e-mails de alertas";
export const UNSUBSCRIBE_INVALID = "Link de cancelamento inválido ou incompleto.";
export const alertTargetNotAbove = (current: number): string =>
  `A odd atual já é ${formatOdd(current)}. Escolha um valor acima dela.`;
export const ALERT_MARKET_UNKNOWN = "Mercado desconhecido.";
export const ALERT_OUTCOME_UNKNOWN = "Resultado inexistente neste mercado.";
/** The 1X2's outcomes in a price alert's sentence ("A odd de vitória do mandante na …"). */
export const ALERT_OUTCOME_HOME = "vitória do mandante";
export const ALERT_OUTCOME_DRAW = "empate";
export const ALERT_OUTCOME_AWAY = "vitória do visitante";

// ── What a fired alert says (notification, e-mail) ──────────────────────────────────────────────────────
export const priceAlertTitle = (house: string, price: number, home: string, away: string): string =>
  `${house}: odd ${formatOdd(price)} em ${home} x ${away}`;
/** `what`: the outcome as the sentence names it (`ALERT_OUTCOME_HOME`…, or "Ambas marcam: Sim"). */
export const priceAlertBody = (what: string, house: string, price: number, target: number): string =>
  `A odd de ${what} na ${house} chegou a ${formatOdd(price)} (seu alerta: ${formatOdd(target)}).`;
export const kickoffAlertTitle = (home: string, away: string, minutes: number): string =>
  `${home} x ${away} começa em ${minutes} min`;
/** `time`: the kick-off as HH:MM in Brasília. */
export const kickoffAlertBody = (league: string, time: string): string =>
  `${league}: o jogo de um time que você segue começa às ${time} (horário de Brasília).`;

// ── The alert e-mail ────────────────────────────────────────────────────────────────────────────────────
/** The greeting's name when the account has none. */
export const ALERT_MAIL_NO_NAME = "olá";
export const alertMailGreeting = (first: string): string => `Olá, ${first}!`;
/** Subject of the e-mail: "Placar — " and the alert's title, or `alertMailMany`. */
export const alertMailSubject = (title: string): string => `Placar — ${title}`;
export const alertMailMany = (count: number): string => `${count} alertas dispararam`;
export const ALERT_MAIL_SENT_ONCE = "Este alerta foi enviado uma única vez.";
export const ALERT_MAIL_EACH_SENT_ONCE = "Cada um destes alertas foi enviado uma única vez.";
/** The match link: after a colon in the text part, as the button's words in the HTML part. */
export const ALERT_MAIL_SEE_GAME_TEXT = "Veja o jogo e as odds";
export const ALERT_MAIL_SEE_GAME = "Ver o jogo e as odds";
export const ALERT_MAIL_UNSUBSCRIBE_TEXT = "Para não receber mais e-mails de alertas do Placar, abra:";
export const ALERT_MAIL_UNSUBSCRIBE_HTML = "Não quer mais receber e-mails de alertas?";
export const ALERT_MAIL_SIGNATURE = "Equipe Placar";
