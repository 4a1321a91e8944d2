import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addTargetedResponse, createChoice, editChoicePart, setChoices, setCorrectChoices, type ChoiceActivityModel } from '@quire/plugin-sdk';
import { CHECK_ALL_THAT_APPLY_SLUG, checkAllThatApplyPlugin, checkAllThatApplyType } from './index.js';

const ctx = { attemptNumber: 1 };
const evaluate = (model: ChoiceActivityModel, input: unknown) => checkAllThatApplyType.evaluate!(model, { partId: '1', input: input as string }, ctx);

// Three choices, A and C correct.
function threeChoices() {
  const base = checkAllThatApplyType.createDefaultModel();
  const withC = setChoices(base, 'multiple', [...base.choices, createChoice('Choice C')]);
  const [a, b, c] = withC.choices.map((choice) => choice.id);
  return { model: setCorrectChoices(withC, 'multiple', [a, c]), a, b, c };
}

describe('activity-check-all-that-apply manifest', () => {
  it('contributes oli_check_all_that_apply, offered in every project, with a valid new model', () => {
    expect(checkAllThatApplyPlugin.id).toBe('activity-check-all-that-apply');
    expect(checkAllThatApplyPlugin.activityTypes?.map((t) => [t.slug, t.friendlyName, t.globallyAvailable])).toEqual([
      [CHECK_ALL_THAT_APPLY_SLUG, 'Check All That Apply', true],
    ]);
    expect(checkAllThatApplyType.schema.safeParse(checkAllThatApplyType.createDefaultModel()).success).toBe(true);
    expect(checkAllThatApplyType.schema.safeParse({ choices: 'A, B' }).success).toBe(false);
  });
});

describe('evaluating check all that apply', () => {
  it('is correct only for exactly the correct set, in any order', () => {
    const { model, a, b, c } = threeChoices();
    expect(evaluate(model, `${c} ${a}`)).toMatchObject({ score: 1, outOf: 1 });
    expect(evaluate(model, a).score).toBe(0);
    expect(evaluate(model, `${a} ${b} ${c}`).score).toBe(0);
    expect(evaluate(model, '').score).toBe(0);
  });

  it('gives targeted feedback, with partial credit, for a specific set', () => {
    const { model, a } = threeChoices();
    const targeted = addTargetedResponse(model, 'multiple', [a]);
    const responseId = targeted.authoring.targeted![0][1];
    const half = editChoicePart(targeted, (part) => ({ ...part, responses: part.responses.map((r) => (r.id === responseId ? { ...r, score: 0.5 } : r)) }));
    expect(evaluate(half, a)).toMatchObject({ responseId, score: 0.5, outOf: 1 });
  });

  it('answers an error, never a throw, for malformed input', () => {
    const { model, a } = threeChoices();
    fc.assert(fc.property(fc.anything(), (input) => void evaluate(model, input)));
    expect(evaluate(model, `${a} ${a}`)).toMatchObject({ score: null, error: expect.any(String) });
    expect(evaluate(model, { x: a })).toMatchObject({ score: null, error: expect.any(String) });
    expect(evaluate(model, 'unknown')).toMatchObject({ score: null, error: expect.any(String) });
  });

  it('keeps the choice set when shuffling', () => {
    const { model } = threeChoices();
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const ids = checkAllThatApplyType.transform!(model, seed, ctx).choices.map((c) => c.id);
        expect([...ids].sort()).toEqual(model.choices.map((c) => c.id).sort());
      }),
    );
  });
});
