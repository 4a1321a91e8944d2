// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { evaluateRule, nodeText, type Descendant } from '@quire/core';
import { ChoiceActivityEditor } from './choice-activity-editor.js';
import { createChoiceActivityModel, type ChoiceActivityModel } from './choice-activity.js';
import { CATCH_ALL_RULE, type ChoiceMode } from './choices.js';
import { PlainRichTextField } from '../testing/plain-rich-text-field.js';

afterEach(cleanup);

let counter = 0;
const makeId = () => `n${counter++}`;

function setup(mode: 'single' | 'multiple' | 'order' = 'multiple', editMode = true) {
  const model = createChoiceActivityModel(mode, makeId);
  const onEdit = vi.fn<(model: ChoiceActivityModel) => void>();
  render(<ChoiceActivityEditor model={model} onEdit={onEdit} editMode={editMode} projectSlug="p" RichTextField={PlainRichTextField} mode={mode} makeId={makeId} />);
  return { model, onEdit, last: () => onEdit.mock.calls.at(-1)![0] };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** The editor as a host keeps it: each edit becomes the model it draws. */
function Editing({ mode }: { mode: ChoiceMode }) {
  const [model, setModel] = useState(() => createChoiceActivityModel(mode, makeId));
  return <ChoiceActivityEditor model={model} onEdit={setModel} editMode projectSlug="p" RichTextField={PlainRichTextField} mode={mode} makeId={makeId} />;
}

describe('ChoiceActivityEditor', () => {
  it.each(['single', 'multiple', 'order'] as const)('in %s mode, starts A and B and adds C alike: empty, with their labels as placeholders', (mode) => {
    render(<Editing mode={mode} />);
    fireEvent.click(button('Add choice'));
    const choices = ['Choice A', 'Choice B', 'Choice C'].map(field);
    expect(choices.map((choice) => choice.value)).toEqual(['', '', '']);
    expect(choices.map((choice) => choice.getAttribute('placeholder'))).toEqual(['Choice A', 'Choice B', 'Choice C']);
  });

  it('edits the stem and a choice in place', () => {
    const { last } = setup();
    fireEvent.change(field('Question stem'), { target: { value: 'Pick the primes' } });
    expect(nodeText(last().stem.content[0] as Descendant)).toBe('Pick the primes');
    fireEvent.change(field('Choice B'), { target: { value: '7' } });
    expect(nodeText(last().choices[1].content[0] as Descendant)).toBe('7');
  });

  it('adds, moves and removes choices, keeping the rules in step', () => {
    const { model, last } = setup('order');
    fireEvent.click(button('Add choice'));
    expect(last().choices).toHaveLength(3);
    fireEvent.click(button('Move Choice A down'));
    const moved = last();
    expect(moved.choices.map((c) => c.id)).toEqual([model.choices[1].id, model.choices[0].id]);
    // For ordering the authored order is the answer.
    const correctRule = moved.authoring.parts[0].responses[0].rule;
    expect(evaluateRule(correctRule, `${model.choices[1].id} ${model.choices[0].id}`, { attemptNumber: 1 })).toBe(true);
    fireEvent.click(button('Remove Choice A'));
    expect(last().choices.map((c) => c.id)).toEqual([model.choices[1].id]);
  });

  it('adds targeted feedback before the incorrect catch-all, for the chosen set', () => {
    const { model, last } = setup('multiple');
    fireEvent.click(button('Add targeted feedback'));
    const responses = last().authoring.parts[0].responses;
    expect(responses).toHaveLength(3);
    expect(responses[2].rule).toBe(CATCH_ALL_RULE);
    expect(last().authoring.targeted).toEqual([[[model.choices[1].id], responses[1].id]]);
  });

  it('edits hints, the explanation, scoring and shuffling', () => {
    const { last } = setup();
    fireEvent.change(field('Hint 2'), { target: { value: 'Look again' } });
    expect(nodeText(last().authoring.parts[0].hints[1].content[0] as Descendant)).toBe('Look again');
    fireEvent.click(button('Add hint'));
    expect(last().authoring.parts[0].hints).toHaveLength(4);
    fireEvent.click(button('Add explanation'));
    expect(last().authoring.parts[0].explanation).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Out of' }), { target: { value: '5' } });
    expect(last().authoring.parts[0].outOf).toBe(5);
    fireEvent.change(screen.getByRole('combobox', { name: 'Scoring strategy' }), { target: { value: 'best' } });
    expect(last().authoring.parts[0].scoringStrategy).toBe('best');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Shuffle choices' }));
    expect(last().authoring.transformations).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'First attempt only' }));
    expect(last().authoring.transformations[0].firstAttemptOnly).toBe(false);
  });

  it('is read-only without the edit lock', () => {
    setup('multiple', false);
    expect(field('Question stem').readOnly).toBe(true);
    expect(button('Add choice').disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Shuffle choices' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Scoring strategy' }) as HTMLSelectElement).disabled).toBe(true);
  });
});
