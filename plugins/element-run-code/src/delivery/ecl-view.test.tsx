// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import type { Descendant } from '@quire/plugin-sdk';
import type { AttemptState, ContentTypeRequest, DeliveryContextValue } from '@quire/plugin-sdk/delivery';
import { DeliveredContent, hydrateInBrowser, renderOnServer, type HydratedView } from '@quire/plugin-sdk/testing';
import runCodeDelivery from './index.js';

const parts = [{ pluginId: 'element-run-code', delivery: runCodeDelivery }];
const AUTHOR_CODE = "console.log('hi');\n";
const block = (fields: Record<string, unknown> = {}) => [{ type: 'ecl', id: 'run-1', runner: 'javascript', code: AUTHOR_CODE, ...fields, children: [{ text: '' }] }] as Descendant[];

let shown: HydratedView | undefined;
afterEach(() => {
  shown?.unmount();
  shown = undefined;
  vi.useRealTimers();
});

/** A page attempt's state kept in memory, as the host's is on the server. */
function memoryAttemptState(initial: Record<string, unknown> = {}) {
  const values: Record<string, unknown> = { ...initial };
  const state = {
    read: vi.fn(async (keys: readonly string[]) => Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]]))),
    write: vi.fn(async (written: Readonly<Record<string, unknown>>) => void Object.assign(values, written)),
  } satisfies AttemptState;
  return { state, values };
}

async function showBlock(context: DeliveryContextValue, content = block()): Promise<HydratedView> {
  const props = { parts, content, context };
  shown = await hydrateInBrowser(DeliveredContent, props, renderOnServer(DeliveredContent, props));
  return shown;
}

/** The CodeMirror editor of the block, once its chunk has loaded. */
async function codeEditor(): Promise<EditorView> {
  const dom = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ecl .cm-editor');
    if (!found) throw new Error('the code editor has not loaded');
    return found;
  });
  return EditorView.findFromDOM(dom)!;
}

const type = (view: EditorView, code: string) => act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } }));

describe('a run-code block drawn on the server', () => {
  it('shows the author’s code as text, exact and inert, with its three buttons waiting for the page’s script', () => {
    const code = '</script><script>alert(1)</script>\n<img src=x onerror=alert(1)> &amp;\n';
    const html = renderOnServer(DeliveredContent, { parts, content: block({ code }) });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(holder.querySelector('.ecl-code')!.textContent).toBe(code);
    expect([...holder.querySelectorAll('button')].map((button) => [button.textContent, button.disabled])).toEqual([
      ['Run', true],
      ['Clear Output', true],
      ['Reset', true],
    ]);
  });
});

describe('a run-code block in the learner’s browser', () => {
  it('runs the code of the block with its section and shows what it printed, then clears it', async () => {
    const request = vi.fn<ContentTypeRequest>(async () => ({ result: { stdout: 'hi\n', stderr: 'careful\n' } }));
    await showBlock({ mode: 'delivery', sectionSlug: 'spring', requestContentType: request });
    const view = await codeEditor();
    type(view, "console.log('changed');");
    const run = screen.getByRole<HTMLButtonElement>('button', { name: 'Run' });
    await waitFor(() => expect(run.disabled).toBe(false));
    await act(async () => fireEvent.click(run));
    expect(request).toHaveBeenCalledWith('ecl', { body: { code: "console.log('changed');", runner: 'javascript', section: 'spring', block: 'run-1' } });
    const output = screen.getByRole('status', { name: 'Output' });
    expect(within(output).getByText('hi')).toBeTruthy();
    expect(within(output).getByText('careful').className).toBe('ecl-stderr');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Clear Output' })));
    expect(output.textContent).toBe('');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Clear Output' }).disabled).toBe(true);
  });

  it('shows a run’s error, a quiet run, and a refused request in the output', async () => {
    const answers: unknown[] = [{ result: { stdout: '', stderr: '', error: 'Your code ran for more than 2 seconds and was stopped.' } }, { result: { stdout: '', stderr: '' } }];
    const request = vi.fn<ContentTypeRequest>(async () => {
      const next = answers.shift();
      if (!next) throw new Error('You have run code many times this minute: try again in a moment');
      return next;
    });
    await showBlock({ mode: 'delivery', sectionSlug: 'spring', requestContentType: request });
    const output = screen.getByRole('status', { name: 'Output' });
    const run = screen.getByRole<HTMLButtonElement>('button', { name: 'Run' });
    await waitFor(() => expect(run.disabled).toBe(false));
    await act(async () => fireEvent.click(run));
    expect(output.textContent).toBe('Your code ran for more than 2 seconds and was stopped.');
    await act(async () => fireEvent.click(run));
    expect(output.textContent).toBe('The program printed nothing.');
    await act(async () => fireEvent.click(run));
    expect(output.textContent).toBe('You have run code many times this minute: try again in a moment');
  });

  it('runs in an author’s preview without naming a section or block', async () => {
    const request = vi.fn<ContentTypeRequest>(async () => ({ result: 'plain text' }));
    await showBlock({ mode: 'preview', sectionSlug: 'spring', requestContentType: request });
    const run = screen.getByRole<HTMLButtonElement>('button', { name: 'Run' });
    await waitFor(() => expect(run.disabled).toBe(false));
    await act(async () => fireEvent.click(run));
    expect(request).toHaveBeenCalledWith('ecl', { body: { code: AUTHOR_CODE, runner: 'javascript' } });
    expect(screen.getByRole('status', { name: 'Output' }).textContent).toBe('plain text');
  });

  it('saves the learner’s code 800 ms after typing rests, and loads it back on return', async () => {
    const { state, values } = memoryAttemptState();
    await showBlock({ mode: 'delivery', sectionSlug: 'spring', attemptState: state });
    const view = await codeEditor();
    vi.useFakeTimers();
    type(view, 'let a = 1;');
    type(view, 'let a = 2;');
    act(() => vi.advanceTimersByTime(799));
    expect(state.write).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(state.write).toHaveBeenCalledTimes(1);
    expect(values).toEqual({ 'ecl:run-1': 'let a = 2;' });
    vi.useRealTimers();
    shown?.unmount();

    await showBlock({ mode: 'delivery', sectionSlug: 'spring', attemptState: state });
    const again = await codeEditor();
    await waitFor(() => expect(again.state.doc.toString()).toBe('let a = 2;'));
    expect(state.write).toHaveBeenCalledTimes(1);
  });

  it('keeps typing not yet saved when the learner leaves the page', async () => {
    const { state, values } = memoryAttemptState();
    await showBlock({ mode: 'delivery', sectionSlug: 'spring', attemptState: state });
    type(await codeEditor(), 'let left = true;');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(values).toEqual({ 'ecl:run-1': 'let left = true;' });
  });

  it('Reset puts back the author’s code and saves it', async () => {
    const { state, values } = memoryAttemptState({ 'ecl:run-1': 'mine();' });
    await showBlock({ mode: 'delivery', sectionSlug: 'spring', attemptState: state });
    const view = await codeEditor();
    await waitFor(() => expect(view.state.doc.toString()).toBe('mine();'));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Reset' })));
    expect(view.state.doc.toString()).toBe(AUTHOR_CODE);
    expect(values).toEqual({ 'ecl:run-1': AUTHOR_CODE });
  });
});
