// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import imageDelivery from './index.js';

const props = { parts: [{ pluginId: 'element-image', delivery: imageDelivery }], content: [{ type: 'img', id: 'i', src: 'https://example.org/scale.png', alt: 'A kitchen scale', children: [{ text: '' }] }] as Descendant[] };

describe('element-image delivery views on the server', () => {
  it('render without a window, with what the learner reads in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, props);
    expect(html).toContain('A kitchen scale');
  });
});
