// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import { textDelivery } from '@quire/plugin-element-text/delivery';
import foreignDelivery from './index.js';

const parts = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'element-foreign', delivery: foreignDelivery },
];
const content = [{ type: 'p', id: 'p', children: [{ text: 'Say ' }, { type: 'foreign', id: 'f', lang: 'ja', children: [{ text: 'こんにちは' }] }, { text: '.' }] }] as Descendant[];

describe('element-foreign delivery views on the server', () => {
  it('render without a window, with the language on the span, and hydrate without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, { parts, content });
    expect(html).toContain('<span class="foreign-text" lang="ja">こんにちは</span>');
  });
});
