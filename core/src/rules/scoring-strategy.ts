/**
 * The specification's scoring strategies: ways the scores of several attempts combine
 * into one. Listed once so settings UIs and validators share the list.
 * @public
 */
export const SCORING_STRATEGIES = ['average', 'best', 'most_recent', 'total'] as const;

/** One of {@link SCORING_STRATEGIES}. @public */
export type ScoringStrategy = (typeof SCORING_STRATEGIES)[number];

/** A score and the most it could have been. @public */
export interface Score {
  readonly score: number;
  readonly outOf: number;
}

/**
 * Combines attempt scores, oldest first, into one score; `undefined` when there are
 * none, since "no score" differs from zero.
 *
 * - `average`: the mean of each attempt's ratio `score / outOf`, scaled to the latest
 *   attempt's `outOf` (attempts may be scored out of different totals).
 * - `best`: the attempt with the highest ratio; on a tie the later attempt.
 * - `most_recent`: the last attempt.
 * - `total`: the sums of `score` and of `outOf`.
 *
 * An attempt with `outOf` 0 counts as ratio 0 rather than dividing by zero.
 * @example `applyScoringStrategy('average', [{ score: 1, outOf: 2 }, { score: 4, outOf: 4 }])`
 * returns `{ score: 3, outOf: 4 }` (mean ratio 0.75 of 4).
 * @public
 */
export function applyScoringStrategy(strategy: ScoringStrategy, scores: readonly Score[]): Score | undefined {
  if (scores.length === 0) return undefined;
  const latest = scores[scores.length - 1];
  switch (strategy) {
    case 'average': {
      const meanRatio = scores.reduce((sum, s) => sum + ratio(s), 0) / scores.length;
      return { score: meanRatio * latest.outOf, outOf: latest.outOf };
    }
    case 'best': {
      const best = scores.reduce((top, s) => (ratio(s) >= ratio(top) ? s : top));
      return { score: best.score, outOf: best.outOf };
    }
    case 'most_recent':
      return { score: latest.score, outOf: latest.outOf };
    case 'total':
      return {
        score: scores.reduce((sum, s) => sum + s.score, 0),
        outOf: scores.reduce((sum, s) => sum + s.outOf, 0),
      };
  }
}

function ratio(s: Score): number {
  return s.outOf === 0 ? 0 : s.score / s.outOf;
}
