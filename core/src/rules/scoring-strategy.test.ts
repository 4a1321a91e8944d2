import { describe, it, expect } from 'vitest';
import { applyScoringStrategy, SCORING_STRATEGIES } from './scoring-strategy.js';

const attempts = [
  { score: 1, outOf: 2 }, // 0.5
  { score: 9, outOf: 10 }, // 0.9
  { score: 3, outOf: 4 }, // 0.75
];

describe('applyScoringStrategy', () => {
  it('lists the four strategies', () => {
    expect(SCORING_STRATEGIES).toEqual(['average', 'best', 'most_recent', 'total']);
  });

  it('returns undefined when there are no scores', () => {
    for (const strategy of SCORING_STRATEGIES) expect(applyScoringStrategy(strategy, [])).toBeUndefined();
  });

  it('average: mean ratio scaled to the latest outOf', () => {
    // (0.5 + 0.9 + 0.75) / 3 = 0.71666..., times 4
    const result = applyScoringStrategy('average', attempts);
    expect(result?.outOf).toBe(4);
    expect(result?.score).toBeCloseTo(2.8667, 4);
    expect(applyScoringStrategy('average', [{ score: 1, outOf: 2 }, { score: 4, outOf: 4 }])).toEqual({ score: 3, outOf: 4 });
  });

  it('average: counts outOf 0 as ratio 0', () => {
    expect(applyScoringStrategy('average', [{ score: 5, outOf: 0 }, { score: 2, outOf: 2 }])).toEqual({ score: 1, outOf: 2 });
    expect(applyScoringStrategy('average', [{ score: 2, outOf: 2 }, { score: 0, outOf: 0 }])).toEqual({ score: 0, outOf: 0 });
  });

  it('best: highest ratio, the later attempt on a tie', () => {
    expect(applyScoringStrategy('best', attempts)).toEqual({ score: 9, outOf: 10 });
    expect(applyScoringStrategy('best', [{ score: 1, outOf: 2 }, { score: 2, outOf: 4 }, { score: 0, outOf: 1 }])).toEqual({
      score: 2,
      outOf: 4,
    });
    expect(applyScoringStrategy('best', [{ score: 3, outOf: 0 }, { score: 0, outOf: 5 }])).toEqual({ score: 0, outOf: 5 });
  });

  it('most_recent: the last attempt', () => {
    expect(applyScoringStrategy('most_recent', attempts)).toEqual({ score: 3, outOf: 4 });
  });

  it('total: sums of scores and of outOf', () => {
    expect(applyScoringStrategy('total', attempts)).toEqual({ score: 13, outOf: 16 });
  });

  it('returns a fresh object holding only score and outOf', () => {
    const single = [{ score: 1, outOf: 1, extra: true }];
    for (const strategy of SCORING_STRATEGIES) {
      const result = applyScoringStrategy(strategy, single);
      expect(result).toStrictEqual({ score: 1, outOf: 1 });
      expect(result).not.toBe(single[0]);
    }
  });
});
