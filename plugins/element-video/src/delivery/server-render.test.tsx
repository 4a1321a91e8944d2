// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import videoDelivery from './index.js';

const props = { parts: [{ pluginId: 'element-video', delivery: videoDelivery }], content: [{ type: 'video', id: 'v', src: [{ url: 'https://example.org/boiling.mp4', contenttype: 'video/mp4' }], children: [{ text: '' }] }] as Descendant[] };

describe('element-video delivery views on the server', () => {
  it('render without a window, with what the learner reads in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, props);
    expect(html).toContain('boiling.mp4');
  });
});
