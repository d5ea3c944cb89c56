/**
 * The community group's copy (docs/product.md#community, #daily-modal-and-group-banner), beside messages.ts and owned
 * with it: a module of its own, like messages-alerts.ts, so that the public pages' first script, which holds
 * messages.ts whole, does not carry words only the group banner and the community page show.
 */

export const COMMUNITY_JOIN = "Entrar no grupo";
export const COMMUNITY_ADULTS_ONLY = "Conteúdo para maiores de 18 anos.";
