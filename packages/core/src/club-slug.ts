/**
 * Reading a club's or competition's address back (`href.team` and `href.league` write it, in routes.ts). A module
 * of its own: only the team and league pages read it, so it stays out of the home's first script.
 */

/** The id at the end of a club's or competition's slug ("flamengo-127" → 127), or null when there is none. */
export function idOfSlug(slug: string): number | null {
  const m = /(?:^|-)(\d{1,9})$/.exec(slug);
  if (m === null) return null;
  const id = Number(m[1]);
  return id > 0 ? id : null;
}
