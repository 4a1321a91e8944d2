import { describe, expect, it } from 'vitest';
import { createTable } from './create-table.js';

describe('createTable', () => {
  it('makes rows of empty data cells with fresh ids', () => {
    let n = 0;
    const table = createTable(1, 3, () => `n${++n}`);
    expect(table).toEqual({
      type: 'table',
      id: 'n1',
      children: [
        {
          type: 'tr',
          id: 'n2',
          children: [
            { type: 'td', id: 'n3', children: [{ text: '' }] },
            { type: 'td', id: 'n4', children: [{ text: '' }] },
            { type: 'td', id: 'n5', children: [{ text: '' }] },
          ],
        },
      ],
    });
  });
});
