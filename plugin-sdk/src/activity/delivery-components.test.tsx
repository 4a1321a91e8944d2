// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { nodeText, type Descendant, type PartEvaluation } from '@quire/core';
import { ActivityActions, ExternalSubmitContext } from './activity-actions.js';
import { HintsPanel } from './hints-panel.js';
import { PartFeedback } from './part-feedback.js';

afterEach(cleanup);

const renderContent = (nodes: readonly Descendant[]) => nodes.map((node) => nodeText(node)).join(' ');
const rich = (text: string) => ({ id: `r-${text}`, content: [{ type: 'p', id: `p-${text}`, children: [{ text }] }] });
const evaluation = (fields: Partial<PartEvaluation>): PartEvaluation => ({ partId: '1', score: 0, outOf: 1, ...fields });

describe('PartFeedback', () => {
  it('shows nothing before an evaluation', () => {
    render(<PartFeedback evaluation={null} renderContent={renderContent} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    [1, 'correct'],
    [0, 'incorrect'],
    [0.5, 'partially-correct'],
  ])('a score of %s out of 1 is styled %s and announced', (score, resultClass) => {
    render(<PartFeedback evaluation={evaluation({ score, feedback: rich('Nice') })} renderContent={renderContent} />);
    const box = screen.getByRole('status');
    expect(box.className).toBe(`feedback ${resultClass}`);
    expect(box.textContent).toContain('Nice');
  });

  it('shows the error text, not the feedback, when the part has an error', () => {
    render(<PartFeedback evaluation={evaluation({ score: null, error: 'bad regex' })} renderContent={renderContent} />);
    const box = screen.getByRole('status');
    expect(box.className).toBe('feedback error');
    expect(box.textContent).toBe('There was an error processing this response');
  });

  it('shows the explanation under a heading unless the answer is correct', () => {
    const { rerender } = render(
      <PartFeedback evaluation={evaluation({ score: 0, feedback: rich('No'), explanation: rich('Because') })} renderContent={renderContent} />,
    );
    expect(screen.getByRole('heading', { name: 'Explanation' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Because');
    rerender(<PartFeedback evaluation={evaluation({ score: 1, feedback: rich('Yes'), explanation: rich('Because') })} renderContent={renderContent} />);
    expect(screen.queryByRole('heading', { name: 'Explanation' })).toBeNull();
  });
});

describe('HintsPanel', () => {
  it('shows the hints so far and asks for the next one', async () => {
    const onRequestHint = vi.fn(async () => {});
    render(<HintsPanel partId="1" hints={[rich('Think of France')]} hasMoreHints readOnly={false} onRequestHint={onRequestHint} renderContent={renderContent} />);
    expect(screen.getByRole('list', { name: 'Hints' }).textContent).toContain('Think of France');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Request Hint' })));
    expect(onRequestHint).toHaveBeenCalledWith('1');
  });

  it('disables Request Hint when no hint is left, and hides it in review', () => {
    const { rerender } = render(<HintsPanel partId="1" hints={[]} hasMoreHints={false} readOnly={false} onRequestHint={vi.fn()} renderContent={renderContent} />);
    expect((screen.getByRole('button', { name: 'Request Hint' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<HintsPanel partId="1" hints={[rich('H')]} hasMoreHints readOnly onRequestHint={vi.fn()} renderContent={renderContent} />);
    expect(screen.queryByRole('button', { name: 'Request Hint' })).toBeNull();
  });
});

describe('ActivityActions', () => {
  it('enables Submit once answered, and disables it while the answer is on its way', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { rerender } = render(<ActivityActions canSubmit={false} evaluated={false} readOnly={false} onSubmit={onSubmit} onReset={vi.fn()} />);
    const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit().disabled).toBe(true);
    rerender(<ActivityActions canSubmit evaluated={false} readOnly={false} onSubmit={onSubmit} onReset={vi.fn()} />);
    fireEvent.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submit().disabled).toBe(true);
    await act(async () => finish());
    expect(submit().disabled).toBe(false);
  });

  it('offers Reset after evaluation, and nothing in review', async () => {
    const onReset = vi.fn(async () => {});
    const { rerender } = render(<ActivityActions canSubmit evaluated readOnly={false} onSubmit={vi.fn()} onReset={onReset} />);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset' })));
    expect(onReset).toHaveBeenCalled();
    rerender(<ActivityActions canSubmit evaluated readOnly onSubmit={vi.fn()} onReset={onReset} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ActivityActions under a host that submits for the learner', () => {
  it('shows no buttons, and hands over its submit only while the learner can submit', async () => {
    const registered: ((() => Promise<void>) | null)[] = [];
    const external = { register: (submit: (() => Promise<void>) | null) => void registered.push(submit) };
    const onSubmit = vi.fn(async () => {});
    const actions = (canSubmit: boolean, evaluated = false) => (
      <ExternalSubmitContext.Provider value={external}>
        <ActivityActions canSubmit={canSubmit} evaluated={evaluated} readOnly={false} onSubmit={onSubmit} onReset={vi.fn()} />
      </ExternalSubmitContext.Provider>
    );
    const { rerender, unmount } = render(actions(false));
    expect(screen.queryByRole('button')).toBeNull();
    expect(registered.at(-1)).toBeNull();
    rerender(actions(true));
    const submit = registered.at(-1);
    expect(submit).toBeTypeOf('function');
    await act(() => submit!());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(actions(true, true));
    expect(registered.at(-1)).toBeNull();
    unmount();
    expect(registered.at(-1)).toBeNull();
  });
});
