import { describe, expect, it } from 'vitest';
import { cellLayout, tableClassName } from './table-layout.js';

describe('tableClassName', () => {
  it('names the border and row style', () => {
    expect(tableClassName({ type: 'table', border: 'hidden', rowstyle: 'alternating', children: [] })).toBe(
      'table border-hidden rowstyle-alternating',
    );
  });

  it('falls back to a solid border and plain rows', () => {
    expect(tableClassName({ type: 'table', children: [] })).toBe('table border-solid rowstyle-plain');
    expect(tableClassName({ type: 'table', border: '" onclick="x', rowstyle: 3, children: [] })).toBe('table border-solid rowstyle-plain');
  });
});

describe('cellLayout', () => {
  it('gives spans above 1 and a known alignment', () => {
    expect(cellLayout({ type: 'td', colspan: 2, rowspan: 3, align: 'right', children: [] })).toEqual({ colSpan: 2, rowSpan: 3, textAlign: 'right' });
  });

  it('reads legacy spans stored as text', () => {
    expect(cellLayout({ type: 'td', colspan: '4', children: [] })).toEqual({ colSpan: 4 });
  });

  it('drops default, broken and unknown values', () => {
    expect(cellLayout({ type: 'td', colspan: 1, rowspan: 0, align: 'justify', children: [] })).toEqual({});
    expect(cellLayout({ type: 'th', colspan: 2.5, rowspan: 'two', children: [] })).toEqual({});
  });
});
