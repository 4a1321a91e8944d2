import { describe, expect, it } from 'vitest';
import {
  activityModelSchema,
  DEFAULT_CORRECT_FEEDBACK,
  DEFAULT_INCORRECT_FEEDBACK,
  defaultHints,
  partSchema,
  transformationSchema,
} from './activity.js';

const content = (text: string) => [{ type: 'p', children: [{ text }] }];
const response = (id: string, score: number, text: string) => ({ id, rule: 'input like {.*}', score, feedback: { id: `f${id}`, content: content(text) } });

const part = {
  id: '1',
  gradingApproach: 'automatic',
  outOf: null,
  scoringStrategy: 'average',
  responses: [response('r1', 1, DEFAULT_CORRECT_FEEDBACK), response('r2', 0, DEFAULT_INCORRECT_FEEDBACK)],
  hints: defaultHints(),
  targets: [],
  explanation: { id: 'e', content: content('Because') },
};

describe('activity model', () => {
  it('starts a part with three empty hints with distinct ids', () => {
    const hints = defaultHints();
    expect(hints).toHaveLength(3);
    expect(new Set(hints.map((hint) => hint.id)).size).toBe(3);
    expect(hints.map((hint) => hint.content)).toEqual([[], [], []]);
  });

  it('accepts a complete model and keeps type-specific fields', () => {
    const model = {
      stem: { id: 's', content: content('What is 2 + 2?') },
      inputType: 'numeric',
      choices: [],
      authoring: { parts: [part], transformations: [], previewText: 'What is 2 + 2?', targeted: [[['c1'], 'r2']] },
    };
    expect(activityModelSchema.parse(model)).toEqual(model);
  });

  it('refuses a wrong scoring strategy, grading approach or input type', () => {
    expect(partSchema.safeParse({ ...part, scoringStrategy: 'worst' }).success).toBe(false);
    expect(partSchema.safeParse({ ...part, gradingApproach: 'peer' }).success).toBe(false);
    const model = { stem: { id: 's', content: [] }, inputType: 'essay', authoring: { parts: [], transformations: [], previewText: '' } };
    expect(activityModelSchema.safeParse(model).success).toBe(false);
  });

  it('requires a response to carry its feedback', () => {
    const { feedback: _, ...bare } = response('r', 1, 'x');
    expect(partSchema.safeParse({ ...part, responses: [bare] }).success).toBe(false);
  });

  it('accepts shuffle transformations only', () => {
    const shuffle = { id: 't', path: 'choices', operation: 'shuffle', firstAttemptOnly: true };
    expect(transformationSchema.safeParse(shuffle).success).toBe(true);
    expect(transformationSchema.safeParse({ ...shuffle, operation: 'reverse' }).success).toBe(false);
  });
});
