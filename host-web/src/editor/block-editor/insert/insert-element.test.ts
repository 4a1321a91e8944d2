import { describe, expect, it } from 'vitest';
import { Transforms, type Descendant } from 'slate';
import { createTestEditor } from '@quire/plugin-sdk/testing';
import type { Element } from '@quire/core';
import textPlugin from '@quire/plugin-element-text';
import listPlugin from '@quire/plugin-element-list';
import tablePlugin from '@quire/plugin-element-table';
import { insertTable } from '@quire/plugin-element-table/authoring';
import { blockInsertionPath, insertElement } from './insert-element.js';

const manifests = [textPlugin, listPlugin, tablePlugin];
const structures = new Map(manifests.flatMap((m) => m.elements ?? []).map((e) => [e.kind, e.structure]));

const p = (id: string, text = ''): Element => ({ type: 'p', id, children: [{ text }] });
const li = (id: string, ...children: Element[]): Element => ({ type: 'li', id, children });

function editorWith(document: Descendant[], at?: number[]) {
  const editor = createTestEditor(
    manifests.map((manifest) => ({ manifest })),
    document,
  );
  if (at) Transforms.select(editor, { path: at, offset: 0 });
  return editor;
}

function newTable(): Element {
  let n = 0;
  return insertTable.create(() => `t${++n}`);
}

describe('where an insert goes', () => {
  it('goes after the block the cursor is in', () => {
    const editor = editorWith([p('a', 'one'), p('b', 'two'), p('c')], [0, 0]);
    expect(blockInsertionPath(editor, structures)).toEqual([1]);
  });

  it('goes at the end without a selection', () => {
    expect(blockInsertionPath(editorWith([p('a'), p('b')]), structures)).toEqual([2]);
  });

  it('stays inside the list item the cursor is in', () => {
    const editor = editorWith([p('a'), { type: 'ul', id: 'u', children: [li('i', p('x', 'item'))] }, p('b')], [1, 0, 0, 0]);
    expect(blockInsertionPath(editor, structures)).toEqual([1, 0, 1]);
  });

  it('never goes inside a table cell: after the table instead', () => {
    const table: Element = {
      type: 'table',
      id: 't',
      children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'c', children: [p('in-cell', 'x')] }] }],
    };
    const editor = editorWith([p('a'), table, p('b')], [1, 0, 0, 0, 0]);
    expect(blockInsertionPath(editor, structures)).toEqual([2]);
    const inlineCell = editorWith([p('a'), newTable(), p('b')], [1, 1, 1, 0]);
    expect(blockInsertionPath(inlineCell, structures)).toEqual([2]);
  });
});

describe('inserting an element', () => {
  it('inserts the new block after the current one and selects inside it', () => {
    const editor = editorWith([p('a', 'one'), p('b', 'two')], [0, 0]);
    const table = newTable();
    insertElement(editor, table, structures);
    expect((editor.children as Element[]).map((n) => n.id)).toEqual(['a', table.id, 'b']);
    expect(editor.selection).toEqual({ anchor: { path: [1, 0, 0, 0], offset: 0 }, focus: { path: [1, 0, 0, 0], offset: 0 } });
  });

  it('inserts a list inside a list item at the cursor, and the cursor goes into it', () => {
    const editor = editorWith([{ type: 'ul', id: 'u', children: [li('i', p('x', 'item'))] }], [0, 0, 0, 0]);
    insertElement(editor, { type: 'ol', id: 'o', children: [li('j', p('y'))] }, structures);
    expect((editor.children[0] as Element).children[0]).toMatchObject({
      type: 'li',
      children: [{ id: 'x' }, { type: 'ol', id: 'o' }],
    });
    expect(editor.selection?.anchor.path).toEqual([0, 0, 1, 0, 0, 0]);
  });
});
