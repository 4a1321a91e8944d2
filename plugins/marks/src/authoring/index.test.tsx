import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MARKS, isMarkName } from '@quire/plugin-sdk';
import { marksAuthoring } from './index.js';

function render(mark: string, text = 'x'): string {
  const view = marksAuthoring.marks?.[mark];
  if (!view) throw new Error(`no view for ${mark}`);
  return renderToStaticMarkup(<>{view.render(text, { text, [mark]: true })}</>);
}

describe('marks authoring part', () => {
  it('binds the spec hotkeys: mod+b bold, mod+i italic, mod+; code', () => {
    expect(marksAuthoring.markHotkeys).toEqual({ 'mod+b': 'strong', 'mod+i': 'em', 'mod+;': 'code' });
  });

  it('turns pasted inline tags into marks', () => {
    expect(marksAuthoring.pasteMarks).toEqual({
      b: 'strong',
      strong: 'strong',
      i: 'em',
      em: 'em',
      u: 'underline',
      s: 'strikethrough',
      strike: 'strikethrough',
      del: 'del',
      sub: 'sub',
      sup: 'sup',
      code: 'code',
      mark: 'mark',
      var: 'var',
      dfn: 'term',
    });
    expect(Object.values(marksAuthoring.pasteMarks ?? {}).every(isMarkName)).toBe(true);
  });

  it('draws every mark in the editor', () => {
    expect(Object.keys(marksAuthoring.marks ?? {}).sort()).toEqual([...MARKS].sort());
    expect(render('strong')).toBe('<strong>x</strong>');
    expect(render('term')).toBe('<dfn class="term">x</dfn>');
    expect(render('doublesub')).toBe('<sub><sub>x</sub></sub>');
    expect(render('deemphasis')).toBe('<span class="deemphasis">x</span>');
  });
});
