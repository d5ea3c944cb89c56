/** Every path of the site in one place; components link through these helpers, never string literals. */
export const href = {
  home: (q?: { dia?: string; aba?: TabSlug }) => withQuery("/", q),
  live: () => "/odds-ao-vivo",
  guide: () => "/guia-apostas",
  community: () => "/comunidade",
  articles: () => "/estatisticas",
  article: (id: number | string, slug?: string) => withQuery(`/estatisticas/${id}`, slug ? { slug } : undefined),
  match: (fixtureId: number | string, slug?: string) => withQuery(`/estatisticasJogo/${fixtureId}`, slug ? { slug } : undefined),
  analysis: () => "/analise",
  login: () => "/login",
  profile: () => "/profile",
  manageNews: () => "/gerenciar-noticias",
  manageUsers: () => "/gerenciar-usuarios",
} as const;

export type TabSlug = "ao-vivo" | "finalizado" | "proximo";

function withQuery(path: string, q?: Record<string, string | undefined>): string {
  if (!q) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v) params.set(k, v);
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}
