// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { UNSAFE_AUDIO_MESSAGE, type EditorServices } from '@quire/plugin-sdk/authoring';
import { MAX_DEFINITION_ENTRIES } from '../common/definition-limits.js';
import { EMPTY_DEFINITION_MESSAGE, FORMATTED_ENTRY_HINT } from './index.js';
import { definition, meaning, p, renderDefinitionEditor, translation } from './testing/definition-test-plugins.js';

afterEach(cleanup);

/** The definition's block: the editor's own text area is a textbox too. */
const block = () => document.querySelector<HTMLElement>('.definition-editor')!;
const toggle = () => screen.getByRole('group', { name: 'Definition: Preview or Edit' });
const openEdit = () => fireEvent.click(within(toggle()).getByRole('button', { name: 'Edit' }));
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function type(name: string, text: string) {
  fireEvent.change(field(name), { target: { value: text } });
  await act(async () => fireEvent.blur(field(name)));
}

const casa = () =>
  definition({
    term: 'casa',
    meanings: [meaning('m1', 'house'), meaning('m2', 'home')],
    translations: [translation('t1', 'house')],
    pronunciation: { type: 'pronunciation', id: 'pr', src: '/media/casa.mp3', contenttype: 'audio/mpeg', children: [p('prp', 'KAH-sah')] },
  });

