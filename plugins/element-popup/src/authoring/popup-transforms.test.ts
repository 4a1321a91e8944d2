import { describe, expect, it } from 'vitest';
import { Transforms, type Range } from 'slate';
import { createTestEditor, normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import textPlugin from '@quire/plugin-element-text';
import popupPlugin from '../index.js';
import { insertPopup } from './popup-insert.js';
import { applyPopup, unwrapPopup } from './popup-transforms.js';
import { POPUP_TEST_PLUGINS, body, paragraph, popupOn } from './testing/popup-test-plugins.js';

const sentence = () => [paragraph('p', { text: 'Vivo en la casa.' })];
const laCasa: Range = { anchor: { path: [0, 0], offset: 8 }, focus: { path: [0, 0], offset: 15 } };
const afterEn: Range = { anchor: { path: [0, 0], offset: 8 }, focus: { path: [0, 0], offset: 8 } };
const fields = { trigger: 'click' as const, content: body('the house'), audioSrc: '/media/es/casa.mp3', audioType: 'audio/mpeg' };

// As the editor inserts an insert-menu element: at the selection.
function insertFromMenu(range: Range) {
  const editor = createTestEditor(POPUP_TEST_PLUGINS, sentence());
  Transforms.select(editor, range);
  Transforms.insertNodes(editor, insertPopup.create(() => 'new-popup'));
  return editor;
}

describe("the insert menu's Popup", () => {
  it('is offered in the Language group', () => {
    expect(insertPopup).toMatchObject({ label: 'Popup', category: 'Language' });
  });

  it('makes selected text the anchor of a new popup, keeping the text', () => {
    const editor = insertFromMenu(laCasa);
    expect(editor.children).toEqual([paragraph('p', { text: 'Vivo en ' }, popupOn('new-popup', 'la casa', { trigger: 'hover' }), { text: '.' })]);
  });

  it('puts an empty popup at a cursor, for its anchor text to be typed', () => {
    const editor = insertFromMenu(afterEn);
    expect(editor.children).toEqual([paragraph('p', { text: 'Vivo en ' }, popupOn('new-popup', '', { trigger: 'hover' }), { text: 'la casa.' })]);
  });

  it('creates content in normal form, which the normaliser leaves alone', () => {
    const doc = [paragraph('a', { text: 'see ' }, insertPopup.create(() => 'x'), { text: '' })];
    const { value, violations } = normalizeWithPlugins([textPlugin, popupPlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });
});

describe('applying the popup content editor', () => {
  it('wraps the selected text in a popup with the fields, and puts the cursor at its end', () => {
    const editor = createTestEditor(POPUP_TEST_PLUGINS, sentence());
    applyPopup(editor, laCasa, fields, () => 'made');
    expect(editor.children).toEqual([paragraph('p', { text: 'Vivo en ' }, popupOn('made', 'la casa', fields), { text: '.' })]);
    expect(editor.selection?.anchor).toEqual({ path: [0, 1, 0], offset: 7 });
  });

  it('never nests popups: one inside the selection is taken out first', () => {
    const editor = createTestEditor(POPUP_TEST_PLUGINS, [paragraph('p', { text: 'Vivo en ' }, popupOn('old', 'la', { trigger: 'hover' }), { text: ' casa.' })]);
    applyPopup(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 2], offset: 5 } }, fields, () => 'made');
    expect(editor.children).toEqual([paragraph('p', { text: '' }, popupOn('made', 'Vivo en la casa', fields), { text: '.' })]);
  });

  it('gives the popup at the cursor the new fields, removing the audio clip taken out', () => {
    const editor = createTestEditor(POPUP_TEST_PLUGINS, [paragraph('p', { text: 'Vivo en ' }, popupOn('old', 'la casa', fields), { text: '.' })]);
    applyPopup(editor, { anchor: { path: [0, 1, 0], offset: 2 }, focus: { path: [0, 1, 0], offset: 2 } }, { trigger: 'hover', content: body('a home'), audioSrc: undefined, audioType: undefined }, () => 'unused');
    expect(editor.children).toEqual([paragraph('p', { text: 'Vivo en ' }, popupOn('old', 'la casa', { trigger: 'hover', content: body('a home') }), { text: '.' })]);
  });

  it('puts an empty popup with the fields at a cursor, the cursor inside it', () => {
    const editor = createTestEditor(POPUP_TEST_PLUGINS, sentence());
    applyPopup(editor, afterEn, { ...fields, audioSrc: undefined, audioType: undefined }, () => 'made');
    expect(editor.children).toEqual([paragraph('p', { text: 'Vivo en ' }, popupOn('made', '', { trigger: 'click', content: body('the house') }), { text: 'la casa.' })]);
    expect(editor.selection?.anchor).toEqual({ path: [0, 1, 0], offset: 0 });
  });

  it('takes a popup away, keeping its anchor text', () => {
    const editor = createTestEditor(POPUP_TEST_PLUGINS, [paragraph('p', { text: 'Vivo en ' }, popupOn('old', 'la casa', fields), { text: '.' })]);
    unwrapPopup(editor, [0, 1]);
    editor.normalize({ force: true });
    expect(editor.children).toEqual(sentence());
  });
});
