import { describe, expect, it } from 'vitest';
import { Transforms, type Editor } from 'slate';
import { formulaTestEditor, p } from './testing/formula-test-editor.js';

function type(editor: Editor, text: string): void {
  for (const character of text) editor.insertText(character);
}
const inline = (id: string, src: string) => ({ type: 'formula_inline', id, subtype: 'latex', src, children: [{ text: '' }] });

describe('the inline formula shortcuts', () => {
  it('turn $$…$$ typed in a paragraph into an inline formula, the cursor after it', () => {
    const editor = formulaTestEditor([p('a', { text: 'Area ' })]);
    Transforms.select(editor, { path: [0, 0], offset: 5 });
    type(editor, '$$\\pi r^2$$');
    type(editor, ' m');
    expect(editor.children).toEqual([p('a', { text: 'Area ' }, inline('new1', '\\pi r^2'), { text: ' m' })]);
  });

  it('turn \\(…\\) into an inline formula too', () => {
    const editor = formulaTestEditor([p('a', { text: 'so ' })]);
    Transforms.select(editor, { path: [0, 0], offset: 3 });
    type(editor, '\\(x^2\\)');
    expect(editor.children).toEqual([p('a', { text: 'so ' }, inline('new1', 'x^2'), { text: '' })]);
  });

  it('leave a lone $$, a pair holding only spaces and an unclosed \\( as text', () => {
    const editor = formulaTestEditor([p('a')]);
    Transforms.select(editor, { path: [0, 0], offset: 0 });
    type(editor, 'costs $$ $$ or \\(x)');
    expect(editor.children).toEqual([p('a', { text: 'costs $$ $$ or \\(x)' })]);
  });
});
