import { describe, expect, it } from 'vitest';
import type { Descendant, ElementStructure } from '@quire/core';
import { wrapInlineRuns } from './wrap-inline-runs.js';

function ids(): () => string {
  let n = 0;
  return () => `n${++n}`;
}

// The editor's structures: a paragraph is the default text block, a link is inline, an image a void block.
const structures = new Map<string, ElementStructure>([
  ['p', { kind: 'p', display: 'block', content: { type: 'inline' }, defaultTextBlock: true }],
  ['a', { kind: 'a', display: 'inline', content: { type: 'inline' } }],
  ['img', { kind: 'img', display: 'block', content: { type: 'void' } }],
]);

describe('wrapInlineRuns', () => {
  it('wraps a run of text and inline elements in one paragraph', () => {
    const link: Descendant = { type: 'a', id: 'l', href: 'x', children: [{ text: 'link' }] };
    expect(wrapInlineRuns([{ text: 'see ' }, link, { text: '' }], ids(), structures)).toEqual([
      { type: 'p', id: 'n1', children: [{ text: 'see ' }, link, { text: '' }] },
    ]);
  });

  it('keeps blocks and wraps the runs around them separately', () => {
    const img: Descendant = { type: 'img', id: 'i', src: 'a.png', children: [{ text: '' }] };
    const out = wrapInlineRuns([{ text: 'a' }, img, { text: 'b' }], ids(), structures);
    expect(out.map((n) => ('type' in n ? n.type : 'text'))).toEqual(['p', 'img', 'p']);
  });

  it('drops whitespace-only runs between blocks', () => {
    const li = (id: string): Descendant => ({ type: 'p', id, children: [{ text: id }] });
    expect(wrapInlineRuns([{ text: '\n  ' }, li('x'), { text: '\n' }, li('y'), { text: ' ' }], ids(), structures)).toEqual([li('x'), li('y')]);
  });

  it('turns nothing into one empty paragraph', () => {
    expect(wrapInlineRuns([], ids(), structures)).toEqual([{ type: 'p', id: 'n1', children: [{ text: '' }] }]);
  });

  it('wraps runs in whichever kind the structures make the default text block', () => {
    const withPara = new Map(structures).set('p', { kind: 'p', display: 'block', content: { type: 'inline' } }).set('para', { kind: 'para', display: 'block', content: { type: 'inline' }, defaultTextBlock: true });
    expect(wrapInlineRuns([{ text: 'a' }], ids(), withPara)).toEqual([{ type: 'para', id: 'n1', children: [{ text: 'a' }] }]);
  });

  it('keeps inline runs as they are when no kind is the default text block, for the normaliser to place', () => {
    const img: Descendant = { type: 'img', id: 'i', src: 'a.png', children: [{ text: '' }] };
    const withoutText = new Map([...structures].filter(([kind]) => kind !== 'p'));
    expect(wrapInlineRuns([{ text: 'a' }, img, { text: ' ' }], ids(), withoutText)).toEqual([{ text: 'a' }, img]);
    expect(wrapInlineRuns([], ids(), withoutText)).toEqual([{ text: '' }]);
  });
});
