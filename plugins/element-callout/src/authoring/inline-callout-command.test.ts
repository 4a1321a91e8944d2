import { describe, expect, it } from 'vitest';
import type { Descendant, Range } from 'slate';
import { createTestEditor, testEditorServices } from '@quire/plugin-sdk/testing';
import { inlineCalloutCommand } from './inline-callout-command.js';
import { CALLOUT_TEST_PLUGINS, inlineCallout, paragraph } from './testing/callout-test-plugins.js';

const point = (path: number[], offset: number) => ({ path, offset });
const select = (value: Descendant[], selection: Range) => {
  const editor = createTestEditor(CALLOUT_TEST_PLUGINS, value);
  editor.selection = selection;
  return editor;
};
const press = (editor: ReturnType<typeof select>) => inlineCalloutCommand.run!(editor, testEditorServices(editor));

describe("the 'Inline callout' toggle", () => {
  it("is an entry of the toolbar's More menu", () => {
    expect(inlineCalloutCommand).toMatchObject({ label: 'Inline callout', placement: 'more' });
  });

  it('turns the selected words into an inline callout', () => {
    const editor = select([paragraph('p', { text: 'Do not forget the units.' })], { anchor: point([0, 0], 7), focus: point([0, 0], 13) });
    expect(inlineCalloutCommand.isEnabled!(editor)).toBe(true);
    expect(inlineCalloutCommand.isActive!(editor)).toBe(false);
    press(editor);
    expect(editor.children).toEqual([paragraph('p', { text: 'Do not ' }, inlineCallout('new1', 'forget'), { text: ' the units.' })]);
    expect(inlineCalloutCommand.isActive!(editor)).toBe(true);
  });

  it('gives each block of a selection over several blocks its own inline callout and id', () => {
    const editor = select([paragraph('a', { text: 'one' }), paragraph('b', { text: 'two' })], { anchor: point([0, 0], 1), focus: point([1, 0], 2) });
    press(editor);
    expect(editor.children).toEqual([
      paragraph('a', { text: 'o' }, inlineCallout('new1', 'ne'), { text: '' }),
      paragraph('b', { text: '' }, inlineCallout('new2', 'tw'), { text: 'o' }),
    ]);
  });

  it('pressed again inside an inline callout, takes it away and keeps its words', () => {
    const editor = select([paragraph('p', { text: 'Do not ' }, inlineCallout('c', 'forget'), { text: ' it.' })], { anchor: point([0, 1, 0], 2), focus: point([0, 1, 0], 2) });
    expect(inlineCalloutCommand.isActive!(editor)).toBe(true);
    expect(inlineCalloutCommand.isEnabled!(editor)).toBe(true);
    press(editor);
    expect(editor.children).toEqual([paragraph('p', { text: 'Do not forget it.' })]);
  });

  it('takes away every inline callout a selection touches', () => {
    const value = [paragraph('p', { text: 'a ' }, inlineCallout('c', 'b'), { text: ' c ' }, inlineCallout('d', 'd'), { text: ' e' })];
    const editor = select(value, { anchor: point([0, 0], 0), focus: point([0, 4], 2) });
    press(editor);
    expect(editor.children).toEqual([paragraph('p', { text: 'a b c d e' })]);
  });

  it('is disabled at a cursor outside inline callouts, where there is nothing to highlight', () => {
    const editor = select([paragraph('p', { text: 'Words' })], { anchor: point([0, 0], 2), focus: point([0, 0], 2) });
    expect(inlineCalloutCommand.isEnabled!(editor)).toBe(false);
    editor.selection = null;
    expect(inlineCalloutCommand.isEnabled!(editor)).toBe(false);
  });
});
