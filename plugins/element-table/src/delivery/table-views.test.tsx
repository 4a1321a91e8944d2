import { describe, expect, it } from 'vitest';
import type { Element } from '@quire/plugin-sdk';
import { defineDelivery } from '@quire/plugin-sdk/delivery';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import { tableDelivery } from './index.js';

const parts = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'element-table', delivery: tableDelivery },
];
const cell = (type: 'th' | 'td', id: string, text: string, fields: Record<string, unknown> = {}): Element => ({
  type,
  id,
  ...fields,
  children: [{ text }],
});
const tr = (id: string, ...cells: Element[]): Element => ({ type: 'tr', id, children: cells });

function render(table: Partial<Element>, ...rows: Element[]): string {
  return renderDeliveryHtml(parts, [{ type: 'table', id: 't', ...table, children: rows }]);
}

describe('element-table delivery', () => {
  it('renders rows in a tbody with classes for the default border and row style', () => {
    expect(render({}, tr('r', cell('td', 'a', 'A'), cell('td', 'b', 'B')))).toBe(
      '<table class="table border-solid rowstyle-plain"><tbody><tr><td>A</td><td>B</td></tr></tbody></table>',
    );
  });

  it('names the border and row style in classes', () => {
    expect(render({ border: 'hidden', rowstyle: 'alternating' }, tr('r', cell('td', 'a', 'A')))).toContain(
      '<table class="table border-hidden rowstyle-alternating">',
    );
  });

  it('gives the table a caption, from a string or from rich content', () => {
    expect(render({ caption: 'Results' }, tr('r', cell('td', 'a', 'A')))).toContain('<caption>Results</caption><tbody>');
    expect(render({ caption: [{ type: 'p', id: 'c', children: [{ text: 'Rich ' }, { text: 'caption', em: true }] }] }, tr('r', cell('td', 'a', 'A')))).toContain(
      '<caption>Rich caption</caption>',
    );
    expect(render({ caption: '' }, tr('r', cell('td', 'a', 'A')))).not.toContain('<caption');
  });

  it('scopes header cells to columns in the first row and to rows below it', () => {
    const html = render(
      {},
      tr('r1', cell('th', 'h0', ''), cell('th', 'h1', 'Mon'), cell('th', 'h2', 'Tue')),
      tr('r2', cell('th', 'h3', 'Ann'), cell('td', 'd1', '3'), cell('td', 'd2', '4')),
    );
    expect(html).toBe(
      '<table class="table border-solid rowstyle-plain"><tbody>' +
        '<tr><th scope="col"><br/></th><th scope="col">Mon</th><th scope="col">Tue</th></tr>' +
        '<tr><th scope="row">Ann</th><td>3</td><td>4</td></tr>' +
        '</tbody></table>',
    );
  });

  it('gives blank cells an empty line, so an empty row is as tall as a line of text', () => {
    const emptyParagraph = { type: 'p', id: 'ep', children: [{ text: '' }] };
    const html = render(
      {},
      tr('r1', cell('td', 'a', 'A'), cell('td', 'b', 'B')),
      tr('r2', cell('td', 'c', ''), { type: 'td', id: 'd', children: [emptyParagraph] }),
    );
    expect(html).toContain('<tr><td><br/></td><td><br/></td></tr>');
    expect(html).toContain('<tr><td>A</td><td>B</td></tr>');
  });

  it('keeps a cell holding an element with no text of its own (an image, say) as it is', () => {
    const picture = defineDelivery({ elements: { picture: () => <img src="/atom.png" alt="Atom" /> } });
    const html = renderDeliveryHtml(
      [...parts, { pluginId: 'pictures', delivery: picture }],
      [{ type: 'table', id: 't', children: [tr('r', { type: 'td', id: 'i', children: [{ type: 'picture', id: 'im', children: [{ text: '' }] }] })] }],
    );
    expect(html).toContain('<td><img src="/atom.png" alt="Atom"/></td>');
  });

  it('renders spans and alignment', () => {
    const html = render(
      {},
      tr('r1', cell('th', 'h', 'Wide', { colspan: 2, align: 'center' })),
      tr('r2', cell('td', 'a', 'Tall', { rowspan: 2, align: 'right' }), cell('td', 'b', 'x')),
      tr('r3', cell('td', 'c', 'y')),
    );
    expect(html).toContain('<th scope="col" colSpan="2" style="text-align:center">Wide</th>');
    expect(html).toContain('<td rowSpan="2" style="text-align:right">Tall</td>');
  });

  it('scopes the header cells of a nested table by its own first row', () => {
    const inner: Element = { type: 'table', id: 'inner', children: [tr('i1', cell('th', 'ih', 'In'))] };
    const html = render({}, tr('r1', cell('th', 'h', 'Out')), tr('r2', { type: 'td', id: 'd', children: [inner] }));
    expect(html).toContain('<th scope="col">In</th>');
    expect(html).toContain('<th scope="col">Out</th>');
  });
});
