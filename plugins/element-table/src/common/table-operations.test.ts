import { describe, expect, it } from 'vitest';
import type { Element } from '@quire/plugin-sdk';
import {
  canSplitCell,
  deleteColumn,
  deleteRow,
  insertColumn,
  insertRow,
  mergeDown,
  mergeDownPartner,
  mergeRight,
  mergeRightPartner,
  splitCell,
} from './table-operations.js';

const cell = (type: 'td' | 'th') => (id: string, text = '', fields: Record<string, unknown> = {}): Element => ({ type, id, ...fields, children: [{ text }] });
const td = cell('td');
const th = cell('th');
const tr = (id: string, ...cells: Element[]): Element => ({ type: 'tr', id, children: cells });
const table = (...rows: Element[]): Element => ({ type: 'table', id: 't', border: 'hidden', children: rows });

function ids(): () => string {
  let n = 0;
  return () => `n${++n}`;
}

/** Each row as its cells' texts, with spans: `A` or `A:2x1` (colspan x rowspan). */
function shape(t: Element | undefined): string[][] | undefined {
  return t?.children.map((row) =>
    (row as Element).children.map((c) => {
      const e = c as Element;
      const text = e.children.map((x) => ('text' in x ? x.text : '[block]')).join('');
      const spans = e.colspan || e.rowspan ? `:${e.colspan ?? 1}x${e.rowspan ?? 1}` : '';
      return `${e.type === 'th' ? '#' : ''}${text || '_'}${spans}`;
    }),
  );
}

const twoByTwo = () => table(tr('r1', td('a', 'A'), td('b', 'B')), tr('r2', td('c', 'C'), td('d', 'D')));

describe('insertRow', () => {
  it('adds an empty row below the cell, with fresh ids, keeping the table fields', () => {
    expect(insertRow(twoByTwo(), { row: 0, cell: 1 }, 'after', ids())).toEqual(
      table(tr('r1', td('a', 'A'), td('b', 'B')), tr('n1', td('n2'), td('n3')), tr('r2', td('c', 'C'), td('d', 'D'))),
    );
  });

  it('adds an empty row above the cell', () => {
    expect(shape(insertRow(twoByTwo(), { row: 0, cell: 0 }, 'before', ids()))).toEqual([['_', '_'], ['A', 'B'], ['C', 'D']]);
  });

  it('grows a cell spanning down across the new row instead of adding a cell under it', () => {
    const t = table(tr('r1', td('a', 'A', { rowspan: 2 }), td('b', 'B')), tr('r2', td('c', 'C')));
    expect(shape(insertRow(t, { row: 0, cell: 1 }, 'after', ids()))).toEqual([['A:1x3', 'B'], ['_'], ['C']]);
  });

  it('goes below the last row a tall cell spans', () => {
    const t = table(tr('r1', td('a', 'A', { rowspan: 2 }), td('b', 'B')), tr('r2', td('c', 'C')));
    expect(shape(insertRow(t, { row: 0, cell: 0 }, 'after', ids()))).toEqual([['A:1x2', 'B'], ['C'], ['_', '_']]);
  });

  it('keeps a header column a header column', () => {
    const t = table(tr('r1', th('a', 'Name'), td('b', 'x')), tr('r2', th('c', 'Age'), td('d', 'y')));
    expect(shape(insertRow(t, { row: 1, cell: 1 }, 'after', ids()))).toEqual([['#Name', 'x'], ['#Age', 'y'], ['#_', '_']]);
  });
});

