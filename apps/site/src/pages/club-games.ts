import type { GetTeamPageData } from "@placar/api-client/queries";
import { clubResult } from "@placar/core/club-result";
import { finishedStatusLabel } from "@placar/core/finished-label";
import { bestOdds } from "@placar/core/odds";
import { href } from "@placar/core/routes";
import { isFinished, isLive, liveStatusLabel } from "@placar/core/status";
import type { TeamGameItem } from "@placar/ui/product/team-games";

export type ScheduleGame = GetTeamPageData["next"][number];

/** A schedule game as a row of the team and league pages; `teamId` gives finished games their V/E/D. */
export function gameItem(g: ScheduleGame, teamId?: number): TeamGameItem {
  const finished = isFinished(g.status);
  const live = !finished && isLive(g.status);
  const [h, d, a] = bestOdds(g.odds, g.home_team, g.away_team).map((o) => (o ? { odd: o.odd, house: o.bet } : null));
  const best: TeamGameItem["best"] = h || d || a ? [h ?? null, d ?? null, a ?? null] : null;
  const outcome = finished && teamId !== undefined ? clubResult(g.goals, g.afb_team_home_id, teamId) : null;
  return {
    id: g.afb_fixture_id,
    ...(g.has_page ? { href: g.link } : {}),
    kickoff: g.kickoff,
    league: { name: g.league.name, href: href.league(g.league.id, g.league.name), logoUrl: g.league.image_url },
    home: { name: g.home_team, href: href.team(g.afb_team_home_id, g.home_team), logoUrl: g.home_image_url },
    away: { name: g.away_team, href: href.team(g.afb_team_away_id, g.away_team), logoUrl: g.away_image_url },
    status: finished ? "finished" : live ? "live" : "upcoming",
    ...(live ? { statusLabel: liveStatusLabel(g.status, g.elapsed) ?? "Ao vivo" } : {}),
    ...(finished ? { statusLabel: finishedStatusLabel(g.status) ?? "Encerrado" } : {}),
    score: finished || live ? g.goals : null,
    outcome,
    best,
    closing: g.odds_closing === true,
  };
}
