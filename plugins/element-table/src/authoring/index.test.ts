import { describe, expect, it } from 'vitest';
import { Editor, Transforms, type Descendant } from 'slate';
import type { Element } from '@quire/plugin-sdk';
import { createTestEditor, normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { tablePlugin } from '../index.js';
import { tableAuthoring } from './index.js';

function counter(): () => string {
  let n = 0;
  return () => `n${++n}`;
}

describe("element-table 'Table' insert command", () => {
  const insert = tableAuthoring.elements?.table.insert;

  it('is offered under General from the limited menu on', () => {
    expect(insert).toMatchObject({ label: 'Table', category: 'General', level: 'limited' });
  });

  it('creates 2 rows of 2 empty data cells', () => {
    const table = insert!.create(counter());
    expect(table.children).toHaveLength(2);
    for (const row of table.children as Element[]) {
      expect(row.type).toBe('tr');
      expect(row.children).toEqual([
        { type: 'td', id: expect.any(String), children: [{ text: '' }] },
        { type: 'td', id: expect.any(String), children: [{ text: '' }] },
      ]);
    }
  });

  it('creates a table the normaliser leaves unchanged', () => {
    const doc: Descendant[] = [
      { type: 'p', id: 'a', children: [{ text: '' }] },
      insert!.create(counter()),
      { type: 'p', id: 'b', children: [{ text: '' }] },
    ];
    const { value, violations } = normalizeWithPlugins([textPlugin, tablePlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('can be inserted into an editor and typed into', () => {
    const editor = createTestEditor([{ manifest: tablePlugin, authoring: tableAuthoring }], [
      { type: 'p', id: 'a', children: [{ text: '' }] },
    ]);
    Transforms.insertNodes(editor, insert!.create(counter()), { at: [1] });
    Transforms.select(editor, Editor.start(editor, [1, 1, 0]));
    editor.insertText('cell');
    expect(Editor.string(editor, [1, 1, 0])).toBe('cell');
    expect(Editor.string(editor, [1])).toBe('cell');
  });

  it('has a view for every kind of the manifest', () => {
    expect(Object.keys(tableAuthoring.elements ?? {}).sort()).toEqual(tablePlugin.elements?.map((e) => e.kind).sort());
  });
});
