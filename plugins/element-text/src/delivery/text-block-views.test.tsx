import { describe, expect, it } from 'vitest';
import { renderDeliveryHtml } from '@quire/plugin-sdk/testing';
import { textDelivery } from './index.js';

const parts = [{ pluginId: 'element-text', delivery: textDelivery }];

describe('element-text delivery', () => {
  it('renders semantic tags', () => {
    const html = renderDeliveryHtml(parts, [
      { type: 'h1', id: 'a', children: [{ text: 'Title' }] },
      { type: 'h4', id: 'b', children: [{ text: 'Sub' }] },
      { type: 'p', id: 'c', children: [{ text: 'Body' }] },
      { type: 'blockquote', id: 'd', children: [{ type: 'p', id: 'e', children: [{ text: 'Quoted' }] }] },
    ]);
    expect(html).toBe('<h1>Title</h1><h4>Sub</h4><p>Body</p><blockquote><p>Quoted</p></blockquote>');
  });

  it('escapes text, so authored content cannot inject markup', () => {
    expect(renderDeliveryHtml(parts, [{ type: 'p', id: 'a', children: [{ text: '<script>x</script>' }] }])).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt;</p>',
    );
  });

  it('shows the invalid-content box for a kind no loaded plugin draws', () => {
    expect(renderDeliveryHtml(parts, [{ type: 'table', id: 'a', children: [] }])).toContain('Content element is invalid');
  });
});
