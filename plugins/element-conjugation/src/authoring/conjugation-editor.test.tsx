// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Element } from 'slate';
import { UNSAFE_AUDIO_MESSAGE, type EditorServices } from '@quire/plugin-sdk/authoring';
import { MAX_CONJUGATION_COLUMNS } from '../common/conjugation-limits.js';
import { ConjugationCellEditor, EMPTY_CONJUGATION_MESSAGE, FORMATTED_TEXT_HINT } from './index.js';
import { conjugation, hablar, renderConjugationEditor, tc, tr } from './testing/conjugation-test-plugins.js';

afterEach(cleanup);

/** The conjugation's block: the editor's own text area is a textbox too. */
const block = () => document.querySelector<HTMLElement>('.conjugation-editor')!;
const toggle = () => screen.getByRole('group', { name: 'Conjugation: Preview or Edit' });
const openEdit = () => fireEvent.click(within(toggle()).getByRole('button', { name: 'Edit' }));
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const rowsOf = (element: Element) => (element.table as { children: Element[] }).children;
const texts = (element: Element) => rowsOf(element).map((row) => row.children.map((cell) => [(cell as Element).pronouns ?? '', ((cell as Element).children[0] as { text: string }).text]));

async function type(name: string, text: string) {
  fireEvent.change(field(name), { target: { value: text } });
  await act(async () => fireEvent.blur(field(name)));
}

