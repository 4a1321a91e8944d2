// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ChoiceActivityModel } from '@quire/plugin-sdk';
import { checkAllThatApplyType } from '../index.js';
import { checkAllThatApplyAuthoring } from './index.js';
import { PlainRichTextField } from '@quire/plugin-sdk/testing';

afterEach(cleanup);

const Editor = checkAllThatApplyAuthoring.activities!.oli_check_all_that_apply;

describe('the check all that apply editor', () => {
  it('marks a second choice correct: learners must then check both', () => {
    const model = checkAllThatApplyType.createDefaultModel();
    const onEdit = vi.fn<(next: ChoiceActivityModel) => void>();
    render(<Editor model={model} onEdit={onEdit} editMode projectSlug="p" RichTextField={PlainRichTextField} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Correct: Choice B' }));
    const next = onEdit.mock.calls.at(-1)![0];
    const [a, b] = model.choices.map((c) => c.id);
    expect(next.authoring.correct![0]).toEqual([a, b]);
    const evaluate = (input: string) => checkAllThatApplyType.evaluate!(next, { partId: '1', input }, { attemptNumber: 1 }).score;
    expect(evaluate(`${b} ${a}`)).toBe(1);
    expect(evaluate(a)).toBe(0);
  });

  it('adds targeted feedback for a chosen set of choices', () => {
    const model = checkAllThatApplyType.createDefaultModel();
    const onEdit = vi.fn<(next: ChoiceActivityModel) => void>();
    const { rerender } = render(<Editor model={model} onEdit={onEdit} editMode projectSlug="p" RichTextField={PlainRichTextField} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add targeted feedback' }));
    const withTargeted = onEdit.mock.calls.at(-1)![0];
    rerender(<Editor model={withTargeted} onEdit={onEdit} editMode projectSlug="p" RichTextField={PlainRichTextField} />);
    const [a, b] = model.choices.map((c) => c.id);
    expect(withTargeted.authoring.targeted![0][0]).toEqual([b]);
    fireEvent.click(within('Choices for targeted feedback 1', 'Choice A'));
    const next = onEdit.mock.calls.at(-1)![0];
    expect(next.authoring.targeted![0][0]).toEqual([a, b]);
    rerender(<Editor model={next} onEdit={onEdit} editMode projectSlug="p" RichTextField={PlainRichTextField} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Feedback for targeted feedback 1' }), { target: { value: 'Not both' } });
    const withFeedback = onEdit.mock.calls.at(-1)![0];
    const result = checkAllThatApplyType.evaluate!(withFeedback, { partId: '1', input: `${b} ${a}` }, { attemptNumber: 1 });
    expect(result.score).toBe(0);
    expect(JSON.stringify(result.feedback)).toContain('Not both');
  });
});

function within(groupName: string, boxName: string): HTMLElement {
  const group = screen.getByRole('group', { name: groupName });
  return [...group.querySelectorAll('label')].find((label) => label.textContent === boxName)!.querySelector('input')!;
}
