import { describe, expect, it } from 'vitest';
import type { Descendant, Element } from '@quire/plugin-sdk';
import { createTestMarkdownConverter, markdownRoundTrip, withoutIds } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { textAuthoring } from '@quire/plugin-element-text/authoring';
import { tablePlugin } from '../index.js';
import { tableAuthoring } from './index.js';

const converter = createTestMarkdownConverter([
  { manifest: textPlugin, part: textAuthoring },
  { manifest: tablePlugin, part: tableAuthoring },
]);

let next = 0;
const el = (type: string, children: Descendant[], fields: Record<string, unknown> = {}): Element => ({ type, id: `e${++next}`, ...fields, children });

describe('tables in Markdown', () => {
  it('keep a header row and column alignment', () => {
    const row = (kind: string, cells: string[], align: (string | undefined)[]) =>
      el(
        'tr',
        cells.map((text, i) => el(kind, [{ text }], align[i] ? { align: align[i] } : {})),
      );
    const document = [el('table', [row('th', ['Name', 'Score'], [undefined, 'right']), row('td', ['Ada', '10'], [undefined, 'right'])])];
    const { markdown, losses, back } = markdownRoundTrip(converter, document);
    expect(markdown).toBe('| Name | Score |\n| ---- | ----: |\n| Ada  |    10 |\n');
    expect(losses).toEqual([]);
    expect(back).toEqual(withoutIds(document));
  });

  it('write a cell of paragraphs as one line, naming blocks in cells as lost', () => {
    const cell = el('td', [el('p', [{ text: 'one\ntwo' }]), el('p', [{ text: 'three' }])]);
    const { markdown, losses } = converter.toMarkdown([el('table', [el('tr', [el('th', [{ text: 'h' }])]), el('tr', [cell])])]);
    expect(markdown).toBe('| h             |\n| ------------- |\n| one two three |\n');
    expect(losses).toEqual(['Table cells holding blocks']);
  });

  it('name a caption, merged cells, misplaced headers and mixed column alignment as lost', () => {
    const { losses } = converter.toMarkdown([
      el('table', [el('tr', [el('td', [{ text: 'a' }], { colspan: 2 })]), el('tr', [el('th', [{ text: 'b' }], { align: 'left' }), el('td', [{ text: 'c' }])])], {
        caption: 'Scores',
      }),
    ]);
    expect(losses).toEqual([
      'Table caption',
      'Table headers other than the whole first row (Markdown makes the first row the header)',
      'Merged table cells',
      'Different alignments within one table column',
    ]);
  });
});
