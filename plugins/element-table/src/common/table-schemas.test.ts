import { describe, expect, it } from 'vitest';
import { tableElementSchema, tdElementSchema, thElementSchema } from './table-schemas.js';

describe('table', () => {
  it('accepts a styled table with a rich caption', () => {
    const table = { type: 'table', border: 'hidden', rowstyle: 'alternating', caption: [{ text: 'Prices' }], children: [] };
    expect(tableElementSchema.safeParse(table).success).toBe(true);
  });

  it('refuses a border or row style the spec does not list', () => {
    expect(tableElementSchema.safeParse({ type: 'table', border: 'dashed', children: [] }).success).toBe(false);
    expect(tableElementSchema.safeParse({ type: 'table', rowstyle: 'striped', children: [] }).success).toBe(false);
  });

  it('accepts cells with alignment and spans, refusing zero or fractional spans', () => {
    expect(thElementSchema.safeParse({ type: 'th', align: 'center', colspan: 2, rowspan: 1, children: [] }).success).toBe(true);
    expect(tdElementSchema.safeParse({ type: 'td', colspan: 0, children: [] }).success).toBe(false);
    expect(tdElementSchema.safeParse({ type: 'td', rowspan: 1.5, children: [] }).success).toBe(false);
    expect(tdElementSchema.safeParse({ type: 'td', align: 'justify', children: [] }).success).toBe(false);
  });
});
