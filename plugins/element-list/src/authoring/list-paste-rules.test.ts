import { describe, expect, it } from 'vitest';
import type { Descendant, Element, ElementStructure } from '@quire/plugin-sdk';
import { LIST_PASTE_RULES } from './list-paste-rules.js';

// The editor's structures: the text plugin's paragraph is the default text block.
const structures = new Map<string, ElementStructure>([['p', { kind: 'p', display: 'block', content: { type: 'inline' }, defaultTextBlock: true }]]);

function paste(tagName: string, children: Descendant[], attributes: Record<string, string> = {}): Element | Descendant[] | undefined {
  let n = 0;
  const element = { tagName, getAttribute: (name: string) => attributes[name] ?? null };
  const results = LIST_PASTE_RULES.map((rule) => rule(element, () => children, () => `p${++n}`, structures)).filter((r) => r !== undefined);
  expect(results.length).toBeLessThanOrEqual(1);
  return results[0];
}

const item: Element = { type: 'li', id: 'i', children: [{ type: 'p', id: 'ip', children: [{ text: 'x' }] }] };

describe('element-list paste rules', () => {
  it('keeps the items of a <ul> and drops the whitespace between them', () => {
    expect(paste('UL', [{ text: '\n  ' }, item, { text: '\n' }])).toEqual({ type: 'ul', id: 'p1', children: [item] });
  });

  it('keeps the numbering style of an <ol>', () => {
    expect(paste('ol', [item], { type: 'i' })).toEqual({ type: 'ol', id: 'p1', style: 'lower-roman', children: [item] });
    expect(paste('ol', [item], { style: 'list-style-type: upper-latin' })).toMatchObject({ style: 'upper-latin' });
  });

  it('pastes an empty list as nothing', () => {
    expect(paste('ul', [{ text: ' ' }])).toEqual([]);
  });

  it('gives an <li> with inline content a paragraph', () => {
    expect(paste('li', [{ text: 'one ' }, { text: 'two', strong: true }])).toEqual({
      type: 'li',
      id: 'p1',
      children: [{ type: 'p', id: 'p2', children: [{ text: 'one ' }, { text: 'two', strong: true }] }],
    });
  });

  it('keeps a nested list inside an <li> after its text', () => {
    const nested: Element = { type: 'ul', id: 'u', children: [item] };
    const out = paste('li', [{ text: 'outer' }, nested]) as Element;
    expect(out.children).toEqual([{ type: 'p', id: 'p2', children: [{ text: 'outer' }] }, nested]);
  });

  it('pastes description lists', () => {
    const dt = paste('dt', [{ text: 'Term' }]);
    const dd = paste('dd', []);
    expect(dt).toEqual({ type: 'dt', id: 'p1', children: [{ text: 'Term' }] });
    expect(dd).toEqual({ type: 'dd', id: 'p1', children: [{ text: '' }] });
    expect(paste('dl', [{ text: '\n' }, dt as Element, dd as Element])).toEqual({ type: 'dl', id: 'p1', children: [dt, dd] });
  });

  it('leaves other tags to other plugins', () => {
    expect(paste('p', [{ text: 'x' }])).toBeUndefined();
    expect(paste('table', [])).toBeUndefined();
  });
});
