import { describe, expect, it } from 'vitest';
import { attemptOutcome } from './attempt-outcome.js';

describe('attemptOutcome', () => {
  it('sums the parts, counting a part with an error as 0', () => {
    expect(
      attemptOutcome([
        { partId: 'a', score: 1, outOf: 1 },
        { partId: 'b', score: 0.5, outOf: 2 },
        { partId: 'c', score: null, outOf: 1, error: 'Invalid regular expression' },
      ]),
    ).toEqual({ state: 'evaluated', score: 1.5, outOf: 4 });
  });

  it('leaves the score unset while a manually graded part waits', () => {
    expect(attemptOutcome([{ partId: 'a', score: 1, outOf: 1 }, { partId: 'b', score: null, outOf: 3, manual: true }])).toEqual({
      state: 'submitted',
      score: null,
      outOf: 4,
    });
  });
});
