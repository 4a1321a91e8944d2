import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Part } from '../model/activity.js';
import { evaluatePart, partOutOf } from './evaluate-part.js';

const feedback = (text: string) => ({ id: `f-${text}`, content: [{ type: 'p', id: `p-${text}`, children: [{ text }] }] });
const explanation = feedback('Because.');

function part(overrides: Partial<Part> = {}): Part {
  return {
    id: '1',
    scoringStrategy: 'average',
    hints: [],
    responses: [
      { id: 'r1', rule: 'input like {^Paris$}', score: 1, correct: true, feedback: feedback('Correct') },
      { id: 'r2', rule: 'input like {.*}', score: 0, feedback: feedback('Incorrect') },
    ],
    explanation,
    ...overrides,
  } as Part;
}

describe('evaluatePart', () => {
  it('scores the first response whose rule matches, with its feedback', () => {
    const result = evaluatePart(part(), 'Paris', { attemptNumber: 1 });
    expect(result).toMatchObject({ partId: '1', score: 1, outOf: 1, responseId: 'r1' });
    expect(result.feedback).toEqual(feedback('Correct'));
    expect(result.explanation).toBeUndefined();
  });

  it('gives the explanation with a result that is not correct', () => {
    const result = evaluatePart(part(), 'Lyon', { attemptNumber: 1 });
    expect(result).toMatchObject({ score: 0, outOf: 1, responseId: 'r2', explanation });
  });

  it('falls back to incorrectScore when no rule matches', () => {
    const only = part({ responses: [part().responses[0]], incorrectScore: 0.25, outOf: 2 });
    expect(evaluatePart(only, 'Lyon', { attemptNumber: 1 })).toMatchObject({ score: 0.25, outOf: 2 });
  });

  it('answers an error for the part, not a crash, when a rule is a bad regular expression', () => {
    const bad = part({ responses: [{ id: 'r', rule: 'input like {a(}', score: 1, feedback: feedback('x') }] });
    const result = evaluatePart(bad, 'a', { attemptNumber: 1 });
    expect(result.score).toBeNull();
    expect(result.error).toMatch(/Invalid regular expression/);
  });

  it('answers an error for rule text that does not parse', () => {
    const bad = part({ responses: [{ id: 'r', rule: 'input like', score: 1, feedback: feedback('x') }] });
    expect(evaluatePart(bad, 'a', { attemptNumber: 1 }).error).toBeTypeOf('string');
  });

  it('leaves a manually graded part unscored', () => {
    expect(evaluatePart(part({ gradingApproach: 'manual' }), 'Paris', { attemptNumber: 1 })).toEqual({
      partId: '1',
      score: null,
      outOf: 1,
      manual: true,
    });
  });

  it('scores outOf for the answer of any response marked correct', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,12}$/), fc.integer({ min: 1, max: 10 }), (answer, score) => {
        const p = part({
          responses: [
            { id: 'c', rule: `input equals {${answer}}`, score, correct: true, feedback: feedback('Correct') },
            { id: 'w', rule: 'input like {.*}', score: 0, feedback: feedback('Incorrect') },
          ],
        });
        const result = evaluatePart(p, answer, { attemptNumber: 1 });
        return result.score === partOutOf(p) && result.outOf === score;
      }),
    );
  });
});
