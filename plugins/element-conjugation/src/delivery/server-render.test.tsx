// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, hydrateInBrowser, renderOnServer } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import { hablar } from '../authoring/testing/conjugation-test-plugins.js';
import conjugationDelivery from './index.js';

const props = {
  parts: [
    { pluginId: 'element-text', delivery: textDelivery },
    { pluginId: 'element-conjugation', delivery: conjugationDelivery },
  ],
  content: [{ type: 'p', id: 'a', children: [{ text: 'Verbs' }] }, hablar()] as Descendant[],
};

describe('element-conjugation delivery view on the server', () => {
  it('draws the table without a window, its buttons waiting for the page script, then hydrates and enables them without a mismatch', async () => {
    const html = renderOnServer(DeliveredContent, props);
    expect(html).toContain('<caption>Present tense</caption>');
    expect(html.match(/<button [^>]*disabled=""/g)).toHaveLength(2);
    const view = await hydrateInBrowser(DeliveredContent, props, html);
    expect([...view.container.querySelectorAll('button')].map((button) => button.disabled)).toEqual([false, false]);
    view.unmount();
  });
});
