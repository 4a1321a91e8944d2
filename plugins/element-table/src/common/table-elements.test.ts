import { describe, expect, it } from 'vitest';
import type { Descendant, Element } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { tablePlugin } from '../index.js';

const p = (id: string, text = ''): Element => ({ type: 'p', id, children: [{ text }] });
const td = (id: string, text = '', fields: Record<string, unknown> = {}): Element => ({ type: 'td', id, ...fields, children: [{ text }] });
const tr = (id: string, ...cells: Element[]): Element => ({ type: 'tr', id, children: cells });
const table = (id: string, ...rows: Element[]): Element => ({ type: 'table', id, children: rows });

function normalize(...middle: Descendant[]) {
  return normalizeWithPlugins([textPlugin, tablePlugin], [p('start'), ...middle, p('end')]);
}

describe('tables under the normaliser', () => {
  it('leaves a whole table as it is', () => {
    const doc = [p('start'), table('t', tr('r1', td('a', 'A'), td('b', 'B')), tr('r2', td('c'), td('d'))), p('end')];
    const { value, violations, reports } = normalizeWithPlugins([textPlugin, tablePlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('pads a short row with empty cells up to the widest row', () => {
    const { value, violations, reports } = normalize(table('t', tr('r1', td('a'), td('b'), td('c')), tr('r2', td('d'))));
    expect(value[1]).toEqual(table('t', tr('r1', td('a'), td('b'), td('c')), tr('r2', td('d'), td('id1'), td('id2'))));
    expect(violations).toEqual([]);
    expect(reports).toContain("Padded the short rows of table 't'");
  });

  it('counts colspan when measuring rows', () => {
    const { value, violations } = normalize(table('t', tr('r1', td('a', '', { colspan: 3 })), tr('r2', td('b'))));
    expect((value[1] as Element).children[1]).toEqual(tr('r2', td('b'), td('id1'), td('id2')));
    expect(violations).toEqual([]);
  });

  it('counts cells reaching down through rowspan, so such a row is not padded', () => {
    const doc = [p('start'), table('t', tr('r1', td('a', '', { rowspan: 2 }), td('b')), tr('r2', td('c'))), p('end')];
    const { value, violations } = normalizeWithPlugins([textPlugin, tablePlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('leaves a table over 1000 columns ragged', () => {
    const wide = tr('r1', ...Array.from({ length: 1001 }, (_, i) => td(`c${i}`)));
    const doc = [p('start'), table('t', wide, tr('r2', td('x'))), p('end')];
    const { value, violations } = normalizeWithPlugins([textPlugin, tablePlugin], doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('puts loose text in a table into a row and a cell', () => {
    const { value, violations } = normalize({ type: 'table', id: 't', children: [{ text: 'loose' }] });
    expect(value[1]).toEqual(table('t', tr('id1', td('id2', 'loose'))));
    expect(violations).toEqual([]);
  });

  it('wraps a stray cell in a row and a table', () => {
    const { value, violations } = normalize(td('a', 'alone'));
    expect(value[1]).toMatchObject({ type: 'table', children: [{ type: 'tr', children: [td('a', 'alone')] }] });
    expect(violations).toEqual([]);
  });

  it('puts a paragraph between two tables', () => {
    const { value, violations } = normalize(table('t1', tr('r1', td('a'))), table('t2', tr('r2', td('b'))));
    expect(value.map((n) => (n as Element).type)).toEqual(['p', 'table', 'p', 'table', 'p']);
    expect(violations).toEqual([]);
  });

  it('gives a cell holding both text and blocks a paragraph around the text', () => {
    const { value, violations } = normalize(table('t', tr('r', { type: 'td', id: 'c', children: [{ text: 'intro' }, p('q', 'para')] })));
    expect(((value[1] as Element).children[0] as Element).children[0]).toEqual({
      type: 'td',
      id: 'c',
      children: [p('id1', 'intro'), p('q', 'para')],
    });
    expect(violations).toEqual([]);
  });

  it('pads a row of conjugation cells with conjugation cells', () => {
    const tc = (id: string): Element => ({ type: 'tc', id, children: [{ text: id }] });
    const { value } = normalize(table('t', tr('r1', tc('a1'), tc('a2')), tr('r2', tc('b1'))));
    const rows = (value[1] as Element).children as Element[];
    expect((rows[1].children as Element[]).map((cell) => cell.type)).toEqual(['tc', 'tc']);
  });
});
