import { describe, expect, it } from 'vitest';
import type { Descendant, Element } from '../model/node.js';
import { contentInvariantViolations, documentText } from './content-invariants.js';
import { ContentNormalizer, type NormalizeOptions } from './content-normalizer.js';
import { elementKindsGrammar } from './testing/element-kinds-grammar.js';
import { listGrammar } from './testing/list-grammar.js';
import { tableGrammar } from './testing/table-grammar.js';
import { textGrammar } from './testing/text-grammar.js';

const contributions = [...textGrammar(), ...listGrammar(), ...elementKindsGrammar(), ...tableGrammar()];
const normalizer = new ContentNormalizer(contributions);

function ids(): () => string {
  let n = 0;
  return () => `gen${++n}`;
}

/** Normalises, checks §5 on the result and that the normaliser settled, and returns it. */
function settle(doc: unknown[], options: NormalizeOptions = {}): Descendant[] {
  const reports: string[] = [];
  const out = normalizer.normalize(doc as Descendant[], { createId: ids(), report: (m) => reports.push(m), ...options });
  expect(contentInvariantViolations(out, contributions)).toEqual([]);
  expect(reports.filter((r) => r.includes('did not settle'))).toEqual([]);
  expect(normalizer.normalize(out, { createId: ids() })).toBe(out);
  return out;
}

/** `depth` elements, cycling through `kinds`, each holding a text, the next one and a text. */
function nest(kinds: readonly string[], depth: number, innermost: Descendant): Descendant {
  let node = innermost;
  for (let i = depth - 1; i >= 0; i--) node = { type: kinds[i % kinds.length], children: [{ text: 'x' }, node, { text: 'y' }] } as Element;
  return node;
}

// Shrunk counterexamples of the property tests in content-normalizer.property.test.ts.
describe('ContentNormalizer settles on structural kinds nested in a definition list', () => {
  it('table, list and row nested in a list in a dl (property seed 1)', () => {
    const doc = [
      {
        type: 'dl',
        children: [
          { type: 'ul', children: [{ type: 'table', children: [{ type: 'ol', children: [{ type: 'tr', children: [] }] }] }, { type: 'p', children: [] }] },
        ],
      },
    ];
    const out = settle(doc);
    expect((out[1] as Element).children).toEqual([{ type: 'dd', id: expect.any(String), children: [{ text: '' }] }]);
  });

  it('cells and lists nested in a callout in a dl (property seed 200268191)', () => {
    const doc = [
      {
        type: 'dl',
        children: [
          {
            type: 'callout',
            children: [
              {
                type: 'td',
                children: [
                  { type: 'li', children: [{ type: 'ol', children: [{ type: 'th', children: [] }] }] },
                  { type: 'p', children: [{ type: 'p', children: [{ text: 'a' }] }] },
                ],
              },
            ],
          },
        ],
      },
    ];
    const out = settle(doc);
    expect((out[1] as Element).children).toEqual([{ type: 'dd', id: expect.any(String), children: [{ text: 'a' }] }]);
  });
});

// Each of these once took a pass per level of nesting; now the pass count does not grow with depth.
describe('ContentNormalizer passes do not grow with nesting depth', () => {
  const cases: [string, readonly string[], Descendant][] = [
    ['blocks inside a definition', ['dd', 'ul', 'li', 'table', 'tr', 'td', 'blockquote'], { text: 'a' }],
    ['links inside links', ['a'], { text: 'a' }],
    ['links and command buttons inside each other', ['a', 'command_button'], { text: 'a' }],
    ['callouts inside callouts', ['callout'], { type: 'p', children: [{ text: 'a' }] } as Element],
    ['figures and callouts inside each other', ['callout', 'figure'], { type: 'p', children: [{ text: 'a' }] } as Element],
  ];
  for (const [name, kinds, innermost] of cases) {
    it(name, () => {
      const doc = [nest(kinds, 30, innermost)];
      const out = settle(doc, { maxPasses: 4 });
      expect(documentText(out).length).toBe(documentText(doc).length);
    });
  }
});
