// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Descendant } from '@quire/plugin-sdk';
import { DeliveredContent, renderedOnServerAndHydrated } from '@quire/plugin-sdk/testing';
import textDelivery from '@quire/plugin-element-text/delivery';
import triggerDelivery from './index.js';

const content = [
  { type: 'p', id: 'a', children: [{ text: 'Before' }] },
  { type: 'trigger', id: 'dot', trigger_type: 'content_block', prompt: 'Explain', children: [{ text: '' }] },
  { type: 'p', id: 'b', children: [{ text: 'After' }] },
] as Descendant[];
const parts = [
  { pluginId: 'element-text', delivery: textDelivery },
  { pluginId: 'element-trigger', delivery: triggerDelivery },
];

describe('the DOT learner view on the server', () => {
  it('renders without a window, the DOT button between the paragraphs, and hydrates without a mismatch', async () => {
    const html = await renderedOnServerAndHydrated(DeliveredContent, { parts, content, context: { mode: 'delivery', sectionSlug: 'spanish-1' } });
    expect(html).toMatch(/<p>Before<\/p>.*<button type="button" class="trigger-button" aria-label="Ask DOT".*aria-disabled="true".*<\/button>.*<p>After<\/p>/s);
  });
});
