import { describe, expect, it } from 'vitest';
import { createEditor, type Descendant, type Editor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import type { Element } from '@quire/core';
import { editElement } from './edit-element.js';

const p = (id: string, text = ''): Element => ({ type: 'p', id, children: [{ text }] });
const word = (fields: Record<string, unknown> = {}): Element => ({ type: 'word', id: 'w', children: [{ text: '' }], ...fields });

function editorWith(value: Descendant[]): Editor {
  const editor = withHistory(withReact(createEditor()));
  editor.children = value;
  return editor;
}

describe('editElement', () => {
  it('works the edit out from the element as the document holds it now, not as the view held it', () => {
    const held = word({ term: 'casa' });
    const editor = editorWith([p('a'), { ...held, meanings: ['house'] }, p('b')]);
    const seen: Element[] = [];
    const stored = editElement(editor, held, (current) => {
      seen.push(current);
      return { meanings: [...(current.meanings as string[]), 'home'] };
    });
    expect(stored).toBe(true);
    expect(seen[0]).toMatchObject({ meanings: ['house'] });
    expect(editor.children[1]).toEqual({ ...held, meanings: ['house', 'home'] });
  });

  it('stores the fields as one undoable step, removing those given as undefined', () => {
    const editor = editorWith([p('a'), word({ term: 'casa', note: 'old' })]);
    editElement(editor, word(), () => ({ term: 'hogar', note: undefined }));
    expect(editor.children[1]).toEqual(word({ term: 'hogar' }));
    editor.undo();
    expect(editor.children[1]).toEqual(word({ term: 'casa', note: 'old' }));
  });

  it('stores nothing, and says so, when the edit has nothing to change or the element is gone', () => {
    const editor = editorWith([p('a'), word({ term: 'casa' })]);
    expect(editElement(editor, word(), () => undefined)).toBe(false);
    expect(editor.history.undos).toHaveLength(0);
    let asked = false;
    expect(
      editElement(editor, word({ id: 'gone' }), () => {
        asked = true;
        return { term: 'x' };
      }),
    ).toBe(false);
    expect(asked).toBe(false);
    expect(editor.children).toEqual([p('a'), word({ term: 'casa' })]);
  });
});
