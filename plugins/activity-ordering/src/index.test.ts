import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addTargetedResponse, createChoice, setChoices, type ChoiceActivityModel } from '@quire/plugin-sdk';
import { ORDERING_SLUG, orderingPlugin, orderingType } from './index.js';

const ctx = { attemptNumber: 1 };
const evaluate = (model: ChoiceActivityModel, input: unknown) => orderingType.evaluate!(model, { partId: '1', input: input as string }, ctx);

function threeChoices() {
  const base = orderingType.createDefaultModel();
  const model = setChoices(base, 'order', [...base.choices, createChoice('Choice C')]);
  const [a, b, c] = model.choices.map((choice) => choice.id);
  return { model, a, b, c };
}

describe('activity-ordering manifest', () => {
  it('contributes oli_ordering, offered in every project, with a valid new model', () => {
    expect(orderingPlugin.id).toBe('activity-ordering');
    expect(orderingPlugin.activityTypes?.map((t) => [t.slug, t.friendlyName, t.globallyAvailable])).toEqual([[ORDERING_SLUG, 'Ordering', true]]);
    const model = orderingType.createDefaultModel();
    expect(orderingType.schema.safeParse(model).success).toBe(true);
    expect(model.authoring.correct![0]).toEqual(model.choices.map((c) => c.id));
  });

  it('rejects a correct order that leaves a choice out', () => {
    const { model, a } = threeChoices();
    expect(orderingType.schema.safeParse({ ...model, authoring: { ...model.authoring, correct: [[a], model.authoring.correct![1]] } }).success).toBe(false);
  });
});

describe('evaluating an ordering', () => {
  it('is correct for the authored order only', () => {
    const { model, a, b, c } = threeChoices();
    expect(evaluate(model, `${a} ${b} ${c}`)).toMatchObject({ score: 1, outOf: 1 });
    expect(evaluate(model, `${b} ${a} ${c}`)).toMatchObject({ score: 0, outOf: 1 });
  });

  it('gives targeted feedback for a specific order', () => {
    const { model, a, b, c } = threeChoices();
    const targeted = addTargetedResponse(model, 'order', [c, b, a]);
    expect(evaluate(targeted, `${c} ${b} ${a}`).responseId).toBe(targeted.authoring.targeted![0][1]);
    expect(evaluate(targeted, `${b} ${c} ${a}`).responseId).not.toBe(targeted.authoring.targeted![0][1]);
  });

  it('answers an error, never a throw, for an input that is not an order of every choice', () => {
    const { model, a, b } = threeChoices();
    fc.assert(fc.property(fc.anything(), (input) => void evaluate(model, input)));
    expect(evaluate(model, `${a} ${b}`)).toMatchObject({ score: null, error: expect.any(String) });
    expect(evaluate(model, `${a} ${a} ${b}`)).toMatchObject({ score: null, error: expect.any(String) });
  });

  it('any shuffled delivery keeps every choice, and its authored order still scores outOf', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.nat(), (count, seed) => {
        const base = orderingType.createDefaultModel();
        const model = setChoices(base, 'order', Array.from({ length: count }, (_, i) => createChoice(`Step ${i}`)));
        const delivered = orderingType.transform!(model, seed, ctx);
        expect(delivered.choices.map((c) => c.id).sort()).toEqual(model.choices.map((c) => c.id).sort());
        expect(evaluate(model, model.choices.map((c) => c.id).join(' ')).score).toBe(1);
      }),
    );
  });
});
