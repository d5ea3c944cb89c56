/** A finished game seen from one club: V (vitória), E (empate) or D (derrota). */
export type ClubResult = "V" | "E" | "D";

/**
 * The result of a game for `teamId` (docs/product.md#team-page), or null while a score is missing. `homeId` is the
 * home side's id; any other `teamId` is read as the away side.
 */
export function clubResult(
  goals: { readonly home: number | null; readonly away: number | null },
  homeId: number,
  teamId: number,
): ClubResult | null {
  const { home, away } = goals;
  if (home === null || away === null) return null;
  const mine = homeId === teamId ? home - away : away - home;
  return mine > 0 ? "V" : mine === 0 ? "E" : "D";
}
