// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import audioDelivery from './index.js';

const props = { parts: [{ pluginId: 'element-audio', delivery: audioDelivery }], content: [{ type: 'audio', id: 'au', src: 'https://example.org/gram.mp3', alt: 'How to say gram', children: [{ text: '' }] }] as Descendant[] };

describe('element-audio delivery views on the server', () => {
  it('render without a window, with what the learner reads in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, props);
    expect(html).toContain('gram.mp3');
  });
});
