import { describe, expect, it } from 'vitest';
import { Editor, Transforms } from 'slate';
import { documentWithTable, p, table, tableEditor, td, tr } from './testing/table-test-plugins.js';

describe('deleting a selection in a table', () => {
  it.each(['backward', 'forward'] as const)('over two cells (%s) removes the whole table, leaving a paragraph', (direction) => {
    const editor = tableEditor(documentWithTable(), [1, 0, 0]);
    Transforms.select(editor, { anchor: Editor.start(editor, [1, 0, 0]), focus: Editor.end(editor, [1, 1, 1]) });
    editor.deleteFragment({ direction });
    expect(editor.children).toEqual([p('before', 'Before'), p('new1'), p('after', 'After')]);
    editor.insertText('x');
    expect(editor.children[1]).toEqual(p('new1', 'x'));
  });

  it('inside one cell deletes just the text', () => {
    const editor = tableEditor([p('before'), table('t', tr('r', td('a', 'Hello'), td('b', 'B'))), p('after')], [1, 0, 0]);
    Transforms.select(editor, { anchor: { path: [1, 0, 0, 0], offset: 1 }, focus: { path: [1, 0, 0, 0], offset: 4 } });
    editor.deleteFragment();
    expect(editor.children[1]).toEqual(table('t', tr('r', td('a', 'Ho'), td('b', 'B'))));
  });

  it('reaching into the table from the paragraph before it takes the table and the selected text', () => {
    const editor = tableEditor(documentWithTable(), [0]);
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 3 }, focus: Editor.end(editor, [1, 0, 1]) });
    editor.deleteFragment();
    expect(editor.children).toEqual([p('before', 'Bef'), p('after', 'After')]);
  });

  it('reaching out of the table into the paragraph after it takes the table and the selected text', () => {
    const editor = tableEditor(documentWithTable(), [0]);
    Transforms.select(editor, { anchor: Editor.start(editor, [1, 1, 1]), focus: { path: [2, 0], offset: 2 } });
    editor.deleteFragment();
    expect(editor.children).toEqual([p('before', 'Before'), p('after', 'ter')]);
  });
});

describe('Backspace and Delete at the edge of a cell', () => {
  it('Backspace at the start of a cell does not pull it into the previous cell', () => {
    const editor = tableEditor(documentWithTable(), [1, 0, 1]);
    Transforms.select(editor, Editor.start(editor, [1, 0, 1]));
    editor.deleteBackward('character');
    expect(editor.children).toEqual(documentWithTable());
  });

  it('Delete at the end of a cell does not pull the next cell in', () => {
    const editor = tableEditor(documentWithTable(), [1, 0, 0]);
    editor.deleteForward('character');
    expect(editor.children).toEqual(documentWithTable());
  });

  it('Backspace inside a cell still deletes a character', () => {
    const editor = tableEditor(documentWithTable(), [1, 0, 1]);
    editor.deleteBackward('character');
    expect(Editor.string(editor, [1, 0, 1])).toBe('');
  });
});

describe('text blocks in a cell of plain text', () => {
  it('Enter makes two paragraphs in the cell, not a new cell', () => {
    const editor = tableEditor([p('before'), table('t', tr('r', td('a', 'OneTwo'))), p('after')], [1, 0, 0]);
    Transforms.select(editor, { path: [1, 0, 0, 0], offset: 3 });
    editor.insertBreak();
    expect(editor.children[1]).toEqual(table('t', tr('r', { type: 'td', id: 'a', children: [p('new1', 'One'), p('new2', 'Two')] })));
  });

  it('choosing a heading puts the text into a heading inside the cell', () => {
    const editor = tableEditor([p('before'), table('t', tr('r', td('a', 'Title', { align: 'center' }))), p('after')], [1, 0, 0]);
    editor.setTextBlockType('h1');
    expect(editor.children[1]).toEqual(
      table('t', tr('r', { type: 'td', id: 'a', align: 'center', children: [{ type: 'h1', id: 'new1', children: [{ text: 'Title' }] }] })),
    );
  });
});
