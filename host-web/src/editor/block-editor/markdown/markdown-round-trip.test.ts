import { describe, expect, it } from 'vitest';
import type { Descendant, Element } from '@quire/core';
import { createEditorTestPlugins } from '../test-kit/editor-test-plugins.js';
import { documentToMarkdown } from './document-to-markdown.js';
import { markdownToDocument } from './markdown-to-document.js';
import { markdownVocabulary } from './markdown-vocabulary.js';

const vocabulary = markdownVocabulary(createEditorTestPlugins());

function ids(): () => string {
  let n = 0;
  return () => `md${++n}`;
}

/** The document with every id dropped, to compare shapes across a round trip. */
function withoutIds(nodes: readonly Descendant[]): unknown[] {
  return nodes.map((node) => {
    if ('text' in node) return node;
    const { id: _id, children, ...rest } = node;
    return { ...rest, children: withoutIds(children) };
  });
}

let next = 0;
const el = (type: string, children: Descendant[], fields: Record<string, unknown> = {}): Element => ({
  type,
  id: `e${++next}`,
  ...fields,
  children,
});
const p = (...children: Descendant[]) => el('p', children.length > 0 ? children : [{ text: '' }]);

function roundTrip(document: Element[]): { markdown: string; losses: readonly string[]; back: Element[] } {
  const { markdown, losses } = documentToMarkdown(document, vocabulary);
  return { markdown, losses, back: markdownToDocument(markdown, vocabulary, ids()) };
}

describe('Markdown round trip', () => {
  it('keeps paragraphs and headings h1 to h6', () => {
    const document = [
      el('h1', [{ text: 'One' }]),
      el('h2', [{ text: 'Two' }]),
      el('h3', [{ text: 'Three' }]),
      el('h4', [{ text: 'Four' }]),
      el('h5', [{ text: 'Five' }]),
      el('h6', [{ text: 'Six' }]),
      p({ text: 'Body text.' }),
    ];
    const { markdown, losses, back } = roundTrip(document);
    expect(markdown).toBe('# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six\n\nBody text.\n');
    expect(losses).toEqual([]);
    expect(withoutIds(back)).toEqual(withoutIds(document));
  });

  it('keeps bold, italic and code, nested and side by side', () => {
    const document = [
      p(
        { text: 'plain ' },
        { text: 'bold ', strong: true },
        { text: 'both', strong: true, em: true },
        { text: ' and ', strong: true },
        { text: 'code', strong: true, code: true },
        { text: ' then ' },
        { text: 'italic', em: true },
        { text: ' and ' },
        { text: 'a `tick`', code: true },
      ),
    ];
    const { markdown, losses, back } = roundTrip(document);
    expect(markdown).toBe('plain **bold *both* and `code`** then *italic* and `` a `tick` ``\n');
    expect(losses).toEqual([]);
    expect(withoutIds(back)).toEqual(withoutIds(document));
  });

  it('moves spaces at the edge of a mark outside it', () => {
    const { markdown, back } = roundTrip([p({ text: 'a' }, { text: ' bold ', strong: true }, { text: 'b' })]);
    expect(markdown).toBe('a **bold** b\n');
    expect(withoutIds(back)).toEqual([{ type: 'p', children: [{ text: 'a ' }, { text: 'bold', strong: true }, { text: ' b' }] }]);
  });

  it('keeps bulleted and numbered lists, nested', () => {
    const document = [
      el('ul', [
        el('li', [p({ text: 'first' })]),
        el('li', [p({ text: 'second' }), el('ol', [el('li', [p({ text: 'inner one' })]), el('li', [p({ text: 'inner two' })])])]),
      ]),
      p({ text: 'after' }),
    ];
    const { markdown, losses, back } = roundTrip(document);
    expect(markdown).toBe('- first\n- second\n  1. inner one\n  2. inner two\n\nafter\n');
    expect(losses).toEqual([]);
    expect(withoutIds(back)).toEqual(withoutIds(document));
  });

  it('keeps a list item of two paragraphs', () => {
    const document = [el('ol', [el('li', [p({ text: 'one' }), p({ text: 'more' })]), el('li', [p({ text: 'two' })])])];
    const { back } = roundTrip(document);
    expect(withoutIds(back)).toEqual(withoutIds(document));
  });

  it('keeps quotes holding blocks', () => {
    const document = [el('blockquote', [p({ text: 'To be' }), el('ul', [el('li', [p({ text: 'or not' })])])]), p({ text: 'end' })];
    const { markdown, losses, back } = roundTrip(document);
    expect(markdown).toBe('> To be\n>\n> - or not\n\nend\n');
    expect(losses).toEqual([]);
    expect(withoutIds(back)).toEqual(withoutIds(document));
  });

  it('keeps tables with a header row and column alignment', () => {
    const row = (kind: string, cells: Descendant[][], align?: string[]) =>
      el(
        'tr',
        cells.map((children, i) => el(kind, children, align?.[i] ? { align: align[i] } : {})),
      );
    const document = [
      el('table', [
        row('th', [[{ text: 'Name' }], [{ text: 'Score' }]], [undefined as never, 'right']),
        row('td', [[{ text: 'Ada', strong: true }], [{ text: '10' }]], [undefined as never, 'right']),
      ]),
      p({ text: '' }),
    ];
    const { markdown, losses, back } = roundTrip(document);
    expect(markdown).toBe('| Name    | Score |\n| ------- | ----: |\n| **Ada** |    10 |\n');
    expect(losses).toEqual([]);
    // An empty paragraph has no Markdown; core's normaliser puts the last one back.
    expect(withoutIds(back)).toEqual(withoutIds(document.slice(0, 1)));
  });

  it('reads back an empty document as one empty paragraph', () => {
    expect(markdownToDocument('', vocabulary, ids())).toEqual([{ type: 'p', id: 'md1', children: [{ text: '' }] }]);
  });
});

