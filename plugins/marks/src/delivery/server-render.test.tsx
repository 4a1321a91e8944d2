// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import marksDelivery from './index.js';

const props = {
  parts: [{ pluginId: 'marks', delivery: marksDelivery }],
  content: [{ text: 'H' }, { text: '2', sub: true }, { text: 'O is ' }, { text: 'water', strong: true, em: true }] as Descendant[],
};

describe('marks drawn on the server', () => {
  it('render without a window and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, props);
    expect(html).toContain('<sub>2</sub>');
    expect(html).toMatch(/<strong><em>water<\/em><\/strong>|<em><strong>water<\/strong><\/em>/);
  });
});
