import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildRule, partOutOf } from '@quire/plugin-sdk';
import { MULTI_INPUT_TYPES, type MultiInputModel, type MultiInputType } from './multi-input-schema.js';
import { addInput } from './edit-inputs.js';
import { evaluateMultiInput } from './evaluate-multi-input.js';
import { createMultiInputModel } from './multi-input-model.js';

function counter() {
  let n = 0;
  return () => `id${n++}`;
}
const ctx = { attemptNumber: 1 };

/** The answer the default responses of each input accept. */
function correctAnswers(model: MultiInputModel): Record<string, string> {
  return Object.fromEntries(
    model.inputs.map((input) => [input.id, input.inputType === 'numeric' ? '1' : input.inputType === 'dropdown' ? input.choiceIds[0] : 'answer']),
  );
}

function withTypes(types: readonly MultiInputType[]): MultiInputModel {
  const makeId = counter();
  return types.reduce((model, type) => addInput(model, type, makeId), createMultiInputModel(makeId));
}

function setRule(model: MultiInputModel, partIndex: number, rule: string): MultiInputModel {
  const parts = model.authoring.parts.map((part, index) =>
    index === partIndex ? { ...part, responses: [{ ...part.responses[0], rule }, ...part.responses.slice(1)] } : part,
  );
  return { ...model, authoring: { ...model.authoring, parts } };
}

describe('evaluateMultiInput', () => {
  it('scores outOf on every part for the correct answers of a generated question', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...MULTI_INPUT_TYPES), { maxLength: 5 }), (types) => {
        const model = withTypes(types);
        const answers = correctAnswers(model);
        for (const part of model.authoring.parts) {
          expect(evaluateMultiInput(model, { partId: part.id, input: answers }, ctx).score).toBe(partOutOf(part));
        }
      }),
    );
  });

  it('scores generated numeric answers against range rules at their ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 50 }), fc.boolean(), (low, width, inclusive) => {
        const base = createMultiInputModel(counter());
        const inputRef = base.inputs[0].id;
        const model = setRule(base, 0, buildRule({ kind: 'range', operator: 'btw', lower: String(low), upper: String(low + width), inclusive, inputRef }));
        const score = (answer: number) => evaluateMultiInput(model, { partId: model.inputs[0].partId, input: { [inputRef]: String(answer) } }, ctx).score;
        expect(score(low)).toBe(inclusive ? 1 : 0);
        expect(score(low + width)).toBe(inclusive ? 1 : 0);
        expect(score(low - 1)).toBe(0);
      }),
    );
  });

  it('grades each part on its own input: a dropdown by choice id, a wrong text with Incorrect', () => {
    const model = withTypes(['dropdown']);
    const [numeric, dropdown] = model.inputs;
    const answers = { [numeric.id]: '2', [dropdown.id]: dropdown.inputType === 'dropdown' ? dropdown.choiceIds[0] : '' };
    const first = evaluateMultiInput(model, { partId: numeric.partId, input: answers }, ctx);
    expect(first.score).toBe(0);
    expect(JSON.stringify(first.feedback)).toContain('Incorrect');
    expect(evaluateMultiInput(model, { partId: dropdown.partId, input: answers }, ctx).score).toBe(1);
  });

  it('matches text values with braces literally', () => {
    const base = withTypes(['text']);
    const text = base.inputs[1];
    const model = setRule(base, 1, buildRule({ kind: 'text', operator: 'equals', value: '{a}\\b', inputRef: text.id }));
    const score = (answer: string) => evaluateMultiInput(model, { partId: text.partId, input: { [text.id]: answer } }, ctx).score;
    expect([score('{a}\\b'), score('a\\b')]).toEqual([1, 0]);
  });

  it('answers an error for a part whose regular expression is broken, and still grades the others', () => {
    const base = withTypes(['text']);
    const text = base.inputs[1];
    const model = setRule(base, 1, buildRule({ kind: 'text', operator: 'regex', value: '(', inputRef: text.id }));
    const answers = correctAnswers(model);
    expect(evaluateMultiInput(model, { partId: text.partId, input: answers }, ctx)).toMatchObject({ score: null, error: expect.stringMatching(/Invalid regular expression/) });
    expect(evaluateMultiInput(model, { partId: model.inputs[0].partId, input: answers }, ctx).score).toBe(1);
  });

  it('scores a blank or non-numeric answer to a numeric input as wrong, not as an error', () => {
    const model = createMultiInputModel(counter());
    const { id, partId } = model.inputs[0];
    expect(evaluateMultiInput(model, { partId, input: { [id]: 'one' } }, ctx)).toEqual({ partId, score: 0, outOf: 1 });
    expect(evaluateMultiInput(model, { partId, input: {} }, ctx)).toEqual({ partId, score: 0, outOf: 1 });
  });

  it('answers an error for a single-string answer or an unknown part', () => {
    const model = createMultiInputModel(counter());
    expect(evaluateMultiInput(model, { partId: model.inputs[0].partId, input: '1' }, ctx).error).toBeTypeOf('string');
    expect(evaluateMultiInput(model, { partId: 'nope', input: {} }, ctx).error).toBe("The activity has no part 'nope'");
  });
});
