// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Range } from 'slate';
import { createTestEditor, testEditorServices } from '@quire/plugin-sdk/testing';
import { citeCommand } from './cite-command.js';
import { ADAMS, MILLER, UNSORTED_ROWS, ZED } from './testing/bib-test-rows.js';
import { cite, CITE_TEST_PLUGINS, paragraph } from './testing/cite-test-plugins.js';
import { fakeRequestApi } from './testing/fake-bib-api.js';

afterEach(cleanup);

const caret = (path: number[], offset: number): Range => ({ anchor: { path, offset }, focus: { path, offset } });

function openFromToolbar(rows: readonly unknown[], value = [paragraph('p', { text: 'As shown.' })], selection: Range | null = caret([0, 0], 8)) {
  const { requestApi, calls } = fakeRequestApi(() => ({ result: 'success', rows }));
  const editor = createTestEditor(CITE_TEST_PLUGINS, value, { projectSlug: 'course', requestApi });
  const close = vi.fn();
  render(<>{citeCommand.dialog!({ editor, services: testEditorServices(editor), selection, close })}</>);
  return { editor, close, calls };
}

const options = () => screen.getAllByRole('option');
const chosen = () => options().filter((option) => option.getAttribute('aria-selected') === 'true');

describe("'Select citation'", () => {
  it("is 'Cite' in the More menu, with a shortcut no other command of the editor takes", () => {
    expect(citeCommand).toMatchObject({ label: 'Cite', placement: 'more', hotkey: 'mod+shift+9' });
  });

  it("says 'loading...', then lists the project's references alphabetically, the first one chosen", async () => {
    const { calls } = openFromToolbar(UNSORTED_ROWS);
    expect(screen.getByRole('dialog', { name: 'Select citation' })).toBeTruthy();
    expect(screen.getByText('loading...')).toBeTruthy();
    await screen.findByRole('listbox', { name: 'References' });
    expect(options().map((option) => option.textContent)).toEqual([ADAMS, MILLER, ZED].map((row) => row.text.replace('First steps', 'First steps')));
    expect(options()[0].querySelector('i')?.textContent).toBe('First steps');
    expect(chosen().map((option) => option.textContent)).toEqual([ADAMS.text]);
    expect(calls[0].path).toBe('/bibs/project/course');
  });

  it("says 'No bibliography entries' when there are none, and OK is off", async () => {
    openFromToolbar([]);
    expect(await screen.findByText('No bibliography entries')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves the choice with the arrow keys, Home and End, and OK inserts a citation of it at the caret', async () => {
    const { editor, close } = openFromToolbar(UNSORTED_ROWS);
    const list = await screen.findByRole('listbox', { name: 'References' });
    expect(document.activeElement).toBe(list);
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(chosen()[0].textContent).toBe(MILLER.text);
    expect(list.getAttribute('aria-activedescendant')).toBe(chosen()[0].id);
    fireEvent.keyDown(list, { key: 'End' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(chosen()[0].textContent).toBe(ZED.text);
    fireEvent.keyDown(list, { key: 'Home' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.submit(list.closest('form')!);
    expect(editor.children).toEqual([paragraph('p', { text: 'As shown' }, cite('new1', MILLER.id), { text: '.' })]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('chooses with a click; Cancel closes and changes nothing', async () => {
    const { editor, close } = openFromToolbar(UNSORTED_ROWS);
    await screen.findByRole('listbox');
    fireEvent.click(screen.getByRole('option', { name: ZED.text }));
    expect(chosen()[0].textContent).toBe(ZED.text);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(close).toHaveBeenCalledOnce();
    expect(editor.children).toEqual([paragraph('p', { text: 'As shown.' })]);
  });

  it('on a citation, starts from its entry and changes it rather than adding another', async () => {
    const value = [paragraph('p', { text: 'See ' }, cite('c1', ZED.id), { text: '' })];
    const { editor } = openFromToolbar(UNSORTED_ROWS, value, caret([0, 1, 0], 0));
    await screen.findByRole('listbox');
    expect(chosen()[0].textContent).toBe(ZED.text);
    fireEvent.click(screen.getByRole('option', { name: ADAMS.text }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(editor.children).toEqual([paragraph('p', { text: 'See ' }, cite('c1', ADAMS.id), { text: '' })]);
  });
});
