import { describe, expect, it } from 'vitest';
import { Editor, Transforms, type Element } from 'slate';
import { createTestEditor, testEditorServices } from '@quire/plugin-sdk/testing';
import { LIST_TEST_PLUGINS, p } from './testing/list-test-plugins.js';
import { addDescriptionItem, breakInDescriptionList, MAX_DESCRIPTION_ITEMS, removeDescriptionItem } from './description-list-commands.js';

const dt = (id: string, text = ''): Element => ({ type: 'dt', id, children: [{ text }] });
const dd = (id: string, text = ''): Element => ({ type: 'dd', id, children: [{ text }] });
const dl = (id: string, ...items: Element[]): Element => ({ type: 'dl', id, children: items });

function editorWith(list: Element, caretAt?: number[], offset?: number) {
  const editor = createTestEditor(LIST_TEST_PLUGINS, [p('a', 'Before'), list, p('b', 'After')]);
  if (caretAt) Transforms.select(editor, offset === undefined ? Editor.end(editor, caretAt) : { path: [...caretAt, 0], offset });
  return editor;
}

describe('description list commands', () => {
  it('add a term or a definition at the end, with the caret in it', () => {
    const editor = editorWith(dl('l', dt('t', 'Mass'), dd('d', 'How much matter')));
    const list = editor.children[1] as Element;
    addDescriptionItem(editor, list, 'dt', testEditorServices(editor).createId);
    expect((editor.children[1] as Element).children[2]).toEqual({ type: 'dt', id: 'new1', children: [{ text: '' }] });
    expect(editor.selection?.anchor.path).toEqual([1, 2, 0]);
    addDescriptionItem(editor, editor.children[1] as Element, 'dd', testEditorServices(editor).createId);
    expect((editor.children[1] as Element).children.map((item) => (item as Element).type)).toEqual(['dt', 'dd', 'dt', 'dd']);
  });

  it('refuse to grow a list past its limit', () => {
    const items = Array.from({ length: MAX_DESCRIPTION_ITEMS }, (_, i) => dd(`d${i}`));
    const editor = editorWith(dl('l', ...items));
    expect(addDescriptionItem(editor, editor.children[1] as Element, 'dt', () => 'x')).toBeUndefined();
    expect((editor.children[1] as Element).children).toHaveLength(MAX_DESCRIPTION_ITEMS);
  });

  it('delete an item, putting the caret at the end of the one before', () => {
    const editor = editorWith(dl('l', dt('t', 'Mass'), dd('d', 'How much matter'), dd('e', 'Weight')));
    const list = editor.children[1] as Element;
    expect(removeDescriptionItem(editor, list.children[1] as Element)).toBe(true);
    expect((editor.children[1] as Element).children).toEqual([dt('t', 'Mass'), dd('e', 'Weight')]);
    expect(editor.selection?.anchor).toEqual({ path: [1, 0, 0], offset: 4 });
  });

  it('keep the only item of a list', () => {
    const editor = editorWith(dl('l', dt('t', 'Mass')));
    expect(removeDescriptionItem(editor, (editor.children[1] as Element).children[0] as Element)).toBe(false);
    expect(editor.children[1]).toEqual(dl('l', dt('t', 'Mass')));
  });
});

describe('Enter in a description list', () => {
  it('in a term starts its definition, taking the text after the caret', () => {
    const editor = editorWith(dl('l', dt('t', 'Mass density'), dd('d', 'x')), [1, 0], 4);
    editor.insertBreak();
    expect((editor.children[1] as Element).children).toEqual([dt('t', 'Mass'), { type: 'dd', id: 'new1', children: [{ text: ' density' }] }, dd('d', 'x')]);
    expect(editor.selection?.anchor.path).toEqual([1, 1, 0]);
  });

  it('in a definition starts the next definition, with an id of its own', () => {
    const editor = editorWith(dl('l', dt('t', 'Mass'), dd('d', 'How much matter')), [1, 1]);
    editor.insertBreak();
    expect((editor.children[1] as Element).children).toEqual([dt('t', 'Mass'), dd('d', 'How much matter'), { type: 'dd', id: 'new1', children: [{ text: '' }] }]);
  });

  it('in an empty last definition leaves the list for a paragraph after it', () => {
    const editor = editorWith(dl('l', dt('t', 'Mass'), dd('d', 'How much matter'), dd('e')), [1, 2]);
    editor.insertBreak();
    expect(editor.children[1]).toEqual(dl('l', dt('t', 'Mass'), dd('d', 'How much matter')));
    expect(editor.children[2]).toEqual({ type: 'p', id: 'new1', children: [{ text: '' }] });
    expect(editor.selection?.anchor.path).toEqual([2, 0]);
  });

  it('is left to the editor outside a description list', () => {
    const editor = editorWith(dl('l', dt('t', 'Mass')), [0]);
    expect(breakInDescriptionList(editor, () => 'x')).toBe(false);
  });
});
