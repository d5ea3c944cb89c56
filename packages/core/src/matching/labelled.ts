/**
 * The labelled name pairs: how well team comparison separates a club's spellings from other clubs' look-alikes.
 * A pair counts as predicted "same team" when it reaches the level that may attach a quote (`close` or better).
 */
import type { AliasIndex, TeamAlias } from "./alias-index.ts";
import { TEAM_LEVEL } from "./similarity.ts";
import { createTeamComparer, type TeamHow } from "./teams.ts";

/** `positive`: (source spelling, fixture spelling) of one team; `negative`: of two different teams. */
export interface LabelledNames {
  positive: ReadonlyArray<readonly [string, string]>;
  negative: ReadonlyArray<readonly [string, string]>;
}

export interface LabelledMiss {
  source: string;
  fixture: string;
  how: TeamHow;
  score: number;
}

export interface LabelledReport {
  /** Of the pairs predicted the same team, the share that are (1 when none is predicted). */
  precision: number;
  /** Of the positive pairs, the share predicted the same team. */
  recall: number;
  pairs: number;
  truePositives: number;
  falsePositives: LabelledMiss[];
  falseNegatives: LabelledMiss[];
}

export function evaluateLabelled(set: LabelledNames, aliases: readonly TeamAlias[] | AliasIndex): LabelledReport {
  const teams = createTeamComparer(aliases);
  const judge = ([source, fixture]: readonly [string, string]) => {
    const verdict = teams.compare(teams.prepare(source), teams.prepare(fixture, null));
    return { source, fixture, how: verdict.how, score: verdict.score, same: verdict.score >= TEAM_LEVEL.close };
  };
  const strip = ({ source, fixture, how, score }: LabelledMiss): LabelledMiss => ({ source, fixture, how, score });
  const positives = set.positive.map(judge);
  const negatives = set.negative.map(judge);
  const truePositives = positives.filter((p) => p.same).length;
  const falsePositives = negatives.filter((p) => p.same).map(strip);
  const predicted = truePositives + falsePositives.length;
  return {
    precision: predicted === 0 ? 1 : truePositives / predicted,
    recall: positives.length === 0 ? 1 : truePositives / positives.length,
    pairs: positives.length + negatives.length,
    truePositives,
    falsePositives,
    falseNegatives: positives.filter((p) => !p.same).map(strip),
  };
}
