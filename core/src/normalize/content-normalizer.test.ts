import { describe, expect, it } from 'vitest';
import type { ElementContribution } from '../extension/points/element.js';
import type { ElementStructure } from '../model/element-structure.js';
import type { Descendant, Element } from '../model/node.js';
import { contentInvariantViolations } from './content-invariants.js';
import { ContentNormalizer, type NormalizeOptions } from './content-normalizer.js';
import { elementKindsGrammar } from './testing/element-kinds-grammar.js';
import { listGrammar } from './testing/list-grammar.js';
import { tableGrammar } from './testing/table-grammar.js';
import { textGrammar } from './testing/text-grammar.js';

const normalizer = new ContentNormalizer([...textGrammar(), ...listGrammar(), ...elementKindsGrammar(), ...tableGrammar()]);

function ids(): () => string {
  let n = 0;
  return () => `n${++n}`;
}

function run(doc: unknown[], options: NormalizeOptions = {}): Descendant[] {
  return normalizer.normalize(doc as Descendant[], { createId: ids(), ...options });
}

const p = (id: string, text = 'x'): Element => ({ type: 'p', id, children: [{ text }] });
const img = (id: string): Element => ({ type: 'img', id, src: 'a.png', children: [{ text: '' }] });

/** Drops generated ids so a test can compare shapes. */
function shape(nodes: Descendant[]): unknown[] {
  return nodes.map((n) => {
    if ('text' in n) return n;
    const { id: _id, children, ...rest } = n as Element;
    return { ...rest, children: shape(children) };
  });
}

