/**
 * The matcher's reasons (match.ts `MatchReason`) as the review queue shows them to an admin, in Portuguese.
 * Kept with the matcher so a new code cannot ship without its sentence (the test walks every code).
 */
import type { MatchReason } from "./match.ts";

const TEAM_HOW: Record<string, string> = {
  alias: "nome conhecido",
  exact: "mesmo nome",
  close: "nome parecido",
  partial: "nome só em parte igual",
};

const FIXED: Record<string, string> = {
  "competition:same": "mesma competição",
  "competition:different": "outra competição",
  swapped: "mando invertido",
  "kickoff-off": "horário diferente",
  "team-uncertain": "time incerto",
  "close-candidate": "outro jogo quase tão provável",
  "fixture-claimed": "jogo já ligado a outro evento",
};

/** "kickoff:+40min" → "início 40 min depois"; "home:close" → "mandante: nome parecido"; unknown codes as they are. */
export function matchReasonLabel(reason: MatchReason | string): string {
  const fixed = FIXED[reason];
  if (fixed) return fixed;
  const [kind, value = ""] = reason.split(":", 2);
  if ((kind === "home" || kind === "away") && TEAM_HOW[value]) {
    return `${kind === "home" ? "mandante" : "visitante"}: ${TEAM_HOW[value]}`;
  }
  if (kind === "kickoff") {
    const minutes = Number.parseInt(value, 10);
    if (Number.isFinite(minutes)) {
      if (minutes === 0) return "mesmo horário";
      return `início ${Math.abs(minutes)} min ${minutes > 0 ? "depois" : "antes"} do da fonte`;
    }
  }
  return reason;
}
