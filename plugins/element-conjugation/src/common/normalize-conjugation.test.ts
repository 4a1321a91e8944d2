import { describe, expect, it } from 'vitest';
import type { Descendant, Element } from '@quire/plugin-sdk';
import { normalizeWithPlugins } from '@quire/plugin-sdk/testing';
import { textPlugin } from '@quire/plugin-element-text';
import { tablePlugin } from '@quire/plugin-element-table';
import { conjugationPlugin } from '../index.js';
import { insertConjugation } from '../authoring/index.js';

const p = (id: string, text = ''): Descendant => ({ type: 'p', id, children: [{ text }] });
const tc = (id: string, text = '', fields: Record<string, unknown> = {}) => ({ type: 'tc', id, ...fields, children: [{ text }] });
const tr = (id: string, ...cells: unknown[]) => ({ type: 'tr', id, children: cells });
const conjugation = (...rows: unknown[]): Descendant => ({ type: 'conjugation', id: 'c', verb: 'hablar', table: { type: 'table', id: 't', children: rows }, children: [{ text: '' }] });
const normalize = (document: Descendant[]) => normalizeWithPlugins([textPlugin, tablePlugin, conjugationPlugin], document);
const tableOf = (node: Descendant) => (node as Element).table;

describe('normalising conjugations', () => {
  it('leaves a whole conjugation as it is (the same document comes back)', () => {
    const doc = [p('a'), conjugation(tr('r1', tc('c1', 'hablo', { pronouns: 'yo' }), tc('c2', 'hablamos')), tr('r2', { type: 'th', id: 'h', children: [{ text: 'Plural' }] }, tc('c3'))), p('b')];
    const { value, violations } = normalize(doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
  });

  it('inserts a conjugation already in normal form: three rows of two empty cells', () => {
    let n = 0;
    const created = insertConjugation.create(() => `new${++n}`);
    const doc = [p('a'), created, p('b')];
    const { value, violations } = normalize(doc);
    expect(value).toBe(doc);
    expect(violations).toEqual([]);
    const rows = (tableOf(created) as { children: { children: unknown[] }[] }).children;
    expect(rows.map((row) => row.children.length)).toEqual([2, 2, 2]);
    expect(insertConjugation).toMatchObject({ label: 'Conjugation', category: 'Language' });
  });

  it('empties a conjugation given content as children, as a void block', () => {
    const { value, violations } = normalize([p('a'), { type: 'conjugation', id: 'c', children: [p('x', 'stray')] }, p('b')]);
    expect(value[1]).toEqual({ type: 'conjugation', id: 'c', children: [{ text: '' }] });
    expect(violations).toEqual([]);
  });

  it('pads short rows with empty conjugation cells, counting spans', () => {
    const { value, reports } = normalize([
      p('a'),
      conjugation(tr('r1', tc('c1', 'a', { colspan: 2 }), tc('c2', 'b')), tr('r2', tc('c3', 'c')), tr('r3', tc('c4', 'd', { rowspan: 2 }), tc('c5'), tc('c6')), tr('r4', tc('c7'))),
      p('b'),
    ]);
    expect(tableOf(value[1])).toEqual({
      type: 'table',
      id: 't',
      children: [
        tr('r1', tc('c1', 'a', { colspan: 2 }), tc('c2', 'b')),
        tr('r2', tc('c3', 'c'), tc('id1'), tc('id2')),
        tr('r3', tc('c4', 'd', { rowspan: 2 }), tc('c5'), tc('c6')),
        tr('r4', tc('c7'), tc('id3')),
      ],
    });
    expect(reports).toContain("Repaired the table of conjugation 'c'");
  });

  it('puts what is not a row in a row and what is not a cell in a conjugation cell; td cells become conjugation cells', () => {
    const { value, violations } = normalize([
      p('a'),
      conjugation(
        tr('r1', { type: 'td', id: 'd1', align: 'center', children: [{ text: 'hablo' }] }, { text: '\n  ' }, { text: 'hablas' }),
        { text: '   ' },
        tc('loose', 'habla'),
        tr('r3'),
      ),
      p('b'),
    ]);
    expect(tableOf(value[1])).toEqual({
      type: 'table',
      id: 't',
      children: [
        tr('r1', tc('d1', 'hablo', { align: 'center' }), { type: 'tc', id: 'id1', children: [{ text: 'hablas' }] }),
        tr('id2', tc('loose', 'habla'), tc('id4')),
        tr('r3', tc('id3'), tc('id5')),
      ],
    });
    expect(violations).toEqual([]);
  });

  it('gives the table, its rows and cells ids, and an empty cell something to type into', () => {
    const { value } = normalize([
      p('a'),
      { type: 'conjugation', id: 'c', table: { type: 'table', children: [{ type: 'tr', children: [{ type: 'tc', children: [] }] }] }, children: [{ text: '' }] },
      p('b'),
    ]);
    expect(tableOf(value[1])).toEqual({ type: 'table', id: 'id3', children: [{ type: 'tr', id: 'id2', children: [{ type: 'tc', id: 'id1', children: [{ text: '' }] }] }] });
  });

  it('keeps a conjugation cell in an ordinary table, and puts a stray one in a row', () => {
    const table = { type: 'table', id: 't', children: [tr('r', tc('c1', 'hablo', { pronouns: 'yo' }), { type: 'td', id: 'd', children: [{ text: 'x' }] })] };
    const doc = [p('a'), table as Descendant, p('b')];
    expect(normalize(doc).value).toBe(doc);
    const stray = normalize([p('a'), tc('c', 'hablo', { pronouns: 'yo' }) as Descendant, p('b')]);
    expect(stray.value[1]).toMatchObject({ type: 'table', children: [{ type: 'tr', children: [tc('c', 'hablo', { pronouns: 'yo' })] }] });
    expect(stray.violations).toEqual([]);
  });
});
