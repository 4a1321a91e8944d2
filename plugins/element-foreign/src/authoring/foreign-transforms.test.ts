import { describe, expect, it } from 'vitest';
import type { Descendant, Range } from 'slate';
import { createTestEditor, testEditorServices } from '@quire/plugin-sdk/testing';
import { applyForeign, foreignAt, removeForeign } from './foreign-transforms.js';
import { FOREIGN_TEST_PLUGINS, foreign, paragraph } from './testing/foreign-test-plugins.js';

const editorWith = (value: Descendant[]) => createTestEditor(FOREIGN_TEST_PLUGINS, value);
const range = (anchor: [number[], number], focus: [number[], number]): Range => ({ anchor: { path: anchor[0], offset: anchor[1] }, focus: { path: focus[0], offset: focus[1] } });

describe('marking text as foreign', () => {
  it('wraps the selected words in foreign text of the chosen language', () => {
    const editor = editorWith([paragraph('p', { text: 'Say hola to them.' })]);
    applyForeign(editor, range([[0, 0], 4], [[0, 0], 8]), 'es', '', testEditorServices(editor).createId);
    expect(editor.children).toEqual([paragraph('p', { text: 'Say ' }, foreign('new1', 'es', 'hola'), { text: ' to them.' })]);
  });

  it('gives each block of a selection over several blocks its own foreign text and id', () => {
    const editor = editorWith([paragraph('a', { text: 'uno' }), paragraph('b', { text: 'dos' })]);
    applyForeign(editor, range([[0, 0], 0], [[1, 0], 3]), 'es', '', testEditorServices(editor).createId);
    expect(editor.children).toEqual([
      paragraph('a', { text: '' }, foreign('new1', 'es', 'uno'), { text: '' }),
      paragraph('b', { text: '' }, foreign('new2', 'es', 'dos'), { text: '' }),
    ]);
  });

  it('merges foreign text the selection takes in, rather than nesting it', () => {
    const editor = editorWith([paragraph('p', { text: 'a ' }, foreign('f', 'fr', 'mot'), { text: ' b' })]);
    applyForeign(editor, range([[0, 0], 0], [[0, 2], 2]), 'de', '', testEditorServices(editor).createId);
    expect(editor.children).toEqual([paragraph('p', { text: '' }, foreign('new1', 'de', 'a mot b'), { text: '' })]);
  });

  it('changes the language of the foreign text the selection is in', () => {
    const editor = editorWith([paragraph('p', { text: 'a ' }, foreign('f', 'fr', 'mot'), { text: ' b' })]);
    applyForeign(editor, range([[0, 1, 0], 1], [[0, 1, 0], 1]), 'it', '', testEditorServices(editor).createId);
    expect(editor.children).toEqual([paragraph('p', { text: 'a ' }, foreign('f', 'it', 'mot'), { text: ' b' })]);
  });

  it('at a cursor, puts in the typed words as foreign text and the cursor after them', () => {
    const editor = editorWith([paragraph('p', { text: 'Say ' })]);
    applyForeign(editor, range([[0, 0], 4], [[0, 0], 4]), '', 'merci', testEditorServices(editor).createId);
    expect(editor.children).toEqual([paragraph('p', { text: 'Say ' }, foreign('new1', '', 'merci'), { text: '' })]);
    expect(editor.selection?.anchor).toEqual({ path: [0, 2], offset: 0 });
    expect(foreignAt(editor, editor.selection)).toBeUndefined();
  });

  it('takes foreign text away, keeping its words', () => {
    const editor = editorWith([paragraph('p', { text: 'a ' }, foreign('f', 'fr', 'mot'), { text: ' b' })]);
    removeForeign(editor, range([[0, 1, 0], 0], [[0, 1, 0], 3]));
    expect(editor.children).toEqual([paragraph('p', { text: 'a mot b' })]);
  });
});
