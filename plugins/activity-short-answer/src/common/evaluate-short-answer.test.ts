import { describe, expect, it } from 'vitest';
import { buildRule, makeResponse, type AuthorRule } from '@quire/plugin-sdk';
import { evaluateShortAnswer } from './evaluate-short-answer.js';
import { createShortAnswerModel, type ShortAnswerModel } from './short-answer-model.js';

let n = 0;
const makeId = () => `id${n++}`;
const ctx = { attemptNumber: 1 };

function withRule(rule: AuthorRule, inputType: ShortAnswerModel['inputType'] = 'text'): ShortAnswerModel {
  const model = createShortAnswerModel(makeId);
  const [part] = model.authoring.parts;
  return {
    ...model,
    inputType,
    authoring: { ...model.authoring, parts: [{ ...part, responses: [makeResponse(rule, 1, 'Correct', makeId)] }] },
  };
}

const score = (model: ShortAnswerModel, input: string) => evaluateShortAnswer(model, { partId: '1', input }, ctx).score;

describe('evaluateShortAnswer', () => {
  it('scores the default question: "answer" is correct, anything else incorrect with its feedback', () => {
    const model = createShortAnswerModel(makeId);
    expect(evaluateShortAnswer(model, { partId: '1', input: 'the answer' }, ctx)).toMatchObject({ score: 1, outOf: 1 });
    const wrong = evaluateShortAnswer(model, { partId: '1', input: 'nope' }, ctx);
    expect(wrong).toMatchObject({ score: 0, outOf: 1 });
    expect(JSON.stringify(wrong.feedback)).toContain('Incorrect');
  });

  it.each([
    ['contains', 'cat', 'concatenate', 'dog'],
    ['notcontains', 'cat', 'dog', 'concatenate'],
    ['regex', '^c.t$', 'cot', 'coat'],
    ['equals', 'Paris', 'Paris', 'paris'],
    ['iequals', 'Paris', 'PARIS', 'Pariss'],
  ] as const)('text operator %s', (operator, value, matching, other) => {
    const model = withRule({ kind: 'text', operator, value });
    expect(score(model, matching)).toBe(1);
    expect(score(model, other)).toBe(0);
  });

  it('matches values holding braces and backslashes literally', () => {
    const model = withRule({ kind: 'text', operator: 'equals', value: 'f(x) = {x \\ 2}' });
    expect(model.authoring.parts[0].responses[0].rule).toBe(buildRule({ kind: 'text', operator: 'equals', value: 'f(x) = {x \\ 2}' }));
    expect(score(model, 'f(x) = {x \\ 2}')).toBe(1);
    expect(score(model, 'f(x) = {x  2}')).toBe(0);
  });

  it.each([
    ['gt', '3', '3.5', '3'],
    ['gte', '3', '3', '2.99'],
    ['eq', '3', '3.0', '3.01'],
    ['lt', '3', '2.5', '3'],
    ['lte', '3', '3', '3.01'],
    ['neq', '3', '4', '3'],
  ] as const)('numeric operator %s', (operator, value, matching, other) => {
    const model = withRule({ kind: 'numeric', operator, value }, 'numeric');
    expect(score(model, matching)).toBe(1);
    expect(score(model, other)).toBe(0);
  });

  it('reads numbers with exponents and signs', () => {
    const model = withRule({ kind: 'numeric', operator: 'eq', value: '-1.5e3' }, 'numeric');
    expect(score(model, '-1500')).toBe(1);
    expect(score(model, '+1.5E3')).toBe(0);
  });

  it('includes the ends of an inclusive range and excludes those of an exclusive one', () => {
    const inclusive = withRule({ kind: 'range', operator: 'btw', lower: '1', upper: '2', inclusive: true }, 'numeric');
    const exclusive = withRule({ kind: 'range', operator: 'btw', lower: '1', upper: '2', inclusive: false }, 'numeric');
    for (const end of ['1', '2']) {
      expect(score(inclusive, end)).toBe(1);
      expect(score(exclusive, end)).toBe(0);
    }
    expect(score(exclusive, '1.5')).toBe(1);
    const outside = withRule({ kind: 'range', operator: 'nbtw', lower: '1', upper: '2', inclusive: true }, 'numeric');
    expect([score(outside, '1'), score(outside, '2.5')]).toEqual([0, 1]);
  });

  it('requires the significant figures a precision asks for', () => {
    const model = withRule({ kind: 'numeric', operator: 'eq', value: '3.10', precision: 3 }, 'numeric');
    expect(score(model, '3.10')).toBe(1);
    expect(score(model, '3.1')).toBe(0);
    const range = withRule({ kind: 'range', operator: 'btw', lower: '1', upper: '2', inclusive: true, precision: 2 }, 'numeric');
    expect([score(range, '1.5'), score(range, '1.50')]).toEqual([1, 0]);
  });

  it('answers an error for the part, not a throw, when a regular expression is broken', () => {
    const model = withRule({ kind: 'text', operator: 'regex', value: 'a(' });
    const result = evaluateShortAnswer(model, { partId: '1', input: 'a' }, ctx);
    expect(result.score).toBeNull();
    expect(result.error).toMatch(/Invalid regular expression/);
  });

  it('scores a non-number given to a numeric question as wrong, with the explanation', () => {
    const base = withRule({ kind: 'numeric', operator: 'eq', value: '3' }, 'numeric');
    const explanation = { id: 'e', content: [{ type: 'p', id: 'ep', children: [{ text: 'Count again.' }] }] };
    const model = { ...base, authoring: { ...base.authoring, parts: [{ ...base.authoring.parts[0], explanation }] } };
    expect(evaluateShortAnswer(model, { partId: '1', input: 'three' }, ctx)).toEqual({ partId: '1', score: 0, outOf: 1, explanation });
  });

  it('answers an error for a map answer or an unknown part', () => {
    const model = createShortAnswerModel(makeId);
    expect(evaluateShortAnswer(model, { partId: '1', input: { a: 'x' } }, ctx).error).toBeTypeOf('string');
    expect(evaluateShortAnswer(model, { partId: '9', input: 'x' }, ctx).error).toBe("The activity has no part '9'");
  });
});
