// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Descendant, PartEvaluation } from '@quire/plugin-sdk';
import { DeliveryViews, NUMERIC_ANSWER_PROBLEM, renderContent as renderDeliveredContent, type ActivityAttemptState } from '@quire/plugin-sdk/delivery';
import multiInputDelivery from './index.js';
import type { DeliveredMultiInput } from './multi-input-view.js';
import { MultiInputView } from './multi-input-view.js';

afterEach(cleanup);

const ref = (id: string) => ({ type: 'input_ref', id, children: [{ text: '' }] });
const paragraph = (text: string) => [{ type: 'p', id: `p-${text}`, children: [{ text }] }] as Descendant[];
// The learner page's content renderer, with this plugin's input references and a paragraph view.
const views = new DeliveryViews();
views.add('element-text', { elements: { p: ({ children }) => <p>{children}</p> } });
views.add('activity-multi-input', multiInputDelivery);
const renderContent = (nodes: readonly Descendant[]) => renderDeliveredContent(nodes, views);

const model: DeliveredMultiInput = {
  stem: {
    id: 's',
    content: [
      { type: 'p', id: 'p1', children: [{ text: 'Mass: ' }, ref('m'), { text: ' of ' }, ref('d'), { text: '' }] },
      { type: 'p', id: 'p2', children: [{ text: 'Name: ' }, ref('t'), { text: '' }] },
    ] as Descendant[],
  },
  choices: [
    { id: 'c1', content: paragraph('salt') },
    { id: 'c2', content: paragraph('sugar') },
  ],
  inputs: [
    { id: 'm', inputType: 'numeric', partId: 'pm', unit: 'g' },
    { id: 'd', inputType: 'dropdown', partId: 'pd', choiceIds: ['c2', 'c1'] },
    { id: 't', inputType: 'text', partId: 'pt' },
  ],
};

function attempt(evaluations: Record<string, PartEvaluation> = {}, state: ActivityAttemptState['state'] = 'active'): ActivityAttemptState {
  return {
    attemptGuid: state,
    attemptNumber: 1,
    state,
    score: null,
    outOf: null,
    parts: model.inputs.map((input) => ({
      partId: input.partId,
      attemptGuid: input.partId,
      response: evaluations[input.partId] ? { m: '12', d: 'c1', t: 'NaCl' } : null,
      evaluation: evaluations[input.partId] ?? null,
      hints: [],
      hasMoreHints: true,
    })),
  };
}

function renderView(overrides: Partial<DeliveredMultiInput> = {}, state = attempt()) {
  const onSubmit = vi.fn(async () => {});
  const onReset = vi.fn(async () => {});
  const onRequestHint = vi.fn(async () => {});
  const { container } = render(
    <MultiInputView model={{ ...model, ...overrides }} attempt={state} onSubmit={onSubmit} onReset={onReset} onRequestHint={onRequestHint} readOnly={false} renderContent={renderContent} />,
  );
  return { onSubmit, onReset, onRequestHint, container };
}

function answerAll() {
  fireEvent.change(screen.getByLabelText('Part 1 answer'), { target: { value: ' 12 ' } });
  fireEvent.change(screen.getByLabelText('Part 2 answer'), { target: { value: 'c1' } });
  fireEvent.change(screen.getByLabelText('Part 3 answer'), { target: { value: 'NaCl' } });
}

describe('the multi-input learner view', () => {
  it('draws each input inside the stem text, the dropdown listing its choices in order', () => {
    const { container } = renderView();
    const first = container.querySelector('.stem p')!;
    expect(first.textContent).toContain('Mass: ');
    expect(within(first as HTMLElement).getByLabelText('Part 1 answer').tagName).toBe('INPUT');
    expect(first.querySelector('.unit')?.textContent).toBe('g');
    expect(within(screen.getByLabelText('Part 2 answer')).getAllByRole('option').map((o) => o.textContent)).toEqual(['', 'sugar', 'salt']);
  });

  it('submits every part at once with the whole answer map, once each input is answered', async () => {
    const { onSubmit } = renderView();
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.change(screen.getByLabelText('Part 1 answer'), { target: { value: '12' } });
    expect(submit).toHaveProperty('disabled', true);
    answerAll();
    fireEvent.click(submit);
    const input = { m: '12', d: 'c1', t: 'NaCl' };
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith([
        { partId: 'pm', input },
        { partId: 'pd', input },
        { partId: 'pt', input },
      ]),
    );
  });

  it('flags a number input holding no number, says why next to it, and keeps Submit off until it holds one', () => {
    renderView();
    answerAll();
    const field = screen.getByLabelText('Part 1 answer');
    fireEvent.change(field, { target: { value: 'abc' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    const message = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe(NUMERIC_ANSWER_PROBLEM);
    // Next to the field, in the stem's sentence, after its unit.
    expect(field.closest('p')?.contains(message ?? null)).toBe(true);
    expect(field.compareDocumentPosition(message!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.change(field, { target: { value: '-1.5e3' } });
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(field.hasAttribute('aria-describedby')).toBe(false);
    expect(message?.textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it('says nothing beside text and dropdown inputs', () => {
    renderView();
    fireEvent.change(screen.getByLabelText('Part 3 answer'), { target: { value: 'abc' } });
    expect(screen.getByLabelText('Part 3 answer').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText(NUMERIC_ANSWER_PROBLEM)).toBeNull();
  });

  it('shows each part its own feedback after evaluation, then the score and Reset', async () => {
    const feedback = (text: string) => ({ id: text, content: paragraph(text) });
    const { onReset } = renderView({}, {
      ...attempt(
        {
          pm: { partId: 'pm', score: 1, outOf: 1, feedback: feedback('Right mass') },
          pd: { partId: 'pd', score: 0, outOf: 1, feedback: feedback('Not salt') },
          pt: { partId: 'pt', score: null, outOf: 1, error: 'Invalid regular expression' },
        },
        'evaluated',
      ),
      score: 1,
      outOf: 3,
    });
    // The score and Reset follow the last part's feedback.
    const lastPart = screen.getByRole('region', { name: 'Part 3' });
    const score = screen.getByText('Score: 1 / 3');
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(lastPart.compareDocumentPosition(score) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(score.compareDocumentPosition(reset) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Part 1' })).getByText('Right mass')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Part 2' })).getByText('Not salt')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Part 3' })).getByText('There was an error processing this response')).toBeTruthy();
    expect(screen.getByLabelText('Part 3 answer')).toHaveProperty('value', 'NaCl');
    expect(screen.queryByRole('button', { name: 'Request Hint' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(onReset).toHaveBeenCalled());
  });

  it('with submitPerPart, submits one part at a time', async () => {
    const { onSubmit } = renderView({ submitPerPart: true });
    fireEvent.change(screen.getByLabelText('Part 3 answer'), { target: { value: 'NaCl' } });
    const third = within(screen.getByRole('region', { name: 'Part 3' })).getByRole('button', { name: 'Submit' });
    fireEvent.click(third);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([{ partId: 'pt', input: { m: '', d: '', t: 'NaCl' } }]));
    expect(within(screen.getByRole('region', { name: 'Part 1' })).getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
  });

  it('asks for the hint of the part whose button is pressed', async () => {
    const { onRequestHint } = renderView();
    fireEvent.click(within(screen.getByRole('region', { name: 'Part 2' })).getByRole('button', { name: 'Request Hint' }));
    await waitFor(() => expect(onRequestHint).toHaveBeenCalledWith('pd'));
  });
});
