import { describe, expect, it } from 'vitest';
import { Editor, Transforms, type Descendant } from 'slate';
import { testEditorServices } from '@quire/plugin-sdk/testing';
import { cellMenuGroups } from './cell-menu-entries.js';
import { documentWithTable, p, table, tableEditor, td, tr } from './testing/table-test-plugins.js';

function menuOf(editor: Editor, cellPath: number[]) {
  const groups = cellMenuGroups(editor, cellPath, testEditorServices(editor).createId);
  const entries = groups.flatMap((g) => g.entries);
  return {
    groups,
    labels: entries.map((e) => e.label),
    choose(label: string) {
      const entry = entries.find((e) => e.label === label);
      if (!entry) throw new Error(`no entry '${label}'`);
      entry.run();
    },
    checked: entries.filter((e) => e.checked).map((e) => e.label),
  };
}

describe('the table cell menu', () => {
  it('lists the actions of a plain cell, without split', () => {
    const editor = tableEditor(documentWithTable(), [1, 0, 0]);
    expect(menuOf(editor, [1, 0, 0]).labels).toEqual([
      'Toggle header',
      'Solid border',
      'Hidden border',
      'Plain rows',
      'Alternating rows',
      'Align left',
      'Align center',
      'Align right',
      'Insert row before',
      'Insert row after',
      'Insert column before',
      'Insert column after',
      'Merge right',
      'Merge down',
      'Delete row',
      'Delete column',
      'Delete table',
    ]);
  });

  it('groups the border, row style and alignment choices and marks the current ones', () => {
    const editor = tableEditor(
      [p('x'), { type: 'table', id: 't', rowstyle: 'alternating', children: [tr('r', td('a', 'A', { align: 'right' }))] }, p('y')],
      [1, 0, 0],
    );
    const menu = menuOf(editor, [1, 0, 0]);
    expect(menu.groups.map((g) => g.label).filter(Boolean)).toEqual(['Border', 'Row style', 'Alignment']);
    expect(menu.checked).toEqual(['Solid border', 'Alternating rows', 'Align right']);
  });

  it('offers merging only where the spans match, and split only on a merged cell', () => {
    const editor = tableEditor(
      [p('x'), table('t', tr('r1', td('a', 'A', { rowspan: 2 }), td('b', 'B')), tr('r2', td('c', 'C'))), p('y')],
      [1, 0, 0],
    );
    const tall = menuOf(editor, [1, 0, 0]).labels;
    expect(tall).not.toContain('Merge right');
    expect(tall).toContain('Split cell');
    expect(menuOf(editor, [1, 0, 1]).labels).toContain('Merge down');
  });

  it('Toggle header turns a data cell into a header cell and back', () => {
    const editor = tableEditor(documentWithTable(), [1, 0, 0]);
    menuOf(editor, [1, 0, 0]).choose('Toggle header');
    expect(Editor.node(editor, [1, 0, 0])[0]).toMatchObject({ type: 'th', id: 'a' });
    expect(menuOf(editor, [1, 0, 0]).checked).toContain('Toggle header');
    menuOf(editor, [1, 0, 0]).choose('Toggle header');
    expect(Editor.node(editor, [1, 0, 0])[0]).toMatchObject({ type: 'td', id: 'a' });
  });

  it('sets the border and row style on the table and the alignment on the cell', () => {
    const editor = tableEditor(documentWithTable(), [1, 0, 0]);
    menuOf(editor, [1, 1, 1]).choose('Hidden border');
    menuOf(editor, [1, 1, 1]).choose('Alternating rows');
    menuOf(editor, [1, 1, 1]).choose('Align center');
    expect(editor.children[1]).toMatchObject({ border: 'hidden', rowstyle: 'alternating' });
    expect(Editor.node(editor, [1, 1, 1])[0]).toMatchObject({ id: 'd', align: 'center' });
  });

  it('Insert row after adds a row and keeps the cursor in the cell', () => {
    const editor = tableEditor(documentWithTable(), [1, 0, 0]);
    menuOf(editor, [1, 0, 0]).choose('Insert row after');
    expect(editor.children[1]).toEqual(
      table('t', tr('r1', td('a', 'A'), td('b', 'B')), tr('new1', td('new2'), td('new3')), tr('r2', td('c', 'C'), td('d', 'D'))),
    );
    editor.insertText('!');
    expect(Editor.string(editor, [1, 0, 0])).toBe('!A');
  });

  it('Merge right and Split cell round-trip', () => {
    const editor = tableEditor(documentWithTable(), [1, 0, 0]);
    menuOf(editor, [1, 0, 0]).choose('Merge right');
    expect((editor.children[1] as { children: Descendant[] }).children[0]).toEqual(tr('r1', td('a', 'A B', { colspan: 2 })));
    menuOf(editor, [1, 0, 0]).choose('Split cell');
    expect((editor.children[1] as { children: Descendant[] }).children[0]).toEqual(tr('r1', td('a', 'A B'), td('new1')));
  });

  it('Delete column removes the column; deleting the last one leaves a paragraph', () => {
    const editor = tableEditor([p('x'), table('t', tr('r1', td('a', 'A'), td('b', 'B'))), p('y')], [1, 0, 1]);
    menuOf(editor, [1, 0, 1]).choose('Delete column');
    expect(editor.children[1]).toEqual(table('t', tr('r1', td('a', 'A'))));
    menuOf(editor, [1, 0, 0]).choose('Delete column');
    expect(editor.children).toEqual([p('x'), p('new1'), p('y')]);
  });

  it('Delete row removes the row and moves the cursor to the row below', () => {
    const editor = tableEditor(documentWithTable(), [1, 0, 1]);
    menuOf(editor, [1, 0, 1]).choose('Delete row');
    expect(editor.children[1]).toEqual(table('t', tr('r2', td('c', 'C'), td('d', 'D'))));
    editor.insertText('!');
    expect(Editor.string(editor, [1, 0, 1])).toBe('!D');
  });

  it('Delete table leaves a paragraph with the cursor in it', () => {
    const editor = tableEditor(documentWithTable(), [1, 0, 0]);
    menuOf(editor, [1, 0, 0]).choose('Delete table');
    expect(editor.children).toEqual([p('before', 'Before'), p('new1'), p('after', 'After')]);
    expect(editor.selection?.anchor.path).toEqual([1, 0]);
  });

  it('is undone in one step', () => {
    const editor = tableEditor(documentWithTable(), [1, 0, 0]);
    Transforms.select(editor, Editor.start(editor, [1, 0, 0]));
    menuOf(editor, [1, 0, 0]).choose('Insert column after');
    editor.undo();
    expect(editor.children).toEqual(documentWithTable());
  });
});
