// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { evaluateRule, type ChoiceActivityModel } from '@quire/plugin-sdk';
import { multipleChoiceType } from '../index.js';
import { multipleChoiceAuthoring } from './index.js';
import { PlainRichTextField } from '@quire/plugin-sdk/testing';

afterEach(cleanup);

const Editor = multipleChoiceAuthoring.activities!.oli_multiple_choice;

describe('the multiple choice editor', () => {
  it("marks a choice as the correct answer, and the correct response's rule matches that choice only", () => {
    const model = multipleChoiceType.createDefaultModel();
    const onEdit = vi.fn<(next: ChoiceActivityModel) => void>();
    render(<Editor model={model} onEdit={onEdit} editMode projectSlug="p" RichTextField={PlainRichTextField} />);
    expect((screen.getByRole('radio', { name: 'Correct answer: Choice A' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Correct answer: Choice B' }));
    const next = onEdit.mock.calls.at(-1)![0];
    const [a, b] = model.choices.map((c) => c.id);
    const rule = next.authoring.parts[0].responses.find((r) => r.correct)!.rule;
    expect(evaluateRule(rule, b, { attemptNumber: 1 })).toBe(true);
    expect(evaluateRule(rule, a, { attemptNumber: 1 })).toBe(false);
    expect(multipleChoiceType.schema.safeParse(next).success).toBe(true);
    expect(multipleChoiceType.evaluate!(next, { partId: '1', input: b }, { attemptNumber: 1 }).score).toBe(1);
  });

  it('cannot change the correct answer without the edit lock', () => {
    render(<Editor model={multipleChoiceType.createDefaultModel()} onEdit={vi.fn()} editMode={false} projectSlug="p" RichTextField={PlainRichTextField} />);
    expect((screen.getByRole('radio', { name: 'Correct answer: Choice B' }) as HTMLInputElement).disabled).toBe(true);
  });
});
