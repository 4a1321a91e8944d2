// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ChoiceActivityModel } from '@quire/plugin-sdk';
import { orderingType } from '../index.js';
import { orderingAuthoring } from './index.js';
import { PlainRichTextField } from '@quire/plugin-sdk/testing';

afterEach(cleanup);

const Editor = orderingAuthoring.activities!.oli_ordering;

describe('the ordering editor', () => {
  it('moving a choice changes the correct order to the new authored order', () => {
    const model = orderingType.createDefaultModel();
    const onEdit = vi.fn<(next: ChoiceActivityModel) => void>();
    render(<Editor model={model} onEdit={onEdit} editMode projectSlug="p" RichTextField={PlainRichTextField} />);
    expect(screen.getByText('The correct order is the order of the choices above.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move Choice B up' }));
    const next = onEdit.mock.calls.at(-1)![0];
    const [a, b] = model.choices.map((c) => c.id);
    expect(next.authoring.correct![0]).toEqual([b, a]);
    const evaluate = (input: string) => orderingType.evaluate!(next, { partId: '1', input }, { attemptNumber: 1 }).score;
    expect(evaluate(`${b} ${a}`)).toBe(1);
    expect(evaluate(`${a} ${b}`)).toBe(0);
    expect(orderingType.schema.safeParse(next).success).toBe(true);
  });

  it('a targeted order is edited with its own move buttons', () => {
    const model = orderingType.createDefaultModel();
    const onEdit = vi.fn<(next: ChoiceActivityModel) => void>();
    const { rerender } = render(<Editor model={model} onEdit={onEdit} editMode projectSlug="p" RichTextField={PlainRichTextField} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add targeted feedback' }));
    const withTargeted = onEdit.mock.calls.at(-1)![0];
    const [a, b] = model.choices.map((c) => c.id);
    expect(withTargeted.authoring.targeted![0][0]).toEqual([b, a]);
    rerender(<Editor model={withTargeted} onEdit={onEdit} editMode projectSlug="p" RichTextField={PlainRichTextField} />);
    expect(screen.getByRole('list', { name: 'Order for targeted feedback 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move Choice A up in targeted feedback 1' }));
    expect(onEdit.mock.calls.at(-1)![0].authoring.targeted![0][0]).toEqual([a, b]);
  });
});
