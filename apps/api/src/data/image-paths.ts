/**
 * Where a team's or league's image is served when the provider gave none (see routes/images.ts): our generated crest
 * as a PNG. Not the SVG: the browser lays out every SVG image as a document of its own on the page's main thread
 * (about 9 ms each here, 40 of them on the home), where a PNG is decoded off it.
 */
export const teamImagePath = (id: number) => `/api/images/teams/${id}.png`;
export const leagueImagePath = (id: number) => `/api/images/leagues/${id}.png`;
/** Where the provider's own image is served from our host: fetched once from the provider and cached. */
export const teamCachedImagePath = (id: number) => `/api/images/teams/${id}.png`;
export const leagueCachedImagePath = (id: number) => `/api/images/leagues/${id}.png`;

/** An image the provider hosts (API-Football's media server), as opposed to a path of ours. */
export const isRemoteImage = (url: string) => /^https?:\/\//i.test(url);

/** The provider's logo through our image cache, or our generated crest when the provider has none. */
export const teamLogo = (t: { id: number; logo: string | null }) =>
  t.logo === null ? teamImagePath(t.id) : isRemoteImage(t.logo) ? teamCachedImagePath(t.id) : t.logo;
export const leagueLogo = (l: { id: number; logo: string | null }) =>
  l.logo === null ? leagueImagePath(l.id) : isRemoteImage(l.logo) ? leagueCachedImagePath(l.id) : l.logo;
