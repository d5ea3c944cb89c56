/** Where a team's or league's image is served when the provider gave none (see routes/images.ts). */
export const teamImagePath = (id: number) => `/api/images/teams/${id}.svg`;
export const leagueImagePath = (id: number) => `/api/images/leagues/${id}.svg`;

/** The provider's logo, or our generated crest. */
export const teamLogo = (t: { id: number; logo: string | null }) => t.logo ?? teamImagePath(t.id);
export const leagueLogo = (l: { id: number; logo: string | null }) => l.logo ?? leagueImagePath(l.id);
