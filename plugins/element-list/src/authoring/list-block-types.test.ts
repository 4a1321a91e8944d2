import { describe, expect, it } from 'vitest';
import { Editor, Transforms, type Descendant } from 'slate';
import { testEditorServices } from '@quire/plugin-sdk/testing';
import { listAuthoring } from './index.js';
import { li, listEditor, ol, p, ul } from './testing/list-test-plugins.js';

function option(label: string) {
  const found = listAuthoring.blockTypes?.find((o) => o.label === label);
  if (!found) throw new Error(`no block type '${label}'`);
  return found;
}

function choose(editor: Editor, label: string): void {
  option(label).apply(editor, testEditorServices(editor));
}

describe('list entries of the block type dropdown', () => {
  it("offers 'Bulleted list' and 'Numbered list'", () => {
    expect(listAuthoring.blockTypes?.map((o) => o.label)).toEqual(['Bulleted list', 'Numbered list']);
  });

  it('wraps a paragraph in a bulleted list: ul > li > p', () => {
    const editor = listEditor([p('a', 'one')], [0]);
    choose(editor, 'Bulleted list');
    expect(editor.children).toEqual([ul('new2', li('new1', p('a', 'one')))]);
    expect(option('Bulleted list').isActive(editor)).toBe(true);
    expect(option('Numbered list').isActive(editor)).toBe(false);
  });

  it('wraps a heading in a numbered list', () => {
    const editor = listEditor([{ type: 'h2', id: 'h', children: [{ text: 'Step' }] }], [0]);
    choose(editor, 'Numbered list');
    expect(editor.children).toEqual([ol('new2', li('new1', { type: 'h2', id: 'h', children: [{ text: 'Step' }] }))]);
  });

  it('makes one list with an item per selected paragraph', () => {
    const editor = listEditor([p('a', 'one'), p('b', 'two'), p('c', 'three')], [0]);
    Transforms.select(editor, { anchor: Editor.start(editor, [0]), focus: Editor.end(editor, [1]) });
    choose(editor, 'Bulleted list');
    expect(editor.children).toEqual([ul('new3', li('new2', p('a', 'one')), li('new1', p('b', 'two'))), p('c', 'three')]);
  });

  it('chosen again, turns the list back into paragraphs', () => {
    const editor = listEditor([ul('u', li('i1', p('a', 'one')), li('i2', p('b', 'two')))], [0, 0, 0]);
    Transforms.select(editor, { anchor: Editor.start(editor, [0, 0]), focus: Editor.end(editor, [0, 1]) });
    expect(option('Bulleted list').isActive(editor)).toBe(true);
    choose(editor, 'Bulleted list');
    expect(editor.children).toEqual([p('a', 'one'), p('b', 'two')]);
  });

  it('chosen again on a nested item, takes it out of every list', () => {
    const editor = listEditor([ul('u', li('i1', p('a', 'one'), ul('n', li('i2', p('b', 'two')))))], [0, 0, 1, 0, 0]);
    choose(editor, 'Bulleted list');
    expect(editor.children).toEqual([ul('u', li('i1', p('a', 'one'))), p('b', 'two')]);
  });

  it('switches a bulleted list to a numbered one and back, dropping a marker style the other kind lacks', () => {
    const styled: Descendant = { type: 'ul', id: 'u', style: 'square', children: [li('i1', p('a', 'one'))] };
    const editor = listEditor([styled], [0, 0, 0]);
    choose(editor, 'Numbered list');
    expect(editor.children).toEqual([ol('u', li('i1', p('a', 'one')))]);
    choose(editor, 'Bulleted list');
    expect(editor.children).toEqual([ul('u', li('i1', p('a', 'one')))]);
  });
});

describe('choosing a paragraph or heading in a list', () => {
  it('takes the block out of the list first', () => {
    const editor = listEditor([ul('u', li('i1', p('a', 'one')), li('i2', p('b', 'two')))], [0, 1, 0]);
    editor.setTextBlockType('h1');
    expect(editor.children).toEqual([ul('u', li('i1', p('a', 'one'))), { type: 'h1', id: 'b', children: [{ text: 'two' }] }]);
  });

  it('is undone in one step', () => {
    const editor = listEditor([ul('u', li('i1', p('a', 'one')))], [0, 0, 0]);
    editor.setTextBlockType('p');
    expect(editor.children).toEqual([p('a', 'one')]);
    editor.undo();
    expect(editor.children).toEqual([ul('u', li('i1', p('a', 'one')))]);
  });
});
