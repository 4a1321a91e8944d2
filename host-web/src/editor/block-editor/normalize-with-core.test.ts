import { describe, expect, it } from 'vitest';
import { Transforms, type Descendant } from 'slate';
import { createTestHost } from '@quire/plugin-sdk/testing';
import textPlugin from '@quire/plugin-element-text';
import textAuthoring from '@quire/plugin-element-text/authoring';
import tablePlugin from '@quire/plugin-element-table';
import tableAuthoring from '@quire/plugin-element-table/authoring';
import { buildEditor } from './build-editor.js';
import { gatherEditorPlugins } from './editor-plugins.js';
import { normalizeWithCore } from './normalize-with-core.js';

const plugins = gatherEditorPlugins(createTestHost([textPlugin, tablePlugin]).host, [
  { pluginId: 'element-text', part: textAuthoring },
  { pluginId: 'element-table', part: tableAuthoring },
]);

function setup(children: Descendant[]) {
  let n = 0;
  const createId = () => `new${++n}`;
  const editor = buildEditor(plugins, { createId, projectSlug: 'p', loadPages: async () => [], pickMedia: async () => undefined, requestContentType: () => Promise.reject(new Error('No server in this test')), requestApi: () => Promise.reject(new Error('No server in this test')) });
  editor.children = children;
  return { editor, createId };
}

const p = (id: string, text: string): Descendant => ({ type: 'p', id, children: [{ text }] }) as Descendant;
const table = (id: string): Descendant =>
  ({ type: 'table', id, children: [{ type: 'tr', id: `${id}r`, children: [{ type: 'td', id: `${id}c`, children: [{ text: 'x' }] }] }] }) as Descendant;

describe('normalising the editor with core’s engine', () => {
  it('leaves a normal document alone', () => {
    const { editor, createId } = setup([p('a', 'one'), p('b', 'two')]);
    const before = editor.children;
    expect(normalizeWithCore(editor, plugins.normalizer, createId)).toBe(false);
    expect(editor.children).toBe(before);
  });

  it('gives a duplicate id a new one and puts paragraphs around and between tables', () => {
    const { editor, createId } = setup([p('a', 'one'), p('a', 'two'), table('t1'), table('t2')]);
    expect(normalizeWithCore(editor, plugins.normalizer, createId)).toBe(true);
    const kinds = editor.children.map((n) => (n as { type: string }).type);
    expect(kinds).toEqual(['p', 'p', 'table', 'p', 'table', 'p']);
    const ids = editor.children.map((n) => (n as { id: string }).id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the cursor where it was', () => {
    const { editor, createId } = setup([p('a', 'one'), table('t1'), table('t2')]);
    Transforms.select(editor, { path: [0, 0], offset: 2 });
    normalizeWithCore(editor, plugins.normalizer, createId);
    expect(editor.selection?.anchor).toEqual({ path: [0, 0], offset: 2 });
  });
});
