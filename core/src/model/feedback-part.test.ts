import { describe, expect, it } from 'vitest';
import { feedbackPartSchema } from './feedback-part.js';

describe('feedbackPartSchema', () => {
  it('accepts a scored part with feedback and explanation', () => {
    const part = {
      partId: '1',
      score: 1,
      outOf: 2,
      error: null,
      feedback: { content: [{ type: 'p', children: [{ text: 'Close' }] }], textDirection: 'ltr' },
      explanation: { content: [] },
    };
    expect(feedbackPartSchema.safeParse(part).success).toBe(true);
  });

  it('accepts an unscored part with an error, and refuses a missing score', () => {
    expect(feedbackPartSchema.safeParse({ partId: '1', score: null, outOf: null, error: 'boom' }).success).toBe(true);
    expect(feedbackPartSchema.safeParse({ partId: '1', outOf: 1 }).success).toBe(false);
  });
});
