import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addTargetedResponse, applyShuffleTransformations, type ChoiceActivityModel } from '@quire/plugin-sdk';
import { MULTIPLE_CHOICE_SLUG, multipleChoicePlugin, multipleChoiceType } from './index.js';

const ctx = { attemptNumber: 1 };
const evaluate = (model: ChoiceActivityModel, input: unknown) => multipleChoiceType.evaluate!(model, { partId: '1', input: input as string }, ctx);

describe('activity-multiple-choice manifest', () => {
  it('contributes oli_multiple_choice, offered in every project', () => {
    expect(multipleChoicePlugin.id).toBe('activity-multiple-choice');
    expect(multipleChoicePlugin.activityTypes?.map((t) => [t.slug, t.friendlyName, t.globallyAvailable])).toEqual([
      [MULTIPLE_CHOICE_SLUG, 'Multiple Choice', true],
    ]);
  });

  it('creates a valid model with one correct choice, and rejects a model with two', () => {
    const model = multipleChoiceType.createDefaultModel();
    expect(multipleChoiceType.schema.safeParse(model).success).toBe(true);
    expect(model.authoring.correct![0]).toEqual([model.choices[0].id]);
    const twoCorrect = { ...model, authoring: { ...model.authoring, correct: [model.choices.map((c) => c.id), model.authoring.correct![1]] } };
    expect(multipleChoiceType.schema.safeParse(twoCorrect).success).toBe(false);
  });
});

describe('evaluating a multiple choice', () => {
  const model = multipleChoiceType.createDefaultModel();
  const [a, b] = model.choices.map((c) => c.id);

  it('scores the correct choice 1 with Correct, another 0 with Incorrect', () => {
    expect(evaluate(model, a)).toMatchObject({ score: 1, outOf: 1, feedback: { content: [{ text: 'Correct' }] } });
    expect(evaluate(model, b)).toMatchObject({ score: 0, outOf: 1, feedback: { content: [{ text: 'Incorrect' }] } });
  });

  it('gives targeted feedback for a specific wrong choice', () => {
    const targeted = addTargetedResponse(model, 'single', [b]);
    expect(evaluate(targeted, b).responseId).toBe(targeted.authoring.targeted![0][1]);
  });

  it('answers an error, never a throw, for malformed input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = evaluate(model, input);
        if (input !== a && input !== b) expect(result).toMatchObject({ score: null, error: expect.any(String) });
      }),
    );
    expect(evaluate(model, `${a} ${b}`).error).toBeTypeOf('string');
  });

  it('shuffles the choices per attempt seed, keeping them all', () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) => multipleChoiceType.transform!(model, seed, ctx).choices.map((c) => c.id).join(' ')),
    );
    expect(orders).toEqual(new Set([`${a} ${b}`, `${b} ${a}`]));
    expect(multipleChoiceType.transform!(model, 3, { attemptNumber: 2 }).choices).toEqual(applyShuffleTransformations(model, 3, 2).choices);
    expect(multipleChoiceType.transform!(model, 3, { attemptNumber: 2 }).choices.map((c) => c.id)).toEqual([a, b]);
  });
});
