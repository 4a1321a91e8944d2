import { describe, expect, it } from 'vitest';
import { Editor, Transforms } from 'slate';
import { createTestEditor } from '@quire/plugin-sdk/testing';
import { applyLink, removeLink } from './link-transforms.js';
import { LINK_TEST_PLUGINS, link, paragraph } from './testing/link-test-plugins.js';

const target = { href: 'http://example.org', linkType: 'url', text: 'example.org' } as const;

describe('applyLink', () => {
  it('wraps the selected text in a link with a new id', () => {
    const editor = createTestEditor(LINK_TEST_PLUGINS, [paragraph('p', { text: 'Read this page.' })]);
    const selection = { anchor: { path: [0, 0], offset: 5 }, focus: { path: [0, 0], offset: 14 } };
    applyLink(editor, selection, target, () => 'l1');
    expect(editor.children).toEqual([paragraph('p', { text: 'Read ' }, link('l1', 'http://example.org', 'this page'), { text: '.' })]);
  });

  it('at a cursor inserts the link with its text and goes on typing after it', () => {
    const editor = createTestEditor(LINK_TEST_PLUGINS, [paragraph('p', { text: 'See ' })]);
    applyLink(editor, { anchor: { path: [0, 0], offset: 4 }, focus: { path: [0, 0], offset: 4 } }, target, () => 'l1');
    editor.insertText('!');
    expect(editor.children).toEqual([paragraph('p', { text: 'See ' }, link('l1', 'http://example.org', 'example.org'), { text: '!' })]);
  });

  it('inside a link changes its address instead of nesting another', () => {
    const editor = createTestEditor(LINK_TEST_PLUGINS, [paragraph('p', { text: '' }, link('old', 'http://old.example', 'Old'), { text: '' })]);
    const inside = { anchor: { path: [0, 1, 0], offset: 1 }, focus: { path: [0, 1, 0], offset: 1 } };
    applyLink(editor, inside, { href: '/course/link/cells', linkType: 'page', text: 'Cells' }, () => 'unused');
    expect(editor.children).toEqual([paragraph('p', { text: '' }, link('old', '/course/link/cells', 'Old', 'page'), { text: '' })]);
  });

  it('takes links inside the selection out first, so links never nest', () => {
    const editor = createTestEditor(LINK_TEST_PLUGINS, [paragraph('p', { text: 'a ' }, link('old', 'http://old.example', 'b'), { text: ' c' })]);
    Transforms.select(editor, { anchor: Editor.start(editor, [0]), focus: Editor.end(editor, [0]) });
    applyLink(editor, editor.selection!, target, () => 'l1');
    expect(editor.children).toEqual([paragraph('p', { text: '' }, link('l1', 'http://example.org', 'a b c'), { text: '' })]);
  });

  it('gives each block of a selection over several paragraphs its own link id', () => {
    let n = 0;
    const editor = createTestEditor(LINK_TEST_PLUGINS, [paragraph('p1', { text: 'one' }), paragraph('p2', { text: 'two' })]);
    applyLink(editor, { anchor: Editor.start(editor, [0]), focus: Editor.end(editor, [1]) }, target, () => `l${++n}`);
    const ids = Array.from(Editor.nodes(editor, { at: [], match: (node) => 'type' in node && node.type === 'a' }), ([node]) => (node as { id: string }).id);
    expect(ids).toEqual(['l1', 'l2']);
  });
});

describe('removeLink', () => {
  it('keeps the text of the link', () => {
    const editor = createTestEditor(LINK_TEST_PLUGINS, [paragraph('p', { text: 'a ' }, link('l', 'http://x.example', 'b'), { text: ' c' })]);
    removeLink(editor, { anchor: { path: [0, 1, 0], offset: 0 }, focus: { path: [0, 1, 0], offset: 1 } });
    expect(editor.children).toEqual([paragraph('p', { text: 'a b c' })]);
  });
});