describe('a conjugation in the editor', () => {
  it('starts in preview, drawn as learners see it, and switches to its form and back', () => {
    renderConjugationEditor(hablar());
    expect(within(toggle()).getByRole('button', { name: 'Preview' }).getAttribute('aria-pressed')).toBe('true');
    const table = within(block()).getByRole('table', { name: 'Present tense' });
    const first = within(table).getAllByRole('cell')[0];
    expect([first.querySelector('.conjugation-pronouns')?.textContent, first.querySelector('.conjugation-word')?.textContent]).toEqual(['yo', 'hablo']);
    expect(button('Play yo hablo')).toBeTruthy();
    expect(button('Play the pronunciation of hablar')).toBeTruthy();
    expect(within(block()).queryByRole('textbox')).toBeNull();
    openEdit();
    expect(field('Title').value).toBe('Present tense');
    expect(field('Verb').value).toBe('hablar');
    expect(field('Written pronunciation').value).toBe('ah-BLAR');
    expect(field('Pronouns, row 3, column 1').value).toBe('él / ella');
    expect(field('Form, row 2, column 2').value).toBe('habláis');
    expect(button('Change audio, row 1, column 1')).toBeTruthy();
    expect(button('Choose audio, row 1, column 2')).toBeTruthy();
    fireEvent.click(within(toggle()).getByRole('button', { name: 'Preview' }));
    expect(within(block()).queryByRole('textbox')).toBeNull();
  });

  it('says what to do when an empty conjugation is previewed', () => {
    renderConjugationEditor(conjugation({}, tr('r', tc('c', '', ''))));
    expect(screen.getByText(EMPTY_CONJUGATION_MESSAGE)).toBeTruthy();
  });

  it('stores the title, verb, pronouns and forms as the author leaves each field, one undo step each', async () => {
    const { editor, stored } = renderConjugationEditor(conjugation({}, tr('r1', tc('a', '', '')), tr('r2', tc('b', '', ''))));
    openEdit();
    await type('Verb', 'comer');
    await type('Title', 'Presente');
    await type('Pronouns, row 1, column 1', 'yo');
    await type('Form, row 1, column 1', 'como');
    fireEvent.change(field('Form, row 2, column 1'), { target: { value: 'comes' } });
    await act(async () => fireEvent.keyDown(field('Form, row 2, column 1'), { key: 'Enter' }));
    expect(stored()).toMatchObject({ verb: 'comer', title: 'Presente' });
    expect(texts(stored())).toEqual([[['yo', 'como']], [['', 'comes']]]);
    await act(async () => editor.undo());
    expect(texts(stored())).toEqual([[['yo', 'como']], [['', '']]]);
    expect(field('Form, row 2, column 1').value).toBe('');
    fireEvent.change(field('Verb'), { target: { value: 'beber' } });
    fireEvent.keyDown(field('Verb'), { key: 'Escape' });
    expect(field('Verb').value).toBe('comer');
  });

  it('adds and removes rows and columns, with the focus where the author goes on', async () => {
    const { stored } = renderConjugationEditor(hablar());
    openEdit();
    await act(async () => fireEvent.click(button('Add row')));
    expect(rowsOf(stored())).toHaveLength(4);
    expect(document.activeElement).toBe(field('Pronouns, row 4, column 1'));
    await act(async () => fireEvent.click(button('Add column')));
    expect(rowsOf(stored()).map((row) => row.children.length)).toEqual([3, 3, 3, 3]);
    expect(document.activeElement).toBe(field('Pronouns, row 1, column 3'));
    await act(async () => fireEvent.click(button('Remove row 2')));
    expect(texts(stored()).map((row) => row[0][1])).toEqual(['hablo', 'habla', '']);
    expect(document.activeElement).toBe(button('Add row'));
    await act(async () => fireEvent.click(button('Remove column 1')));
    expect(texts(stored())[0]).toEqual([['nosotros', 'hablamos'], ['', '']]);
    expect(document.activeElement).toBe(button('Add column'));
  });

  it('never removes the last row or column, and stops adding columns at the bound, saying why', () => {
    renderConjugationEditor(conjugation({ verb: 'ir' }, tr('r', tc('a', 'yo', 'voy'))));
    openEdit();
    expect(button('Remove row 1').disabled).toBe(true);
    expect(button('Remove column 1').disabled).toBe(true);
    cleanup();
    renderConjugationEditor(conjugation({ verb: 'ir' }, tr('r', ...Array.from({ length: MAX_CONJUGATION_COLUMNS }, (_, i) => tc(`c${i}`, '', 'x')))));
    openEdit();
    expect(button('Add column').disabled).toBe(true);
    expect(screen.getByText(`A conjugation table holds at most ${MAX_CONJUGATION_COLUMNS} columns.`)).toBeTruthy();
  });

  it("chooses a cell's recording and the verb's from the media library, and removes them", async () => {
    const pickMedia = vi.fn<EditorServices['pickMedia']>(async () => ({ url: '/media/p/hablamos.ogg', mimeType: 'audio/ogg', source: 'media_library' }));
    const { stored } = renderConjugationEditor(hablar(), { pickMedia });
    openEdit();
    await act(async () => fireEvent.click(button('Choose audio, row 1, column 2')));
    expect(pickMedia).toHaveBeenCalledWith({ title: 'Select Audio', mediaTypes: ['audio'] });
    expect(rowsOf(stored())[0].children[1]).toMatchObject({ audioSrc: '/media/p/hablamos.ogg', audioType: 'audio/ogg' });
    await act(async () => fireEvent.click(button('Remove audio, row 1, column 1')));
    expect(rowsOf(stored())[0].children[0]).not.toHaveProperty('audioSrc');
    await act(async () => fireEvent.click(button('Change pronunciation audio')));
    expect(pickMedia).toHaveBeenLastCalledWith({ title: 'Select Audio', mediaTypes: ['audio'], currentUrl: '/media/hablar.mp3' });
    expect(stored().pronunciation).toMatchObject({ src: '/media/p/hablamos.ogg', contenttype: 'audio/ogg' });
    fireEvent.click(within(toggle()).getByRole('button', { name: 'Preview' }));
    expect(button('Play nosotros hablamos')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play yo hablo' })).toBeNull();
  });

  it('refuses a picked address that could run a script, says so, and keeps the cell as it was', async () => {
    const pickMedia = vi.fn<EditorServices['pickMedia']>(async () => ({ url: 'javascript:alert(1)', source: 'url' }));
    const { stored } = renderConjugationEditor(hablar(), { pickMedia });
    const before = stored();
    openEdit();
    await act(async () => fireEvent.click(button('Change audio, row 1, column 1')));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(UNSAFE_AUDIO_MESSAGE);
    expect(stored()).toBe(before);
  });

  it('keeps a formatted cell as it is until its text changes, and warns before', async () => {
    const rich = { type: 'tc', id: 'r', pronouns: 'yo', children: [{ text: 'ha' }, { text: 'blo', strong: true }] };
    const { stored } = renderConjugationEditor(conjugation({ verb: 'hablar' }, tr('r1', rich as unknown as Element)));
    openEdit();
    expect(screen.getByText(FORMATTED_TEXT_HINT)).toBeTruthy();
    expect(field('Form, row 1, column 1').value).toBe('hablo');
    await act(async () => fireEvent.blur(field('Form, row 1, column 1')));
    expect(rowsOf(stored())[0].children[0]).toEqual(rich);
  });

  it('edits a heading cell as text', async () => {
    const { stored } = renderConjugationEditor(conjugation({ verb: 'ser' }, tr('r1', { type: 'th', id: 'h', children: [{ text: 'Singular' }] } as Element), tr('r2', tc('a', 'yo', 'soy'))));
    openEdit();
    await type('Heading, row 1, column 1', 'Singular forms');
    expect(rowsOf(stored())[0].children[0]).toEqual({ type: 'th', id: 'h', children: [{ text: 'Singular forms' }] });
  });

  it('reaches every control from the keyboard', () => {
    renderConjugationEditor(hablar());
    openEdit();
    const controls = within(block()).getAllByRole('button').concat(within(block()).getAllByRole('textbox'));
    for (const control of controls) expect(control.tabIndex).toBe(0);
  });
});

describe('a conjugation cell in an ordinary table', () => {
  it('is an editable cell with its pronouns shown before its content', () => {
    const cell = { type: 'tc', id: 'c', pronouns: 'yo', colspan: 2, align: 'right', children: [{ text: 'hablo' }] } as Element;
    const html = renderToStaticMarkup(
      <ConjugationCellEditor attributes={{ 'data-slate-node': 'element', ref: () => {} }} element={cell}>
        hablo
      </ConjugationCellEditor>,
    );
    expect(html).toBe('<td data-slate-node="element" colSpan="2" style="text-align:right"><span contentEditable="false" class="conjugation-pronouns">yo</span>hablo</td>');
  });
});
