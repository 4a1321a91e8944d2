// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { deliveredModel, nodeText, type DeliveredChoiceModel, type Descendant, type PartEvaluation } from '@quire/plugin-sdk';
import type { ActivityAttemptState } from '@quire/plugin-sdk/delivery';
import { checkAllThatApplyType } from '../index.js';
import { checkAllThatApplyDelivery } from './index.js';
import { singlePartAttempt } from '@quire/plugin-sdk/testing';

afterEach(cleanup);

const View = checkAllThatApplyDelivery.activities!.oli_check_all_that_apply;
const authored = checkAllThatApplyType.createDefaultModel();
const model = deliveredModel(authored) as DeliveredChoiceModel;
const [a, b] = authored.choices.map((c) => c.id);
const renderContent = (nodes: readonly Descendant[]) => nodes.map((node) => nodeText(node)).join(' ');

const attempt = (evaluation: PartEvaluation | null = null, response: string | null = null) =>
  singlePartAttempt({ evaluation, response, hasMoreHints: false });

function show(state: ActivityAttemptState) {
  const onSubmit = vi.fn(async () => {});
  render(<View model={model} attempt={state} onSubmit={onSubmit} onRequestHint={vi.fn()} onReset={vi.fn()} readOnly={false} renderContent={renderContent} />);
  return onSubmit;
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the check all that apply learner view', () => {
  it('submits the checked ids joined by spaces, in the order shown', async () => {
    const onSubmit = show(attempt());
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(box('Choice B'));
    fireEvent.click(box('Choice A'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(onSubmit).toHaveBeenCalledWith([{ partId: '1', input: `${a} ${b}` }]);
  });

  it('shows feedback for the evaluation and keeps the checked boxes, locked', () => {
    const evaluation = checkAllThatApplyType.evaluate!(authored, { partId: '1', input: `${a} ${b}` }, { attemptNumber: 1 });
    show(attempt(evaluation, `${a} ${b}`));
    expect(screen.getByRole('status').className).toBe('feedback incorrect');
    expect(box('Choice A').checked && box('Choice B').checked).toBe(true);
    expect(box('Choice A').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Request Hint' })).toBeNull();
  });

  it('shows an error box when the part could not be evaluated', () => {
    show(attempt({ partId: '1', score: null, outOf: 1, error: 'bad' }, 'x'));
    expect(screen.getByRole('status').className).toBe('feedback error');
    expect(screen.getByRole('status').textContent).toBe('There was an error processing this response');
  });
});
