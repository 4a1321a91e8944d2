// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import webpageDelivery from './index.js';

const props = { parts: [{ pluginId: 'element-webpage', delivery: webpageDelivery }], content: [{ type: 'webpage', id: 'w', src: 'https://example.org/table', alt: 'The periodic table', children: [{ text: '' }] }] as Descendant[] };

describe('element-webpage delivery views on the server', () => {
  it('render without a window, with what the learner reads in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, props);
    expect(html).toContain('The periodic table');
  });
});
