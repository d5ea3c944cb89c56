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
