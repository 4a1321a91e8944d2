import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyShuffleTransformations } from '@quire/core';
import { choiceActivitySchema, createChoiceActivityModel, defineChoiceActivityType, evaluateChoiceActivity, type ChoiceActivityModel } from './choice-activity.js';
import { addTargetedResponse, setChoices } from './choice-activity-edits.js';
import { isBlankChoice } from './choice-label.js';
import { createChoice, type ChoiceMode } from './choices.js';

const ctx = { attemptNumber: 1 };
const text = (value: unknown) => JSON.stringify(value);

describe('the choice activity model', () => {
  it('a new model of every mode is valid under its schema', () => {
    for (const mode of ['single', 'multiple', 'order'] as const) {
      expect(choiceActivitySchema(mode).safeParse(createChoiceActivityModel(mode)).success).toBe(true);
    }
  });

  it('a new model has two choices holding no text, feedback Correct and Incorrect, 3 hints and a first-attempt shuffle', () => {
    const model = createChoiceActivityModel('single');
    expect(model.choices).toHaveLength(2);
    // Their labels, 'Choice A' and 'Choice B', are the editor's placeholders, not stored text.
    expect(model.choices.every(isBlankChoice)).toBe(true);
    const part = model.authoring.parts[0];
    expect(part.responses.map((r) => r.score)).toEqual([1, 0]);
    expect(text(part.responses[0].feedback)).toContain('"Correct"');
    expect(text(part.responses[1].feedback)).toContain('"Incorrect"');
    expect(part.hints).toHaveLength(3);
    expect(part.scoringStrategy).toBe('average');
    expect(model.authoring.transformations).toMatchObject([{ operation: 'shuffle', path: 'choices', firstAttemptOnly: true }]);
  });

  it('rejects garbage, duplicate choice ids, and mappings to unknown choices', () => {
    const schema = choiceActivitySchema('single');
    expect(schema.safeParse({ stem: 'x' }).success).toBe(false);
    const model = createChoiceActivityModel('single');
    expect(schema.safeParse({ ...model, choices: [model.choices[0], model.choices[0]] }).success).toBe(false);
    expect(schema.safeParse({ ...model, choices: [] }).success).toBe(false);
    expect(schema.safeParse({ ...model, authoring: { ...model.authoring, correct: [['nope'], model.authoring.correct![1]] } }).success).toBe(false);
    expect(schema.safeParse({ ...model, authoring: { ...model.authoring, parts: [] } }).success).toBe(false);
  });
});

// A model of `count` choices whose correct answer is `correct` (indices), for the mode.
function generated(mode: ChoiceMode, count: number, correct: number[], seed: number): ChoiceActivityModel {
  let n = seed;
  const makeId = () => `id${n++}`;
  const base = createChoiceActivityModel(mode, makeId);
  const choices = Array.from({ length: count }, (_, i) => createChoice(`C${i}`, makeId));
  let model = setChoices(base, mode, choices);
  const ids = mode === 'order' ? model.choices.map((c) => c.id) : correct.map((i) => choices[i].id);
  model = { ...model, authoring: { ...model.authoring, correct: [ids, model.authoring.correct![1]] } };
  return setChoices(model, mode, model.choices);
}

describe('evaluating choice activities', () => {
  it('the correct answer of any generated model scores outOf, and shuffling keeps the choice set', () => {
    const arb = fc.record({
      mode: fc.constantFrom<ChoiceMode>('single', 'multiple', 'order'),
      count: fc.integer({ min: 1, max: 8 }),
      picks: fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
      seed: fc.nat(),
    });
    fc.assert(
      fc.property(arb, ({ mode, count, picks, seed }) => {
        const indices = mode === 'single' ? [picks[0] % count] : [...new Set(picks.map((p) => p % count))];
        const model = generated(mode, count, indices, seed);
        expect(choiceActivitySchema(mode).safeParse(model).success).toBe(true);
        const shuffled = applyShuffleTransformations(model, seed, 1);
        expect(shuffled.choices.map((c) => c.id).sort()).toEqual(model.choices.map((c) => c.id).sort());
        // The learner answers with the ids in the shuffled order for a set: the order must not matter.
        const correct = model.authoring.correct![0];
        const input = mode === 'multiple' ? shuffled.choices.map((c) => c.id).filter((id) => correct.includes(id)) : correct;
        const result = evaluateChoiceActivity(mode, model, { partId: '1', input: input.join(' ') }, ctx);
        expect(result.error).toBeUndefined();
        expect(result.score).toBe(result.outOf);
        expect(result.outOf).toBe(1);
      }),
    );
  });

  it('never throws on any learner input: a bad one is an error for the part', () => {
    const model = createChoiceActivityModel('multiple');
    const type = defineChoiceActivityType({ slug: 's', friendlyName: 'S', description: '', mode: 'multiple' });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (input) => {
        const result = type.evaluate!(model, { partId: '1', input: input as string }, ctx);
        expect(result.partId).toBe('1');
        if (result.error !== undefined) expect(result.score).toBeNull();
      }),
    );
    expect(type.evaluate!(model, { partId: '1', input: 'not-a-choice' }, ctx)).toMatchObject({ score: null, error: expect.any(String) });
    expect(type.evaluate!(model, { partId: '9', input: '' }, ctx).error).toBeTypeOf('string');
  });

  it('a targeted response answers its feedback for exactly its choice set', () => {
    let model = createChoiceActivityModel('multiple');
    const [a, b] = model.choices.map((c) => c.id);
    model = addTargetedResponse(model, 'multiple', [a, b]);
    const targetedId = model.authoring.targeted![0][1];
    expect(evaluateChoiceActivity('multiple', model, { partId: '1', input: `${b} ${a}` }, ctx)).toMatchObject({ responseId: targetedId, score: 0 });
    expect(evaluateChoiceActivity('multiple', model, { partId: '1', input: b }, ctx).responseId).not.toBe(targetedId);
  });

  it('previews the stem as plain text', () => {
    const model = createChoiceActivityModel('single');
    const type = defineChoiceActivityType({ slug: 's', friendlyName: 'S', description: '', mode: 'single' });
    const stem = { ...model.stem, content: [{ type: 'p', id: 'p', children: [{ text: 'What is 2 + 2?' }] }] };
    expect(type.previewText!({ ...model, stem } as ChoiceActivityModel)).toBe('What is 2 + 2?');
  });
});