describe('what Markdown cannot hold', () => {
  it('names other marks, other elements and element fields', () => {
    const { losses } = documentToMarkdown(
      [
        p({ text: 'hi', mark: true }, { text: 'x', sub: true }),
        el('ul', [el('li', [p({ text: 'a' })])], { style: 'square' }),
        el('dl', [el('dt', [{ text: 'term' }]), el('dd', [{ text: 'meaning' }])]),
        el('table', [el('tr', [el('th', [{ text: 'h' }])])], { caption: 'Scores' }),
      ],
      vocabulary,
    );
    // The terms and definitions go with their definition list and are not named again.
    expect(losses).toEqual(['Highlight (mark)', 'Subscript (mark)', 'Bulleted list style', 'Definition list', 'Table caption']);
  });

  it('names merged cells, misplaced headers and mixed column alignment', () => {
    const { losses } = documentToMarkdown(
      [
        el('table', [
          el('tr', [el('td', [{ text: 'a' }], { colspan: 2 })]),
          el('tr', [el('th', [{ text: 'b' }], { align: 'left' }), el('td', [{ text: 'c' }])]),
        ]),
      ],
      vocabulary,
    );
    expect(losses).toEqual([
      'Table headers other than the whole first row (Markdown makes the first row the header)',
      'Merged table cells',
      'Different alignments within one table column',
    ]);
  });

  it('names elements no plugin knows as unknown', () => {
    expect(documentToMarkdown([el('mystery', [p({ text: 'inside' })])], vocabulary)).toEqual({
      markdown: 'inside\n',
      losses: ["Unknown element 'mystery'"],
    });
  });

  it('keeps the text of elements it drops', () => {
    const { markdown } = documentToMarkdown([el('dl', [el('dt', [{ text: 'term' }]), el('dd', [{ text: 'meaning' }])])], vocabulary);
    expect(markdown).toBe('term\n\nmeaning\n');
  });

  it('reads what the editor has no form for as text', () => {
    const back = markdownToDocument('[link](https://x.test) ![alt](a.png)\n\n```\ncode\n```\n\n---\n', vocabulary, ids());
    expect(withoutIds(back)).toEqual([
      { type: 'p', children: [{ text: 'link alt' }] },
      { type: 'p', children: [{ text: 'code' }] },
    ]);
  });
});
