import { describe, expect, it } from 'vitest';
import { tablePlugin } from './index.js';

const element = (kind: string) => tablePlugin.elements?.find((e) => e.kind === kind);

describe('element-table manifest', () => {
  it('contributes table, tr, th and td', () => {
    expect(tablePlugin.id).toBe('element-table');
    expect(tablePlugin.elements?.map((e) => e.kind)).toEqual(['table', 'tr', 'th', 'td']);
  });

  it('nests cells in rows in tables, and spaces tables apart', () => {
    expect(element('table')?.structure).toMatchObject({
      display: 'block',
      content: { type: 'children', allowed: ['tr'], wrapIn: 'tr' },
      spacedBlock: true,
    });
    expect(element('tr')?.structure).toMatchObject({ content: { type: 'children', allowed: ['th', 'td', 'tc'] }, parents: ['table'] });
    for (const kind of ['th', 'td']) {
      expect(element(kind)?.structure).toMatchObject({ content: { type: 'inline-or-blocks' }, parents: ['tr'], orphan: { wrapIn: 'tr' } });
    }
  });

  it('has the rich caption of a table checked like its children', () => {
    const caption = [{ type: 'p', children: [{ text: 'Prices' }] }];
    expect(element('table')?.slots?.({ type: 'table', caption, children: [] })).toEqual([{ field: 'caption', nodes: caption }]);
    expect(element('table')?.slots?.({ type: 'table', caption: 'Prices', children: [] })).toEqual([]);
  });

  it('repairs tables with a rule of its own, and only tables', () => {
    expect(element('table')?.normalize).toBeTypeOf('function');
    expect(element('tr')?.normalize).toBeUndefined();
  });

  it('checks table and cell fields against the spec values', () => {
    const table = element('table')?.schema;
    const td = element('td')?.schema;
    expect(table?.safeParse({ type: 'table', children: [], border: 'hidden', rowstyle: 'alternating', caption: 'C' }).success).toBe(true);
    expect(table?.safeParse({ type: 'table', children: [], border: 'dotted' }).success).toBe(false);
    expect(td?.safeParse({ type: 'td', children: [], align: 'center', colspan: 2, rowspan: 3 }).success).toBe(true);
    expect(td?.safeParse({ type: 'td', children: [], colspan: 0 }).success).toBe(false);
    expect(td?.safeParse({ type: 'td', children: [], align: 'justify' }).success).toBe(false);
  });
});
