import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Part } from '../model/activity.js';
import { RULE_WORK_EXCEEDED_MESSAGE, RuleWorkBudget } from '../rules/rule-work-budget.js';
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

  it('answers an error for a stored rule over the size limits, without compiling or matching it', () => {
    const huge = part({ responses: [{ id: 'r', rule: 'input like {(.*a)\\{1000\\}}', score: 1, feedback: feedback('x') }] });
    const started = performance.now();
    const result = evaluatePart(huge, 'a'.repeat(10_000), { attemptNumber: 1 });
    expect(result).toMatchObject({ score: null, error: expect.stringMatching(/too complex/) });
    // Matching it would take about a second; refusing it, well under a tenth of that.
    expect(performance.now() - started).toBeLessThan(100);
    const tooLong = part({ responses: [{ id: 'r', rule: `input contains {${'x'.repeat(5_000)}}`, score: 1, feedback: feedback('x') }] });
    expect(evaluatePart(tooLong, 'a', { attemptNumber: 1 }).error).toBe('The rule has 5,017 characters; at most 5,000 are allowed');
  });

  it('answers an error once the submission has spent its work budget, for this part and the next', () => {
    const budget = new RuleWorkBudget(50_000);
    const answer = 'x'.repeat(9_000);
    const containing = part({ responses: [{ id: 'r', rule: 'input contains {y}', score: 1, feedback: feedback('x') }] });
    expect(evaluatePart(containing, answer, { attemptNumber: 1, budget })).toMatchObject({ score: 0 });
    expect(evaluatePart(part(), answer, { attemptNumber: 1, budget })).toMatchObject({ score: null, error: RULE_WORK_EXCEEDED_MESSAGE });
    expect(evaluatePart(containing, 'short', { attemptNumber: 1, budget }).error).toBe(RULE_WORK_EXCEEDED_MESSAGE);
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