describe('ContentNormalizer', () => {
  it('returns the very same document when it is already normal', () => {
    const doc = [p('a'), { type: 'ul', id: 'b', children: [{ type: 'li', id: 'c', children: [p('d')] }] }, p('e')];
    expect(run(doc)).toBe(doc);
  });

  it('makes an empty document a single paragraph', () => {
    expect(shape(run([]))).toEqual([{ type: 'p', children: [{ text: '' }] }]);
  });

  it('starts and ends the document with a paragraph or heading', () => {
    const out = run([img('a')]);
    expect(out.map((n) => (n as Element).type)).toEqual(['p', 'img', 'p']);
    const headed = [{ type: 'h2', id: 'h', children: [{ text: 'T' }] }, img('a'), p('z')];
    expect(run(headed)).toBe(headed);
  });

  it('gives a duplicate block id a new id and keeps the first', () => {
    const out = run([p('same', 'one'), p('same', 'two')]) as Element[];
    expect(out[0].id).toBe('same');
    expect(out[1].id).not.toBe('same');
    expect(out[1].children).toEqual([{ text: 'two' }]);
  });

  it('gives elements without an id one', () => {
    const out = run([{ type: 'p', children: [{ text: 'a' }] }]) as Element[];
    expect(out[0].id).toBe('n1');
  });

  it('wraps text in a list in a list item, and inline content of an item in a paragraph', () => {
    const out = run([p('a'), { type: 'ul', id: 'u', children: [{ text: 'loose' }] }, p('z')]);
    expect(shape(out)[1]).toEqual({
      type: 'ul',
      children: [{ type: 'li', children: [{ type: 'p', children: [{ text: 'loose' }] }] }],
    });
  });

  it('wraps a list item found outside a list in a list', () => {
    const out = run([p('a'), { type: 'li', id: 'l', children: [p('b')] }, p('z')]);
    expect(shape(out)[1]).toEqual({ type: 'ul', children: [{ type: 'li', children: [{ type: 'p', children: [{ text: 'x' }] }] }] });
  });

  it('removes an empty link but keeps it when the cursor is inside', () => {
    const doc = [{ type: 'p', id: 'a', children: [{ text: 'go ' }, { type: 'a', id: 'l', href: 'x', children: [{ text: '' }] }, { text: '' }] }];
    expect(shape(run(doc))).toEqual([{ type: 'p', children: [{ text: 'go ' }] }]);
    const kept = run(doc, { cursor: [0, 1, 0] }) as Element[];
    expect((kept[0].children[1] as Element).type).toBe('a');
  });

  it('removes empty callouts and foreign spans', () => {
    const doc = [
      p('a'),
      { type: 'callout', id: 'c', children: [{ type: 'p', id: 'cp', children: [{ text: '' }] }] },
      { type: 'p', id: 'b', children: [{ text: 'y' }, { type: 'foreign', id: 'f', lang: 'fr', children: [{ text: '' }] }, { text: '' }] },
    ];
    expect(shape(run(doc))).toEqual([
      { type: 'p', children: [{ text: 'x' }] },
      { type: 'p', children: [{ text: 'y' }] },
    ]);
  });

  it('inserts a paragraph between adjacent spaced blocks', () => {
    const out = run([p('a'), img('i1'), img('i2'), { type: 'table', id: 't', children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'd', children: [{ text: 'c' }] }] }] }, p('z')]);
    expect(out.map((n) => (n as Element).type)).toEqual(['p', 'img', 'p', 'img', 'p', 'table', 'p']);
  });

  it('does not insert a paragraph between a video and an image (not in the list)', () => {
    const out = run([p('a'), { type: 'video', id: 'v', src: [], children: [{ text: '' }] }, img('i'), p('z')]);
    expect(out.map((n) => (n as Element).type)).toEqual(['p', 'video', 'img', 'p']);
  });

  it('moves callouts, figures and definitions out of a callout', () => {
    const inner = { type: 'callout', id: 'c2', children: [p('in', 'inner')] };
    const doc = [p('a'), { type: 'callout', id: 'c1', children: [p('o', 'outer'), inner] }, p('z')];
    const out = run(doc) as Element[];
    // Callouts are spaced blocks, so a paragraph goes between the two.
    expect(out.map((n) => n.type)).toEqual(['p', 'callout', 'p', 'callout', 'p']);
    expect(out[1].id).toBe('c1');
    expect(out[3].id).toBe('c2');
  });

  it('splits a paragraph around a block found inside it', () => {
    const doc = [{ type: 'p', id: 'a', children: [{ text: 'before' }, img('i'), { text: 'after' }] }];
    expect(shape(run(doc))).toEqual([
      { type: 'p', children: [{ text: 'before' }] },
      { type: 'img', src: 'a.png', children: [{ text: '' }] },
      { type: 'p', children: [{ text: 'after' }] },
    ]);
  });

  it('does not let links nest', () => {
    const doc = [
      {
        type: 'p',
        id: 'a',
        children: [
          { text: '' },
          { type: 'a', id: 'l1', href: 'x', children: [{ text: 'a' }, { type: 'a', id: 'l2', href: 'y', children: [{ text: 'b' }] }, { text: 'c' }] },
          { text: '' },
        ],
      },
    ];
    const link = (run(doc)[0] as Element).children[1] as Element;
    expect(link.children).toEqual([{ text: 'abc' }]);
  });

  it('merges adjacent texts with the same marks and drops unknown marks', () => {
    const doc = [{ type: 'p', id: 'a', children: [{ text: 'a', strong: true }, { text: 'b', strong: true, bogus: 1 }] }];
    expect((run(doc)[0] as Element).children).toEqual([{ text: 'ab', strong: true }]);
  });

  it('wraps text found at the top level in a paragraph', () => {
    expect(shape(run([{ text: 'loose' }]))).toEqual([{ type: 'p', children: [{ text: 'loose' }] }]);
  });

  it('keeps a table cell with blocks, and wraps inline runs beside them', () => {
    const doc = [
      p('a'),
      {
        type: 'table',
        id: 't',
        children: [{ type: 'tr', id: 'r', children: [{ type: 'td', id: 'd', children: [{ text: 'lead' }, p('q', 'para')] }] }],
      },
      p('z'),
    ];
    const cell = ((run(doc)[1] as Element).children[0] as Element).children[0] as Element;
    expect(shape(cell.children)).toEqual([
      { type: 'p', children: [{ text: 'lead' }] },
      { type: 'p', children: [{ text: 'para' }] },
    ]);
  });

  it('gives a void element exactly one empty text child', () => {
    const out = run([p('a'), { type: 'img', id: 'i', src: 'a.png', children: [] }, p('z')]) as Element[];
    expect(out[1].children).toEqual([{ text: '' }]);
  });

  it('keeps elements of kinds no plugin knows', () => {
    const doc = [p('a'), { type: 'mystery', id: 'm', children: [{ text: 'keep me' }] }, p('z')];
    expect(run(doc)).toBe(doc);
  });

  it('terms do not nest: a definition list inside a term is flattened to its text', () => {
    const doc = [
      p('a'),
      { type: 'dl', id: 'd', children: [{ type: 'dt', id: 't', children: [{ text: 'word ' }, { type: 'dl', id: 'd2', children: [{ type: 'dt', id: 't2', children: [{ text: 'inner' }] }] }] }] },
      p('z'),
    ];
    const term = ((run(doc)[1] as Element).children[0] as Element);
    expect(term.children).toEqual([{ text: 'word inner' }]);
  });
});

