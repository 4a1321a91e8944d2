import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Descendant } from '../model/node.js';
import { documentText, contentInvariantViolations } from './content-invariants.js';
import { ContentNormalizer } from './content-normalizer.js';
import { ELEMENT_GRAMMAR_KINDS, elementKindsGrammar } from './testing/element-kinds-grammar.js';
import { listGrammar, LIST_GRAMMAR_KINDS } from './testing/list-grammar.js';
import { tableGrammar } from './testing/table-grammar.js';
import { textGrammar, TEXT_GRAMMAR_KINDS } from './testing/text-grammar.js';

const contributions = [...textGrammar(), ...listGrammar(), ...elementKindsGrammar(), ...tableGrammar()];
const normalizer = new ContentNormalizer(contributions);
const markKeys = ['strong', 'em', 'code', 'term', 'sub', 'bogus'];

const textArb = fc
  .tuple(fc.string({ maxLength: 5, unit: fc.constantFrom('a', 'b', 'c', ' ', 'é') }), fc.subarray(markKeys, { maxLength: 2 }))
  .map(([text, marks]) => {
    const node: Record<string, unknown> = { text };
    for (const m of marks) node[m] = m === 'bogus' ? 7 : true;
    return node as Descendant;
  });

const kindArb = fc.constantFrom(...TEXT_GRAMMAR_KINDS, ...LIST_GRAMMAR_KINDS, ...ELEMENT_GRAMMAR_KINDS, 'table', 'tr', 'th', 'td', 'mystery');
const idArb = fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'), { nil: undefined });
const spanArb = fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined });

const { document } = fc.letrec<{ node: Descendant; element: Descendant; document: Descendant[] }>((tie) => ({
  node: fc.oneof({ maxDepth: 6, depthSize: 'medium' }, textArb, tie('element')),
  element: fc
    .record({ type: kindArb, id: idArb, children: fc.array(tie('node'), { maxLength: 5 }), colspan: spanArb, rowspan: spanArb })
    .map(({ type, id, children, colspan, rowspan }) => {
      const isVoid = contributions.find((c) => c.kind === type)?.structure.content.type === 'void';
      const element: Record<string, unknown> = { type, children: isVoid ? [{ text: '' }] : children };
      if (id !== undefined) element.id = id;
      if ((type === 'td' || type === 'th') && colspan !== undefined) element.colspan = colspan;
      if ((type === 'td' || type === 'th') && rowspan !== undefined) element.rowspan = rowspan;
      return element as unknown as Descendant;
    }),
  document: fc.array(tie('node'), { maxLength: 8 }),
}));

function counter(): () => string {
  let n = 0;
  return () => `gen${++n}`;
}

function sortedChars(text: string): string {
  return [...text].sort().join('');
}

describe('ContentNormalizer on random documents of every kind', () => {
  it('reaches a fixed point: normalising twice equals normalising once', () => {
    fc.assert(
      fc.property(document, (doc) => {
        const once = normalizer.normalize(doc, { createId: counter() });
        const twice = normalizer.normalize(once, { createId: counter() });
        expect(twice).toBe(once);
      }),
      { numRuns: 400 },
    );
  });

  it('produces a document where every §5 invariant holds', () => {
    fc.assert(
      fc.property(document, (doc) => {
        const reports: string[] = [];
        const out = normalizer.normalize(doc, { createId: counter(), report: (m) => reports.push(m) });
        expect(contentInvariantViolations(out, contributions)).toEqual([]);
        expect(reports.filter((r) => r.includes('did not settle'))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('loses no text (only empty links, callouts and foreign spans go)', () => {
    fc.assert(
      fc.property(document, (doc) => {
        const out = normalizer.normalize(doc, { createId: counter() });
        const before = documentText(doc);
        const after = documentText(out);
        expect(sortedChars(after)).toBe(sortedChars(before));
        // Only moving a callout's forbidden children out of it may change the order.
        if (!JSON.stringify(doc).includes('"callout"')) expect(after).toBe(before);
      }),
      { numRuns: 400 },
    );
  });
});
