// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Transforms, type Descendant, type Editor } from 'slate';
import { createTestEditor, type TestPlugin } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { tablePlugin } from '@quire/plugin-element-table';
import { youtubePlugin } from '../index.js';
import { youtubeAuthoring } from './index.js';

const ID = 'aqz-KE-bpKQ';
const p = (id: string, text: string): Descendant => ({ type: 'p', id, children: [{ text }] });
const video = (id: string): Descendant => ({ type: 'youtube', id, src: ID, children: [{ text: '' }] });

function clipboard(data: Record<string, string>): DataTransfer {
  return { getData: (type: string) => data[type] ?? '' } as DataTransfer;
}

// The block editor's own paste, which the plugin wraps: here it types the plain text in.
const hostPaste: TestPlugin = {
  manifest: { id: 'host-paste' },
  authoring: {
    extendEditor: (editor) => {
      editor.insertData = (data) => editor.insertText(data.getData('text/plain'));
      return editor;
    },
  },
};

function editorWith(value: Descendant[]): Editor {
  return createTestEditor(
    [hostPaste, { manifest: textPlugin, authoring: textAuthoring }, { manifest: tablePlugin }, { manifest: youtubePlugin, authoring: youtubeAuthoring }],
    value,
  );
}

function pasteAt(editor: Editor, path: number[], offset: number, data: Record<string, string>): void {
  Transforms.select(editor, { path, offset });
  editor.insertData(clipboard(data));
}

describe('pasting a YouTube link', () => {
  it('turns a pasted watch link into a video, in place of an empty paragraph', () => {
    const editor = editorWith([p('a', 'Intro'), p('b', '')]);
    pasteAt(editor, [1, 0], 0, { 'text/plain': `https://www.youtube.com/watch?v=${ID}\n` });
    expect(editor.children).toEqual([p('a', 'Intro'), video('new1'), p('b', '')]);
    expect(editor.selection?.anchor.path).toEqual([2, 0]);
  });

  it('splits the paragraph at the cursor and goes on typing after the video', () => {
    const editor = editorWith([p('a', 'Watch this now')]);
    pasteAt(editor, [0, 0], 10, { 'text/plain': `https://youtu.be/${ID}` });
    expect(editor.children).toEqual([p('a', 'Watch this'), video('new1'), { type: 'p', id: 'new2', children: [{ text: ' now' }] }]);
    editor.insertText('!');
    expect(editor.children[2]).toEqual({ type: 'p', id: 'new2', children: [{ text: '! now' }] });
  });

  it('puts the video after the text when pasted at its end', () => {
    const editor = editorWith([p('a', 'See')]);
    pasteAt(editor, [0, 0], 3, { 'text/plain': `youtube.com/watch?v=${ID}` });
    expect(editor.children).toEqual([p('a', 'See'), video('new1'), { type: 'p', id: 'new2', children: [{ text: '' }] }]);
  });

  it('takes HTML that is just a link to a video, as copied from a web page', () => {
    const editor = editorWith([p('a', '')]);
    pasteAt(editor, [0, 0], 0, {
      'text/html': `<meta charset="utf-8"><a href="https://www.youtube.com/watch?v=${ID}&amp;t=10">Big Buck Bunny</a>`,
      'text/plain': 'Big Buck Bunny',
    });
    expect(editor.children).toEqual([video('new1'), p('a', '')]);
  });

  it('leaves a YouTube link among other text to the editor', () => {
    const editor = editorWith([p('a', '')]);
    pasteAt(editor, [0, 0], 0, {
      'text/html': `<p>Watch <a href="https://youtu.be/${ID}">this</a> first.</p>`,
      'text/plain': 'Watch this first.',
    });
    expect(editor.children).toEqual([p('a', 'Watch this first.')]);
  });

  it('leaves other links, bare video ids and several lines to the editor', () => {
    for (const text of ['https://example.org/watch?v=aqz-KE-bpKQ', ID, `https://youtu.be/${ID}\nmore`, 'https://www.youtube.com/']) {
      const editor = editorWith([p('a', '')]);
      pasteAt(editor, [0, 0], 0, { 'text/plain': text });
      expect(editor.children).toEqual([p('a', text)]);
    }
  });

  it('leaves content copied inside the editor to the editor', () => {
    const editor = editorWith([p('a', '')]);
    pasteAt(editor, [0, 0], 0, { 'application/x-slate-fragment': 'W10=', 'text/plain': `https://youtu.be/${ID}` });
    expect(editor.children).toEqual([p('a', `https://youtu.be/${ID}`)]);
  });

  it('pastes the link as text inside a table cell, which must stay whole', () => {
    const cell = { type: 'td', id: 'c', children: [{ text: '' }] };
    const table = { type: 'table', id: 't', children: [{ type: 'tr', id: 'r', children: [cell] }] } as Descendant;
    const editor = editorWith([p('a', ''), table, p('b', '')]);
    pasteAt(editor, [1, 0, 0, 0], 0, { 'text/plain': `https://youtu.be/${ID}` });
    expect(editor.children[1]).toEqual({
      type: 'table',
      id: 't',
      children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'c', children: [{ text: `https://youtu.be/${ID}` }] }] }],
    });
  });

  it('puts the video beside a paragraph in a table cell that holds blocks', () => {
    const cell = { type: 'td', id: 'c', children: [p('q', '')] };
    const table = { type: 'table', id: 't', children: [{ type: 'tr', id: 'r', children: [cell] }] } as Descendant;
    const editor = editorWith([p('a', ''), table, p('b', '')]);
    pasteAt(editor, [1, 0, 0, 0, 0], 0, { 'text/plain': `https://youtu.be/${ID}` });
    expect(editor.children[1]).toEqual({
      type: 'table',
      id: 't',
      children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'c', children: [video('new1'), p('q', '')] }] }],
    });
  });

  it('replaces selected text with the video', () => {
    const editor = editorWith([p('a', 'one two three')]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 4 }, focus: { path: [0, 0], offset: 8 } });
    editor.insertData(clipboard({ 'text/plain': `https://youtu.be/${ID}` }));
    expect(editor.children).toEqual([p('a', 'one '), video('new1'), { type: 'p', id: 'new2', children: [{ text: 'three' }] }]);
  });
});
