// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, hydrateInBrowser, renderOnServer } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import definitionDelivery from './index.js';

const content: Descendant[] = [
  { type: 'p', id: 'a', children: [{ text: 'Vocabulary' }] },
  {
    type: 'definition',
    id: 'd',
    term: 'casa',
    meanings: [{ type: 'meaning', id: 'm', children: [{ type: 'p', id: 'mp', children: [{ text: 'house' }] }] }],
    pronunciation: { type: 'pronunciation', id: 'pr', src: '/media/casa.mp3', contenttype: 'audio/mpeg', children: [] },
    children: [{ text: '' }],
  },
];
const props = {
  parts: [
    { pluginId: 'element-text', delivery: textDelivery },
    { pluginId: 'element-definition', delivery: definitionDelivery },
  ],
  content,
};

describe('element-definition delivery view on the server', () => {
  it('draws the definition without a window, its button waiting for the page script, then hydrates and enables it without a mismatch', async () => {
    const html = renderOnServer(DeliveredContent, props);
    expect(html).toContain('<dfn class="definition-term">casa</dfn>');
    expect(html).toMatch(/<button type="button" class="play-audio-button" aria-label="Play the pronunciation of casa" aria-pressed="false" disabled="">/);
    const view = await hydrateInBrowser(DeliveredContent, props, html);
    const button = view.container.querySelector('button')!;
    expect(button.disabled).toBe(false);
    view.unmount();
  });
});
