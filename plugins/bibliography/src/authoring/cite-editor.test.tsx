// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Descendant } from 'slate';
import { withReact } from 'slate-react';
import { createTestEditor, TestEditorView } from '@quire/plugin-sdk/testing';
import { ADAMS, MILLER, UNSORTED_ROWS } from './testing/bib-test-rows.js';
import { cite, CITE_TEST_PLUGINS, paragraph } from './testing/cite-test-plugins.js';
import { fakeRequestApi } from './testing/fake-bib-api.js';

afterEach(cleanup);

function renderEditor(value: Descendant[], answer: () => unknown = () => ({ result: 'success', rows: UNSORTED_ROWS })) {
  const { requestApi, calls } = fakeRequestApi(answer);
  const editor = withReact(createTestEditor(CITE_TEST_PLUGINS, value, { projectSlug: 'course', requestApi }));
  render(<TestEditorView editor={editor} plugins={CITE_TEST_PLUGINS} />);
  return { editor, calls };
}

describe('a citation in the editor', () => {
  it('is a chip showing its in-text citation, the entries loaded once for every citation of the editor', async () => {
    const { editor, calls } = renderEditor([paragraph('p', { text: 'A ' }, cite('c1', ADAMS.id), { text: ' and ' }, cite('c2', String(MILLER.id)), { text: '' })]);
    expect(editor.isVoid(cite('c', 1) as never)).toBe(true);
    expect(await screen.findByRole('button', { name: `Citation (Adams, 1999): ${ADAMS.text}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Citation (Miller, 2010): ${MILLER.text}` }).textContent).toBe('(Miller, 2010)');
    expect(calls).toHaveLength(1);
  });

  it('shows its entry id while the bibliography loads, and a red Missing citation marker when the entry is gone', async () => {
    let answer!: (value: unknown) => void;
    renderEditor([paragraph('p', { text: 'A ' }, cite('c1', 99), { text: '' })], () => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('button', { name: 'Citation of entry 99' }).textContent).toBe('99');
    await act(async () => answer({ result: 'success', rows: UNSORTED_ROWS }));
    const marker = screen.getByRole('button', { name: 'Missing citation (entry 99)' });
    expect(marker.textContent).toBe('Missing citation');
    expect(marker.closest('.cite-chip')?.classList.contains('cite-chip-missing')).toBe(true);
  });

  it("opens 'Select citation' from the chip and changes the entry it cites", async () => {
    const { editor } = renderEditor([paragraph('p', { text: 'A ' }, cite('c1', ADAMS.id), { text: '' })]);
    fireEvent.click(await screen.findByRole('button', { name: `Citation (Adams, 1999): ${ADAMS.text}` }));
    const dialog = screen.getByRole('dialog', { name: 'Select citation' });
    expect(within(dialog).getByRole('option', { name: ADAMS.text }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(dialog).getByRole('option', { name: MILLER.text }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(editor.children).toEqual([paragraph('p', { text: 'A ' }, cite('c1', MILLER.id), { text: '' })]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is removed by its remove button, or by Backspace on the chip', async () => {
    const { editor } = renderEditor([paragraph('p', { text: 'A ' }, cite('c1', ADAMS.id), { text: ' B ' }, cite('c2', MILLER.id), { text: '' })]);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Remove citation' }))[0]);
    expect(editor.children).toEqual([paragraph('p', { text: 'A  B ' }, cite('c2', MILLER.id), { text: '' })]);
    fireEvent.keyDown(screen.getByRole('button', { name: `Citation (Miller, 2010): ${MILLER.text}` }), { key: 'Backspace' });
    expect(editor.children).toEqual([paragraph('p', { text: 'A  B ' })]);
  });
});
