// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Descendant, Editor, Range } from 'slate';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { PlainRichTextField, createTestEditor, testEditorServices } from '@quire/plugin-sdk/testing';
import { popupCommand } from './popup-command.js';
import { POPUP_NO_RICH_TEXT_MESSAGE } from './popup-dialog.js';
import { POPUP_TEST_PLUGINS, body, paragraph, popupOn } from './testing/popup-test-plugins.js';

afterEach(cleanup);

const sentence = (): Descendant[] => [paragraph('p', { text: 'Vivo en la casa.' })];
const laCasa: Range = { anchor: { path: [0, 0], offset: 8 }, focus: { path: [0, 0], offset: 15 } };
const inPopup: Range = { anchor: { path: [0, 1, 0], offset: 3 }, focus: { path: [0, 1, 0], offset: 3 } };
const withPopup = (fields: Record<string, unknown>): Descendant[] => [paragraph('p', { text: 'Vivo en ' }, popupOn('old', 'la casa', fields), { text: '.' })];

function openDialog(value: Descendant[], selection: Range, services: Partial<EditorServices> = {}): { editor: Editor; close: ReturnType<typeof vi.fn> } {
  const editor = createTestEditor(POPUP_TEST_PLUGINS, value, { RichTextField: PlainRichTextField, ...services });
  const close = vi.fn();
  // As the editor's dialog host does: the command's dialog function, called with the props.
  render(<>{popupCommand.dialog!({ editor, services: testEditorServices(editor), selection, close })}</>);
  return { editor, close };
}

const dialog = () => screen.getByRole('dialog', { name: 'Popup content editor' });
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

describe('the popup content editor', () => {
  it("offers the trigger, 'mouseover' (hover) first and chosen for a new popup, or 'click'", () => {
    openDialog(sentence(), laCasa);
    const triggers = within(dialog()).getByRole('group', { name: 'Trigger' });
    expect(within(triggers).getAllByRole('radio').map((radio) => [radio.getAttribute('value'), (radio as HTMLInputElement).checked])).toEqual([
      ['hover', true],
      ['click', false],
    ]);
    expect(within(triggers).getByRole('radio', { name: 'mouseover' })).toBeTruthy();
    expect(within(triggers).getByRole('radio', { name: 'click' })).toBeTruthy();
  });

  it('makes the selected text a popup with the trigger, the body typed and the audio clip chosen, on Save', async () => {
    const pickMedia = vi.fn<EditorServices['pickMedia']>(async () => ({ url: '/media/es/4f1c.mp3', fileName: 'casa.mp3', mimeType: 'audio/mpeg', source: 'media_library' }));
    const { editor, close } = openDialog(sentence(), laCasa, { pickMedia });
    fireEvent.click(screen.getByRole('radio', { name: 'click' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Popup content' }), { target: { value: 'the house' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose audio' })));
    expect(pickMedia).toHaveBeenCalledWith({ title: 'Select Audio', mediaTypes: ['audio'], currentUrl: undefined });
    expect(screen.getByRole('textbox', { name: 'Audio clip' })).toHaveProperty('value', 'casa.mp3');
    save();
    expect(editor.children).toEqual([
      paragraph('p', { text: 'Vivo en ' }, popupOn('new1', 'la casa', { trigger: 'click', content: [paragraph('p', { text: 'the house' })], audioSrc: '/media/es/4f1c.mp3', audioType: 'audio/mpeg' }), { text: '.' }),
    ]);
    expect(close).toHaveBeenCalledOnce();
  });

  it("opens on the popup at the cursor with its fields, and Save stores the changes; an audio clip taken out is removed", () => {
    const { editor } = openDialog(withPopup({ trigger: 'click', content: body('the house'), audioSrc: '/media/es/casa%201.mp3', audioType: 'audio/mpeg' }), inPopup);
    expect(screen.getByRole('radio', { name: 'click' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Popup content' })).toHaveProperty('value', 'the house');
    expect(screen.getByRole('textbox', { name: 'Audio clip' })).toHaveProperty('value', 'casa 1.mp3');
    fireEvent.click(screen.getByRole('radio', { name: 'mouseover' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove audio' }));
    expect(screen.getByRole('button', { name: 'Remove audio' })).toHaveProperty('disabled', true);
    save();
    expect(editor.children).toEqual(withPopup({ trigger: 'hover', content: body('the house') }));
  });

  it('keeps the audio clip when the media picker is cancelled', async () => {
    const { editor } = openDialog(withPopup({ trigger: 'click', content: body('the house'), audioSrc: '/media/es/casa.mp3' }), inPopup, { pickMedia: async () => undefined });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose audio' })));
    save();
    expect(editor.children).toEqual(withPopup({ trigger: 'click', content: body('the house'), audioSrc: '/media/es/casa.mp3' }));
  });

  it('takes the popup away with Remove popup, keeping its text', () => {
    const { editor, close } = openDialog(withPopup({ trigger: 'click', content: body('the house') }), inPopup);
    fireEvent.click(screen.getByRole('button', { name: 'Remove popup' }));
    editor.normalize({ force: true });
    expect(editor.children).toEqual(sentence());
    expect(close).toHaveBeenCalledOnce();
  });

  it('offers no Remove popup for a popup not made yet', () => {
    openDialog(sentence(), laCasa);
    expect(screen.queryByRole('button', { name: 'Remove popup' })).toBeNull();
  });

  it('changes nothing on Cancel or Escape', () => {
    const { editor, close } = openDialog(sentence(), laCasa);
    fireEvent.change(screen.getByRole('textbox', { name: 'Popup content' }), { target: { value: 'the house' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    cleanup();
    const again = openDialog(sentence(), laCasa);
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect([editor.children, again.editor.children]).toEqual([sentence(), sentence()]);
    expect(close).toHaveBeenCalledOnce();
    expect(again.close).toHaveBeenCalledOnce();
  });

  it('puts the focus in the dialog, on its first control, for the keyboard', () => {
    openDialog(sentence(), laCasa);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'mouseover' }));
  });

  it('says so, and keeps the body, where the host lends no rich-text field', () => {
    const { editor } = openDialog(withPopup({ trigger: 'hover', content: body('the house') }), inPopup, { RichTextField: undefined });
    expect(screen.getByRole('alert').textContent).toBe(POPUP_NO_RICH_TEXT_MESSAGE);
    fireEvent.click(screen.getByRole('radio', { name: 'click' }));
    save();
    expect(editor.children).toEqual(withPopup({ trigger: 'click', content: body('the house') }));
  });

  it("is the toolbar's Popup, shown pressed in a popup", () => {
    const editor = createTestEditor(POPUP_TEST_PLUGINS, withPopup({ trigger: 'hover' }));
    expect(popupCommand).toMatchObject({ label: 'Popup', placement: 'more' });
    editor.selection = inPopup;
    expect(popupCommand.isActive?.(editor)).toBe(true);
    editor.selection = laCasa;
    expect(popupCommand.isActive?.(editor)).toBe(false);
  });
});