describe('a definition in the editor', () => {
  it('starts in preview, drawn as learners see it, and switches to its form and back', () => {
    renderDefinitionEditor(casa());
    expect(within(toggle()).getByRole('button', { name: 'Preview' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('dfn')?.textContent).toBe('casa');
    expect(screen.getByRole('list', { name: 'Meanings of casa' }).textContent).toBe('househome');
    expect(screen.getByRole('button', { name: 'Play the pronunciation of casa' })).toBeTruthy();
    expect(within(block()).queryByRole('textbox')).toBeNull();
    openEdit();
    expect(field('Term').value).toBe('casa');
    expect(field('Meaning 2').value).toBe('home');
    expect(field('Translation 1').value).toBe('house');
    expect(field('Written pronunciation').value).toBe('KAH-sah');
    expect(screen.getByText('Audio: casa.mp3')).toBeTruthy();
    fireEvent.click(within(toggle()).getByRole('button', { name: 'Preview' }));
    expect(within(block()).queryByRole('textbox')).toBeNull();
  });

  it('says what to do when an empty definition is previewed', () => {
    renderDefinitionEditor(definition({ term: '', meanings: [meaning('m1', '')] }));
    expect(screen.getByText(EMPTY_DEFINITION_MESSAGE)).toBeTruthy();
  });

  it('stores the term as the author leaves the field, in one step, and the preview shows it', async () => {
    const { editor, stored } = renderDefinitionEditor(definition({ meanings: [meaning('m1', '')] }));
    openEdit();
    fireEvent.change(field('Term'), { target: { value: ' perro ' } });
    expect(stored().term).toBeUndefined();
    await act(async () => fireEvent.blur(field('Term')));
    expect(stored().term).toBe('perro');
    await act(async () => editor.undo());
    expect(stored().term).toBeUndefined();
    expect(field('Term').value).toBe('');
  });

  it('adds, writes and removes meanings and translations', async () => {
    const { stored } = renderDefinitionEditor(casa());
    openEdit();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add meaning' })));
    expect(document.activeElement).toBe(field('Meaning 3'));
    await type('Meaning 3', 'household');
    await type('Meaning 1', 'dwelling');
    expect((stored().meanings as { id: string }[]).map((m) => m.id)).toEqual(['m1', 'm2', 'new1']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove meaning 2' })));
    fireEvent.click(within(toggle()).getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('list', { name: 'Meanings of casa' }).querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Meanings of casa' }).textContent).toBe('dwellinghousehold');
    openEdit();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove translation 1' })));
    expect(stored().translations).toBeUndefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add translation' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add translation' })));
    await type('Translation 1', 'maison');
    expect(stored().translations).toMatchObject([{ type: 'translation', children: [{ type: 'p', children: [{ text: 'maison' }] }] }]);
  });

  it(`stops adding at ${MAX_DEFINITION_ENTRIES} meanings and says why`, () => {
    const meanings = Array.from({ length: MAX_DEFINITION_ENTRIES }, (_, i) => meaning(`m${i}`, `sense ${i}`));
    renderDefinitionEditor(definition({ term: 'set', meanings }));
    openEdit();
    expect(screen.getByRole('button', { name: 'Add meaning' })).toHaveProperty('disabled', true);
    expect(screen.getByText(`A definition holds at most ${MAX_DEFINITION_ENTRIES} meanings.`)).toBeTruthy();
  });

  it('keeps a formatted meaning as it is until its text is changed, and warns before', async () => {
    const rich = { type: 'meaning', id: 'm1', children: [{ type: 'p', id: 'mp', children: [{ text: 'a ' }, { text: 'big', strong: true }, { text: ' house' }] }] };
    const { stored } = renderDefinitionEditor(definition({ term: 'casona', meanings: [rich] }));
    openEdit();
    expect(screen.getByText(FORMATTED_ENTRY_HINT)).toBeTruthy();
    expect(field('Meaning 1').value).toBe('a big house');
    await act(async () => fireEvent.blur(field('Meaning 1')));
    expect((stored().meanings as unknown[])[0]).toEqual(rich);
  });

  it('takes the keyboard: Enter stores a field, Escape puts back what is stored', async () => {
    const { stored } = renderDefinitionEditor(casa());
    openEdit();
    fireEvent.change(field('Term'), { target: { value: 'hogar' } });
    await act(async () => fireEvent.keyDown(field('Term'), { key: 'Enter' }));
    expect(stored().term).toBe('hogar');
    fireEvent.change(field('Term'), { target: { value: 'oops' } });
    fireEvent.keyDown(field('Term'), { key: 'Escape' });
    expect(field('Term').value).toBe('hogar');
    await act(async () => fireEvent.blur(field('Term')));
    expect(stored().term).toBe('hogar');
    for (const button of within(block()).getAllByRole('button')) expect(button.tabIndex).toBe(0);
  });

  it('chooses the recorded pronunciation from the media library, changes and removes it', async () => {
    const pickMedia = vi.fn<EditorServices['pickMedia']>(async () => ({ url: '/media/p/perro.mp3', mimeType: 'audio/mpeg', source: 'media_library' }));
    const { stored } = renderDefinitionEditor(definition({ term: 'perro' }), { pickMedia });
    openEdit();
    expect(screen.getByText('No audio')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose pronunciation audio' })));
    expect(pickMedia).toHaveBeenCalledWith({ title: 'Select Audio', mediaTypes: ['audio'] });
    expect(stored().pronunciation).toMatchObject({ type: 'pronunciation', src: '/media/p/perro.mp3', contenttype: 'audio/mpeg' });
    expect(screen.getByText('Audio: perro.mp3')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change pronunciation audio' })));
    expect(pickMedia).toHaveBeenLastCalledWith({ title: 'Select Audio', mediaTypes: ['audio'], currentUrl: '/media/p/perro.mp3' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove pronunciation audio' })));
    expect(stored().pronunciation).toBeUndefined();
  });

  it('refuses a picked address that could run a script, says so, and keeps the clip it had', async () => {
    const pickMedia = vi.fn<EditorServices['pickMedia']>(async () => ({ url: 'javascript:alert(1)', source: 'url' }));
    const { stored } = renderDefinitionEditor(casa(), { pickMedia });
    openEdit();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change pronunciation audio' })));
    expect(screen.getByRole('alert').textContent).toBe(UNSAFE_AUDIO_MESSAGE);
    expect(stored().pronunciation).toMatchObject({ src: '/media/casa.mp3' });
  });

  it('leaves the definition as it was when the picker is cancelled', async () => {
    const { stored } = renderDefinitionEditor(casa());
    const before = stored();
    openEdit();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change pronunciation audio' })));
    expect(stored()).toBe(before);
  });
});
