// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import linkDelivery from './index.js';

const props = { parts: [{ pluginId: 'element-link', delivery: linkDelivery }], content: [{ type: 'a', id: 'a', href: 'https://example.org/units', children: [{ text: 'SI units' }] }] as Descendant[] };

describe('element-link delivery views on the server', () => {
  it('render without a window, with what the learner reads in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, props);
    expect(html).toContain('SI units');
    expect(html).toContain('https://example.org/units');
  });
});
