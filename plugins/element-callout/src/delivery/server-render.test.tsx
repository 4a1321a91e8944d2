// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import calloutDelivery from './index.js';

const parts = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'element-callout', delivery: calloutDelivery },
];
const content = [
  { type: 'callout', id: 'c', children: [{ type: 'p', id: 'p', children: [{ text: 'Mind the ' }, { type: 'callout_inline', id: 'i', children: [{ text: 'gap' }] }] }] },
] as Descendant[];

describe('element-callout delivery views on the server', () => {
  it('render without a window, with both callouts in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, { parts, content });
    expect(html).toContain('<div class="callout" role="note" aria-label="Callout"><p>Mind the <span class="callout-inline">gap</span></p></div>');
  });
});
