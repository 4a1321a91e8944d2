import { describe, expect, it } from 'vitest';
import { isBlankChoice } from '@quire/plugin-sdk';
import { multiInputModelSchema } from './multi-input-schema.js';
import { addInput, removeInput, removeStemInputRef, setInputType, setStem } from './edit-inputs.js';
import { multiInputType } from './multi-input-type.js';
import { createMultiInputModel } from './multi-input-model.js';
import { questionProblems } from './question-problems.js';
import { stemInputRefIds } from './stem-input-refs.js';
import { transformMultiInput } from './transform-multi-input.js';

function counter() {
  let n = 0;
  return () => `id${n++}`;
}

describe('a new multi-input question', () => {
  it('starts with one numeric input referenced by the stem, and its part', () => {
    const model = createMultiInputModel();
    expect(multiInputModelSchema.safeParse(model).success).toBe(true);
    expect(questionProblems(model)).toEqual([]);
    expect(model.inputs.map((i) => i.inputType)).toEqual(['numeric']);
    expect(stemInputRefIds(model.stem.content)).toEqual([model.inputs[0].id]);
    expect(model.authoring.parts[0].hints).toHaveLength(3);
  });

  it('is offered everywhere as Multi Input', () => {
    expect(multiInputType).toMatchObject({ slug: 'oli_multi_input', friendlyName: 'Multi Input', globallyAvailable: true });
  });
});

describe('editing inputs', () => {
  const makeId = counter();
  const model = addInput(createMultiInputModel(makeId), 'dropdown', makeId);

  it('adds an input at the end of the stem with its part and, for a dropdown, two choices', () => {
    expect(questionProblems(model)).toEqual([]);
    expect(stemInputRefIds(model.stem.content)).toEqual(model.inputs.map((i) => i.id));
    expect(model.choices).toHaveLength(2);
    // Labelled 'Choice A' and 'Choice B' where they are shown; no text is stored.
    expect(model.choices.every(isBlankChoice)).toBe(true);
  });

  it('removes an input with its reference, part and choices, but never the last one', () => {
    const removed = removeInput(model, model.inputs[1].id);
    expect(questionProblems(removed)).toEqual([]);
    expect(removed.choices).toEqual([]);
    expect(removeInput(removed, removed.inputs[0].id)).toBe(removed);
  });

  it('changing a dropdown to text drops its choices and resets its rules to text ones', () => {
    const changed = setInputType(model, model.inputs[1].id, 'text', makeId);
    expect(questionProblems(changed)).toEqual([]);
    expect(changed.choices).toEqual([]);
    expect(changed.authoring.parts[1].responses[0].rule).toBe(`input_ref_${model.inputs[1].id} contains {answer}`);
  });

  it('deleting a stem reference leaves the input without one', () => {
    const orphan = removeStemInputRef(model, model.inputs[0].id);
    expect(stemInputRefIds(orphan.stem.content)).toEqual([model.inputs[1].id]);
  });
});

describe('transformMultiInput', () => {
  it('shuffles the choices of the dropdown of a part-scoped shuffle, on the first attempt only', () => {
    const makeId = counter();
    let model = addInput(createMultiInputModel(makeId), 'dropdown', makeId);
    const dropdown = model.inputs[1];
    if (dropdown.inputType !== 'dropdown') throw new Error('expected a dropdown');
    const choiceIds = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];
    model = {
      ...model,
      inputs: [model.inputs[0], { ...dropdown, choiceIds }],
      authoring: { ...model.authoring, transformations: [{ id: 't', path: 'choices', operation: 'shuffle', firstAttemptOnly: true, partId: dropdown.partId }] },
    };
    const orders = new Set(
      Array.from({ length: 10 }, (_, seed) => {
        const shuffled = transformMultiInput(model, seed, { attemptNumber: 1 }).inputs[1];
        return shuffled.inputType === 'dropdown' ? shuffled.choiceIds.join() : '';
      }),
    );
    expect(orders.size).toBeGreaterThan(1);
    for (const order of orders) expect(order.split(',').sort()).toEqual(choiceIds);
    expect(transformMultiInput(model, 3, { attemptNumber: 2 })).toBe(model);
  });
});

describe('editing the stem', () => {
  it('removes the input, part and choices of a reference the author deleted, and follows with the preview text', () => {
    const makeId = counter();
    const model = addInput(createMultiInputModel(makeId), 'dropdown', makeId);
    const [first, dropdown] = model.inputs;
    const stem = { ...model.stem, content: [{ type: 'p', id: 'p', children: [{ text: 'Pick ' }, { type: 'input_ref', id: first.id, children: [{ text: '' }] }, { text: '' }] }] };
    const edited = setStem(model, stem as typeof model.stem);
    expect(edited.inputs.map((i) => i.id)).toEqual([first.id]);
    expect(edited.authoring.parts.map((p) => p.id)).toEqual([first.partId]);
    expect(edited.choices).toEqual([]);
    expect(edited.authoring.previewText).toBe('Pick');
    expect(dropdown.inputType).toBe('dropdown');
  });

  it('keeps the last input even when its reference is deleted', () => {
    const model = createMultiInputModel(counter());
    const edited = setStem(model, { ...model.stem, content: [{ type: 'p', id: 'p', children: [{ text: 'Nothing' }] }] });
    expect(edited.inputs).toEqual(model.inputs);
  });
});
