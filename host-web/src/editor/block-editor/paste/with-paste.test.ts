// @vitest-environment jsdom
// jsdom rather than happy-dom: DOMPurify supports only real DOMs (see pasted-html-to-blocks.test.ts).
import { describe, expect, it } from 'vitest';
import { Editor, Transforms, type Descendant } from 'slate';
import type { ElementStructure } from '@quire/core';
import { buildEditor } from '../build-editor.js';
import { createEditorTestPlugins, createTestServices, type TestPlugin } from '../testing/editor-test-plugins.js';
import { removeRestrictedNodes } from './remove-restricted-nodes.js';

const p = (id: string, text: string): Descendant => ({ type: 'p', id, children: [{ text }] });

function clipboard(data: Record<string, string>): DataTransfer {
  return { getData: (type: string) => data[type] ?? '' } as DataTransfer;
}

function editorWith(document: Descendant[], extra: TestPlugin[] = []): Editor {
  const editor = buildEditor(createEditorTestPlugins(extra), createTestServices());
  editor.children = document;
  return editor;
}

function caret(editor: Editor, path: number[], offset: number) {
  Transforms.select(editor, { path, offset });
}

describe('pasting into the editor', () => {
  it('pastes HTML blocks at the cursor, splitting the paragraph around them', () => {
    const editor = editorWith([p('a', 'Hello world')]);
    caret(editor, [0, 0], 6);
    editor.insertData(clipboard({ 'text/html': '<p>one <b>bold</b></p><ul><li>item</li></ul><p>two</p><script>alert(1)</script>' }));
    expect(editor.children).toEqual([
      { type: 'p', id: 'a', children: [{ text: 'Hello one ' }, { text: 'bold', strong: true }] },
      { type: 'ul', id: expect.any(String), children: [{ type: 'li', id: expect.any(String), children: [p(expect.any(String), 'item')] }] },
      { type: 'p', id: expect.any(String), children: [{ text: 'twoworld' }] },
    ]);
    const ids = JSON.stringify(editor.children).match(/"id":"[^"]+"/g) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('pastes several lines of plain text as paragraphs and one line at the cursor', () => {
    const editor = editorWith([p('a', 'ab')]);
    caret(editor, [0, 0], 1);
    editor.insertData(clipboard({ 'text/plain': 'x' }));
    expect(editor.children).toEqual([p('a', 'axb')]);
    editor.insertData(clipboard({ 'text/plain': 'one\ntwo\n' }));
    expect(editor.children).toEqual([p('a', 'axone'), p(expect.any(String), 'twob')]);
  });

  it('pastes only the text into a table cell, so the cell stays whole', () => {
    const table: Descendant = {
      type: 'table',
      id: 't',
      children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'c', children: [{ text: 'cell' }] }] }],
    };
    const editor = editorWith([p('a', ''), table, p('b', '')]);
    caret(editor, [1, 0, 0, 0], 4);
    editor.insertData(clipboard({ 'text/html': '<p>one</p><table><tr><td>two</td></tr></table>' }));
    expect(editor.children[1]).toEqual({
      type: 'table',
      id: 't',
      children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'c', children: [{ text: 'cellone two' }] }] }],
    });
  });

  it("lets a plugin's extendEditor look at pasted data first (how a YouTube plugin takes links)", () => {
    const videos: TestPlugin = {
      pluginId: 'videos',
      part: {
        extendEditor: (editor) => {
          const { insertData } = editor;
          editor.insertData = (data) => {
            const text = data.getData('text/plain');
            if (text.startsWith('https://video.test/')) editor.insertText(`[video ${text.slice(19)}]`);
            else insertData(data);
          };
          return editor;
        },
      },
    };
    const editor = editorWith([p('a', '')], [videos]);
    caret(editor, [0, 0], 0);
    editor.insertData(clipboard({ 'text/plain': 'https://video.test/abc' }));
    editor.insertData(clipboard({ 'text/html': '<p> and <i>more</i></p>' }));
    expect(editor.children).toEqual([{ type: 'p', id: 'a', children: [{ text: '[video abc] and ' }, { text: 'more', em: true }] }]);
  });

  it('pastes a fragment copied inside the editor as itself', () => {
    const editor = editorWith([p('a', 'xy')]);
    caret(editor, [0, 0], 1);
    const fragment = btoa(encodeURIComponent(JSON.stringify([{ type: 'p', id: 'q', children: [{ text: 'copied', code: true }] }])));
    editor.insertData(clipboard({ 'application/x-slate-fragment': fragment, 'text/html': '<p>ignored</p>' }));
    expect(editor.children).toEqual([{ type: 'p', id: 'a', children: [{ text: 'x' }, { text: 'copied', code: true }, { text: 'y' }] }]);
  });
});

describe('restricted pasted elements', () => {
  const structures = new Map<string, ElementStructure>([
    ['p', { kind: 'p', display: 'block', content: { type: 'inline' } }],
    ['box', { kind: 'box', display: 'block', content: { type: 'blocks' }, excludesDescendants: ['box'] }],
    ['pic', { kind: 'pic', display: 'block', content: { type: 'void' } }],
  ]);

  it('unwraps unknown and excluded kinds, keeping their content, and drops excluded voids', () => {
    const inner: Descendant = { type: 'box', id: 'inner', children: [p('x', 'inside')] };
    const nodes: Descendant[] = [
      { type: 'box', id: 'outer', children: [inner, { type: 'mystery', id: 'm', children: [{ text: 'kept' }] }] },
      { type: 'pic', id: 'pic', children: [{ text: '' }] },
    ];
    expect(removeRestrictedNodes(nodes, structures, new Set(['pic']))).toEqual([
      { type: 'box', id: 'outer', children: [p('x', 'inside'), { text: 'kept' }] },
    ]);
  });
});