describe('ContentNormalizer with plugin marks', () => {
  it('keeps a mark a loaded plugin contributes and still drops unknown ones', () => {
    const withSmallCaps = new ContentNormalizer([...textGrammar(), ...listGrammar(), ...elementKindsGrammar()], ['strong', 'smallcaps']);
    const doc = [{ type: 'p', id: 'a', children: [{ text: 'x', smallcaps: true, em: true }] }] as Descendant[];
    expect((withSmallCaps.normalize(doc)[0] as Element).children).toEqual([{ text: 'x', smallcaps: true }]);
  });
});

describe('ContentNormalizer with the default text block of its grammar', () => {
  const block = (kind: string, extra: Partial<ElementStructure> = {}): ElementContribution => ({
    kind,
    structure: { kind, display: 'block', content: { type: 'inline' }, ...extra },
  });
  const quote: ElementContribution = { kind: 'quote', structure: { kind: 'quote', display: 'block', content: { type: 'blocks' }, spacedBlock: true } };
  const figure: ElementContribution = { kind: 'pic', structure: { kind: 'pic', display: 'block', content: { type: 'void' }, spacedBlock: true } };
  const normalizeWith = (elements: ElementContribution[], doc: unknown[]) =>
    new ContentNormalizer(elements).normalize(doc as Descendant[], { createId: ids() });

  it('wraps inline runs in, fills and pads with the kind that has the trait', () => {
    const grammar = [block('para', { defaultTextBlock: true }), block('title', { documentEdge: true }), quote, figure];
    const out = normalizeWith(grammar, [
      { type: 'pic', id: 'a', children: [{ text: '' }] },
      { type: 'pic', id: 'b', children: [{ text: '' }] },
      { text: 'loose' },
      { type: 'quote', id: 'q', children: [] },
      { type: 'title', id: 't', children: [{ text: 'End' }] },
    ]);
    expect(shape(out)).toEqual([
      { type: 'para', children: [{ text: '' }] },
      { type: 'pic', children: [{ text: '' }] },
      { type: 'para', children: [{ text: '' }] },
      { type: 'pic', children: [{ text: '' }] },
      { type: 'para', children: [{ text: 'loose' }] },
      { type: 'quote', children: [{ type: 'para', children: [{ text: '' }] }] },
      { type: 'title', children: [{ text: 'End' }] },
    ]);
    expect(contentInvariantViolations(out, grammar)).toEqual([]);
    expect(shape(normalizeWith(grammar, []))).toEqual([{ type: 'para', children: [{ text: '' }] }]);
  });

  it('leaves inline runs, empty block lists, spacing and document edges alone in a grammar without one', () => {
    const grammar = [block('para'), quote, figure];
    const doc = [
      { text: 'loose' },
      { type: 'pic', id: 'a', children: [{ text: '' }] },
      { type: 'pic', id: 'b', children: [{ text: '' }] },
      { type: 'quote', id: 'q', children: [] },
    ];
    expect(normalizeWith(grammar, doc)).toBe(doc);
    expect(contentInvariantViolations(doc as Descendant[], grammar)).toEqual([]);
    const empty: Descendant[] = [];
    expect(normalizeWith(grammar, empty)).toBe(empty);
  });

  it('refuses two kinds that are both the default text block, naming both', () => {
    expect(() => new ContentNormalizer([block('para', { defaultTextBlock: true }), block('note', { defaultTextBlock: true })])).toThrow(
      "Element kinds 'para' and 'note' are both the default text block",
    );
  });
});
