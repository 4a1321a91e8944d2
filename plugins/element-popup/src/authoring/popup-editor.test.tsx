// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Transforms, type Descendant, type Editor } from 'slate';
import { withReact } from 'slate-react';
import { PlainRichTextField, TestEditorView, createTestEditor } from '@quire/plugin-sdk/testing';
import { EDIT_POPUP_LABEL, EMPTY_POPUP_NOTE } from './popup-editor.js';
import { insertPopup } from './popup-insert.js';
import { POPUP_TEST_PLUGINS, body, paragraph, popupOn } from './testing/popup-test-plugins.js';

afterEach(cleanup);

function drawEditor(value: Descendant[], prepare: (editor: Editor) => void = () => {}): Editor {
  const editor = withReact(createTestEditor(POPUP_TEST_PLUGINS, value, { RichTextField: PlainRichTextField }));
  prepare(editor);
  render(<TestEditorView editor={editor} plugins={POPUP_TEST_PLUGINS} />);
  return editor;
}

const withPopup = (fields: Record<string, unknown>, anchor = 'la casa'): Descendant[] => [paragraph('p', { text: 'Vivo en ' }, popupOn('pop', anchor, fields), { text: '.' })];
const dialog = () => screen.queryByRole('dialog', { name: 'Popup content editor' });

describe('a popup in the editor', () => {
  it('draws its anchor apart, editable in place, with a button that opens the popup content editor', () => {
    drawEditor(withPopup({ trigger: 'click', content: body('the house') }));
    const anchor = document.querySelector('.popup-editor') as HTMLElement;
    expect(anchor.textContent).toContain('la casa');
    expect(anchor.getAttribute('title')).toBe('Popup (click)');
    const edit = screen.getByRole('button', { name: EDIT_POPUP_LABEL });
    expect(edit.tagName).toBe('BUTTON');
    expect(edit.getAttribute('contenteditable')).toBe('false');
    expect(dialog()).toBeNull();
    fireEvent.click(edit);
    expect(screen.getByRole('textbox', { name: 'Popup content' })).toHaveProperty('value', 'the house');
  });

  it('stores what the author saves in the popup content editor', () => {
    const editor = drawEditor(withPopup({ trigger: 'click', content: body('the house') }));
    fireEvent.click(screen.getByRole('button', { name: EDIT_POPUP_LABEL }));
    fireEvent.click(screen.getByRole('radio', { name: 'mouseover' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Popup content' }), { target: { value: 'a home' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(editor.children).toEqual(withPopup({ trigger: 'hover', content: [paragraph('p', { text: 'a home' })] }));
    expect(dialog()).toBeNull();
  });

  it('opens the popup content editor at once when just put on selected text, and Cancel leaves the text as it was', () => {
    const editor = drawEditor([paragraph('p', { text: 'Vivo en la casa.' })], (made) => {
      Transforms.select(made, { anchor: { path: [0, 0], offset: 8 }, focus: { path: [0, 0], offset: 15 } });
      Transforms.insertNodes(made, insertPopup.create(() => 'new-popup'));
      Transforms.select(made, { path: [0, 1, 0], offset: 0 });
    });
    expect(dialog()).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove popup' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    editor.normalize({ force: true });
    expect(editor.children).toEqual([paragraph('p', { text: 'Vivo en la casa.' })]);
  });

  it('does not open the content editor by itself for a popup that has its body', () => {
    drawEditor(withPopup({ trigger: 'hover', content: body('the house') }), (made) => Transforms.select(made, { path: [0, 1, 0], offset: 2 }));
    expect(dialog()).toBeNull();
  });

  it('says where to type the anchor text of a popup that has none', () => {
    drawEditor(withPopup({ trigger: 'hover', content: body('the house') }, ''));
    expect(screen.getByText(EMPTY_POPUP_NOTE).getAttribute('contenteditable')).toBe('false');
  });

  it('takes the popup away with Remove popup, keeping its text', () => {
    const editor = drawEditor(withPopup({ trigger: 'hover', content: body('the house') }));
    fireEvent.click(screen.getByRole('button', { name: EDIT_POPUP_LABEL }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove popup' }));
    editor.normalize({ force: true });
    expect(editor.children).toEqual([paragraph('p', { text: 'Vivo en la casa.' })]);
  });
});
