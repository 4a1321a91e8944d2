import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ElementNormalizeContext } from '../extension/points/element.js';
import type { Descendant, Element, Path } from '../model/node.js';
import { CompiledGrammar } from './compiled-grammar.js';
import { ContentNormalizer } from './content-normalizer.js';
import { IdHashSet } from './id-set.js';
import { NormalFormCheck } from './normal-form-check.js';
import { ELEMENT_GRAMMAR_KINDS, elementKindsGrammar } from './testing/element-kinds-grammar.js';
import { listGrammar, LIST_GRAMMAR_KINDS } from './testing/list-grammar.js';
import { tableGrammar } from './testing/table-grammar.js';
import { textGrammar, TEXT_GRAMMAR_KINDS } from './testing/text-grammar.js';

const contributions = [...textGrammar(), ...listGrammar(), ...elementKindsGrammar(), ...tableGrammar()];
const normalizer = new ContentNormalizer(contributions);
// The reference: the same engine with its quick check switched off, so every call runs a pass.
const passOnly = new ContentNormalizer(contributions);
(passOnly as unknown as { check: Pick<NormalFormCheck, 'isNormal'> }).check = { isNormal: () => false };
const check = new NormalFormCheck(new CompiledGrammar(contributions), new IdHashSet());

const markKeys = ['strong', 'em', 'code', 'term', 'sub', 'bogus'];
const textArb = fc
  .tuple(fc.constantFrom('', '', 'a', 'b c', 'é'), fc.subarray(markKeys, { maxLength: 2 }))
  .map(([text, marks]) => {
    const node: Record<string, unknown> = { text };
    for (const m of marks) node[m] = m === 'bogus' ? 7 : true;
    return node as Descendant;
  });
const kindArb = fc.constantFrom(...TEXT_GRAMMAR_KINDS, ...LIST_GRAMMAR_KINDS, ...ELEMENT_GRAMMAR_KINDS, 'table', 'tr', 'th', 'td', 'mystery');
const idArb = fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'), { nil: undefined });
const { document } = fc.letrec<{ node: Descendant; element: Descendant; document: Descendant[] }>((tie) => ({
  node: fc.oneof({ maxDepth: 5, depthSize: 'medium' }, textArb, tie('element')),
  element: fc.record({ type: kindArb, id: idArb, children: fc.array(tie('node'), { maxLength: 4 }) }).map(({ type, id, children }) => {
    const isVoid = contributions.find((c) => c.kind === type)?.structure.content.type === 'void';
    const element: Record<string, unknown> = { type, children: isVoid ? [{ text: '' }] : children };
    if (id !== undefined) element.id = id;
    return element as unknown as Descendant;
  }),
  document: fc.array(tie('node'), { maxLength: 6 }),
}));

function counter(): () => string {
  let n = 0;
  return () => `gen${++n}`;
}

/** A path to some node of `doc`, picked by `choices`, as a cursor would be. */
function cursorIn(doc: readonly Descendant[], choices: readonly number[]): Path {
  const path: number[] = [];
  let nodes: readonly Descendant[] | undefined = doc;
  for (const choice of choices) {
    if (!Array.isArray(nodes) || nodes.length === 0) break;
    const index: number = choice % nodes.length;
    path.push(index);
    nodes = (nodes[index] as { children?: Descendant[] }).children;
  }
  return path;
}

/** Documents near normal form, where the check has the most to decide: normalised, then touched once. */
const nearNormal = fc
  .tuple(document, fc.nat(), fc.constantFrom('id', 'text', 'mark', 'remove', 'none'))
  .map(([doc, pick, touch]) => {
    const normal = structuredClone(normalizer.normalize(doc, { createId: counter() }));
    const all: Record<string, unknown>[] = [];
    const collect = (nodes: Descendant[]) => {
      for (const node of nodes) {
        all.push(node as unknown as Record<string, unknown>);
        if (Array.isArray((node as { children?: unknown }).children)) collect((node as { children: Descendant[] }).children);
      }
    };
    collect(normal);
    const target = all[pick % all.length];
    if (touch === 'id' && 'id' in target) target.id = (all.find((n) => 'id' in n && n !== target)?.id as string) ?? '';
    if (touch === 'text' && 'text' in target) target.text = '';
    if (touch === 'mark' && 'text' in target) target.em = true;
    if (touch === 'remove' && Array.isArray(target.children) && target.children.length > 0) target.children.pop();
    return normal;
  });

describe('NormalFormCheck', () => {
  it('says normal exactly when a pass of the normaliser would change nothing', () => {
    fc.assert(
      fc.property(fc.oneof(document, nearNormal), fc.array(fc.nat(), { maxLength: 5 }), (doc, choices) => {
        const cursor = cursorIn(doc, choices);
        const unchanged = passOnly.normalize(doc, { createId: counter(), cursor, maxPasses: 1 }) === doc;
        expect(check.isNormal(doc, cursor, undefined)).toBe(unchanged);
      }),
      { numRuns: 1000 },
    );
  });

  it('passes on what plugin rules report only when it says normal', () => {
    const reporting = [...textGrammar(), ...listGrammar(), ...elementKindsGrammar()].map((c) =>
      c.kind === 'p'
        ? {
            ...c,
            normalize: (_element: Element, context: ElementNormalizeContext) => {
              context.report('seen p');
              return undefined;
            },
          }
        : c,
    );
    const grammar = new CompiledGrammar(reporting);
    const heard: string[] = [];
    const reportingCheck = new NormalFormCheck(grammar, new IdHashSet());
    const normal = [{ type: 'p', id: 'a', children: [{ text: 'x' }] }];
    expect(reportingCheck.isNormal(normal, undefined, (m) => heard.push(m))).toBe(true);
    expect(heard).toEqual(['seen p']);
    heard.length = 0;
    const duplicate = [...normal, { type: 'p', id: 'a', children: [{ text: 'y' }] }];
    expect(reportingCheck.isNormal(duplicate, undefined, (m) => heard.push(m))).toBe(false);
    expect(heard).toEqual([]);
  });
});
