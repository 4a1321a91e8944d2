import { describe, expect, it } from 'vitest';
import type { Descendant, MarkName } from '@quire/plugin-sdk';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import { marksDelivery } from './index.js';

const parts = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'marks', delivery: marksDelivery },
];

function paragraph(...children: Descendant[]): string {
  return renderDeliveryHtml(parts, [{ type: 'p', id: 'a', children }]);
}

describe('marks delivery', () => {
  it.each<[MarkName, string]>([
    ['strong', '<strong>x</strong>'],
    ['em', '<em>x</em>'],
    ['mark', '<mark>x</mark>'],
    ['del', '<del>x</del>'],
    ['var', '<var>x</var>'],
    ['code', '<code>x</code>'],
    ['term', '<dfn class="term">x</dfn>'],
    ['sub', '<sub>x</sub>'],
    ['sup', '<sup>x</sup>'],
    ['underline', '<u>x</u>'],
    ['strikethrough', '<s>x</s>'],
    ['foreign', '<span class="foreign">x</span>'],
    ['doublesub', '<sub><sub>x</sub></sub>'],
    ['deemphasis', '<span class="deemphasis">x</span>'],
  ])('draws %s as %s', (mark, html) => {
    expect(paragraph({ text: 'x', [mark]: true })).toBe(`<p>${html}</p>`);
  });

  it('nests several marks on one text, each exactly once', () => {
    const html = paragraph({ text: 'H' }, { text: '2', sub: true, strong: true }, { text: 'O' });
    expect(html).toMatch(/^<p>H(<sub><strong>2<\/strong><\/sub>|<strong><sub>2<\/sub><\/strong>)O<\/p>$/);
  });

  it('draws plain text with no marks', () => {
    expect(paragraph({ text: 'plain' })).toBe('<p>plain</p>');
  });

  it('escapes marked text', () => {
    expect(paragraph({ text: '<b>', code: true })).toBe('<p><code>&lt;b&gt;</code></p>');
  });
});
