// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createShortAnswerModel, type ShortAnswerModel } from '../common/short-answer-model.js';
import { PlainRichTextField } from '@quire/plugin-sdk/testing';
import { ShortAnswerEditor } from './short-answer-editor.js';

afterEach(cleanup);

function renderEditor(initial: ShortAnswerModel = createShortAnswerModel(), editMode = true) {
  const edits: ShortAnswerModel[] = [];
  function Host() {
    const [model, setModel] = useState(initial);
    return (
      <ShortAnswerEditor
        model={model}
        editMode={editMode}
        projectSlug="p"
        RichTextField={PlainRichTextField}
        onEdit={(next) => {
          edits.push(next);
          setModel(next);
        }}
      />
    );
  }
  render(<Host />);
  const latest = () => edits[edits.length - 1] ?? initial;
  const rules = () => latest().authoring.parts[0].responses.map((r) => r.rule);
  return { latest, rules };
}

const response = (n: number) => within(screen.getByRole('group', { name: `Response ${n}` }));

describe('the short answer editor', () => {
  it('edits a text rule through its operator, writing braces escaped', () => {
    const { rules } = renderEditor();
    expect(response(1).getByLabelText('Operator')).toHaveProperty('value', 'contains');
    fireEvent.change(response(1).getByLabelText('Operator'), { target: { value: 'equals' } });
    fireEvent.change(response(1).getByLabelText('Value'), { target: { value: 'set {1}' } });
    expect(rules()[0]).toBe('input equals {set \\{1\\}}');
    expect(response(2).getByText('Any other answer')).toBeTruthy();
  });

  it('switching to Number gives numeric answers whose value fields flag text that is not a number', () => {
    const { rules } = renderEditor();
    fireEvent.change(screen.getByLabelText('Input type'), { target: { value: 'numeric' } });
    expect(rules()[0]).toBe('input = {1}');
    const value = response(1).getByLabelText('Value');
    fireEvent.change(value, { target: { value: '2.5e' } });
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(value.className).toContain('invalid');
    expect(rules()[0]).toBe('input = {1}');
    fireEvent.change(value, { target: { value: '-2.5e3' } });
    expect(value.getAttribute('aria-invalid')).toBe('false');
    expect(rules()[0]).toBe('input = {-2.5e3}');
  });

  it('writes ranges with inclusive or exclusive ends and a precision', () => {
    const { rules } = renderEditor();
    fireEvent.change(screen.getByLabelText('Input type'), { target: { value: 'numeric' } });
    fireEvent.change(response(1).getByLabelText('Operator'), { target: { value: 'btw' } });
    fireEvent.change(response(1).getByLabelText('Upper'), { target: { value: '5' } });
    expect(rules()[0]).toBe('input = {[1,5]}');
    fireEvent.click(response(1).getByLabelText('Inclusive'));
    fireEvent.change(response(1).getByLabelText('Precision'), { target: { value: '2' } });
    expect(rules()[0]).toBe('input = {(1,5)#2}');
    fireEvent.change(response(1).getByLabelText('Operator'), { target: { value: 'nbtw' } });
    expect(rules()[0]).toBe('!(input = {(1,5)#2})');
  });

  it('adds a response before the catch-all, and removes one', () => {
    const { rules, latest } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add response' }));
    expect(rules()).toEqual(['input contains {answer}', 'input contains {}', 'input like {.*}']);
    fireEvent.change(response(2).getByLabelText('Score'), { target: { value: '0.5' } });
    expect(latest().authoring.parts[0].responses[1].score).toBe(0.5);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Response 1' }));
    expect(rules()).toEqual(['input contains {}', 'input like {.*}']);
  });

  it('keeps the preview text in step with the stem', () => {
    const { latest } = renderEditor();
    fireEvent.change(screen.getByLabelText('Question stem'), { target: { value: 'Capital of France?' } });
    expect(latest().authoring.previewText).toBe('Capital of France?');
  });

  it('shows the question read-only without the edit lock', () => {
    renderEditor(createShortAnswerModel(), false);
    expect(screen.getByLabelText('Input type')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add response' })).toHaveProperty('disabled', true);
  });
});
