// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Editor, Transforms, type Descendant, type Element } from 'slate';
import { withReact } from 'slate-react';
import { TestEditorView, createTestEditor, normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { figurePlugin } from '../index.js';
import figureAuthoring, { insertFigure } from './index.js';
import { FIGURE_TEST_PLUGINS, figure, paragraph } from './testing/figure-test-plugins.js';

afterEach(cleanup);

function drawEditor(value: Descendant[]) {
  const editor = withReact(createTestEditor(FIGURE_TEST_PLUGINS, value));
  render(<TestEditorView editor={editor} plugins={FIGURE_TEST_PLUGINS} />);
  return { editor, stored: () => editor.children[1] as Element, field: () => screen.getByRole('textbox', { name: 'Figure title' }) as HTMLInputElement };
}

describe('a figure in the editor', () => {
  it('is a figure whose labelled title field heads it, outside the editable text, over its blocks written in place', async () => {
    const { editor, field } = drawEditor([paragraph('a'), figure('f', 'Fig. 1', paragraph('b', 'A cell')), paragraph('c')]);
    expect(field().value).toBe('Fig. 1');
    const caption = field().closest('figcaption')!;
    expect(caption.getAttribute('contenteditable')).toBe('false');
    expect(caption.parentElement?.tagName).toBe('FIGURE');
    await act(async () => {
      Transforms.select(editor, Editor.end(editor, [1, 0]));
      editor.insertText(' under glass');
    });
    expect(document.querySelector('.figure-content')?.textContent).toBe('A cell under glass');
  });

  it('stores the title typed when the field is left, or on Enter, and removes an emptied one', async () => {
    const { stored, field } = drawEditor([paragraph('a'), figure('f', undefined, paragraph('b')), paragraph('c')]);
    fireEvent.change(field(), { target: { value: '  Mitosis ' } });
    expect('title' in stored()).toBe(false);
    await act(async () => fireEvent.blur(field()));
    expect(stored().title).toBe('Mitosis');
    fireEvent.change(field(), { target: { value: 'Meiosis' } });
    await act(async () => fireEvent.keyDown(field(), { key: 'Enter' }));
    expect(stored().title).toBe('Meiosis');
    fireEvent.change(field(), { target: { value: '  ' } });
    await act(async () => fireEvent.blur(field()));
    expect('title' in stored()).toBe(false);
  });

  it('puts the stored title back on Escape', async () => {
    const { stored, field } = drawEditor([paragraph('a'), figure('f', 'Fig. 1', paragraph('b')), paragraph('c')]);
    fireEvent.change(field(), { target: { value: 'Oops' } });
    await act(async () => fireEvent.keyDown(field(), { key: 'Escape' }));
    expect(field().value).toBe('Fig. 1');
    await act(async () => fireEvent.blur(field()));
    expect(stored().title).toBe('Fig. 1');
  });

  it('shows a title changed by an undo', async () => {
    const { editor, field } = drawEditor([paragraph('a'), figure('f', 'Fig. 1', paragraph('b')), paragraph('c')]);
    fireEvent.change(field(), { target: { value: 'Fig. 2' } });
    await act(async () => fireEvent.blur(field()));
    await act(async () => editor.undo());
    expect((editor.children[1] as Element).title).toBe('Fig. 1');
    expect(field().value).toBe('Fig. 1');
  });

  it('leaves a rich title as it is until the author changes it', async () => {
    const rich = [{ type: 'p', id: 't', children: [{ text: 'The ' }, { text: 'cell', em: true }] }];
    const { stored, field } = drawEditor([paragraph('a'), figure('f', rich, paragraph('b')), paragraph('c')]);
    expect(field().value).toBe('The cell');
    await act(async () => fireEvent.blur(field()));
    expect(stored().title).toEqual(rich);
  });

  it('refuses an over-long title with a message, keeping what was typed and the stored title', async () => {
    const { stored, field } = drawEditor([paragraph('a'), figure('f', 'Fig. 1', paragraph('b')), paragraph('c')]);
    fireEvent.change(field(), { target: { value: 'x'.repeat(501) } });
    expect(screen.getByRole('alert').textContent).toBe('A figure title may be at most 500 characters long.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await act(async () => fireEvent.blur(field()));
    expect(stored().title).toBe('Fig. 1');
    expect(field().value).toHaveLength(501);
  });
});

describe('the Figure insert command', () => {
  it("is the insert menu's 'Figure' in General, from the limited menu up", () => {
    expect(figureAuthoring.elements?.figure?.insert).toBe(insertFigure);
    expect([insertFigure.label, insertFigure.category, insertFigure.level]).toEqual(['Figure', 'General', 'limited']);
  });

  it('puts in an untitled figure holding an empty paragraph, already normal', () => {
    let n = 0;
    const created = insertFigure.create(() => `id${++n}`);
    expect(created).toEqual(figure('id1', undefined, paragraph('id2')));
    const doc = [paragraph('a'), created, paragraph('b')];
    const { value, violations } = normalizeWithPlugins([textPlugin, figurePlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });
});
