// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Descendant } from '@quire/plugin-sdk';
import type { MultiInputModel } from '../common/multi-input-schema.js';
import { addInput } from '../common/edit-inputs.js';
import { createMultiInputModel } from '../common/multi-input-model.js';
import { questionProblems } from '../common/question-problems.js';
import { stemInputRefIds } from '../common/stem-input-refs.js';
import { MultiInputEditor } from './multi-input-editor.js';
import { PlainRichTextField } from '@quire/plugin-sdk/testing';

afterEach(cleanup);

function counter() {
  let n = 0;
  return () => `id${n++}`;
}

function renderEditor(initial: MultiInputModel) {
  let latest = initial;
  function Host() {
    const [model, setModel] = useState(initial);
    return (
      <MultiInputEditor
        model={model}
        editMode
        projectSlug="p"
        RichTextField={PlainRichTextField}
        onEdit={(next) => {
          latest = next;
          setModel(next);
        }}
      />
    );
  }
  render(<Host />);
  return () => latest;
}

const part = (n: number) => within(screen.getByRole('region', { name: `Part ${n}` }));

describe('the multi-input editor', () => {
  it('starts with Part 1, a number input, and adds a text input at the end of the stem with its part', () => {
    const latest = renderEditor(createMultiInputModel(counter()));
    expect(part(1).getByLabelText('Input type')).toHaveProperty('value', 'numeric');
    fireEvent.click(screen.getByRole('button', { name: 'Add input' }));
    const model = latest();
    expect(part(2).getByLabelText('Input type')).toHaveProperty('value', 'text');
    expect(stemInputRefIds(model.stem.content)).toEqual(model.inputs.map((i) => i.id));
    expect(questionProblems(model)).toEqual([]);
  });

  it('offers the quantity units for a number input', () => {
    const latest = renderEditor(createMultiInputModel(counter()));
    const unit = part(1).getByLabelText('Unit');
    expect(within(unit).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'None',
      'temperature (deg K)',
      'volume (L)',
      'moles',
      'mass (g)',
      'molarity (moles/L)',
      'concentration (g/L)',
      'pH',
    ]);
    fireEvent.change(unit, { target: { value: 'g' } });
    expect(latest().inputs[0].unit).toBe('g');
  });

  it('turns an input into a dropdown whose correct answer is picked among its choices', () => {
    const latest = renderEditor(createMultiInputModel(counter()));
    fireEvent.change(part(1).getByLabelText('Input type'), { target: { value: 'dropdown' } });
    expect(part(1).getByLabelText('Choice A')).toHaveProperty('value', '');
    expect(part(1).getByLabelText('Choice A').getAttribute('placeholder')).toBe('Choice A');
    fireEvent.click(part(1).getByRole('button', { name: 'Add choice' }));
    expect(part(1).getByLabelText('Choice C')).toHaveProperty('value', '');
    expect(part(1).getByLabelText('Choice C').getAttribute('placeholder')).toBe('Choice C');
    const dropdown = latest().inputs[0];
    if (dropdown.inputType !== 'dropdown') throw new Error('expected a dropdown');
    const answer = within(part(1).getByRole('group', { name: 'Response 1' })).getByLabelText('Answer');
    expect(within(answer).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choice A', 'Choice B', 'Choice C']);
    fireEvent.change(answer, { target: { value: dropdown.choiceIds[1] } });
    expect(latest().authoring.parts[0].responses[0].rule).toBe(`input_ref_${dropdown.id} equals {${dropdown.choiceIds[1]}}`);
  });

  it('edits a number part with numeric operators on its own input', () => {
    const latest = renderEditor(createMultiInputModel(counter()));
    const id = latest().inputs[0].id;
    const response = within(part(1).getByRole('group', { name: 'Response 1' }));
    fireEvent.change(response.getByLabelText('Operator'), { target: { value: 'lte' } });
    fireEvent.change(response.getByLabelText('Value'), { target: { value: 'x' } });
    expect(response.getByLabelText('Value').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(response.getByLabelText('Value'), { target: { value: '4' } });
    expect(latest().authoring.parts[0].responses[0].rule).toBe(`input_ref_${id} < {4} || input_ref_${id} = {4}`);
  });

  it('shows a stem reference without an input as Missing Input Ref (delete), in red, and deletes it on click', () => {
    const model = createMultiInputModel(counter());
    const orphan = { type: 'input_ref', id: 'gone', children: [{ text: '' }] };
    const stem = { ...model.stem, content: [...model.stem.content, { type: 'p', id: 'p2', children: [{ text: 'and ' }, orphan, { text: '' }] }] as Descendant[] };
    const latest = renderEditor({ ...model, stem });
    const missing = screen.getByRole('button', { name: 'Missing Input Ref (delete)' });
    expect(missing.style.color).toBe('red');
    fireEvent.click(missing);
    expect(stemInputRefIds(latest().stem.content)).toEqual([model.inputs[0].id]);
    expect(screen.queryByRole('button', { name: 'Missing Input Ref (delete)' })).toBeNull();
  });

  it('removes an input with its stem reference, but not the last one', () => {
    const makeId = counter();
    const latest = renderEditor(addInput(createMultiInputModel(makeId), 'text', makeId));
    fireEvent.click(part(2).getByRole('button', { name: 'Remove Part 2' }));
    expect(latest().inputs).toHaveLength(1);
    expect(stemInputRefIds(latest().stem.content)).toEqual([latest().inputs[0].id]);
    expect(part(1).getByRole('button', { name: 'Remove Part 1' })).toHaveProperty('disabled', true);
  });
});
