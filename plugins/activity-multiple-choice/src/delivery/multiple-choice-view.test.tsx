// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createChoice, deliveredModel, nodeText, setChoices, type DeliveredChoiceModel, type Descendant, type PartEvaluation } from '@quire/plugin-sdk';
import type { ActivityAttemptState } from '@quire/plugin-sdk/delivery';
import { multipleChoiceType } from '../index.js';
import { multipleChoiceDelivery } from './index.js';
import { singlePartAttempt } from '@quire/plugin-sdk/testing';

afterEach(cleanup);

const View = multipleChoiceDelivery.activities!.oli_multiple_choice;
const authored = multipleChoiceType.createDefaultModel();
const model = deliveredModel(authored) as DeliveredChoiceModel;
const [a, b] = authored.choices.map((c) => c.id);
const renderContent = (nodes: readonly Descendant[]) => nodes.map((node) => nodeText(node)).join(' ');

const attempt = (evaluation: PartEvaluation | null = null, response: string | null = null, attemptGuid = 'g1') =>
  singlePartAttempt({ evaluation, response, attemptGuid });

function show(state: ActivityAttemptState, readOnly = false) {
  const onSubmit = vi.fn(async () => {});
  const onReset = vi.fn(async () => {});
  const utils = render(
    <View model={model} attempt={state} onSubmit={onSubmit} onRequestHint={vi.fn(async () => {})} onReset={onReset} readOnly={readOnly} renderContent={renderContent} />,
  );
  return { onSubmit, onReset, ...utils };
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

describe('the multiple choice learner view', () => {
  it('labels each radio by its choice and submits the chosen id', async () => {
    const { onSubmit } = show(attempt());
    expect(submit().disabled).toBe(true);
    fireEvent.click(radio('Choice B'));
    await act(async () => fireEvent.click(submit()));
    expect(onSubmit).toHaveBeenCalledWith([{ partId: '1', input: b }]);
  });

  it('shows the feedback styled by the result, and locks the choices until Reset', async () => {
    const evaluation = multipleChoiceType.evaluate!(authored, { partId: '1', input: b }, { attemptNumber: 1 });
    const { onReset } = show(attempt(evaluation, b));
    expect(screen.getByRole('status').className).toBe('feedback incorrect');
    expect(screen.getByRole('status').textContent).toContain('Incorrect');
    expect(radio('Choice B').checked).toBe(true);
    expect(radio('Choice A').disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset' })));
    expect(onReset).toHaveBeenCalled();
  });

  it('shows a correct answer as correct', () => {
    show(attempt(multipleChoiceType.evaluate!(authored, { partId: '1', input: a }, { attemptNumber: 1 }), a));
    expect(screen.getByRole('status').className).toBe('feedback correct');
  });

  it('a new attempt after Reset starts with nothing chosen', () => {
    const { rerender } = show(attempt(null, a, 'g1'));
    expect(radio('Choice A').checked).toBe(true);
    rerender(<View model={model} attempt={attempt(null, null, 'g2')} onSubmit={vi.fn()} onRequestHint={vi.fn()} onReset={vi.fn()} readOnly={false} renderContent={renderContent} />);
    expect(radio('Choice A').checked).toBe(false);
  });

  it('names a choice by its content, and one the author left without text by its letter', () => {
    const written = setChoices(authored, 'single', [createChoice('Newton'), authored.choices[1]]);
    render(
      <View
        model={deliveredModel(written) as DeliveredChoiceModel}
        attempt={attempt()}
        onSubmit={vi.fn()}
        onRequestHint={vi.fn()}
        onReset={vi.fn()}
        readOnly={false}
        renderContent={renderContent}
      />,
    );
    expect(screen.getAllByRole('radio').map((choice) => choice.closest('label')?.textContent)).toEqual(['Newton', 'Choice B']);
  });

  it('in review shows the response without Submit or hint buttons', () => {
    show(attempt(null, a), true);
    expect(radio('Choice A').checked).toBe(true);
    expect(radio('Choice A').disabled).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
