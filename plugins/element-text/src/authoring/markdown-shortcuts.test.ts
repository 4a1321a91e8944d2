import { describe, expect, it } from 'vitest';
import { Editor, Transforms, type Descendant } from 'slate';
import { createTestEditor } from '@quire/plugin-sdk/testing';
import { textPlugin } from '../index.js';
import { textAuthoring } from './index.js';

function typeSpaceAfter(text: string): Editor {
  const editor = createTestEditor([{ manifest: textPlugin, authoring: textAuthoring }], [
    { type: 'p', id: 'a', children: [{ text }] },
  ] as Descendant[]);
  Transforms.select(editor, Editor.end(editor, [0]));
  editor.insertText(' ');
  return editor;
}

describe('Markdown shortcuts of element-text', () => {
  it('# and a space make a level-1 heading and remove the #', () => {
    expect(typeSpaceAfter('#').children).toEqual([{ type: 'h1', id: 'a', children: [{ text: '' }] }]);
  });

  it('## and a space make a level-2 heading', () => {
    expect(typeSpaceAfter('##').children).toEqual([{ type: 'h2', id: 'a', children: [{ text: '' }] }]);
  });

  it('> and a space put the paragraph in a quote', () => {
    expect(typeSpaceAfter('>').children).toEqual([
      { type: 'blockquote', id: 'new1', children: [{ type: 'p', id: 'a', children: [{ text: '' }] }] },
    ]);
  });

  it('other text followed by a space is just typed', () => {
    expect(typeSpaceAfter('#hash').children).toEqual([{ type: 'p', id: 'a', children: [{ text: '#hash ' }] }]);
    expect(typeSpaceAfter('###').children).toEqual([{ type: 'p', id: 'a', children: [{ text: '### ' }] }]);
  });

  it('the shortcut is undone in one step', () => {
    const editor = typeSpaceAfter('##');
    editor.undo();
    expect(editor.children).toEqual([{ type: 'p', id: 'a', children: [{ text: '##' }] }]);
  });
});
