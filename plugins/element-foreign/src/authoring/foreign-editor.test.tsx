// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Descendant } from 'slate';
import { withReact } from 'slate-react';
import { TestEditorView, createTestEditor } from '@quire/plugin-sdk/testing';
import { FOREIGN_TEST_PLUGINS, foreign, paragraph } from './testing/foreign-test-plugins.js';

afterEach(cleanup);

function drawEditor(value: Descendant[]) {
  const editor = withReact(createTestEditor(FOREIGN_TEST_PLUGINS, value));
  render(<TestEditorView editor={editor} plugins={FOREIGN_TEST_PLUGINS} />);
  return editor;
}

const sentence = (lang: string | undefined) => [paragraph('p', { text: 'Say ' }, foreign('f', lang, 'hola'), { text: '.' })];

describe('foreign text in the editor', () => {
  it('carries its language, and a tag naming it that the caret cannot enter', () => {
    drawEditor(sentence('es'));
    const span = document.querySelector('.foreign-text-editor')!;
    expect(span.getAttribute('lang')).toBe('es');
    const tag = screen.getByRole('button', { name: 'Change language (Spanish)' });
    expect(tag.textContent).toBe('es');
    expect(tag.getAttribute('contenteditable')).toBe('false');
    expect(tag.getAttribute('tabindex')).toBe('0');
  });

  it('says when its language is the project default, and flags a code it does not know (with no lang on the span)', () => {
    drawEditor([paragraph('p', { text: 'a ' }, foreign('f', '', 'x'), { text: ' ' }, foreign('g', 'xx', 'y'), { text: '' })]);
    expect(screen.getByRole('button', { name: 'Change language (project default)' }).textContent).toBe('default');
    const unknown = screen.getByRole('button', { name: "Change language (unknown code 'xx')" });
    expect(unknown.className).toContain('foreign-text-tag-unknown');
    for (const span of document.querySelectorAll('.foreign-text-editor')) expect(span.hasAttribute('lang')).toBe(false);
  });

  it('opens the foreign-language dialog from the tag with Enter; Escape closes it and changes nothing', () => {
    const editor = drawEditor(sentence('es'));
    const tag = screen.getByRole('button', { name: 'Change language (Spanish)' });
    tag.focus();
    act(() => fireEvent.keyDown(tag, { key: 'Enter' }));
    const dialog = screen.getByRole('dialog', { name: 'Foreign language' });
    const list = screen.getByLabelText('Language') as HTMLSelectElement;
    expect(list.value).toBe('es');
    expect(dialog.contains(document.activeElement)).toBe(true);
    act(() => fireEvent.keyDown(list, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(editor.children).toEqual(sentence('es'));
  });

  it('changes the language of this text from the dialog opened with Space', async () => {
    const editor = drawEditor(sentence('es'));
    act(() => fireEvent.keyDown(screen.getByRole('button', { name: 'Change language (Spanish)' }), { key: ' ' }));
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'pt' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(editor.children).toEqual(sentence('pt'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change language (Portuguese)' }).textContent).toBe('pt');
  });
});
