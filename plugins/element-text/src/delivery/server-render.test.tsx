// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import textDelivery from './index.js';

const props = { parts: [{ pluginId: 'element-text', delivery: textDelivery }], content: [{ type: 'h2', id: 'h', children: [{ text: 'Measuring matter' }] }, { type: 'p', id: 'p', children: [{ text: 'Mass is measured in grams.' }] }, { type: 'blockquote', id: 'q', children: [{ type: 'p', id: 'qp', children: [{ text: 'Measure twice.' }] }] }] as Descendant[] };

describe('element-text delivery views on the server', () => {
  it('render without a window, with what the learner reads in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, props);
    expect(html).toContain('Measuring matter');
    expect(html).toContain('Mass is measured in grams.');
    expect(html).toContain('Measure twice.');
  });
});
