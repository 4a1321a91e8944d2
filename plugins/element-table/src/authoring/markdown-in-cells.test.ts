import { describe, expect, it } from 'vitest';
import { Editor, Transforms } from 'slate';
import { createTestEditor } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { tablePlugin } from '../index.js';
import { tableAuthoring } from './index.js';

function typeSpaceInCell(cellChildren: unknown[]) {
  const editor = createTestEditor(
    [
      { manifest: textPlugin, authoring: textAuthoring },
      { manifest: tablePlugin, authoring: tableAuthoring },
    ],
    [
      { type: 'p', id: 'a', children: [{ text: '' }] },
      { type: 'table', id: 't', children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'c', children: cellChildren as never }] }] },
      { type: 'p', id: 'b', children: [{ text: '' }] },
    ],
  );
  Transforms.select(editor, Editor.end(editor, [1, 0, 0]));
  editor.insertText(' ');
  return editor;
}

describe('Markdown shortcuts inside table cells', () => {
  it('do not turn a cell of inline text into a heading', () => {
    const editor = typeSpaceInCell([{ text: '##' }]);
    expect(editor.children[1]).toEqual({
      type: 'table',
      id: 't',
      children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'c', children: [{ text: '## ' }] }] }],
    });
  });

  it('still apply to a paragraph inside a cell', () => {
    const editor = typeSpaceInCell([{ type: 'p', id: 'p', children: [{ text: '>' }] }]);
    expect(Editor.node(editor, [1, 0, 0])[0]).toEqual({
      type: 'td',
      id: 'c',
      children: [{ type: 'blockquote', id: 'new1', children: [{ type: 'p', id: 'p', children: [{ text: '' }] }] }],
    });
  });
});
