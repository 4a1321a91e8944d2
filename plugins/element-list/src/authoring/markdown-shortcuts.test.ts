import { describe, expect, it } from 'vitest';
import { Editor, Transforms, type Descendant } from 'slate';
import { createTestEditor } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { listPlugin } from '../index.js';
import { listAuthoring } from './index.js';

function typeSpaceAfter(text: string): Editor {
  const editor = createTestEditor(
    [
      { manifest: textPlugin, authoring: textAuthoring },
      { manifest: listPlugin, authoring: listAuthoring },
    ],
    [{ type: 'p', id: 'a', children: [{ text }] }] as Descendant[],
  );
  Transforms.select(editor, Editor.end(editor, [0]));
  editor.insertText(' ');
  return editor;
}

const listOf = (kind: string) => [
  { type: kind, id: 'new2', children: [{ type: 'li', id: 'new1', children: [{ type: 'p', id: 'a', children: [{ text: '' }] }] }] },
];

describe('Markdown shortcuts of element-list', () => {
  it.each(['*', '-', '+'])('%s and a space start a bulleted list: ul > li > p', (trigger) => {
    expect(typeSpaceAfter(trigger).children).toEqual(listOf('ul'));
  });

  it.each(['1.', '1)'])('%s and a space start a numbered list: ol > li > p', (trigger) => {
    expect(typeSpaceAfter(trigger).children).toEqual(listOf('ol'));
  });

  it('leaves the cursor in the new item, so typing goes on there', () => {
    const editor = typeSpaceAfter('*');
    editor.insertText('first');
    expect(Editor.string(editor, [0, 0, 0])).toBe('first');
  });

  it('does not treat other numbers as a list', () => {
    expect(typeSpaceAfter('2.').children).toEqual([{ type: 'p', id: 'a', children: [{ text: '2. ' }] }]);
  });
});
