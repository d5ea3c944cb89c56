/** Every path of the site in one place; components link through these helpers, never string literals. */
export const href = {
  home: (q?: { dia?: string; aba?: TabSlug }) => withQuery("/", q),
  live: () => "/odds-ao-vivo",
  guide: () => "/guia-apostas",
  community: () => "/comunidade",
  privacy: () => "/privacidade",
  responsible: () => "/jogo-responsavel",
  articles: () => "/estatisticas",
  article: (id: number | string, slug?: string) => withQuery(`/estatisticas/${id}`, slug ? { slug } : undefined),
  match: (fixtureId: number | string, slug?: string) =>
    withQuery(`/estatisticasJogo/${fixtureId}`, slug ? { slug } : undefined),
  /** The odds analysis of one match (`?jogo=` makes it shareable), or the page to choose one. */
  analysis: (fixtureId?: number | string) =>
    withQuery("/analise", fixtureId !== undefined ? { jogo: String(fixtureId) } : undefined),
  login: () => "/login",
  profile: () => "/profile",
  /** The signed-in user's notifications (fired alerts). */
  notifications: () => "/notificacoes",
  /** The alert e-mails' unsubscribe page (the server builds the real link, with its signed `token`). */
  unsubscribe: (token?: string) => withQuery("/cancelar-alertas", token ? { token } : undefined),
  /** The e-mailed recovery link's page (the server builds the real link, with `email` and `token`). */
  resetPassword: (q?: { email?: string; token?: string }) => withQuery("/reset-password-confirm", q),
  manageNews: () => "/gerenciar-noticias",
  manageUsers: () => "/gerenciar-usuarios",
  /** The odds source's review queue (admins). */
  manageOddsMatches: () => "/gerenciar-pareamentos",
} as const;

export type TabSlug = "ao-vivo" | "finalizado" | "proximo";

function withQuery(path: string, q?: Record<string, string | undefined>): string {
  if (!q) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) params.set(k, v);
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}
