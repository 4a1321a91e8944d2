import { describe, expect, it } from 'vitest';
import { Editor, Transforms } from 'slate';
import { pressKey } from '@quire/plugin-sdk/testing';
import { LIST_TEST_PLUGINS, li, listEditor, ol, p, ul } from './testing/list-test-plugins.js';

describe('Tab in a list', () => {
  it('nests the item in a list of the same kind inside the previous item', () => {
    const editor = listEditor([ol('o', li('i1', p('a', 'one')), li('i2', p('b', 'two'))), p('z')], [0, 1, 0]);
    expect(pressKey(editor, LIST_TEST_PLUGINS, 'tab')).toBe(true);
    expect(editor.children[0]).toEqual(ol('o', li('i1', p('a', 'one'), ol('new1', li('i2', p('b', 'two'))))));
  });

  it('joins the nested list the previous item already has', () => {
    const editor = listEditor([ul('u', li('i1', p('a', 'one'), ul('n', li('i2', p('b', 'two')))), li('i3', p('c', 'three')))], [0, 1, 0]);
    pressKey(editor, LIST_TEST_PLUGINS, 'tab');
    expect(editor.children[0]).toEqual(ul('u', li('i1', p('a', 'one'), ul('n', li('i2', p('b', 'two')), li('i3', p('c', 'three'))))));
  });

  it('keeps the cursor in the moved item', () => {
    const editor = listEditor([ul('u', li('i1', p('a', 'one')), li('i2', p('b', 'two')))], [0, 1, 0]);
    pressKey(editor, LIST_TEST_PLUGINS, 'tab');
    editor.insertText('!');
    expect(Editor.string(editor, [0, 0, 1, 0])).toBe('two!');
  });

  it('takes the key but changes nothing on the first item', () => {
    const value = [ul('u', li('i1', p('a', 'one')))];
    const editor = listEditor(structuredClone(value), [0, 0, 0]);
    expect(pressKey(editor, LIST_TEST_PLUGINS, 'tab')).toBe(true);
    expect(editor.children).toEqual(value);
  });

  it('is left to the browser outside a list', () => {
    const editor = listEditor([p('a', 'text')], [0]);
    expect(pressKey(editor, LIST_TEST_PLUGINS, 'tab')).toBe(false);
    expect(pressKey(editor, LIST_TEST_PLUGINS, 'shift+tab')).toBe(false);
  });
});

describe('Shift+Tab in a list', () => {
  it('moves a nested item up one level, right after the item holding its list', () => {
    const editor = listEditor(
      [ul('u', li('i1', p('a', 'one'), ul('n', li('i2', p('b', 'two')))), li('i3', p('c', 'three')))],
      [0, 0, 1, 0, 0],
    );
    expect(pressKey(editor, LIST_TEST_PLUGINS, 'shift+tab')).toBe(true);
    expect(editor.children[0]).toEqual(ul('u', li('i1', p('a', 'one')), li('i2', p('b', 'two')), li('i3', p('c', 'three'))));
  });

  it('brings the items that followed along under the moved item, so the order stays', () => {
    const editor = listEditor(
      [ul('u', li('i1', p('a', 'one'), ul('n', li('i2', p('b', 'two')), li('i3', p('c', 'three')))))],
      [0, 0, 1, 0, 0],
    );
    pressKey(editor, LIST_TEST_PLUGINS, 'shift+tab');
    expect(editor.children[0]).toEqual(ul('u', li('i1', p('a', 'one')), li('i2', p('b', 'two'), ul('new1', li('i3', p('c', 'three'))))));
  });

  it('takes a top-level item out of the list as a paragraph, splitting the list around it', () => {
    const editor = listEditor([ol('o', li('i1', p('a', 'one')), li('i2', p('b', 'two')), li('i3', p('c', 'three')))], [0, 1, 0]);
    pressKey(editor, LIST_TEST_PLUGINS, 'shift+tab');
    expect(editor.children).toEqual([ol('o', li('i1', p('a', 'one'))), p('b', 'two'), ol('new1', li('i3', p('c', 'three')))]);
  });

  it('after Tab puts the item back where it was', () => {
    const value = [ul('u', li('i1', p('a', 'one')), li('i2', p('b', 'two')))];
    const editor = listEditor(structuredClone(value), [0, 1, 0]);
    pressKey(editor, LIST_TEST_PLUGINS, 'tab');
    pressKey(editor, LIST_TEST_PLUGINS, 'shift+tab');
    expect(editor.children).toEqual(value);
  });
});

describe('Enter in a list', () => {
  it('starts the next item, with fresh ids', () => {
    const editor = listEditor([ul('u', li('i1', p('a', 'one')))], [0, 0, 0]);
    editor.insertBreak();
    editor.insertText('two');
    expect(editor.children[0]).toEqual(ul('u', li('i1', p('a', 'one')), li('new1', p('new2', 'two'))));
  });

  it('splits the item at the cursor', () => {
    const editor = listEditor([ul('u', li('i1', p('a', 'onetwo')))], [0, 0, 0]);
    Transforms.select(editor, { path: [0, 0, 0, 0], offset: 3 });
    editor.insertBreak();
    expect(editor.children[0]).toEqual(ul('u', li('i1', p('a', 'one')), li('new1', p('new2', 'two'))));
  });

  it('in an empty last item leaves the list: the item becomes a paragraph after it', () => {
    const editor = listEditor([ul('u', li('i1', p('a', 'one')), li('i2', p('b'))), p('z', 'after')], [0, 1, 0]);
    editor.insertBreak();
    expect(editor.children).toEqual([ul('u', li('i1', p('a', 'one'))), p('b'), p('z', 'after')]);
    editor.insertText('typed');
    expect(editor.children[1]).toEqual(p('b', 'typed'));
  });

  it('in an empty last nested item goes up one level instead', () => {
    const editor = listEditor([ul('u', li('i1', p('a', 'one'), ol('n', li('i2', p('b', 'two')), li('i3', p('c')))))], [0, 0, 1, 1, 0]);
    editor.insertBreak();
    expect(editor.children[0]).toEqual(ul('u', li('i1', p('a', 'one'), ol('n', li('i2', p('b', 'two')))), li('i3', p('c'))));
  });

  it('twice at the end of a list ends the list', () => {
    const editor = listEditor([ul('u', li('i1', p('a', 'one')))], [0, 0, 0]);
    editor.insertBreak();
    editor.insertBreak();
    expect(editor.children).toEqual([ul('u', li('i1', p('a', 'one'))), p('new2')]);
  });
});
