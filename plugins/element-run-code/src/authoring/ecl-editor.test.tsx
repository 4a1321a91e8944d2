// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Descendant, Editor } from 'slate';
import { Editable, Slate, withReact, type RenderElementProps } from 'slate-react';
import { EditorView } from '@codemirror/view';
import { EditorServicesContext, type ContentTypeRequest, type EditorServices } from '@quire/plugin-sdk/authoring';
import { createTestEditor, normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import runCodePlugin from '../index.js';
import { insertEcl, runCodeAuthoring } from './index.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const p = (id: string): Descendant => ({ type: 'p', id, children: [{ text: '' }] }) as Descendant;
const block = (fields: Record<string, unknown> = {}): Descendant => ({ type: 'ecl', id: 'e', code: 'print(1)', runner: 'javascript', children: [{ text: '' }], ...fields }) as Descendant;
const RUNNERS = { runners: [{ name: 'javascript', label: 'JavaScript' }, { name: 'python', label: 'Python' }] };

function renderElement(props: RenderElementProps) {
  const View = (props.element.type === 'ecl' ? runCodeAuthoring : textAuthoring).elements?.[props.element.type]?.component;
  return View ? <View {...props} /> : <p {...props.attributes}>{props.children}</p>;
}

function drawEditor(value: Descendant[], requestContentType: ContentTypeRequest): Editor {
  const services: EditorServices = { createId: () => 'n', projectSlug: 'chem', loadPages: async () => [], pickMedia: async () => undefined, requestContentType, requestApi: () => Promise.reject(new Error('No server in this test')) };
  const editor = withReact(createTestEditor([{ manifest: textPlugin, authoring: textAuthoring }, { manifest: runCodePlugin, authoring: runCodeAuthoring }], value, services));
  render(
    <EditorServicesContext.Provider value={services}>
      <Slate editor={editor} initialValue={value}>
        <Editable renderElement={renderElement} />
      </Slate>
    </EditorServicesContext.Provider>,
  );
  return editor;
}

describe('a run-code block in the editor', () => {
  it('offers the runners the server has installed, and stores the one picked', async () => {
    const request = vi.fn<ContentTypeRequest>(async () => RUNNERS);
    const editor = drawEditor([p('a'), block(), p('b')], request);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Runner' });
    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['JavaScript', 'Python']));
    expect(request).toHaveBeenCalledWith('ecl');
    expect(select.value).toBe('javascript');
    act(() => fireEvent.change(select, { target: { value: 'python' } }));
    expect(editor.children[1]).toMatchObject({ type: 'ecl', runner: 'python', code: 'print(1)' });
  });

  it('keeps a runner the server no longer has, marked so, and says when the runners could not be loaded', async () => {
    drawEditor([p('a'), block({ runner: 'ruby' }), p('b')], async () => RUNNERS);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Runner' });
    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['ruby (not installed)', 'JavaScript', 'Python']));
    expect(select.value).toBe('ruby');
    cleanup();
    drawEditor([p('a'), block(), p('b')], async () => Promise.reject(new Error('offline')));
    expect(await screen.findByText('Could not load the runners: the block keeps its runner.')).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Runner' }).value).toBe('javascript');
  });

  it('stores the starting code 800 ms after typing rests', async () => {
    const editor = drawEditor([p('a'), block(), p('b')], async () => RUNNERS);
    const dom = await waitFor(() => document.querySelector<HTMLElement>('.ecl-authoring .cm-editor') ?? Promise.reject(new Error('not loaded')));
    const view = EditorView.findFromDOM(dom)!;
    expect(view.contentDOM.getAttribute('aria-label')).toBe('Starting code');
    vi.useFakeTimers();
    act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: 'console.log(42);' } }));
    act(() => vi.advanceTimersByTime(799));
    expect(editor.children[1]).toMatchObject({ code: 'print(1)' });
    act(() => vi.advanceTimersByTime(1));
    expect(editor.children[1]).toMatchObject({ code: 'console.log(42);' });
  });
});

describe('the Run code insert command', () => {
  it('is in the STEM group and puts in a block that is already normal', () => {
    expect(insertEcl).toMatchObject({ label: 'Run code', category: 'STEM' });
    let n = 0;
    const doc = [p('a'), insertEcl.create(() => `n${++n}`), p('b')];
    const { value, violations } = normalizeWithPlugins([textPlugin, runCodePlugin], doc as never);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });
});