describe('insertColumn', () => {
  it('adds an empty cell to every row, right of the cell', () => {
    expect(shape(insertColumn(twoByTwo(), { row: 1, cell: 0 }, 'after', ids()))).toEqual([['A', '_', 'B'], ['C', '_', 'D']]);
  });

  it('adds an empty cell to every row, left of the cell', () => {
    expect(shape(insertColumn(twoByTwo(), { row: 0, cell: 0 }, 'before', ids()))).toEqual([['_', 'A', 'B'], ['_', 'C', 'D']]);
  });

  it('next to a merged cell, widens the merged cell instead of splitting it', () => {
    const t = table(tr('r1', td('a', 'Wide', { colspan: 2 })), tr('r2', td('b', 'B'), td('c', 'C')));
    expect(shape(insertColumn(t, { row: 1, cell: 0 }, 'after', ids()))).toEqual([['Wide:3x1'], ['B', '_', 'C']]);
  });

  it('right of a merged cell, adds the column after all the columns it spans', () => {
    const t = table(tr('r1', td('a', 'Wide', { colspan: 2 })), tr('r2', td('b', 'B'), td('c', 'C')));
    expect(shape(insertColumn(t, { row: 0, cell: 0 }, 'after', ids()))).toEqual([['Wide:2x1', '_'], ['B', 'C', '_']]);
  });

  it('places the new cell correctly in a row partly covered by a tall cell', () => {
    const t = table(tr('r1', td('a', 'A', { rowspan: 2 }), td('b', 'B')), tr('r2', td('c', 'C')));
    expect(shape(insertColumn(t, { row: 0, cell: 1 }, 'before', ids()))).toEqual([['A:1x2', '_', 'B'], ['_', 'C']]);
  });

  it('keeps a header row a header row', () => {
    const t = table(tr('r1', th('a', 'H1'), th('b', 'H2')), tr('r2', td('c', 'x'), td('d', 'y')));
    expect(shape(insertColumn(t, { row: 0, cell: 0 }, 'after', ids()))).toEqual([['#H1', '#_', '#H2'], ['x', '_', 'y']]);
  });
});

describe('merging cells', () => {
  it('merges right: colspans add up and the texts are joined', () => {
    expect(mergeRight(twoByTwo(), { row: 0, cell: 0 }, ids())).toEqual(
      table(tr('r1', td('a', 'A B', { colspan: 2 })), tr('r2', td('c', 'C'), td('d', 'D'))),
    );
  });

  it('merges down: rowspans add up and the texts are joined', () => {
    expect(mergeDown(twoByTwo(), { row: 0, cell: 1 }, ids())).toEqual(
      table(tr('r1', td('a', 'A'), td('b', 'B D', { rowspan: 2 })), tr('r2', td('c', 'C'))),
    );
  });

  it('offers merge right only with a neighbour spanning the same rows', () => {
    const t = table(tr('r1', td('a', 'A', { rowspan: 2 }), td('b', 'B')), tr('r2', td('c', 'C')));
    expect(mergeRightPartner(t, { row: 0, cell: 0 })).toBeUndefined();
    expect(mergeRightPartner(twoByTwo(), { row: 0, cell: 0 })).toEqual({ row: 0, cell: 1 });
    expect(mergeRightPartner(twoByTwo(), { row: 0, cell: 1 })).toBeUndefined();
  });

  it('offers merge down only with a neighbour spanning the same columns', () => {
    const t = table(tr('r1', td('a', 'Wide', { colspan: 2 })), tr('r2', td('b', 'B'), td('c', 'C')));
    expect(mergeDownPartner(t, { row: 0, cell: 0 })).toBeUndefined();
    expect(mergeDownPartner(twoByTwo(), { row: 1, cell: 0 })).toBeUndefined();
  });

  it('merges the cells of a two-row merged column across the row below', () => {
    const t = table(tr('r1', td('a', 'A', { rowspan: 2 }), td('b', 'B')), tr('r2', td('c', 'C')), tr('r3', td('d', 'D'), td('e', 'E')));
    expect(shape(mergeDown(t, { row: 0, cell: 0 }, ids()))).toEqual([['A D:1x3', 'B'], ['C'], ['E']]);
  });

  it('drops a row the merge leaves empty', () => {
    const t = table(tr('r1', td('a', 'A')), tr('r2', td('b', 'B')));
    expect(mergeDown(t, { row: 0, cell: 0 }, ids())).toEqual(table(tr('r1', td('a', 'A B'))));
  });

  it('keeps the other text alone when a merged cell is empty', () => {
    const t = table(tr('r1', td('a', 'A'), td('b')));
    expect(shape(mergeRight(t, { row: 0, cell: 0 }, ids()))).toEqual([['A:2x1']]);
  });

  it('puts text into a paragraph when merging with a cell of blocks', () => {
    const blocks: Element = { type: 'td', id: 'b', children: [{ type: 'p', id: 'p', children: [{ text: 'Para' }] }] };
    const merged = mergeRight(table(tr('r1', td('a', 'A'), blocks)), { row: 0, cell: 0 }, ids());
    expect((merged.children[0] as Element).children[0]).toEqual({
      type: 'td',
      id: 'a',
      colspan: 2,
      children: [
        { type: 'p', id: 'n1', children: [{ text: 'A' }] },
        { type: 'p', id: 'p', children: [{ text: 'Para' }] },
      ],
    });
  });
});

