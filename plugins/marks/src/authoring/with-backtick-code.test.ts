import { describe, expect, it } from 'vitest';
import { Editor, Transforms, type Descendant } from 'slate';
import { createTestEditor } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import marksPlugin from '../index.js';
import { marksAuthoring } from './index.js';

function typed(keys: string, start = ''): Editor {
  const value = [{ type: 'p', id: 'a', children: [{ text: start }] }] as Descendant[];
  const editor = createTestEditor([{ manifest: textPlugin, authoring: textAuthoring }, { manifest: marksPlugin, authoring: marksAuthoring }], value);
  Transforms.select(editor, Editor.end(editor, [0]));
  for (const key of keys) editor.insertText(key);
  return editor;
}

const paragraph = (editor: Editor) => (editor.children[0] as { children: unknown[] }).children;

describe('two backticks for code', () => {
  it('turn the text between them into inline code, and what follows is plain', () => {
    const editor = typed('Call `print()` now');
    expect(paragraph(editor)).toEqual([{ text: 'Call ' }, { text: 'print()', code: true }, { text: ' now' }]);
  });

  it('leave a lone backtick, an empty pair and spaced text as typed', () => {
    expect(paragraph(typed('a ` b'))).toEqual([{ text: 'a ` b' }]);
    expect(paragraph(typed('``'))).toEqual([{ text: '``' }]);
    expect(paragraph(typed('` x `'))).toEqual([{ text: '` x `' }]);
  });
});
