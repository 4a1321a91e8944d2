// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { nodeText, type Descendant, type PartEvaluation } from '@quire/plugin-sdk';
import type { ShortAnswerInputType } from '../common/short-answer-model.js';
import { ShortAnswerView } from './short-answer-view.js';
import { singlePartAttempt } from '@quire/plugin-sdk/testing';

afterEach(cleanup);

const paragraph = (text: string) => [{ type: 'p', id: `p-${text}`, children: [{ text }] }] as Descendant[];
const renderContent = (nodes: readonly Descendant[]) => <span>{nodes.map(nodeText).join('')}</span>;

const attempt = (evaluation: PartEvaluation | null = null, response: string | null = null) =>
  singlePartAttempt({ evaluation, response, attemptGuid: evaluation ? 'a2' : 'a1', hints: [{ id: 'h', content: paragraph('Think of Europe.') }] });

function renderView(inputType: ShortAnswerInputType, state = attempt()) {
  const onSubmit = vi.fn(async () => {});
  const onReset = vi.fn(async () => {});
  const onRequestHint = vi.fn(async () => {});
  const model = { stem: { id: 's', content: paragraph('Capital of France?') }, inputType };
  render(
    <ShortAnswerView model={model} attempt={state} onSubmit={onSubmit} onReset={onReset} onRequestHint={onRequestHint} readOnly={false} renderContent={renderContent} />,
  );
  return { onSubmit, onReset, onRequestHint };
}

describe('the short answer learner view', () => {
  it('submits the typed text for part 1 once something is typed', async () => {
    const { onSubmit } = renderView('text');
    expect(screen.getByText('Capital of France?')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'Paris' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([{ partId: '1', input: 'Paris' }]));
  });

  it('flags a number field holding no number, says why next to it, and waits for a valid one', async () => {
    const { onSubmit } = renderView('numeric');
    const field = screen.getByLabelText('Answer');
    fireEvent.change(field, { target: { value: 'abc' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.className).toContain('invalid');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    const message = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Enter a number, such as 42, -3.5 or 6.02e23.');
    expect(message?.getAttribute('aria-live')).toBe('polite');
    expect(field.nextElementSibling).toBe(message);
    fireEvent.change(field, { target: { value: ' 3.5e2 ' } });
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(field.hasAttribute('aria-describedby')).toBe(false);
    expect(message?.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([{ partId: '1', input: '3.5e2' }]));
  });

  it('says nothing beside a text field, whatever it holds', () => {
    renderView('text');
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'abc' } });
    expect(screen.getByLabelText('Answer').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText(/Enter a number/)).toBeNull();
  });

  it('offers a paragraph box for textarea and a text field for math', () => {
    renderView('textarea');
    expect(screen.getByLabelText('Answer').tagName).toBe('TEXTAREA');
    cleanup();
    renderView('math');
    expect(screen.getByLabelText('Answer').tagName).toBe('INPUT');
  });

  it('after evaluation shows the feedback, locks the answer, and offers Reset', async () => {
    const evaluation = { partId: '1', score: 0, outOf: 1, feedback: { id: 'f', content: paragraph('Incorrect') } };
    const { onReset } = renderView('text', attempt(evaluation, 'Lyon'));
    expect(screen.getByText('Incorrect')).toBeTruthy();
    expect(screen.getByLabelText('Answer')).toHaveProperty('value', 'Lyon');
    expect(screen.getByLabelText('Answer')).toHaveProperty('readOnly', true);
    // The server hands out hints only while the attempt is open.
    expect(screen.getByText('Think of Europe.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Hint' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(onReset).toHaveBeenCalled());
  });

  it('after evaluation shows the score line, and Reset after the feedback, as multiple choice does', () => {
    const evaluation = { partId: '1', score: 0, outOf: 1, feedback: { id: 'f', content: paragraph('Incorrect') } };
    renderView('text', attempt(evaluation, 'Lyon'));
    const feedback = screen.getByRole('status');
    const score = screen.getByText('Score: 0 / 1');
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(feedback.compareDocumentPosition(score) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(score.compareDocumentPosition(reset) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Answer').compareDocumentPosition(feedback) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no score line before evaluation', () => {
    renderView('text');
    expect(screen.queryByText(/^Score:/)).toBeNull();
  });

  it('shows the hints so far and asks for the next one', async () => {
    const { onRequestHint } = renderView('text');
    expect(screen.getByText('Think of Europe.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request Hint' }));
    await waitFor(() => expect(onRequestHint).toHaveBeenCalledWith('1'));
  });
});
