import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { describe, expect, it } from 'vitest';
import { withLockedPlaceholders } from './with-locked-placeholders.js';

const table = {
  type: 'table',
  id: 't',
  border: 'hidden',
  children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'c', children: [{ text: 'cell' }] }] }],
};

function editorWith(children: Descendant[]): Editor {
  const editor = withLockedPlaceholders(createEditor(), (kind) => kind === 'p');
  editor.children = children;
  return editor;
}

describe('withLockedPlaceholders', () => {
  it('treats an element the editor has no view for as a void, and one it shows as before', () => {
    const editor = editorWith([{ type: 'p', id: 'p', children: [{ text: 'a' }] }, table] as Descendant[]);
    expect(Editor.isVoid(editor, editor.children[1] as never)).toBe(true);
    expect(Editor.isVoid(editor, editor.children[0] as never)).toBe(false);
  });

  it('keeps typing out of such an element', () => {
    const editor = editorWith([{ type: 'p', id: 'p', children: [{ text: 'a' }] }, table] as Descendant[]);
    Transforms.select(editor, { path: [1, 0, 0, 0], offset: 2 });
    editor.insertText('x');
    expect(editor.children[1]).toEqual(table);
  });
});
