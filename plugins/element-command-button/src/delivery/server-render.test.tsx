// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderDeliveryHtml, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import commandButtonDelivery from './index.js';

const PARTS = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'element-command-button', delivery: commandButtonDelivery },
];
const line = (fields: Record<string, unknown>): Descendant[] => [
  { type: 'p', id: 'a', children: [{ text: 'Press ' }, { type: 'command_button', id: 'b1', target: 'v1', message: 'play', children: [{ text: 'Watch the split' }], ...fields }, { text: '.' }] },
];

describe('element-command-button delivery views on the server', () => {
  it('render without a window, a real button with its label in the HTML, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, { parts: PARTS, content: line({ style: 'button' }) });
    expect(html).toMatch(/<p>Press <span class="command-button-frame"><button type="button" class="command-button command-button-button" aria-describedby="[^"]+">Watch the split<\/button><span id="[^"]+" role="status" class="command-button-status"><\/span><\/span>.<\/p>/);
  });

  it("draw a 'Link' button as a button styled as a link, and an unknown style as a button", () => {
    expect(renderDeliveryHtml(PARTS, line({ style: 'link' }))).toContain('<button type="button" class="command-button command-button-link"');
    expect(renderDeliveryHtml(PARTS, line({ style: '"><script>' }))).toContain('class="command-button command-button-button"');
  });

  it('put neither the target nor the message in the page HTML as markup', () => {
    const html = renderDeliveryHtml(PARTS, line({ target: '"><img src=x onerror=alert(1)>', message: '<script>alert(1)</script>' }));
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
  });
});
