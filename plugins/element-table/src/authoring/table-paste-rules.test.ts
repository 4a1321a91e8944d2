import { describe, expect, it } from 'vitest';
import type { Descendant, Element } from '@quire/plugin-sdk';
import { TABLE_PASTE_RULES } from './table-paste-rules.js';

function paste(tagName: string, children: Descendant[], attributes: Record<string, string> = {}): Element | Descendant[] | undefined {
  let n = 0;
  const element = { tagName, getAttribute: (name: string) => attributes[name] ?? null };
  const results = TABLE_PASTE_RULES.map((rule) => rule(element, () => children, () => `p${++n}`, new Map())).filter((r) => r !== undefined);
  expect(results.length).toBeLessThanOrEqual(1);
  return results[0];
}

const cell: Element = { type: 'td', id: 'c', children: [{ text: 'x' }] };
const row: Element = { type: 'tr', id: 'r', children: [cell] };

describe('element-table paste rules', () => {
  it('keeps a cell with its spans and alignment', () => {
    expect(paste('TD', [{ text: 'x' }], { colspan: '2', rowspan: '2', align: 'right' })).toEqual({
      type: 'td',
      id: 'p1',
      colspan: 2,
      rowspan: 2,
      align: 'right',
      children: [{ text: 'x' }],
    });
    expect(paste('th', [], { style: 'text-align: center' })).toEqual({ type: 'th', id: 'p1', align: 'center', children: [{ text: '' }] });
  });

  it('keeps the cells of a row and drops the whitespace between them', () => {
    expect(paste('tr', [{ text: '\n' }, cell, { text: ' ' }])).toEqual({ type: 'tr', id: 'p1', children: [cell] });
    expect(paste('tr', [{ text: '\n' }])).toEqual([]);
  });

  it('lets thead, tbody and tfoot give up their rows', () => {
    expect(paste('thead', [{ text: '\n' }, row])).toEqual([row]);
    expect(paste('TBODY', [row, row])).toEqual([row, row]);
    expect(paste('tfoot', [])).toEqual([]);
  });

  it('makes a table of the rows', () => {
    expect(paste('table', [{ text: '\n' }, row])).toEqual({ type: 'table', id: 'p1', children: [row] });
    expect(paste('table', [])).toEqual([]);
  });

  it('leaves other tags to other plugins', () => {
    expect(paste('caption', [{ text: 'x' }])).toBeUndefined();
    expect(paste('p', [{ text: 'x' }])).toBeUndefined();
  });
});
