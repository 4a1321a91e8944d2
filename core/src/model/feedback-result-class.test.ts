import { describe, expect, it } from 'vitest';
import { feedbackResultClass, showsExplanation } from './feedback-result-class.js';

describe('feedbackResultClass', () => {
  it.each([
    [{ error: 'failed', score: 1, outOf: 1 }, 'error'],
    [{ error: '', score: 1, outOf: 1 }, 'error'],
    [{ score: null, outOf: 1 }, 'error'],
    [{ score: 1, outOf: null }, 'error'],
    [{ error: null, score: 2, outOf: 2 }, 'correct'],
    [{ score: 0, outOf: 0 }, 'correct'],
    [{ score: 0, outOf: 3 }, 'incorrect'],
    [{ score: 1.5, outOf: 3 }, 'partially-correct'],
    [{ score: -1, outOf: 3 }, ''],
  ] as const)('%o is %j', (result, expected) => {
    expect(feedbackResultClass(result)).toBe(expected);
  });

  it('shows the explanation unless the answer is correct', () => {
    expect(showsExplanation('correct')).toBe(false);
    expect(showsExplanation('partially-correct')).toBe(true);
  });
});
