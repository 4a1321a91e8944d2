// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Editor, Transforms } from 'slate';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { COMMAND_BUTTON_TEST_PLUGINS, commandButton, paragraph, renderInEditor, video } from './testing/command-button-test-plugins.js';
import { insertCommandButton } from './insert-command-button.js';
import { MISSING_TARGET_MESSAGE, NO_COMMAND_TARGETS_MESSAGE } from './command-button-dialog.js';

afterEach(cleanup);

const line = (...fields: Parameters<typeof commandButton>) => paragraph('a', { text: 'Press ' }, commandButton(...fields), { text: '.' });

function openDialog(): HTMLElement {
  fireEvent.click(screen.getByRole('button', { name: 'Edit command button' }));
  return screen.getByRole('dialog', { name: 'Edit Command Button' });
}

const group = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name });
const radios = (dialog: HTMLElement, name: string) => within(group(dialog, name)).queryAllByRole('radio') as HTMLInputElement[];

describe('the command button in the editor', () => {
  it('shows its label in place, in its style, with a control that opens its dialog', () => {
    renderInEditor([line({ style: 'link', target: 'v1', message: 'play' }), video('v1', 'Cells dividing')]);
    const label = screen.getByText('Watch the split');
    expect(label.closest('.command-button')?.className).toBe('command-button command-button-link');
    const edit = screen.getByRole('button', { name: 'Edit command button' });
    expect(edit.closest('[contenteditable="false"]')).not.toBeNull();
    expect(edit.tagName).toBe('BUTTON');
    expect(screen.queryByText('No command target')).toBeNull();
    expect(screen.queryByText('Command target missing')).toBeNull();
  });

  it('says when it has no target yet, and when its target is no longer on the page', async () => {
    renderInEditor([line({ target: undefined })]);
    expect(screen.getByText('No command target')).toBeTruthy();
    cleanup();
    const { editor } = renderInEditor([line({ target: 'v1', message: 'play' }), video('v1', 'Cells dividing')]);
    expect(screen.queryByText('Command target missing')).toBeNull();
    await act(async () => Transforms.removeNodes(editor, { at: [1] }));
    expect(screen.getByText('Command target missing')).toBeTruthy();
  });

  it("is offered as 'Command Button' in General from the extended menu, and opens its dialog once inserted", () => {
    expect(insertCommandButton).toMatchObject({ label: 'Command Button', category: 'General', level: 'extended' });
    const created = insertCommandButton.create(() => 'b1');
    const document = [paragraph('a', { text: 'Press ' }, created, { text: '' })];
    expect(normalizeWithPlugins(COMMAND_BUTTON_TEST_PLUGINS.map((plugin) => plugin.manifest), document).value).toBe(document);
    // As the insert command leaves it: the caret at the start of the new button.
    renderInEditor(document, (editor) => Transforms.select(editor, Editor.start(editor, [0, 1])));
    expect(screen.getByRole('dialog', { name: 'Edit Command Button' })).toBeTruthy();
  });
});

describe("the 'Edit Command Button' dialog", () => {
  it("lists the page's command targets from the document, in reading order", () => {
    renderInEditor([video('v1', 'Cells dividing'), line(), video('v2', 'Boiling water')]);
    const dialog = openDialog();
    expect(radios(dialog, 'Command target').map((radio) => radio.labels?.[0]?.textContent?.trim())).toEqual(['Video: Cells dividing', 'Video: Boiling water']);
    expect(radios(dialog, 'Command target').every((radio) => !radio.checked)).toBe(true);
  });

  it('says so when the page has no command target, and offers the Raw Command Editor', () => {
    const { button } = renderInEditor([line()]);
    const dialog = openDialog();
    expect(within(dialog).getByText(NO_COMMAND_TARGETS_MESSAGE)).toBeTruthy();
    expect(radios(dialog, 'Command target')).toEqual([]);
    const raw = group(dialog, 'Raw Command Editor');
    fireEvent.change(within(raw).getByRole('textbox', { name: 'Message' }), { target: { value: 'hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(button()).toMatchObject({ message: 'hello', style: 'button' });
    expect(button().target).toBeUndefined();
  });

  it("sets the style, 'Button' or 'Link', starting from the button's own", async () => {
    const { button } = renderInEditor([line({ style: 'button' })]);
    const dialog = openDialog();
    expect(radios(dialog, 'Button style').map((radio) => [radio.labels?.[0]?.textContent?.trim(), radio.checked])).toEqual([
      ['Button', true],
      ['Link', false],
    ]);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Link' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(button().style).toBe('link');
    expect(screen.getByText('Watch the split').closest('.command-button')?.className).toContain('command-button-link');
  });

  it("edits the message with the target's own editor: a video seeks to a time", () => {
    const { button } = renderInEditor([line(), video('v1', 'Cells dividing')]);
    const dialog = openDialog();
    expect(within(dialog).queryByRole('group', { name: 'Video Command Editor' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Video: Cells dividing' }));
    const videoEditor = group(dialog, 'Video Command Editor');
    fireEvent.click(within(videoEditor).getByRole('radio', { name: 'Play from a time' }));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.change(within(videoEditor).getByRole('textbox', { name: 'Start time (seconds)' }), { target: { value: '42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(button()).toMatchObject({ target: 'v1', message: 'startcuepoint=42', style: 'button' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the target and message the button holds', () => {
    renderInEditor([line({ target: 'v1', message: 'pause' }), video('v1', 'Cells dividing')]);
    const dialog = openDialog();
    expect(within(dialog).getByRole('radio', { name: 'Video: Cells dividing' })).toHaveProperty('checked', true);
    expect(within(group(dialog, 'Video Command Editor')).getByRole('radio', { name: 'Pause' })).toHaveProperty('checked', true);
  });

  it('says when the target is no longer on the page, and keeps it until the author chooses another', () => {
    const { button } = renderInEditor([line({ target: 'gone', message: 'play' }), video('v2', 'Boiling water')]);
    let dialog = openDialog();
    expect(within(dialog).getByText(MISSING_TARGET_MESSAGE)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(button()).toMatchObject({ target: 'gone', message: 'play' });
    dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Video: Boiling water' }));
    expect(within(dialog).queryByText(MISSING_TARGET_MESSAGE)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(button()).toMatchObject({ target: 'v2', message: 'play' });
  });

  it('changes nothing on Cancel or Escape', () => {
    const stored = line({ target: 'v1', message: 'play' });
    const { editor } = renderInEditor([stored, video('v1', 'Cells dividing')]);
    let dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Link' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(editor.children[0]).toEqual(stored);
    dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Link' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(editor.children[0]).toEqual(stored);
  });

  it('keeps each choice a keyboard radio group: one tab stop, the arrows move within it', () => {
    renderInEditor([line(), video('v1', 'Cells dividing'), video('v2', 'Boiling water')]);
    const dialog = openDialog();
    for (const name of ['Button style', 'Command target']) {
      const names = new Set(radios(dialog, name).map((radio) => radio.name));
      expect(names.size).toBe(1);
      expect([...names][0]).not.toBe('');
    }
    expect(new Set([...radios(dialog, 'Button style'), ...radios(dialog, 'Command target')].map((radio) => radio.name)).size).toBe(2);
  });
});
