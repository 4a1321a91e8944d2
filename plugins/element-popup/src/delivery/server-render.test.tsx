// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import { POPUP_PAGE_PARTS, paragraph, popup } from './testing/popup-page.js';

const content: Descendant[] = [paragraph('p', { text: 'Vivo en ' }, popup('casa', 'la casa', 'the house', { trigger: 'hover', audioSrc: '/media/es/casa.mp3', audioType: 'audio/mpeg' }), { text: '.' })];

describe('element-popup delivery views on the server', () => {
  it('render without a window, the anchor a closed disclosure button with its bubble and clip, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, { parts: POPUP_PAGE_PARTS, content });
    expect(html).toMatch(/<p>Vivo en <span class="popup" data-trigger="hover"><button type="button" class="popup-anchor" aria-expanded="false" aria-controls="([^"]+)">la casa<\/button><span id="\1" class="popup-bubble" popover="manual">/);
    expect(html).toContain('<source src="/media/es/casa.mp3" type="audio/mpeg"/>');
    expect(html).toContain('aria-label="Play audio"');
  });
});