describe('splitCell', () => {
  it('is offered only for a merged cell', () => {
    expect(canSplitCell(twoByTwo(), { row: 0, cell: 0 })).toBe(false);
    expect(canSplitCell(table(tr('r', td('a', 'A', { colspan: '2' }))), { row: 0, cell: 0 })).toBe(true);
  });

  it('restores single cells over every slot the cell spanned, its text in the first', () => {
    const t = table(
      tr('r1', td('a', 'A', { colspan: 2, rowspan: 2 }), td('b', 'B')),
      tr('r2', td('c', 'C')),
      tr('r3', td('d', 'D'), td('e', 'E'), td('f', 'F')),
    );
    expect(shape(splitCell(t, { row: 0, cell: 0 }, ids()))).toEqual([['A', '_', 'B'], ['_', '_', 'C'], ['D', 'E', 'F']]);
  });

  it('undoes a merge', () => {
    const merged = mergeRight(twoByTwo(), { row: 0, cell: 0 }, ids());
    expect(shape(splitCell(merged, { row: 0, cell: 0 }, ids()))).toEqual([['A B', '_'], ['C', 'D']]);
  });

  it('splits header cells into header cells', () => {
    expect(shape(splitCell(table(tr('r', th('a', 'H', { colspan: 2 }))), { row: 0, cell: 0 }, ids()))).toEqual([['#H', '#_']]);
  });
});

describe('deleteRow', () => {
  it('removes the row of the cell', () => {
    expect(shape(deleteRow(twoByTwo(), { row: 0, cell: 1 }))).toEqual([['C', 'D']]);
  });

  it('shrinks a cell reaching into the row from above', () => {
    const t = table(tr('r1', td('a', 'A', { rowspan: 2 }), td('b', 'B')), tr('r2', td('c', 'C')));
    expect(deleteRow(t, { row: 1, cell: 0 })).toEqual(table(tr('r1', td('a', 'A'), td('b', 'B'))));
  });

  it('moves a tall cell of the row down into the next row, in its column', () => {
    const t = table(tr('r1', td('a', 'A', { rowspan: 2 }), td('b', 'B')), tr('r2', td('c', 'C')));
    expect(deleteRow(t, { row: 0, cell: 1 })).toEqual(table(tr('r2', td('a', 'A'), td('c', 'C'))));
  });

  it('takes the table with its last row', () => {
    expect(deleteRow(table(tr('r', td('a'))), { row: 0, cell: 0 })).toBeUndefined();
  });
});

describe('deleteColumn', () => {
  it('removes the column of the cell from every row', () => {
    expect(shape(deleteColumn(twoByTwo(), { row: 1, cell: 0 }))).toEqual([['B'], ['D']]);
  });

  it('narrows a merged cell spanning the column', () => {
    const t = table(tr('r1', td('a', 'Wide', { colspan: 2 })), tr('r2', td('b', 'B'), td('c', 'C')));
    expect(deleteColumn(t, { row: 1, cell: 0 })).toEqual(table(tr('r1', td('a', 'Wide')), tr('r2', td('c', 'C'))));
  });

  it('takes the table with its last column', () => {
    expect(deleteColumn(table(tr('r1', td('a')), tr('r2', td('b'))), { row: 1, cell: 0 })).toBeUndefined();
  });
});
