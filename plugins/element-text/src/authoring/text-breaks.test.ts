import { describe, expect, it } from 'vitest';
import { Editor, Transforms, type Descendant } from 'slate';
import { createTestEditor } from '@quire/plugin-sdk/testing';
import { textPlugin } from '../index.js';
import { textAuthoring } from './index.js';

const p = (id: string, text = ''): Descendant => ({ type: 'p', id, children: [{ text }] });
const quote = (id: string, ...children: Descendant[]): Descendant => ({ type: 'blockquote', id, children });

function pressEnterAt(value: Descendant[], at: number[], where: 'start' | 'end' = 'end'): Editor {
  const editor = createTestEditor([{ manifest: textPlugin, authoring: textAuthoring }], value);
  Transforms.select(editor, where === 'end' ? Editor.end(editor, at) : Editor.start(editor, at));
  editor.insertBreak();
  return editor;
}

describe('Enter at the end of a heading', () => {
  it('starts a paragraph after it, with the cursor there', () => {
    const editor = pressEnterAt([{ type: 'h2', id: 'h', children: [{ text: 'Chapter' }] }], [0]);
    expect(editor.children).toEqual([{ type: 'h2', id: 'h', children: [{ text: 'Chapter' }] }, p('new1')]);
    editor.insertText('Body');
    expect(editor.children[1]).toEqual(p('new1', 'Body'));
  });

  it('inside a heading still splits it into two headings, each with its own id', () => {
    const editor = createTestEditor([{ manifest: textPlugin, authoring: textAuthoring }], [
      { type: 'h1', id: 'h', children: [{ text: 'OneTwo' }] },
    ]);
    Transforms.select(editor, { path: [0, 0], offset: 3 });
    editor.insertBreak();
    expect(editor.children).toEqual([
      { type: 'h1', id: 'h', children: [{ text: 'One' }] },
      { type: 'h1', id: 'new1', children: [{ text: 'Two' }] },
    ]);
  });
});

describe('Enter in a paragraph', () => {
  it('gives the new paragraph an id of its own', () => {
    const editor = pressEnterAt([p('a', 'text')], [0]);
    expect(editor.children).toEqual([p('a', 'text'), p('new1')]);
  });
});

describe('Enter in an empty paragraph of a quote', () => {
  it('moves the paragraph out after the quote', () => {
    const editor = pressEnterAt([quote('q', p('a', 'Quoted'), p('b')), p('c', 'After')], [0, 1]);
    expect(editor.children).toEqual([quote('q', p('a', 'Quoted')), p('b'), p('c', 'After')]);
    editor.insertText('Typed');
    expect(editor.children[1]).toEqual(p('b', 'Typed'));
  });

  it('removes the quote when that paragraph was all it held', () => {
    const editor = pressEnterAt([p('a', 'Before'), quote('q', p('b')), p('c')], [1, 0]);
    expect(editor.children).toEqual([p('a', 'Before'), p('b'), p('c')]);
  });

  it('in the middle of a quote splits it, and the second quote gets its own id', () => {
    const editor = pressEnterAt([quote('q', p('a', 'one'), p('b'), p('c', 'two'))], [0, 1]);
    expect(editor.children).toEqual([quote('q', p('a', 'one')), p('b'), quote('new1', p('c', 'two'))]);
  });

  it('does not leave the quote from a paragraph with text', () => {
    const editor = pressEnterAt([quote('q', p('a', 'Quoted'))], [0, 0]);
    expect(editor.children).toEqual([quote('q', p('a', 'Quoted'), p('new1'))]);
  });

  it('is undone in one step', () => {
    const editor = pressEnterAt([quote('q', p('a', 'Quoted'), p('b'))], [0, 1]);
    editor.undo();
    expect(editor.children).toEqual([quote('q', p('a', 'Quoted'), p('b'))]);
  });
});
