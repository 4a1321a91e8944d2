import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import { listDelivery } from './index.js';
import { BULLET_STYLES, NUMBER_STYLES } from '../common/list-kinds.js';

const parts = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'element-list', delivery: listDelivery },
];
const item = (id: string, text: string): Descendant => ({ type: 'li', id, children: [{ type: 'p', id: `${id}p`, children: [{ text }] }] });

describe('element-list delivery', () => {
  it('renders a bulleted list with its marker style', () => {
    expect(renderDeliveryHtml(parts, [{ type: 'ul', id: 'u', style: 'circle', children: [item('a', 'one'), item('b', 'two')] }])).toBe(
      '<ul style="list-style-type:circle"><li><p>one</p></li><li><p>two</p></li></ul>',
    );
  });

  it('renders a numbered list with its numbering style, or the default without one', () => {
    expect(renderDeliveryHtml(parts, [{ type: 'ol', id: 'o', style: 'upper-alpha', children: [item('a', 'x')] }])).toBe(
      '<ol style="list-style-type:upper-alpha"><li><p>x</p></li></ol>',
    );
    expect(renderDeliveryHtml(parts, [{ type: 'ol', id: 'o', children: [item('a', 'x')] }])).toBe('<ol><li><p>x</p></li></ol>');
  });

  it.each([...BULLET_STYLES.map((style) => ['ul', style]), ...NUMBER_STYLES.map((style) => ['ol', style])])('draws a %s in the %s style the editor set', (kind, style) => {
    expect(renderDeliveryHtml(parts, [{ type: kind, id: 'l', style, children: [item('a', 'x')] }])).toBe(`<${kind} style="list-style-type:${style}"><li><p>x</p></li></${kind}>`);
  });

  it('does not render a style the kind does not allow', () => {
    expect(renderDeliveryHtml(parts, [{ type: 'ol', id: 'o', style: 'x;color:red', children: [item('a', 'x')] }])).toBe(
      '<ol><li><p>x</p></li></ol>',
    );
    expect(renderDeliveryHtml(parts, [{ type: 'ul', id: 'u', style: 'upper-roman', children: [item('a', 'x')] }])).toBe('<ul><li><p>x</p></li></ul>');
  });

  it('renders a description list, titled lists as a figure with a caption', () => {
    const entries: Descendant[] = [
      { type: 'dt', id: 't', children: [{ text: 'Quire' }] },
      { type: 'dd', id: 'd', children: [{ text: 'A set of pages' }] },
    ];
    expect(renderDeliveryHtml(parts, [{ type: 'dl', id: 'l', children: entries }])).toBe('<dl><dt>Quire</dt><dd>A set of pages</dd></dl>');
    expect(renderDeliveryHtml(parts, [{ type: 'dl', id: 'l', title: [{ text: 'Glossary' }], children: entries }])).toBe(
      '<figure class="description-list"><figcaption>Glossary</figcaption><dl><dt>Quire</dt><dd>A set of pages</dd></dl></figure>',
    );
  });
});
