// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createChoice, deliveredModel, nodeText, setChoices, type DeliveredChoiceModel, type Descendant, type PartEvaluation } from '@quire/plugin-sdk';
import type { ActivityAttemptState } from '@quire/plugin-sdk/delivery';
import { orderingType } from '../index.js';
import { orderingDelivery } from './index.js';
import { singlePartAttempt } from '@quire/plugin-sdk/testing';

afterEach(cleanup);

const View = orderingDelivery.activities!.oli_ordering;
const base = orderingType.createDefaultModel();
const authored = setChoices(base, 'order', [createChoice('First'), createChoice('Second'), createChoice('Third')]);
const model = deliveredModel(authored) as DeliveredChoiceModel;
const [first, second, third] = authored.choices.map((c) => c.id);
const renderContent = (nodes: readonly Descendant[]) => nodes.map((node) => nodeText(node)).join(' ');

const attempt = (evaluation: PartEvaluation | null = null, response: string | null = null) => singlePartAttempt({ evaluation, response });

function show(state: ActivityAttemptState, readOnly = false) {
  const onSubmit = vi.fn(async () => {});
  render(<View model={model} attempt={state} onSubmit={onSubmit} onRequestHint={vi.fn()} onReset={vi.fn()} readOnly={readOnly} renderContent={renderContent} />);
  return onSubmit;
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.querySelector('.choice-content')!.textContent);

describe('the ordering learner view', () => {
  it('reorders with the keyboard buttons and submits every id in the chosen order', async () => {
    const onSubmit = show(attempt());
    expect(shown()).toEqual(['First', 'Second', 'Third']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Third up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move First down' }));
    expect(shown()).toEqual(['Third', 'First', 'Second']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(onSubmit).toHaveBeenCalledWith([{ partId: '1', input: `${third} ${first} ${second}` }]);
  });

  it('names a choice the author left without text by its letter, which moves with it', () => {
    const blanks = deliveredModel(setChoices(base, 'order', [createChoice('First'), createChoice('')])) as DeliveredChoiceModel;
    render(<View model={blanks} attempt={attempt()} onSubmit={vi.fn()} onRequestHint={vi.fn()} onReset={vi.fn()} readOnly={false} renderContent={renderContent} />);
    expect(shown()).toEqual(['First', 'Choice B']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Choice B up' }));
    expect(shown()).toEqual(['Choice B', 'First']);
  });

  it('moves a choice by drag and drop', () => {
    show(attempt());
    const items = screen.getAllByRole('listitem');
    fireEvent.dragStart(items[2]);
    fireEvent.dragOver(items[0]);
    fireEvent.drop(items[0]);
    expect(shown()).toEqual(['Third', 'First', 'Second']);
  });

  it('after evaluation shows the submitted order with its feedback, and the buttons are locked', () => {
    const input = `${second} ${first} ${third}`;
    show(attempt(orderingType.evaluate!(authored, { partId: '1', input }, { attemptNumber: 1 }), input));
    expect(shown()).toEqual(['Second', 'First', 'Third']);
    expect(screen.getByRole('status').className).toBe('feedback incorrect');
    expect((screen.getByRole('button', { name: 'Move First up' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
  });

  it('in review shows the order without any buttons', () => {
    show(attempt(null, `${third} ${second} ${first}`), true);
    expect(shown()).toEqual(['Third', 'Second', 'First']);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
