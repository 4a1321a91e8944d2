// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Descendant, Editor, Range } from 'slate';
import { createTestEditor, testEditorServices } from '@quire/plugin-sdk/testing';
import { languageOptions } from '../common/language-codes.js';
import { foreignLanguageCommand } from './foreign-language-command.js';
import { FOREIGN_TEST_PLUGINS, foreign, paragraph } from './testing/foreign-test-plugins.js';

afterEach(cleanup);

function openDialog(value: Descendant[], selection: Range | null): { editor: Editor; close: ReturnType<typeof vi.fn> } {
  const editor = createTestEditor(FOREIGN_TEST_PLUGINS, value);
  const close = vi.fn();
  // As the editor's dialog host does: the command's dialog function, called with the props.
  render(<>{foreignLanguageCommand.dialog!({ editor, services: testEditorServices(editor), selection, close })}</>);
  return { editor, close };
}

const point = (path: number[], offset: number) => ({ path, offset });
const hola: Range = { anchor: point([0, 0], 4), focus: point([0, 0], 8) };
const words = (): Descendant[] => [paragraph('p', { text: 'Say hola to them.' })];
const inForeign = (lang: string): Descendant[] => [paragraph('p', { text: 'Say ' }, foreign('f', lang, 'hola'), { text: '.' })];
const insideForeign: Range = { anchor: point([0, 1, 0], 1), focus: point([0, 1, 0], 1) };
const languageList = () => screen.getByLabelText('Language') as HTMLSelectElement;
const ok = () => screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;

describe('the foreign-language dialog', () => {
  it("is the 'Foreign language' entry of the More menu, checked inside foreign text", () => {
    expect(foreignLanguageCommand).toMatchObject({ label: 'Foreign language', placement: 'more' });
    const editor = createTestEditor(FOREIGN_TEST_PLUGINS, inForeign('es'));
    editor.selection = insideForeign;
    expect(foreignLanguageCommand.isActive!(editor)).toBe(true);
    editor.selection = { anchor: point([0, 0], 1), focus: point([0, 0], 1) };
    expect(foreignLanguageCommand.isActive!(editor)).toBe(false);
  });

  it('lists the project default first, then every language of the list by name with its code, and takes the focus on the list', () => {
    openDialog(words(), hola);
    const options = Array.from(languageList().options);
    expect(options[0].textContent).toBe('Project default language');
    expect(options.slice(1).map((o) => o.textContent)).toEqual(languageOptions().map((l) => `${l.name} (${l.code})`));
    expect(options.map((o) => o.textContent)).toContain('Spanish (es)');
    expect(document.activeElement).toBe(languageList());
  });

  it('marks the selected words as text in the language chosen, with the keyboard alone', () => {
    const { editor, close } = openDialog(words(), hola);
    fireEvent.change(languageList(), { target: { value: 'es' } });
    // Enter in the dialog's form submits it: the OK button is its submit button.
    expect(ok().type).toBe('submit');
    fireEvent.submit(languageList().form!);
    expect(editor.children).toEqual([paragraph('p', { text: 'Say ' }, foreign('new1', 'es', 'hola'), { text: ' to them.' })]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('in foreign text, starts from its language, changes it, and can remove it', () => {
    const { editor } = openDialog(inForeign('fr'), insideForeign);
    expect(languageList().value).toBe('fr');
    fireEvent.change(languageList(), { target: { value: '' } });
    fireEvent.click(ok());
    expect(editor.children).toEqual([paragraph('p', { text: 'Say ' }, foreign('f', '', 'hola'), { text: '.' })]);
    cleanup();
    const second = openDialog(inForeign('fr'), insideForeign);
    fireEvent.click(screen.getByRole('button', { name: 'Remove foreign language' }));
    expect(second.editor.children).toEqual([paragraph('p', { text: 'Say hola.' })]);
  });

  it('refuses a stored code that names no language: it says so and waits for a choice from the list', () => {
    const { editor, close } = openDialog(inForeign('xx'), insideForeign);
    expect(screen.getByRole('alert').textContent).toBe("'xx' is not a known language code. Choose a language from the list.");
    expect(languageList().getAttribute('aria-invalid')).toBe('true');
    expect(ok().disabled).toBe(true);
    fireEvent.submit(languageList().form!);
    expect(editor.children).toEqual(inForeign('xx'));
    expect(close).not.toHaveBeenCalled();
    fireEvent.change(languageList(), { target: { value: 'de' } });
    expect(ok().disabled).toBe(false);
    fireEvent.click(ok());
    expect(editor.children).toEqual(inForeign('de'));
  });

  it('at a cursor, asks for the words too, and puts them in as foreign text', () => {
    const { editor } = openDialog([paragraph('p', { text: 'Say ' })], { anchor: point([0, 0], 4), focus: point([0, 0], 4) });
    const words = screen.getByRole('textbox', { name: 'Text in that language' });
    expect(document.activeElement).toBe(words);
    expect(ok().disabled).toBe(true);
    fireEvent.change(words, { target: { value: ' danke ' } });
    fireEvent.change(languageList(), { target: { value: 'de' } });
    fireEvent.click(ok());
    expect(editor.children).toEqual([paragraph('p', { text: 'Say ' }, foreign('new1', 'de', 'danke'), { text: '' })]);
  });

  it('refuses over-long words at a cursor with a message, keeping what was typed', () => {
    const { editor } = openDialog([paragraph('p', { text: 'Say ' })], { anchor: point([0, 0], 4), focus: point([0, 0], 4) });
    const words = screen.getByRole('textbox', { name: 'Text in that language' }) as HTMLInputElement;
    fireEvent.change(words, { target: { value: 'a'.repeat(501) } });
    expect(screen.getByText('Foreign text put in here may be at most 500 characters long.')).toBeTruthy();
    expect(words.getAttribute('aria-invalid')).toBe('true');
    expect(ok().disabled).toBe(true);
    expect(words.value).toHaveLength(501);
    expect(editor.children).toEqual([paragraph('p', { text: 'Say ' })]);
  });

  it('changes nothing on Cancel', () => {
    const { editor, close } = openDialog(words(), hola);
    fireEvent.change(languageList(), { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(editor.children).toEqual(words());
    expect(close).toHaveBeenCalledOnce();
  });
});
