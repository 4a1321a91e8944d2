// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import pageLinkDelivery from './index.js';

const content = [
  { type: 'page_link', id: 'a', idref: 11, purpose: 'learnmore', children: [{ text: '' }] },
  { type: 'page_link', id: 'b', idref: 404, title: 'Organs', children: [{ text: '' }] },
] as Descendant[];
const props = {
  parts: [{ pluginId: 'element-page-link', delivery: pageLinkDelivery }],
  content,
  context: { mode: 'delivery' as const, sectionSlug: 'bio-101', coursePages: [{ id: 11, slug: 'cells', title: 'Cells' }] },
};

describe('element-page-link delivery views on the server', () => {
  it('render without a window, with the links in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, props);
    expect(html).toContain('href="/sections/bio-101/lesson/cells"');
    expect(html).toContain('Learn more:');
    expect(html).toContain('<span class="page-link-title">Organs</span>');
  });
});
