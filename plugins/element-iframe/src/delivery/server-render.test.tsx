// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import iframeDelivery from './index.js';

const props = { parts: [{ pluginId: 'element-iframe', delivery: iframeDelivery }], content: [{ type: 'iframe', id: 'f', src: 'https://example.org/sim', caption: 'A simulation', children: [{ text: '' }] }] as Descendant[] };

describe('element-iframe delivery views on the server', () => {
  it('render without a window, with what the learner reads in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, props);
    expect(html).toContain('A simulation');
  });
});
