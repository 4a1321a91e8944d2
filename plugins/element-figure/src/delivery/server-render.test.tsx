// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import figureDelivery from './index.js';

const parts = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'element-figure', delivery: figureDelivery },
];
const content = [{ type: 'figure', id: 'f', title: 'Fig. 1', children: [{ type: 'p', id: 'p', children: [{ text: 'A cell.' }] }] }] as Descendant[];

describe('element-figure delivery views on the server', () => {
  it('render without a window, with the figure and its caption in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, { parts, content });
    expect(html).toContain('<figure class="figure"><figcaption class="figure-title">Fig. 1</figcaption><div class="figure-content"><p>A cell.</p></div></figure>');
  });
});
