// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import youtubeDelivery from './index.js';

const props = { parts: [{ pluginId: 'element-youtube', delivery: youtubeDelivery }], content: [{ type: 'youtube', id: 'y', src: 'dQw4w9WgXcQ', alt: 'Units explained', children: [{ text: '' }] }] as Descendant[] };

describe('element-youtube delivery views on the server', () => {
  it('render without a window, with what the learner reads in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, props);
    expect(html).toContain('Units explained');
  });

  it("draw the project's settings on the server as the browser hydrates them", async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, { ...props, pluginSettings: { 'element-youtube': { privacyEnhanced: false } } });
    expect(html).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ?enablejsapi=1"');
  });
});
